import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { countShown, readFilter, readItemTokens, searchFilters, type FilterableClass } from "../../src/page-rules/class-filters.ts";
import { SEARCH_FACETS } from "../../src/site/searchable-pages.ts";
import { STUDIO_400 } from "../fixtures/studio-400-snapshot.ts";
import { useDemoBrowser } from "./demo-browser.ts";

/**
 * The site search (issue 35) on a generated studio of 400 classes, in real Chromium: the
 * header's box fetches nothing until used and finds a class by its exact name, its page first,
 * under the page's policy; a sample of classes across the studio is found the same way; and a
 * search narrowed by a facet holds exactly the classes the filter's rules show for the same
 * choice, each class as its page gives it to the filter. (/classes/ shows a part of these classes
 * and counts the rest by category, past 40 of them without a number, so the demo's file,
 * site-search.test.ts, compares the search with the list's own filter on the page; it also
 * reads the excerpts, the shared links, Spanish and the layout.)
 */
const scale = useDemoBrowser({ shared: "studio-400" });

/** Runs in the page: Pagefind's own API, as the box calls it (site-search-client.ts). */
const PAGEFIND = `import("/pagefind/pagefind.js").then(async (pagefind) => { await pagefind.options({ noWorker: true }); return pagefind; })`;

async function classPages(): Promise<{ path: string; name: string }[]> {
  const paths = (scale().pagesByType.get("class page") ?? []).sort();
  return Promise.all(paths.map(async (path) => ({ path, name: load(await scale().site.readPage(path))("h1").first().text() })));
}

/** Every class as its page gives it to the filter: the tokens its card on a list carries (search-index.test.ts holds them equal on the demo). */
async function classes(): Promise<Map<string, FilterableClass>> {
  const read = new Map<string, FilterableClass>();
  for (const path of scale().pagesByType.get("class page") ?? []) {
    const [item] = readItemTokens(load(await scale().site.readPage(path))(`[${SEARCH_FACETS}]`).attr(SEARCH_FACETS) ?? "");
    if (item) read.set(path, item);
  }
  return read;
}

describe(`site search on a generated studio of ${STUDIO_400.classes} classes`, () => {
  it("fetches nothing until used; '/' opens the box on the 400-card list and a class's exact name lists its page first, with no CSP violation", async () => {
    const pages = await classPages();
    expect(pages.length).toBeGreaterThanOrEqual(STUDIO_400.classes * 0.9);
    const wanted = pages[Math.floor(pages.length / 2)]!;
    const watched = await scale().open({ viewport: { width: 390, height: 844 } });
    const requests: string[] = [];
    watched.page.on("request", (request) => requests.push(request.url()));
    await watched.goto("/classes/");
    expect(requests.filter((url) => /\/pagefind\/|site-search-client|\/search\/words\.json/.test(url))).toEqual([]);
    await watched.page.keyboard.press("/");
    await watched.page.keyboard.type(wanted.name);
    await watched.page.locator("#site-search-box [role=status]").filter({ hasText: /\d/ }).waitFor();
    const first = await watched.page.locator("#site-search-box ol a").first().getAttribute("href");
    expect(first).toBe(wanted.path);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("lists the page first for the exact name of every 20th class", async () => {
    const sample = (await classPages()).filter((_, index) => index % 20 === 0);
    const watched = await scale().open();
    await watched.goto("/search/");
    const firsts = (await watched.page.evaluate(
      `(async (names) => { const pagefind = await ${PAGEFIND}; const firsts = []; for (const name of names) { const found = await pagefind.search(name); firsts.push(found.results[0] ? (await found.results[0].data()).url : null); } return firsts; })(${JSON.stringify(sample.map((page) => page.name))})`,
    )) as (string | null)[];
    expect(firsts).toEqual(sample.map((page) => page.path));
    await watched.close();
  });

  it.each(["age=6", "age=16", "age=10&no-age-range=yes", "day=2", "day=0&day=6", "time=evening", "spots=yes"])(
    "narrowed by %s, holds exactly the classes the filter shows for the same choice",
    async (choice) => {
      const all = await classes();
      const filter = readFilter((name) => new URLSearchParams(choice).getAll(name));
      const shown = [...all].filter(([, item]) => countShown([item], filter) === 1).map(([path]) => path).sort();
      expect(shown.length).toBeGreaterThan(0);
      const watched = await scale().open();
      await watched.goto("/search/");
      const found = (await watched.page.evaluate(
        `(async (filters) => { const pagefind = await ${PAGEFIND}; const found = await pagefind.search(null, { filters }); return Promise.all(found.results.map(async (result) => (await result.data()).url)); })(${JSON.stringify(searchFilters(filter))})`,
      )) as string[];
      expect(found.sort()).toEqual(shown);
      await watched.close();
    },
  );
});
