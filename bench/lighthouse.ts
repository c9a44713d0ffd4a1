import lighthouse, { startFlow, type Result } from "lighthouse";
import puppeteer from "puppeteer-core";
import { startStaticServer } from "../test/support/static-server.ts";
import { launchDevtoolsChromium } from "./devtools-chromium.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface FailedAudit {
  category: LighthouseCategory;
  id: string;
  title: string;
  /** 0..1 */
  score: number;
  weight: number;
  /** Every item the audit lists points at one of the external hosts (the demo's made-up image host). */
  causedByExternalHost: boolean;
  /** The first few item URLs or snippets, for the report's explanation. */
  items: string[];
}

export interface LighthouseFigures {
  page: string;
  path: string;
  /** 0..100 per category; null when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number | null>;
  /** The same, had every request to an external host answered normally. */
  scoresWithoutExternalHostFailures: Record<LighthouseCategory, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** What the LCP element was (a heading, a paragraph, an image...). */
  lcpElement: string | null;
  failedAudits: FailedAudit[];
  runWarnings: string[];
}

export interface LighthouseTarget {
  /** "home", "class page", ... */
  page: string;
  path: string;
}

const score100 = (score: number | null | undefined) => (score === null || score === undefined ? null : Math.round(score * 100));

/** Each listed item as one line (its URL or snippet first) and as JSON, to find the hosts it names. */
function auditItems(details: unknown): { text: string; json: string }[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const record = item as Record<string, unknown>;
    const node = record.node as { snippet?: string } | undefined;
    const location = record.sourceLocation as { url?: string } | undefined;
    const where = record.url ?? location?.url ?? node?.snippet;
    const text = [record.description, where].filter((part) => typeof part === "string" && part !== "").join(" ");
    return { text: (text || JSON.stringify(item)).slice(0, 200), json: JSON.stringify(item) };
  });
}

/** The LCP element as Lighthouse 13 names it (lcp-breakdown-insight's node): its selector and label. */
function lcpElementOf(result: Result): string | null {
  const details = result.audits["lcp-breakdown-insight"]?.details as { items?: { type?: string; selector?: string; nodeLabel?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === "node");
  return node ? `${node.selector ?? "?"} ("${(node.nodeLabel ?? "").slice(0, 40)}")` : null;
}

function summarize(target: LighthouseTarget, result: Result, externalHosts: readonly string[]): LighthouseFigures {
  const failedAudits: FailedAudit[] = [];
  const scores = {} as Record<LighthouseCategory, number | null>;
  const adjusted = {} as Record<LighthouseCategory, number | null>;
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const entry = result.categories[category];
    scores[category] = score100(entry?.score);
    let weighted = 0;
    let weights = 0;
    for (const ref of entry?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || ref.weight === 0) continue;
      const items = auditItems(audit.details);
      const external = items.length > 0 && items.every(({ json }) => externalHosts.some((host) => json.includes(host)));
      if (audit.score < 1) {
        failedAudits.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          causedByExternalHost: external,
          items: items.slice(0, 3).map(({ text }) => text),
        });
      }
      weighted += ref.weight * (external ? 1 : audit.score);
      weights += ref.weight;
    }
    adjusted[category] = weights === 0 ? scores[category] : Math.round((weighted / weights) * 100);
  }
  const numeric = (id: string) => result.audits[id]?.numericValue ?? null;
  return {
    page: target.page,
    path: target.path,
    scores,
    scoresWithoutExternalHostFailures: adjusted,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcpElement: lcpElementOf(result),
    failedAudits,
    runWarnings: result.runWarnings,
  };
}

/** The run in the middle by performance score, then TBT (Lighthouse's own advice: the median of several runs). */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || (b.tbtMs ?? 0) - (a.tbtMs ?? 0),
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("Expected at least one Lighthouse run.");
  return middle;
}

/** The median of several runs on one page. */
export interface MeasuredLighthousePage extends LighthouseFigures {
  runs: number;
  /** Lowest and highest performance score across the runs: the noise on this machine. */
  performanceRange: [number, number];
}

export interface LighthouseOptions {
  /** Runs per page; the median is reported. Default 3. */
  runs?: number;
  /**
   * Hosts the site references that cannot answer (the demo's made-up image host):
   * failures caused only by them are reported apart.
   */
  externalHosts?: readonly string[];
}

/**
 * Lighthouse's default (mobile) profile on each page of a built site, served locally
 * with gzip by test/support/static-server.ts, in one Chromium (test/support/chromium.ts).
 */
export async function runLighthouse(
  outDir: string,
  targets: readonly LighthouseTarget[],
  options: LighthouseOptions = {},
): Promise<MeasuredLighthousePage[]> {
  const { runs = 3, externalHosts = [] } = options;
  const server = await startStaticServer(outDir);
  const chromium = await launchDevtoolsChromium();
  try {
    const figures: MeasuredLighthousePage[] = [];
    for (const target of targets) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${server.origin}${target.path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${target.path}.`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        results.push(summarize(target, lhr, externalHosts));
      }
      const performance = results.map((result) => result.scores.performance ?? 0);
      figures.push({ ...medianRun(results), runs, performanceRange: [Math.min(...performance), Math.max(...performance)] });
    }
    return figures;
  } finally {
    await chromium.close();
    await server.close();
  }
}

/** What each step of the search-open flow is held to (Lighthouse scores a step only in the categories its mode has). */
export const SEARCH_OPEN_CATEGORIES = {
  navigation: LIGHTHOUSE_CATEGORIES,
  timespan: ["performance", "best-practices"],
  snapshot: ["accessibility", "best-practices", "seo"],
} as const satisfies Record<string, readonly LighthouseCategory[]>;

export type FlowStepMode = keyof typeof SEARCH_OPEN_CATEGORIES;

export interface SearchOpenFigures {
  path: string;
  query: string;
  /** The page's load, the box opened with "/" and the query typed until results show, and the page as it then is. */
  steps: { mode: FlowStepMode; scores: Partial<Record<LighthouseCategory, number | null>>; failed: string[] }[];
}

/**
 * Lighthouse on a page with the header's search open (issue 35), as a user flow in Lighthouse's
 * default (mobile) profile: the page's load (navigation), "/" and `query` typed until the box
 * says how many it found (timespan: layout shift and blocking time of the opening and the
 * search), and the page with its results shown (snapshot: accessibility, best practices, SEO).
 * /search/ itself is `noindex` by design, so its own SEO score cannot be 100; this is the page a
 * family searches from.
 */
export async function runLighthouseSearchOpen(outDir: string, path: string, query: string): Promise<SearchOpenFigures> {
  const server = await startStaticServer(outDir);
  const chromium = await launchDevtoolsChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page);
    await flow.navigate(`${server.origin}${path}`);
    await flow.startTimespan();
    await page.keyboard.press("/");
    await page.keyboard.type(query, { delay: 50 });
    await page.waitForFunction(() => /\d/.test(document.querySelector("#site-search-box [role=status]")?.textContent ?? ""), { timeout: 30_000 });
    await flow.endTimespan();
    await flow.snapshot();
    const { steps } = await flow.createFlowResult();
    return {
      path,
      query,
      steps: steps.map(({ lhr }) => {
        const mode = lhr.gatherMode as FlowStepMode;
        const held = SEARCH_OPEN_CATEGORIES[mode];
        const failed = held.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}: ${ref.id} ${lhr.audits[ref.id]!.score}`),
        );
        return { mode, scores: Object.fromEntries(held.map((category) => [category, score100(lhr.categories[category]?.score)])), failed };
      }),
    };
  } finally {
    await browser.disconnect();
    await chromium.close();
    await server.close();
  }
}
