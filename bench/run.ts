/**
 * `npm run bench`: the sync, the build and the pages measured beside their floors and
 * targets (issue 6). Prints the table and writes the same figures as JSON.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { BENCH_USAGE, BenchUsageError, parseBenchOptions } from "./bench-options.ts";
import { RESULTS_DIR } from "./bench-paths.ts";
import { runBench } from "./bench-run.ts";
import { checksOf, renderReport } from "./report.ts";

let options;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BenchUsageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(`${BENCH_USAGE}\n`);
  process.exit(0);
}

const results = await runBench(options);
process.stdout.write(`\n${renderReport(results)}`);
const outDir = options.outDir ?? RESULTS_DIR;
await mkdir(outDir, { recursive: true });
const file = join(outDir, `${results.startedAt.replace(/[:.]/g, "-")}.json`);
await writeFile(file, `${JSON.stringify({ ...results, checks: checksOf(results) }, null, 2)}\n`);
process.stdout.write(`\nFigures written to ${relative(process.cwd(), file) || file}\n`);
