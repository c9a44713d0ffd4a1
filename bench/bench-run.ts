import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchOptions } from "./bench-options.ts";
import { benchBuildAtScales, type BuildAtScale, type SyncedSnapshot } from "./build-at-scales.ts";
import { buildDemoSite } from "./demo-site.ts";
import { plannerLighthouseTarget, plannerSize, type PlannerSize } from "./planner-size.ts";
import { runLighthouse, runLighthouseSearchOpen, type LighthouseTarget, type MeasuredLighthousePage, type SearchOpenFigures } from "./lighthouse.ts";
import { measureFeatureWeights, type FeatureWeight } from "./feature-weight.ts";
import { gzipSize, measurePageWeight, type PageCost, type PageTypeWeight } from "./page-weight.ts";
import { writeEmbedHostPage } from "./embed-host.ts";
import { USUAL_FAULTS } from "../src/emulator/index.ts";
import { benchSyncAtScale, type SyncFigures } from "./sync-at-scale.ts";
import { benchSiteSearch, type SearchFigures } from "./site-search.ts";
import { measureFeedSizes, type FeedSizes } from "./feed-sizes.ts";

/** Issue 11: 2% of requests start a burst of 429s (0.3-1.5 s), on top of the usual faults. */
export const BURST_FAULTS = { seed: 1, ...USUAL_FAULTS, rateLimitBurst: 0.02 };

/** Spanish and French: the languages the demo is measured in besides English. */
export const BENCH_LANGUAGES = ["es-US", "fr-CA"] as const;

export interface LanguageFigures {
  locale: string;
  weight: PageTypeWeight[];
  liveWeight: PageTypeWeight[] | null;
  lighthouse: MeasuredLighthousePage[] | null;
}

export interface BenchResults {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; node: string; platform: string };
  options: Omit<BenchOptions, "help">;
  sync: SyncFigures | null;
  /** The same sync through bursts of 429s and the usual faults (BURST_FAULTS). */
  burstSync: SyncFigures | null;
  /** The build at each size in `options.buildClasses`, in that order, each beside its own floor. */
  build: BuildAtScale[] | null;
  /** The feeds of what changed at their fullest, for the studio synced at scale (issue 36). */
  feeds?: FeedSizes | null;
  demo: {
    buildMs: number;
    pages: number;
    weight: PageTypeWeight[] | null;
    /** public/embed.js as built, gzipped (issue 20). */
    embedScriptGzipBytes?: number;
    /** The family planner's code and data file (issue 34); null when the site has no /plan/. */
    planner?: PlannerSize | null;
    /** Subresources on other hosts than the site's, with the pages that reference them. */
    externalRequests: { url: string; pages: number }[];
    /** The site search (issue 35): indexing beside the build, bundle size, a first search's transfer. */
    search?: SearchFigures;
    /** What each feature's parts add to each page (gzipped HTML + CSS: issue 36's, issue 35's); null when the weight is skipped. */
    features?: FeatureWeight[] | null;
  } | null;
  lighthouse: MeasuredLighthousePage[] | null;
  /** Issue 35: Lighthouse on a class page with the header's search open, as a user flow. */
  searchOpen?: SearchOpenFigures | null;
  /** The demo built with live spots on, its emulator running: JavaScript per page type, and Lighthouse. */
  live: { weight: PageTypeWeight[]; lighthouse: MeasuredLighthousePage[] | null } | null;
  /** The demo built with an analytics tool's script on (ANALYTICS_SCRIPT_URL): HTML+CSS per page type. */
  analytics: PageTypeWeight[] | null;
  /** The demo in each other language (issue 19): its weight, its weight with live spots on, Lighthouse on some of its pages. */
  languages: LanguageFigures[] | null;
  durationMs: number;
}

/** Home, a class page (one with a featured image, when the demo has one), a schedule, a season, the memberships page and the embedded schedule. */
export function lighthouseTargets(pages: readonly PageCost[]): LighthouseTarget[] {
  const first = (type: PageCost["type"], prefer: (page: PageCost) => boolean = () => true) => {
    const ofType = pages.filter((page) => page.type === type);
    return (ofType.find(prefer) ?? ofType[0])?.path;
  };
  const picks: [string, string | undefined][] = [
    ["home", first("home")],
    ["class page", first("class page", (page) => page.externalRequests.length > 0)],
    ["schedule", first("schedule")],
    ["season page", first("season page")],
    ["memberships", first("memberships")],
    ["embed schedule", first("embed schedule")],
    // Issue 35: the search's own page, its results shown (it searches a prefilled query at once); a
    // class page with the header's box open is measured as a user flow (runLighthouseSearchOpen).
    ["search page", first("search") && `${first("search")}?q=ballet`],
    // Issue 36: the trials, each with its first date to add to a calendar.
    ["trials", first("trials")],
  ];
  return picks.flatMap(([page, path]) => (path ? [{ page, path }] : []));
}

function externalRequests(pages: readonly PageCost[]): { url: string; pages: number }[] {
  const counts = new Map<string, number>();
  for (const page of pages) for (const url of page.externalRequests) counts.set(url, (counts.get(url) ?? 0) + 1);
  return [...counts].map(([url, count]) => ({ url, pages: count })).sort((a, b) => a.url.localeCompare(b.url));
}

const say = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** Runs every stage the options ask for, one after another, so none disturbs another's timing. */
export async function runBench(options: BenchOptions): Promise<BenchResults> {
  const started = performance.now();
  const { help: _help, ...recorded } = options;
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? "unknown",
      memoryBytes: totalmem(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    options: recorded,
    sync: null,
    burstSync: null,
    build: null,
    demo: null,
    lighthouse: null,
    live: null,
    analytics: null,
    languages: null,
    durationMs: 0,
  };

  if (!options.skipSync) {
    const dir = await mkdtemp(join(tmpdir(), "studio-bench-sync-"));
    try {
      const snapshotPath = join(dir, "snapshot.json");
      say(`syncing a generated studio (${options.classes} classes, ${options.seasons} seasons, ${options.daysAhead} days) at the real limit of 300 a minute...`);
      results.sync = await benchSyncAtScale({ ...options, snapshotPath, echo: options.verbose });
      say(`rendering the feeds of what changed, full, for the ${options.classes} classes...`);
      results.feeds = await measureFeedSizes(snapshotPath);
      if (!options.skipBuild) {
        const synced: SyncedSnapshot = { classes: options.classes, sessions: results.sync.sessions, path: snapshotPath };
        results.build = await benchBuildAtScales(options, synced, say);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  if (!options.skipBurst) {
    const dir = await mkdtemp(join(tmpdir(), "studio-bench-burst-"));
    try {
      say("syncing the same studio through bursts of 429s (2% of requests start one) and 5% 500, 3% 503, 2% resets, 2% cut-off bodies...");
      results.burstSync = await benchSyncAtScale({ ...options, snapshotPath: join(dir, "snapshot.json"), echo: options.verbose, faults: BURST_FAULTS });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  if (!options.skipWeight || !options.skipLighthouse) {
    say("syncing and building the demo studio...");
    const demo = await buildDemoSite();
    try {
      const { pages, byType } = await measurePageWeight(demo.outDir);
      results.demo = {
        buildMs: demo.build.wallMs,
        pages: demo.build.pages,
        weight: options.skipWeight ? null : byType,
        embedScriptGzipBytes: gzipSize(await readFile(join(demo.outDir, "embed.js"))),
        planner: await plannerSize(demo.outDir),
        externalRequests: externalRequests(pages),
        features: options.skipWeight ? null : await measureFeatureWeights(demo.outDir),
      };
      // The first search on every demo run, in the index buildDemoSite made.
      say("measuring a first search of the demo's site search in Chromium...");
      results.demo.search = await benchSiteSearch(demo.outDir, "ballet", "/classes/", demo.search);
      if (!options.skipLighthouse) {
        // Written after the weights, so the page-type table lists only the site's own pages.
        const targets = [...lighthouseTargets(pages), await writeEmbedHostPage(demo.outDir), ...(await plannerLighthouseTarget(demo.outDir))];
        say(`Lighthouse (mobile), ${options.lighthouseRuns} run(s) each on ${targets.map((target) => target.path).join(", ")}...`);
        // The demo's images live on a made-up host (a reserved .example domain) that never answers.
        const externalHosts = [...new Set(results.demo.externalRequests.map(({ url }) => new URL(url).host))];
        results.lighthouse = await runLighthouse(demo.outDir, targets, { runs: options.lighthouseRuns, externalHosts });
        const classPage = targets.find((target) => target.page === "class page");
        if (classPage) {
          say(`Lighthouse (mobile) on ${classPage.path} with the header's search open, as a user flow...`);
          results.searchOpen = await runLighthouseSearchOpen(demo.outDir, classPage.path, "ballet");
        }
      }
    } finally {
      await demo.cleanup();
    }
  }

  if (!options.skipWeight) {
    say("building the demo studio with an analytics script on...");
    const demo = await buildDemoSite({ analytics: true });
    try {
      results.analytics = (await measurePageWeight(demo.outDir)).byType;
    } finally {
      await demo.cleanup();
    }
  }

  if (!options.skipLive) {
    say("syncing the demo studio from a running emulator and building it with live spots on...");
    const demo = await buildDemoSite({ live: true });
    try {
      const { pages, byType } = await measurePageWeight(demo.outDir);
      results.live = { weight: byType, lighthouse: null };
      if (!options.skipLighthouse) {
        const targets = lighthouseTargets(pages);
        say(`Lighthouse (mobile) with live spots on, ${options.lighthouseRuns} run(s) each on ${targets.map((target) => target.path).join(", ")}...`);
        results.live.lighthouse = await runLighthouse(demo.outDir, targets, { runs: options.lighthouseRuns });
      }
    } finally {
      await demo.cleanup();
    }
  }

  if (!options.skipLanguages) {
    results.languages = [];
    for (const locale of BENCH_LANGUAGES) {
      say(`building the demo studio in ${locale}, then with live spots on...`);
      const figures: LanguageFigures = { locale, weight: [], liveWeight: null, lighthouse: null };
      const demo = await buildDemoSite({ locale });
      try {
        const { pages, byType } = await measurePageWeight(demo.outDir);
        figures.weight = byType;
        // Lighthouse on the first language only: the pages a family opens most.
        if (!options.skipLighthouse && locale === BENCH_LANGUAGES[0]) {
          const targets = lighthouseTargets(pages).filter((target) => target.page === "schedule" || target.page === "class page" || target.page === "home");
          say(`Lighthouse (mobile) in ${locale}, ${options.lighthouseRuns} run(s) each on ${targets.map((target) => target.path).join(", ")}...`);
          const externalHosts = [...new Set(externalRequests(pages).map(({ url }) => new URL(url).host))];
          figures.lighthouse = await runLighthouse(demo.outDir, targets, { runs: options.lighthouseRuns, externalHosts });
        }
      } finally {
        await demo.cleanup();
      }
      if (!options.skipLive) {
        const live = await buildDemoSite({ live: true, locale });
        try {
          figures.liveWeight = (await measurePageWeight(live.outDir)).byType;
        } finally {
          await live.cleanup();
        }
      }
      results.languages.push(figures);
    }
  }

  results.durationMs = performance.now() - started;
  return results;
}
