import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildPhasesOf, parseAstroDuration } from "../../bench/astro-build-phases.ts";

/**
 * Logs runAstroBuild captured (bench/build-child.ts, logLevel "info", Astro 7.3.4): the
 * site built from a generated 60-class studio with FORCE_COLOR=1, as a terminal or a CI
 * runner that forces colours gets it (route lines in the middle cut for length), and the
 * bare floor of 50 pages and 20 feeds without colours, as a plain pipe gets it.
 */
const fixture = (name: string) => readFile(new URL(`../fixtures/astro-build-logs/${name}`, import.meta.url), "utf8");

describe("parseAstroDuration", () => {
  it("reads Astro's three forms: milliseconds, seconds with two decimals, minutes and seconds", () => {
    expect(parseAstroDuration("782ms")).toBe(782);
    expect(parseAstroDuration("2.05s")).toBe(2050);
    expect(parseAstroDuration("1m 5s")).toBe(65_000);
  });

  it("refuses anything else, naming the forms it reads", () => {
    expect(() => parseAstroDuration("2.05 s")).toThrow('Expected one of Astro\'s durations ("782ms", "2.05s", "1m 5s"), got "2.05 s".');
    expect(() => parseAstroDuration("")).toThrow(RangeError);
  });
});

describe("buildPhasesOf", () => {
  it("splits the site's coloured log: types 1.69 s, two bundles 1.55 s + 90 ms, routes 2.61 s, the rest of the wall time", async () => {
    const phases = buildPhasesOf(await fixture("site-60-classes-colour.txt"), 6500);
    expect(phases).toEqual({ contentAndTypesMs: 1690, bundlingMs: 1640, renderingMs: 2610, restMs: 560, totalMs: 6500 });
  });

  it("splits the floor's plain log the same way", async () => {
    const phases = buildPhasesOf(await fixture("bare-50-pages-20-feeds.txt"), 2400);
    expect(phases).toEqual({ contentAndTypesMs: 782, bundlingMs: 588, renderingMs: 454, restMs: 576, totalMs: 2400 });
  });

  it("times rendering by the 'Completed' that ends the routes, not the build step's before or after it", () => {
    const log = [
      "10:00:00 [types] Generated 1.00s",
      "10:00:00 [build] ✓ Completed in 1.50s.",
      "10:00:02 [vite] ✓ built in 2.00s",
      "",
      " generating static routes ",
      "10:00:03   ├─ /index.html (+5ms) ",
      "10:00:03 ✓ Completed in 1m 5s.",
      "",
      "10:01:08 [build] ✓ Completed in 1m 8s.",
    ].join("\n");
    expect(buildPhasesOf(log, 70_000)).toEqual({ contentAndTypesMs: 1000, bundlingMs: 2000, renderingMs: 65_000, restMs: 2000, totalMs: 70_000 });
  });

  it("leaves a phase the log does not show as null and counts its time in the rest", () => {
    const log = "10:00:00 [build] Collecting build info...\n10:00:01 [vite] ✓ built in 300ms\n10:00:02 [build] ✓ Completed in 2.00s.\n";
    expect(buildPhasesOf(log, 3000)).toEqual({ contentAndTypesMs: null, bundlingMs: 300, renderingMs: null, restMs: 2700, totalMs: 3000 });
  });
});
