/**
 * `npm run mutation:score [-- <report.json>] [--survivors]`: the mutation score per folder (stryker.config.mjs's
 * MUTATION_FOLDERS) from Stryker's JSON report (mutation-testing-report-schema), reports/mutation/mutation.json
 * unless another is named.
 * `--survivors` also lists each surviving or uncovered mutant as file:line mutator → replacement.
 */
import { readFile } from "node:fs/promises";
import { matchesGlob } from "node:path";
import { pathToFileURL } from "node:url";
import { MUTATION_FOLDERS } from "../stryker.config.mjs";

export const REPORT_PATH = "reports/mutation/mutation.json";

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
  const count: Record<string, number> = {};
  const of = (status: string) => count[status] ?? 0;
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
  const detected = of("Killed") + of("Timeout");
  const valid = detected + of("Survived") + of("NoCoverage");
  return {
    folder,
    killed: of("Killed"),
    timeout: of("Timeout"),
    survived: of("Survived"),
    noCoverage: of("NoCoverage"),
    errors: of("CompileError") + of("RuntimeError"),
    score: valid === 0 ? 100 : (100 * detected) / valid,
    survivors,
  };
}

/** The folder a source file is measured in: the first whose globs take it (a "!" glob leaves it out). */
export function folderOf(path: string, folders: Record<string, readonly string[]> = MUTATION_FOLDERS): string | null {
  for (const [folder, globs] of Object.entries(folders)) {
    const taken = globs.filter((glob) => !glob.startsWith("!")).some((glob) => matchesGlob(path, glob));
    const left = globs.filter((glob) => glob.startsWith("!")).some((glob) => matchesGlob(path, glob.slice(1)));
    if (taken && !left) return folder;
  }
  return null;
}

/** One score per folder, in the order the folders are listed, for the folders the report holds files of. */
export function scoresByFolder(report: Report): FolderScore[] {
  const byFolder = new Map<string, Report>(Object.keys(MUTATION_FOLDERS).map((folder) => [folder, { files: {} }]));
  for (const [path, file] of Object.entries(report.files)) {
    const folder = folderOf(path) ?? "other";
    if (!byFolder.has(folder)) byFolder.set(folder, { files: {} });
    byFolder.get(folder)!.files[path] = file;
  }
  return [...byFolder].filter(([, part]) => Object.keys(part.files).length > 0).map(([folder, part]) => scoreOf(folder, part));
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
  const path = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? REPORT_PATH;
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) {
    process.stderr.write(`No mutation report at ${path}: run \`npm run mutation\` first.\n`);
    process.exit(2);
  }
  const scores = scoresByFolder(JSON.parse(text) as Report);
  process.stdout.write(renderScores(scores));
  if (process.argv.includes("--survivors")) {
    for (const s of scores) process.stdout.write(s.survivors.map((line) => `${line}\n`).join(""));
  }
}
