/** The figures issue 6 reads the benchmark against. */
export const TARGETS = {
  /** Requests made over the request floor. */
  requestRatio: 1,
  /** Sync wall time over the rolling-window time floor, at most. */
  syncTimeRatio: 1.1,
  /** 429 answers in a clean run. */
  rateLimited: 0,
  /** Share of requests answered 429 through bursts of 429s (issue 11), below. */
  burstRateLimitedShare: 0.05,
  /** Site build wall time over a bare Astro build of as many trivial pages and feeds, at most (issue 17), below `largeBuildClasses`. */
  buildRatio: 2.5,
  /** The same in CPU time, which a busy machine disturbs less than wall time. */
  buildCpuRatio: 2.5,
  /**
   * From this many classes on, the larger ratios apply (issue 31): at 1,500 classes the
   * remaining levers cost more code than they give, and such a studio's hourly sync takes
   * five minutes at the API's limit anyway.
   */
  largeBuildClasses: 1500,
  largeBuildRatio: 3.0,
  largeBuildCpuRatio: 3.0,
  /** HTML + CSS of a first visit, gzipped: ten TCP segments, one round trip on a new connection. */
  pageGzipBytes: 14 * 1024,
  /** Every page of the large generated studio, HTML+CSS gzipped, at most... */
  pageGzipBytesAtScale: 30 * 1024,
  /** ...at this size (issue 17: "every page of the 400-class studio"); other sizes show their heaviest page without a target. */
  pageGzipBytesAtScaleClasses: 400,
  /** Executable JavaScript on any page without the class filter, besides the search control's loader. */
  jsGzipBytes: 0,
  /** The header's search control on every page of the full site (issue 35): what loads the search on first use, gzipped, at most. */
  searchLoaderJsGzipBytes: 768,
  /** The class filter's script on the pages that carry it (class lists, the schedule, home, and their embedded views), gzipped, at most. */
  classFilterJsGzipBytes: 5 * 1024,
  /** public/embed.js, which a studio's own website loads (issue 20), gzipped, at most. */
  embedScriptGzipBytes: 2 * 1024,
  /** The script on an embed view that tells its frame the height, gzipped, at most. */
  embedFrameJsGzipBytes: 512,
  /** The family planner on /plan/ (issue 34): its code, the calendar maker included, gzipped, at most... */
  plannerJsGzipBytes: 25 * 1024,
  /** ...and its data file at the large studio's size (pageGzipBytesAtScaleClasses), gzipped, at most. */
  plannerDataGzipBytes: 40 * 1024,
  /** The owner's /embed/ page: its Copy buttons' script, gzipped, at most (issue 33). */
  copyButtonsJsGzipBytes: 512,
  /** A season page with a registration opening ahead: its countdown's script, gzipped, at most (issue 36). */
  countdownJsGzipBytes: 512,
  /** A page with "Add this date to your calendar" (a drop-in class's pages, the trials): its loader, gzipped, at most (issue 36). */
  addDateJsGzipBytes: 512,
  /** All JavaScript on any page with live spots on (the live script, and the filter on /classes/), gzipped, at most. */
  liveJsGzipBytes: 5 * 1024,
  /** A page in another language, gzipped HTML+CSS, at most this much above the same page type in English (issue 19). */
  languageWeightRatio: 1.1,
  /** Layout shift with live spots on: the live layer moves nothing. */
  liveCls: 0,
  /** What a family's first search transfers (Pagefind's script, WebAssembly, index and the results shown), gzipped, at most: the demo... */
  firstSearchBytes: 100 * 1024,
  /** ...and the generated studio at `pageGzipBytesAtScaleClasses` classes (issue 35). */
  firstSearchBytesAtScale: 150 * 1024,
  /** Pagefind's indexing time over the site's build time, at most. */
  indexTimeRatio: 0.1,
  /** Every Lighthouse category on every page measured. */
  lighthouseScore: 100,
} as const;
