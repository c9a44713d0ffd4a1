import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useDemoBrowser, type WatchedPage } from "./demo-browser.ts";
import { pageWatched, shiftScore, WATCH_SHIFTS_AND_POLICY } from "./page-watch.ts";

/**
 * The site search (issue 35) in real Chromium on the demo studio: the header's control loads
 * nothing until used, "/" opens it and Escape closes it, Pagefind's index answers under the
 * page's own policy (no CSP violation: any would be a console error), and a class's exact name
 * lists its page first.
 */
const demo = useDemoBrowser();

/** Requests for anything of the search: its script, its words, Pagefind's bundle. */
const searchRequests = (requests: readonly string[]) => requests.filter((url) => /\/pagefind\/|site-search-client|\/search\/words\.json/.test(url));

async function openWatched(path: string): Promise<{ watched: WatchedPage; page: Page; requests: string[] }> {
  const watched = await demo().open({ viewport: { width: 390, height: 800 } });
  const requests: string[] = [];
  watched.page.on("request", (request) => requests.push(request.url()));
  await watched.page.goto(`${demo().origin}${path}`, { waitUntil: "load" });
  return { watched, page: watched.page, requests };
}

/** The result links the box lists, in order, once its status says how many. */
async function resultLinks(page: Page, scope: string): Promise<string[]> {
  await page.locator(`${scope} [role=status]`).filter({ hasText: /\d/ }).waitFor();
  return page.locator(`${scope} ol a`).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** An init script that notes when (performance.now()) /search/'s results list is first drawn into, in `window.__resultsDrawnAt`. */
const WATCH_RESULTS_DRAWN = `
  window.__resultsDrawnAt = null;
  new MutationObserver((changes, watcher) => {
    if (!changes.some((change) => change.target instanceof Element && change.target.matches(".search-results") && change.addedNodes.length > 0)) return;
    window.__resultsDrawnAt = performance.now();
    watcher.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

describe("site search on the demo", () => {
  it("fetches nothing until used; '/' opens it, a class's exact name lists its page first, Escape closes it, with no CSP violation", async () => {
    const { watched, page, requests } = await openWatched("/schedule/");
    await page.waitForTimeout(0);
    expect(searchRequests(requests)).toEqual([]);
    // The page carries the link alone: the box is made when first opened.
    expect(await page.locator("#site-search-box").count()).toBe(0);
    await page.keyboard.press("/");
    const field = page.locator("#site-search-box input[name=q]");
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("Ballet I (Ages 5–7)");
    const links = await resultLinks(page, "#site-search-box");
    expect(links[0]).toBe("/classes/ballet-i-ages-5-7/");
    // Its line of facts says the ages its name says already once, in the name (agesBesideName).
    const facts = (await page.locator("#site-search-box li").first().locator("p.small").first().innerText()).replace(/\s+/g, " ");
    expect(facts).toMatch(/^Mon 4:00 PM – 4:45 PM · Main Street Studio · \$85\.00\/month/);
    // Its excerpt reads as the page does, not as the result's own line again: no category tag run into the name
    // ("Ballet Ballet I"), no two badges or a day and its time run together ("Ages 5–71 spot left", "Mon4:00 PM").
    const excerpt = (await page.locator("#site-search-box li").first().locator("p.small").last().innerText()).replace(/\s+/g, " ");
    expect(excerpt).toMatch(/^Ballet I \(Ages 5–7\)\. When\. Mon 4:00 PM – 4:45 PM\./);
    expect(searchRequests(requests).some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
    // Named by the box's own words once they arrive, and styled by its script (under the page policy).
    expect(await field.getAttribute("aria-label")).toBe("Search classes, seasons and more");
    expect(await page.locator("#site-search-box").evaluate((box) => getComputedStyle(box).boxShadow)).not.toBe("none");
    // Keyboard only: Tab reaches the first result.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).pathname)).toBe("/classes/ballet-i-ages-5-7/");
    await page.keyboard.press("Escape");
    expect(await page.locator("#site-search-box").isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-site-search"))).toBe(true);
    expect(await page.locator("[data-site-search]").getAttribute("aria-expanded")).toBe("false");
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("finds a class by a word only its description has, on a shared /search/?q= link, fetching each file the page preloads once", async () => {
    const { watched, page, requests } = await openWatched("/search/?q=pirouettes");
    const links = await resultLinks(page, "[data-search-page]");
    // The season that lists the class quotes its description too; the class's own page is found.
    expect(links).toContain("/classes/leaps-and-turns-workshop/");
    expect(await page.locator("#search-page-q").inputValue()).toBe("pirouettes");
    // What the page preloads (Pagefind's script and WebAssembly, the box's words) is what the search asks for, each once.
    // (The page's own: the bundler's loader adds its own for the search's script chunks, under /_astro/.)
    const preloaded = (await page.locator("link[rel=preload], link[rel=modulepreload]").evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).filter(
      (url) => !new URL(url).pathname.startsWith("/_astro/"),
    );
    expect(preloaded.map((url) => new URL(url).pathname).sort()).toEqual(["/pagefind/pagefind.js", "/pagefind/wasm.en-us.pagefind", "/search/words.json"]);
    for (const url of preloaded) expect(requests.filter((request) => request === url), url).toHaveLength(1);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("still lists results, counted as a number, when the box's words do not arrive", async () => {
    const watched = await demo().open({ viewport: { width: 390, height: 800 } });
    await watched.page.route("**/search/words.json", (route) => route.abort());
    await watched.page.goto(`${demo().origin}/schedule/`, { waitUntil: "load" });
    await watched.page.keyboard.press("/");
    await watched.page.keyboard.type("Ballet I (Ages 5–7)");
    expect((await resultLinks(watched.page, "#site-search-box"))[0]).toBe("/classes/ballet-i-ages-5-7/");
    expect(await watched.page.locator("#site-search-box [role=status]").innerText()).toMatch(/^\d+$/);
    await watched.close();
  });

  it("opens a shared link's choices, says an age it cannot read is not one, next to the field, and searches without it", async () => {
    const { watched, page } = await openWatched("/search/?q=ballet&age=200");
    expect((await resultLinks(page, "[data-search-page]")).length).toBeGreaterThan(3);
    expect(await page.locator(".search-page__facets").getAttribute("open")).not.toBeNull();
    const problem = page.locator("#search-age-problem");
    expect(await problem.isVisible()).toBe(true);
    expect(await page.locator("input[name=age]").getAttribute("aria-describedby")).toBe("search-age-problem");
    await page.locator("input[name=age]").fill("6");
    await expect.poll(() => problem.isVisible()).toBe(false);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("shows a shared link's results where room was kept for them: nothing on the screen moves (layout shift 0, as Lighthouse counts it)", async () => {
    for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
      const watched = await demo().open({ viewport });
      await watched.page.addInitScript(WATCH_SHIFTS_AND_POLICY);
      await watched.page.addInitScript(WATCH_RESULTS_DRAWN);
      await watched.page.goto(`${demo().origin}/search/?q=ballet`, { waitUntil: "load" });
      expect((await resultLinks(watched.page, "[data-search-page]")).length).toBeGreaterThan(3);
      // A name without its ages keeps them on its line of facts.
      const adult = watched.page.locator("[data-search-page] li").filter({ has: watched.page.getByRole("link", { name: "Adult Ballet Basics" }) });
      expect((await adult.locator("p.small").first().innerText()).replace(/\s+/g, " ")).toMatch(/^Ages 18\+ · Wed 7:30 PM/);
      // Two frames after the results are drawn, so any shift they caused is recorded.
      await watched.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const drawnAt = await watched.page.evaluate(() => (window as unknown as { __resultsDrawnAt: number | null }).__resultsDrawnAt);
      expect(drawnAt, "the results list was drawn into").not.toBeNull();
      const seen = await pageWatched(watched.page);
      // From the frame the results were drawn on: what they moved. Before it, a machine too busy to
      // paint the page in one go can show it in parts; that is the page's own, which Lighthouse's
      // layout-shift figure measures (npm run bench), and the moved elements say so when it fails.
      expect(shiftScore(seen.shifts, drawnAt!), `${viewport.width} px, moved: ${seen.moved.join("; ")}`).toBe(0);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it.each(["category=ballet", "location=main-street-studio", "day=6", "day=1&day=3", "time=morning", "age=6", "age=12", "age=30&no-age-range=yes", "spots=yes", "category=gymnastics&spots=yes"])(
    "narrowed by the filter's own fields (%s), lists exactly the classes the filter shows for the same choice",
    async (choice) => {
      const { watched, page } = await openWatched(`/search/?${choice}`);
      const found = (await resultLinks(page, "[data-search-page]")).sort();
      await page.goto(`${demo().origin}/classes/?${choice}`, { waitUntil: "load" });
      await page.locator("[data-filter-status]").filter({ hasText: /\d/ }).waitFor();
      const filtered = await page.locator(".class-item .class-card__name a").evaluateAll((links) =>
        links.filter((link) => link.checkVisibility()).map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      expect(filtered.length).toBeGreaterThan(0);
      expect(found).toEqual([...new Set(filtered)].sort());
      expect(watched.problems).toEqual([]);
      await watched.close();
    },
  );
});
