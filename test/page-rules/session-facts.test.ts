import { describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { formatLocalTimeRange } from "../../src/core/format.ts";
import { studioClock } from "../../src/core/local-time.ts";
import { sessionTiming, type SessionMoment } from "../../src/page-rules/session-facts.ts";
import { aClass } from "../fixtures/catalog-records.ts";
import { decidedClass } from "../fixtures/decided.ts";

const NY = "America/New_York";
const CLASS_ID = "00000000-0000-4000-8000-00000000c1a5";

function session(
  id: string,
  date: string,
  time: string | null,
  overrides: Partial<Pick<ClassInstance, "duration_minutes" | "status">> = {},
): ClassInstance {
  return {
    id,
    class_id: CLASS_ID,
    date,
    time,
    duration_minutes: overrides.duration_minutes ?? null,
    status: overrides.status ?? "scheduled",
    instructor: null,
    capacity: { max: 12, enrolled: 4, spots_remaining: 8 },
    links: { checkout: null },
  };
}

const iso = (moment: SessionMoment | null) => (moment === null ? null : new Date(moment.at).toISOString());

describe("sessionTiming", () => {
  it.each([
    { what: "an ordinary evening", date: "2026-11-20", time: "18:30:00", own: 45, cls: 60, zone: NY, start: "2026-11-20T23:30:00.000Z", end: "2026-11-21T00:15:00.000Z", minutes: 45 },
    { what: "no session duration uses the class's", date: "2026-11-20", time: "18:30:00", own: null, cls: 60, zone: NY, start: "2026-11-20T23:30:00.000Z", end: "2026-11-21T00:30:00.000Z", minutes: 60 },
    { what: "no duration anywhere has no end", date: "2026-11-20", time: "18:30:00", own: null, cls: null, zone: NY, start: "2026-11-20T23:30:00.000Z", end: null, minutes: null },
    // 01:30 EST + 60 real minutes is 03:30 EDT: the clock skips an hour.
    { what: "a session across spring-forward lasts its real length", date: "2027-03-14", time: "01:30:00", own: 60, cls: 60, zone: NY, start: "2027-03-14T06:30:00.000Z", end: "2027-03-14T07:30:00.000Z", minutes: 60 },
    { what: "a session in the gap starts after it", date: "2027-03-14", time: "02:30:00", own: null, cls: 60, zone: NY, start: "2027-03-14T07:30:00.000Z", end: "2027-03-14T08:30:00.000Z", minutes: 60 },
    { what: "a session in the overlap starts at the first 01:30", date: "2026-11-01", time: "01:30:00", own: 60, cls: 90, zone: NY, start: "2026-11-01T05:30:00.000Z", end: "2026-11-01T06:30:00.000Z", minutes: 60 },
    { what: "a session in Lord Howe's 30-minute gap", date: "2026-10-04", time: "02:15:00", own: 30, cls: 60, zone: "Australia/Lord_Howe", start: "2026-10-03T15:45:00.000Z", end: "2026-10-03T16:15:00.000Z", minutes: 30 },
    { what: "a half-hour-offset zone", date: "2026-06-01", time: "17:00:00", own: null, cls: 50, zone: "Asia/Kolkata", start: "2026-06-01T11:30:00.000Z", end: "2026-06-01T12:20:00.000Z", minutes: 50 },
  ])("$what", ({ date, time, own, cls, zone, start, end, minutes }) => {
    const times = sessionTiming(session("s", date, time, { duration_minutes: own }), cls, studioClock(zone));
    expect({ start: iso(times.start), end: iso(times.end), minutes: times.minutes }).toEqual({ start, end, minutes });
  });

  it("treats a session with no time as date-only, keeping the length it would have", () => {
    expect(sessionTiming(session("s", "2026-11-20", null), 60, studioClock(NY))).toEqual({ start: null, end: null, endDaysLater: 0, minutes: 60 });
    expect(sessionTiming(session("s", "2026-11-20", null, { duration_minutes: 30 }), null, studioClock(NY))).toEqual({ start: null, end: null, endDaysLater: 0, minutes: 30 });
  });

  it("gives a session of no length (0, less, or unknown) no end: one rule for the row, the JSON-LD and the feed", () => {
    for (const [own, cls] of [[0, 60], [null, 0], [-15, 60], [null, null]] as const) {
      const times = sessionTiming(session("s", "2026-11-20", "18:30:00", { duration_minutes: own }), cls, studioClock(NY));
      expect(times, `${own} ${cls}`).toMatchObject({ end: null, endDaysLater: 0, minutes: null });
      expect(iso(times.start)).toBe("2026-11-20T23:30:00.000Z");
    }
  });
});

describe("sessionTiming: each session on the studio's clock", () => {
  const clock = (date: string, time: string | null, minutes: number | null, zone = NY) => {
    const timing = sessionTiming(session("s", date, time, { duration_minutes: minutes }), null, studioClock(zone));
    return { startTime: timing.start?.clock ?? null, endTime: timing.end?.clock ?? null, endDaysLater: timing.endDaysLater };
  };

  it("reads each session's start and end as its page writes them, with how many dates later it ends", () => {
    expect(clock("2026-11-27", "16:00:00", 45)).toEqual({ startTime: "16:00:00", endTime: "16:45:00", endDaysLater: 0 });
    expect(formatLocalTimeRange("16:00:00", "16:45:00", "en-US")).toBe("4:00 PM – 4:45 PM");
    // Past midnight on the studio's clock: the next day.
    expect(clock("2026-11-27", "22:30:00", 120)).toEqual({ startTime: "22:30:00", endTime: "00:30:00", endDaysLater: 1 });
    expect(formatLocalTimeRange("22:30:00", "00:30:00", "en-US", 1)).toBe("10:30 PM – 12:30 AM (next day)");
    // A session longer than a day (spec 2.5 allows any duration), across the fall-back change: 74 real hours end at 10:00, three dates later.
    expect(clock("2026-10-30", "09:00:00", 74 * 60)).toEqual({ startTime: "09:00:00", endTime: "10:00:00", endDaysLater: 3 });
  });

  it("reads midnight on the studio's clock, not UTC's or the machine's", () => {
    // 7:30 PM – 8:30 PM in New York is past midnight in UTC: the same day for the studio.
    expect(clock("2026-11-27", "19:30:00", 60)).toEqual({ startTime: "19:30:00", endTime: "20:30:00", endDaysLater: 0 });
    // The same wall clock in Auckland ends on the same date too, though UTC's date is the day before.
    expect(clock("2026-11-27", "09:30:00", 60, "Pacific/Auckland")).toEqual({ startTime: "09:30:00", endTime: "10:30:00", endDaysLater: 0 });
  });

  it("writes the time a daylight-saving gap moves a session to, and its real end", () => {
    // 02:30 does not happen on 2027-03-14 in New York: the session starts at 03:30 EDT.
    expect(clock("2027-03-14", "02:30:00", 60)).toEqual({ startTime: "03:30:00", endTime: "04:30:00", endDaysLater: 0 });
    // 01:30 + 60 real minutes across spring-forward is 03:30 on the clock.
    expect(clock("2027-03-14", "01:30:00", 60)).toEqual({ startTime: "01:30:00", endTime: "03:30:00", endDaysLater: 0 });
    // In the overlap the first 01:30 is taken; an hour later the clock reads 01:30 again.
    expect(clock("2026-11-01", "01:30:00", 60)).toEqual({ startTime: "01:30:00", endTime: "01:30:00", endDaysLater: 0 });
  });

  it("has no clock for a date-only session, and no end without a duration", () => {
    expect(clock("2026-11-27", null, 60)).toEqual({ startTime: null, endTime: null, endDaysLater: 0 });
    expect(clock("2026-11-27", "18:00:00", null)).toEqual({ startTime: "18:00:00", endTime: null, endDaysLater: 0 });
  });
});

/** The sessions a page still lists, as the entry builder decides them: their ids, in order. */
function upcomingSessions(instances: readonly ClassInstance[], now: Date, timeZone: string, classDurationMinutes: number | null = null): string[] {
  // No weekly pattern: the class's length (null here: "none anywhere") reaches only its sessions.
  const cls = aClass({ id: CLASS_ID, duration_minutes: classDurationMinutes as number, day_schedules: null });
  return decidedClass(cls, instances, { now, timeZone }).sessions.map((decided) => decided.id);
}

describe("decideSessions: which are upcoming, and their order", () => {
  // 2026-11-21 18:00 in New York.
  const now = new Date("2026-11-21T23:00:00Z");

  it.each([
    { what: "yesterday's session", date: "2026-11-20", time: "10:00:00", own: 60, kept: false },
    { what: "a session that ended an hour ago", date: "2026-11-21", time: "16:00:00", own: 60, kept: false },
    { what: "a session that ends right now", date: "2026-11-21", time: "17:00:00", own: 60, kept: false },
    { what: "a session under way", date: "2026-11-21", time: "17:30:00", own: 60, kept: true },
    { what: "a session later today", date: "2026-11-21", time: "19:00:00", own: 60, kept: true },
    { what: "a session next week", date: "2026-11-28", time: "09:00:00", own: 60, kept: true },
    { what: "a date-only session today", date: "2026-11-21", time: null, own: null, kept: true },
    { what: "a date-only session yesterday", date: "2026-11-20", time: null, own: null, kept: false },
    { what: "a date-only session tomorrow", date: "2026-11-22", time: null, own: null, kept: true },
  ])("$what: kept $kept", ({ date, time, own, kept }) => {
    const instance = session("s", date, time, { duration_minutes: own });
    expect(upcomingSessions([instance], now, NY)).toEqual(kept ? [instance.id] : []);
  });

  it("keeps cancelled sessions (the site marks them) and drops completed ones", () => {
    const cancelled = session("cancelled", "2026-11-22", "10:00:00", { status: "cancelled" });
    const completed = session("completed", "2026-11-22", "11:00:00", { status: "completed" });
    const scheduled = session("scheduled", "2026-11-22", "12:00:00");
    expect(upcomingSessions([completed, scheduled, cancelled], now, NY, 60)).toEqual(["cancelled", "scheduled"]);
  });

  it("uses the class's duration to keep a session under way that has none of its own", () => {
    const underWay = session("under-way", "2026-11-21", "17:30:00");
    expect(upcomingSessions([underWay], now, NY, 60)).toEqual([underWay.id]);
    expect(upcomingSessions([underWay], now, NY, 20)).toEqual([]);
    // Without any duration, a session is upcoming until it starts.
    expect(upcomingSessions([underWay], now, NY)).toEqual([]);
    expect(upcomingSessions([session("at-six", "2026-11-21", "18:00:00")], now, NY)).toEqual(["at-six"]);
  });

  it("takes today from the studio's zone, not UTC's", () => {
    // 03:00Z on the 21st is still the evening of the 20th in New York.
    const lateEvening = new Date("2026-11-21T03:00:00Z");
    const dateOnly = session("date-only", "2026-11-20", null);
    expect(upcomingSessions([dateOnly], lateEvening, NY)).toEqual([dateOnly.id]);
    expect(upcomingSessions([dateOnly], lateEvening, "Europe/London")).toEqual([]);
  });

  it("sorts by date, date-only first within a day, then by start", () => {
    const input = [
      session("sun-18", "2026-11-22", "18:00:00"),
      session("sat-20", "2026-11-21", "20:00:00"),
      session("sun-all-day", "2026-11-22", null),
      session("sun-07", "2026-11-22", "07:00:00"),
      session("sat-all-day", "2026-11-21", null),
      session("sat-19", "2026-11-21", "19:00:00"),
    ];
    const before = input;
    expect(upcomingSessions(input, now, NY, 60)).toEqual([
      "sat-all-day",
      "sat-19",
      "sat-20",
      "sun-all-day",
      "sun-07",
      "sun-18",
    ]);
    expect(input).toEqual(before);
  });

  it("sorts a spring-forward morning by real start: 02:30 (really 03:30) after 03:00", () => {
    const springNow = new Date("2027-03-14T05:00:00Z");
    const input = [session("02:30", "2027-03-14", "02:30:00"), session("03:00", "2027-03-14", "03:00:00"), session("01:59", "2027-03-14", "01:59:00")];
    expect(upcomingSessions(input, springNow, NY, 30)).toEqual(["01:59", "03:00", "02:30"]);
  });

  it("keeps the API's order for sessions that start together", () => {
    const input = [session("b", "2026-11-22", "10:00:00"), session("a", "2026-11-22", "10:00:00")];
    expect(upcomingSessions(input, now, NY, 60)).toEqual(["b", "a"]);
  });
});

