/**
 * `npm run build:offline`: builds the site from the snapshot, once per language of the
 * site (STUDIO_LOCALES; README, "Languages"), into dist/. Astro says only what needs
 * attention (warnings and errors), then one line says what was built; `--verbose` shows
 * Astro's whole log, a line per page.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildLanguages, buildSummary } from "../src/site/build-languages.ts";

const { values } = parseArgs({ options: { verbose: { type: "boolean" } } });
const started = performance.now();
const built = await buildLanguages({ root: fileURLToPath(new URL("../", import.meta.url)), logLevel: values.verbose ? "info" : "warn" });
console.log(await buildSummary(built, (performance.now() - started) / 1000));
