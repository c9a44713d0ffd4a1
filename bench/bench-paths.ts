import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../", import.meta.url));
/**
 * Builds go inside the project (node_modules/.cache) so each outDir is inside the
 * working directory; see bench/astro-build.ts.
 */
export const BENCH_CACHE = join(PROJECT_ROOT, "node_modules", ".cache", "studio-bench");
/** The bare Astro project must sit inside this project so `astro` resolves to its copy. */
export const BARE_CACHE = join(PROJECT_ROOT, "node_modules", ".cache", "bench-bare");
/** Gitignored. */
export const RESULTS_DIR = join(PROJECT_ROOT, "bench-results");
