import { parseFeed } from "@rowanmanning/feed-parser";
import * as cheerio from "cheerio";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoKey, generateStudio, type RunningEmulator, type StudioData } from "../../src/emulator/index.ts";
import { PUBLISHED_SNAPSHOT_FILE, publishedSnapshotParts, readSnapshotFile } from "../../src/snapshot/snapshot.ts";
import { changeFeedAtom } from "../../src/site/change-feeds.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { startStaticServer } from "../support/static-server.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

/**
 * Issue 36's acceptance: the emulator synced again and again with changes between the syncs,
 * and the site's Atom feeds built from each snapshot (the routes /changes.xml and
 * /classes/<slug>/changes.xml render `changeFeedAtom`), read back by a maintained feed parser
 * as a reader would. Once with the snapshot kept on disk between syncs, once on a host that
 * builds from a fresh clone and reads the previous state only from the published site.
 */
const TODAY = "2026-11-21";
const SITE = "https://studio.example/";
const T1 = new Date("2026-11-21T17:00:00Z");
const T2 = new Date("2026-11-21T18:00:00Z");
/** The next day: nothing changed, but a season's closing is now within 3 days. */
const T3 = new Date("2026-11-22T17:00:00Z");
const T4 = new Date("2026-11-22T18:00:00Z");

const HOSTILE_NAME = "Jazz & Hip Hop <img src=x onerror=alert(1)> ]]> 3<4";

const ids = {
  fullClass: "cf754d1b-2e95-839f-b40a-e48ebf96dc24", // Little Movers Level 1, 15 of 15 taken
  addedClass: "aef2715a-a8a7-82be-a828-4f2284bd809e", // Jazz & Hip Hop Level 3, absent from the first sync
  pricedClass: "89131afb-4d14-811e-b13d-aba02f553d51", // Gymnastics Intro
  cancelledSession: "69357e69-d7b8-8e8b-b428-8b69d0b83314", // Gymnastics Intro, Sun Nov 22 at 5:45 PM
  openingSeason: "45142eb0-0db7-83f3-a8ce-2df3fa875539", // Summer 2026 Session 1
  closingSeason: "f458a01a-a77b-818d-949c-9a4605c7eeeb", // Fall 2026 Session 2
};

/** The studio before the changes: the added class missing, its public opening ahead, the other season closing in 3.5 days of T1. */
function before(): StudioData {
  const data = generateStudio({ classes: 5, seasons: 2, today: TODAY, seed: 3 });
  data.classes = data.classes.filter((cls) => cls.id !== ids.addedClass);
  data.instances = data.instances.filter((session) => session.class_id !== ids.addedClass);
  for (const season of data.registrations) {
    if (season.id === ids.openingSeason) season.registration_window = { internal_opens_at: null, external_opens_at: "2026-11-21T12:30:00-05:00", closes_at: null };
    if (season.id === ids.closingSeason) season.registration_window = { ...season.registration_window, closes_at: "2026-11-25T00:00:00-05:00" };
  }
  return data;
}

/** After: a spot opens in the full class, a session is cancelled, the class is added, a price changes; the opening passes with time alone. */
function after(): StudioData {
  const data = before();
  const full = data.classes.find((cls) => cls.id === ids.fullClass)!;
  full.capacity = { max: 15, enrolled: 14, spots_remaining: 1 };
  data.instances.find((session) => session.id === ids.cancelledSession)!.status = "cancelled";
  const fresh = generateStudio({ classes: 5, seasons: 2, today: TODAY, seed: 3 });
  // Its name carries markup and what would end a CDATA section: a feed shows them as text.
  data.classes.push({ ...fresh.classes.find((cls) => cls.id === ids.addedClass)!, name: HOSTILE_NAME });
  data.instances.push(...fresh.instances.filter((session) => session.class_id === ids.addedClass));
  const priced = data.classes.find((cls) => cls.id === ids.pricedClass)!;
  // A price is the studio's text as the API gives it, markup and all: a reader shows it as text.
  priced.price_display = "$55.00 <i>every</i> 2 weeks";
  priced.price_cents = 5500;
  return data;
}

interface ReadFeed {
  readonly language: string | null;
  readonly updated: Date | null;
  readonly self: string | null;
  readonly entries: readonly { id: string | null; title: string | null; url: string | null; updated: Date | null }[];
}

/**
 * An entry's title as a reader that renders Atom's `type="html"` shows it: the element's text
 * read as HTML. The feed parser hands the HTML over as it is, so this is what makes a price's
 * markup show as text.
 */
function shownTitles(xml: string): string[] {
  const $ = cheerio.load(xml, { xml: true });
  return $("entry > title")
    .toArray()
    .map((title) => {
      expect(title.attribs.type).toBe("html");
      return cheerio.load($(title).text()).root().text();
    });
}

/** A feed as a feed reader reads it. */
function read(xml: string): ReadFeed {
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe("atom");
  expect(feed.meta.version).toBe("1.0");
  expect(shownTitles(xml)).toEqual(feed.items.map((item) => item.title));
  return { language: feed.language, updated: feed.updated, self: feed.self, entries: feed.items.map((item) => ({ id: item.id, title: item.title, url: item.url, updated: item.updated })) };
}

/** The studio feed and every class's, from the snapshot at `path`, as a build at `now` in `locale` renders them. */
async function builtFeeds(path: string, now: Date, locale = "en-US") {
  const { snapshot } = await readSnapshotFile(path);
  const model = buildSiteModel(snapshot, { locale, now });
  const classFeeds = new Map(model.classes.map((cls) => [cls.id, read(changeFeedAtom(model, SITE, cls))] as const));
  return { model, studio: read(changeFeedAtom(model, SITE, null)), classFeeds };
}

type Host = "kept snapshot" | "fresh clone";

/**
 * Syncs at T1..T4 with `after()` served from T2 on, and the feeds built after each. On a fresh
 * clone each sync writes a new file and reads the previous state from the site the previous
 * build published (its /catalog-snapshot.json, made as the site's route makes it).
 */
async function syncFourTimes(emulator: RunningEmulator, host: Host) {
  const published = dirname(await tempSnapshotPath());
  await mkdir(published, { recursive: true });
  const site = await startStaticServer(published);
  try {
    const builds: ({ path: string; stderr: string } & Awaited<ReturnType<typeof builtFeeds>>)[] = [];
    for (const [index, now] of [T1, T2, T3, T4].entries()) {
      if (index === 1) emulator.setData(after());
      const path = host === "kept snapshot" && builds.length > 0 ? builds[0]!.path : await tempSnapshotPath();
      const extra: Record<string, string> = host === "fresh clone" ? { SITE_URL: site.origin } : { PREVIOUS_SNAPSHOT_URL: "none" };
      const run = await runSync(envFor(emulator, demoKey("full"), path, extra), () => now);
      expect(run.exitCode, run.stderr).toBe(0);
      const built = await builtFeeds(path, now);
      // The build publishes what it was built from; the next fresh clone reads only that.
      const file = await readSnapshotFile(path);
      await writeFile(join(published, PUBLISHED_SNAPSHOT_FILE), Buffer.concat(publishedSnapshotParts(file.bytes, file.snapshot)));
      builds.push({ path, stderr: run.stderr, ...built });
    }
    return { builds, requests: site.requests };
  } finally {
    await site.close();
  }
}

const withStudio = <T>(work: (emulator: RunningEmulator) => Promise<T>) => withEmulator({ data: before(), today: TODAY, now: () => T1.getTime() }, work);

describe("the feeds of what changed, over syncs", () => {
  const expectedAfterSecond = [
    // The opening passed between the syncs: dated at its own instant, so it is the oldest of this sync's.
    "New class: Jazz & Hip Hop ]]> 3<4",
    "Cancelled: Gymnastics Intro · Sun/Fri · Section 0004 on Sun, Nov 22 at 5:45 PM",
    "Little Movers Level 1 · Tue/Thu/Sat · Section 0003 has room again: 1 spot open",
    "New price for Gymnastics Intro · Sun/Fri · Section 0004: $55.00 <i>every</i> 2 weeks (was $50.00 every 2 weeks)",
    "Registration is open for everyone: Summer 2026 Session 1",
  ];

  for (const host of ["kept snapshot", "fresh clone"] as const) {
    it(`records each change once with a stable id, keeps it, and adds only what time brings (${host})`, async () => {
      await withStudio(async (emulator) => {
        const { builds, requests } = await syncFourTimes(emulator, host);
        const [first, second, third, fourth] = builds;

        // A first sync starts the feed: nothing invented, and a valid feed dated at its start.
        expect(first!.studio.entries).toEqual([]);
        expect(first!.studio.updated).toEqual(T1);
        expect(first!.studio.language).toBe("en-US");
        expect(first!.studio.self).toBe(`${SITE}changes.xml`);

        const titles = (feed: ReadFeed) => feed.entries.map((entry) => entry.title);
        expect([...titles(second!.studio)].sort()).toEqual([...expectedAfterSecond].sort());
        // The season's opening is dated when it opened; the rest at the sync that saw them.
        const opened = second!.studio.entries.find((entry) => entry.title!.startsWith("Registration is open"))!;
        expect(opened.updated).toEqual(new Date("2026-11-21T17:30:00Z"));
        expect(second!.studio.entries.filter((entry) => entry !== opened).every((entry) => entry.updated!.getTime() === T2.getTime())).toBe(true);
        expect(second!.studio.updated).toEqual(T2);
        for (const entry of second!.studio.entries) expect(entry.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(new Set(second!.studio.entries.map((entry) => entry.id)).size).toBe(5);

        // Each entry links the page that shows it.
        const classPage = (id: string) => `${SITE.slice(0, -1)}${second!.model.classes.find((cls) => cls.id === id)!.href}`;
        const linkOf = (start: string) => second!.studio.entries.find((entry) => entry.title!.startsWith(start))!.url;
        expect(linkOf("New class")).toBe(classPage(ids.addedClass));
        expect(linkOf("Cancelled")).toBe(classPage(ids.pricedClass));
        expect(linkOf("Little Movers")).toBe(classPage(ids.fullClass));
        expect(linkOf("New price")).toBe(classPage(ids.pricedClass));
        expect(linkOf("Registration is open")).toBe(`${SITE.slice(0, -1)}${second!.model.seasons.find((season) => season.id === ids.openingSeason)!.href}`);

        // In its class's feed, once each; the season's opening in every class its catalog sells.
        const classTitles = (id: string) => titles(second!.classFeeds.get(id)!);
        expect([...classTitles(ids.addedClass)].sort()).toEqual([expectedAfterSecond[0], expectedAfterSecond[4]].sort());
        expect([...classTitles(ids.pricedClass)].sort()).toEqual([expectedAfterSecond[1], expectedAfterSecond[3], expectedAfterSecond[4]].sort());
        expect([...classTitles(ids.fullClass)].sort()).toEqual([expectedAfterSecond[2], expectedAfterSecond[4]].sort());
        for (const [, feed] of second!.classFeeds) expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);

        // Unchanged data a day later: only the closing that time brought within 3 days, once, on top; the rest as they were.
        const idsOf = (feed: ReadFeed) => feed.entries.map((entry) => entry.id);
        expect(titles(third!.studio)[0]).toBe("Registration for Fall 2026 Session 2 closes Nov 25, 2026, 12:00 AM Eastern Time");
        expect(idsOf(third!.studio).slice(1)).toEqual(idsOf(second!.studio));
        expect(idsOf(fourth!.studio)).toEqual(idsOf(third!.studio));
        expect(fourth!.studio.updated).toEqual(T3);
        expect(fourth!.stderr).toContain("Change feed: 0 new entries, 6 kept (the last 90 days).");
        if (host === "kept snapshot") {
          const shown = third!.studio.entries.map((entry) => `  ${entry.updated!.toISOString()}  ${entry.title}  -> ${entry.url}`);
          console.info(`A feed reader's view of /changes.xml after the third sync:\n${shown.join("\n")}`);
        }

        if (host === "fresh clone") {
          // Every sync but the first read the previous state from the published site, and only from there.
          expect(requests.map((request) => `${request.path} ${request.status}`)).toEqual([
            `/${PUBLISHED_SNAPSHOT_FILE} 404`,
            ...Array.from({ length: 3 }, () => `/${PUBLISHED_SNAPSHOT_FILE} 200`),
          ]);
        } else {
          expect(requests).toEqual([]);
        }
      });
    });
  }

  it("words the same entries in each page's language, with the same ids", async () => {
    await withStudio(async (emulator) => {
      const { builds } = await syncFourTimes(emulator, "kept snapshot");
      const path = builds[1]!.path;
      const feeds = Object.fromEntries(await Promise.all(["en-US", "es-US", "fr-CA"].map(async (locale) => [locale, (await builtFeeds(path, T4, locale)).studio] as const)));
      expect(feeds["es-US"]!.language).toBe("es-US");
      expect(feeds["fr-CA"]!.language).toBe("fr-CA");
      expect(feeds["es-US"]!.entries.map((entry) => entry.id)).toEqual(feeds["en-US"]!.entries.map((entry) => entry.id));
      expect(feeds["fr-CA"]!.entries.map((entry) => entry.id)).toEqual(feeds["en-US"]!.entries.map((entry) => entry.id));
      expect(feeds["es-US"]!.entries.map((entry) => entry.title)).toContain("Inscripción abierta para todos: Summer 2026 Session 1");
      expect(feeds["fr-CA"]!.entries.map((entry) => entry.title)).toContain("Inscriptions ouvertes à tous\u202f: Summer 2026 Session 1");
      expect(feeds["es-US"]!.entries.map((entry) => entry.title)).toContain("Cancelada: Gymnastics Intro · Sun/Fri · Section 0004 el dom, 22 de nov a las 5:45 p.m.");
    });
  });
});
