import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildPaths, runAstroBuild, type AstroBuildFigures, type AstroBuildOptions } from "./astro-build.ts";
import { writeBareProject } from "./bare-project.ts";
import { BARE_CACHE, BENCH_CACHE, PROJECT_ROOT } from "./bench-paths.ts";
import { measurePageWeight, type PageTypeWeight } from "./page-weight.ts";

export interface BuildFigures {
  /** Cold builds (fresh outDir and cacheDir) per project; the fastest is reported. */
  runs: number;
  site: AstroBuildFigures;
  /** As many trivial pages and `.ics` feeds as the site wrote, each from one getStaticPaths route: the floor. */
  bare: AstroBuildFigures;
  /** Page weight of the large studio's pages (held to TARGETS.pageGzipBytesAtScale at TARGETS.pageGzipBytesAtScaleClasses). */
  weight: PageTypeWeight[];
}

/** The site needs a public address to build a snapshot synced with a key; any fixed one does. */
export const BENCH_SITE_URL = "http://localhost:4321";

/**
 * `runs` cold builds, each in a fresh folder under `parent`; returns the fastest (the
 * one least disturbed by whatever else the machine did) and hands its output folder to
 * `inspect` before it is removed.
 */
async function fastestOf(
  runs: number,
  parent: string,
  options: (dir: string) => Promise<AstroBuildOptions>,
  inspect?: (outDir: string) => Promise<void>,
): Promise<AstroBuildFigures> {
  let fastest: AstroBuildFigures | null = null;
  for (let run = 0; run < runs; run += 1) {
    const dir = await mkdtemp(join(parent, "build-"));
    try {
      const buildOptions = await options(dir);
      const figures = await runAstroBuild(buildOptions);
      if (run === 0) await inspect?.(buildOptions.outDir);
      if (!fastest || figures.wallMs < fastest.wallMs) fastest = figures;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (!fastest) throw new Error("Expected at least one build run.");
  return fastest;
}

/** Builds the site from `snapshotPath`, then a bare Astro project with as many pages, `runs` times each. */
export async function benchBuildAtScale(snapshotPath: string, runs = 2): Promise<BuildFigures> {
  await mkdir(BENCH_CACHE, { recursive: true });
  await mkdir(BARE_CACHE, { recursive: true });
  let weight: PageTypeWeight[] = [];
  const site = await fastestOf(
    runs,
    BENCH_CACHE,
    async (dir) => ({ root: PROJECT_ROOT, ...buildPaths(dir), env: { CATALOG_SNAPSHOT: snapshotPath, SITE_URL: BENCH_SITE_URL } }),
    async (outDir) => {
      weight = (await measurePageWeight(outDir)).byType;
    },
  );
  const feeds = site.outputs.find((kind) => kind.extension === ".ics")?.files ?? 0;
  const bare = await fastestOf(runs, BARE_CACHE, async (dir) => {
    await writeBareProject(dir, { pages: site.pages, feeds });
    return { root: dir, ...buildPaths(dir) };
  });
  return { runs, site, bare, weight };
}
