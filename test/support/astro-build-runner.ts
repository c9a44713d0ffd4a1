/**
 * Builds the site once (each of its languages, as `npm run build` does), in its own
 * process, for test/support/build-site.ts. A child
 * process keeps each build's environment (CATALOG_SNAPSHOT, SITE_URL, ...) and
 * module state apart; its own cacheDir keeps Astro's content store apart from any
 * other build running at the same time.
 *
 * Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir>
 */
import { buildLanguages } from "../../src/site/build-languages.ts";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";

const [outDir, cacheDir] = process.argv.slice(2);
if (!outDir || !cacheDir) {
  console.error("Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir>");
  process.exit(2);
}

const root = fileURLToPath(new URL("../../", import.meta.url));
try {
  await buildLanguages({ root, outDir, cacheDir, logLevel: "warn" });
} catch (error) {
  // The whole error, not only its message: a build that fails under load may throw one whose message is empty.
  console.error(inspect(error, { depth: 4 }));
  process.exit(1);
}
