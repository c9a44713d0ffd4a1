import { describe, expect, it } from "vitest";
import type { BenchResults } from "../../bench/bench-run.ts";
import { checksOf, renderReport } from "../../bench/report.ts";
import type { SearchFigures } from "../../bench/site-search.ts";

const search = (firstSearchBytes: number, indexMs: number, requestsBeforeUse = 0): SearchFigures => ({
  pages: 39,
  indexMs,
  bundleBytes: 200_000,
  indexBytes: 45_000,
  query: "ballet",
  firstSearchRequests: 12,
  firstSearchBytes,
  requestsBeforeUse,
});

function results(demoSearch: SearchFigures): BenchResults {
  return {
    startedAt: "2026-11-27T00:00:00.000Z",
    machine: { cpus: 2, cpuModel: "test", memoryBytes: 1, node: "v24", platform: "linux x64" },
    options: {} as BenchResults["options"],
    sync: null,
    burstSync: null,
    build: null,
    demo: { buildMs: 20_000, pages: 164, weight: null, externalRequests: [], search: demoSearch },
    lighthouse: null,
    live: null,
    analytics: null,
    languages: null,
    durationMs: 1,
  };
}

describe("the bench's site search figures (issue 35)", () => {
  it("holds the demo's first search to 100 KiB, indexing to a tenth of the build, and nothing fetched before use", () => {
    const verdicts = (figures: SearchFigures) => checksOf(results(figures)).filter((check) => check.section === "site search").map((check) => `${check.figure}: ${check.verdict}`);
    expect(verdicts(search(98_000, 1500))).toEqual(["demo: indexing time / build time: ok", "demo: first search, bytes: ok", "demo: search files fetched before use: ok"]);
    expect(verdicts(search(103_000, 2500, 1))).toEqual(["demo: indexing time / build time: MISS", "demo: first search, bytes: MISS", "demo: search files fetched before use: MISS"]);
    expect(renderReport(results(search(98_000, 1500)))).toMatch(/8\. Site search[^\n]*\n[\s\S]*demo\s+39\s+1\.5 s\s+20\.0 s\s+0\.075/);
  });
});
