import { describe, expect, it } from "vitest";
import { checkRandomStudios } from "./support/random-studios.ts";

/**
 * Issue 22, "Random studios": a fixed-seed slice of the property `npm run fuzz` runs 500
 * times (test/support/random-studios.ts). Each generated studio is served by the
 * emulator, synced by the real sync and built by Astro (several builds in one warm
 * Astro process), then checked: the snapshot is the catalog; each in-window session is
 * on its class pages, in their JSON-LD and in the class's feed once, at its instant;
 * no contradiction, no unsafe link, demo-sized pages within the page-weight budget.
 */
const SEED = 22;
// Four: the seed's fourth studio is a large one (500-session classes), and each studio is a sync and a build
// on a two-core machine's full suite; `npm run fuzz` runs the property 500 times.
const RUNS = 4;

describe("random studios", () => {
  it(`hold every invariant for ${RUNS} generated studios (seed ${SEED})`, { timeout: 10 * 60_000 }, async () => {
    const report = await checkRandomStudios({ runs: RUNS, seed: SEED, largeShare: 0.2, shrinkBudgetMs: 2 * 60_000 });
    console.info(`random studios: ${report.runs} in ${report.durationMs} ms (site builds ${report.buildMs} ms)`);
    expect(report.message).toBeNull();
    expect(report.runs).toBe(RUNS);
  });
});
