import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildPaths, runAstroBuild, type AstroBuildFigures, type AstroBuildOptions } from "./astro-build.ts";
import { writeBareProject } from "./bare-project.ts";
import { BARE_CACHE, BENCH_CACHE, PROJECT_ROOT } from "./bench-paths.ts";
import { measurePageWeight, type PageTypeWeight } from "./page-weight.ts";
import { plannerSize, type PlannerSize } from "./planner-size.ts";
import { benchSiteSearch, searchWordOf, type SearchFigures } from "./site-search.ts";

export interface BuildFigures {
  /** Cold builds (fresh outDir and cacheDir) per project, site and floor in turn; the fastest of each is reported. */
  runs: number;
  site: AstroBuildFigures;
  /** As many trivial pages and `.ics` feeds as the site wrote, each from one getStaticPaths route: the floor. */
  bare: AstroBuildFigures;
  /** Page weight of the large studio's pages (held to TARGETS.pageGzipBytesAtScale at TARGETS.pageGzipBytesAtScaleClasses). */
  weight: PageTypeWeight[];
  /** The family planner's code and data file in the large studio's site (issue 34). */
  planner: PlannerSize | null;
  /** The site search on the first run's output: indexing time beside the build, bundle size, a first search's transfer (issue 35). */
  search?: SearchFigures | null;
}

/** The site needs a public address to build a snapshot synced with a key; any fixed one does. */
export const BENCH_SITE_URL = "http://localhost:4321";

/** One cold build in a fresh folder under `parent`, its output handed to `inspect` before it is removed. */
async function coldBuild(
  parent: string,
  options: (dir: string) => Promise<AstroBuildOptions>,
  inspect?: (outDir: string) => Promise<void>,
): Promise<AstroBuildFigures> {
  const dir = await mkdtemp(join(parent, "build-"));
  try {
    const buildOptions = await options(dir);
    const figures = await runAstroBuild(buildOptions);
    await inspect?.(buildOptions.outDir);
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The run least disturbed by whatever else the machine did. */
const fastest = (runs: readonly AstroBuildFigures[]): AstroBuildFigures =>
  runs.reduce((best, figures) => (figures.wallMs < best.wallMs ? figures : best));

/**
 * Builds the site from `snapshotPath` and a bare Astro project with as many pages and
 * feeds, `runs` times each and in turn (site, floor, site, floor …): a machine that speeds
 * up or slows down over the minutes moves both sides of the ratio, not one. The fastest
 * run of each is reported.
 */
export async function benchBuildAtScale(snapshotPath: string, runs: number): Promise<BuildFigures> {
  if (runs < 1) throw new Error("Expected at least one build run.");
  await mkdir(BENCH_CACHE, { recursive: true });
  await mkdir(BARE_CACHE, { recursive: true });
  let weight: PageTypeWeight[] = [];
  let planner: PlannerSize | null = null;
  let search: SearchFigures | null = null;
  const siteRuns: AstroBuildFigures[] = [];
  const bareRuns: AstroBuildFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const site = await coldBuild(
      BENCH_CACHE,
      async (dir) => ({ root: PROJECT_ROOT, ...buildPaths(dir), env: { CATALOG_SNAPSHOT: snapshotPath, SITE_URL: BENCH_SITE_URL } }),
      run === 0
        ? async (outDir) => {
            weight = (await measurePageWeight(outDir)).byType;
            planner = await plannerSize(outDir);
            search = await benchSiteSearch(outDir, await searchWordOf(outDir), "/classes/");
          }
        : undefined,
    );
    siteRuns.push(site);
    const feeds = site.outputs.find((kind) => kind.extension === ".ics")?.files ?? 0;
    bareRuns.push(
      await coldBuild(BARE_CACHE, async (dir) => {
        await writeBareProject(dir, { pages: site.pages, feeds });
        return { root: dir, ...buildPaths(dir) };
      }),
    );
  }
  return { runs, site: fastest(siteRuns), bare: fastest(bareRuns), weight, planner, search };
}
