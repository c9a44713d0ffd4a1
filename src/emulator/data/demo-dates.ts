import { isLocalDate, localToInstant, studioToday, toIsoWithOffset } from "../../core/local-time.ts";
import { EmulatorOptionsError } from "../emulator-options-error.ts";

/**
 * Dates for made-up data. Calendar arithmetic and zones come from `src/core/local-time.ts`,
 * the same rules the sync and the site apply; this file only adds what demo records
 * need: a checked "today", timestamps with offsets, and fixed-English wording.
 */

/** The day data is built for: the one given (checked), or today in `zone`. */
export function checkToday(today: string | undefined, zone: string): string {
  if (today === undefined) return studioToday(new Date(), zone);
  if (!isLocalDate(today)) {
    throw new EmulatorOptionsError(`Expected \`today\` to be a date as YYYY-MM-DD, got "${today}".`);
  }
  return today;
}

/** A local wall-clock time in `zone` as an ISO 8601 date-time with its offset (a registration window's timestamps). */
export function zonedDateTime(date: string, time: string, zone: string): string {
  return toIsoWithOffset(localToInstant(date, time, zone), zone);
}

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** "September 1, 2025": fixed English so demo data never depends on the machine's ICU. */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Northern-hemisphere season of a date, for season names that match their dates. */
export function seasonOfYear(date: string): "Winter" | "Spring" | "Summer" | "Fall" {
  const month = Number(date.slice(5, 7));
  if (month === 12 || month <= 2) return "Winter";
  if (month <= 5) return "Spring";
  if (month <= 8) return "Summer";
  return "Fall";
}
