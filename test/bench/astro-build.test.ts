import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderTimesByExtension } from "../../bench/astro-build.ts";

const fixture = (name: string) => readFile(new URL(`../fixtures/astro-build-logs/${name}`, import.meta.url), "utf8");

describe("renderTimesByExtension", () => {
  it("sums the per-route times of a plain log by kind", async () => {
    expect(Object.fromEntries(renderTimesByExtension(await fixture("bare-50-pages-20-feeds.txt")))).toEqual({ ".ics": 54, ".html": 355 });
  });

  it("reads the times through Astro's colours, which sit between a path and its time", async () => {
    expect(Object.fromEntries(renderTimesByExtension(await fixture("site-60-classes-colour.txt")))).toEqual({ ".json": 351, ".html": 1553, ".ics": 294 });
  });
});
