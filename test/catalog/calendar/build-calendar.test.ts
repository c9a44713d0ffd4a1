import { describe, expect, it } from "vitest";
import { buildClassCalendar, buildStudioCalendar, FEED_REFRESH_SECONDS } from "../../../src/catalog/calendar/build-calendar.ts";
import { InputError } from "../../../src/core/input-error.ts";
import { aClass, aSession, fixtureId } from "../../fixtures/catalog-records.ts";
import { balletEntry, balletSessions, BALLET_ID, byUid, feedOptions, parseFeed, SITE, STUDIO_ID } from "./feed-fixtures.ts";

/** RFC 5545 §3.3.11 TEXT unescaping. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));

const uid = (n: number) => `${fixtureId(n)}@${STUDIO_ID}.studio-catalog`;

describe("buildClassCalendar", () => {
  const text = buildClassCalendar(balletEntry(), feedOptions());
  const { calendar, events } = parseFeed(text);
  const events_ = byUid(events);

  it("writes one VEVENT per session in the window, cancelled ones included", () => {
    expect(events).toHaveLength(5);
    expect(new Set(events.map((event) => event.uid))).toEqual(new Set([101, 102, 103, 104, 105].map(uid)));
  });

  it("writes each start and end as a UTC instant from the studio's zone, across the daylight-saving change", () => {
    // 10:00 EST (-05:00) the day before the change, 10:00 EDT (-04:00) on the day.
    expect(events_.get(uid(101))).toMatchObject({ start: "2027-03-13T15:00:00.000Z", end: "2027-03-13T15:45:00.000Z" });
    expect(events_.get(uid(102))).toMatchObject({ start: "2027-03-14T14:00:00.000Z", end: "2027-03-14T14:45:00.000Z" });
    expect(text).toMatch(/^DTSTART:20270314T140000Z\r$/m);
  });

  it("moves a time in the spring-forward gap forward by the gap (02:30 → 03:30 EDT)", () => {
    expect(events_.get(uid(103))).toMatchObject({ start: "2027-03-14T07:30:00.000Z", end: "2027-03-14T08:15:00.000Z" });
  });

  it("marks a cancelled session STATUS:CANCELLED and says so in its title", () => {
    expect(events_.get(uid(104))).toMatchObject({ status: "CANCELLED", summary: "Cancelled: Ballet I" });
    expect(events.filter((event) => event.uid !== uid(104)).every((event) => event.status === "CONFIRMED")).toBe(true);
  });

  it("makes a session with no time an all-day event on its local date", () => {
    expect(events_.get(uid(105))).toMatchObject({ allDay: true, start: "2027-03-16", end: "2027-03-17" });
    expect(text).toMatch(/^DTSTART;VALUE=DATE:20270316\r$/m);
  });

  it("names the class, its location and address, and links the class page", () => {
    const event = events_.get(uid(101));
    expect(event?.summary).toBe("Ballet I");
    expect(event?.location).toBe("Main Street Studio, 12 Main Street, Springfield");
    expect(event?.url).toBe(`${SITE}/classes/ballet-i/`);
    expect(event?.description).toContain(`Class details and sign-up: ${SITE}/classes/ballet-i/`);
    expect(event?.description).toContain("With Ana Lopez");
  });

  it("names the calendar and tells apps how often to refresh it", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Ballet I · Demo Dance Studio");
    expect(calendar.getFirstPropertyValue("name")).toBe("Ballet I · Demo Dance Studio");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//studio-schedule-site//class-calendar//EN");
    expect(FEED_REFRESH_SECONDS).toBe(3600);
    expect(text).toMatch(/^REFRESH-INTERVAL;VALUE=DURATION:PT1H\r$/m);
    expect(text).toMatch(/^X-PUBLISHED-TTL:PT1H\r$/m);
    expect(text).not.toMatch(/^METHOD:/m);
  });

  it("stamps every event with the sync time as LAST-MODIFIED and a SEQUENCE from it", () => {
    for (const event of events) {
      expect(event.lastModified).toBe("2027-03-01T14:00:00.000Z");
      expect(event.sequence).toBeGreaterThan(0);
    }
    expect(new Set(events.map((event) => event.sequence)).size).toBe(1);
  });

  it("is byte-identical when built twice from the same snapshot", () => {
    expect(buildClassCalendar(balletEntry(), feedOptions())).toBe(text);
  });

  it("leaves DTEND out for a session of no length rather than end it when it starts", () => {
    const entry = balletEntry({ cls: aClass({ id: BALLET_ID, duration_minutes: 0 }), sessions: [balletSessions()[0]!] });
    const [event] = parseFeed(buildClassCalendar(entry, feedOptions())).events;
    expect(event).toMatchObject({ start: "2027-03-13T15:00:00.000Z", end: null });
  });

  it("gives LOCATION as the name alone when the address is unknown, and none without a location", () => {
    const noAddress = parseFeed(buildClassCalendar(balletEntry({ location: null }), feedOptions())).events;
    expect(noAddress[0]?.location).toBe("Main Street Studio");
    const nowhere = balletEntry({ cls: aClass({ id: BALLET_ID, location: null }), location: null });
    expect(parseFeed(buildClassCalendar(nowhere, feedOptions())).events[0]?.location).toBeNull();
  });

  it("refuses a feed address that is not http(s), and a studio id that is not a UUID, saying what it expected", () => {
    expect(() => buildClassCalendar(balletEntry(), feedOptions({ feedUrl: "javascript:alert(1)" }))).toThrow(
      expect.objectContaining({ code: "invalid_feed_url", message: expect.stringContaining("absolute http(s) URL") }),
    );
    expect(() => buildClassCalendar(balletEntry(), feedOptions({ studioId: "demo\r\nUID:evil" }))).toThrow(InputError);
    expect(() => buildClassCalendar(balletEntry(), feedOptions({ studioId: "" }))).toThrow(
      expect.objectContaining({ code: "invalid_studio_id", message: expect.stringContaining("npm run sync") }),
    );
  });
});

describe("UID stability across syncs", () => {
  const first = parseFeed(buildClassCalendar(balletEntry(), feedOptions())).events;
  // The next sync: session 102 moved an hour later and 101 was cancelled; 105 left the window; 106 is new.
  const moved = balletSessions()
    .filter((session) => session.id !== fixtureId(105))
    .map((session) =>
      session.id === fixtureId(102)
        ? { ...session, time: "11:00:00" }
        : session.id === fixtureId(101)
          ? { ...session, status: "cancelled" as const }
          : session,
    );
  moved.push(aSession({ id: fixtureId(106), class_id: BALLET_ID, date: "2027-03-20", time: "10:00:00" }));
  const second = parseFeed(
    buildClassCalendar(balletEntry({ sessions: moved }), feedOptions({ syncedAt: "2027-03-02T14:00:00.000Z" })),
  ).events;

  it("keeps the UID of a session whose time or status changed", () => {
    const before = byUid(first);
    const after = byUid(second);
    expect(after.get(uid(102))?.start).toBe("2027-03-14T15:00:00.000Z");
    expect(before.get(uid(102))?.start).toBe("2027-03-14T14:00:00.000Z");
    expect(after.get(uid(101))?.status).toBe("CANCELLED");
    expect(before.get(uid(101))?.status).toBe("CONFIRMED");
  });

  it("gives every event the same UID wherever the site is published, so moving the site duplicates nothing", () => {
    const uidsAt = (site: string) =>
      parseFeed(
        buildClassCalendar(
          balletEntry({ pageUrl: `${site}/classes/ballet-i/` }),
          feedOptions({ feedUrl: `${site}/classes/ballet-i/calendar.ics` }),
        ),
      ).events.map((event) => event.uid);
    const demo = uidsAt("http://localhost:4321");
    expect(demo).toEqual(uidsAt(SITE));
    expect(demo.join(" ")).not.toMatch(/localhost|example\.com/);
  });

  it("keeps two studios' events apart even if their session ids met", () => {
    const other = parseFeed(buildClassCalendar(balletEntry(), feedOptions({ studioId: fixtureId(8888) }))).events;
    expect(other.map((event) => event.uid)).not.toContain(uid(101));
  });

  it("adds new sessions under new UIDs and duplicates none", () => {
    expect(second.map((event) => event.uid).sort()).toEqual([101, 102, 103, 104, 106].map(uid).sort());
  });

  it("raises SEQUENCE and LAST-MODIFIED with the newer sync, so apps take the change", () => {
    const before = byUid(first).get(uid(102));
    const after = byUid(second).get(uid(102));
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
    expect(after?.lastModified).toBe("2027-03-02T14:00:00.000Z");
  });
});

describe("escaping and hostile text", () => {
  it("round-trips commas, semicolons, backslashes and line breaks in names, places and descriptions", () => {
    const entry = balletEntry({
      cls: aClass({
        id: BALLET_ID,
        name: 'Tap, Jazz; "Hip-Hop" \\ Co',
        description: "Line one, with a comma; and a semicolon.\nLine two.",
        location: { id: fixtureId(500), name: "Studio A; Annex" },
      }),
      location: null,
    });
    const { events } = parseFeed(buildClassCalendar(entry, feedOptions({ studioName: "Dance, Inc; West" })));
    expect(events[0]?.summary).toBe('Tap, Jazz; "Hip-Hop" \\ Co');
    expect(events[0]?.location).toBe("Studio A; Annex");
    expect(events[0]?.description).toContain("Line one, with a comma; and a semicolon. Line two.");
  });

  it("keeps a line break and BEGIN:VEVENT in a class name inside SUMMARY", () => {
    const hostile = "Ballet\r\nBEGIN:VEVENT\r\nUID:evil@example.com\r\nSUMMARY:Injected";
    const entry = balletEntry({
      cls: aClass({ id: BALLET_ID, name: hostile, description: "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil2" }),
    });
    const { events } = parseFeed(buildClassCalendar(entry, feedOptions()));
    expect(events).toHaveLength(5);
    expect(events.some((event) => event.uid.startsWith("evil"))).toBe(false);
    expect(events[0]?.summary).toContain("BEGIN:VEVENT");
    expect(events[0]?.summary).toContain("UID:evil@example.com");
    expect(events[0]?.description).toContain("END:VEVENT");
  });

  it("keeps a hostile studio name inside the calendar's name (ical-generator writes NAME unescaped)", () => {
    const studioName = "Evil, Studio; Ltd\r\nBEGIN:VEVENT\r\nUID:evil";
    const { calendar, events } = parseFeed(buildClassCalendar(balletEntry(), feedOptions({ studioName })));
    expect(events).toHaveLength(5);
    expect(calendar.getAllProperties("x-wr-calname")).toHaveLength(1);
    // ical.js keeps calendar-level NAME and X- values raw (X- properties are TEXT by
    // default, RFC 5545 §3.8.8.2, which apps unescape): decode them as TEXT here.
    const raw = buildClassCalendar(balletEntry(), feedOptions({ studioName }));
    expect(raw).toContain("\r\nX-WR-CALNAME:Ballet I · Evil\\, Studio\\; Ltd BEGIN:VEVENT UID:evil\r\n");
    const text = (name: string) => unescapeText(String(calendar.getFirstPropertyValue(name)));
    expect(text("name")).toBe("Ballet I · Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
    expect(text("x-wr-calname")).toBe("Ballet I · Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
    expect(text("x-wr-caldesc")).toContain("Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
  });

  it("drops markup and control characters from API text", () => {
    const entry = balletEntry({ cls: aClass({ id: BALLET_ID, name: "<b>Ballet</b>\u0000 I\u0007" }) });
    const { events } = parseFeed(buildClassCalendar(entry, feedOptions()));
    expect(events[0]?.summary).toBe("Ballet I");
  });
});

describe("buildStudioCalendar", () => {
  const tap = aClass({ id: fixtureId(2), name: "Tap", duration_minutes: 60, location: null });
  const tapSessions = [
    aSession({ id: fixtureId(201), class_id: fixtureId(2), date: "2027-03-13", time: "09:00:00" }),
    // A session filed under the wrong class, and a duplicate id: neither may add an event.
    aSession({ id: fixtureId(202), class_id: BALLET_ID, date: "2027-03-13", time: "12:00:00" }),
    aSession({ id: fixtureId(101), class_id: fixtureId(2), date: "2027-03-13", time: "13:00:00" }),
  ];
  const text = buildStudioCalendar(
    [balletEntry(), { cls: tap, sessions: tapSessions, pageUrl: `${SITE}/classes/tap/`, location: null }],
    feedOptions({ feedUrl: `${SITE}/calendar.ics` }),
  );
  const { calendar, events } = parseFeed(text);

  it("holds every class's sessions once, in time order", () => {
    expect(events).toHaveLength(6);
    expect(events.map((event) => event.summary)).toEqual(["Tap", "Ballet I", "Ballet I", "Ballet I", "Cancelled: Ballet I", "Ballet I"]);
    expect(events[0]).toMatchObject({ uid: uid(201), start: "2027-03-13T14:00:00.000Z", end: "2027-03-13T15:00:00.000Z", url: `${SITE}/classes/tap/` });
  });

  it("is named for the studio and points at itself", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Demo Dance Studio schedule");
    expect(calendar.getFirstPropertyValue("url")).toBe(`${SITE}/calendar.ics`);
  });

  it("is a valid calendar with no events when there are no classes", () => {
    const empty = parseFeed(buildStudioCalendar([], feedOptions({ feedUrl: `${SITE}/calendar.ics` })));
    expect(empty.events).toHaveLength(0);
    expect(empty.calendar.name).toBe("vcalendar");
  });
});
