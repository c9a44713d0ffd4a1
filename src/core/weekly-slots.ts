import type { DaySchedules, DaySlot } from "../api/schemas/index.ts";
import { messagesFor } from "../i18n/messages.ts";
import { ownOrClassDuration } from "./classes.ts";
import { compareText } from "./compare-text.ts";
import { listFormat } from "./intl-objects.ts";
import { parseLocalTime, weekdayPosition } from "./local-time.ts";

/**
 * A class's weekly pattern (spec 2.4 `day_schedules`) as rows to print, for the site
 * and the change report alike. Times are the studio's wall clock, so no zone is
 * involved: a 18:00 class is at 18:00 in summer and in winter alike.
 */
export interface WeeklySlot {
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  /** HH:MM, local. */
  start: string;
  /** HH:MM, local; `daysLater` days after the start's day. */
  end: string;
  durationMinutes: number;
  /**
   * How many midnights the slot runs past: 0 the same day, 1 the next (an end of exactly
   * 00:00 counts: the clock reads the next day's date), more for a slot longer than a day.
   */
  daysLater: number;
}

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAY_KEYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

function hhmm(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function toWeeklySlot(weekday: number, slot: DaySlot, classDurationMinutes: number): WeeklySlot {
  const startMinutes = parseLocalTime(slot.time).minutes;
  const durationMinutes = ownOrClassDuration(slot.duration, classDurationMinutes);
  const endMinutes = startMinutes + durationMinutes;
  return {
    weekday,
    start: hhmm(startMinutes),
    end: hhmm(endMinutes),
    durationMinutes,
    daysLater: Math.floor(endMinutes / MINUTES_PER_DAY),
  };
}

/**
 * Every weekly slot, ordered by the locale's first day of the week (Sunday in en-US,
 * Monday in en-GB and de-DE), then start time, then the shorter slot first.
 */
export function weeklySlots(
  daySchedules: DaySchedules | null,
  classDurationMinutes: number,
  locale: string,
): WeeklySlot[] {
  if (!daySchedules) return [];
  const slots: WeeklySlot[] = [];
  for (const [weekday, key] of WEEKDAY_KEYS.entries()) {
    for (const slot of daySchedules[key] ?? []) slots.push(toWeeklySlot(weekday, slot, classDurationMinutes));
  }
  const position = WEEKDAY_KEYS.map((_, weekday) => weekdayPosition(weekday, locale));
  return slots.sort(
    (a, b) =>
      (position[a.weekday] ?? 0) - (position[b.weekday] ?? 0) ||
      compareText(a.start, b.start) ||
      a.durationMinutes - b.durationMinutes,
  );
}

/**
 * The one length every slot has, for a single "Length" fact; null when the slots differ
 * (each slot then states its own) or there are none. A slot's own `duration` is its
 * length (spec 2.1 DaySchedules), so the class's `duration_minutes` is only one
 * candidate among them, never the answer by itself.
 */
export function sharedDuration(slots: readonly Pick<WeeklySlot, "durationMinutes">[]): number | null {
  const lengths = new Set(slots.map((slot) => slot.durationMinutes));
  if (lengths.size !== 1) return null;
  const [only] = lengths;
  return only ?? null;
}

/**
 * Weekly slots that share a time, folded into one line: a class at 4:00 PM on Monday
 * and Wednesday reads "Mon, Wed 4:00 PM" rather than two lines; a daily class reads as
 * one line for every day.
 */
export interface TimedDay {
  readonly weekday: number;
  /** The slot's printed time; slots with equal text fold together. */
  readonly time: string;
}

export interface SlotGroup {
  /** Weekdays in the order first met (callers pass slots in the locale's week order). */
  readonly weekdays: readonly number[];
  readonly time: string;
}

export function groupSlotsByTime(slots: readonly TimedDay[]): SlotGroup[] {
  const groups = new Map<string, number[]>();
  for (const slot of slots) {
    const days = groups.get(slot.time) ?? [];
    if (!days.includes(slot.weekday)) days.push(slot.weekday);
    groups.set(slot.time, days);
  }
  return [...groups].map(([time, weekdays]) => ({ weekdays, time }));
}

/**
 * "Every day", or the day names as a short list in the locale: "Mon, Wed, Fri" (en-US),
 * "lun, mié y vie" (es-US). A unit list, not "and": the days are a label beside a time.
 */
export function daysInWords(weekdays: readonly number[], dayName: (weekday: number) => string, locale: string): string {
  if (new Set(weekdays).size === 7) return messagesFor(locale).t("rules.days.everyDay");
  return listFormat(locale, "unit short", () => ({ type: "unit", style: "short" })).format(weekdays.map(dayName));
}
