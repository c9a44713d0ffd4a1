import { load } from "cheerio";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { secondWeek, type WatchedPage, useDemoBrowser } from "./demo-browser.ts";

/**
 * What a family does with the demo studio's site in a real browser: the class filter
 * on /classes/ (with and without JavaScript) and keyboard-only use of class pages.
 */
const demo = useDemoBrowser();

/** Class page links listed on a built page, read from its HTML (no browser, no script). */
async function listedClasses(path: string): Promise<string[]> {
  const $ = load(await demo().site.readPage(path));
  return $(".class-item .class-card__name a")
    .map((_, link) => $(link).attr("href") ?? "")
    .get()
    .sort();
}

interface ClassItem {
  href: string;
  category: string;
  location: string;
  /** "1@16:00" tokens: weekday (0 = Sunday) and local start time. */
  meets: { day: string; start: string | null }[];
  ageMin: number | null;
  ageMax: number | null;
}

/** Every class on /classes/ with its filter data, from the built HTML. */
async function classItems(): Promise<ClassItem[]> {
  const $ = load(await demo().site.readPage("/classes/"));
  const number = (text: string | undefined) => (text ? Number(text) : null);
  return $(".class-item")
    .map((_, element) => {
      const item = $(element);
      return {
        href: item.find(".class-card__name a").attr("href") ?? "",
        category: item.attr("data-category") ?? "",
        location: item.attr("data-location") ?? "",
        meets: (item.attr("data-meets") ?? "")
          .split(" ")
          .filter(Boolean)
          .map((token) => {
            const [day, start] = token.split("@");
            return { day: day!, start: start ?? null };
          }),
        ageMin: number(item.attr("data-age-min")),
        ageMax: number(item.attr("data-age-max")),
      };
    })
    .get();
}

/** Class links the browser shows right now (hidden ones excluded, as a family sees them). */
function visibleClasses(page: Page): Promise<string[]> {
  return page.locator(".class-item .class-card__name a").evaluateAll((links) =>
    links
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute("href") ?? "")
      .sort(),
  );
}

async function optionValues(page: Page, name: string): Promise<string[]> {
  return (await page.locator(`form[data-class-filter] select[name="${name}"] option`).evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  )).filter((value) => value !== "");
}

async function checkboxValues(page: Page, name: string): Promise<string[]> {
  return page.locator(`form[data-class-filter] input[type=checkbox][name="${name}"]`).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
}

interface Choice {
  category?: string;
  days?: string[];
  times?: string[];
  age?: string;
  noAgeRange?: boolean;
  location?: string;
}

/** Sets the filter form as a family would and returns what stays visible. */
async function filterBy(page: Page, values: Choice): Promise<string[]> {
  const form = page.locator("form[data-class-filter]");
  // A link that carries a filter opens the page with the disclosure closed.
  if (!(await form.isVisible())) await page.locator("[data-filter-box] summary").click();
  await form.locator("button[type=reset]").click();
  for (const name of ["category", "location"] as const) {
    const value = values[name];
    if (value !== undefined) await form.locator(`select[name="${name}"]`).selectOption(value);
  }
  for (const day of values.days ?? []) await form.locator(`input[name="day"][value="${day}"]`).check();
  for (const time of values.times ?? []) await form.locator(`input[name="time"][value="${time}"]`).check();
  if (values.age !== undefined) await form.locator('input[name="age"]').fill(values.age);
  if (values.noAgeRange) await form.locator('input[name="no-age-range"]').check();
  return visibleClasses(page);
}

/** The parts of the day as the page states them: before 12:00, 12:00 to 16:59, from 17:00. */
const partOfDay = (start: string) => (start < "12:00" ? "morning" : start < "17:00" ? "afternoon" : "evening");
const givesNoAge = (item: ClassItem) => item.ageMin === null && item.ageMax === null;
const fitsAge = (item: ClassItem, age: number) =>
  !givesNoAge(item) && (item.ageMin === null || age >= item.ageMin) && (item.ageMax === null || age <= item.ageMax);

const intersect = (...lists: string[][]) => lists.reduce((a, b) => a.filter((value) => b.includes(value)));

/** A test that sets the form tens of times, each a few round trips to the browser: minutes on a busy two-core machine. */
const FORM_WALK_TIMEOUT = 120_000;

describe("the class filter on /classes/ with JavaScript", { timeout: FORM_WALK_TIMEOUT }, () => {
  let watched: WatchedPage;
  let page: Page;
  let all: string[];

  beforeAll(async () => {
    // After each change the filter brings the first result on screen, gliding ~650 px over half a second at
    // this size unless the visitor asks for less motion. A tap sent during the glide lands beside its checkbox
    // ("Clicking the checkbox did not change its state", seen under load): these tests read the results, so
    // they ask for less motion; the glide itself is the phone walk's (phone.test.ts).
    watched = await demo().open({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
    page = watched.page;
    await page.goto(`${demo().origin}/classes/`);
    await page.locator("[data-filter-box] summary").waitFor({ state: "visible" });
    all = (await classItems()).map((item) => item.href).sort();
  });

  it("shows the filter closed on a phone, lists every class, hides the static links it replaces, and loads its matching when a family reaches for it", async () => {
    expect(all.length).toBeGreaterThan(5);
    expect(await visibleClasses(page)).toEqual(all);
    expect(await page.locator("[data-browse]").first().isVisible()).toBe(false);
    // Closed on a phone (issue 33): the first class shows on the first screen.
    expect(await page.locator("form[data-class-filter]").isVisible()).toBe(false);
    expect(await page.locator("[data-filter-status]").textContent()).toBe("");
    await page.locator("[data-filter-box] summary").click();
    await page.locator('form[data-class-filter] input[name="age"]').focus();
    await expect.poll(() => page.locator("[data-filter-status]").textContent()).toBe(`Showing ${all.length} of ${all.length} classes.`);
  });

  it("narrows by each category to exactly the classes of that category's static page", async () => {
    const categories = await optionValues(page, "category");
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories) {
      const shown = await filterBy(page, { category });
      expect(shown, category).toEqual(await listedClasses(`/classes/category/${category}/`));
      expect(shown.length, category).toBeLessThan(all.length);
    }
  });

  it("narrows by each location to exactly the classes of that location's static page", async () => {
    const locations = await optionValues(page, "location");
    expect(locations.length).toBeGreaterThan(1);
    for (const location of locations) {
      const shown = await filterBy(page, { location });
      expect(shown, location).toEqual(await listedClasses(`/classes/location/${location}/`));
      expect(shown.length, location).toBeLessThan(all.length);
    }
  });

  it("narrows by each day to the classes that meet that day", async () => {
    const items = await classItems();
    const days = await checkboxValues(page, "day");
    expect(days.length).toBeGreaterThan(1);
    for (const day of days) {
      const expected = items.filter((item) => item.meets.some((meeting) => meeting.day === day)).map((item) => item.href).sort();
      expect(await filterBy(page, { days: [day] }), `day ${day}`).toEqual(expected);
      expect(expected.length).toBeLessThan(all.length);
    }
  });

  it("narrows by several days and times of day to classes with a meeting on one of those days, starting in one of those parts", async () => {
    const items = await classItems();
    expect(await checkboxValues(page, "time")).toEqual(["morning", "afternoon", "evening"]);
    const choices: { days: string[]; times: string[] }[] = [
      { days: ["1", "2", "3", "4", "5"], times: ["afternoon"] },
      { days: ["0", "6"], times: ["morning"] },
      { days: ["2", "4"], times: ["afternoon", "evening"] },
      { days: [], times: ["evening"] },
    ];
    for (const choice of choices) {
      const expected = items
        .filter((item) =>
          item.meets.some(
            (meeting) =>
              (choice.days.length === 0 || choice.days.includes(meeting.day)) && meeting.start !== null && choice.times.includes(partOfDay(meeting.start)),
          ),
        )
        .map((item) => item.href)
        .sort();
      const shown = await filterBy(page, choice);
      expect(shown, JSON.stringify(choice)).toEqual(expected);
      expect(shown.length, JSON.stringify(choice)).toBeGreaterThan(0);
      expect(shown.length, JSON.stringify(choice)).toBeLessThan(all.length);
      expect(new URL(page.url()).searchParams.getAll("day")).toEqual(choice.days);
    }
  });

  it("narrows by a child's age to the classes whose age range includes it, and never keeps a class without a range silently", async () => {
    const items = await classItems();
    const unaged = items.filter(givesNoAge).map((item) => item.href).sort();
    expect(unaged.length).toBeGreaterThan(0);
    for (const age of [2, 4, 7, 12, 16, 30]) {
      const expected = items.filter((item) => fitsAge(item, age)).map((item) => item.href).sort();
      expect(await filterBy(page, { age: String(age) }), `age ${age}`).toEqual(expected);
      expect(await page.locator("[data-filter-status]").textContent()).toBe(
        `Showing ${expected.length} of ${all.length} classes for age ${age}. ${unaged.length} more ${unaged.length === 1 ? "class gives" : "classes give"} no age range: tick "Include classes with no age range" to see ${unaged.length === 1 ? "it" : "them"}.`,
      );
      const included = await filterBy(page, { age: String(age), noAgeRange: true });
      expect(included, `age ${age} with classes that give no age range`).toEqual([...expected, ...unaged].sort());
      expect(await page.locator("[data-filter-status]").textContent()).toBe(
        `Showing ${expected.length + unaged.length} of ${all.length} classes: ${expected.length} for age ${age} and ${unaged.length} that ${unaged.length === 1 ? "gives" : "give"} no age range.`,
      );
    }
    expect((await filterBy(page, { age: "4" })).length).toBeLessThan(all.length);
  });

  it("combines filters: the result is what every filter alone allows", async () => {
    const categories = await optionValues(page, "category");
    const locations = await optionValues(page, "location");
    const days = await checkboxValues(page, "day");
    const byCategory = new Map<string, string[]>();
    for (const category of categories) byCategory.set(category, await filterBy(page, { category }));
    const byLocation = new Map<string, string[]>();
    for (const location of locations) byLocation.set(location, await filterBy(page, { location }));
    const byDay = new Map<string, string[]>();
    for (const day of days) byDay.set(day, await filterBy(page, { days: [day] }));
    const age7 = await filterBy(page, { age: "7" });

    let emptyResults = 0;
    for (const category of categories) {
      for (const location of locations) {
        const expected = intersect(byCategory.get(category)!, byLocation.get(location)!);
        expect(await filterBy(page, { category, location }), `${category} at ${location}`).toEqual(expected);
        expect(await page.locator("[data-no-match]").isVisible(), `no-match note for ${category} at ${location}`).toBe(expected.length === 0);
        if (expected.length === 0) emptyResults += 1;
      }
    }
    for (const day of days) {
      const category = categories[Number(day) % categories.length]!;
      const location = locations[Number(day) % locations.length]!;
      const expected = intersect(byCategory.get(category)!, byLocation.get(location)!, byDay.get(day)!, age7);
      expect(await filterBy(page, { category, days: [day], age: "7", location }), `${category}, day ${day}, age 7, ${location}`).toEqual(expected);
    }
    // Some pair matched nothing, so the "no classes match" note was exercised too.
    expect(emptyResults).toBeGreaterThan(0);
  });

  it("keeps the filters in the address, so a shared or reloaded link shows the same list", async () => {
    const [category] = await optionValues(page, "category");
    const shown = await filterBy(page, { category, age: "7" });
    const url = new URL(page.url());
    expect(url.searchParams.get("category")).toBe(category);
    expect(url.searchParams.get("age")).toBe("7");
    await page.reload();
    await expect.poll(() => page.locator("[data-filter-status]").textContent()).toMatch(/^Showing \d+ of \d+ classes for age 7\./);
    expect(await visibleClasses(page)).toEqual(shown);
  });

  it("shows every class again after Clear filters", async () => {
    const [category] = await optionValues(page, "category");
    await filterBy(page, { category });
    await page.locator("form[data-class-filter] button[type=reset]").click();
    await expect.poll(() => visibleClasses(page)).toEqual(all);
  });

  it("logs no error and makes no failed request while filtering", () => {
    expect(watched.problems).toEqual([]);
  });
});

describe("a tap made while the filter's code loads", () => {
  /**
   * A phone four times slower than this machine, whose request for the filter's module is held
   * until the test lets it go: what the family does meanwhile lands on the static form.
   */
  async function slowFilter(path: string) {
    const watched = await demo().open({ viewport: { width: 390, height: 900 } });
    const { page, context } = watched;
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let requested!: () => void;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/class-filter-client\.[\w-]+\.js$/, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    // The page's load may wait for the held module: the form is there once the document is.
    await page.goto(`${demo().origin}${path}`, { waitUntil: "domcontentloaded" });
    return { watched, page, asked, release };
  }

  const status = (page: Page) => page.locator("[data-filter-status]").textContent();
  /** The category filter's choices, as the built /classes/ page offers them. */
  const categoryOptions = async () => {
    const $ = load(await demo().site.readPage("/classes/"));
    return $('form[data-class-filter] select[name="category"] option').map((_, option) => $(option).attr("value") ?? "").get().filter(Boolean);
  };
  /** A phone opens /classes/ with the filter closed, and a link that carries a filter too (issue 33): the family opens it first. */
  const openFilter = async (page: Page) => {
    await page.locator("[data-filter-box] summary").click();
    await page.locator("form[data-class-filter]").waitFor({ state: "visible" });
  };
  const checked = (page: Page, name: string) =>
    page.locator(`form[data-class-filter] input[name="${name}"]:checked`).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

  it("keeps the form as the family left it on a link that carries a filter, and keeps the form open", async () => {
    const items = await classItems();
    const categories = await categoryOptions();
    expect(categories.length).toBeGreaterThan(1);
    const [linked, chosen] = categories as [string, string];
    const day = items.find((item) => item.category === chosen)!.meets[0]!.day;
    const expected = items.filter((item) => item.category === chosen && item.meets.some((meeting) => meeting.day === day)).map((item) => item.href).sort();
    const { watched, page, asked, release } = await slowFilter(`/classes/?category=${linked}&day=${day === "6" ? "0" : "6"}`);
    // A link that carries a filter asks for the filter's code at once.
    await asked;
    await openFilter(page);
    const form = page.locator("form[data-class-filter]");
    await form.locator('select[name="category"]').selectOption(chosen);
    await form.locator(`input[name="day"][value="${day}"]`).check();
    release();
    await expect.poll(() => status(page), { message: "the filter never said what it shows" }).toMatch(/^Showing/);
    expect(await form.locator('select[name="category"]').inputValue()).toBe(chosen);
    expect(await checked(page, "day")).toEqual([day]);
    expect(await form.isVisible()).toBe(true);
    expect(await visibleClasses(page)).toEqual(expected);
    const url = new URL(page.url());
    expect([url.searchParams.get("category"), url.searchParams.getAll("day")]).toEqual([chosen, [day]]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("applies a link's filter when the family only reached for the form, and leaves the form open under their focus", async () => {
    const [linked] = (await categoryOptions()) as [string];
    const { watched, page, asked, release } = await slowFilter(`/classes/?category=${linked}`);
    await asked;
    await openFilter(page);
    await page.locator('form[data-class-filter] input[name="age"]').focus();
    release();
    await expect.poll(() => status(page), { message: "the filter never said what it shows" }).toMatch(/^Showing/);
    expect(await page.locator('form[data-class-filter] select[name="category"]').inputValue()).toBe(linked);
    expect(await visibleClasses(page)).toEqual(await listedClasses(`/classes/category/${linked}/`));
    expect(await page.locator("form[data-class-filter]").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("age");
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("hands a tap on a plain page over to the filter once it has loaded", async () => {
    const items = await classItems();
    const { watched, page, asked, release } = await slowFilter("/classes/");
    // The tap that opens the filter asks for its code; the next lands on the static form.
    await openFilter(page);
    await page.locator('form[data-class-filter] input[name="day"][value="6"]').check();
    await asked;
    release();
    await expect.poll(() => status(page), { message: "the filter never said what it shows" }).toMatch(/^Showing/);
    expect(await checked(page, "day")).toEqual(["6"]);
    expect(await visibleClasses(page)).toEqual(items.filter((item) => item.meets.some((meeting) => meeting.day === "6")).map((item) => item.href).sort());
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("/classes/ with JavaScript disabled", () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await demo().open({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    await watched.page.goto(`${demo().origin}/classes/`);
  });

  it("lists every class and leaves the script-only form hidden", async () => {
    const all = (await classItems()).map((item) => item.href).sort();
    expect(await visibleClasses(watched.page)).toEqual(all);
    expect(await watched.page.locator("form[data-class-filter]").isVisible()).toBe(false);
  });

  it("offers category and location links that open static pages listing the matching classes", async () => {
    const items = await classItems();
    const page = watched.page;
    const links = await page.locator("[data-browse] a").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    const pages = links.filter((href) => /^\/classes\/(category|location)\/[^/]+\/$/.test(href));
    expect(pages.filter((href) => href.includes("/category/")).length).toBeGreaterThan(1);
    expect(pages.filter((href) => href.includes("/location/")).length).toBeGreaterThan(1);
    for (const href of pages) {
      await page.goto(`${demo().origin}/classes/`);
      await Promise.all([page.waitForURL(`${demo().origin}${href}`), page.locator(`[data-browse] a[href="${href}"]`).click()]);
      const [, kind, slug] = /^\/classes\/(category|location)\/([^/]+)\/$/.exec(href)!;
      const expected = items.filter((item) => (kind === "category" ? item.category : item.location) === slug).map((item) => item.href).sort();
      expect(expected.length, href).toBeGreaterThan(0);
      expect(await visibleClasses(page), href).toEqual(expected);
    }
    expect(watched.problems).toEqual([]);
  });
});

/** A token of a link's rest (`itemTokens`: "category|location|meets|min|max|start|x"), read here on its own. */
function restFits(token: string, age: number, spots: boolean): boolean {
  const [, , , min, max, , noSpots] = token.split("|");
  if (spots && noSpots === "x") return false;
  // A session of a class that gives no age range is left out unless the family asks for those too.
  if (!min && !max) return false;
  return (!min || age >= Number(min)) && (!max || age <= Number(max));
}

describe("filtered lists answer the filtered question (issue 31)", () => {
  it("counts on the home page only the rest of each day the filter keeps, and keeps the filter in the link", async () => {
    const watched = await demo().open({ viewport: { width: 390, height: 900 } });
    const { page } = watched;
    await page.goto(`${demo().origin}/?age=6&spots=yes`);
    await page.locator("[data-filter-status]").filter({ hasText: /Showing/ }).waitFor();
    const links = await page.locator("a[data-filter-more]").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        rest: anchor.getAttribute("data-rest"),
        text: anchor.querySelector("[data-more-text]")?.textContent ?? "",
        href: anchor.getAttribute("href") ?? "",
        shown: anchor.checkVisibility(),
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    let differs = 0;
    for (const link of links) {
      expect(link.rest).not.toBeNull();
      const tokens = link.rest!.split(" ");
      const kept = tokens.filter((token) => restFits(token, 6, true)).length;
      if (kept !== tokens.length) differs += 1;
      expect(link.shown, link.rest!).toBe(kept > 0);
      if (kept > 0) expect(link.text).toMatch(new RegExp(`^${kept} more`));
      expect(new URL(link.href, demo().origin).search).toBe("?age=6&spots=yes");
    }
    // The demo's glance leaves out sessions the filter does not keep, so the counts are seen to change.
    expect(differs).toBeGreaterThan(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("names on each class card the next session on the days and times chosen", async () => {
    const watched = await demo().open({ viewport: { width: 390, height: 900 } });
    const { page } = watched;
    await page.goto(`${demo().origin}/classes/?day=6&time=morning`);
    await page.locator("[data-filter-status]").filter({ hasText: /Showing/ }).waitFor();
    const cards = await page.locator("[data-next]").evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => ({ next: JSON.parse(element.getAttribute("data-next")!) as { meeting: string; date: string; time: string }[], shown: element.querySelector("[data-next-date]")?.textContent })),
    );
    const saturdayMorning = (meeting: string) => meeting.startsWith("6@") && meeting.slice(2) < "12:00";
    const changed = cards.filter((card) => card.next[0]!.date !== card.shown);
    expect(changed.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.shown).toBe(card.next.find((entry) => saturdayMorning(entry.meeting))?.date ?? card.next[0]!.date);
    expect(changed.every((card) => card.shown!.startsWith("Sat"))).toBe(true);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("leaves out of \"Has spots\" a class by invitation, as it leaves out a full one", async () => {
    const watched = await demo().open({ viewport: { width: 390, height: 900 } });
    const { page } = watched;
    await page.goto(`${demo().origin}/classes/?spots=yes`);
    await page.locator("[data-filter-status]").filter({ hasText: /Showing/ }).waitFor();
    const visible = await visibleClasses(page);
    expect(visible.length).toBeGreaterThan(5);
    expect(visible).not.toContain("/classes/competitive-team-training/");
    expect(visible).not.toContain("/classes/ballet-ii-ages-8-10/");
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("the schedule with JavaScript disabled", () => {
  it("shows every session row of a week page, even on a link that carries a filter, and no filter", async () => {
    const watched = await demo().open({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const { page } = watched;
    // The second week: the demo's first runs from today, and on a Saturday night it has no row left.
    const week = await secondWeek(demo());
    await page.goto(`${demo().origin}${week}?day=6&time=morning&age=5`);
    const rows = page.locator("li[data-meets]");
    // Every row the week's page was built with.
    const built = (await (await fetch(`${demo().origin}${week}`)).text()).match(/<li\b[^>]*\bdata-meets\b/g)?.length ?? 0;
    expect(built).toBeGreaterThan(2);
    expect(await rows.count()).toBe(built);
    expect(await rows.evaluateAll((items) => items.filter((item) => !item.checkVisibility()).length)).toBe(0);
    expect(await page.locator("[data-filter-box]").isVisible()).toBe(false);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("keyboard-only use of class pages", () => {
  /** Calls to action: the sign-up button(s) and every session's own checkout. */
  const CTA = "main .cta a, main a.button";

  async function classPagesToTry(): Promise<string[]> {
    const pages = demo().pagesByType.get("class page") ?? [];
    const counted = await Promise.all(
      pages.map(async (path) => {
        const $ = load(await demo().site.readPage(path));
        const hrefs = $(CTA).map((_, link) => $(link).attr("href") ?? "").get();
        return { path, count: hrefs.length, seasonLink: hrefs.some((href) => href.startsWith("/seasons/")) };
      }),
    );
    const most = counted.reduce((a, b) => (b.count > a.count ? b : a));
    const seasonal = counted.find((page) => page.seasonLink);
    return [...new Set([most.path, ...(seasonal ? [seasonal.path] : [])])];
  }

  it("Tab reaches every call to action, each visibly on screen, opening collapsed session lists on the way", async () => {
    const paths = await classPagesToTry();
    expect(paths.length).toBe(2);
    for (const path of paths) {
      const watched = await demo().open({ viewport: { width: 390, height: 800 } });
      const { page } = watched;
      await page.goto(`${demo().origin}${path}`);
      const total = await page.locator(CTA).evaluateAll((links) => {
        links.forEach((link, index) => link.setAttribute("data-test-cta", String(index)));
        return links.length;
      });
      expect(total, path).toBeGreaterThan(0);
      const reached = new Set<string>();
      const unseen: string[] = [];
      let opened = 0;
      // Once around the page: from the skip link until focus wraps back to the document.
      for (let press = 0; press < 500; press += 1) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const box = element.getBoundingClientRect();
          return {
            cta: element.getAttribute("data-test-cta"),
            text: element.textContent?.trim() ?? "",
            closedSummary: element.tagName === "SUMMARY" && !(element.parentElement as HTMLDetailsElement).open,
            seen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
          };
        });
        if (!focused) {
          if (press > 0) break;
          continue;
        }
        if (focused.cta !== null) reached.add(focused.cta);
        if (!focused.seen) unseen.push(focused.text);
        // "Show N more sessions": a keyboard user opens it with Enter, as with a mouse click.
        if (focused.closedSummary) {
          await page.keyboard.press("Enter");
          opened += 1;
        }
      }
      expect(reached.size, path).toBe(total);
      expect(unseen, `focused but off screen on ${path}`).toEqual([]);
      expect(opened, path).toBeLessThan(5);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it("the first Tab shows the skip link, and Enter moves focus to the main content", async () => {
    const [path] = await classPagesToTry();
    const watched = await demo().open({ viewport: { width: 390, height: 800 } });
    const { page } = watched;
    await page.goto(`${demo().origin}${path}`);
    await page.keyboard.press("Tab");
    const skip = page.locator("a.skip-link");
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press("Enter");
    // The jump is a same-page navigation: the page's own address says it at once, while
    // Playwright's page.url() learns it from an event that may come later on a busy machine.
    expect(await page.evaluate(() => location.hash)).toBe("#main");
    await expect.poll(() => new URL(page.url()).hash).toBe("#main");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    await watched.close();
  });
});
