import { addDays, daysBetween, startOfWeek, weekdayOf } from "../core/local-time.ts";

/**
 * Dated sessions on the studio's calendar: how they order, and how the schedule pages
 * split them into days and weeks. When each starts and ends is decided once, with the rest
 * of a session's facts (src/page-rules/session-facts.ts).
 */

/** When something starts: an instant in epoch ms, or null for a date-only entry. */
type Start = { readonly at: number } | null;

/** Local date first (date-only sessions open their day), then start instant; equal ones keep their order in a stable sort. */
export function compareSessionTimes(a: { readonly date: string; readonly start: Start }, b: { readonly date: string; readonly start: Start }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.start === null || b.start === null) return (a.start === null ? 0 : 1) - (b.start === null ? 0 : 1);
  return a.start.at - b.start.at;
}

/** Something on the schedule: a session, or anything else with a local date and maybe a start. */
export interface ScheduleEntry<T> {
  /** YYYY-MM-DD, the studio's local date. */
  readonly date: string;
  /** null for a date-only entry. */
  readonly start: Start;
  readonly item: T;
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
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const entry of entries) byDate.get(entry.date)?.entries.push(entry);
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
  /** The calendar week holding today (`/schedule/`), from today: its earlier days are past. */
  currentWeek: ScheduleWeek;
  /** The calendar weeks after it, up to the window's end: each shows all its days. */
  laterWeeks: ScheduleWeek[];
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}

function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/**
 * How `/schedule/` splits the sync window into calendar weeks (first day per the
 * locale, `startOfWeek`): the current week from the studio's today, then one page per
 * later week holding exactly its seven days, so `/schedule/<start>/` shows the same days
 * whichever day it is opened. Every range is clipped to the window, where the snapshot
 * has sessions; a range with `to` before `from` is empty (a snapshot whose window ended
 * before today).
 */
export function scheduleWeeks(windowFrom: string, windowTo: string, today: string, locale: string): ScheduleWeeks {
  const currentStart = startOfWeek(today, locale);
  const currentWeek = { start: currentStart, from: later(today, windowFrom), to: earlier(addDays(currentStart, 6), windowTo) };
  const laterWeeks: ScheduleWeek[] = [];
  for (let start = addDays(currentStart, 7); start <= windowTo; start = addDays(start, 7)) {
    const from = later(start, windowFrom);
    const to = earlier(addDays(start, 6), windowTo);
    if (from <= to) laterWeeks.push({ start, from, to });
  }
  return { currentWeek, laterWeeks };
}

/**
 * How far ahead a class page lists sessions: a family plans a few weeks at a time, and a
 * class meeting daily through a long sync window would otherwise make a page of
 * hundreds of rows. Later sessions come in pages of as many weeks each, every one a tap
 * from the class page, so no page grows with the sync window.
 */
export const CLASS_PAGE_WEEKS = 8;

export interface SessionBlock<T> extends DateRange {
  readonly sessions: T[];
}

/**
 * Sessions in blocks of `weeks` weeks from `today` (a block's `from`..`to` are its
 * days): the first block always, even empty (the class page), later blocks only when
 * they hold a session. Sessions keep their order; any before today go in the first.
 */
export function sessionBlocks<T extends { readonly date: string }>(sessions: readonly T[], today: string, weeks: number): SessionBlock<T>[] {
  const days = weeks * 7;
  const blocks = new Map<number, T[]>([[0, []]]);
  for (const session of sessions) {
    const index = Math.max(0, Math.floor(daysBetween(today, session.date) / days));
    const block = blocks.get(index) ?? [];
    block.push(session);
    blocks.set(index, block);
  }
  return [...blocks]
    .sort(([a], [b]) => a - b)
    .map(([index, inBlock]) => ({ from: addDays(today, index * days), to: addDays(today, (index + 1) * days - 1), sessions: inBlock }));
}

/**
 * A week is crowded past this many sessions: a phone then scrolls through hundreds of
 * rows (a 400-class studio has hundreds a week, over the page budget). Its days with more than
 * DAY_ROWS get a page each, linked from the week, which keeps every day it can inline.
 */
export const WEEK_ROWS = 80;
export const DAY_ROWS = 12;

/** Which days of a week get a page of their own, from the number of sessions each lists. */
export function ownPageDays(counts: readonly number[]): boolean[] {
  const crowded = counts.reduce((sum, count) => sum + count, 0) > WEEK_ROWS;
  return counts.map((count) => crowded && count > DAY_ROWS);
}

/**
 * The pages a locale's schedule has (`scheduleWeeks`, `ownPageDays`): its weeks' starts, the
 * first the current week (at /schedule/), and the days with a page of their own. Weeks start
 * on the locale's first day, so two languages of one site may have different pages.
 */
export interface SchedulePlan {
  readonly weekStarts: readonly string[];
  readonly dayPages: ReadonlySet<string>;
}

/** `counts`: the sessions each date lists (every language lists the same). */
export function schedulePlan(counts: ReadonlyMap<string, number>, windowFrom: string, windowTo: string, today: string, locale: string): SchedulePlan {
  const { currentWeek, laterWeeks } = scheduleWeeks(windowFrom, windowTo, today, locale);
  const dayPages = new Set<string>();
  for (const week of [currentWeek, ...laterWeeks]) {
    const length = daysBetween(week.from, week.to) + 1;
    if (length <= 0) continue;
    const dates = Array.from({ length }, (_, index) => addDays(week.from, index));
    const own = ownPageDays(dates.map((date) => counts.get(date) ?? 0));
    dates.forEach((date, index) => own[index] && dayPages.add(date));
  }
  return { weekStarts: [currentWeek.start, ...laterWeeks.map((week) => week.start)], dayPages };
}
