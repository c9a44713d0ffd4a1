import { localToInstant, studioToday, toIsoWithOffset } from "../../catalog/time.ts";

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings. Dates are studio-local calendar days,
 * so the math runs on UTC midnights where no daylight-saving shift can move a day.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a real calendar date, or null (rejects 2025-02-30 and friends). */
export function parseLocalDate(value: string): number | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

export function isLocalDate(value: string): boolean {
  return parseLocalDate(value) !== null;
}

function mustParse(date: string): number {
  const ms = parseLocalDate(date);
  if (ms === null) throw new TypeError(`Expected a date as YYYY-MM-DD, got "${date}".`);
  return ms;
}

function format(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return format(mustParse(date) + days * DAY_MS);
}

/** 0 = Sunday, as in the API's `day_of_week` and `day_schedules` keys. */
export function dayOfWeek(date: string): number {
  return new Date(mustParse(date)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((mustParse(to) - mustParse(from)) / DAY_MS);
}

/** The calendar date at instant `epochMs` in an IANA zone. */
export function todayInZone(zone: string, epochMs: number): string {
  return studioToday(new Date(epochMs), zone);
}

/**
 * A local wall-clock time in `zone` as an ISO 8601 date-time with its offset. Uses the
 * catalog's DST-exact conversion: date-fns-tz's fromZonedTime reads the machine's zone.
 */
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
