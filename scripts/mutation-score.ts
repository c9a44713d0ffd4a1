/**
 * The mutation score per folder from Stryker's JSON reports (mutation-testing-report-schema), as
 * `npm run mutation` leaves them in reports/mutation/<folder>/mutation.json. Run on its own to reprint the
 * table; `--survivors` also lists each surviving or uncovered mutant as file:line mutator → replacement.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const REPORTS_DIR = "reports/mutation";

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  /** Killed or timed out, over every mutant that ran or had no test: Stryker's "mutation score". */
  score: number;
  survivors: string[];
}

export function scoreOf(folder: string, report: Report): FolderScore {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0 } as Record<string, number>;
  const survivors: string[] = [];
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of file.mutants) {
      count[mutant.status] = (count[mutant.status] ?? 0) + 1;
      if (mutant.status === "Survived" || mutant.status === "NoCoverage") {
        const replacement = (mutant.replacement ?? "").replace(/\s+/g, " ").slice(0, 80);
        survivors.push(`${mutant.status === "NoCoverage" ? "no test " : "survived"} ${path}:${mutant.location.start.line} ${mutant.mutatorName} → ${replacement}`);
      }
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return {
    folder,
    killed: count.Killed,
    timeout: count.Timeout,
    survived: count.Survived,
    noCoverage: count.NoCoverage,
    errors: count.CompileError + count.RuntimeError,
    score: valid === 0 ? 100 : (100 * detected) / valid,
    survivors,
  };
}

export async function readScores(dir = REPORTS_DIR): Promise<FolderScore[]> {
  const folders = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const scores: FolderScore[] = [];
  for (const folder of folders.sort()) {
    const text = await readFile(join(dir, folder, "mutation.json"), "utf8").catch(() => undefined);
    if (text !== undefined) scores.push(scoreOf(folder, JSON.parse(text) as Report));
  }
  return scores;
}

export function renderScores(scores: FolderScore[]): string {
  const rows = scores.map((s) =>
    [s.folder, s.killed, s.timeout, s.survived, s.noCoverage, s.errors, `${s.score.toFixed(1)}%`].map(String),
  );
  const header = ["folder", "killed", "timeout", "survived", "no test", "errors", "score"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const scores = await readScores();
  if (scores.length === 0) {
    process.stderr.write(`No mutation report in ${REPORTS_DIR}/: run \`npm run mutation\` first.\n`);
    process.exit(2);
  }
  process.stdout.write(renderScores(scores));
  if (process.argv.includes("--survivors")) {
    for (const s of scores) process.stdout.write(s.survivors.map((line) => `${line}\n`).join(""));
  }
}
