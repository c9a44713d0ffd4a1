import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { pageTypeOf, type PageType } from "../../bench/page-types.ts";
import type { BuiltSite } from "../support/build-site.ts";
import { itemTokens, readFilterable, readItemTokens, searchFacetMarks, type FilterableClass } from "../../src/page-rules/class-filters.ts";
import { asIndexed, facetMarks } from "../../src/site/search-index.ts";
import { SEARCH_FACETS } from "../../src/site/searchable-pages.ts";
import { sharedSite } from "../support/shared-sites.ts";

/**
 * The site search's index as `npm run build` writes it (src/site/search-index.ts), read from
 * the run's shared demo site: exactly the searchable page types are indexed, with the facts
 * a result shows as their pages show them, and the bundle holds only what the box fetches.
 */
const SEARCHABLE: readonly PageType[] = ["class page", "season page", "memberships", "trials", "appointments", "locations"];
let demo: BuiltSite;

beforeAll(async () => {
  demo = (await sharedSite("demo")).site;
});

describe("the demo's search index", () => {
  it("indexes the class, season, membership, trial, appointment and location pages, and nothing else", async () => {
    const marked: string[] = [];
    for (const path of await demo.pages()) {
      const indexed = load(await demo.readPage(path))("[data-pagefind-body]").length > 0;
      expect(indexed, path).toBe(SEARCHABLE.includes(pageTypeOf(path)));
      if (indexed) marked.push(path);
    }
    const entry = JSON.parse(await readFile(join(demo.outDir, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages)).toEqual(["en-us"]);
    expect(entry.languages["en-us"].page_count).toBe(marked.length);
  });

  it("marks a class page's name and the facts its result shows, as the page shows them", async () => {
    const $ = load(await demo.readPage("/classes/ballet-i-ages-5-7/"));
    expect($("h1").attr("data-pagefind-weight")).toBe("10");
    const meta = (name: string) => $(`[data-pagefind-meta^="${name}"]`).first();
    expect(meta("ages").text()).toBe("Ages 5–7");
    expect(meta("when").attr("data-when")).toBe($("ul.weekly li").map((_, line) => $(line).find("strong").text() + " " + $(line).find("span").text()).get().join("; "));
    expect(meta("location").text()).toBe($("dt:contains('Location') + dd").text());
    expect(meta("price").text()).toMatch(/^\$\d+\.\d\d\/month$/);
    expect(meta("spots").text()).toMatch(/spots? left|Full/);
  });

  it("publishes only what the box fetches: Pagefind's script, WebAssembly and index, not its ready-made interfaces or worker", async () => {
    const files = await readdir(join(demo.outDir, "pagefind"));
    expect(files).toContain("pagefind.js");
    expect(files).toContain("wasm.en-us.pagefind");
    expect(files.filter((file) => /ui|worker|highlight/.test(file))).toEqual([]);
  });
});

describe("a page as the index reads it", () => {
  it("keeps a term's, a description's, a list item's and a cell's words apart, which Pagefind would run together", () => {
    const $ = load(asIndexed("<main><dl><dt>Starts</dt><dd>Nov 23, 2026</dd><dt>Ends</dt><dd>Dec 21, 2026</dd></dl><ul><li>Mon</li><li>Wed</li></ul><table><tr><th>Sun</th><td>Closed</td></tr></table></main>")!);
    expect($("main").text()).toBe("Starts Nov 23, 2026 Ends Dec 21, 2026 Mon Wed Sun Closed ");
  });

  it("is the page's language, title and <main> alone: nothing else of a page is ever indexed", () => {
    const $ = load(asIndexed('<!DOCTYPE html><html lang="es-US"><head><title>Ballet I</title><style>main{}</style></head><body><header><a href="/">Estudio</a></header><main id="main" data-pagefind-body><h1>Ballet I</h1></main><footer>Pie</footer></body></html>')!);
    expect($("html").attr("lang")).toBe("es-US");
    expect($("title").text()).toBe("Ballet I");
    expect($("body").html()).toBe('<main id="main" data-pagefind-body=""><h1>Ballet I</h1></main>');
    expect(asIndexed("<html><body><h1>No main</h1></body></html>")).toBeNull();
  });

  it("leaves out what a family never searches for, however deep, and keeps what is around it", () => {
    const page =
      '<main data-pagefind-body><nav class="breadcrumbs"><ol><li>Classes</li></ol></nav><h1>Ballet I</h1><ul class="plain-list session-list"><li><ul><li>Sat</li></ul></li><li><img class="visually-hidden" alt="x">Sun</li></ul>' +
      '<p>Plié<span class="visually-hidden">: Ballet I</span> and relevé<br>twice</p><div class="card spots-as-of muted">Spots as of noon</div><p class="later-sessions-note">Later</p></main>';
    const $ = load(asIndexed(page)!);
    expect($("main").text()).toBe("Ballet IPlié and relevétwiceLater");
    expect($("main > p").length).toBe(2);
    expect($(".session-list, .breadcrumbs, .visually-hidden, .spots-as-of").length).toBe(0);
  });

  it("ends an element where HTML ends it: at a closing tag written loosely, at the next item or cell, at a void element's own tag", () => {
    const text = (main: string) => load(asIndexed(main)!)("body").text();
    expect(text('<main>x<span class="visually-hidden">y</span >z</main>')).toBe("xz");
    expect(text('<main><ul><li>a<li class="visually-hidden">b<li>c</ul></main>')).toBe("a c ");
    expect(text('<main><table><tr><td>a<td class="visually-hidden">b<td>c</table></main>')).toBe("a c ");
    expect(text('<main>x<img class="visually-hidden" alt="q">z<br>w</main>')).toBe("xzw");
    // The page's <main> is the first one, whole, whatever it holds.
    expect(text("<main><p>outer</p><main><p>inner</p></main><p>after</p></main><footer>f</footer>")).toBe("outerinnerafter");
  });
});

describe("a class page's facets, written out for the index only", () => {
  const adults: FilterableClass = { category: "ballet", location: "main-street", meetings: [{ day: 2, start: "19:30" }], ageRange: { min: 18, max: null }, start: "2026-09-01", noSpots: false };

  it("turns the page's filter tokens into one Pagefind filter element per value, inside the element that carries them", () => {
    const page = `<html lang="en-US"><head><title>Adult Ballet</title></head><body><main data-pagefind-body><article class="class-page" ${SEARCH_FACETS}="${itemTokens([adults])}"><h1>Adult Ballet</h1></article></main></body></html>`;
    const $ = load(asIndexed(page)!);
    const marks = $("article > span[data-pagefind-filter]").map((_, span) => $(span).attr("data-pagefind-filter")).get();
    expect(marks).toEqual(searchFacetMarks(adults));
    expect(marks).toContain("age:18");
    expect(marks).toContain("age:99");
    expect(marks.filter((mark) => mark.startsWith("age:"))).toHaveLength(82);
    expect($("h1").text()).toBe("Adult Ballet");
  });

  it("writes nothing for tokens the filter cannot read, and a page without them keeps its own", () => {
    expect(facetMarks("a|b")).toBe("");
    const $ = load(asIndexed(`<main data-pagefind-body><article ${SEARCH_FACETS}="a|b"><h1>Memberships</h1></article></main>`)!);
    expect($("body").html()).toBe(`<main data-pagefind-body=""><article ${SEARCH_FACETS}="a|b"><h1>Memberships</h1></article></main>`);
  });
});

describe("the demo's class pages", () => {
  it("carry their facets as the filter's own tokens: read back, each is the class its card on /classes/ gives the filter", async () => {
    const list = load(await demo.readPage("/classes/"));
    const cards = new Map<string, FilterableClass>();
    list(".class-item").each((_, element) => {
      const card = list(element);
      const data = (name: string) => card.attr(`data-${name}`);
      cards.set(card.find(".class-card__name a").attr("href")!, readFilterable({ category: data("category"), location: data("location"), meets: data("meets"), ageMin: data("age-min"), ageMax: data("age-max"), start: data("start"), noSpots: data("no-spots") }));
    });
    let compared = 0;
    for (const path of (await demo.pages()).filter((page) => pageTypeOf(page) === "class page")) {
      const tokens = load(await demo.readPage(path))(`[${SEARCH_FACETS}]`).attr(SEARCH_FACETS);
      const [item] = readItemTokens(tokens ?? "");
      expect(item, path).toBeDefined();
      if (cards.has(path)) {
        expect(item, path).toEqual(cards.get(path));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
