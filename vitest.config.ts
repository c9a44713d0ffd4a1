import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import HeavyFilesFirst, { weightOf } from "./test/support/heavy-files-first.ts";

const TEST_FILES = "test/**/*.test.ts";
/** Files that run Astro, Chromium or the sync end to end: each in a fresh worker, as before. */
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
    // Site builds and browser checks are heavy; two workers match the 2-core machines CI runs on.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "integration", include: heavy } },
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
