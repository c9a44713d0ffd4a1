import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import postcss from "postcss";
import { gzipSize, spread, type Spread } from "./page-weight.ts";
import { PAGE_TYPES, pageTypeOf, urlPathOf, type PageType } from "./page-types.ts";

/**
 * What issue 36 (told in time) adds to each page of the built demo, gzipped HTML + CSS: each
 * page as built against the same page with the parts taken out (the feed's `<link>`
 * and footer line, the openings on a season page and the "opens soon" lines on home and the
 * schedule, the "Add this date" buttons with their lists' class and a trial's first date, their scripts' tags and
 * their CSS rules). Measured on one build, so no other change between two commits counts.
 * What the issue removed (the season page's badge that repeated the openings) is not added
 * back: the figure is what the parts cost, not the page's net change.
 */
export interface ToldInTimeWeight {
  byType: { type: PageType; pages: number; addedGzipBytes: Spread }[];
  /** Pages where the parts cost more than the 0.3 KB, heaviest first. */
  over: { path: string; addedGzipBytes: number }[];
}

/** The budget: 0.3 KB gzipped a page. */
export const TOLD_IN_TIME_PAGE_BYTES = 300;

const PARTS = ['link[type="application/atom+xml"]', ".site-footer__changes", ".openings-soon", ".openings", "[data-add-date]", ".trial__first"];
const CLASSES = ["site-footer__changes", "openings-soon", "openings", "trial__first"];
// Their components' script files (scriptFileName in src/site/build-options.ts: "/_astro/AddDateLoader.<hash>.js").
const SCRIPTS = ["/AddDateLoader.", "/OpeningCountdown."];

/** The page without the parts. */
export function withoutToldInTime(html: string): string {
  const $ = load(html);
  for (const selector of PARTS) $(selector).remove();
  // The class a list's "Add this date" buttons add (SessionList.astro), said once on the list.
  $("[data-add-class]").removeAttr("data-add-class");
  $("script[src]").each((_, node) => {
    if (SCRIPTS.some((name) => $(node).attr("src")!.includes(name))) $(node).remove();
  });
  $("style").each((_, node) => {
    const root = postcss.parse($(node).text());
    // Only the parts' own selectors go: a rule they share with others (".site-footer__changes a, .site-footer__reach a") stays for the others.
    const ours = (selector: string) => [...CLASSES, "add-date"].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector));
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

export async function measureToldInTimeWeight(outDir: string): Promise<ToldInTimeWeight> {
  const pages: { path: string; type: PageType; added: number }[] = [];
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(join(outDir, file), "utf8");
    const path = urlPathOf(file);
    // Both sides through the same serializer, so only the parts differ.
    pages.push({ path, type: pageTypeOf(path), added: gzipSize(load(html).html()) - gzipSize(withoutToldInTime(html)) });
  }
  const byType = [...PAGE_TYPES, "other" as const]
    .map((type) => ({ type, added: pages.filter((page) => page.type === type).map((page) => page.added) }))
    .filter(({ added }) => added.length > 0)
    .map(({ type, added }) => ({ type, pages: added.length, addedGzipBytes: spread(added) }));
  const over = pages.filter((page) => page.added > TOLD_IN_TIME_PAGE_BYTES).sort((a, b) => b.added - a.added).map(({ path, added }) => ({ path, addedGzipBytes: added }));
  return { byType, over };
}
