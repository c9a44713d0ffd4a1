import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { studioClock } from "../../src/core/local-time.ts";
import { calendarFile, OPENING_REMINDERS, type CalendarEntry } from "../../src/page-rules/calendar-file.ts";
import type { PlanClass, PlanSession } from "../../src/page-rules/plan-data.ts";
import { planEntries, sessionAt, sessionEntry } from "../../src/page-rules/plan-calendar.ts";
import { sessionTiming } from "../../src/page-rules/session-facts.ts";

const NY = studioClock("America/New_York");
const decided = (date: string, time: string | null, minutes: number, cancelled = false): PlanSession => {
  const timing = sessionTiming({ date, time, duration_minutes: minutes }, null, NY);
  return { date, start: timing.start?.iso ?? null, end: timing.end?.iso ?? null, cancelled, full: false };
};

const base: Omit<PlanClass, "id" | "name" | "sessions" | "dropIn"> = {
  href: "/classes/x/",
  ageRange: null,
  ages: null,
  start: "",
  place: "Main Street Studio; Room 2",
  placeHref: null,
  when: ["Sun · 1:30 AM – 2:30 AM"],
  price: "$80.00/month",
  charge: { kind: "unpriced" },
  spots: null,
  access: "open",
  next: null,
  season: null,
};

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate?.isDate ? event.endDate.toString() : event.endDate?.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
      location: event.location,
    };
  });
}

describe("the plan's calendar file, read back with ical.js", () => {
  const weekly: PlanClass = {
    ...base,
    id: "c1",
    name: "Hip Hop Kids",
    dropIn: false,
    // A fall-back night, a cancelled week and a date-only session.
    sessions: [decided("2026-11-01", "01:30", 60), decided("2026-11-08", "01:30", 60, true), decided("2026-11-15", null, 60)],
  };
  const dropIn: PlanClass = { ...base, id: "c2", name: "Ninja Warriors", dropIn: true, sessions: [decided("2026-11-07", "14:00", 60), decided("2026-11-14", "14:00", 60)] };
  const names = (key: string) => ({ a: "Maya", b: "Leo" })[key] ?? key;
  const entries = planEntries({ picks: [{ child: "a", classId: "c1" }, { child: "b", classId: "c2", dates: ["2026-11-14"] }, { child: "a", classId: "gone" }] }, { classes: [weekly, dropIn], trials: [] }, names, "https://studio.example");
  const events = read(calendarFile(entries, { name: "My plan – Brightside", stamp: "2026-10-30T12:00:00Z", language: "EN" }));

  it("holds exactly the planned sessions: every session of a weekly class (cancelled marked), the chosen drop-in date, nothing of a vanished class", () => {
    expect(events.map((event) => [event.summary, event.start, event.status])).toEqual([
      ["Hip Hop Kids (Maya)", "2026-11-01T05:30:00.000Z", "CONFIRMED"],
      ["Hip Hop Kids (Maya)", "2026-11-08T06:30:00.000Z", "CANCELLED"],
      ["Ninja Warriors (Leo)", "2026-11-14T19:00:00.000Z", "CONFIRMED"],
      ["Hip Hop Kids (Maya)", "2026-11-15", "CONFIRMED"],
    ]);
  });
  it("keeps a session's real length across the night clocks go back, and its place as text", () => {
    expect(events[0]!.end).toBe("2026-11-01T06:30:00.000Z");
    expect(events[0]!.location).toBe("Main Street Studio; Room 2");
  });
  it("gives each event a UID of its own that is the same next time", () => {
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const again = read(calendarFile(entries, { name: "x", stamp: "2026-10-31T12:00:00Z", language: "EN" }));
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });
  it("writes a trial's sessions as its own events, named for the trial, beside the same class's dates planned too", () => {
    const trial = { id: "t1", name: "Hip Hop Trial Week", href: "/trials/#hip-hop-trial-week", classId: "c1", price: "Free", charge: { kind: "once" as const, cents: 0 }, sessions: 1, starts: ["2026-11-01"], next: null };
    const both = planEntries({ picks: [{ child: "a", classId: "c1" }, { child: "a", classId: "c1", trial: "t1", dates: ["2026-11-01"] }] }, { classes: [weekly], trials: [trial] }, names, "https://studio.example");
    const read2 = read(calendarFile(both, { name: "x", stamp: "2026-10-31T12:00:00Z", language: "EN" }));
    expect(read2.filter((event) => event.summary === "Hip Hop Trial Week (Maya)").map((event) => event.start)).toEqual(["2026-11-01T05:30:00.000Z"]);
    expect(new Set(read2.map((event) => event.uid)).size).toBe(read2.length);
    // A trial gone from the build, or named for another class: nothing.
    expect(planEntries({ picks: [{ child: "a", classId: "c1", trial: "t1", dates: ["2026-11-01"] }] }, { classes: [weekly], trials: [{ ...trial, classId: "c9" }] }, names, "x")).toEqual([]);
  });
});

/**
 * One date at a time into a calendar (src/page-rules/calendar-file.ts): the module the
 * family planner, a row's "Add this date to your calendar" and the season pages' opening
 * files all use, read back by ical.js as a calendar app reads a file it is handed.
 */
const dropIn: CalendarEntry = {
  uid: "0000000a-0000-4000-8000-000000000001@0000000b-0000-4000-8000-000000000002.studio-catalog",
  date: "2026-12-05",
  start: "2026-12-05T10:00:00-05:00",
  end: "2026-12-05T11:00:00-05:00",
  summary: "Open Gym (drop-in)",
  description: "Saturday drop-in.\nhttps://studio.example/classes/open-gym/",
  url: "https://studio.example/classes/open-gym/",
  location: "Main Street Studio, 12 Main Street",
  cancelled: false,
};
const options = { language: "en", stamp: "2026-11-21T17:00:00Z", name: null };
const singleEventCalendar = (entry: CalendarEntry, given: typeof options) => calendarFile([entry], given);

function readOne(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const [event] = events;
  return { calendar, event: event!, vevent: new ICAL.Event(event!) };
}

describe("one event into a calendar", () => {
  it("writes a session with its end, place, link and words, and no reminder it was not asked for", () => {
    const text = singleEventCalendar(dropIn, options);
    const { calendar, event, vevent } = readOne(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//studio-schedule-site//calendar-file//EN");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBeNull();
    expect(vevent.uid).toBe(dropIn.uid);
    expect(vevent.startDate.toJSDate()).toEqual(new Date("2026-12-05T15:00:00Z"));
    expect(vevent.endDate.toJSDate()).toEqual(new Date("2026-12-05T16:00:00Z"));
    expect(vevent.summary).toBe("Open Gym (drop-in)");
    expect(vevent.location).toBe("Main Street Studio, 12 Main Street");
    expect(vevent.description).toBe(dropIn.description);
    expect(event.getFirstPropertyValue("url")).toBe(dropIn.url);
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate()).toEqual(new Date(options.stamp));
    expect(event.getAllSubcomponents("valarm")).toEqual([]);
    // The same event, the same bytes: no clock, no machine zone or locale.
    expect(singleEventCalendar(dropIn, options)).toBe(text);
  });

  it("keeps a summary or a place one line, so the studio's text cannot start a property of its own", () => {
    const { event } = readOne(singleEventCalendar({ ...dropIn, summary: "Open Gym\r\nATTENDEE:mailto:x@example.com", location: "Hall\nB", reminders: { minutesBefore: OPENING_REMINDERS, text: "Soon\nBEGIN:VEVENT" } }, options));
    expect(event.getFirstPropertyValue("summary")).toBe("Open Gym ATTENDEE:mailto:x@example.com");
    expect(event.getFirstPropertyValue("attendee")).toBeNull();
    expect(event.getFirstPropertyValue("location")).toBe("Hall B");
    expect(event.getAllSubcomponents("valarm").map((alarm) => [alarm.getFirstPropertyValue("description"), (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()])).toEqual([
      ["Soon BEGIN:VEVENT", -86_400],
      ["Soon BEGIN:VEVENT", -900],
    ]);
  });

  it("gives a moment with no length no DTEND, as the studio feed does, so it lasts no time", () => {
    const { event } = readOne(singleEventCalendar({ ...dropIn, end: null }, options));
    expect(event.getFirstPropertyValue("dtend")).toBeNull();
    expect(event.getFirstPropertyValue("duration")).toBeNull();
  });
});

describe("one date from a row: the session found by its class's page and its start, as the planner would write it", () => {
  const workshop: PlanClass = { ...base, id: "w1", href: "/classes/leaps-and-turns/", name: "Leaps & Turns Workshop", dropIn: true, sessions: [decided("2026-12-07", "13:00", 120), decided("2026-12-21", null, 120)] };
  const data = { classes: [workshop], trials: [] };

  it("finds a timed session by its decided start and a date-only one by its date, and nothing else", () => {
    expect(sessionAt(data, "/classes/leaps-and-turns/", "2026-12-07T13:00:00-05:00")?.session.date).toBe("2026-12-07");
    expect(sessionAt(data, "/classes/leaps-and-turns/", "2026-12-21")?.session.start).toBeNull();
    expect(sessionAt(data, "/classes/leaps-and-turns/", "2026-12-07T13:00:00-04:00")).toBeNull();
    expect(sessionAt(data, "/classes/x/", "2026-12-07T13:00:00-05:00")).toBeNull();
  });

  it("writes one event named for the class, with the UID the plan gives the same date less the child", () => {
    const hit = sessionAt(data, "/classes/leaps-and-turns/", "2026-12-07T13:00:00-05:00")!;
    const [event] = read(calendarFile([sessionEntry(hit.cls, hit.session, "https://studio.example", null)], { name: null, stamp: "2026-11-30T12:00:00Z", language: "en" }));
    expect(event).toMatchObject({ uid: "w1-2026-12-07-1300@plan", summary: "Leaps & Turns Workshop", start: "2026-12-07T18:00:00.000Z", end: "2026-12-07T20:00:00.000Z", status: "CONFIRMED" });
    const planned = planEntries({ picks: [{ child: "a", classId: "w1", dates: ["2026-12-07"] }] }, data, () => "Maya", "https://studio.example");
    expect(planned.map((entry) => entry.uid)).toEqual(["w1-2026-12-07-1300-a@plan"]);
  });
});
