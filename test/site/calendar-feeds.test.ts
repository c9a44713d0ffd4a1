import { describe, expect, it } from "vitest";
import { classCalendarFeed, feedLinks, studioCalendarFeed } from "../../src/site/calendar-feeds.ts";
import { buildSiteCatalog } from "../../src/site/site-catalog.ts";
import { parseFeed } from "../fixtures/calendar-feeds.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

const NOW = new Date("2026-03-17T14:00:00Z");
const SITE = "https://schedule.example.com";

describe("feedLinks", () => {
  it("gives the feed's path, its absolute URL and its webcal: twin", () => {
    expect(feedLinks("/studio-site/calendar.ics", "https://example.github.io/studio-site")).toEqual({
      href: "/studio-site/calendar.ics",
      url: "https://example.github.io/studio-site/calendar.ics",
      webcal: "webcal://example.github.io/studio-site/calendar.ics",
    });
  });
});

const catalog = buildSiteCatalog(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });

describe("the site's feeds", () => {

  it("builds the studio feed from the catalog's snapshot, for the classes that have pages", () => {
    const { events } = parseFeed(studioCalendarFeed(catalog, SITE));
    const pageIds = new Set(catalog.classes.map((cls) => cls.id));
    const sessionIds = new Set(
      Object.entries(catalog.snapshot.sessions_by_class)
        .filter(([classId]) => pageIds.has(classId))
        .flatMap(([, sessions]) => sessions.map((session) => session.id)),
    );
    expect(new Set(events.map((event) => event.uid.split("@")[0]))).toEqual(sessionIds);
    expect(events.some((event) => event.uid.startsWith(demoIds.cancelledSession) && event.status === "CANCELLED")).toBe(true);
  });

  it("builds a class's feed with its page as every event's URL", () => {
    const ballet = catalog.classes.find((cls) => cls.id === demoIds.ballet)!;
    const { events } = parseFeed(classCalendarFeed(catalog, ballet, SITE) ?? "");
    expect(events).toHaveLength(catalog.snapshot.sessions_by_class[demoIds.ballet]?.length ?? -1);
    expect(new Set(events.map((event) => event.url))).toEqual(new Set([`${SITE}/classes/ballet-i-ages-5-7/`]));
  });

  it("has no feed for a class the snapshot does not hold", () => {
    expect(classCalendarFeed(catalog, { id: "nope", slug: "nope", href: "/classes/nope/" }, SITE)).toBeNull();
  });
});
