import { defineConfig } from "vitest/config";
import HeavyFilesFirst from "./test/support/heavy-files-first.ts";

export default defineConfig({
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Sites and the browser several files share, made once per run on first use (test/support/shared-sites.ts).
    globalSetup: ["test/support/test-services.ts"],
    // On a fresh clone, the files that run Astro or Chromium start first (test/support/heavy-files-first.ts).
    sequence: { sequencer: HeavyFilesFirst },
    // Site builds and browser checks are heavy; two workers match the 2-core machines CI runs on.
    maxWorkers: 2,
  },
});
