import type { DaySchedules, WeekdayKey } from "../../api/schemas/index.ts";

/** A slot as "HH:MM", or ["HH:MM", minutes] when it runs longer or shorter than the class. */
export type SlotShorthand = string | [string, number];

/** `weekly({ 1: ["16:00"], 3: [["16:00", 75]] })`: day 0 is Sunday. */
export function weekly(days: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, SlotShorthand[]>>): DaySchedules {
  const schedule: DaySchedules = {};
  for (const [day, slots] of Object.entries(days)) {
    schedule[day as WeekdayKey] = (slots ?? []).map((slot) =>
      typeof slot === "string" ? { time: slot, duration: null } : { time: slot[0], duration: slot[1] },
    );
  }
  return schedule;
}
