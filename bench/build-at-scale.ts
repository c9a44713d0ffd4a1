import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildPaths, runAstroBuild, type AstroBuildFigures, type AstroBuildOptions } from "./astro-build.ts";
import { writeBareProject, type BareProjectShape } from "./bare-project.ts";
import { BARE_CACHE, BENCH_CACHE, PROJECT_ROOT } from "./bench-paths.ts";
import { measurePageWeight, type PageTypeWeight } from "./page-weight.ts";
import { plannerSize, type PlannerSize } from "./planner-size.ts";
import { benchSiteSearch, searchWordOf, type SearchFigures } from "./site-search.ts";

export interface BuildFigures {
  /** Cold builds (fresh outDir and cacheDir) per project, site and floor in turn; the fastest of each is reported. */
  runs: number;
  site: AstroBuildFigures;
  /** As many trivial pages and endpoint files of each kind as the site wrote, each kind from one getStaticPaths route: the floor. */
  bare: AstroBuildFigures;
  /** What the floor was asked to write: the site's pages and its endpoint routes' files by kind. */
  shape: BareProjectShape;
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

/**
 * The kinds of file the site's endpoint routes write, from their names in src/pages
 * (`calendar.ics.ts`, `changes.xml.ts`, `data.json.ts`, `robots.txt.ts`...): every one
 * of them is a route Astro renders, as a page is.
 */
export async function endpointExtensions(pagesDir: string): Promise<Set<string>> {
  const entries = await readdir(pagesDir, { recursive: true });
  return new Set(entries.flatMap((entry) => /\.([a-z0-9]+)\.[jt]s$/.exec(entry)?.slice(1).map((kind) => `.${kind}`) ?? []));
}

/**
 * The floor's shape for a site build: as many pages, and as many files of each kind its
 * endpoint routes wrote. A file of such a kind copied from public/ (favicon.svg) counts as
 * one more trivial route in the floor: a millisecond, not worth telling the two apart.
 */
export function floorShape(site: AstroBuildFigures, endpointKinds: ReadonlySet<string>): BareProjectShape {
  const endpoints = site.outputs.filter((kind) => endpointKinds.has(kind.extension)).map(({ extension, files }) => ({ extension, files }));
  return { pages: site.pages, endpoints };
}

/** The run least disturbed by whatever else the machine did. */
const fastest = (runs: readonly AstroBuildFigures[]): AstroBuildFigures =>
  runs.reduce((best, figures) => (figures.wallMs < best.wallMs ? figures : best));

/**
 * Builds the site from `snapshotPath` and a bare Astro project with as many pages and
 * endpoint files, `runs` times each and in turn (site, floor, site, floor …): a machine that speeds
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
  const endpointKinds = await endpointExtensions(join(PROJECT_ROOT, "src", "pages"));
  let shape: BareProjectShape = { pages: 0, endpoints: [] };
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
    const runShape = floorShape(site, endpointKinds);
    shape = runShape;
    bareRuns.push(
      await coldBuild(BARE_CACHE, async (dir) => {
        await writeBareProject(dir, runShape);
        return { root: dir, ...buildPaths(dir) };
      }),
    );
  }
  return { runs, site: fastest(siteRuns), bare: fastest(bareRuns), shape, weight, planner, search };
}
