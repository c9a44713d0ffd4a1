import { load, type CheerioAPI } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { addDays, startOfWeek, studioClock, studioToday, weekdayOf } from "../../src/core/local-time.ts";
import { sessionTiming } from "../../src/page-rules/session-facts.ts";
import { DEMO_TIMEZONE, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";

/**
 * What a phone reader relies on in the built pages' structure (the browser tests measure
 * the rendered sizes): the order of a class page, its sessions split into pages of 8
 * weeks, the schedule's day links and week navigation, counts within each list's own
 * set, class names as links, and the demo's logo. Built from the demo-like studio with
 * 70 days of sessions (so some fall after the first 8 weeks), and once more as a real
 * studio's snapshot.
 */
let demo: BuiltSite;
let real: BuiltSite;
let today: string;
let mainSeasonPath: string;
let demoSnapshot: Snapshot;
let realSnapshot: Snapshot;
/** The build reads the clock somewhere between these two instants. */
let builtAfter: Date;
let builtBefore: Date;

beforeAll(async () => {
  const now = new Date();
  today = studioToday(now, DEMO_TIMEZONE);
  const api = await demoLikeSnapshot(now);
  api.source = { kind: "api", api_url: "https://api.example.com/v1" };
  realSnapshot = api;
  // Its name (and so its slug) follows the calendar of the day the demo is built for.
  mainSeasonPath = `/seasons/${api.registrations.find((season) => season.name.endsWith("Dance & Gymnastics Season"))!.slug}/`;
  demoSnapshot = await demoLikeSnapshot(now, { daysAhead: 70 });
  builtAfter = new Date();
  [demo, real] = await Promise.all([
    buildSite({ snapshot: demoSnapshot }),
    buildSite({ snapshot: api, env: { SITE_URL: "https://schedule.example.com" } }),
  ]);
  builtBefore = new Date();
});

afterAll(async () => {
  await Promise.all([demo, real].map((site) => site?.cleanup()));
});

async function page(site: BuiltSite, path: string): Promise<CheerioAPI> {
  return load(await site.readPage(path));
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** Position of the first element matching `selector` in document order; -1 when there is none. */
function position($: CheerioAPI, selector: string): number {
  const found = $(selector).first();
  return found.length === 0 ? -1 : $("*").index(found);
}

/** The session dates a page lists, from each row's `<time datetime>`. */
const sessionDates = ($: CheerioAPI) =>
  $(".session-list time")
    .map((_, time) => ($(time).attr("datetime") ?? "").slice(0, 10))
    .get();


describe("a class page on a phone", () => {
  it("puts the price, the sign-up button, the days and times, the ages and the location before the session list", async () => {
    // Ballet II: full, ages 8-10, at Main Street Studio, Mondays for an hour and Wednesdays for 75 minutes.
    const $ = await page(demo, "/classes/ballet-ii-ages-8-10/");
    const sessions = position($, "#sessions");
    expect(sessions).toBeGreaterThan(0);
    for (const selector of [".signup__price", ".signup a.button", "#when", ".weekly li", "#details", "dt:contains('Ages')", "dt:contains('Location')"]) {
      const at = position($, selector);
      expect(at, selector).toBeGreaterThan(0);
      expect(at, selector).toBeLessThan(sessions);
    }
    expect(words($(".signup a.button").text())).toContain("Check for a waitlist");
    expect([$(".weekly li strong").first().text(), $(".weekly li span").first().text()]).toEqual(["Mon", "5:00 PM – 6:00 PM · 1 hr"]);
  });

  it("lists the next 8 weeks of sessions and links the later ones, each session on exactly one page", async () => {
    // Recreational Gymnastics Level 1 meets Mondays and Wednesdays through its end date, months away.
    const gymnastics = demoSnapshot.classes.find((cls) => cls.name === "Recreational Gymnastics Level 1")!;
    const all = [...new Set((demoSnapshot.sessions_by_class[gymnastics.id] ?? []).map((session) => session.date))].sort();
    expect(all.every((date) => [1, 3].includes(weekdayOf(date)))).toBe(true);
    const firstAfter = addDays(today, 56);
    expect(all.at(-1)! >= firstAfter).toBe(true);
    const $ = await page(demo, "/classes/recreational-gymnastics-level-1/");
    // A session of today that was over when the site was built is not listed any more.
    const todays = (demoSnapshot.sessions_by_class[gymnastics.id] ?? []).find((session) => session.date === today);
    const end = todays && sessionTiming(todays, gymnastics.duration_minutes, studioClock(DEMO_TIMEZONE)).end;
    const endsAt = end ? new Date(end.at) : null;
    const firstPage = all.filter((date) => date < firstAfter);
    const withoutToday = firstPage.filter((date) => date !== today);
    if (!endsAt || endsAt > builtBefore) expect(sessionDates($)).toEqual(firstPage);
    else if (endsAt <= builtAfter) expect(sessionDates($)).toEqual(withoutToday);
    else expect([firstPage, withoutToday]).toContainEqual(sessionDates($));
    const later = $("#later-sessions").parent().find("a");
    const hrefs = later.map((_, a) => $(a).attr("href")).get();
    expect(hrefs[0]).toBe("/classes/recreational-gymnastics-level-1/sessions/");
    expect(hrefs.slice(1)).toEqual(hrefs.slice(1).map((_, index) => `/classes/recreational-gymnastics-level-1/sessions/${index + 2}/`));
    const laterDates = all.filter((date) => date >= firstAfter);

    // Every later session is on exactly one later page, in order, each page telling its own count.
    const listed: string[] = [];
    for (const [index, href] of hrefs.entries()) {
      const $later = await page(demo, href);
      const dates = sessionDates($later);
      expect(words(later.eq(index).text())).toMatch(new RegExp(`^${dates.length} sessions?, `));
      listed.push(...dates);
      expect($later("h1").text()).toMatch(/^Recreational Gymnastics Level 1: sessions /);
      expect($later(`main a[href="/classes/recreational-gymnastics-level-1/"]`).length).toBeGreaterThan(0);
      // Its structured data describes the sessions it lists, at its own address.
      const course = JSON.parse($later('script[type="application/ld+json"]').first().text()) as { url: string; hasCourseInstance: { startDate: string }[] };
      expect(course.url).toBe(`http://localhost:4321${href}`);
      expect(course.hasCourseInstance.map((instance) => instance.startDate.slice(0, 10))).toEqual(dates);
    }
    expect(listed).toEqual(laterDates);
  });

  it("builds no later-sessions page for a class whose sessions all fall in the next 8 weeks", async () => {
    // Open Gym has no end date, so its sessions stop at the 30-day window.
    const openGym = demoSnapshot.classes.find((cls) => cls.name === "Open Gym")!;
    const dates = (realSnapshot.sessions_by_class[openGym.id] ?? []).map((session) => session.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date < addDays(today, 56))).toBe(true);
    expect(await real.pages()).not.toContain("/classes/open-gym/sessions/");
    expect((await page(real, "/classes/open-gym/"))("#later-sessions")).toHaveLength(0);
    // while a class that runs for months has one.
    expect(await real.pages()).toContain("/classes/recreational-gymnastics-level-1/sessions/");
  });
});

describe("the schedule on a phone", () => {
  const range = (from: string, to: string) =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).formatRange(new Date(from), new Date(to));

  it("titles every week page by the first and last day it shows", async () => {
    const weeks = (await demo.pages()).filter((path) => path.startsWith("/schedule/"));
    expect(weeks.length).toBeGreaterThan(5);
    for (const path of weeks) {
      const $ = await page(demo, path);
      const days = $(".schedule-day").map((_, day) => $(day).attr("id") ?? "").get();
      const heading = `Schedule: ${range(days[0]!, days.at(-1)!)}`;
      // Intl's ranges carry thin spaces around the dash: compare the text as it is.
      expect($("h1").text().trim(), path).toBe(heading);
      // The <title> has its whitespace made plain.
      expect(words($("title").text()).startsWith(`${words(heading)} · `), path).toBe(true);
    }
    expect((await page(demo, "/schedule/"))("h1").text().trim()).toBe(`Schedule: ${range(today, addDays(startOfWeek(today, "en-US"), 6))}`);
  });

  it("links each day from the top of the week, and has the week navigation above and below the days", async () => {
    const second = (await demo.pages()).filter((path) => /^\/schedule\/\d/.test(path))[0]!;
    for (const path of ["/schedule/", second]) {
      const $ = await page(demo, path);
      const days = $(".schedule-day").map((_, day) => `#${$(day).attr("id")}`).get();
      // A week with one day left (the studio's Saturday: /schedule/ starts today) has nothing to jump between.
      expect($(".day-jumps a").map((_, a) => $(a).attr("href")).get(), path).toEqual(days.length > 1 ? days : []);
      if (days.length > 1) expect(position($, ".day-jumps"), path).toBeLessThan(position($, ".schedule-day"));
      const navs = $("nav.week-nav");
      expect(navs, path).toHaveLength(2);
      expect($("*").index(navs.first()), path).toBeLessThan(position($, ".schedule-day"));
      expect($("*").index(navs.last()), path).toBeGreaterThan($("*").index($(".schedule-day").last()));
      expect(navs.first().find("a").map((_, a) => $(a).attr("href")).get(), path).toEqual(navs.last().find("a").map((_, a) => $(a).attr("href")).get());
    }
  });
});

describe("class lists without JavaScript", () => {
  it("counts, in every jump link and group heading, the classes of that group on the page itself", async () => {
    const lists = (await demo.pages()).filter((path) => /^\/classes\/(category|location)\//.test(path));
    let grouped = 0;
    for (const path of lists) {
      const $ = await page(demo, path);
      $("[data-browse] a").each((_, a) => {
        const href = $(a).attr("href") ?? "";
        const count = /\((\d+)\)/.exec($(a).text())?.[1];
        if (!href.startsWith("#")) {
          // Links to other pages carry no count: their classes are not on this page.
          expect(count, `${path} -> ${href}`).toBeUndefined();
          return;
        }
        grouped += 1;
        const section = $(`section[aria-labelledby="${href.slice(1)}"]`);
        expect(Number(count), `${path} -> ${href}`).toBe(section.find(".class-item").length);
        expect(words($(href).text()), `${path} ${href}`).toMatch(new RegExp(`\\(${count}\\)$`));
      });
    }
    expect(grouped).toBeGreaterThan(0);
  });
});

describe("links a family taps", () => {
  it("marks every class name that links to its class page as a class link", async () => {
    // The schedule's second week, which always holds a whole one (the first runs from today: late on a Saturday it may hold no row).
    const nextWeek = (await page(demo, "/schedule/"))('nav.week-nav a[rel="next"]').first().attr("href")!;
    for (const path of ["/", "/classes/", "/schedule/", nextWeek, "/classes/category/ballet/", mainSeasonPath, "/trials/"]) {
      const $ = await page(demo, path);
      const toClassPages = $("main a").filter((_, a) => /^\/classes\/(?!category\/|location\/)[^/]+\/$/.test($(a).attr("href") ?? ""));
      const names = toClassPages.filter((_, a) => !$(a).hasClass("button") && !$(a).closest("nav, .breadcrumbs").length);
      if (path !== "/schedule/") expect(names.length, path).toBeGreaterThan(0);
      names.each((_, a) => {
        expect($(a).hasClass("class-link"), `${path}: ${$(a).text()}`).toBe(true);
      });
    }
  });
});

describe("the logo", () => {
  it("shows the demo studio's logo, sized, with the studio's name as its text", async () => {
    const $ = await page(demo, "/");
    expect($(".site-brand img").attr("src")).toBe("/demo-logo.svg");
    expect([$(".site-brand img").attr("width"), $(".site-brand img").attr("height")]).toEqual(["190", "40"]);
    expect($(".site-brand img").attr("alt")).toBe("Brightside Dance & Gymnastics");
    expect(await demo.files()).toContain("demo-logo.svg");
  });

  it("never shows the demo's logo on a real studio's site", async () => {
    const $ = await page(real, "/");
    expect($(".site-brand img")).toHaveLength(0);
    expect(words($(".site-brand").text())).toBe("Brightside Dance & Gymnastics");
    expect(await real.files()).not.toContain("demo-logo.svg");
  });
});
