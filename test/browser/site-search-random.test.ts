import fc from "fast-check";
import { load } from "cheerio";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../support/build-site.ts";
import { launchChromium } from "../support/chromium.ts";
import { materializeStudio, studioArbitrary } from "../support/random-studio.ts";
import { startStaticServer } from "../support/static-server.ts";
import { syncStudio } from "../support/sync-harness.ts";

/**
 * The site search on seeded random studios (test/support/random-studio.ts, issue 22's
 * generator: accents, emoji, markup, look-alike names): every listed class whose displayed
 * name (its page's <h1>) has a letter or a digit is found by that name, its page among the
 * first results. A small slice here; SEARCH_STUDIOS=N runs more.
 */
const SEED = 35;
const STUDIOS = Number(process.env.SEARCH_STUDIOS ?? 2);
let browser: Browser;

/** Runs in the page: Pagefind's own API, each class's name searched, its page wanted among the first five results. */
const FIND_EACH = `async (wanted) => {
  const pagefind = await import("/pagefind/pagefind.js");
  await pagefind.options({ noWorker: true });
  const lost = [];
  for (const { path, name } of wanted) {
    const found = await pagefind.search(name);
    const urls = await Promise.all(found.results.slice(0, 5).map(async (result) => (await result.data()).url));
    if (!urls.includes(path)) lost.push(name + " (" + path + "): " + (urls.join(", ") || "nothing"));
  }
  return lost;
}`;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("site search on random studios", () => {
  const plans = fc.sample(studioArbitrary({ largeShare: 0 }), { seed: SEED, numRuns: STUDIOS });
  it.each(plans.map((plan, index) => [index, plan] as const))("studio %i: finds every listed class by its displayed name", { timeout: 180_000 }, async (_, plan) => {
    const now = new Date();
    const studio = materializeStudio(plan, now);
    const snapshot = await syncStudio(studio.data, { now, daysAhead: studio.daysAhead });
    const site = await buildSite({ snapshot });
    const server = await startStaticServer(site.outDir);
    try {
      expect(site.code, site.output).toBe(0);
      const classes: { path: string; name: string }[] = [];
      for (const path of await site.pages()) {
        if (!/^\/classes\/[^/]+\/$/.test(path) || /^\/classes\/(category|location)\//.test(path)) continue;
        const name = load(await site.readPage(path))("h1").first().text();
        if (/[\p{L}\p{N}]/u.test(name)) classes.push({ path, name });
      }
      expect(classes.length).toBeGreaterThan(0);
      const page = await browser.newPage();
      await page.goto(`${server.origin}/search/`);
      // A string, so the test runner's transform leaves the page's own import() alone.
      const missed = (await page.evaluate(`(${FIND_EACH})(${JSON.stringify(classes)})`)) as string[];
      expect(missed).toEqual([]);
      await page.close();
    } finally {
      await server.close();
      await site.cleanup();
    }
  });
});
