import { describe, expect, it } from "vitest";
import { groupByDay, scheduleWeeks, type ScheduleEntry } from "../../src/catalog/schedule-days.ts";
import { addDays, daysBetween, localToInstant } from "../../src/catalog/time.ts";

const NY = "America/New_York";

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
  it("gives the next seven days, then calendar weeks from Sunday in en-US", () => {
    // 2026-11-19 is a Thursday; the window is the sync's default 90 days.
    const weeks = scheduleWeeks("2026-11-19", "2027-02-17", "2026-11-19", "en-US");
    expect(weeks.firstWeek).toEqual({ from: "2026-11-19", to: "2026-11-25" });
    expect(weeks.laterWeeks.slice(0, 3)).toEqual([
      // The week of Sunday the 22nd began inside the first seven days: its page starts on the 26th.
      { start: "2026-11-22", from: "2026-11-26", to: "2026-11-28" },
      { start: "2026-11-29", from: "2026-11-29", to: "2026-12-05" },
      { start: "2026-12-06", from: "2026-12-06", to: "2026-12-12" },
    ]);
    // Clipped to the window's end, Wednesday 2027-02-17.
    expect(weeks.laterWeeks.at(-1)).toEqual({ start: "2027-02-14", from: "2027-02-14", to: "2027-02-17" });
  });

  it.each([
    { locale: "en-GB", start: "2026-11-23", to: "2026-11-29", next: "2026-11-30" },
    { locale: "de-DE", start: "2026-11-23", to: "2026-11-29", next: "2026-11-30" },
    { locale: "en-US", start: "2026-11-22", to: "2026-11-28", next: "2026-11-29" },
  ])("keys $locale weeks by the week's first day ($start)", ({ locale, start, to, next }) => {
    const weeks = scheduleWeeks("2026-11-19", "2027-02-17", "2026-11-19", locale);
    expect(weeks.laterWeeks[0]).toEqual({ start, from: "2026-11-26", to });
    expect(weeks.laterWeeks[1]?.start).toBe(next);
  });

  it("starts the later weeks on a full week when today + 7 is the week's first day", () => {
    // Sunday 2026-11-22 in en-US.
    const weeks = scheduleWeeks("2026-11-22", "2026-12-31", "2026-11-22", "en-US");
    expect(weeks.laterWeeks[0]).toEqual({ start: "2026-11-29", from: "2026-11-29", to: "2026-12-05" });
  });

  it.each([
    { what: "a window shorter than a week", windowTo: "2026-11-22", firstTo: "2026-11-22", later: 0 },
    { what: "a window of exactly seven days", windowTo: "2026-11-25", firstTo: "2026-11-25", later: 0 },
    { what: "a window of eight days", windowTo: "2026-11-26", firstTo: "2026-11-25", later: 1 },
  ])("clips to $what", ({ windowTo, firstTo, later }) => {
    const weeks = scheduleWeeks("2026-11-19", windowTo, "2026-11-19", "en-US");
    expect(weeks.firstWeek).toEqual({ from: "2026-11-19", to: firstTo });
    expect(weeks.laterWeeks).toHaveLength(later);
    if (later) expect(weeks.laterWeeks[0]).toEqual({ start: "2026-11-22", from: "2026-11-26", to: "2026-11-26" });
  });

  it("shows nothing from a window that ended before today", () => {
    const weeks = scheduleWeeks("2026-08-01", "2026-10-30", "2026-11-19", "en-US");
    expect(weeks.firstWeek.to < weeks.firstWeek.from).toBe(true);
    expect(groupByDay([], weeks.firstWeek.from, weeks.firstWeek.to)).toEqual([]);
    expect(weeks.laterWeeks).toEqual([]);
  });

  it("starts no earlier than the window when the build runs before the sync's today", () => {
    const weeks = scheduleWeeks("2026-11-20", "2026-12-31", "2026-11-19", "en-US");
    expect(weeks.firstWeek).toEqual({ from: "2026-11-20", to: "2026-11-25" });
  });

  it("keeps a week across a daylight-saving change seven days long", () => {
    const weeks = scheduleWeeks("2027-03-04", "2027-04-30", "2027-03-04", "en-US");
    expect(weeks.laterWeeks).toContainEqual({ start: "2027-03-14", from: "2027-03-14", to: "2027-03-20" });
  });

  it.each(["en-US", "en-GB", "ar-EG"])("covers every date of the window exactly once, in order, in %s", (locale) => {
    for (let offset = 0; offset < 7; offset++) {
      const today = addDays("2026-11-19", offset);
      const windowTo = addDays(today, 40 + offset);
      const { firstWeek, laterWeeks } = scheduleWeeks(today, windowTo, today, locale);
      const ranges = [firstWeek, ...laterWeeks];
      const dates = ranges.flatMap(({ from, to }) => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)));
      expect(dates).toEqual(Array.from({ length: daysBetween(today, windowTo) + 1 }, (_, i) => addDays(today, i)));
      for (const week of laterWeeks) expect(daysBetween(week.start, week.from)).toBeGreaterThanOrEqual(0);
      for (const week of laterWeeks) expect(daysBetween(week.start, week.to)).toBeLessThanOrEqual(6);
    }
  });
});
