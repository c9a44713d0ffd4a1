/**
 * Builds the site once (each of its languages, as `npm run build` does), in its own
 * process, for test/support/build-site.ts: a build whose exit code and output a test reads
 * as a studio would see them (a broken snapshot, a bad setting). A child process keeps
 * each build's environment (CATALOG_SNAPSHOT, SITE_URL, ...) and module state apart; its
 * own cacheDir keeps Astro's caches apart from any other build running at the same time.
 *
 * Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir> [publicDir]
 */
import { buildLanguages } from "../../src/site/build-languages.ts";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import { retryingContentAssetsRace } from "./content-assets-race.ts";

const [outDir, cacheDir, publicDir] = process.argv.slice(2);
if (!outDir || !cacheDir) {
  console.error("Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir> [publicDir]");
  process.exit(2);
}

const root = fileURLToPath(new URL("../../", import.meta.url));

try {
  await retryingContentAssetsRace(() => buildLanguages({ root, outDir, cacheDir, publicDir, logLevel: "warn" }));
} catch (error) {
  // The whole error, not only its message: a build that fails under load may throw one whose message is empty.
  console.error(inspect(error, { depth: 4 }));
  process.exit(1);
}
