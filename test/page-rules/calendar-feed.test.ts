import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readFile } from "node:fs/promises";
import { buildStudioFeed, FEED_REFRESH_SECONDS, feedRevision, STUDIO_FEED_MAX_BYTES, type CalendarFeedOptions, type CalendarSeason } from "../../src/page-rules/calendar-feed.ts";
import { STUDIO_CALENDAR_PATH } from "../../src/page-rules/calendar-links.ts";
import { InputError } from "../../src/core/input-error.ts";
import { addDays, localToInstant, weekdayOf } from "../../src/core/local-time.ts";
import { formatLocalDate } from "../../src/core/format.ts";
import { snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoKey } from "../../src/emulator/index.ts";
import { aFeedSession, ballet, BALLET_ID, balletEntry, balletSessions, byUid, classFeed, feedOptions, feedSessions, modelEntries, NY, parseFeed, SITE, STUDIO_ID, type FeedEntry } from "../fixtures/calendar-feeds.ts";
import { seasonOpenings } from "../../src/core/season-state.ts";
import type { Registration } from "../../src/api/schemas/index.ts";
import { aClass, fixtureId } from "../fixtures/catalog-records.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { inMutationRun } from "../support/mutation-run.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

type FeedArguments<T> = T extends [unknown, ...infer Rest] ? Rest : never;

/** The studio feed of `entries` (their sessions in the site's order), as `buildStudioFeed` writes it. */
const studioFeedOf = (entries: readonly FeedEntry[], ...rest: FeedArguments<Parameters<typeof buildStudioFeed>>) => buildStudioFeed(feedSessions(entries), ...rest);

/** The studio feed's text alone. */
const studioFeedText = (entries: readonly FeedEntry[], ...rest: FeedArguments<Parameters<typeof buildStudioFeed>>): string => studioFeedOf(entries, ...rest).text;

/** RFC 5545 §3.3.11 TEXT unescaping. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));

const uid = (n: number) => `${fixtureId(n)}@${STUDIO_ID}.studio-catalog`;

describe("buildClassCalendar", () => {
  const text = classFeed(balletEntry(), feedOptions());
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
    expectSameBytes(classFeed(balletEntry(), feedOptions()), text, "the second feed");
  });

  it("leaves DTEND out for a session of no length rather than end it when it starts", () => {
    const entry = balletEntry({ cls: aClass({ id: BALLET_ID, duration_minutes: 0 }), sessions: [balletSessions()[0]!] });
    const [event] = parseFeed(classFeed(entry, feedOptions())).events;
    expect(event).toMatchObject({ start: "2027-03-13T15:00:00.000Z", end: null });
  });

  it("gives LOCATION as the name alone when the address is unknown, and none without a location", () => {
    const noAddress = parseFeed(classFeed(balletEntry({ location: null }), feedOptions())).events;
    expect(noAddress[0]?.location).toBe("Main Street Studio");
    const nowhere = balletEntry({ cls: aClass({ id: BALLET_ID, location: null }), location: null });
    expect(parseFeed(classFeed(nowhere, feedOptions())).events[0]?.location).toBeNull();
  });

  it("refuses a feed address that is not http(s), and a studio id that is not a UUID, saying what it expected", () => {
    expect(() => classFeed(balletEntry(), feedOptions({ feedUrl: "javascript:alert(1)" }))).toThrow(
      expect.objectContaining({ code: "invalid_feed_url", message: expect.stringContaining("absolute http(s) URL") }),
    );
    expect(() => classFeed(balletEntry(), feedOptions({ studioId: "demo\r\nUID:evil" }))).toThrow(InputError);
    expect(() => classFeed(balletEntry(), feedOptions({ studioId: "" }))).toThrow(
      expect.objectContaining({ code: "invalid_studio_id", message: expect.stringContaining("npm run sync") }),
    );
  });
});

describe("registration openings in the studio feed", () => {
  const season = (overrides: Partial<Registration> = {}): Pick<Registration, "id" | "name" | "status" | "registration_window"> => ({
    id: fixtureId(40),
    name: "Spring 2027",
    status: "open",
    registration_window: { internal_opens_at: "2026-11-26T18:00:00-05:00", external_opens_at: "2026-12-03T09:00:00-05:00", closes_at: null },
    ...overrides,
  });
  // A season's openings as its entry decides them (`seasonOpenings`).
  const entry = (overrides: Partial<Registration> = {}, notBefore = new Date("2026-11-23T05:00:00Z")): CalendarSeason => {
    const { id, name } = season(overrides);
    return { id, name, openings: seasonOpenings(season(overrides)), pageUrl: `${SITE}/seasons/spring-2027/`, notBefore: notBefore.getTime() };
  };
  const openings = (...entries: CalendarSeason[]) =>
    parseFeed(studioFeedText([], feedOptions({ feedUrl: `${SITE}/calendar.ics` }), entries)).events;

  it("has an event when existing families may register and one when everyone may, at those instants, linking the season page", () => {
    expect(openings(entry()).map((event) => [event.uid, event.summary, event.start, event.end, event.url])).toEqual([
      [`registration-existing-${fixtureId(40)}@${STUDIO_ID}.studio-catalog`, "Registration opens for existing families: Spring 2027", "2026-11-26T23:00:00.000Z", null, `${SITE}/seasons/spring-2027/`],
      [`registration-everyone-${fixtureId(40)}@${STUDIO_ID}.studio-catalog`, "Registration opens for everyone: Spring 2027", "2026-12-03T14:00:00.000Z", null, `${SITE}/seasons/spring-2027/`],
    ]);
    expect(openings(entry())[0]?.description).toContain(`Sign up: ${SITE}/seasons/spring-2027/`);
  });

  it("has one event when existing families start no earlier than everyone", () => {
    const same = entry({ registration_window: { internal_opens_at: "2026-12-03T09:00:00-05:00", external_opens_at: "2026-12-03T09:00:00-05:00", closes_at: null } });
    expect(openings(same).map((event) => event.summary)).toEqual(["Registration opens for everyone: Spring 2027"]);
  });

  it("has none for a closed season, an opening before the sync window, or a season open as soon as it opens", () => {
    expect(openings(entry({ status: "closed" }))).toEqual([]);
    expect(openings(entry({}, new Date("2026-12-10T05:00:00Z")))).toEqual([]);
    expect(openings(entry({ registration_window: { internal_opens_at: null, external_opens_at: null, closes_at: null } }))).toEqual([]);
  });
});

describe("feeds in the family's language", () => {
  const seasons: CalendarSeason[] = [
    {
      id: fixtureId(40),
      name: "Spring 2027",
      openings: seasonOpenings({
        status: "open",
        registration_window: { internal_opens_at: "2026-11-26T18:00:00-05:00", external_opens_at: "2026-12-03T09:00:00-05:00", closes_at: null },
      }),
      pageUrl: `${SITE}/seasons/spring-2027/`,
      notBefore: new Date("2026-11-23T05:00:00Z").getTime(),
    },
  ];
  const studioFeed = (locale: string) => parseFeed(studioFeedText([balletEntry({ publishedThrough: "2027-03-16" })], feedOptions({ locale, feedUrl: `${SITE}/calendar.ics` }), seasons));
  const calendarText = (calendar: ReturnType<typeof parseFeed>["calendar"], name: string) => unescapeText(String(calendar.getFirstPropertyValue(name)));
  const about = "First steps in classical ballet: posture, positions and simple combinations, with live piano once a month.";

  it("writes the Spanish studio feed (es-US): its name, the registration openings and each session's lines", () => {
    const { calendar, events } = studioFeed("es-US");
    expect(calendarText(calendar, "x-wr-calname")).toBe("Horario de Demo Dance Studio");
    expect(calendarText(calendar, "x-wr-caldesc")).toBe("Todas las sesiones de clases de Demo Dance Studio y cuándo abren las inscripciones.");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//studio-schedule-site//class-calendar//ES");
    const byId = byUid(events);
    expect(byId.get(uid(104))).toMatchObject({
      summary: "Cancelada: Ballet I",
      description: [
        "Esta sesión está cancelada.",
        "Con Ana Lopez",
        about,
        "Fechas publicadas hasta el 16 mar 2027; las fechas posteriores se publicarán con la próxima actualización del estudio.",
        `Detalles de la clase e inscripción: ${SITE}/classes/ballet-i/`,
      ].join("\n"),
    });
    expect(events.filter((event) => event.uid.startsWith("registration-")).map((event) => [event.summary, event.description])).toEqual([
      [
        "Abren las inscripciones para las familias ya inscritas: Spring 2027",
        `Las inscripciones para Spring 2027 abren para las familias ya inscritas.\nInscríbase: ${SITE}/seasons/spring-2027/`,
      ],
      ["Abren las inscripciones para todos: Spring 2027", `Las inscripciones para Spring 2027 abren para todos.\nInscríbase: ${SITE}/seasons/spring-2027/`],
    ]);
  });

  it("writes the French class feed (fr-CA): its description and each session's lines", () => {
    const { calendar, events } = parseFeed(classFeed(balletEntry({ publishedThrough: "2027-03-16" }), feedOptions({ locale: "fr-CA" })));
    expect(calendarText(calendar, "x-wr-calname")).toBe("Ballet I · Demo Dance Studio");
    // The feed's description is one line (calendarLine): the narrow no-break spaces before ";" and ":" become plain spaces there.
    expect(calendarText(calendar, "x-wr-caldesc")).toBe(
      `Séances de Ballet I chez Demo Dance Studio. Dates publiées jusqu’au 16 mars 2027 ; les dates suivantes seront publiées à la prochaine mise à jour du studio. Page du cours : ${SITE}/classes/ballet-i/`,
    );
    const byId = byUid(events);
    expect(byId.get(uid(104))?.summary).toBe("Annulée\u202f: Ballet I");
    expect(byId.get(uid(101))?.description).toBe(
      [
        "Avec Ana Lopez",
        about,
        "Dates publiées jusqu’au 16 mars 2027\u202f; les dates suivantes seront publiées à la prochaine mise à jour du studio.",
        `Détails du cours et inscription\u202f: ${SITE}/classes/ballet-i/`,
      ].join("\n"),
    );
  });

  it("keeps the English feed word for word", () => {
    const { calendar, events } = studioFeed("en-US");
    expect(calendarText(calendar, "x-wr-calname")).toBe("Demo Dance Studio schedule");
    expect(byUid(events).get(uid(104))?.description).toBe(
      ["This session is cancelled.", "With Ana Lopez", about, "Dates published through Mar 16, 2027; later dates come with the studio's next update.", `Class details and sign-up: ${SITE}/classes/ballet-i/`].join("\n"),
    );
  });
});

describe("UID stability across syncs", () => {
  const first = parseFeed(classFeed(balletEntry(), feedOptions())).events;
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
  moved.push(aFeedSession({ id: fixtureId(106), class_id: BALLET_ID, date: "2027-03-20", time: "10:00:00" }));
  const second = parseFeed(
    classFeed(balletEntry({ sessions: moved }), feedOptions({ syncedAt: "2027-03-02T14:00:00.000Z" })),
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
        classFeed(
          balletEntry({ pageUrl: `${site}/classes/ballet-i/` }),
          feedOptions({ feedUrl: `${site}/classes/ballet-i/calendar.ics` }),
        ),
      ).events.map((event) => event.uid);
    const demo = uidsAt("http://localhost:4321");
    expect(demo).toEqual(uidsAt(SITE));
    expect(demo.join(" ")).not.toMatch(/localhost|example\.com/);
  });

  it("keeps two studios' events apart even if their session ids met", () => {
    const other = parseFeed(classFeed(balletEntry(), feedOptions({ studioId: fixtureId(8888) }))).events;
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
    const { events } = parseFeed(classFeed(entry, feedOptions({ studioName: "Dance, Inc; West" })));
    expect(events[0]?.summary).toBe('Tap, Jazz; "Hip-Hop" \\ Co');
    expect(events[0]?.location).toBe("Studio A; Annex");
    expect(events[0]?.description).toContain("Line one, with a comma; and a semicolon. Line two.");
  });

  it("shows markup the API wrote as entities as those words, as the class page does, and drops real tags", () => {
    const entry = balletEntry({
      cls: aClass({ id: BALLET_ID, name: "Teens &lt;img src=x onerror=alert(1)&gt; Camp", description: "<p>Bring <b>water</b>.</p> Use the &lt;em&gt; door &amp; more." }),
    });
    // The studio's name comes as the pages show it (plain text already): its "<b>" is the studio's words too.
    const { calendar, events } = parseFeed(classFeed(entry, feedOptions({ studioName: "Studio <b>Teens</b> & Co" })));
    expect(events[0]?.summary).toBe("Teens <img src=x onerror=alert(1)> Camp");
    expect(events[0]?.description).toContain("Bring water. Use the <em> door & more.");
    expect(unescapeText(String(calendar.getFirstPropertyValue("x-wr-calname")))).toBe("Teens <img src=x onerror=alert(1)> Camp · Studio <b>Teens</b> & Co");
    expect(unescapeText(String(calendar.getFirstPropertyValue("x-wr-caldesc")))).toContain("Sessions of Teens <img src=x onerror=alert(1)> Camp at Studio <b>Teens</b> & Co.");
    const studio = parseFeed(studioFeedText([entry], feedOptions({ studioName: "Studio <b>Teens</b> & Co", feedUrl: `${SITE}/calendar.ics` }))).calendar;
    expect(unescapeText(String(studio.getFirstPropertyValue("x-wr-calname")))).toBe("Studio <b>Teens</b> & Co schedule");
  });

  it("keeps a line break and BEGIN:VEVENT in a class name inside SUMMARY", () => {
    const hostile = "Ballet\r\nBEGIN:VEVENT\r\nUID:evil@example.com\r\nSUMMARY:Injected";
    const entry = balletEntry({
      cls: aClass({ id: BALLET_ID, name: hostile, description: "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil2" }),
    });
    const { events } = parseFeed(classFeed(entry, feedOptions()));
    expect(events).toHaveLength(5);
    expect(events.some((event) => event.uid.startsWith("evil"))).toBe(false);
    expect(events[0]?.summary).toContain("BEGIN:VEVENT");
    expect(events[0]?.summary).toContain("UID:evil@example.com");
    expect(events[0]?.description).toContain("END:VEVENT");
  });

  it("keeps a hostile studio name inside the calendar's name (ical-generator writes NAME unescaped)", () => {
    const studioName = "Evil, Studio; Ltd\r\nBEGIN:VEVENT\r\nUID:evil";
    const { calendar, events } = parseFeed(classFeed(balletEntry(), feedOptions({ studioName })));
    expect(events).toHaveLength(5);
    expect(calendar.getAllProperties("x-wr-calname")).toHaveLength(1);
    // ical.js keeps calendar-level NAME and X- values raw (X- properties are TEXT by
    // default, RFC 5545 §3.8.8.2, which apps unescape): decode them as TEXT here.
    const raw = classFeed(balletEntry(), feedOptions({ studioName }));
    expect(raw).toContain("\r\nX-WR-CALNAME:Ballet I · Evil\\, Studio\\; Ltd BEGIN:VEVENT UID:evil\r\n");
    const text = (name: string) => unescapeText(String(calendar.getFirstPropertyValue(name)));
    expect(text("name")).toBe("Ballet I · Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
    expect(text("x-wr-calname")).toBe("Ballet I · Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
    expect(text("x-wr-caldesc")).toContain("Evil, Studio; Ltd BEGIN:VEVENT UID:evil");
  });

  it("drops markup and control characters from API text", () => {
    const entry = balletEntry({ cls: aClass({ id: BALLET_ID, name: "<b>Ballet</b>\u0000 I\u0007" }) });
    const { events } = parseFeed(classFeed(entry, feedOptions()));
    expect(events[0]?.summary).toBe("Ballet I");
  });
});

describe("buildStudioFeed", () => {
  const tap = aClass({ id: fixtureId(2), name: "Tap", duration_minutes: 60, location: null });
  const tapSessions = [
    aFeedSession({ id: fixtureId(201), class_id: fixtureId(2), date: "2027-03-13", time: "09:00:00" }),
    // A session filed under the wrong class is decided away (`decideSessions`); a session id listed under two classes is
    // decided once by the site model (test/site/calendar-feeds.test.ts).
    aFeedSession({ id: fixtureId(202), class_id: BALLET_ID, date: "2027-03-13", time: "12:00:00" }),
  ];
  const text = studioFeedText(
    [balletEntry(), balletEntry({ cls: tap, sessions: tapSessions, pageUrl: `${SITE}/classes/tap/`, location: null })],
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

  it("stops at the window's last date when given one, and says through when", () => {
    const dates = (through: string) =>
      parseFeed(studioFeedText([balletEntry()], feedOptions({ feedUrl: `${SITE}/calendar.ics` }), [], through)).events.map((event) => event.start.slice(0, 10));
    const all = events.filter((event) => event.summary !== "Tap").map((event) => event.start.slice(0, 10));
    // The last day is in; the day after it is not (every Ballet I session here starts before midnight UTC).
    const last = all.at(-2)!;
    expect(dates(last)).toEqual(all.slice(0, -1));
    expect(dates("2000-01-01")).toEqual([]);
    const described = parseFeed(studioFeedText([balletEntry()], feedOptions({ feedUrl: `${SITE}/calendar.ics` }), [], "2027-03-16")).calendar;
    expect(unescapeText(String(described.getFirstPropertyValue("x-wr-caldesc")))).toBe(
      "Every class session at Demo Dance Studio, and when registration opens. Dates published through Mar 16, 2027; later dates come with the studio's next update.",
    );
  });

  it("never lets a class's last event in the feed read as its end: each says the feed's last date when the class runs on past it", () => {
    const lastLine = (entry: ReturnType<typeof balletEntry>) =>
      parseFeed(studioFeedText([entry], feedOptions({ feedUrl: `${SITE}/calendar.ics` }), [], "2027-03-14")).events.map((event) => event.description.split("\n").at(-2));
    const through = "Dates published through Mar 14, 2027; later dates come with the studio's next update.";
    // A weekly class with no end date whose every mirrored date the class feed holds, and one published further than the feed goes.
    expect(lastLine(balletEntry({ cls: ballet({ schedule_type: "recurring", end_date: null }) }))).toEqual([through, through, through]);
    expect(lastLine(balletEntry({ publishedThrough: "2027-11-30" }))).toEqual([through, through, through]);
    // A class that ends within the feed's dates says nothing of the kind.
    const ending = lastLine(balletEntry({ cls: ballet({ schedule_type: "recurring", end_date: "2027-03-14" }) }));
    expect(ending.some((line) => line?.startsWith("Dates published"))).toBe(false);
  });

  it("is a valid calendar with no events when there are no classes", () => {
    const empty = parseFeed(studioFeedText([], feedOptions({ feedUrl: `${SITE}/calendar.ics` })));
    expect(empty.events).toHaveLength(0);
    expect(empty.calendar.name).toBe("vcalendar");
  });
});

describe("the studio feed's size", () => {
  // A weekly class on Mondays and Wednesdays, 5:00 PM, through March and April 2027: 18 days with one session each,
  // and Tap on the same days at 6:00 PM: two sessions a day.
  const days = Array.from({ length: 61 }, (_, index) => addDays("2027-03-01", index)).filter((date) => [1, 3].includes(weekdayOf(date)));
  const weekly = (id: number, name: string, time: string, endDate = "2027-12-31", on: readonly string[] = days) => {
    const cls = aClass({ id: fixtureId(id), name, duration_minutes: 60, location: null, schedule_type: "recurring", end_date: endDate });
    const sessions = on.map((date, index) => aFeedSession({ id: fixtureId(id * 1000 + index), class_id: cls.id, date, time }));
    return balletEntry({ cls, sessions, pageUrl: `${SITE}/classes/${name.toLowerCase()}/`, location: null });
  };
  const entries = [weekly(3, "Jazz", "17:00:00"), weekly(4, "Tap", "18:00:00")];
  const options = feedOptions({ feedUrl: `${SITE}/calendar.ics` });
  const bytes = (text: string) => Buffer.byteLength(text, "utf8");
  const whole = studioFeedText(entries, options, [], "2027-04-30", Infinity);
  const description = (text: string) => unescapeText(String(parseFeed(text).calendar.getFirstPropertyValue("x-wr-caldesc")));

  it("keeps whole days from the first while it stays within the size, and says through which date", () => {
    const maxBytes = Math.floor(bytes(whole) / 2);
    const text = studioFeedText(entries, options, [], "2027-04-30", maxBytes);
    expect(bytes(text)).toBeLessThanOrEqual(maxBytes);
    const { events } = parseFeed(text);
    const dates = [...new Set(events.map((event) => event.start.slice(0, 10)))];
    const last = dates.at(-1)!;
    // Whole days: both classes on every day it keeps, each day from the first, none after.
    expect(dates).toEqual(days.slice(0, dates.length));
    expect(events).toHaveLength(dates.length * 2);
    // As many days as fit: the next one would have taken it past the size.
    const oneMore = studioFeedText(entries, options, [], days[dates.length]!, Infinity);
    expect(bytes(oneMore)).toBeGreaterThan(maxBytes);
    const through = `Dates published through ${formatLocalDate(last, "en-US", "medium")}; later dates come with the studio's next update.`;
    expect(description(text)).toBe(`Every class session at Demo Dance Studio, and when registration opens. ${through}`);
    // The classes run on past it, so each event says so too.
    expect(events.every((event) => event.description.split("\n").includes(through))).toBe(true);
  });

  it("says where it stopped: the last date it holds, or none when it holds every day", () => {
    const cut = studioFeedOf(entries, options, [], "2027-04-30", Math.floor(bytes(whole) / 2));
    expect(cut.cutAfter).toBe([...new Set(parseFeed(cut.text).events.map((event) => event.start.slice(0, 10)))].at(-1));
    expect(studioFeedOf(entries, options, [], "2027-04-30", Infinity)).toEqual({ text: whole, cutAfter: null });
  });

  it("loses one more day when cutting it lengthens the events it keeps: a class that ends before the window's last date but after the cut now says its dates stop there", () => {
    // Both classes end on Apr 15, inside the window: at the window's end their events say nothing of published dates.
    const ending = [weekly(5, "Jazz", "17:00:00", "2027-04-15"), weekly(6, "Tap", "18:00:00", "2027-04-15")];
    const through = "2027-04-30";
    const cutDay = days[6]!;
    // Exactly the size the days up to cutDay measure at the window's end, where no event carries the published-through line...
    const upToCut = ending.map((entry) => ({ ...entry, sessions: entry.sessions.filter((session) => session.date <= cutDay) }));
    const maxBytes = bytes(studioFeedText(upToCut, options, [], through, Infinity));
    // ... but cut at cutDay every event gains it, so that day no longer fits, and the day before is the last.
    const feed = studioFeedOf(ending, options, [], through, maxBytes);
    expect(bytes(feed.text)).toBeLessThanOrEqual(maxBytes);
    expect(feed.cutAfter).toBe(days[5]);
    const { events } = parseFeed(feed.text);
    expect(events).toHaveLength(6 * 2);
    expect(events.every((event) => event.description.includes(`Dates published through ${formatLocalDate(days[5]!, "en-US", "medium")}`))).toBe(true);
  });

  it("is the feed it always was when everything fits", () => {
    expect(studioFeedText(entries, options, [], "2027-04-30", bytes(whole))).toBe(whole);
    expect(studioFeedText(entries, options, [], "2027-04-30")).toBe(whole);
  });

  it("keeps the first day even when that day alone is over the size (a feed without today would mislead more)", () => {
    const { events } = parseFeed(studioFeedText(entries, options, [], "2027-04-30", 100));
    expect(events.map((event) => event.summary)).toEqual(["Jazz", "Tap"]);
  });

  it("keeps the registration openings whatever it cuts", () => {
    const season: CalendarSeason = {
      id: fixtureId(600),
      name: "Fall",
      openings: seasonOpenings({ status: "open", registration_window: { internal_opens_at: null, external_opens_at: "2027-06-01T12:00:00-04:00", closes_at: null } }),
      pageUrl: `${SITE}/seasons/fall/`,
      notBefore: new Date("2027-01-01T00:00:00Z").getTime(),
    };
    const { events } = parseFeed(studioFeedText(entries, options, [season], "2027-04-30", Math.floor(bytes(whole) / 3)));
    expect(events.at(-1)!.summary).toBe("Registration opens for everyone: Fall");
  });

  it("stays within Google Calendar's 1 MB at the default size, for a studio of 400 classes", () => {
    expect(STUDIO_FEED_MAX_BYTES).toBe(1_000_000);
    const many = Array.from({ length: 400 }, (_, index) => weekly(10 + index, `Class ${index}`, `${String(8 + (index % 12)).padStart(2, "0")}:00:00`));
    const text = studioFeedText(many, options, [], "2027-04-30");
    expect(bytes(text)).toBeLessThanOrEqual(STUDIO_FEED_MAX_BYTES);
    // 400 sessions a day (about 265 KB): three days fit, the fourth would not.
    const kept = [...new Set(parseFeed(text).events.map((event) => new Date(event.start).toLocaleDateString("en-CA", { timeZone: NY })))];
    expect(kept).toEqual(days.slice(0, 3));
    expect(bytes(studioFeedText(many, options, [], days[3]!, Infinity))).toBeGreaterThan(STUDIO_FEED_MAX_BYTES);
  });
});

describe("feedRevision", () => {
  it("counts whole minutes from 2020 to the sync, so a later sync always has a larger SEQUENCE", () => {
    expect(feedRevision("2020-01-01T00:01:59Z").sequence).toBe(1);
    const earlier = feedRevision("2027-03-01T14:00:00.000Z");
    const later = feedRevision("2027-03-01T14:01:00.000Z");
    expect(later.sequence).toBe(earlier.sequence + 1);
  });

  it("uses the sync time, to the second, as LAST-MODIFIED", () => {
    expect(feedRevision("2027-03-01T09:00:00.750-05:00").lastModified.toISOString()).toBe("2027-03-01T14:00:00.000Z");
  });

  it("stays inside iCalendar's 32-bit INTEGER for thousands of years", () => {
    expect(feedRevision("6000-12-31T23:59:59Z").sequence).toBeLessThan(2 ** 31);
  });

  it("refuses a sync time it cannot read, and says to re-sync", () => {
    expect(() => feedRevision("yesterday")).toThrow(
      expect.objectContaining({ code: "invalid_synced_at", message: expect.stringContaining("npm run sync") }),
    );
  });
});

const run = promisify(execFile);
const root = new URL("../../", import.meta.url);

/**
 * ical-generator formats dates with the machine's clock when a calendar time zone is
 * set, and all-day dates could slip a day in a zone west of UTC. The feed must be the
 * same bytes whatever TZ the build machine has: each zone gets its own process (Node
 * reads TZ at start-up).
 */
describe.skipIf(inMutationRun)("independence from the build machine's time zone", () => {
  const script = `
    const { balletEntry, classFeed, feedOptions } = await import(new URL("test/fixtures/calendar-feeds.ts", process.env.ROOT).href);
    process.stdout.write(JSON.stringify({ offset: new Date("2027-01-15T12:00:00Z").getTimezoneOffset(), feed: classFeed(balletEntry(), feedOptions()) }));
  `;
  const expected = classFeed(balletEntry(), feedOptions());

  it.each([
    { zone: "Pacific/Honolulu", offset: 600 },
    { zone: "Pacific/Kiritimati", offset: -840 },
    { zone: "Europe/London", offset: 0 },
  ])("writes the same feed on a machine in $zone", async ({ zone, offset }) => {
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, TZ: zone, ROOT: root.href },
    });
    const answer = JSON.parse(stdout) as { offset: number; feed: string };
    expect(answer.offset).toBe(offset);
    expect(answer.feed).toBe(expected);
  });
});

const TODAY = "2026-11-21";
// Noon in New York, then an hour later: the second sync is a later revision.
const FIRST = new Date("2026-11-21T17:00:00Z");
const SECOND = new Date("2026-11-21T18:00:00Z");

function options(snapshot: Snapshot, feedPath: string): CalendarFeedOptions {
  return {
    studioId: snapshot.studio.id,
    feedUrl: new URL(feedPath, SITE).href,
    studioName: snapshot.studio.name,
    timeZone: snapshot.timezone,
    syncedAt: snapshot.synced_at,
    locale: "en-US",
  };
}

async function syncOnce(env: Record<string, string>, now: Date): Promise<Snapshot> {
  const run = await runSync(env, () => now);
  expect(run.exitCode, run.stderr).toBe(0);
  return snapshotSchema.parse(JSON.parse(await readFile(env.CATALOG_SNAPSHOT ?? "", "utf8")));
}

describe("feeds across two syncs of the emulator", () => {
  it("keep every session's UID, and show a moved and a cancelled session as changed events", async () => {
    await withEmulator({ today: TODAY, now: () => FIRST.getTime() }, async (emulator) => {
      const first = await syncOnce(envFor(emulator, demoKey("full"), await tempSnapshotPath()), FIRST);

      // A class with two upcoming scheduled, timed sessions: move the first by 90 minutes, cancel the second.
      const [classId, sessions] =
        Object.entries(first.sessions_by_class).find(
          ([, list]) => list.filter((session) => session.status === "scheduled" && session.time !== null).length >= 2,
        ) ?? [];
      const [moved, cancelled] = (sessions ?? []).filter((session) => session.status === "scheduled" && session.time !== null);
      if (!classId || !moved || !cancelled) throw new Error("The demo studio has no class with two timed sessions.");
      emulator.setData({
        ...emulator.data,
        instances: emulator.data.instances.map((session) => {
          if (session.id === moved.id) return { ...session, time: "19:30:00" };
          if (session.id === cancelled.id) return { ...session, status: "cancelled" };
          return session;
        }),
      });
      const second = await syncOnce(envFor(emulator, demoKey("full"), await tempSnapshotPath()), SECOND);

      // The whole studio: the same UIDs, none added or lost.
      const before = byUid(parseFeed(studioFeedText(modelEntries(first, SITE), options(first, "/calendar.ics"))).events);
      const after = byUid(parseFeed(studioFeedText(modelEntries(second, SITE), options(second, "/calendar.ics"))).events);
      expect(before.size).toBeGreaterThan(100);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      const idsBefore = Object.values(first.sessions_by_class).flat().map((session) => `${session.id}@${first.studio.id}.studio-catalog`);
      expect(new Set(before.keys())).toEqual(new Set(idsBefore));

      // The changed class's own feed, built the same way.
      const entry = modelEntries(second, SITE).find((candidate) => candidate.id === classId)!;
      const ownFeed = byUid(parseFeed(classFeed(entry, options(second, `${entry.href}calendar.ics`))).events);
      const movedUid = `${moved.id}@${second.studio.id}.studio-catalog`;
      const cancelledUid = `${cancelled.id}@${second.studio.id}.studio-catalog`;
      expect(ownFeed.get(movedUid)?.start).toBe(localToInstant(moved.date, "19:30:00", second.timezone).toISOString());
      expect(before.get(movedUid)?.start).toBe(localToInstant(moved.date, moved.time!, first.timezone).toISOString());
      expect(after.get(movedUid)?.start).toBe(ownFeed.get(movedUid)?.start);
      expect(before.get(cancelledUid)?.status).toBe("CONFIRMED");
      expect(after.get(cancelledUid)?.status).toBe("CANCELLED");
      expect(after.get(cancelledUid)?.summary).toMatch(/^Cancelled: /);

      // A later sync is a later revision of every event, so calendar apps take the change.
      for (const uid of [movedUid, cancelledUid]) {
        expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
        expect(after.get(uid)!.lastModified! > before.get(uid)!.lastModified!).toBe(true);
      }
      // Everything else reads the same apart from its revision.
      const unchanged = [...before.keys()].filter((uid) => uid !== movedUid && uid !== cancelledUid);
      for (const uid of unchanged) {
        const { sequence: _a, lastModified: _b, ...was } = before.get(uid)!;
        const { sequence: _c, lastModified: _d, ...now } = after.get(uid)!;
        expect(now, uid).toEqual(was);
      }
    });
  });
});

const demoNow = new Date("2027-03-10T15:00:00Z");
const demoSnapshot = await demoLikeSnapshot(demoNow);

describe("feeds of the demo-like studio", () => {
  const now = demoNow;
  const snapshot = demoSnapshot;
  const site = "https://schedule.example.com";
  const entries = modelEntries(snapshot, site, now);
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
      const { events } = parseFeed(classFeed(entry, options(`${entry.href}calendar.ics`)));
      expect(events).toHaveLength(entry.sessions.length);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    }
  });

  it("parses the studio feed, holding every class's sessions and marking the cancelled ones", () => {
    const { events } = parseFeed(studioFeedText(entries, options(STUDIO_CALENDAR_PATH)));
    const sessions = entries.flatMap((entry) => entry.sessions);
    expect(events).toHaveLength(sessions.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const cancelled = sessions.filter((session) => session.status === "cancelled").length;
    expect(cancelled).toBeGreaterThan(0);
    expect(events.filter((event) => event.status === "CANCELLED")).toHaveLength(cancelled);
  });
});
