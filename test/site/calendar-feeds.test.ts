import { describe, expect, it } from "vitest";
import { classCalendarFeed, feedLinks, studioCalendarFeed, studioFeed, studioFeedNote } from "../../src/site/calendar-feeds.ts";
import { datesPublishedThroughInWords } from "../../src/page-rules/published-dates.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { formatLocalDate } from "../../src/core/format.ts";
import { parseFeed } from "../fixtures/calendar-feeds.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { skipSections } from "../fixtures/catalog-records.ts";

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

const snapshot = await demoLikeSnapshot(NOW);
const model = buildSiteModel(snapshot, { locale: "en-US", now: NOW });

describe("the site's feeds", () => {

  it("builds the studio feed from the site model's snapshot, for the classes that have pages, through the schedule's last day", () => {
    const { events } = parseFeed(studioCalendarFeed(model, SITE));
    const pageIds = new Set(model.classes.map((cls) => cls.id));
    const sessionIds = new Set(
      Object.entries(snapshot.sessions_by_class)
        .filter(([classId]) => pageIds.has(classId))
        .flatMap(([, sessions]) => sessions.filter((session) => session.date <= snapshot.window.to).map((session) => session.id)),
    );
    const sessionEvents = events.filter((event) => !event.uid.startsWith("registration-"));
    expect(new Set(sessionEvents.map((event) => event.uid.split("@")[0]))).toEqual(sessionIds);
    expect(events.some((event) => event.uid.startsWith(demoIds.cancelledSession) && event.status === "CANCELLED")).toBe(true);
  });

  it("stops the studio feed at the sync window's last date, where a class's own feed keeps every date its page lists", () => {
    const later = model.classes.find((cls) => cls.datedSessions.some((session) => session.date > snapshot.window.to))!;
    const laterIds = later.datedSessions.filter((session) => session.date > snapshot.window.to).map((session) => session.id);
    expect(laterIds.length).toBeGreaterThan(0);
    const studioFeed = parseFeed(studioCalendarFeed(model, SITE));
    const studioUids = new Set(studioFeed.events.map((event) => event.uid.split("@")[0]));
    expect(laterIds.filter((id) => studioUids.has(id))).toEqual([]);
    const classUids = new Set(parseFeed(classCalendarFeed(model, later, SITE)).events.map((event) => event.uid.split("@")[0]));
    expect(laterIds.filter((id) => !classUids.has(id))).toEqual([]);
    // The feed says how far it goes, as a class feed says how far its dates are published.
    expect(String(studioFeed.calendar.getFirstPropertyValue("x-wr-caldesc")).replace(/\\([\\;,])/g, "$1")).toContain(`${datesPublishedThroughInWords(snapshot.window.to, "en-US")}; later dates come with the studio's next update.`);
  });

  it("tells the pages that offer the studio feed where its size stopped it, and says nothing when it holds every day", () => {
    expect(studioFeedNote(model, SITE)).toBeNull();
    const whole = Buffer.byteLength(studioCalendarFeed(model, SITE), "utf8");
    const maxBytes = Math.floor(whole / 3);
    const { text, cutAfter } = studioFeed(model, SITE, maxBytes);
    expect(Buffer.byteLength(text, "utf8")).toBeLessThanOrEqual(maxBytes);
    expect(cutAfter).not.toBeNull();
    expect(cutAfter! < snapshot.window.to).toBe(true);
    expect(studioFeedNote(model, SITE, maxBytes)).toBe(
      `It holds the classes through ${formatLocalDate(cutAfter!, "en-US", "medium")} and moves on with every update of this site; a class's own calendar has all of its dates.`,
    );
    // One feed per catalog and address: the route and the pages read the same.
    expect(studioFeed(model, SITE, maxBytes)).toBe(studioFeed(model, SITE, maxBytes));
  });

  it("reminds a subscribed family of each season's registration openings, linking the season page", () => {
    const { events } = parseFeed(studioCalendarFeed(model, SITE));
    const openings = events.filter((event) => event.uid.startsWith("registration-"));
    const season = (name: string) => {
      const record = snapshot.registrations.find((candidate) => candidate.name === name)!;
      const page = model.seasons.find((candidate) => candidate.id === record.id)!;
      return { window: record.registration_window, url: `${SITE}${page.href}` };
    };
    const summer = season("Summer 2026 Session");
    const camp = season("Spring 2026 Camp");
    // Summer opens for existing families in 3 days and for everyone in 10; the camp opened to existing families
    // last week (before the sync window) and opens to everyone in a week; the other seasons are open or closed.
    const at = (iso: string | null) => new Date(iso!).toISOString();
    expect(openings.map((event) => [event.summary, event.start, event.url])).toEqual([
      ["Registration opens for existing families: Summer 2026 Session", at(summer.window.internal_opens_at), summer.url],
      ["Registration opens for everyone: Spring 2026 Camp", at(camp.window.external_opens_at), camp.url],
      ["Registration opens for everyone: Summer 2026 Session", at(summer.window.external_opens_at), summer.url],
    ]);
  });

  it("holds a session once, under its own class, when the snapshot lists it twice, or under another class's id", () => {
    const [first, second] = model.classes;
    const own = snapshot.sessions_by_class[first!.id]![0]!;
    const stray = { ...snapshot.sessions_by_class[second!.id]![0]!, id: "00000000-0000-4000-8000-00000000beef" };
    // The same session listed again under the second class, and one of the second class's filed under the first.
    const twice = {
      ...snapshot,
      sessions_by_class: {
        ...snapshot.sessions_by_class,
        [first!.id]: [...snapshot.sessions_by_class[first!.id]!, stray],
        [second!.id]: [{ ...own, class_id: second!.id }, ...snapshot.sessions_by_class[second!.id]!],
      },
    };
    const built = buildSiteModel(twice, { locale: "en-US", now: NOW });
    const uids = parseFeed(studioCalendarFeed(built, SITE)).events.map((event) => event.uid.split("@")[0]);
    expect(uids.filter((id) => id === own.id)).toHaveLength(1);
    expect(uids).not.toContain(stray.id);
    expect(built.sessions.filter((session) => session.id === own.id).map((session) => session.classId)).toEqual([first!.id]);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it("builds a class's feed with its page as every event's URL", () => {
    const ballet = model.classes.find((cls) => cls.id === demoIds.ballet)!;
    const { events } = parseFeed(classCalendarFeed(model, ballet, SITE));
    expect(events).toHaveLength(snapshot.sessions_by_class[demoIds.ballet]?.length ?? -1);
    expect(new Set(events.map((event) => event.url))).toEqual(new Set([`${SITE}/classes/ballet-i-ages-5-7/`]));
  });

  it("gives each feed event its class's location address when locations were synced, and none when that section was skipped", () => {
    const located = model.classes.find((cls) => cls.place?.address)!;
    const address = located.place!.address!;
    const [event] = parseFeed(classCalendarFeed(model, located, SITE)).events;
    expect(event?.location).toContain(address);
    const skipped = buildSiteModel(skipSections(snapshot, ["locations"]), { locale: "en-US", now: NOW });
    const same = skipped.classes.find((cls) => cls.id === located.id)!;
    expect(same.place).toEqual({ name: located.place!.name, address: null });
    expect(parseFeed(classCalendarFeed(skipped, same, SITE)).events[0]?.location ?? "").not.toContain(address);
  });

  it("speaks the site's language in its feeds: the es-US studio feed has no English words of ours", () => {
    const spanish = buildSiteModel(snapshot, { locale: "es-US", now: NOW });
    const text = studioCalendarFeed(spanish, SITE);
    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Horario de ${snapshot.studio.name}`);
    const openings = events.filter((event) => event.uid.startsWith("registration-"));
    expect(openings.map((event) => event.summary)).toEqual([
      "Abren las inscripciones para las familias ya inscritas: Summer 2026 Session",
      "Abren las inscripciones para todos: Spring 2026 Camp",
      "Abren las inscripciones para todos: Summer 2026 Session",
    ]);
    const sessions = events.filter((event) => !event.uid.startsWith("registration-"));
    expect(sessions.every((event) => event.description.includes("Detalles de la clase e inscripción: "))).toBe(true);
    expect(sessions.filter((event) => event.status === "CANCELLED").every((event) => event.summary.startsWith("Cancelada: "))).toBe(true);
    // The studio's own text (class names, descriptions) stays as given; ours must not be English.
    for (const english of ["Registration opens", "Class details and sign-up", "Cancelled: ", "This session is cancelled", "Dates published through", "later dates come", "Sign up: ", "schedule\r\n"]) {
      expect(text, english).not.toContain(english);
    }
    const lines = sessions.flatMap((event) => event.description.split("\n"));
    expect(lines.filter((line) => line.startsWith("With "))).toEqual([]);
    expect(lines.some((line) => line.startsWith("Con "))).toBe(true);
  });

});
