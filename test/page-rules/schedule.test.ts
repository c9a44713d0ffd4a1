import { describe, expect, it } from "vitest";
import { compareSessionTimes, groupByDay, scheduleWeeks, sessionBlocks, type ScheduleEntry } from "../../src/page-rules/schedule.ts";
import { addDays, daysBetween, localToInstant } from "../../src/core/local-time.ts";

const NY = "America/New_York";

describe("compareSessionTimes", () => {
  it("puts earlier dates first whatever the instants", () => {
    const a = { date: "2026-11-21", start: { at: Date.parse("2026-11-22T04:30:00Z") } };
    const b = { date: "2026-11-22", start: null };
    expect(compareSessionTimes(a, b)).toBeLessThan(0);
    expect(compareSessionTimes(b, a)).toBeGreaterThan(0);
    expect(compareSessionTimes(b, { ...b })).toBe(0);
  });
});


function timed(date: string, time: string, item: string, zone = NY): ScheduleEntry<string> {
  return { date, start: { at: localToInstant(date, time, zone).getTime() }, item };
}

const dateOnly = (date: string, item: string): ScheduleEntry<string> => ({ date, start: null, item });

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
    const [day] = groupByDay([{ date: "2026-11-21", start: null, item: { id: 7 } }], "2026-11-21", "2026-11-21");
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
    const at = (time: string) => ({ date: "2026-12-01", start: { at: Date.parse(`2026-12-01T${time}:00Z`) } });
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
