import type { DaySchedules, DaySlot } from "../api/schemas/index.ts";
import { parseLocalTime, weekdayPosition } from "./time.ts";

/**
 * A class's weekly pattern (spec 2.4 `day_schedules`) as rows to print. Times are the
 * studio's wall clock, so no zone is involved: a 18:00 class is at 18:00 in summer
 * and in winter alike.
 */
export interface WeeklySlot {
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  /** HH:MM, local. */
  start: string;
  /** HH:MM, local; on the next day when `endsNextDay`. */
  end: string;
  durationMinutes: number;
  /** The slot runs past midnight (an end of exactly 00:00 counts: the clock reads the next day's date). */
  endsNextDay: boolean;
}

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAY_KEYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

function hhmm(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toWeeklySlot(weekday: number, slot: DaySlot, classDurationMinutes: number): WeeklySlot {
  const startMinutes = parseLocalTime(slot.time).minutes;
  // A slot without its own duration runs for the class's (spec 2.4).
  const durationMinutes = slot.duration ?? classDurationMinutes;
  const endMinutes = startMinutes + durationMinutes;
  return {
    weekday,
    start: hhmm(startMinutes),
    end: hhmm(endMinutes),
    durationMinutes,
    endsNextDay: endMinutes >= MINUTES_PER_DAY,
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
