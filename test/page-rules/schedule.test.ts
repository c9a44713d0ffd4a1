import { describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { compareSessionTimes, groupByDay, isUpcomingSession, resolveSessions, scheduleWeeks, sessionBlocks, sessionTimes, type ScheduleEntry } from "../../src/page-rules/schedule.ts";
import { studioToday } from "../../src/core/local-time.ts";
import { formatLocalTimeRange } from "../../src/core/format.ts";
import { addDays, daysBetween, localToInstant } from "../../src/core/local-time.ts";

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

describe("resolveSessions: each session on the studio's clock", () => {
  const clock = (date: string, time: string | null, minutes: number | null, zone = NY) => {
    const [resolved] = resolveSessions([session("s", date, time, { duration_minutes: minutes })], null, zone);
    return { startTime: resolved!.startTime, endTime: resolved!.endTime, endDaysLater: resolved!.endDaysLater };
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

/** The site's rule for what a page still lists, as the class views apply it: resolve once, keep the upcoming. */
function upcomingSessions(instances: Parameters<typeof resolveSessions>[0], now: Date, timeZone: string, classDurationMinutes: number | null = null) {
  const today = studioToday(now, timeZone);
  return resolveSessions(instances, classDurationMinutes, timeZone)
    .filter((session) => isUpcomingSession(session, now, today))
    .map((session) => session.record);
}

describe("resolveSessions and isUpcomingSession", () => {
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


function timed(date: string, time: string, item: string, zone = NY, minutes = 60): ScheduleEntry<string> {
  const start = localToInstant(date, time, zone);
  return { date, start, end: new Date(start.getTime() + minutes * 60_000), item };
}

const dateOnly = (date: string, item: string): ScheduleEntry<string> => ({ date, start: null, end: null, item });

describe("groupByDay", () => {
  it("lists every date in the range, empty ones included, with its weekday", () => {
    const days = groupByDay([timed("2026-11-21", "10:00", "sat")], "2026-11-19", "2026-11-23");
    expect(days.map(({ date, weekday, entries }) => [date, weekday, entries.map((e) => e.item)])).toEqual([
      ["2026-11-19", 4, []],
      ["2026-11-20", 5, []],
      ["2026-11-21", 6, ["sat"]],
      ["2026-11-22", 0, []],
      ["2026-11-23", 1, []],
    ]);
  });

  it("gives one day for a one-day range and none for a range that ends before it starts", () => {
    expect(groupByDay([], "2026-11-21", "2026-11-21").map((d) => d.date)).toEqual(["2026-11-21"]);
    expect(groupByDay([dateOnly("2026-11-21", "x")], "2026-11-21", "2026-11-20")).toEqual([]);
  });

  it("leaves out entries outside the range", () => {
    const days = groupByDay(
      [dateOnly("2026-11-18", "before"), dateOnly("2026-11-19", "first"), dateOnly("2026-11-20", "last"), dateOnly("2026-11-21", "after")],
      "2026-11-19",
      "2026-11-20",
    );
    expect(days.flatMap((d) => d.entries.map((e) => e.item))).toEqual(["first", "last"]);
  });

  it("sorts a day's entries date-only first, then by start, ties in the given order", () => {
    const [day] = groupByDay(
      [
        timed("2026-11-21", "18:00", "evening"),
        dateOnly("2026-11-21", "all day A"),
        timed("2026-11-21", "07:30", "morning"),
        timed("2026-11-21", "12:00", "noon B"),
        timed("2026-11-21", "12:00", "noon A"),
        dateOnly("2026-11-21", "all day B"),
      ],
      "2026-11-21",
      "2026-11-21",
    );
    expect(day?.entries.map((e) => e.item)).toEqual(["all day A", "all day B", "morning", "noon B", "noon A", "evening"]);
  });

  it("groups by the entry's local date, not the UTC date of its start", () => {
    // 21:00 in New York on the 21st is 02:00Z on the 22nd.
    const days = groupByDay([timed("2026-11-21", "21:00", "late")], "2026-11-21", "2026-11-22");
    expect(days.map((d) => d.entries.length)).toEqual([1, 0]);
  });

  it("keeps a week that spans spring-forward as seven days, each session on its own date", () => {
    const entries = [
      timed("2027-03-13", "23:30", "sat late"),
      timed("2027-03-14", "01:59", "before gap"),
      timed("2027-03-14", "02:30", "in gap"),
      timed("2027-03-14", "03:00", "after gap"),
      timed("2027-03-15", "00:00", "mon midnight"),
    ];
    const days = groupByDay(entries, "2027-03-13", "2027-03-19");
    expect(days).toHaveLength(7);
    expect(days.slice(0, 3).map((d) => [d.date, d.entries.map((e) => e.item)])).toEqual([
      ["2027-03-13", ["sat late"]],
      // 02:30 does not exist that day: it is read as 03:30 EDT, after 03:00.
      ["2027-03-14", ["before gap", "after gap", "in gap"]],
      ["2027-03-15", ["mon midnight"]],
    ]);
  });

  it("keeps the caller's item type", () => {
    const [day] = groupByDay([{ date: "2026-11-21", start: null, end: null, item: { id: 7 } }], "2026-11-21", "2026-11-21");
    expect(day?.entries[0]?.item.id).toBe(7);
  });
});

describe("scheduleWeeks", () => {
  it("gives the current calendar week from today, then whole calendar weeks from Sunday in en-US", () => {
    // 2026-11-19 is a Thursday; the window is the sync's default 90 days.
    const weeks = scheduleWeeks("2026-11-19", "2027-02-17", "2026-11-19", "en-US");
    expect(weeks.currentWeek).toEqual({ start: "2026-11-15", from: "2026-11-19", to: "2026-11-21" });
    expect(weeks.laterWeeks.slice(0, 3)).toEqual([
      { start: "2026-11-22", from: "2026-11-22", to: "2026-11-28" },
      { start: "2026-11-29", from: "2026-11-29", to: "2026-12-05" },
      { start: "2026-12-06", from: "2026-12-06", to: "2026-12-12" },
    ]);
    // Clipped to the window's end, Wednesday 2027-02-17.
    expect(weeks.laterWeeks.at(-1)).toEqual({ start: "2027-02-14", from: "2027-02-14", to: "2027-02-17" });
  });

  it.each([
    // Thursday 2026-11-19: en-GB weeks run Monday to Sunday, en-US Sunday to Saturday.
    { locale: "en-GB", current: { start: "2026-11-16", from: "2026-11-19", to: "2026-11-22" }, next: { start: "2026-11-23", from: "2026-11-23", to: "2026-11-29" } },
    { locale: "de-DE", current: { start: "2026-11-16", from: "2026-11-19", to: "2026-11-22" }, next: { start: "2026-11-23", from: "2026-11-23", to: "2026-11-29" } },
    { locale: "en-US", current: { start: "2026-11-15", from: "2026-11-19", to: "2026-11-21" }, next: { start: "2026-11-22", from: "2026-11-22", to: "2026-11-28" } },
  ])("keys $locale weeks by the locale's first day", ({ locale, current, next }) => {
    const weeks = scheduleWeeks("2026-11-19", "2027-02-17", "2026-11-19", locale);
    expect(weeks.currentWeek).toEqual(current);
    expect(weeks.laterWeeks[0]).toEqual(next);
  });

  it.each([
    // The week's last day: the current week is today alone, and the next page a whole week.
    { locale: "en-US", today: "2026-11-21", current: { start: "2026-11-15", from: "2026-11-21", to: "2026-11-21" }, nextStart: "2026-11-22" },
    { locale: "en-GB", today: "2026-11-22", current: { start: "2026-11-16", from: "2026-11-22", to: "2026-11-22" }, nextStart: "2026-11-23" },
    // The week's first day: the current week is all seven days.
    { locale: "en-US", today: "2026-11-22", current: { start: "2026-11-22", from: "2026-11-22", to: "2026-11-28" }, nextStart: "2026-11-29" },
    { locale: "en-GB", today: "2026-11-23", current: { start: "2026-11-23", from: "2026-11-23", to: "2026-11-29" }, nextStart: "2026-11-30" },
  ])("puts $today in the $locale week from $current.start", ({ locale, today, current, nextStart }) => {
    const weeks = scheduleWeeks(today, "2026-12-31", today, locale);
    expect(weeks.currentWeek).toEqual(current);
    expect(weeks.laterWeeks[0]).toEqual({ start: nextStart, from: nextStart, to: addDays(nextStart, 6) });
  });

  it("shows a later week's page the same days whichever day it is built", () => {
    const pages = ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-25"].map(
      (today) => scheduleWeeks(today, "2027-01-31", today, "en-US").laterWeeks.find((week) => week.start === "2026-11-29"),
    );
    for (const page of pages) expect(page).toEqual({ start: "2026-11-29", from: "2026-11-29", to: "2026-12-05" });
  });

  it.each([
    { what: "a window ending within the week", windowTo: "2026-11-20", currentTo: "2026-11-20", later: 0 },
    { what: "a window ending on the week's last day", windowTo: "2026-11-21", currentTo: "2026-11-21", later: 0 },
    { what: "a window ending a day into the next week", windowTo: "2026-11-22", currentTo: "2026-11-21", later: 1 },
  ])("clips to $what", ({ windowTo, currentTo, later }) => {
    const weeks = scheduleWeeks("2026-11-19", windowTo, "2026-11-19", "en-US");
    expect(weeks.currentWeek).toEqual({ start: "2026-11-15", from: "2026-11-19", to: currentTo });
    expect(weeks.laterWeeks).toHaveLength(later);
    if (later) expect(weeks.laterWeeks[0]).toEqual({ start: "2026-11-22", from: "2026-11-22", to: "2026-11-22" });
  });

  it("shows nothing from a window that ended before today", () => {
    const weeks = scheduleWeeks("2026-08-01", "2026-10-30", "2026-11-19", "en-US");
    expect(weeks.currentWeek.to < weeks.currentWeek.from).toBe(true);
    expect(groupByDay([], weeks.currentWeek.from, weeks.currentWeek.to)).toEqual([]);
    expect(weeks.laterWeeks).toEqual([]);
  });

  it("starts no earlier than the window when the build runs before the sync's today", () => {
    const weeks = scheduleWeeks("2026-11-20", "2026-12-31", "2026-11-19", "en-US");
    expect(weeks.currentWeek).toEqual({ start: "2026-11-15", from: "2026-11-20", to: "2026-11-21" });
  });

  it("keeps a week across a daylight-saving change seven days long", () => {
    const weeks = scheduleWeeks("2027-03-04", "2027-04-30", "2027-03-04", "en-US");
    expect(weeks.laterWeeks).toContainEqual({ start: "2027-03-14", from: "2027-03-14", to: "2027-03-20" });
  });

  it.each(["en-US", "en-GB", "ar-EG"])("covers every date of the window exactly once, in order, in %s", (locale) => {
    for (let offset = 0; offset < 7; offset++) {
      const today = addDays("2026-11-19", offset);
      const windowTo = addDays(today, 40 + offset);
      const { currentWeek, laterWeeks } = scheduleWeeks(today, windowTo, today, locale);
      const ranges = [currentWeek, ...laterWeeks];
      const dates = ranges.flatMap(({ from, to }) => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)));
      expect(dates).toEqual(Array.from({ length: daysBetween(today, windowTo) + 1 }, (_, i) => addDays(today, i)));
      for (const week of laterWeeks) expect(week.from).toBe(week.start);
      for (const week of ranges) expect(daysBetween(week.start, week.to)).toBeLessThanOrEqual(6);
    }
  });
});

describe("sessionBlocks", () => {
  // Today is Tuesday 2026-03-17; blocks of 8 weeks (56 days): Mar 17 - May 11, May 12 - Jul 6, Jul 7 - Aug 31.
  const dates = ["2026-03-17", "2026-05-11", "2026-05-12", "2026-09-01"];
  const blocks = sessionBlocks(
    dates.map((date) => ({ date })),
    "2026-03-17",
    8,
  );

  it("puts the next 8 weeks in the first block and later sessions in blocks of 8 weeks each", () => {
    expect(blocks.map((block) => [block.from, block.to, block.sessions.map((item) => item.date)])).toEqual([
      ["2026-03-17", "2026-05-11", ["2026-03-17", "2026-05-11"]],
      ["2026-05-12", "2026-07-06", ["2026-05-12"]],
      // Jul 7 - Aug 31 holds no session and is left out.
      ["2026-09-01", "2026-10-26", ["2026-09-01"]],
    ]);
  });

  it("keeps an empty first block, the class page, when every session is later", () => {
    expect(sessionBlocks([{ date: "2026-06-01" }], "2026-03-17", 8).map((block) => [block.from, block.sessions.length])).toEqual([
      ["2026-03-17", 0],
      ["2026-05-12", 1],
    ]);
  });
});

describe("schedule order and ranges (issue 22, surviving mutants)", () => {
  it("orders two timed sessions on the same day by their start", () => {
    const at = (time: string) => ({ date: "2026-12-01", start: new Date(`2026-12-01T${time}:00Z`) });
    expect(compareSessionTimes(at("18:00"), at("09:00"))).toBeGreaterThan(0);
    expect(compareSessionTimes(at("09:00"), at("18:00"))).toBeLessThan(0);
  });

  it("gives no week page before a sync window that starts weeks after today", () => {
    // Sunday 2026-11-22 starts today's week; the window opens on Sunday 2026-12-13.
    const weeks = scheduleWeeks("2026-12-13", "2026-12-26", "2026-11-25", "en-US");
    expect(weeks.laterWeeks).toEqual([
      { start: "2026-12-13", from: "2026-12-13", to: "2026-12-19" },
      { start: "2026-12-20", from: "2026-12-20", to: "2026-12-26" },
    ]);
  });

  it("puts blocks in date order with their exact days, whatever order the sessions come in", () => {
    const today = "2026-11-25";
    const inTwo = { date: addDays(today, 120) };
    const inOne = { date: addDays(today, 60) };
    expect(sessionBlocks([inTwo, inOne], today, 8)).toEqual([
      { from: today, to: addDays(today, 55), sessions: [] },
      { from: addDays(today, 56), to: addDays(today, 111), sessions: [inOne] },
      { from: addDays(today, 112), to: addDays(today, 167), sessions: [inTwo] },
    ]);
  });
});
