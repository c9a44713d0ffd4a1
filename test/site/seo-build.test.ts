import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { safeUrl } from "../../src/page-rules/safe-values.ts";
import { studioCurrency } from "../../src/page-rules/structured-data/offers.ts";
import { localToInstant, toIsoWithOffset } from "../../src/core/local-time.ts";
import { fullPathOf, isInEmbedFolder } from "../../src/site/embed.ts";
import { snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { parseFeed, type ParsedEvent } from "../fixtures/calendar-feeds.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { runSync, tempSnapshotPath } from "../support/sync-harness.ts";
import { DST_IDS, dstFixture, type DstFixture } from "./dst-fixture.ts";

/**
 * Two full builds shared by every test below:
 * - the demo studio as a real sync of the emulator writes it, published as a GitHub
 *   Pages project site (SITE_URL with a path, so every link lives under /studio-site/);
 * - a one-class fixture around the next daylight-saving change, at a domain's root,
 *   with no known currency.
 */
const DEMO_ORIGIN = "https://example.github.io";
const BASE = "/studio-site/";
const DEMO_SITE = `${DEMO_ORIGIN}/studio-site`;
const FIXTURE_SITE = "https://schedule.example.com";

let demo: BuiltSite;
let demoSnapshot: Snapshot;
let fixture: BuiltSite;
let dst: DstFixture;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Page {
  /** Path as served, under the base: "/studio-site/classes/". */
  url: string;
  $: CheerioAPI;
  blocks: Json[];
}

beforeAll(async () => {
  const path = await tempSnapshotPath();
  const sync = await runSync({ CATALOG_SNAPSHOT: path });
  expect(sync.exitCode, sync.stderr).toBe(0);
  const text = await readFile(path, "utf8");
  demoSnapshot = snapshotSchema.parse(JSON.parse(text));
  dst = dstFixture();
  [demo, fixture] = await Promise.all([
    buildSite({ snapshot: text, env: { SITE_URL: DEMO_SITE} }),
    buildSite({ snapshot: dst.snapshot, env: { SITE_URL: FIXTURE_SITE} }),
  ]);
});

afterAll(async () => {
  await Promise.all([demo, fixture].map((site) => site?.cleanup()));
});

const parsedPages = new Map<BuiltSite, Promise<Page[]>>();

/** Every built HTML page, with its URL as served under `base` and its parsed JSON-LD (read once per build). */
function pagesOf(site: BuiltSite, base: string): Promise<Page[]> {
  const cached = parsedPages.get(site);
  if (cached) return cached;
  const pages = readPages(site, base);
  parsedPages.set(site, pages);
  return pages;
}

async function readPages(site: BuiltSite, base: string): Promise<Page[]> {
  return Promise.all(
    (await site.pages()).map(async (path) => {
      const $ = load(await site.readPage(path));
      const blocks = $('script[type="application/ld+json"]')
        .map((_, script) => JSON.parse($(script).text()) as Json)
        .get();
      return { url: `${base}${path.slice(1)}`, $, blocks };
    }),
  );
}

/** The pages for search engines: all but the embed views and the page listing them (issue 20). */
async function indexedPagesOf(site: BuiltSite, base: string): Promise<Page[]> {
  // /search/ is noindex and out of the sitemap: a search engine indexes the pages, not the site's own search.
  return (await pagesOf(site, base)).filter(({ url }) => !isInEmbedFolder(url, base) && !url.endsWith(`${base}search/`));
}

const ofType = (page: Page, type: string): Json[] => page.blocks.filter((block) => block["@type"] === type);
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const isClassPage = (url: string, base: string) => new RegExp(`^${base}classes/(?!category/|location/)[^/]+/$`).test(url);
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** The built file a served path names (under `base`), or null when it is outside the site. */
function builtFile(site: BuiltSite, base: string, path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? "");
  if (!clean.startsWith(base)) return null;
  const inside = clean.slice(base.length);
  return join(site.outDir, inside === "" || inside.endsWith("/") ? `${inside}index.html` : inside);
}

async function feedFiles(site: BuiltSite): Promise<string[]> {
  return (await site.files()).filter((file) => file.endsWith(".ics"));
}

describe("the demo studio published under a sub-path (GitHub Pages project site)", () => {
  it("links every page, asset and feed under /studio-site/, and each one resolves to a built file", async () => {
    const pages = await pagesOf(demo, BASE);
    let checked = 0;
    for (const { url, $ } of pages) {
      const targets = [
        ...$("a[href], link[href]").map((_, element) => $(element).attr("href") ?? "").get(),
        ...$("img[src], script[src]").map((_, element) => $(element).attr("src") ?? "").get(),
      ];
      for (const target of targets) {
        if (/^(https?:|mailto:|tel:|webcal:)/.test(target)) continue;
        if (target.startsWith("#")) {
          expect($(`[id="${target.slice(1)}"]`).length, `${url}: ${target}`).toBeGreaterThan(0);
          continue;
        }
        expect(target, url).toMatch(/^\/studio-site\//);
        const file = builtFile(demo, BASE, target);
        expect(file && existsSync(file), `${url} links ${target}, which was not built`).toBe(true);
        const fragment = target.split("#")[1];
        // The planner's fragments carry a class to add, not an anchor (src/page-rules/plan-link.ts).
        if (fragment && file?.endsWith(".html") && !fragment.startsWith("add=")) {
          const $target = load(await readFile(file, "utf8"));
          expect($target(`[id="${fragment}"]`).length, `${url} links ${target}`).toBeGreaterThan(0);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("points absolute links back to the site only under its path", async () => {
    for (const { url, $ } of await pagesOf(demo, BASE)) {
      $("a[href], link[href], meta[content]").each((_, element) => {
        const value = $(element).attr("href") ?? $(element).attr("content") ?? "";
        if (value.startsWith(DEMO_ORIGIN)) expect(value, url).toMatch(/^https:\/\/example\.github\.io\/studio-site\//);
      });
    }
  });

  it("gives every page a unique title and a unique description cut at a word", async () => {
    const pages = await indexedPagesOf(demo, BASE);
    const titles = pages.map(({ $ }) => $("title").text());
    const descriptions = pages.map(({ $ }) => $('meta[name="description"]').attr("content") ?? "");
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThan(30);
      expect(description.length).toBeLessThanOrEqual(156);
      expect(description).toMatch(/[.!?…)]$/);
    }
    const week = pages.find(({ url }) => /\/schedule\/\d{4}-\d{2}-\d{2}\/$/.test(url));
    expect(week?.$('meta[name="description"]').attr("content")).toMatch(/[A-Z][a-z]{2} \d{1,2}/);
  });

  it("starts each class page's description with the class's own, and adds the page's facts to a short one", async () => {
    const pages = (await pagesOf(demo, BASE)).filter(({ url }) => isClassPage(url, BASE));
    let short = 0;
    for (const page of pages) {
      const [course] = ofType(page, "Course");
      const own = demoSnapshot.classes.find((cls) => cls.name === course?.name)?.description;
      const meta = page.$('meta[name="description"]').attr("content") ?? "";
      if (!own) {
        expect(meta, page.url).toContain(`${course?.name} at ${demoSnapshot.studio.name}.`);
        continue;
      }
      if (own.length >= 70) expect(meta, page.url).toEqual(own.length <= 155 ? own : expect.stringMatching(/…$/));
      else {
        short += 1;
        expect(meta.startsWith(own), page.url).toBe(true);
        expect(meta, page.url).toContain(`${course?.name} at ${demoSnapshot.studio.name}.`);
      }
    }
    expect(short).toBeGreaterThan(0);
  });

  it("names a canonical URL on the SITE origin and path for every page but the 404", async () => {
    for (const { url, $ } of await indexedPagesOf(demo, BASE)) {
      const canonical = $('link[rel="canonical"]').attr("href");
      if (url.endsWith("404.html")) {
        expect(canonical, url).toBeUndefined();
        expect($('meta[name="robots"]').attr("content")).toBe("noindex");
        continue;
      }
      expect(canonical, url).toBe(`${DEMO_ORIGIN}${url}`);
    }
  });

  it("gives every page Open Graph and Twitter tags, with the featured image where there is one", async () => {
    const pages = await pagesOf(demo, BASE);
    for (const { url, $ } of pages) {
      const og = (key: string) => $(`meta[property="${key}"]`).attr("content");
      const twitter = (key: string) => $(`meta[name="${key}"]`).attr("content");
      expect(og("og:title"), url).toBe($("title").text());
      expect(og("og:description"), url).toBe($('meta[name="description"]').attr("content"));
      expect(og("og:type"), url).toBe("website");
      expect(og("og:site_name"), url).toBe(demoSnapshot.studio.name);
      if (!url.endsWith("404.html")) expect(og("og:url"), url).toBe($('link[rel="canonical"]').attr("href"));
      expect(twitter("twitter:card"), url).toMatch(/^summary(_large_image)?$/);
      expect(twitter("twitter:title"), url).toBe($("title").text());
    }
    // The demo studio has no pictures (src/emulator/data/hosted-pages.ts); the fixture below has one.
    for (const page of pages.filter(({ url }) => isClassPage(url, BASE))) {
      const course = ofType(page, "Course")[0];
      const record = demoSnapshot.classes.find((cls) => course && cls.name === course.name);
      const image = safeUrl(record?.featured_image_url);
      expect(page.$('meta[property="og:image"]').attr("content"), page.url).toBe(image ?? undefined);
      expect(page.$('meta[name="twitter:card"]').attr("content"), page.url).toBe(image ? "summary_large_image" : "summary");
    }
  });

  it("lists exactly the built pages but the 404 in the sitemap, and robots.txt names it", async () => {
    const index = await readFile(join(demo.outDir, "sitemap-index.xml"), "utf8");
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(sitemaps.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${DEMO_SITE}/`)).toBe(true);
      const xml = await readFile(builtFile(demo, BASE, new URL(sitemap).pathname) ?? "", "utf8");
      listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    }
    const pages = (await indexedPagesOf(demo, BASE)).map(({ url }) => url).filter((url) => !url.endsWith("404.html"));
    expect(listed.sort()).toEqual(pages.map((url) => `${DEMO_ORIGIN}${url}`).sort());
    expect(listed.filter((url) => url.includes("/embed/"))).toEqual([]);
    expect(listed.some((url) => url.includes("404") || url.endsWith(".ics") || url.endsWith(".txt"))).toBe(false);

    const robots = await readFile(join(demo.outDir, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${DEMO_SITE}/sitemap-index.xml`);
  });

  it("keeps the embed views out of search results: noindex, their full-site page as canonical, no structured data", async () => {
    const embedded = (await pagesOf(demo, BASE)).filter(({ url }) => fullPathOf(url, BASE) !== null);
    const views = new Set(
      embedded.map(({ url }) => url.replace(/\d{4}-\d{2}-\d{2}\/$/, "<week>/").replace(/category\/[^/]+\/$/, "category/<slug>/").replace(/upcoming\/\d+\/$/, "upcoming/<rows>/")),
    );
    expect([...views].sort()).toEqual(
      ["classes/", "classes/category/<slug>/", "classes/compact/", "schedule/", "schedule/<week>/", "seasons/", "upcoming/<rows>/"].map((view) => `${BASE}embed/${view}`),
    );
    // The views for a box of fixed height name the page they shorten: 1 to 15 rows of the schedule, every class of the class list.
    expect(embedded.filter(({ url }) => url.includes("/embed/upcoming/")).map(({ $ }) => $('link[rel="canonical"]').attr("href"))).toEqual(Array(15).fill(`${DEMO_ORIGIN}${BASE}schedule/`));
    for (const { url, $, blocks } of embedded) {
      expect($('meta[name="robots"]').attr("content"), url).toBe("noindex");
      expect($('link[rel="canonical"]').attr("href"), url).toBe(`${DEMO_ORIGIN}${fullPathOf(url, BASE)}`);
      expect(blocks, url).toEqual([]);
      expect($("base").attr("target"), url).toBe("_top");
      expect($("header, footer, nav[aria-label=Breadcrumb]"), url).toHaveLength(0);
    }
    const snippets = (await pagesOf(demo, BASE)).find(({ url }) => url === `${BASE}embed/`);
    expect(snippets?.$('meta[name="robots"]').attr("content")).toBe("noindex");
    expect(snippets?.$("pre code").first().text()).toBe(
      `<div data-studio-embed="schedule" data-title="Class schedule"></div>\n<script src="${DEMO_SITE}/embed.js" async></script>`,
    );
  });

  it("ships the Cloudflare Pages header rules for the feeds", async () => {
    const headers = await readFile(join(demo.outDir, "_headers"), "utf8");
    expect(headers).toContain(`\n${BASE}calendar.ics\n  Content-Type: text/calendar; charset=utf-8`);
    expect(headers).toContain(`\n${BASE}classes/*/calendar.ics\n  Content-Type: text/calendar; charset=utf-8`);
    expect(headers).toContain(`\n${BASE}embed/*\n  ! Content-Security-Policy\n  Content-Security-Policy: frame-ancestors 'self'\n`);
  });
});

describe("the demo studio's iCalendar feeds", () => {
  const sessionsById = () => new Map(Object.values(demoSnapshot.sessions_by_class).flat().map((session) => [session.id, session]));

  it("builds a feed beside every class page, linked with its webcal: twin and Google Calendar wherever the class has dated sessions", async () => {
    const classPages = (await pagesOf(demo, BASE)).filter(({ url }) => isClassPage(url, BASE));
    const feeds = (await feedFiles(demo)).filter((file) => file.startsWith("classes/"));
    expect(feeds.map((file) => `${BASE}${file.replace(/calendar\.ics$/, "")}`).sort()).toEqual(classPages.map(({ url }) => url).sort());
    let withoutSessions = 0;
    for (const { url, $ } of classPages) {
      if ($(".session").length === 0) {
        // Private coaching has no dated sessions: no subscription to an empty feed.
        withoutSessions += 1;
        expect($(".calendar-links"), url).toHaveLength(0);
        continue;
      }
      const https = $(`.calendar-links a[href="${url}calendar.ics"]`);
      const webcal = $(`.calendar-links a[href="webcal://example.github.io${url}calendar.ics"]`);
      const google = $(`.calendar-links a[href="https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://example.github.io${url}calendar.ics`)}"]`);
      expect(https.text(), url).toMatch(/Add to calendar/);
      expect(webcal.text(), url).toMatch(/Subscribe/);
      expect(google.text(), url).toMatch(/Google Calendar/);
    }
    expect(withoutSessions).toBeGreaterThan(0);
  });

  it("links the studio feed from the home page and every schedule page", async () => {
    const pages = (await pagesOf(demo, BASE)).filter(({ url }) => url === BASE || url.startsWith(`${BASE}schedule/`));
    expect(pages.length).toBeGreaterThan(2);
    for (const { url, $ } of pages) {
      expect($(`.calendar-links a[href="${BASE}calendar.ics"]`).text(), url).toContain("Add to calendar");
      expect($(`.calendar-links a[href="webcal://example.github.io${BASE}calendar.ics"]`).text(), url).toContain("Subscribe");
    }
  });

  it("parses every class feed: one event per session of its class, with the right status and stable UIDs", async () => {
    const sessions = sessionsById();
    const files = (await feedFiles(demo)).filter((file) => file.startsWith("classes/"));
    let events = 0;
    for (const file of files) {
      const feed = parseFeed(await readFile(join(demo.outDir, file), "utf8"));
      const classIds = new Set(feed.events.map((event) => sessions.get(event.uid.split("@")[0] ?? "")?.class_id));
      expect(classIds.size, file).toBeLessThanOrEqual(1);
      const [classId] = [...classIds];
      const expected = classId ? (demoSnapshot.sessions_by_class[classId] ?? []) : [];
      expect(feed.events, file).toHaveLength(expected.length);
      for (const event of feed.events) checkEvent(event, sessions, `${BASE}${file.replace(/calendar\.ics$/, "")}`);
      events += feed.events.length;
    }
    expect(events).toBeGreaterThan(100);
  });

  it("parses the studio feed: every session of every class with a page through the schedule's last day, cancelled ones marked, and the registration openings", async () => {
    const sessions = sessionsById();
    const feed = parseFeed(await readFile(join(demo.outDir, "calendar.ics"), "utf8"));
    const classFeeds = await Promise.all(
      (await feedFiles(demo)).filter((file) => file.startsWith("classes/")).map(async (file) => parseFeed(await readFile(join(demo.outDir, file), "utf8")).events),
    );
    const openings = feed.events.filter((event) => event.uid.startsWith("registration-"));
    const sessionEvents = feed.events.filter((event) => !event.uid.startsWith("registration-"));
    // The studio feed stops where the schedule does (the sync window); the class feeds go on to each class's last published date.
    const inWindow = (event: ParsedEvent) => (sessions.get(event.uid.split("@")[0] ?? "")?.date ?? "") <= demoSnapshot.window.to;
    const classEvents = classFeeds.flat();
    expect(classEvents.some((event) => !inWindow(event))).toBe(true);
    expect(sessionEvents.map((event) => event.uid).sort()).toEqual(classEvents.filter(inWindow).map((event) => event.uid).sort());
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(feed.events.length);
    const cancelled = sessionEvents.filter((event) => event.status === "CANCELLED");
    expect(cancelled.length).toBeGreaterThan(0);
    for (const event of sessionEvents) checkEvent(event, sessions, null);
    expect(openings.length).toBeGreaterThan(0);
    for (const event of openings) {
      expect(event.summary).toMatch(/^Registration opens for (existing families|everyone): /);
      expect(event.url).toMatch(new RegExp(`^https://example\\.github\\.io${BASE}seasons/[a-z0-9-]+/$`));
    }
  });

  function checkEvent(event: ParsedEvent, sessions: Map<string, ClassInstance>, classPage: string | null): void {
    // The UID names the studio, not the site's address: moving the site must not duplicate events.
    const [id, host] = event.uid.split("@");
    expect(host).toBe(`${demoSnapshot.studio.id}.studio-catalog`);
    const session = sessions.get(id ?? "");
    expect(session, event.uid).toBeDefined();
    if (!session) return;
    expect(event.status, event.uid).toBe(session.status === "cancelled" ? "CANCELLED" : "CONFIRMED");
    expect(event.url, event.uid).toMatch(/^https:\/\/example\.github\.io\/studio-site\/classes\/[^/]+\/$/);
    if (classPage) expect(event.url).toBe(`${DEMO_ORIGIN}${classPage}`);
    if (session.time === null) {
      expect(event.allDay).toBe(true);
      expect(event.start).toBe(session.date);
    } else {
      expect(event.start, event.uid).toBe(localToInstant(session.date, session.time, demoSnapshot.timezone).toISOString());
    }
  }
});

describe("the demo studio's structured data", () => {
  const currency = () => studioCurrency(null, demoSnapshot);

  it("parses every JSON-LD block on every page, each a schema.org node with absolute URLs", async () => {
    const pages = await indexedPagesOf(demo, BASE);
    for (const page of pages) {
      if (!page.url.endsWith("404.html")) expect(page.blocks.length, page.url).toBeGreaterThan(0);
      for (const block of page.blocks) {
        expect(block["@context"], page.url).toBe("https://schema.org");
        expect(typeof block["@type"], page.url).toBe("string");
        for (const [key, value] of walk(block)) {
          if ((key === "url" || key === "item" || key === "@id") && typeof value === "string") expect(value, `${page.url} ${key}`).toMatch(/^https?:\/\//);
          if (key === "url" && typeof value === "string" && value.startsWith(DEMO_ORIGIN)) expect(value).toMatch(/^https:\/\/example\.github\.io\/studio-site\//);
        }
      }
    }
  });

  it("describes every class as a Course whose upcoming sessions carry the Event properties", async () => {
    const pages = (await pagesOf(demo, BASE)).filter(({ url }) => isClassPage(url, BASE));
    const locations = new Map(demoSnapshot.locations.map((location) => [location.id, location]));
    let instances = 0;
    let offers = 0;
    for (const page of pages) {
      const [course, ...others] = ofType(page, "Course");
      expect(others, page.url).toHaveLength(0);
      expect(course, page.url).toMatchObject({ name: expect.any(String), description: expect.any(String), url: `${DEMO_ORIGIN}${page.url}` });
      expect(course?.provider, page.url).toMatchObject({ "@type": "Organization", name: demoSnapshot.studio.name, url: `${DEMO_SITE}/` });
      const record = demoSnapshot.classes.find((cls) => cls.name === course?.name);
      expect(record, page.url).toBeDefined();
      const location = record?.location ? locations.get(record.location.id) : undefined;
      const checkouts = new Set([record?.links.checkout, ...(demoSnapshot.sessions_by_class[record?.id ?? ""] ?? []).map((session) => session.links.checkout)]);
      const courseInstances = asArray(course?.hasCourseInstance);
      // Each upcoming session the page lists is one CourseInstance.
      expect(courseInstances, page.url).toHaveLength(page.$(".session-list .session").length);
      for (const item of courseInstances) {
        instances += 1;
        expect(item["@type"]).toBe("CourseInstance");
        expect(item.name).toBe(course?.name);
        expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
        if (item.startDate.length > 10) {
          expect(item.startDate).toMatch(ISO_WITH_OFFSET);
          expect(item.endDate).toMatch(ISO_WITH_OFFSET);
        }
        expect(["https://schema.org/EventScheduled", "https://schema.org/EventCancelled"]).toContain(item.eventStatus);
        expect(item.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
        expect(item.organizer).toMatchObject({ name: demoSnapshot.studio.name });
        if (record?.location) {
          expect(item.location).toMatchObject({ "@type": "Place", name: expect.any(String) });
          if (location?.address) expect(item.location.address).toMatchObject({ "@type": "PostalAddress", streetAddress: location.address.trim() });
        }
        if (item.eventStatus === "https://schema.org/EventCancelled") expect(item.offers).toBeUndefined();
        if (item.offers) {
          offers += 1;
          checkOffer(item.offers, currency());
          expect(checkouts.has(item.offers.url), page.url).toBe(true);
        } else if (record && (record.enrollment_type === "seasonal" || record.enrollment_type === "closed")) {
          expect(item.offers).toBeUndefined();
        }
      }
      if (record && (record.enrollment_type === "seasonal" || record.enrollment_type === "closed")) expect(course?.offers, page.url).toBeUndefined();
    }
    expect(instances).toBeGreaterThan(100);
    expect(offers).toBeGreaterThan(50);
  });

  it("puts the studio on the home page with its synced locations", async () => {
    const home = (await pagesOf(demo, BASE)).find(({ url }) => url === BASE);
    const [studio] = home?.blocks ?? [];
    expect(studio).toMatchObject({ name: demoSnapshot.studio.name, url: `${DEMO_SITE}/`, "@id": `${DEMO_SITE}/#studio` });
    expect(["Organization", "LocalBusiness"]).toContain(studio?.["@type"]);
    const places = asArray(studio?.location);
    expect(places).toHaveLength(demoSnapshot.locations.length);
    for (const place of places) {
      expect(place.address).toMatchObject({ "@type": "PostalAddress", streetAddress: expect.any(String) });
      expect(place.url).toMatch(/^https:\/\/example\.github\.io\/studio-site\/locations\/#/);
    }
  });

  it("lists each season's, membership's, trial's and appointment's offers with price, currency and URL", async () => {
    const pages = await pagesOf(demo, BASE);
    const find = (url: string) => pages.find((page) => page.url === url);
    const seasons = pages.filter(({ url }) => /\/seasons\/[^/]+\/$/.test(url));
    expect(seasons.length).toBeGreaterThan(0);
    let seasonOffers = 0;
    for (const page of seasons) {
      const [model] = ofType(page, "OfferCatalog");
      expect(model?.url, page.url).toBe(`${DEMO_ORIGIN}${page.url}`);
      for (const element of asArray(model?.itemListElement)) {
        if (element["@type"] !== "Offer") continue;
        seasonOffers += 1;
        checkOffer(element, currency());
        expect(element.itemOffered).toMatchObject({ name: expect.any(String) });
      }
    }
    expect(seasonOffers).toBeGreaterThan(0);

    const [memberships] = ofType(find(`${BASE}memberships/`)!, "OfferCatalog");
    expect(memberships?.numberOfItems).toBe(demoSnapshot.membership_types.length);
    for (const service of asArray(memberships?.itemListElement)) {
      for (const offer of asArray(service.offers)) {
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
        expect(offer.url).toMatch(/^https:\/\//);
      }
    }
    const [trials] = ofType(find(`${BASE}trials/`)!, "OfferCatalog");
    expect(trials?.numberOfItems).toBe(find(`${BASE}trials/`)?.$("main li.card").length);
    for (const element of asArray(trials?.itemListElement)) if (element["@type"] === "Offer") checkOffer(element, currency());
    const [appointments] = ofType(find(`${BASE}appointments/`)!, "OfferCatalog");
    expect(appointments?.numberOfItems).toBe(demoSnapshot.appointment_services.length);
    for (const service of asArray(appointments?.itemListElement)) if (service.offers) checkOffer(service.offers, currency());
  });

  it("gives every detail page a breadcrumb list that ends with the page itself", async () => {
    const detail = (await indexedPagesOf(demo, BASE)).filter(({ url }) =>
      /\/(classes\/(category\/|location\/)?[^/]+|seasons\/[^/]+|schedule\/\d{4}-\d{2}-\d{2})\/$/.test(url),
    );
    expect(detail.length).toBeGreaterThan(30);
    for (const page of detail) {
      const [list] = ofType(page, "BreadcrumbList");
      const items = asArray(list?.itemListElement);
      expect(items.length, page.url).toBeGreaterThanOrEqual(3);
      items.forEach((item, index) => expect(item).toMatchObject({ "@type": "ListItem", position: index + 1, name: expect.any(String) }));
      expect(items[0]?.item).toBe(`${DEMO_SITE}/`);
      expect(items.at(-1)?.item, page.url).toBe(`${DEMO_ORIGIN}${page.url}`);
      // The visible trail says the same.
      expect(page.$(".breadcrumbs li").length, page.url).toBe(items.length);
    }
  });

  it("lists the class pages on /classes/ for search engines' course lists", async () => {
    const page = (await pagesOf(demo, BASE)).find(({ url }) => url === `${BASE}classes/`);
    const [list] = ofType(page!, "ItemList");
    const urls = asArray(list?.itemListElement).map((item) => item.url);
    const classPages = (await pagesOf(demo, BASE)).filter(({ url }) => isClassPage(url, BASE)).map(({ url }) => `${DEMO_ORIGIN}${url}`);
    expect([...urls].sort()).toEqual(classPages.sort());
  });

  function checkOffer(offer: Json, known: string | null): void {
    expect(offer["@type"]).toBe("Offer");
    expect(offer.url).toMatch(/^https?:\/\//);
    if (known === null) {
      expect(offer.price).toBeUndefined();
      expect(offer.priceCurrency).toBeUndefined();
    } else if (offer.price !== undefined) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceCurrency).toBe(known);
    }
    if (offer.priceCurrency !== undefined) expect(offer.price).toBeDefined();
  }
});

/** Every [key, value] pair in a JSON tree. */
function* walk(node: unknown): Generator<[string, unknown]> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      yield [key, value];
      yield* walk(value);
    }
  }
}

describe("a class around a daylight-saving change, at a domain's root", () => {
  const classUrl = "/classes/ballet-i/";
  const at = (date: string, time: string) => localToInstant(date, time, dst.snapshot.timezone);

  it("writes each session's JSON-LD times with the offset of its own date", async () => {
    // The class page lists the next weeks; later sessions are on its sessions pages, each with its own markup.
    const pages = (await pagesOf(fixture, "/")).filter(({ url }) => url === classUrl || url.startsWith(`${classUrl}sessions/`));
    const instances = pages.flatMap((page) => ofType(page, "Course").flatMap((course) => asArray(course.hasCourseInstance)));
    const byStart = instances
      .map((item) => [item.startDate, item.endDate, item.eventStatus])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    const before = dst.sessions.find((session) => session.id === DST_IDS.before)!.date;
    const cancelled = dst.sessions.find((session) => session.id === DST_IDS.cancelled)!.date;
    const dateOnly = dst.sessions.find((session) => session.id === DST_IDS.dateOnly)!.date;
    expect(byStart).toEqual([
      [`${before}T10:00:00-05:00`, `${before}T10:45:00-05:00`, "https://schema.org/EventScheduled"],
      // 02:30 does not exist that night: it is 03:30 daylight time.
      [`${dst.dst}T03:30:00-04:00`, `${dst.dst}T04:15:00-04:00`, "https://schema.org/EventScheduled"],
      [`${dst.dst}T10:00:00-04:00`, `${dst.dst}T10:45:00-04:00`, "https://schema.org/EventScheduled"],
      [`${cancelled}T16:00:00-04:00`, `${cancelled}T16:45:00-04:00`, "https://schema.org/EventCancelled"],
      [dateOnly, undefined, "https://schema.org/EventScheduled"],
    ]);
    expect(toIsoWithOffset(at(dst.dst, "10:00:00"), dst.snapshot.timezone)).toBe(`${dst.dst}T10:00:00-04:00`);
  });

  it("leaves price and currency out of every offer when the currency is unknown", async () => {
    const page = (await pagesOf(fixture, "/")).find(({ url }) => url === classUrl);
    const [course] = ofType(page!, "Course");
    const offers = [course?.offers, ...asArray(course?.hasCourseInstance).map((item) => item.offers)].filter(Boolean);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.url).toBe(dst.snapshot.classes[0]?.links.checkout);
      expect(offer).not.toHaveProperty("price");
      expect(offer).not.toHaveProperty("priceCurrency");
    }
  });

  it("puts the right instants in both feeds, including the skipped hour", async () => {
    const expected = new Map<string, Partial<ParsedEvent>>([
      [DST_IDS.before, { start: at(dst.sessions[0]!.date, "10:00:00").toISOString(), status: "CONFIRMED" }],
      [DST_IDS.gap, { start: new Date(`${dst.dst}T07:30:00Z`).toISOString(), end: new Date(`${dst.dst}T08:15:00Z`).toISOString() }],
      [DST_IDS.after, { start: new Date(`${dst.dst}T14:00:00Z`).toISOString(), end: new Date(`${dst.dst}T14:45:00Z`).toISOString() }],
      [DST_IDS.cancelled, { status: "CANCELLED" }],
      [DST_IDS.dateOnly, { allDay: true, start: dst.sessions[4]!.date }],
    ]);
    expect(expected.get(DST_IDS.before)?.start).toBe(new Date(`${dst.sessions[0]!.date}T15:00:00Z`).toISOString());
    for (const file of ["calendar.ics", "classes/ballet-i/calendar.ics"]) {
      const { events } = parseFeed(await readFile(join(fixture.outDir, file), "utf8"));
      expect(events, file).toHaveLength(5);
      for (const event of events) {
        const [id, host] = event.uid.split("@");
        expect(host).toBe(`${dst.snapshot.studio.id}.studio-catalog`);
        expect(event, `${file} ${id}`).toMatchObject(expected.get(id ?? "") ?? { uid: "unexpected" });
        expect(event.url).toBe(`${FIXTURE_SITE}${classUrl}`);
        expect(event.location).toBe("Main Street Studio, 12 Main Street, Springfield");
      }
    }
  });

  it("shows the class's featured image in its link previews", async () => {
    const page = (await pagesOf(fixture, "/")).find(({ url }) => url === classUrl);
    const image = dst.snapshot.classes[0]?.featured_image_url;
    expect(image).toMatch(/^https:\/\//);
    expect(page?.$('meta[property="og:image"]').attr("content")).toBe(image);
    expect(page?.$('meta[property="og:image:alt"]').attr("content")).toBe("Ballet I");
    expect(page?.$('meta[name="twitter:card"]').attr("content")).toBe("summary_large_image");
    expect(page?.$('meta[name="twitter:image"]').attr("content")).toBe(image);
    const [course] = ofType(page!, "Course");
    expect(course?.image).toBe(image);
  });

  it("links pages at the domain's root and names the root sitemap", async () => {
    for (const { url, $ } of await indexedPagesOf(fixture, "/")) {
      $("a[href]").each((_, element) => {
        const target = $(element).attr("href") ?? "";
        if (target.startsWith("/")) expect(target.startsWith("//"), url).toBe(false);
      });
      if (!url.endsWith("404.html")) expect($('link[rel="canonical"]').attr("href"), url).toBe(`${FIXTURE_SITE}${url}`);
    }
    expect(await readFile(join(fixture.outDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${FIXTURE_SITE}/sitemap-index.xml`);
    const page = (await pagesOf(fixture, "/")).find(({ url }) => url === classUrl);
    expect(page?.$('.calendar-links a[href="webcal://schedule.example.com/classes/ballet-i/calendar.ics"]')).toHaveLength(1);
  });
});

describe("the site's source", () => {
  it("uses set:html only for serialized JSON-LD and the accent stylesheet (hex digits only)", async () => {
    const root = new URL("../../src/", import.meta.url).pathname;
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".astro"));
    const uses: string[] = [];
    for (const file of files) {
      const source = await readFile(join(root, file), "utf8");
      for (const match of source.matchAll(/set:html=\{([^}]*)\}/g)) {
        uses.push(match[1]!);
        const before = source.slice(Math.max(0, (match.index ?? 0) - 80), match.index);
        if (match[1]!.startsWith("serializeJsonLd(")) expect(before, file).toContain('type="application/ld+json"');
        // A constant of our own (src/site/inline-scripts.ts), hashed into the page policy; no API text.
        else if (match[1] === "SHOW_FILTER_SCRIPT") expect(source, file).toContain('import { SHOW_FILTER_SCRIPT } from "~/site/inline-scripts.ts";');
        else if (match[1] === "SHOW_PLANNER_SCRIPT") expect(source, file).toContain('import { SHOW_PLANNER_SCRIPT } from "~/site/inline-scripts.ts";');
        else if (match[1] === "LANGUAGE_SWITCHER_STYLE") expect(source, file).toMatch(/import \{[^}]*\bLANGUAGE_SWITCHER_STYLE\b[^}]*\} from "~\/site\/site-languages\.ts";/);
        else if (match[1] === "BOXED_STYLE") expect(source, file).toMatch(/import \{[^}]*\bBOXED_STYLE\b[^}]*\} from "~\/site\/boxed-views\.ts";/);
        else {
          expect(match[1], file).toBe("accentCss");
          expect(before, file).toContain("<style is:inline");
          expect(source, file).toContain("const accentCss = model.accentStylesheet;");
        }
      }
      expect(source.match(/set:html/g)?.length ?? 0, file).toBe([...source.matchAll(/set:html=\{/g)].length);
    }
    expect(uses.sort()).toEqual(["BOXED_STYLE", "LANGUAGE_SWITCHER_STYLE", "SHOW_FILTER_SCRIPT", "SHOW_PLANNER_SCRIPT", "accentCss", "serializeJsonLd(data)"]);
  });
});
