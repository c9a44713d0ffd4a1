import type { BenchResults, LanguageFigures } from "./bench-run.ts";
import { buildChecks, buildSection } from "./build-report.ts";
import { verdict, type Check } from "./check.ts";
import { kib, mib, ratio, renderColumns, seconds } from "./format.ts";
import { LIGHTHOUSE_CATEGORIES, type MeasuredLighthousePage, type SearchOpenFigures } from "./lighthouse.ts";
import type { PageTypeWeight } from "./page-weight.ts";
import type { SearchFigures } from "./site-search.ts";
import { TARGETS } from "./targets.ts";
import type { FeatureWeight } from "./feature-weight.ts";

export type { Check, Verdict } from "./check.ts";

/** Every figure that has a target, with its verdict. */
export function checksOf(results: BenchResults): Check[] {
  const checks: Check[] = [];
  const { sync, burstSync, build, demo, lighthouse, live } = results;
  if (sync) {
    const requests = sync.requests / sync.requestFloor;
    checks.push({ section: "sync", figure: "requests / request floor", value: requests, target: `= ${TARGETS.requestRatio.toFixed(2)}`, verdict: verdict(requests === TARGETS.requestRatio) });
    const time = sync.timeFloorMs === 0 ? 1 : sync.wallMs / sync.timeFloorMs;
    checks.push({ section: "sync", figure: "wall time / time floor", value: time, target: `<= ${TARGETS.syncTimeRatio.toFixed(2)}`, verdict: verdict(time <= TARGETS.syncTimeRatio) });
    checks.push({ section: "sync", figure: "429 answers", value: sync.rateLimited, target: `= ${TARGETS.rateLimited}`, verdict: verdict(sync.rateLimited === TARGETS.rateLimited) });
  }
  if (burstSync) {
    const share = burstSync.rateLimited / burstSync.requests;
    checks.push({ section: "sync under 429 bursts", figure: "429 answers / requests", value: share, target: `< ${TARGETS.burstRateLimitedShare.toFixed(2)}`, verdict: verdict(share < TARGETS.burstRateLimitedShare) });
  }
  if (build) checks.push(...buildChecks(build));
  if (demo?.embedScriptGzipBytes !== undefined && demo.weight) {
    const size = demo.embedScriptGzipBytes;
    checks.push({ section: "page weight", figure: "embed.js gzip", value: size, target: `<= ${kib(TARGETS.embedScriptGzipBytes)}`, verdict: verdict(size <= TARGETS.embedScriptGzipBytes) });
  }
  for (const type of demo?.weight ?? []) {
    checks.push({ section: "page weight", figure: `${type.type}: HTML+CSS gzip, max`, value: type.htmlCssGzipBytes.max, target: `<= ${kib(TARGETS.pageGzipBytes)}`, verdict: verdict(type.htmlCssGzipBytes.max <= TARGETS.pageGzipBytes) });
    const jsLimit = jsLimitOf(type);
    checks.push({ section: "page weight", figure: `${type.type}: JS gzip, max`, value: type.jsGzipBytes.max, target: jsLimit === 0 ? "0" : `<= ${kib(jsLimit)}`, verdict: verdict(type.jsGzipBytes.max <= jsLimit) });
  }
  const scoreChecks = (page: MeasuredLighthousePage, section: Check["section"]) =>
    targetedCategories(page).map((category): Check => {
      const score = page.scores[category];
      return { section, figure: `${page.page} ${page.path}: ${category}`, value: score ?? -1, target: `= ${TARGETS.lighthouseScore}`, verdict: verdict(score === TARGETS.lighthouseScore) };
    });
  for (const page of lighthouse ?? []) checks.push(...scoreChecks(page, "lighthouse"));
  for (const step of results.searchOpen?.steps ?? []) {
    for (const [category, score] of Object.entries(step.scores)) {
      checks.push({ section: "lighthouse", figure: `search open ${results.searchOpen!.path} (${step.mode}): ${category}`, value: score ?? -1, target: `= ${TARGETS.lighthouseScore}`, verdict: verdict(score === TARGETS.lighthouseScore) });
    }
  }
  for (const type of results.analytics ?? []) {
    checks.push({ section: "analytics", figure: `${type.type}: HTML+CSS gzip, max, analytics on`, value: type.htmlCssGzipBytes.max, target: `<= ${kib(TARGETS.pageGzipBytes)}`, verdict: verdict(type.htmlCssGzipBytes.max <= TARGETS.pageGzipBytes) });
  }
  for (const type of live?.weight ?? []) {
    checks.push({ section: "live spots", figure: `${type.type}: JS gzip, max`, value: type.jsGzipBytes.max, target: `<= ${kib(liveJsLimitOf(type))}`, verdict: verdict(type.jsGzipBytes.max <= liveJsLimitOf(type)) });
  }
  for (const page of live?.lighthouse ?? []) {
    checks.push(...scoreChecks(page, "live spots"));
    checks.push({ section: "live spots", figure: `${page.page} ${page.path}: CLS`, value: page.cls ?? -1, target: `= ${TARGETS.liveCls}`, verdict: verdict(page.cls === TARGETS.liveCls) });
  }
  for (const language of results.languages ?? []) {
    const english = new Map((demo?.weight ?? []).map((type) => [type.type, type.htmlCssGzipBytes.max]));
    for (const type of language.weight) {
      const base = english.get(type.type);
      if (base === undefined || base === 0) continue;
      const share = type.htmlCssGzipBytes.max / base;
      checks.push({ section: "languages", figure: `${language.locale} ${type.type}: HTML+CSS gzip max / English`, value: share, target: `<= ${TARGETS.languageWeightRatio}`, verdict: verdict(share <= TARGETS.languageWeightRatio) });
      checks.push({ section: "languages", figure: `${language.locale} ${type.type}: HTML+CSS gzip, max`, value: type.htmlCssGzipBytes.max, target: `<= ${kib(TARGETS.pageGzipBytes)}`, verdict: verdict(type.htmlCssGzipBytes.max <= TARGETS.pageGzipBytes) });
    }
    for (const type of language.liveWeight ?? []) {
      checks.push({ section: "languages", figure: `${language.locale} ${type.type}: JS gzip, max, live spots on`, value: type.jsGzipBytes.max, target: `<= ${kib(liveJsLimitOf(type))}`, verdict: verdict(type.jsGzipBytes.max <= liveJsLimitOf(type)) });
    }
    for (const page of language.lighthouse ?? []) checks.push(...scoreChecks(page, "languages"));
  }
  checks.push(...searchChecks(results));
  return checks;
}

function languagesSection(languages: readonly LanguageFigures[], english: readonly PageTypeWeight[]): string {
  const base = new Map(english.map((type) => [type.type, type.htmlCssGzipBytes.max]));
  const lines = [`7. Other languages: the demo built with STUDIO_LOCALE; HTML+CSS gzip max per page type against English (target <= ${TARGETS.languageWeightRatio}×), JS with live spots on (target <= ${kib(TARGETS.liveJsGzipBytes)})`];
  for (const language of languages) {
    const live = new Map((language.liveWeight ?? []).map((type) => [type.type, type.jsGzipBytes.max]));
    lines.push(
      renderColumns(
        [language.locale, "pages", "HTML+CSS gzip max", "English", "ratio", "JS gz max, live", ""],
        language.weight.map((type) => {
          const max = type.htmlCssGzipBytes.max;
          const en = base.get(type.type);
          const share = en ? max / en : null;
          const js = live.get(type.type);
          const ok = (share === null || share <= TARGETS.languageWeightRatio) && max <= TARGETS.pageGzipBytes && (js === undefined || js <= liveJsLimitOf(type));
          return [type.type, String(type.pages), kib(max), en === undefined ? "" : kib(en), share === null ? "" : `${share.toFixed(3)}×`, js === undefined ? "" : js === 0 ? "0" : kib(js), verdict(ok)];
        }),
      ),
    );
    if (language.lighthouse) lines.push("", lighthouseSection(language.lighthouse, `7b. Lighthouse in ${language.locale}`));
  }
  return lines.join("\n");
}

/** The pages that carry the class filter (src/components/ClassFilter.astro): class lists, the schedule and the home page. */
const FILTER_PAGES: readonly string[] = ["home", "classes index", "category listing", "location listing", "schedule", "schedule week"];
/** Their embedded views, which also carry the frame's height script. */
const EMBED_FILTER_PAGES: readonly string[] = ["embed classes", "embed category", "embed schedule", "embed schedule week"];

/** The site search at each size measured: the demo, then each build at scale (issue 35). */
function searchRows(results: BenchResults): { label: string; classes: number | null; buildMs: number; search: SearchFigures }[] {
  const rows: { label: string; classes: number | null; buildMs: number; search: SearchFigures }[] = [];
  if (results.demo?.search) rows.push({ label: "demo", classes: null, buildMs: results.demo.buildMs, search: results.demo.search });
  for (const build of results.build ?? []) if (build.search) rows.push({ label: `${build.classes} classes`, classes: build.classes, buildMs: build.site.wallMs, search: build.search });
  return rows;
}

function searchChecks(results: BenchResults): Check[] {
  return searchRows(results).flatMap(({ label, classes, buildMs, search }) => {
    const ratio = search.indexMs / buildMs;
    const checks: Check[] = [{ section: "site search", figure: `${label}: indexing time / build time`, value: ratio, target: `<= ${TARGETS.indexTimeRatio.toFixed(2)}`, verdict: verdict(ratio <= TARGETS.indexTimeRatio) }];
    const limit = classes === null ? TARGETS.firstSearchBytes : classes === TARGETS.pageGzipBytesAtScaleClasses ? TARGETS.firstSearchBytesAtScale : null;
    if (limit !== null) checks.push({ section: "site search", figure: `${label}: first search, bytes`, value: search.firstSearchBytes, target: `<= ${kib(limit)}`, verdict: verdict(search.firstSearchBytes <= limit) });
    checks.push({ section: "site search", figure: `${label}: search files fetched before use`, value: search.requestsBeforeUse, target: "= 0", verdict: verdict(search.requestsBeforeUse === 0) });
    return checks;
  });
}

function searchSection(results: BenchResults): string {
  const rows = searchRows(results);
  if (rows.length === 0) return "8. Site search: skipped";
  return [
    "8. Site search (Pagefind): indexing beside the build (wall times; the machine may be shared), the bundle, and a first search from /classes/ in Chromium, gzipped as a host sends it",
    renderColumns(
      ["site", "pages indexed", "indexing", "build", "ratio", "bundle", "index files", "query", "first search", "requests"],
      rows.map(({ label, buildMs, search }) => [
        label,
        String(search.pages),
        seconds(search.indexMs),
        seconds(buildMs),
        (search.indexMs / buildMs).toFixed(3),
        kib(search.bundleBytes),
        kib(search.indexBytes),
        search.query,
        kib(search.firstSearchBytes),
        String(search.firstSearchRequests),
      ]),
    ),
  ].join("\n");
}

/**
 * A page's JavaScript with live spots on: 5 KB at load, the live layer included; /plan/ keeps its
 * own, larger budget (the planner is what that page is for, and loads with it, live spots or not).
 */
function liveJsLimitOf(type: PageTypeWeight): number {
  return type.type === "plan" ? jsLimitOf(type) : TARGETS.liveJsGzipBytes;
}

function jsLimitOf(type: PageTypeWeight): number {
  // The class lists' 5 KB at load covers the search control's loader beside the filter's.
  if (FILTER_PAGES.includes(type.type)) return TARGETS.classFilterJsGzipBytes;
  if (EMBED_FILTER_PAGES.includes(type.type)) return TARGETS.classFilterJsGzipBytes + TARGETS.embedFrameJsGzipBytes;
  // /embed/ is a page of the full site, with its header (and so the search control).
  if (type.type === "embed snippets") return TARGETS.copyButtonsJsGzipBytes + TARGETS.searchLoaderJsGzipBytes;
  if (type.type === "season page") return TARGETS.countdownJsGzipBytes + TARGETS.searchLoaderJsGzipBytes;
  // A drop-in class's pages and the trials carry "Add this date", whose loader fetches the calendar module on first tap.
  if (type.type === "class page" || type.type === "class sessions" || type.type === "trials") return TARGETS.addDateJsGzipBytes + TARGETS.searchLoaderJsGzipBytes;
  if (type.type === "plan") return TARGETS.plannerJsGzipBytes + TARGETS.searchLoaderJsGzipBytes;
  if (type.type.startsWith("embed ")) return TARGETS.embedFrameJsGzipBytes;
  return TARGETS.jsGzipBytes + TARGETS.searchLoaderJsGzipBytes;
}

function syncSection(results: BenchResults, checks: Check[]): string {
  const sync = results.sync!;
  const mark = (figure: string) => checks.find((check) => check.section === "sync" && check.figure === figure)?.verdict ?? "";
  return [
    `1. Sync at scale: ${sync.classes} classes, ${sync.seasons} seasons, ${sync.sessions} sessions in ${results.options.daysAhead} days; emulator limit 300 per rolling 60 s; default limiter, no tuning`,
    renderColumns(
      ["figure", "value", "floor", "ratio", "target", ""],
      [
        ["requests (emulator log)", String(sync.requests), String(sync.requestFloor), ratio(sync.requests / sync.requestFloor), "= 1.00", mark("requests / request floor")],
        ["wall time (sync process)", seconds(sync.wallMs), seconds(sync.timeFloorMs), sync.timeFloorMs === 0 ? "n/a" : ratio(sync.wallMs / sync.timeFloorMs), "<= 1.10", mark("wall time / time floor")],
        ["first to last arrival", seconds(sync.arrivalSpanMs), seconds(sync.timeFloorMs), sync.timeFloorMs === 0 ? "n/a" : ratio(sync.arrivalSpanMs / sync.timeFloorMs), "", ""],
        ["429 answers (emulator log)", String(sync.rateLimited), "", "", "= 0", mark("429 answers")],
        ["retries", String(sync.retries), "", "", "", ""],
        ["requests / floor the sync counted", `${sync.reportedRequests} / ${sync.reportedFloor}`, "", "", "", ""],
        ["peak memory (sync process)", mib(sync.peakRssBytes), "", "", "", ""],
      ],
    ),
  ].join("\n");
}

function burstSection(results: BenchResults, checks: Check[]): string {
  const sync = results.burstSync!;
  const mark = checks.find((check) => check.section === "sync under 429 bursts")?.verdict ?? "";
  const timeRatio = sync.timeFloorMs === 0 ? "n/a" : ratio(sync.wallMs / sync.timeFloorMs);
  return [
    "1b. The same sync through bursts of 429s (issue 11: 2% of requests start 0.3-1.5 s in which every request gets 429) and 5% 500, 3% 503, 2% resets, 2% cut-off bodies",
    renderColumns(
      ["figure", "value", "floor", "ratio", "target", ""],
      [
        ["requests (emulator log)", String(sync.requests), String(sync.requestFloor), ratio(sync.requests / sync.requestFloor), "", ""],
        ["wall time (sync process)", seconds(sync.wallMs), seconds(sync.timeFloorMs), timeRatio, "", ""],
        ["429 answers (emulator log)", String(sync.rateLimited), String(sync.requests), ratio(sync.rateLimited / sync.requests), `< ${TARGETS.burstRateLimitedShare.toFixed(2)}`, mark],
        ["retries", String(sync.retries), "", "", "", ""],
      ],
    ),
    "  The time floor counts only the rolling window; pacing after a 429 spreads requests over the window instead of front-loading them.",
  ].join("\n");
}

function weightSection(results: BenchResults): string {
  const demo = results.demo!;
  const builds = results.build ?? [];
  const atScale = builds.map((build) => new Map(build.weight.map((type) => [type.type, type.htmlCssGzipBytes.max])));
  const rows = demo.weight!.map((type) => {
    const jsLimit = jsLimitOf(type);
    const met = type.htmlCssGzipBytes.max <= TARGETS.pageGzipBytes && type.jsGzipBytes.max <= jsLimit;
    return [
      type.type,
      String(type.pages),
      `${kib(type.htmlCssBytes.median)} / ${kib(type.htmlCssBytes.max)}`,
      `${kib(type.htmlCssGzipBytes.median)} / ${kib(type.htmlCssGzipBytes.max)}`,
      type.jsGzipBytes.max === 0 ? "0" : kib(type.jsGzipBytes.max),
      jsLimit === 0 ? "0" : `<= ${kib(jsLimit)}`,
      `${type.requests.median} / ${type.requests.max}`,
      String(type.externalRequests.max),
      verdict(met),
      ...atScale.map((weights) => {
        const max = weights.get(type.type);
        return max === undefined ? "" : kib(max);
      }),
    ];
  });
  const lines = [
    `3. Page weight, demo studio (${demo.pages} pages; CSS is inlined): first visit, gzip level 6; target HTML+CSS <= ${kib(TARGETS.pageGzipBytes)} gzipped on every page`,
    renderColumns(
      ["page type", "pages", "HTML+CSS raw med/max", "gzip med/max", "JS gz max", "JS target", "requests med/max", "external", "", ...builds.map((build) => `at ${build.classes}: gzip max`)],
      rows,
    ),
  ];
  if (demo.embedScriptGzipBytes !== undefined) {
    const size = demo.embedScriptGzipBytes;
    lines.push(`  embed.js (loaded by a studio's own website): ${size} B gzipped, target <= ${kib(TARGETS.embedScriptGzipBytes)} ${verdict(size <= TARGETS.embedScriptGzipBytes)}`);
  }
  for (const [where, planner, dataTarget] of [
    ["demo", demo.planner, null] as const,
    ...builds.map((build) => [`${build.classes} classes`, build.planner, build.classes === TARGETS.pageGzipBytesAtScaleClasses ? TARGETS.plannerDataGzipBytes : null] as const),
  ]) {
    if (!planner) continue;
    const code = planner.jsGzipBytes + planner.calendarJsGzipBytes;
    const data = dataTarget === null ? "" : `, target <= ${kib(dataTarget)} ${verdict(planner.dataGzipBytes <= dataTarget)}`;
    lines.push(
      `  planner (/plan/), ${where}: JavaScript ${kib(planner.jsGzipBytes)} + calendar ${kib(planner.calendarJsGzipBytes)} on first export = ${kib(code)} gzipped, target <= ${kib(TARGETS.plannerJsGzipBytes)} ${verdict(code <= TARGETS.plannerJsGzipBytes)}; data file ${kib(planner.dataGzipBytes)} gzipped${data}`,
    );
  }
  if (demo.externalRequests.length > 0) {
    const hosts = [...new Set(demo.externalRequests.map(({ url }) => new URL(url).host))];
    lines.push(`  External subresources: ${demo.externalRequests.length} URL(s) on ${hosts.join(", ")} (the demo's featured images; counted in requests).`);
  }
  return lines.join("\n");
}

/**
 * The categories held to 100 on a page: an embed view is `noindex` by design (its canonical
 * is the full page, which is measured), and so is /search/ (a site's own search results are
 * pages search engines ask not to index: they repeat the pages they list), so Lighthouse's
 * "is-crawlable" SEO audit fails there on purpose and their SEO score is shown but not targeted.
 */
function targetedCategories(page: Pick<MeasuredLighthousePage, "path">): readonly (typeof LIGHTHOUSE_CATEGORIES)[number][] {
  const noindex = page.path.startsWith("/embed/") || page.path.startsWith("/search/");
  return noindex ? LIGHTHOUSE_CATEGORIES.filter((category) => category !== "seo") : LIGHTHOUSE_CATEGORIES;
}

/** Issue 35: the search-open user flow, a line per step. */
function searchOpenSection(figures: SearchOpenFigures): string {
  return [
    `4b. Lighthouse (mobile) on ${figures.path} with the header's search open: a user flow (the page's load; "/" and "${figures.query}" typed until the box counts its results; the page as it then is)`,
    renderColumns(
      ["step", ...LIGHTHOUSE_CATEGORIES, ""],
      figures.steps.map((step) => [step.mode, ...LIGHTHOUSE_CATEGORIES.map((category) => (category in step.scores ? String(step.scores[category] ?? "n/a") : "-")), verdict(Object.values(step.scores).every((score) => score === TARGETS.lighthouseScore))]),
    ),
    ...figures.steps.flatMap((step) => step.failed.map((audit) => `  - ${step.mode}: ${audit}`)),
  ].join("\n");
}

function lighthouseSection(pages: readonly MeasuredLighthousePage[], title: string): string {
  const score = (value: number | null) => (value === null ? "n/a" : String(value));
  const rows = pages.map((page) => [
    page.page,
    page.path,
    ...LIGHTHOUSE_CATEGORIES.map((category) => score(page.scores[category])),
    page.lcpMs === null ? "n/a" : `${(page.lcpMs / 1000).toFixed(2)} s`,
    page.tbtMs === null ? "n/a" : `${Math.round(page.tbtMs)} ms`,
    page.cls === null ? "n/a" : page.cls.toFixed(3),
    `${page.performanceRange[0]}-${page.performanceRange[1]}`,
    verdict(targetedCategories(page).every((category) => page.scores[category] === TARGETS.lighthouseScore)),
  ]);
  const notes = pages.flatMap((page) =>
    page.failedAudits.map((audit) => {
      const cause = audit.causedByExternalHost ? " [only the made-up image host]" : "";
      const items = audit.items.length > 0 ? `: ${audit.items.join("; ")}` : "";
      return `  - ${page.page}: ${audit.category} audit "${audit.id}" scored ${Math.round(audit.score * 100)} (weight ${audit.weight})${cause}${items}`;
    }),
  );
  const adjusted = pages.filter((page) => LIGHTHOUSE_CATEGORIES.some((category) => page.scoresWithoutExternalHostFailures[category] !== page.scores[category]));
  return [
    `${title} ${pages[0] ? `(mobile, median of ${pages[0].runs} run(s) per page)` : ""}, served locally with gzip; target 100 in every category`,
    renderColumns(["page", "path", "perf", "a11y", "best-pr.", "seo", "LCP", "TBT", "CLS", "perf range", ""], rows),
    ...(notes.length > 0 ? ["  Audits below 1 in the median runs:", ...notes] : []),
    ...adjusted.map(
      (page) =>
        `  ${page.page} without the made-up image host's failures: ${LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${score(page.scoresWithoutExternalHostFailures[category])}`).join(", ")}`,
    ),
    ...pages.filter((page) => page.lcpElement).map((page) => `  ${page.page} LCP element: ${page.lcpElement}`),
  ].join("\n");
}

function analyticsSection(weight: readonly PageTypeWeight[], demo: readonly PageTypeWeight[]): string {
  const off = new Map(demo.map((type) => [type.type, type]));
  return [
    "6. Page weight with an analytics script on (ANALYTICS_SCRIPT_URL; the tool's own script is fetched from its host and not counted)",
    renderColumns(
      ["page type", "pages", "HTML+CSS gzip max", "without", "target", ""],
      weight.map((type) => {
        const max = type.htmlCssGzipBytes.max;
        const without = off.get(type.type)?.htmlCssGzipBytes.max;
        return [type.type, String(type.pages), kib(max), without === undefined ? "" : kib(without), `<= ${kib(TARGETS.pageGzipBytes)}`, verdict(max <= TARGETS.pageGzipBytes)];
      }),
    ),
  ].join("\n");
}

function liveSection(live: NonNullable<BenchResults["live"]>): string {
  const rows = live.weight.map((type) => [
    type.type,
    String(type.pages),
    type.jsGzipBytes.max === 0 ? "0" : kib(type.jsGzipBytes.max),
    `<= ${kib(liveJsLimitOf(type))}`,
    `${kib(type.htmlCssGzipBytes.median)} / ${kib(type.htmlCssGzipBytes.max)}`,
    verdict(type.jsGzipBytes.max <= liveJsLimitOf(type)),
  ]);
  return [
    "5. Live spots on: the demo synced from a running emulator and built with its publishable key; all JavaScript a page loads, gzipped",
    renderColumns(["page type", "pages", "JS gz max", "JS target", "HTML+CSS gzip med/max", ""], rows),
    ...(live.lighthouse ? ["", lighthouseSection(live.lighthouse, "5b. Lighthouse with live spots on (the emulator answering)")] : []),
  ].join("\n");
}

/** The whole table, as printed. */
/** Issue 36: the studio's Atom feed and the classes' at their fullest, for the studio synced at scale. */
function feedsSection(feeds: NonNullable<BenchResults["feeds"]>): string {
  const { studio, classFeeds } = feeds;
  return [
    `2b. Feeds of what changed, full (${feeds.entries} entries over ${feeds.classes} classes), as a build writes them`,
    `  /changes.xml: ${kib(studio.bytes)} raw, ${kib(studio.gzipBytes)} gzipped`,
    `  /classes/<slug>/changes.xml: ${classFeeds.count} feeds, the largest ${kib(classFeeds.maxBytes)} raw, ${kib(classFeeds.maxGzipBytes)} gzipped (${classFeeds.maxEntries} entries); all together ${kib(classFeeds.totalBytes)} raw, ${kib(classFeeds.totalGzipBytes)} gzipped`,
  ].join("\n");
}

/** What each feature's parts add to each page of the demo, against its issue's budget a page. */
function featuresSection(weights: readonly FeatureWeight[]): string {
  return [
    "3b. What each feature adds to each page, gzipped HTML + CSS (the page as built against it without the feature's parts)",
    ...weights.flatMap((weight) => {
      const rows = weight.byType.map((type) => [type.type, String(type.pages), `${type.addedGzipBytes.median} B / ${type.addedGzipBytes.max} B`, verdict(type.addedGzipBytes.max <= weight.pageBytes)]);
      return [
        `  ${weight.name}, target <= ${weight.pageBytes} B a page`,
        renderColumns(["page type", "pages", "added med/max", ""], rows, "    "),
        ...(weight.over.length > 0 ? [`    over: ${weight.over.map((page) => `${page.path} ${page.addedGzipBytes} B`).join(", ")}`] : []),
      ];
    }),
  ].join("\n");
}

export function renderReport(results: BenchResults): string {
  const checks = checksOf(results);
  const { machine } = results;
  const sections = [
    `Benchmark ${results.startedAt} on ${machine.cpus} CPU(s) (${machine.cpuModel}), ${mib(machine.memoryBytes)} RAM, Node ${machine.node}, ${machine.platform}; ${seconds(results.durationMs)} in all`,
    results.sync ? syncSection(results, checks) : "1. Sync at scale: skipped",
    results.burstSync ? burstSection(results, checks) : "1b. Sync through bursts of 429s: skipped",
    results.build ? buildSection(results.build, checks) : "2. Build at scale: skipped",
    results.feeds ? feedsSection(results.feeds) : "2b. Feeds of what changed: skipped",
    results.demo?.weight ? weightSection(results) : "3. Page weight: skipped",
    results.demo?.features ? featuresSection(results.demo.features) : "3b. What each feature adds to each page: skipped",
    results.lighthouse ? lighthouseSection(results.lighthouse, "4. Lighthouse, demo studio") : "4. Lighthouse: skipped",
    ...(results.searchOpen ? [searchOpenSection(results.searchOpen)] : []),
    results.live ? liveSection(results.live) : "5. Live spots: skipped",
    "",
    results.analytics ? analyticsSection(results.analytics, results.demo?.weight ?? []) : "6. Analytics on: skipped",
    results.languages ? languagesSection(results.languages, results.demo?.weight ?? []) : "7. Other languages: skipped",
  ];
  sections.push(searchSection(results));
  const misses = checks.filter((check) => check.verdict === "MISS");
  sections.push(
    misses.length === 0
      ? `All ${checks.length} figures with a target meet it.`
      : `${misses.length} of ${checks.length} figures with a target miss it:\n${misses.map((check) => `  - ${check.section}: ${check.figure} = ${formatValue(check)} (target ${check.target})`).join("\n")}`,
  );
  return `${sections.join("\n\n")}\n`;
}

function formatValue(check: Check): string {
  if (check.section === "page weight") return kib(check.value);
  if (check.section === "lighthouse") return String(check.value);
  if (check.section === "analytics") return kib(check.value);
  if (check.section === "languages") return check.figure.includes("Lighthouse") || /: (performance|accessibility|best-practices|seo)$/.test(check.figure) ? String(check.value) : check.figure.includes("/ English") ? ratio(check.value) : kib(check.value);
  if (check.section === "live spots") return check.figure.includes("JS") ? kib(check.value) : String(check.value);
  if (check.section === "sync under 429 bursts") return ratio(check.value);
  if (check.section === "build") return check.figure.includes("gzip") ? kib(check.value) : ratio(check.value);
  return Number.isInteger(check.value) ? String(check.value) : ratio(check.value);
}
