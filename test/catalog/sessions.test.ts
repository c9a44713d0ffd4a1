import { describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { compareSessionTimes, sessionTimes, upcomingSessions } from "../../src/catalog/sessions.ts";

const NY = "America/New_York";

function session(
  id: string,
  date: string,
  time: string | null,
  overrides: Partial<Pick<ClassInstance, "duration_minutes" | "status">> = {},
): ClassInstance {
  return {
    id,
    class_id: "00000000-0000-4000-8000-00000000c1a5",
    date,
    time,
    duration_minutes: overrides.duration_minutes ?? null,
    status: overrides.status ?? "scheduled",
    instructor: null,
    capacity: { max: 12, enrolled: 4, spots_remaining: 8 },
    links: { checkout: null },
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

describe("sessionTimes", () => {
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
    const times = sessionTimes(session("s", date, time, { duration_minutes: own }), cls, zone);
    expect({ start: iso(times.start), end: iso(times.end), dateOnly: times.dateOnly, durationMinutes: times.durationMinutes }).toEqual({
      start,
      end,
      dateOnly: false,
      durationMinutes: minutes,
    });
  });

  it("treats a session with no time as date-only, keeping the duration it would have", () => {
    expect(sessionTimes(session("s", "2026-11-20", null), 60, NY)).toEqual({ start: null, end: null, dateOnly: true, durationMinutes: 60 });
    expect(sessionTimes(session("s", "2026-11-20", null, { duration_minutes: 30 }), null, NY)).toEqual({
      start: null,
      end: null,
      dateOnly: true,
      durationMinutes: 30,
    });
  });
});

describe("upcomingSessions", () => {
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
    expect(upcomingSessions([instance], now, NY)).toEqual(kept ? [instance] : []);
  });

  it("keeps cancelled sessions (the site marks them) and drops completed ones", () => {
    const cancelled = session("cancelled", "2026-11-22", "10:00:00", { status: "cancelled" });
    const completed = session("completed", "2026-11-22", "11:00:00", { status: "completed" });
    const scheduled = session("scheduled", "2026-11-22", "12:00:00");
    expect(upcomingSessions([completed, scheduled, cancelled], now, NY, 60).map((s) => s.id)).toEqual(["cancelled", "scheduled"]);
  });

  it("uses the class's duration to keep a session under way that has none of its own", () => {
    const underWay = session("under-way", "2026-11-21", "17:30:00");
    expect(upcomingSessions([underWay], now, NY, 60)).toEqual([underWay]);
    expect(upcomingSessions([underWay], now, NY, 20)).toEqual([]);
    // Without any duration, a session is upcoming until it starts.
    expect(upcomingSessions([underWay], now, NY)).toEqual([]);
    expect(upcomingSessions([session("at-six", "2026-11-21", "18:00:00")], now, NY).map((s) => s.id)).toEqual(["at-six"]);
  });

  it("takes today from the studio's zone, not UTC's", () => {
    // 03:00Z on the 21st is still the evening of the 20th in New York.
    const lateEvening = new Date("2026-11-21T03:00:00Z");
    const dateOnly = session("date-only", "2026-11-20", null);
    expect(upcomingSessions([dateOnly], lateEvening, NY)).toEqual([dateOnly]);
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
    const before = input.map((s) => s.id);
    expect(upcomingSessions(input, now, NY, 60).map((s) => s.id)).toEqual([
      "sat-all-day",
      "sat-19",
      "sat-20",
      "sun-all-day",
      "sun-07",
      "sun-18",
    ]);
    expect(input.map((s) => s.id)).toEqual(before);
  });

  it("sorts a spring-forward morning by real start: 02:30 (really 03:30) after 03:00", () => {
    const springNow = new Date("2027-03-14T05:00:00Z");
    const input = [session("02:30", "2027-03-14", "02:30:00"), session("03:00", "2027-03-14", "03:00:00"), session("01:59", "2027-03-14", "01:59:00")];
    expect(upcomingSessions(input, springNow, NY, 30).map((s) => s.id)).toEqual(["01:59", "03:00", "02:30"]);
  });

  it("keeps the API's order for sessions that start together", () => {
    const input = [session("b", "2026-11-22", "10:00:00"), session("a", "2026-11-22", "10:00:00")];
    expect(upcomingSessions(input, now, NY, 60).map((s) => s.id)).toEqual(["b", "a"]);
  });
});

describe("compareSessionTimes", () => {
  it("puts earlier dates first whatever the instants", () => {
    const a = { date: "2026-11-21", start: new Date("2026-11-22T04:30:00Z") };
    const b = { date: "2026-11-22", start: null };
    expect(compareSessionTimes(a, b)).toBeLessThan(0);
    expect(compareSessionTimes(b, a)).toBeGreaterThan(0);
    expect(compareSessionTimes(b, { ...b })).toBe(0);
  });
});
