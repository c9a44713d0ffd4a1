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

/**
 * STUDIO_MUTATION_TESTS narrows the run to a comma-separated list of test globs, for a quick look at one file:
 * `STUDIO_MUTATION_TESTS=test/api/paginate.test.ts npm run mutation -- --mutate src/api/paginate.ts`.
 */
const only = process.env.STUDIO_MUTATION_TESTS?.split(",").filter((glob) => glob !== "");

const config = mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      env: { STUDIO_MUTATION_RUN: "1" },
      // Each mutant reruns its tests in the same worker: without isolation the test files' imports are not
      // evaluated again for every mutant, which is most of a mutant's time.
      isolate: false,
      exclude: [
        "**/node_modules/**",
        "test/browser/**",
        "test/emulator/**",
        "test/workflow/**",
        "test/layers.test.ts",
        "test/config.test.ts",
        "test/sync/sync-process.e2e.test.ts",
        "test/site/**",
        // Site builds (a minute each; and a build bundles the instrumented code into its scripts).
        "test/i18n/browser-words.test.ts",
        "test/i18n/english-scan.test.ts",
        "test/sync/demo-live.e2e.test.ts",
        "test/sync/previous-snapshot.e2e.test.ts",
        "test/random-studios.test.ts",
        ...(process.env.STUDIO_MUTATION_E2E === "1" ? [] : longEndToEnd),
      ],
    },
  }),
);
// One set of files, chosen above: not the base's two projects (integration files, each in a fresh worker, and unit files).
delete config.test!.projects;
// mergeConfig appends arrays, so the narrowed list replaces the base one here.
if (only && only.length > 0) config.test!.include = only;

export default config;
