import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import HeavyFilesFirst, { weightOf } from "./test/support/heavy-files-first.ts";

const TEST_FILES = "test/**/*.test.ts";
/** Files that run Astro, Chromium or the sync end to end: their own project, started first on a fresh clone. */
const heavy = globSync(TEST_FILES).filter((path) => weightOf(path, readFileSync(path, "utf8")) > 0);

export default defineConfig({
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Sites and the browser several files share, made once per run on first use (test/support/shared-sites.ts).
    globalSetup: ["test/support/test-services.ts"],
    // On a fresh clone, the files that run Astro or Chromium start first (test/support/heavy-files-first.ts).
    sequence: { sequencer: HeavyFilesFirst },
    // Three workers on the 2-core machines CI runs on: the sync's end-to-end files spend most of their time
    // waiting out rate-limit windows (seconds scaled from the API's minute), and a third worker keeps both cores
    // busy meanwhile. Measured in one clone, Vitest's duration: 2 workers 349 s, 3 workers 321 s, 4 workers 334 s.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          include: heavy,
          // Not loading src/ and the test helpers again for each file either: measured in a clean clone, Vitest's import time
          // 114 s → 44 s, CPU 579 → 532 s, duration 365 → 344 s (issue 30). None of these files mocks a module or changes the
          // environment for the next; each closes what it opens (its browser pages, servers and builds) in its own afterAll.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: [TEST_FILES],
          exclude: heavy,
          // A worker runs one unit file after another without loading src/ again for each (half the
          // suite's import time); spies are put back before every test, so none leaks into the next file.
          isolate: false,
          restoreMocks: true,
        },
      },
    ],
  },
});
