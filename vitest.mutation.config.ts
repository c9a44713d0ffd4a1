import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";

/*
 * The tests Stryker runs against each mutant (stryker.config.mjs). Every mutant that survives reruns every test
 * that reaches it, so on 2 cores only tests of a few seconds fit: left out are site builds and browser checks
 * (minutes each), tests of the emulator, the workflow and src/site (none of them mutated; the site's view tests
 * would only re-check catalog rules that the catalog's own tests check), and tests that run the
 * code in a child process (the child never sees the active mutant; STUDIO_MUTATION_RUN makes such tests inside
 * other files skip themselves). The sync's long end-to-end runs (tens of seconds each, and they reach nearly every
 * mutant in src/api and src/sync) are left out too; `STUDIO_MUTATION_E2E=1 npm run mutation` puts them
 * back for a run that has the hours.
 */
const longEndToEnd = ["test/sync/{sync,paging,faults,shared-budget}.e2e.test.ts"];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      env: { STUDIO_MUTATION_RUN: "1" },
      exclude: [
        "**/node_modules/**",
        "test/browser/**",
        "test/emulator/**",
        "test/workflow/**",
        "test/layers.test.ts",
        "test/config.test.ts",
        "test/sync/sync-process.e2e.test.ts",
        "test/site/**",
        ...(process.env.STUDIO_MUTATION_E2E === "1" ? [] : longEndToEnd),
      ],
    },
  }),
);
