import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts";
import { compareText } from "../../core/compare-text.ts";
import { readHoursText, weekdaysOfKey, type TimeRange } from "../operating-hours.ts";

/**
 * Opening hours for markup, only where the studio's free-form `operating_hours`
 * (spec 2.12) reads unambiguously as weekdays and times, by the same reading the page
 * uses (`readHoursText`): `{"monday": "9:00-17:00"}`, `"9am - 5pm"`,
 * `"9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM"`, `"Closed"`. One value that does not read (a
 * note, an overnight range, "9-5" with no am/pm, a value that is not text) drops the
 * hours of that location from the markup altogether: a search engine would show partial
 * hours as the whole truth, so markup never guesses.
 */

const DAYS: readonly DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];

/** Days that share one opening, 0 = Sunday .. 6 = Saturday, Monday first. */
export interface WeeklyHours {
  readonly days: readonly number[];
  /** HH:MM, 24-hour. */
  readonly opens: string;
  readonly closes: string;
}

/**
 * A location's opening hours read once (src/site/location-views.ts): days with the same
 * hours grouped, Monday first, or null when the hours are missing or any part of them does
 * not read cleanly. `[]` never comes back: a location marked closed every day has no hours
 * worth stating.
 */
export function weeklyHours(hours: unknown): WeeklyHours[] | null {
  if (typeof hours !== "object" || hours === null || Array.isArray(hours)) return null;
  const byRange = new Map<string, { range: TimeRange; days: number[] }>();
  const entries = Object.entries(hours as Record<string, unknown>);
  if (entries.length === 0) return null;
  const seenDays = new Set<number>();
  for (const [key, value] of entries) {
    const days = weekdaysOfKey(key);
    if (days === null || days.some((day) => seenDays.has(day)) || typeof value !== "string") return null;
    const ranges = readHoursText(value);
    if (ranges === null) return null;
    for (const day of days) {
      seenDays.add(day);
      for (const range of ranges) {
        const id = `${range.opens}-${range.closes}`;
        const group = byRange.get(id) ?? { range, days: [] };
        group.days.push(day);
        byRange.set(id, group);
      }
    }
  }
  if (byRange.size === 0) return null;
  return [...byRange.values()]
    .map(({ range, days }) => ({ range, days: days.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)) }))
    .sort((a, b) => ((a.days[0]! + 6) % 7) - ((b.days[0]! + 6) % 7) || compareText(a.range.opens, b.range.opens))
    .map(({ range, days }) => ({ days, opens: range.opens, closes: range.closes }));
}

/** Weekly hours as schema.org states them; null when there are none that read cleanly. */
export function openingHoursSpecification(hours: readonly WeeklyHours[] | null): OpeningHoursSpecification[] | null {
  return hours === null
    ? null
    : hours.map((hour) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hour.days.map((day) => DAYS[day]!),
        opens: hour.opens,
        closes: hour.closes,
      }));
}
