import { compareSessionTimes } from "./sessions.ts";
import { addDays, daysBetween, startOfWeek, weekdayOf } from "./time.ts";

/** Something on the schedule: a session, or anything else with a local date and maybe instants. */
export interface ScheduleEntry<T> {
  /** YYYY-MM-DD, the studio's local date. */
  date: string;
  /** null for a date-only entry. */
  start: Date | null;
  end: Date | null;
  item: T;
}

export interface ScheduleDay<T> {
  date: string;
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  entries: ScheduleEntry<T>[];
}

/**
 * One day per local date from `from` to `to` inclusive, empty days included, so a page
 * can say "Nothing scheduled" rather than skip a day. Entries outside the range are
 * left out; within a day, date-only entries come first, then by start instant, ties in
 * the given order.
 */
export function groupByDay<T>(entries: ScheduleEntry<T>[], from: string, to: string): ScheduleDay<T>[] {
  const length = daysBetween(from, to) + 1;
  if (length <= 0) return [];
  const days: ScheduleDay<T>[] = Array.from({ length }, (_, index) => {
    const date = addDays(from, index);
    return { date, weekday: weekdayOf(date), entries: [] };
  });
  for (const entry of entries) {
    const day = days[daysBetween(from, entry.date)];
    if (day) day.entries.push(entry);
  }
  for (const day of days) day.entries.sort(compareSessionTimes);
  return days;
}

export interface DateRange {
  from: string;
  to: string;
}

export interface ScheduleWeek extends DateRange {
  /** The week's first day in the locale: the page's key, `/schedule/<start>/`. */
  start: string;
}

export interface ScheduleWeeks {
  /** today .. today + 6, clipped to the window. */
  firstWeek: DateRange;
  /** The calendar weeks after the first seven days, up to the window's end. */
  laterWeeks: ScheduleWeek[];
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}

function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/**
 * How `/schedule/` splits the sync window: the next seven days from the studio's today,
 * then one page per calendar week (first day per the locale). The week that holds
 * today + 7 usually began inside the first seven days, so its `from` starts after
 * them: every date appears exactly once. Every range is clipped to the window, where
 * the snapshot has sessions; a range with `to` before `from` is empty (a snapshot whose
 * window ended before today).
 */
export function scheduleWeeks(windowFrom: string, windowTo: string, today: string, locale: string): ScheduleWeeks {
  const firstWeek = { from: later(today, windowFrom), to: earlier(addDays(today, 6), windowTo) };
  const laterWeeks: ScheduleWeek[] = [];
  const afterFirstWeek = addDays(today, 7);
  for (let start = startOfWeek(afterFirstWeek, locale); start <= windowTo; start = addDays(start, 7)) {
    const from = later(later(start, afterFirstWeek), windowFrom);
    const to = earlier(addDays(start, 6), windowTo);
    if (from <= to) laterWeeks.push({ start, from, to });
  }
  return { firstWeek, laterWeeks };
}
