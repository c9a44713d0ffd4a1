import type { Class, DaySchedules, WeekdayKey } from "../../api/schemas/index.ts";
import type { LocalFormat } from "./local-format.ts";

/** Monday first: a studio's week reads "Sat, Sun 10:00 AM", not "Sun, Sat". */
const WEEK: readonly WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];

/** "Tue, Thu 4:30 PM; Sat 10:00 AM": days that share their times are listed together. */
export function weeklyTimes(schedules: DaySchedules, format: LocalFormat): string | null {
  const daysByTimes = new Map<string, string[]>();
  for (const day of WEEK) {
    const slots = schedules[day];
    if (!slots || slots.length === 0) continue;
    const times = [...slots]
      .map((slot) => slot.time)
      .sort()
      .map(format.time)
      .join(" & ");
    const days = daysByTimes.get(times) ?? [];
    days.push(format.weekday(Number(day)));
    daysByTimes.set(times, days);
  }
  if (daysByTimes.size === 0) return null;
  return [...daysByTimes].map(([times, days]) => `${days.join(", ")} ${times}`).join("; ");
}

/**
 * The class name with when it meets, "Ballet I (Tue 4:30 PM)", because a studio
 * often runs the same class name at several times. One-time classes show their date.
 */
export function classLabel(cls: Class, format: LocalFormat): string {
  const when =
    cls.day_schedules !== null && cls.schedule_type === "recurring"
      ? weeklyTimes(cls.day_schedules, format)
      : cls.start_date !== null
        ? format.date(cls.start_date)
        : null;
  return when === null ? cls.name : `${cls.name} (${when})`;
}
