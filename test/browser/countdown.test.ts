import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { countdownText } from "../../src/page-rules/countdown.ts";
import { sharedSite } from "../support/shared-sites.ts";
import { useDemoBrowser } from "./demo-browser.ts";
import { pageWatched, shiftScore, WATCH_SHIFTS_AND_POLICY } from "./page-watch.ts";

/**
 * Registration day's countdown on a season page (issue 36) in real Chromium, at 390 px: it
 * reads what the build wrote when the page's clock is the build's, keeps right as the clock
 * runs on (to the last hour, then "open now"), moves nothing while it changes, and runs under
 * the page's own CSP. The browser's clock is Playwright's, set to the build's moment.
 */
const demo = useDemoBrowser();

const HOUR = 60 * 60 * 1000;

describe("a season page's countdown", () => {
  it("reads the build's words at the build's moment, changes with the clock without moving anything, and runs under the page's CSP", async () => {
    const shared = await sharedSite("demo");
    const { site } = demo();
    const seasons = (await site.pages()).filter((path) => /^\/seasons\/[^/]+\/$/.test(path));
    const pages = await Promise.all(seasons.map(async (path) => ({ path, html: load(await site.readPage(path)) })));
    // The demo has a season opening within days of the day it is built.
    const withOpening = pages.find(({ html }) => html("[data-countdown-at]").length > 0);
    expect(withOpening, "a season page with an opening ahead").toBeDefined();
    const { path, html } = withOpening!;
    const at = Number(html("[data-countdown-at]").first().attr("data-countdown-at"));
    const built = html("[data-countdown-at]").first().text();
    // The build read its clock between these two instants: its words are what the rule says there.
    expect([countdownText(at - shared.builtAfter.getTime(), "en-US"), countdownText(at - shared.builtBefore.getTime(), "en-US")]).toContain(built);

    const watched = await demo().open({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = watched;
      await page.clock.install({ time: shared.builtBefore });
      await page.addInitScript(WATCH_SHIFTS_AND_POLICY);
      await page.goto(`${demo().origin}${path}`, { waitUntil: "load" });
      const countdown = page.locator("[data-countdown-at]").first();
      const shown = async () => (await countdown.textContent())?.trim();
      expect(await shown()).toBe(countdownText(at - shared.builtBefore.getTime(), "en-US"));
      const sentence = await page.locator(".openings p strong").first().textContent();
      expect(sentence).toBe(html(".openings p strong").first().text());
      const boxBefore = await page.locator(".openings p").first().boundingBox();

      // An hour and a half before the opening: "in 1 hour", once the next tick has run.
      await page.clock.fastForward(at - 1.5 * HOUR - shared.builtBefore.getTime());
      await page.clock.runFor(20_000);
      expect(await shown()).toBe("in 1 hour");
      await page.clock.fastForward(2 * HOUR);
      await page.clock.runFor(20_000);
      expect(await shown()).toBe("open now");

      const seen = await pageWatched(page);
      expect({ shift: shiftScore(seen.shifts), csp: seen.csp }, seen.moved.join("; ")).toEqual({ shift: 0, csp: [] });
      expect(await page.locator(".openings p").first().boundingBox()).toEqual(boxBefore);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
