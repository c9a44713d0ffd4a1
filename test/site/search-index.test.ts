import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { pageTypeOf, type PageType } from "../../bench/page-types.ts";
import type { BuiltSite } from "../support/build-site.ts";
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
