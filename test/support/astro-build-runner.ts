/**
 * Builds the site once (each of its languages, as `npm run build` does), in its own
 * process, for test/support/build-site.ts. A child
 * process keeps each build's environment (CATALOG_SNAPSHOT, SITE_URL, ...) and
 * module state apart; its own cacheDir keeps Astro's caches apart from any other build
 * running at the same time.
 *
 * Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir> [publicDir]
 */
import { buildLanguages } from "../../src/site/build-languages.ts";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";

const [outDir, cacheDir, publicDir] = process.argv.slice(2);
if (!outDir || !cacheDir) {
  console.error("Usage: node test/support/astro-build-runner.ts <outDir> <cacheDir> [publicDir]");
  process.exit(2);
}

const root = fileURLToPath(new URL("../../", import.meta.url));
/**
 * Astro writes `<root>/.astro/content-assets.mjs` through one fixed temporary name whatever the cacheDir
 * (astro/dist/content/mutable-data-store.js, #writeFileAtomic), so two test builds starting together can rename
 * each other's file away (ENOENT on `content-assets.mjs.tmp`). A studio builds one site at a time; here that one
 * race, and nothing else, gets a second try.
 */
const isContentAssetsRace = (error: unknown): boolean => /content-assets\.mjs\.tmp/.test(inspect(error, { depth: 4 }));

try {
  try {
    await buildLanguages({ root, outDir, cacheDir, publicDir, logLevel: "warn" });
  } catch (error) {
    if (!isContentAssetsRace(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    await buildLanguages({ root, outDir, cacheDir, publicDir, logLevel: "warn" });
  }
} catch (error) {
  // The whole error, not only its message: a build that fails under load may throw one whose message is empty.
  console.error(inspect(error, { depth: 4 }));
  process.exit(1);
}
