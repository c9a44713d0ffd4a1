import { readdir, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPhasesOf, plainAstroLog, type BuildPhases } from "./astro-build-phases.ts";
import { childEnv, runChild, type ChildUsage } from "./child-process.ts";

const BUILD_CHILD = fileURLToPath(new URL("./build-child.ts", import.meta.url));

export interface AstroBuildOptions {
  /** The Astro project to build. */
  root: string;
  /**
   * Inside the working directory (the child runs in `root`): Astro 7 writes a static
   * build's prerender chunks next to an outDir within the working directory, and
   * otherwise into the shared `<root>/.astro/`, where concurrent builds collide (the
   * same reason as test/support/build-site.ts).
   */
  outDir: string;
  cacheDir: string;
  /** The site's variables (CATALOG_SNAPSHOT, SITE_URL, ...); the shell's are not inherited. */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** Output of one kind: ".html" pages, ".ics" feeds, ".xml" sitemaps... */
export interface OutputKind {
  extension: string;
  files: number;
  bytes: number;
  /**
   * Render time of these routes, summed from Astro's per-route log ("/path (+12ms)");
   * null when the log did not show them.
   */
  renderMs: number | null;
}

export interface AstroBuildFigures extends ChildUsage {
  /** HTML pages written. */
  pages: number;
  outputs: OutputKind[];
  /** Where the wall time went, from Astro's info log. */
  phases: BuildPhases;
}

const ROUTE_LINE = /(\/\S*) \(\+(\d+(?:\.\d+)?)(ms|s)\)/g;

/**
 * Astro's info log lists every generated route with its render time. With
 * build.concurrency above 1, a time is printed after whichever path was logged last,
 * so the sums per kind are close, not exact.
 */
export function renderTimesByExtension(log: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const [, path, amount, unit] of plainAstroLog(log).matchAll(ROUTE_LINE)) {
    const extension = extname(path!) || ".html";
    times.set(extension, (times.get(extension) ?? 0) + Number(amount) * (unit === "s" ? 1000 : 1));
  }
  return times;
}

async function outputsOf(outDir: string, log: string): Promise<OutputKind[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const kinds = new Map<string, OutputKind>();
  const times = renderTimesByExtension(log);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const extension = extname(entry.name) || "(none)";
    const kind = kinds.get(extension) ?? { extension, files: 0, bytes: 0, renderMs: times.get(extension) ?? null };
    kind.files += 1;
    kind.bytes += (await stat(join(entry.parentPath, entry.name))).size;
    kinds.set(extension, kind);
  }
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
}

/** Runs `astro build` in a child process and fails with its output when it fails. */
export async function runAstroBuild(options: AstroBuildOptions): Promise<AstroBuildFigures> {
  const run = await runChild<ChildUsage>(BUILD_CHILD, [options.root, options.outDir, options.cacheDir], {
    cwd: options.root,
    env: childEnv({ STUDIO_LOCALE: "en-US", ...options.env }),
    timeoutMs: options.timeoutMs ?? 20 * 60_000,
  });
  if (run.code !== 0 || !run.message) {
    throw new Error(`astro build of ${options.root} failed with exit code ${run.code}:\n${run.output}`);
  }
  const outputs = await outputsOf(options.outDir, run.output);
  const phases = buildPhasesOf(run.output, run.message.wallMs);
  return { ...run.message, pages: outputs.find((kind) => kind.extension === ".html")?.files ?? 0, outputs, phases };
}

export const buildPaths = (dir: string) => ({ outDir: join(dir, "dist"), cacheDir: join(dir, "cache") });
