import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Site builds and browser checks are heavy; two workers match the 2-core machines CI runs on.
    maxWorkers: 2,
  },
});
