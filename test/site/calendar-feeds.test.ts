import { describe, expect, it } from "vitest";
import { classCalendarFeed, feedLinks, studioCalendarFeed } from "../../src/site/calendar-feeds.ts";
import { buildSiteCatalog } from "../../src/site/site-catalog.ts";
import { parseFeed } from "../fixtures/calendar-feeds.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

const NOW = new Date("2026-03-17T14:00:00Z");
const SITE = "https://schedule.example.com";

describe("feedLinks", () => {
  it("gives the feed's path, its absolute URL, its webcal: twin and Google Calendar's subscribe address", () => {
    expect(feedLinks("/studio-site/calendar.ics", "https://example.github.io/studio-site")).toEqual({
      href: "/studio-site/calendar.ics",
      url: "https://example.github.io/studio-site/calendar.ics",
      webcal: "webcal://example.github.io/studio-site/calendar.ics",
      google: "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fexample.github.io%2Fstudio-site%2Fcalendar.ics",
    });
  });
});

describe("the site's feeds", () => {
  const catalog = buildSiteCatalog(demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });

  it("builds the studio feed from the catalog's snapshot, for the classes that have pages", () => {
    const { events } = parseFeed(studioCalendarFeed(catalog, SITE));
    const pageIds = new Set(catalog.classes.map((cls) => cls.id));
    const sessionIds = new Set(
      Object.entries(catalog.snapshot.sessions_by_class)
        .filter(([classId]) => pageIds.has(classId))
        .flatMap(([, sessions]) => sessions.map((session) => session.id)),
    );
    const sessionEvents = events.filter((event) => !event.uid.startsWith("registration-"));
    expect(new Set(sessionEvents.map((event) => event.uid.split("@")[0]))).toEqual(sessionIds);
    expect(events.some((event) => event.uid.startsWith(demoIds.cancelledSession) && event.status === "CANCELLED")).toBe(true);
  });

  it("reminds a subscribed family of each season's registration openings, linking the season page", () => {
    const { events } = parseFeed(studioCalendarFeed(catalog, SITE));
    const openings = events.filter((event) => event.uid.startsWith("registration-"));
    const spring = catalog.snapshot.registrations.find((season) => season.id === demoIds.springSeason)!;
    // Spring opens for existing families 5 days after NOW and for everyone 12 days after; Fall's openings are
    // before the sync window, the closed Summer season will not open, and the ended Winter season has no page.
    expect(openings.map((event) => [event.summary, event.start, event.url])).toEqual([
      ["Registration opens for existing families: Spring Season", new Date(spring.registration_window.internal_opens_at!).toISOString(), `${SITE}/seasons/spring/`],
      ["Registration opens for everyone: Spring Season", new Date(spring.registration_window.external_opens_at!).toISOString(), `${SITE}/seasons/spring/`],
    ]);
  });

  it("builds a class's feed with its page as every event's URL", () => {
    const ballet = catalog.classes.find((cls) => cls.id === demoIds.ballet)!;
    const { events } = parseFeed(classCalendarFeed(catalog, ballet, SITE) ?? "");
    expect(events).toHaveLength(catalog.snapshot.sessions_by_class[demoIds.ballet]?.length ?? -1);
    expect(new Set(events.map((event) => event.url))).toEqual(new Set([`${SITE}/classes/ballet-i/`]));
  });

  it("has no feed for a class the snapshot does not hold", () => {
    expect(classCalendarFeed(catalog, { id: "nope", slug: "nope", href: "/classes/nope/" }, SITE)).toBeNull();
  });
});
