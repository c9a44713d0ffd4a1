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

/** "Every day", or the day names joined ("Mon, Wed, Fri"). */
export function daysInWords(weekdays: readonly number[], dayName: (weekday: number) => string): string {
  if (new Set(weekdays).size === 7) return "Every day";
  return weekdays.map(dayName).join(", ");
}
