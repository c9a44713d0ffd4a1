import { parseArgs } from "node:util";
import { checkRandomStudios, KNOWN_FINDINGS } from "../test/support/random-studios.ts";

const USAGE = `Usage: npm run fuzz -- [--runs N] [--seed S] [--path P] [--shrink-minutes M]
  --runs N   random studios to sync, build and check (default 500)
  --seed S   fast-check seed (default: the current time); a failure prints the seed to replay it
  --path P   replay one case: the path a failure report prints
  --shrink-minutes M   stop shrinking a failure after M minutes, keeping the smallest found (default 10)`;

let values: { runs?: string; seed?: string; path?: string; "shrink-minutes"?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { runs: { type: "string" }, seed: { type: "string" }, path: { type: "string" }, "shrink-minutes": { type: "string" }, help: { type: "boolean", short: "h" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const integer = (flag: string, raw: string | undefined, fallback: number, min: number): number => {
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    console.error(`--${flag} must be a whole number of at least ${min}; got "${raw}".\n${USAGE}`);
    process.exit(2);
  }
  return Number(raw);
};
const runs = integer("runs", values.runs, 500, 1);
const seed = integer("seed", values.seed, Date.now() % 2_147_483_647, -2_147_483_648);
const shrinkMinutes = integer("shrink-minutes", values["shrink-minutes"], 10, 0);
if (values.path !== undefined && !/^\d+(:\d+)*$/.test(values.path)) {
  console.error(`--path must be a fast-check path such as 12:0:3; got "${values.path}".\n${USAGE}`);
  process.exit(2);
}

console.log(`Random studios: ${runs} run(s), seed ${seed}${values.path ? `, path ${values.path}` : ""}`);
const report = await checkRandomStudios({ runs, seed, path: values.path, shrinkBudgetMs: shrinkMinutes * 60_000, log: (line) => console.log(line) });
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
console.log(`${report.runs} studio(s) in ${minutes(report.durationMs)} (site builds ${minutes(report.buildMs)}).`);
for (const finding of KNOWN_FINDINGS) {
  const studios = report.known[finding.id] ?? 0;
  if (studios > 0) console.log(`Known finding (reported, not failed on) in ${studios} studio(s): ${finding.why}`);
}
if (report.failed) {
  console.error(report.message);
  process.exitCode = 1;
} else {
  console.log("No failures.");
}
