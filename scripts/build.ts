/**
 * `npm run build:offline`: builds the site from the snapshot, once per language of the
 * site (STUDIO_LOCALES; README, "Languages"), into dist/.
 */
import { fileURLToPath } from "node:url";
import { buildLanguages } from "../src/site/build-languages.ts";

await buildLanguages({ root: fileURLToPath(new URL("../", import.meta.url)) });
