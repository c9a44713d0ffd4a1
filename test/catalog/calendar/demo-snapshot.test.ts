import { describe, expect, it } from "vitest";
import { buildClassCalendar, buildStudioCalendar } from "../../../src/catalog/calendar/build-calendar.ts";
import { calendarClasses } from "../../../src/catalog/calendar/feed-classes.ts";
import { classCalendarPath, STUDIO_CALENDAR_PATH } from "../../../src/catalog/calendar/feed-links.ts";
import { currentClasses } from "../../../src/core/classes.ts";
import { assignSlugs } from "../../../src/catalog/slugs.ts";
import { studioToday } from "../../../src/core/local-time.ts";
import { demoLikeSnapshot } from "../../fixtures/demo-like-snapshot.ts";
import { parseFeed } from "./feed-fixtures.ts";

describe("feeds of the demo-like studio", () => {
  const now = new Date("2027-03-10T15:00:00Z");
  const snapshot = demoLikeSnapshot(now);
  const site = "https://schedule.example.com";
  const slugs = assignSlugs(snapshot.classes, "class");
  const current = currentClasses(snapshot.classes, studioToday(now, snapshot.timezone));
  const pages = current.map((cls) => ({ id: cls.id, href: `/classes/${slugs.get(cls.id)}/` }));
  const entries = calendarClasses(snapshot, pages, site);
  const options = (feedPath: string) => ({
    studioId: snapshot.studio.id,
    feedUrl: new URL(feedPath, site).href,
    studioName: snapshot.studio.name,
    timeZone: snapshot.timezone,
    syncedAt: snapshot.synced_at,
  });

  it("parses every class feed, with one event per session of the class", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const { events } = parseFeed(buildClassCalendar(entry, options(classCalendarPath(slugs.get(entry.cls.id)!))));
      expect(events).toHaveLength(entry.sessions.length);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    }
  });

  it("parses the studio feed, holding every class's sessions and marking the cancelled ones", () => {
    const { events } = parseFeed(buildStudioCalendar(entries, options(STUDIO_CALENDAR_PATH)));
    // The fixture reuses session ids across classes (the API's are UUIDs, unique); a session
    // id is an event's identity, so the studio feed holds each id once.
    const sessions = new Map<string, (typeof entries)[number]["sessions"][number]>();
    for (const session of entries.flatMap((entry) => entry.sessions)) if (!sessions.has(session.id)) sessions.set(session.id, session);
    expect(events).toHaveLength(sessions.size);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.filter((event) => event.status === "CANCELLED")).toHaveLength(
      [...sessions.values()].filter((session) => session.status === "cancelled").length,
    );
  });
});
