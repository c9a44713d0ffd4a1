import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";

/*
 * The tests Stryker runs against each mutant (stryker.config.mjs). Site builds and browser checks take minutes
 * each, and every source folder they reach is also reached by a unit or end-to-end test, so they are left out;
 * so are tests of the emulator and the workflow, which cover no mutated folder, and the sync-in-a-child-process
 * test, whose child never sees the active mutant.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        "**/node_modules/**",
        "test/browser/**",
        "test/emulator/**",
        "test/workflow/**",
        "test/layers.test.ts",
        "test/sync/sync-process.e2e.test.ts",
        "test/site/{build,layout-build,seo-build,secrets,contradictions,broken-snapshot}.test.ts",
      ],
    },
  }),
);
