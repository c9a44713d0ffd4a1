/**
 * `npm run mutation [-- <folder>… | --force]`: Stryker over each folder in stryker.config.mjs, one folder at a
 * time, each with its own HTML/JSON report and incremental file in reports/mutation/<folder>/, so a re-run only
 * tests the mutants whose code or tests changed (`--force` re-tests them all). Prints the score and run time per folder.
 */
import { Stryker } from "@stryker-mutator/core";
import { MUTATION_FOLDERS } from "../stryker.config.mjs";
import { readScores, renderScores, REPORTS_DIR } from "./mutation-score.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const asked = args.filter((arg) => arg !== "--force");
const known = Object.keys(MUTATION_FOLDERS);
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown folder ${unknown.join(", ")}: name one or more of ${known.join(", ")}, or none for all.\n`);
  process.exit(2);
}

const times: string[] = [];
for (const folder of asked.length > 0 ? asked : known) {
  const out = `${REPORTS_DIR}/${folder}`;
  const started = Date.now();
  await new Stryker({
    mutate: MUTATION_FOLDERS[folder as keyof typeof MUTATION_FOLDERS],
    incrementalFile: `${out}/incremental.json`,
    htmlReporter: { fileName: `${out}/index.html` },
    jsonReporter: { fileName: `${out}/mutation.json` },
    force,
  }).runMutationTest();
  times.push(`${folder}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}
process.stdout.write(`\n${renderScores(await readScores())}${times.join("\n")}\n`);
