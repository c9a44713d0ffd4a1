import type { DaySchedules, DaySlot, WeekdayKey } from "../../api/schemas/index.ts";
import { ownOrClassDuration } from "../../core/classes.ts";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const WEEKDAY_KEYS: readonly WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];

function clock(minutesOfDay: number): { text: string; half: "AM" | "PM" } {
  const minutes = ((minutesOfDay % 1440) + 1440) % 1440;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { text: `${hour12}:${String(minutes % 60).padStart(2, "0")}`, half: hour24 < 12 ? "AM" : "PM" };
}

/** "4:00–4:45 PM", "10:30 PM–12:30 AM" (a slot may run past midnight). */
export function describeSlot(slot: DaySlot, defaultDuration: number): string {
  const [hours, minutes] = slot.time.split(":").map(Number) as [number, number];
  const start = hours * 60 + minutes;
  const from = clock(start);
  const to = clock(start + ownOrClassDuration(slot.duration, defaultDuration));
  return from.half === to.half ? `${from.text}–${to.text} ${to.half}` : `${from.text} ${from.half}–${to.text} ${to.half}`;
}

/**
 * The printable weekly schedule: days with the same slots share a line part,
 * Monday first, e.g. "Mon & Wed 4:00–5:00 PM; Sat 9:00–9:30 AM, 10:00–10:45 AM".
 * Null when there is no weekly pattern (spec 2.4).
 */
export function describeSchedule(days: DaySchedules, defaultDuration: number): string | null {
  const groups: { days: string[]; slots: string }[] = [];
  for (const key of WEEKDAY_KEYS) {
    const slots = days[key];
    if (!slots || slots.length === 0) continue;
    const text = slots.map((slot) => describeSlot(slot, defaultDuration)).join(", ");
    const group = groups.find((candidate) => candidate.slots === text);
    const dayName = DAY_NAMES[Number(key)] as string;
    if (group) group.days.push(dayName);
    else groups.push({ days: [dayName], slots: text });
  }
  if (groups.length === 0) return null;
  return groups
    .map((group) => {
      const names = group.days.length <= 2 ? group.days.join(" & ") : `${group.days.slice(0, -1).join(", ")} & ${group.days.at(-1)}`;
      return `${names} ${group.slots}`;
    })
    .join("; ");
}
