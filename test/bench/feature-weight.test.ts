import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { measureFeatureWeights, SITE_SEARCH, TOLD_IN_TIME, withoutFeature } from "../../bench/feature-weight.ts";

/** A page as the build writes one: the parts among the page's own, with their CSS rules beside the page's. */
const page = (parts: boolean) => `<!DOCTYPE html><html><head>${parts ? '<link rel="alternate" type="application/atom+xml" href="/changes.xml">' : ""}<style>.card{padding:1rem}${parts ? ".site-footer__changes a," : ""}.site-footer__reach a{min-height:2.75rem}${parts ? "@media (scripting:none){.add-date{display:none}}.openings{margin:1rem}" : ""}</style>${parts ? '<script type="module" src="/_astro/AddDateLoader.x.js"></script>' : ""}</head><body><main><h1>Open Gym</h1><ul${parts ? ' data-add-class="c1"' : ""}><li class="session"><time datetime="2026-12-06T13:00:00-05:00">Sun, Dec 6</time>${parts ? '<button class="button" type="button" data-add-date>Add this date to your calendar</button>' : ""}</li></ul></main><footer>${parts ? '<p class="small site-footer__changes"><a href="/changes.xml">Follow changes</a> in a feed reader.</p>' : ""}<p>Times are the studio's.</p></footer></body></html>`;

describe("what a feature's parts add to a page", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("takes out exactly the parts and their CSS, leaving the page as it would be without them", () => {
    const without = withoutFeature(page(true), TOLD_IN_TIME);
    expect(without).not.toMatch(/changes\.xml|data-add-date|data-add-class|AddDate|openings|Follow changes/);
    expect(without).toContain(".card{padding:1rem}");
    // A rule the parts share with the page's own keeps the page's selector.
    expect(without).toContain(".site-footer__reach a{min-height:2.75rem}");
    expect(without).toContain("Times are the studio's.");
  });

  it("counts the parts' gzipped bytes per page, and names a page over the issue's 0.3 KB", async () => {
    const dir = await mkdtemp(join(tmpdir(), "told-in-time-"));
    dirs.push(dir);
    await mkdir(join(dir, "classes/open-gym"), { recursive: true });
    await writeFile(join(dir, "classes/open-gym/index.html"), page(true));
    await writeFile(join(dir, "index.html"), page(false));
    const [weight] = await measureFeatureWeights(dir, [TOLD_IN_TIME]);
    const classPage = weight!.byType.find((type) => type.type === "class page")!;
    expect(classPage.addedGzipBytes.max).toBeGreaterThan(50);
    expect(weight!.byType.find((type) => type.type === "home")!.addedGzipBytes.max).toBe(0);
    expect(weight!.over).toEqual([]);
    await writeFile(join(dir, "classes/open-gym/index.html"), page(true).replace("</main>", `<div class="openings">${"Opens for everyone Tuesday at 9:00 AM. ".repeat(5)}${Array.from({ length: 40 }, (_, n) => n * 7919).join(" ")}</div></main>`));
    expect((await measureFeatureWeights(dir, [TOLD_IN_TIME]))[0]!.over.map((entry) => entry.path)).toEqual(["/classes/open-gym/"]);
  });

  it("takes the site search's control, its marks and its CSS out of a page, and leaves /search/ itself unmeasured", async () => {
    const searchable = `<!DOCTYPE html><html><head><style>.site-header{display:flex}.site-search{margin-inline-start:auto}.site-search__box input{width:100%}</style><script type="module" src="/_astro/SiteSearch.x.js"></script></head><body><header class="site-header"><a class="site-search" href="/search/" data-site-search="/">Search</a></header><main data-pagefind-body><article data-search-facets="ballet|main||5|7||"><h1 data-pagefind-weight="10">Ballet I</h1><p data-pagefind-meta="ages" data-pagefind-ignore>Ages 5–7</p></article></main></body></html>`;
    const without = withoutFeature(searchable, SITE_SEARCH);
    expect(without).not.toMatch(/pagefind|site-search|SiteSearch|Search</);
    expect(without).toContain(".site-header{display:flex}");
    expect(without).toContain("<article><h1>Ballet I</h1>");
    expect(without).toContain("<p>Ages 5–7</p>");
    const dir = await mkdtemp(join(tmpdir(), "site-search-"));
    dirs.push(dir);
    await mkdir(join(dir, "search"), { recursive: true });
    await writeFile(join(dir, "search/index.html"), searchable);
    await writeFile(join(dir, "index.html"), searchable);
    const [weight] = await measureFeatureWeights(dir, [SITE_SEARCH]);
    expect(weight!.byType.map((type) => [type.type, type.pages])).toEqual([["home", 1]]);
    expect(weight!.byType[0]!.addedGzipBytes.max).toBeGreaterThan(50);
  });
});
