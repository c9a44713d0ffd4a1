import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../src/page-rules/slugs.ts";
import { plainText } from "../../src/page-rules/text.ts";
import { currentClasses, isClassFull } from "../../src/core/classes.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { fullPathOf } from "../../src/site/embed.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { hostileIds, hostileSnapshot } from "../fixtures/hostile-snapshot.ts";
import { sparseSnapshot } from "../fixtures/sparse-snapshot.ts";
import { outputDisagreements } from "../support/consistency-scan.ts";
import { buildSite, runBuild, type BuildRun, type BuiltSite } from "../support/build-site.ts";
import { sharedSite } from "../support/shared-sites.ts";

/**
 * Full `astro build`s shared by every test below: the demo-like studio (the demo, with a
 * drop-in class's sessions pinned: one cancelled, one full), a hostile one (markup, unsafe
 * links, bad colors, odd hours, duplicate names) and a sparse one (nulls everywhere).
 */
let demo: BuiltSite;
let demoSnapshot: Snapshot;
let hostile: BuiltSite;
let hostileData: Snapshot;
let sparse: BuiltSite;
let missing: BuildRun;
let apiWithoutSiteUrl: BuildRun;

/** webcal: is the subscribe twin of the site's own https calendar feeds (src/page-rules/calendar-links.ts). */
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|webcal:\/\/|mailto:|tel:)/;
const SAFE_SRC = /^(\/(?!\/)|https?:\/\/)/;
/** Structured data (JSON-LD) is data, not code; everything else in a <script> runs. */
const EXECUTABLE_SCRIPT = 'script:not([type="application/ld+json"])';

beforeAll(async () => {
  // The demo-like site is the run's shared one (test/support/shared-sites.ts); the others are built on its clock.
  const shared = await sharedSite("demo-like");
  const { now } = shared;
  demoSnapshot = shared.snapshot;
  hostileData = await hostileSnapshot(now);
  const api = await demoLikeSnapshot(now);
  api.source = { kind: "api", api_url: "https://api.example.com/v1" };
  [demo, hostile, sparse, missing, apiWithoutSiteUrl] = await Promise.all([
    shared.site,
    buildSite({ snapshot: hostileData }),
    buildSite({ snapshot: await sparseSnapshot(now) }),
    runBuild({ snapshot: null }),
    runBuild({ snapshot: api }),
  ]);
  console.info(`demo build: ${(await demo.pages()).length} pages in ${demo.durationMs} ms`);
});

afterAll(async () => {
  await Promise.all([demo, hostile, sparse, missing, apiWithoutSiteUrl].map((run) => run?.cleanup()));
});

async function page(site: BuiltSite, path: string): Promise<CheerioAPI> {
  return load(await site.readPage(path));
}

async function everyPage(site: BuiltSite): Promise<{ path: string; $: CheerioAPI; html: string }[]> {
  return Promise.all(
    (await site.pages()).map(async (path) => {
      const html = await site.readPage(path);
      return { path, $: load(html), html };
    }),
  );
}

const text = ($: CheerioAPI, selector: string): string => $(selector).text().replace(/\s+/g, " ").trim();
const HOSTED = "https://brightside-dance.studiohub.example";
/** "Opens Dec 2, 2026": the Hip Hop Trial Week's second window starts five days after the demo's today. */
const opensText = () => {
  const window = demoSnapshot.trial_classes.find((trial) => trial.name === "Hip Hop Trial Week")!.availability_windows.find((one) => one.start_date > demoSnapshot.window.from)!;
  return `Opens ${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${window.start_date}T00:00:00Z`))}`;
};
const mainSeasonName = () => demoSnapshot.registrations.find((candidate) => candidate.name.endsWith("Dance & Gymnastics Season"))!.name;
/** The main season's page, under the season's own slug, which follows the calendar of the day the demo is built for. */
const mainSeasonPath = () => {
  const season = demoSnapshot.registrations.find((candidate) => candidate.name.endsWith("Dance & Gymnastics Season"))!;
  return { path: `/seasons/${season.slug}/`, register: `${HOSTED}/register/${season.slug}` };
};

/** A demo class's page, by the class's id. */
const classPath = (id: string) => `/classes/${slugify(plainText(demoSnapshot.classes.find((cls) => cls.id === id)!.name))}/`;

describe("the demo studio's site", () => {
  it("has every page type, and no page for an ended class", async () => {
    const pages = await demo.pages();
    for (const path of [
      "/",
      "/404.html",
      "/classes/",
      "/classes/ballet-i-ages-5-7/",
      "/classes/stretch-and-conditioning/",
      "/classes/category/ballet/",
      "/classes/location/riverside-gym-center/",
      "/schedule/",
      "/seasons/",
      mainSeasonPath().path,
      "/memberships/",
      "/trials/",
      "/appointments/",
      "/locations/",
    ]) {
      expect(pages, path).toContain(path);
    }
    expect(pages.some((path) => /^\/schedule\/\d{4}-\d{2}-\d{2}\/$/.test(path))).toBe(true);
    expect(pages).not.toContain("/classes/recital-prep/");
    expect(text(await page(demo, "/classes/"), "main")).not.toContain("Recital Prep");
  });

  it("gives every page a language, one h1, a title, a description, a canonical URL and landmarks", async () => {
    for (const { path, $ } of await everyPage(demo)) {
      expect($("html").attr("lang"), path).toBe("en-US");
      expect($("h1"), path).toHaveLength(1);
      expect($("title").text().length, path).toBeGreaterThan(3);
      expect($('meta[name="description"]').attr("content")?.length ?? 0, path).toBeGreaterThan(20);
      // The 404 page, the owner's /embed/ page and the site's /search/ are noindex and name no canonical address.
      if (path !== "/404.html" && path !== "/embed/" && path !== "/search/") expect($('link[rel="canonical"]').attr("href"), path).toMatch(/^http:\/\/localhost:4321\//);
      expect($("main#main"), path).toHaveLength(1);
      // An embed view sits in someone else's page: no header, skip link or footer of its own.
      const framed = fullPathOf(path) !== null;
      expect($("a.skip-link").attr("href"), path).toBe(framed ? undefined : "#main");
      expect($("header").length > 0, path).toBe(!framed);
      expect($("footer").length > 0, path).toBe(!framed);
    }
    expect((await page(demo, "/404.html"))('meta[name="robots"]').attr("content")).toBe("noindex");
  });

  it("sends families no comments of ours: none in any page's HTML", async () => {
    for (const path of await demo.pages()) {
      const html = await demo.readPage(path);
      expect(html.match(/<!--[\s\S]*?-->/g) ?? [], path).toEqual([]);
    }
  });

  it("names in each page's policy the hashes of its own inline scripts and styles, every one of its styles, and nothing else", async () => {
    const sourceHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    for (const { path, $, html } of await everyPage(demo)) {
      const policy = $('meta[http-equiv="content-security-policy"]').attr("content") ?? "";
      const listed: string[] = policy.match(/'sha256-[^']+'/g) ?? [];
      // As written in the file (cheerio's text would decode what the browser hashes as is).
      const inline = [...html.matchAll(/<(style|script)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => sourceHash(match[2]!));
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sourceHash(match[1]!));
      expect(listed.filter((source) => !inline.includes(source)), path).toEqual([]);
      expect(styles.filter((source) => !listed.includes(source)), path).toEqual([]);
      expect(listed.length, path).toBeLessThanOrEqual(6);
    }
  });

  it("links an open class to its checkout with 'Sign up'", async () => {
    const $ = await page(demo, "/classes/ballet-i-ages-5-7/");
    const link = $(".signup a.button");
    expect(link.attr("href")).toBe(`${HOSTED}/classes/${demoIds.ballet}/checkout`);
    expect(link.text()).toContain("Sign up");
  });

  it("keeps a full class's link, says Full and offers to check for a waitlist", async () => {
    const $ = await page(demo, "/classes/ballet-ii-ages-8-10/");
    expect(text($, ".signup")).toContain("Full");
    const link = $(".signup a.button");
    expect(link.attr("href")).toBe(`${HOSTED}/classes/${demoIds.fullBallet}/checkout`);
    expect(link.text()).toContain("Check for a waitlist");
  });

  it("links a drop-in class to its date picker and each session to its own checkout", async () => {
    const $ = await page(demo, "/classes/stretch-and-conditioning/");
    expect($(".signup a.button").attr("href")).toBe(`${HOSTED}/classes/${demoIds.dropIn}/dates`);
    expect($(".signup a.button").text()).toContain("Book a session");
    const sessionLinks = $(".session a.button").map((_, a) => $(a).attr("href")).get();
    expect(sessionLinks.length).toBeGreaterThan(3);
    for (const href of sessionLinks) expect(href.startsWith(`${HOSTED}/classes/${demoIds.dropIn}/sessions/`)).toBe(true);
  });

  it("shows each drop-in session's own spots, and Full for a full one with its waitlist link", async () => {
    const $ = await page(demo, "/classes/stretch-and-conditioning/");
    const rows = $(".session").toArray().map((row) => $(row));
    const full = rows.find((row) => row.find(".badge--full").length > 0);
    expect(full?.text()).toContain("Full");
    expect(full?.find("a.button").text()).toContain("Check for a waitlist");
    expect(rows.filter((row) => row.text().includes("9 spots left")).length).toBeGreaterThan(3);
    // Spec 2.2 rule 4: a drop-in class shows the sessions' spots, not the class's.
    expect(text($, ".signup")).not.toContain("spots left");
  });

  it("marks a cancelled session Cancelled with nothing to book", async () => {
    // /schedule/ is the current week: the cancelled session may fall in the next week's page.
    const next = (await page(demo, "/schedule/"))('a[rel="next"]').first().attr("href") ?? "/schedule/";
    const schedulePath = (await page(demo, "/schedule/"))(".session--cancelled").length > 0 ? "/schedule/" : next;
    for (const path of ["/classes/stretch-and-conditioning/", schedulePath]) {
      const $ = await page(demo, path);
      const cancelled = $(".session--cancelled");
      expect(cancelled.length, path).toBeGreaterThan(0);
      expect(cancelled.first().text(), path).toContain("Cancelled");
      expect(cancelled.find("a.button"), path).toHaveLength(0);
    }
  });

  it("sends a seasonal class to the season page that sells it, never to a checkout", async () => {
    const $ = await page(demo, "/classes/jazz-funk-teens/");
    const links = $(".signup .cta a").map((_, a) => $(a).attr("href")).get();
    expect(links).toEqual([mainSeasonPath().path]);
    // Beside it, what comes with the season's sign-up links this site's memberships page, never a checkout either.
    expect($(".signup a:not([data-add-to-plan])").map((_, a) => $(a).attr("href")).get().filter((href) => href !== mainSeasonPath().path)).toEqual([expect.stringMatching(/^\/memberships\/#/)]);
    // "Add to plan" stays on this site: the planner, with the class in the fragment.
    expect($("[data-add-to-plan]").attr("href")).toMatch(/^\/plan\/#add=[0-9a-f-]{36}$/);
    const season = await page(demo, mainSeasonPath().path);
    expect(season('a[href="/classes/jazz-funk-teens/"]').length).toBe(1);
    expect(season("a.button").attr("href")).toBe(mainSeasonPath().register);
    // The yearly registration fee every family pays.
    expect(text(season, "main")).toContain("Required");
  });

  it("says a closed class is by invitation and links no checkout", async () => {
    const $ = await page(demo, "/classes/competitive-team-training/");
    expect(text($, ".signup")).toContain("By invitation");
    expect($(".signup a")).toHaveLength(0);
    expect($(`a[href*="${demoIds.closed}"]`)).toHaveLength(0);
  });

  it("says when spots were counted on every page that shows spots", async () => {
    for (const path of ["/", "/classes/", "/classes/ballet-i-ages-5-7/", "/classes/stretch-and-conditioning/", "/schedule/"]) {
      expect(text(await page(demo, path), "main"), path).toMatch(/Spots as of [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
  });

  it("shows the current week on /schedule/ and chains the later weeks, each page exactly the week its address names", async () => {
    const $ = await page(demo, "/schedule/");
    const days = $(".schedule-day").map((_, day) => $(day).attr("id")).get();
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(7);
    let next = $('a[rel="next"]').first().attr("href");
    const seen = new Set<string>();
    while (next) {
      expect(seen.has(next)).toBe(false);
      seen.add(next);
      const week = await page(demo, next);
      expect(week('a[rel="prev"]').first().attr("href")).toBeDefined();
      const weekDays = week(".schedule-day").map((_, day) => week(day).attr("id")).get();
      expect(`/schedule/${weekDays[0]}/`).toBe(next);
      expect(weekDays.length).toBeLessThanOrEqual(7);
      next = week('a[rel="next"]').first().attr("href");
    }
    const weekPages = (await demo.pages()).filter((path) => /^\/schedule\/\d/.test(path));
    expect([...seen].sort()).toEqual(weekPages.sort());
  });

  it("lists a category's and a location's classes on their own static pages", async () => {
    const ballet = await page(demo, "/classes/category/ballet/");
    expect(ballet(".class-card h2 a").map((_, a) => ballet(a).text()).get()).toEqual([
      "Ballet I (Ages 5–7)",
      "Ballet II (Ages 8–10)",
      "Ballet III / Pointe Prep",
    ]);
    // The park pavilion has a class in two categories: they are grouped, each under its heading with its count, in the studio's order.
    const park = await page(demo, "/classes/location/millbrook-park-pavilion/");
    expect(park("main section h2").map((_, h2) => text(park, `#${park(h2).attr("id")}`)).get()).toEqual(["Tumbling & Acro (1)", "Little Movers (1)"]);
    expect(park(".class-card h3 a").map((_, a) => park(a).text()).get()).toEqual(["Cheer & Stunt", "Dance Discovery (Ages 2–3)"]);
  });

  it("says Full for each full class wherever it is listed: the classes index, its category's and its location's pages, and home", async () => {
    const full = currentClasses(demoSnapshot.classes, demoSnapshot.window.from).filter(isClassFull);
    expect(full.map((cls) => cls.id)).toContain(demoIds.fullBallet);
    const index = await page(demo, "/classes/");
    const hrefOf = (name: string) => index("a.class-link").filter((_, link) => index(link).text() === plainText(name)).attr("href");
    const fullHrefs = new Map(full.map((cls) => [hrefOf(cls.name)!, cls] as const));
    expect([...fullHrefs.keys()].every(Boolean)).toBe(true);
    const listings = (await demo.pages()).filter((path) => path === "/" || /^\/classes\/((category|location)\/[^/]+\/)?$/.test(path));
    const listedOn = new Map<string, Set<string>>();
    for (const path of listings) {
      const $ = await page(demo, path);
      $("a.class-link").each((_, link) => {
        const cls = fullHrefs.get($(link).attr("href") ?? "");
        const entry = $(link).closest("li");
        if (!cls || entry.hasClass("session--cancelled")) return;
        expect(entry.find(".badge--full").text(), `${cls.name} on ${path}`).toBe("Full");
        listedOn.set(cls.id, new Set([...(listedOn.get(cls.id) ?? []), path.replace(/^(\/classes\/(category|location)\/)[^/]+\/$/, "$1*/")]));
      });
    }
    for (const cls of full) {
      const kinds = [...(listedOn.get(cls.id) ?? [])];
      expect(kinds, cls.name).toEqual(
        expect.arrayContaining([
          "/classes/",
          ...(cls.category ? ["/classes/category/*/"] : []),
          ...(cls.location ? ["/classes/location/*/"] : []),
        ]),
      );
    }
  });

  it("ships one small script only on the pages with the filter (class lists, the schedule, home, and their embed views), which loads the filter's page half on first use; on an embed view the one telling its frame its height; on /embed/ the Copy buttons'; on every page of the full site the search's loader; on a season page with an opening ahead its countdown; on a page with an \"Add this date\" button its loader; with every list's filter, the plan's \"Add classes\" loader", async () => {
    const FILTER_PAGE = /^\/(classes\/((category|location)\/[^/]+\/)?|schedule\/(\d{4}-\d{2}-\d{2}\/)?)?$/;
    const asset = (src: string) => readFile(join(demo.outDir, src), "utf8");
    let filterPages = 0;
    for (const { path, $ } of await everyPage(demo)) {
      const full = fullPathOf(path);
      const scripts = $(EXECUTABLE_SCRIPT).toArray();
      const height = scripts.filter((script) => $(script).text().includes("studio-embed:height"));
      expect(height.length, path).toBe(full !== null ? 1 : 0);
      for (const script of height) expect(gzipSync($(script).text()).length).toBeLessThanOrEqual(300);
      const bundled = async (script: (typeof scripts)[number]) => ($(script).attr("src") ? await asset($(script).attr("src")!) : $(script).text());
      // The site search's loader, on every page of the full site (its header), never in an embed view (issue 35).
      const search: typeof scripts = [];
      // Registration day's countdown, on a season page with an opening ahead (issue 36).
      const countdown: typeof scripts = [];
      // "Add this date to your calendar" (issue 36): one listener that loads the calendar module on the first tap, on a page with such a button.
      const addDate: typeof scripts = [];
      const planPick: typeof scripts = [];
      for (const script of scripts) {
        const code = await bundled(script);
        if (code.includes("site-search-client")) search.push(script);
        else if (code.includes("[data-open-now]")) countdown.push(script);
        else if (code.includes("add-date-client")) addDate.push(script);
        else if (code.includes("plan-pick-client")) planPick.push(script);
      }
      expect(addDate.length, path).toBe($("[data-add-date]").length > 0 ? 1 : 0);
      for (const script of addDate) expect(gzipSync(await bundled(script)).length, path).toBeLessThanOrEqual(512);
      // "Add classes to my plan" on a filter's line (issue 34): its loader, beside the filter's.
      expect(planPick.length, path).toBe($("[data-plan-pick]").length > 0 ? 1 : 0);
      // With every list's filter (the schedule, home, the class lists, and their embed views; see PlanPick.astro).
      expect($("[data-plan-pick]").length > 0, path).toBe($("[data-filter-box]").length > 0);
      for (const script of planPick) expect(gzipSync(await bundled(script)).length, path).toBeLessThanOrEqual(512);
      expect(search.length, path).toBe(path.startsWith("/embed/") && path !== "/embed/" ? 0 : 1);
      for (const script of search) expect(gzipSync(await bundled(script)).length, path).toBeLessThanOrEqual(768);
      expect(countdown.length === 0 || path.startsWith("/seasons/"), path).toBe(true);
      for (const script of countdown) expect(gzipSync(await bundled(script)).length, path).toBeLessThanOrEqual(512);
      // A file of its own, kept by the browser across season pages, not bytes in each (build-options.ts `assetsInlineLimit`, matched by its file's name).
      for (const script of countdown) expect($(script).attr("src"), path).toMatch(/^\/_astro\/.+\.js$/);
      const others = scripts.filter((script) => ![height, search, countdown, addDate, planPick].some((kind) => kind.includes(script)));
      // The owner's /embed/ page: its Copy buttons' one small script, inline or bundled.
      if (path === "/embed/") {
        expect(others, path).toHaveLength(1);
        const copy = $(others[0]).attr("src") ? await asset($(others[0]).attr("src")!) : $(others[0]).text();
        expect(copy, path).toContain("clipboard");
        expect(gzipSync(copy).length, path).toBeLessThanOrEqual(600);
        continue;
      }
      // The family planner: the line that shows its frame as the page is parsed, and its module, on /plan/ alone (issue 34).
      if (path === "/plan/") {
        expect(others, path).toHaveLength(2);
        expect($(others[0]).text(), path).toContain("previousElementSibling");
        expect(gzipSync(await asset($(others[1]).attr("src")!)).length, path).toBeLessThanOrEqual(25_000);
        continue;
      }
      // A view for a box of fixed height (/embed/upcoming/5/, /embed/classes/compact/) has no filter: the height script alone.
      if (!FILTER_PAGE.test(full ?? path) || /\/embed\/(upcoming\/\d+|classes\/compact)\/$/.test(path)) {
        expect(others, path).toHaveLength(0);
        continue;
      }
      filterPages += 1;
      // The line that shows the filter as the page is parsed (and opens a class list's on a wide screen), and the script that loads the rest on first use.
      const [show, load] = others;
      expect(others, path).toHaveLength(2);
      expect(gzipSync($(show).text()).length, path).toBeLessThanOrEqual(240);
      const boot = await asset($(load).attr("src") ?? "");
      const half = /import\(`\.\/(class-filter-client\.[\w-]+\.js)`\)/.exec(boot)?.[1];
      expect(half, path).toBeDefined();
      const client = await asset(`_astro/${half}`);
      expect(gzipSync(boot).length, path).toBeLessThanOrEqual(1.5 * 1024);
      expect(gzipSync(boot).length + gzipSync(client).length, path).toBeLessThanOrEqual(5 * 1024);
    }
    expect(filterPages).toBeGreaterThan(3);
  });

  it("shows contact links, hours and booking rules", async () => {
    const locations = await page(demo, "/locations/");
    expect(locations('a[href="mailto:frontdesk@brightside-dance.example"]')).toHaveLength(1);
    expect(locations('a[href="tel:8455550142"]')).toHaveLength(1);
    expect(text(locations, "main")).toContain("3:30 PM – 8:30 PM");
    const appointments = await page(demo, "/appointments/");
    // Three of the five services are booked online; the other two through the studio.
    expect(appointments("a.button")).toHaveLength(3);
    expect(text(appointments, "main")).toContain("The studio confirms each booking.");
    const trials = await page(demo, "/trials/");
    expect(text(trials, "main")).toContain("Monday or Wednesday");
    expect(trials(`a[href="${HOSTED}/trials/${demoIds.trialWithoutEnrollPage}"]`).text()).toContain("Start the trial");
  });

  it("starts trials at their class's sessions, and offers a full class's trial as availability to see, not a start", async () => {
    const trials = await page(demo, "/trials/");
    const card = (name: string) => trials("li.card").filter((_, element) => trials(element).find("h2").text() === name);
    // Ballet I meets on Mondays at 4:00 PM; the trial may start any day.
    expect(card("Free Ballet Trial Class").find(".trial__starts").text()).toBe("Starts at any Monday 4:00 PM session");
    // Recreational Gymnastics Level 1 is over-enrolled (full).
    const gym = card("Gymnastics Two-Class Trial");
    expect(gym.find(".trial__starts").text()).toBe("Starts at any Monday or Wednesday 4:00 PM session");
    expect(gym.find(".trial-full").text()).toContain("Full");
    expect(gym.find("a.button").text()).toMatch(/^See trial availability/);
    expect(gym.find("a.button").hasClass("button--secondary")).toBe(true);
    expect(trials("a.button").toArray().map((button) => trials(button).text().replace(/:.*$/, ""))).not.toContain("Book the trial");
  });

  it("says to ask the studio, with its phone or email, for a membership with no price", async () => {
    const memberships = await page(demo, "/memberships/");
    const alumni = memberships("section.offer").filter((_, element) => memberships(element).find("h2").text() === "Alumni Membership");
    expect(alumni.find(".card").text()).toMatch(/^No prices are listed online for this membership; ask the studio: .+\.$/);
    expect(alumni.find('.card a[href^="tel:"], .card a[href^="mailto:"]')).toHaveLength(1);
    expect(text(memberships, "main")).not.toContain("No prices are available right now.");
  });

  it("names the studio's zone the way families read it, and links every section from the footer", async () => {
    const home = await page(demo, "/");
    const footer = text(home, "footer");
    expect(footer).toContain("Times are the studio's local time (Eastern Time).");
    expect(footer).toMatch(/spots as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M Eastern Time;/);
    expect(footer).not.toContain("America/");
    expect(home("footer nav a").toArray().map((link) => home(link).attr("href"))).toEqual(home(".site-nav a").toArray().map((link) => home(link).attr("href")));
  });
});

describe("what a family reads on the demo's season and seasonal class pages (issue 31)", () => {
  const seasonItems = async () => {
    const season = await page(demo, mainSeasonPath().path);
    return { season, items: season("li.catalog-item").toArray().map((item) => season(item)) };
  };

  it("shows each class item of a season with its availability as its class page shows it: Full, spots left, By invitation", async () => {
    const { season, items } = await seasonItems();
    const classItems = items.filter((item) => item.attr("data-item-kind") === "class");
    expect(classItems.length).toBeGreaterThan(5);
    const badges = (item: ReturnType<typeof season>) => item.find(".catalog-item__name .badge").toArray().map((badge) => season(badge).text().trim());
    for (const item of classItems) {
      const href = item.find("a.class-link").attr("href")!;
      const own = await page(demo, href);
      const spots = own(".class-page__badges [data-live-spots]").text().trim();
      const invitation = own(".class-page__badges .badge").filter((_, badge) => own(badge).text().trim() === "By invitation").length > 0;
      expect(badges(item), href).toEqual([...(invitation ? ["By invitation"] : []), ...(spots ? [spots] : [])]);
    }
    const named = (name: string) => classItems.find((item) => item.find("a.class-link").text().trim() === name)!;
    expect(badges(named("Tap II"))).toEqual(["Full"]);
    expect(badges(named("Musical Theatre Dance"))).toEqual(["Full"]);
    expect(badges(named("Competitive Team Training"))).toEqual(["By invitation"]);
    expect(text(season, "section[aria-labelledby=catalog] .spots-as-of")).toMatch(/^Spots as of /);
  });

  it("names on a seasonal class's page what every family signing up through its season pays with it", async () => {
    const gym = await page(demo, "/classes/recreational-gymnastics-level-2/");
    const required = (own: CheerioAPI) => [text(own, ".signup__required p"), ...own(".signup__required li").toArray().map((li) => own(li).text().replace(/\s+/g, " ").trim())];
    expect(required(gym)).toEqual([`With every sign-up through ${mainSeasonName()}:`, "Annual Registration Fee (Once per season) $35.00 one-time"]);
    expect(gym(".signup__required a").attr("href")).toMatch(/^\/memberships\/#/);
    expect(required(await page(demo, classPath(demoIds.seasonal)))).toEqual(required(gym));
    // Bought at its own checkout, an open class has nothing that comes with a season's sign-up.
    expect((await page(demo, classPath(demoIds.ballet)))(".signup__required")).toHaveLength(0);
  });

  it("says what a family signing up now pays first, with no season start in the past", async () => {
    const { season } = await seasonItems();
    const billing = season("dt").filter((_, dt) => season(dt).text() === "Billing").next("dd").text();
    expect(billing).toBe("Classes in this season are billed monthly. First payment: at signup, as the season has already started.");
    expect(billing).not.toContain("which was");
  });

  it("names each season item by its own name, never two alike, and says beside an item without a price where its price is", async () => {
    const { season, items } = await seasonItems();
    const reading = (item: ReturnType<typeof season>) =>
      [item.find(".catalog-item__name a, .catalog-item__name strong").first().text(), item.find(".catalog-item__variant").text(), item.find(".catalog-item__price, .catalog-item__no-price").text()]
        .map((part) => part.trim())
        .join(" | ");
    const readings = items.map(reading);
    expect(readings).toContain("Family Membership (Monthly) |  | $45.00/month");
    expect(readings).toContain("Family Membership |  | Price on the registration page");
    expect(new Set(readings).size).toBe(readings.length);
    const unpriced = items.find((item) => item.find(".catalog-item__no-price").length > 0)!;
    expect(unpriced.find(".catalog-item__no-price a").attr("href")).toBe(mainSeasonPath().register);
  });

  it("says a group whose items are all required comes with every sign-up, not to choose from it", async () => {
    const { season } = await seasonItems();
    const group = season("section.catalog-group").filter((_, element) => season(element).find("h3").text() === "Registration fee");
    expect(group.find("> p.muted").text()).toBe("Comes with every sign-up.");
    const memberships = season("section.catalog-group").filter((_, element) => season(element).find("h3").text() === "Memberships");
    expect(memberships.find("> p.muted").text()).toBe("Choose from these.");
  });
});

describe("what a family reads about trials on the demo's class, trial and home pages (issue 31)", () => {
  it("shows on a class page the trials that attend it", async () => {
    const trialsOf = async (path: string) => {
      const own = await page(demo, path);
      const words = (element: ReturnType<typeof own>) => element.text().replace(/\s+/g, " ").trim();
      return own(".signup__trials li")
        .toArray()
        .map((li) => [words(own(li).find("a").first()), words(own(li).find("span.muted")), words(own(li).find(".trial-opens, a.button"))]);
    };
    expect(await trialsOf("/classes/hip-hop-kids/")).toEqual([["Hip Hop Trial Week", "· $10.00 · 1 class", opensText()]]);
    expect(await trialsOf(classPath(demoIds.ballet))).toEqual([["Free Ballet Trial Class", "· Free · 1 class", "Start the trial: Free Ballet Trial Class"]]);
    const ballet = await page(demo, classPath(demoIds.ballet));
    expect(ballet(".signup__trials a.button").attr("href")).toMatch(/\/enroll$/);
    expect(await trialsOf(classPath(demoIds.fullBallet))).toEqual([]);
  });

  it("says when a trial opens, with no start button, before its window, on /trials/ and home", async () => {
    const trials = await page(demo, "/trials/");
    const hipHop = trials("#hip-hop-trial-week");
    expect(hipHop.find("a.button")).toHaveLength(0);
    expect(hipHop.find(".trial-opens").text()).toBe(opensText());
    const home = await page(demo, "/");
    const card = home("section[aria-labelledby=trials] li").filter((_, li) => home(li).find("h3").text() === "Hip Hop Trial Week");
    expect(card.find("a.button")).toHaveLength(0);
    expect(card.find(".trial-opens").text()).toBe(opensText());
  });
});

describe("a hostile snapshot's site", () => {
  it("still builds every page, with a page for each duplicate name", async () => {
    const pages = await hostile.pages();
    expect(pages).toContain("/classes/");
    expect(pages).toContain("/classes/ballet-i-aaaaaa/");
    expect(pages).toContain("/classes/ballet-i-bbbbbb/");
    expect(pages.filter((path) => path.startsWith("/seasons/")).length).toBeGreaterThan(1);
    for (const path of pages) expect(path).toMatch(/^\/[a-z0-9\-/.]*$/);
  });

  it("renders odd operating hours text as entered, and shapes that are not text as nothing", async () => {
    const $ = await page(hostile, "/locations/");
    const hours = text($, "main");
    expect(hours).toContain("Mon–Fri 3–8");
    expect(hours).not.toContain("9–17");
    expect(hours).not.toContain("15:00–20:00");
  });

  it("offers nothing to click for a javascript: checkout, and no mailto/tel for junk contacts", async () => {
    const ballet = hostileData.classes.find((cls) => cls.id === hostileIds.javascriptCheckout);
    expect(ballet?.links.checkout).toBe("javascript:alert(1)");
    const $ = await page(hostile, `/classes/${slugify(plainText(ballet?.name))}/`);
    expect(text($, ".signup")).toContain("Online sign-up is not available");
    expect($(".signup .cta a")).toHaveLength(0);
    // Its trial is an offer of its own, on the trial's card and page: the only other links in the box.
    expect($(".signup__trials a")).not.toHaveLength(0);
    expect($(".signup a").filter((_, a) => $(a).closest(".signup__trials").length === 0)).toHaveLength(0);
    const locations = await page(hostile, "/locations/");
    expect(locations('a[href^="mailto:"], a[href^="tel:"]')).toHaveLength(0);
  });

  it("names a class the same in its heading, title, link previews and JSON-LD, markup written as entities included", async () => {
    const pages = (await hostile.pages()).filter((path) => /^\/classes\/[^/]+\/$/.test(path) && !path.startsWith("/classes/category/"));
    expect(pages.length).toBeGreaterThan(3);
    let encoded = 0;
    for (const path of pages) {
      const $ = await page(hostile, path);
      const heading = text($, "h1");
      if (heading.includes("<img src=x onerror=alert(1)>")) encoded += 1;
      const title = $("title").text();
      expect(title.startsWith(`${heading} · `), `${path}: "${title}" vs "${heading}"`).toBe(true);
      expect($('meta[property="og:title"]').attr("content"), path).toBe(title);
      const course = $('script[type="application/ld+json"]').toArray().map((node) => JSON.parse($(node).text())).find((node) => node["@type"] === "Course");
      if (course) expect(course.name, path).toBe(heading);
    }
    // The API's "&lt;img …&gt;" reads as those words on the page, and so in every other place the name is written.
    expect(encoded).toBeGreaterThan(0);
  });

  it("leaves a skipped section out everywhere: no page, no nav link, no home block", async () => {
    expect(hostile.hasPage("/appointments/")).toBe(false);
    for (const { path, $ } of await everyPage(hostile)) {
      expect($('a[href="/appointments/"]'), path).toHaveLength(0);
    }
    expect(text(await page(hostile, "/"), "main")).not.toMatch(/appointment/i);
  });
});

describe.each([
  ["hostile", () => hostile],
  ["sparse (nulls and empty arrays everywhere)", () => sparse],
])("a %s snapshot's site is harmless", (_name, built) => {
  let site: BuiltSite;
  beforeAll(() => {
    site = built();
  });

  it("puts no unsafe URL in any href or src", async () => {
    for (const { path, $ } of await everyPage(site)) {
      $("[href]").each((_, element) => {
        expect($(element).attr("href"), path).toMatch(SAFE_HREF);
      });
      $("[src]").each((_, element) => {
        expect($(element).attr("src"), path).toMatch(SAFE_SRC);
      });
      expect(await site.readPage(path), path).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    }
  });

  it("creates no element or attribute from API text", async () => {
    for (const { path, $ } of await everyPage(site)) {
      $("*").each((_, element) => {
        for (const name of Object.keys($(element).attr() ?? {})) expect(name, path).not.toMatch(/^on/i);
      });
      expect($("img[src='x'], iframe, object, embed, svg, b"), path).toHaveLength(0);
      $(EXECUTABLE_SCRIPT).each((_, script) => {
        expect($(script).text(), path).not.toContain("alert");
      });
    }
  });

  it("lets only valid hex colors into CSS", async () => {
    for (const { path, $ } of await everyPage(site)) {
      $("[style]").each((_, element) => {
        expect($(element).attr("style"), path).toMatch(/^--accent: #[0-9a-f]{3,8}$/);
      });
      $("style").each((_, style) => {
        expect($(style).text(), path).not.toMatch(/javascript|alert|url\(/i);
      });
    }
  });

  it("never prints [object Object], undefined, NaN or Invalid Date", async () => {
    for (const { path, $ } of await everyPage(site)) {
      const body = $("body").clone().find("script, style").remove().end().text();
      for (const junk of ["[object Object]", "undefined", "NaN", "Invalid Date"]) expect(body, `${path}: ${junk}`).not.toContain(junk);
    }
  });

});

describe("a sparse snapshot's site", () => {
  it("still builds every page type", async () => {
    const pages = await sparse.pages();
    for (const path of ["/", "/classes/", "/schedule/", "/seasons/", "/memberships/", "/trials/", "/appointments/", "/locations/"]) {
      expect(pages, path).toContain(path);
    }
  });

  it("links no unsafe booking URL, and still names each service", async () => {
    const $ = await page(sparse, "/appointments/");
    // Every service's booking link is unsafe, so none may be offered as a link.
    expect($("main a").filter((_, element) => /book/i.test($(element).text()))).toHaveLength(0);
    expect(text($, "main")).toContain("Service 0");
  });
});

describe("every session said alike in its rows, its JSON-LD and its calendar feed (issue 31)", () => {
  it.each([
    ["the demo studio's", () => demo, 100],
    ["a hostile snapshot's", () => hostile, 1],
    ["a sparse snapshot's", () => sparse, 0],
  ] as const)("agrees in %s site on start, end, status, instructor, location and the offer's link", async (_, site, atLeast) => {
    const { problems, compared } = await outputDisagreements(site(), demoSnapshot.timezone);
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(atLeast);
  });
});

describe("a build that cannot go ahead", () => {
  it("says how to make a snapshot when there is none, and writes no site", () => {
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain("There is no catalog snapshot at");
    expect(missing.output).toContain("npm run sync");
  });

  it("asks for SITE_URL for a real studio's snapshot", () => {
    expect(apiWithoutSiteUrl.code).not.toBe(0);
    expect(apiWithoutSiteUrl.output).toContain("SITE_URL is not set");
  });
});
