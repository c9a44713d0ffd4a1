import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import postcss from "postcss";
import { gzipSize, spread, type Spread } from "./page-weight.ts";
import { PAGE_TYPES, pageTypeOf, urlPathOf, type PageType } from "./page-types.ts";

/**
 * What one feature adds to each page of the built demo, gzipped HTML + CSS: each page as
 * built against the same page with the feature's parts taken out (its elements, the
 * attributes it puts on the page's own elements, its scripts' tags and its CSS rules).
 * Measured on one build, so no other change between two commits counts. What a feature
 * removed is not added back: the figure is what the parts cost, not the page's net change.
 */
export interface FeatureParts {
  /** What the bench calls it. */
  readonly name: string;
  /** Its issue's budget, gzipped bytes a page. */
  readonly pageBytes: number;
  /** Elements that are the feature's alone. */
  readonly elements: readonly string[];
  /** Attributes it adds to elements that would be there without it. */
  readonly attributes: readonly string[];
  /** Its CSS classes: a rule goes with the feature only when every selector of it names one. */
  readonly classes: readonly string[];
  /** Its components' script files (scriptFileName in src/site/build-options.ts: "/_astro/AddDateLoader.<hash>.js"). */
  readonly scripts: readonly string[];
  /** Pages that are the feature itself, not measured ("/search/"). */
  readonly ownPages: readonly string[];
}

/**
 * Issue 36 (told in time): the feed's `<link>` and footer line, the openings on a season page
 * and the "opens soon" lines on home and the schedule, the "Add this date" buttons with their
 * lists' class and a trial's first date, their scripts' tags and their CSS rules. The season
 * page's badge that repeated the openings, which the issue removed, is not added back.
 */
export const TOLD_IN_TIME: FeatureParts = {
  name: "told in time (issue 36)",
  pageBytes: 300,
  elements: ['link[type="application/atom+xml"]', ".site-footer__changes", ".openings-soon", ".openings", "[data-add-date]", ".trial__first"],
  // The class a list's "Add this date" buttons add (SessionList.astro), said once on the list.
  attributes: ["data-add-class"],
  classes: ["site-footer__changes", "openings-soon", "openings", "trial__first", "add-date"],
  scripts: ["/AddDateLoader.", "/OpeningCountdown."],
  ownPages: [],
};

/**
 * Issue 35 (site search): the header's control with its loader script and CSS (the box is made
 * when first opened); on a searchable page the marks Pagefind reads (its body, a class's facets,
 * a result's facts, the parts it leaves out, the name's weight). /search/ is the feature's own page.
 */
export const SITE_SEARCH: FeatureParts = {
  name: "site search (issue 35)",
  pageBytes: 300,
  elements: ["[data-site-search]"],
  attributes: ["data-pagefind-body", "data-pagefind-meta", "data-pagefind-ignore", "data-pagefind-weight", "data-when", "data-search-facets"],
  classes: ["site-search", "site-search__box"],
  scripts: ["/SiteSearch."],
  ownPages: ["/search/"],
};

export const FEATURES: readonly FeatureParts[] = [TOLD_IN_TIME, SITE_SEARCH];

export interface FeatureWeight {
  readonly name: string;
  readonly pageBytes: number;
  readonly byType: { type: PageType; pages: number; addedGzipBytes: Spread }[];
  /** Pages where the parts cost more than the budget, heaviest first. */
  readonly over: { path: string; addedGzipBytes: number }[];
}

/** The page without the feature's parts. */
export function withoutFeature(html: string, feature: FeatureParts): string {
  const $ = load(html);
  for (const selector of feature.elements) $(selector).remove();
  for (const attribute of feature.attributes) $(`[${attribute}]`).removeAttr(attribute);
  $("script[src]").each((_, node) => {
    if (feature.scripts.some((name) => $(node).attr("src")!.includes(name))) $(node).remove();
  });
  // Only the feature's own selectors go: a rule it shares with others (".site-footer__changes a, .site-footer__reach a") stays for the others.
  const ours = (selector: string) => feature.classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector));
  $("style").each((_, node) => {
    const root = postcss.parse($(node).text());
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !ours(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkAtRules((at) => {
      if (at.nodes?.length === 0) at.remove();
    });
    $(node).text(root.toString());
  });
  return $.html();
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? htmlFiles(join(dir, entry.name), root) : Promise.resolve(entry.name.endsWith(".html") ? [join(dir, entry.name).slice(root.length + 1)] : []))));
  return nested.flat().sort();
}

/** Every feature's cost on every page of `outDir`, each page read once. */
export async function measureFeatureWeights(outDir: string, features: readonly FeatureParts[] = FEATURES): Promise<FeatureWeight[]> {
  const pages = features.map(() => [] as { path: string; type: PageType; added: number }[]);
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(join(outDir, file), "utf8");
    const path = urlPathOf(file);
    // Both sides through the same serializer, so only the parts differ.
    const whole = gzipSize(load(html).html());
    features.forEach((feature, n) => {
      if (!feature.ownPages.includes(path)) pages[n]!.push({ path, type: pageTypeOf(path), added: whole - gzipSize(withoutFeature(html, feature)) });
    });
  }
  return features.map((feature, n) => {
    const measured = pages[n]!;
    const byType = [...PAGE_TYPES, "other" as const]
      .map((type) => ({ type, added: measured.filter((page) => page.type === type).map((page) => page.added) }))
      .filter(({ added }) => added.length > 0)
      .map(({ type, added }) => ({ type, pages: added.length, addedGzipBytes: spread(added) }));
    const over = measured.filter((page) => page.added > feature.pageBytes).sort((a, b) => b.added - a.added).map(({ path, added }) => ({ path, addedGzipBytes: added }));
    return { name: feature.name, pageBytes: feature.pageBytes, byType, over };
  });
}
