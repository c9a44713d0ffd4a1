// @ts-check
/*
 * Mutation testing (issue 22): `npm run mutation` measures, folder by folder, how many deliberate bugs the unit
 * and end-to-end tests catch. Not part of `npm test` or CI: a full run takes the better part of an hour on 2 cores.
 * One run mutates every folder (one initial test run for all); `npm run mutation -- --mutate "src/api/**"`
 * narrows it to one. `npm run mutation:score` prints the score per folder from reports/mutation/mutation.json.
 */

/**
 * The folders measured, by name. The browser scripts' rules (the live-spots client, the class filter's rules) are bundled
 * by Astro into pages and measured on their own; the filter's DOM glue (src/components/class-filter-client.ts) is
 * checked by the browser tests only, which a mutation run leaves out.
 */
export const MUTATION_FOLDERS = {
  api: ["src/api/**/*.ts"],
  core: ["src/core/**/*.ts"],
  sync: ["src/sync/**/*.ts"],
  "page-rules": ["src/page-rules/**/*.ts", "!src/page-rules/class-filters.ts"],
  browser: ["src/live/**/*.ts", "src/page-rules/class-filters.ts"],
};

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  plugins: ["@stryker-mutator/vitest-runner"],
  coverageAnalysis: "perTest",
  mutate: Object.values(MUTATION_FOLDERS).flat(),
  // Two workers on a 2-core machine shared with others; `npm run mutation` also runs Stryker under `nice`.
  concurrency: 2,
  // The end-to-end tests talk HTTP to the emulator and pace requests; allow for a loaded machine.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 20,
  // Module-level code (the zod schemas, tables of constants) runs once per test file, so Stryker would rerun every test
  // for each of its mutants: 46% of src/api's mutants taking 99% of the time. They are reported as ignored; the
  // schema and table tests still check that code directly.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["dist", ".astro", ".catalog", "bench-results", "coverage", ".tmp"],
  thresholds: { high: 90, low: 85, break: null },
};
