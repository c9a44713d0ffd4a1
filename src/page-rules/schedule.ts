import type { ClassInstance } from "../api/schemas/index.ts";
import { ownOrClassDuration } from "../core/classes.ts";
import { addDays, daysBetween, isoWithOffset, localToInstant, startOfWeek, wallClockAt, weekdayOf } from "../core/local-time.ts";

/**
 * Dated sessions on the studio's clock: when each starts and ends, which are still
 * upcoming, and how the schedule pages split them into days and weeks.
 */

const MINUTE_MS = 60_000;

/** When a dated session (spec 2.5) starts and ends, as instants. */
export interface SessionTimes {
  /** null for a date-only session (no `time`). */
  start: Date | null;
  /** null for a date-only session, or when neither the session nor the class has a duration. */
  end: Date | null;
  dateOnly: boolean;
  /** The session's own duration, else the class's; null when neither is known. */
  durationMinutes: number | null;
}

/**
 * The session's local `date` + `time` in the studio's zone (daylight-saving gaps move
 * forward, repeated times take the earlier instant: see `localToInstant`). The end is
 * the start plus the duration in elapsed minutes, so a one-hour session that starts
 * just before clocks go back ends one real hour later, whatever the clock then reads.
 */
export function sessionTimes(
  instance: ClassInstance,
  classDurationMinutes: number | null,
  timeZone: string,
): SessionTimes {
  const durationMinutes = ownOrClassDuration(instance.duration_minutes, classDurationMinutes);
  if (instance.time === null) return { start: null, end: null, dateOnly: true, durationMinutes };
  const start = localToInstant(instance.date, instance.time, timeZone);
  const end = durationMinutes === null ? null : new Date(start.getTime() + durationMinutes * MINUTE_MS);
  return { start, end, dateOnly: false, durationMinutes };
}

/**
 * A dated session with its instants resolved once: the class page's `<time>`, the
 * schedule, the JSON-LD `startDate` and the `.ics` `DTSTART` all read these, so they
 * cannot disagree and no page or feed resolves a local time again.
 */
export interface ResolvedSession extends SessionTimes {
  readonly record: ClassInstance;
  /** YYYY-MM-DD, the studio's local date (the record's). */
  readonly date: string;
  /** ISO 8601 with the studio's offset on that date; the plain date for a date-only session. */
  readonly startIso: string;
  /** ISO 8601 with the studio's offset at the end; null without an end. */
  readonly endIso: string | null;
  /**
   * The studio's clock at the start ("HH:MM:SS"): the record's `time`, or the time a
   * daylight-saving gap moves it to; null for a date-only session. The same reading as
   * `startIso`, so the words and the markup of a session cannot name two different times.
   */
  readonly startTime: string | null;
  /** The studio's clock at the end; null without an end. */
  readonly endTime: string | null;
  /** How many of the studio's dates the end falls after the start's: 1 for "(next day)"; 0 without an end. */
  readonly endDaysLater: number;
}


/** The sessions with their instants, soonest first (see `compareSessionTimes`; ties keep the API's order). */
export function resolveSessions(
  instances: readonly ClassInstance[],
  classDurationMinutes: number | null,
  timeZone: string,
): ResolvedSession[] {
  return instances
    .map((record): ResolvedSession => {
      const times = sessionTimes(record, classDurationMinutes, timeZone);
      const start = times.start ? wallClockAt(times.start, timeZone) : null;
      const end = times.end ? wallClockAt(times.end, timeZone) : null;
      return {
        ...times,
        record,
        date: record.date,
        startIso: start ? isoWithOffset(start) : record.date,
        endIso: end ? isoWithOffset(end) : null,
        startTime: start?.time ?? null,
        endTime: end?.time ?? null,
        endDaysLater: start && end ? Math.max(0, daysBetween(start.date, end.date)) : 0,
      };
    })
    .sort(compareSessionTimes);
}

/**
 * Not ended at `now`. Date-only sessions count from the studio's `today`. Cancelled
 * sessions stay (the site marks them Cancelled); completed ones go.
 */
export function isUpcomingSession(session: ResolvedSession, now: Date, today: string): boolean {
  // "completed" is the studio saying the session is over, whatever the clock says.
  if (session.record.status === "completed") return false;
  if (session.start === null) return session.date >= today;
  // With no duration anywhere, a session counts as upcoming until it starts.
  if (session.end === null) return session.start.getTime() >= now.getTime();
  return session.end.getTime() > now.getTime();
}

/** Local date first (date-only sessions open their day), then start instant, then the API's order. */
export function compareSessionTimes(a: { date: string; start: Date | null }, b: { date: string; start: Date | null }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.start === null || b.start === null) return (a.start === null ? 0 : 1) - (b.start === null ? 0 : 1);
  return a.start.getTime() - b.start.getTime();
}

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
