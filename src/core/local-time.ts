import { InputError } from "./input-error.ts";
import { dateTimeFormat, intlLocale } from "./intl-objects.ts";
import { keptOrMade } from "./once-per.ts";

/**
 * Studio-local dates and times, for the sync, the site and the emulator alike. The API
 * gives local `date` + `time` only (spec 2.5); the studio's IANA zone turns them into
 * instants.
 *
 * Nothing here may read the zone of the machine that builds the site. date-fns-tz
 * does in places: `fromZonedTime`, `toDate` and `getTimezoneOffset` start from the
 * Date's machine-local fields, so around a daylight-saving change their answer
 * depends on `TZ` (and a gap time moves backward). So the one primitive used here is
 * Intl's reading of the zone's wall clock at the instant itself (`wallClockOffsetMs`);
 * wall-clock fields then come from UTC arithmetic on `instant + offset`.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface LocalDateParts {
  year: number;
  month: number;
  day: number;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** The parts of a real calendar date (2025-02-30 is none), or null. */
function readLocalDate(date: string): Readonly<LocalDateParts> | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(utcMs(parts, 0));
  if (check.getUTCMonth() !== parts.month - 1 || check.getUTCDate() !== parts.day) return null;
  return parts;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD (spec 1, convention 2). */
export function isLocalDate(value: string): boolean {
  return readLocalDate(value) !== null;
}

function parseLocalDate(date: string): Readonly<LocalDateParts> {
  const parts = readLocalDate(date);
  if (parts) return parts;
  throw new InputError(
    "invalid_local_date",
    `Expected a calendar date as YYYY-MM-DD, got ${JSON.stringify(date)}. Dates come from the snapshot; re-run the sync if it was edited by hand.`,
  );
}

/** Minutes and seconds after local midnight, from "HH:MM" or "HH:MM:SS". */
export function parseLocalTime(time: string): { minutes: number; seconds: number } {
  const match = LOCAL_TIME.exec(time);
  if (!match) {
    throw new InputError(
      "invalid_local_time",
      `Expected a 24-hour time as HH:MM or HH:MM:SS, got ${JSON.stringify(time)}.`,
    );
  }
  return { minutes: Number(match[1]) * 60 + Number(match[2]), seconds: Number(match[3] ?? 0) };
}

/** Milliseconds of a wall-clock reading as if it were UTC (years below 100 stay literal). */
function utcMs(parts: LocalDateParts, msOfDay: number): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date.getTime() + msOfDay;
}

function formatUtcDate(ms: number): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Zones Intl accepted: the one answer kept for the process besides Intl objects (asking again builds a formatter). */
const knownZones = new Set<string>();

/** Whether Intl knows `name` as a time zone (an IANA name such as America/New_York). */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  if (name === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
  } catch {
    return false;
  }
  knownZones.add(name);
  return true;
}

/** Throws an InputError unless `timeZone` is a zone Intl knows. */
export function assertTimeZone(timeZone: string): void {
  if (isTimeZone(timeZone)) return;
  if (timeZone === "") {
    throw new InputError("invalid_time_zone", "The time zone is empty. Set STUDIO_TIMEZONE to a name such as America/New_York.");
  }
  throw new InputError(
    "invalid_time_zone",
    `${JSON.stringify(timeZone)} is not an IANA time zone. Set STUDIO_TIMEZONE to a name such as America/New_York.`,
  );
}

/** Throws an InputError unless `instant` is a Date holding a time (not `Invalid Date`). */
export function assertInstant(instant: Date): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new InputError("invalid_instant", `Expected a valid Date, got ${String(instant)}.`);
  }
}

/** An API date-time (ISO 8601 with its offset) as an instant; null for null or anything unreadable. */
export function parseInstant(value: string | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone's offset from UTC at `instant`, in minutes (east positive). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  assertInstant(instant);
  assertTimeZone(timeZone);
  // Whole minutes, as ISO 8601 offsets are written (a local mean time's seconds are dropped, toward zero).
  return Math.trunc(wallClockOffsetMs(instant, timeZone) / MINUTE_MS);
}

/**
 * The zone's wall clock at `instant` minus the instant: its UTC offset, from one Intl
 * reading with a formatter kept per zone. date-fns-tz's getTimezoneOffset is not used: it
 * reads the offset an hour off around a change (2027-03-14T06:30Z in New York gives -4 h;
 * it is -5 h). A build remembers the answers it needs per local time (`studioClock`).
 */
function wallClockOffsetMs(instant: Date, timeZone: string): number {
  const clock = dateTimeFormat("en-US", `wall-clock ${timeZone}`, () => ({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }));
  const { year, month, day, hour, minute, second } = wallClockFields(clock, instant);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined || second === undefined) {
    throw new InputError("invalid_time_zone", `Could not read the wall clock of ${timeZone} at ${instant.toISOString()}.`);
  }
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
}

/** en-US with h23 writes "11/25/2026, 16:30:05". */
const EN_US_WALL_CLOCK = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}), (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The wall clock's fields: parsed from the formatter's string, which costs half of
 * `formatToParts`'s array of parts (checked equal over every zone and the whole Date
 * range); the parts stay the fallback should an ICU ever write another shape.
 */
function wallClockFields(clock: Intl.DateTimeFormat, instant: Date): Partial<Record<Intl.DateTimeFormatPartTypes, number>> {
  const match = EN_US_WALL_CLOCK.exec(clock.format(instant));
  if (match) {
    return { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]), hour: Number(match[4]), minute: Number(match[5]), second: Number(match[6]) };
  }
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of clock.formatToParts(instant)) field[part.type] = Number(part.value);
  return field;
}

function offsetMsAt(ms: number, timeZone: string): number {
  return offsetMinutesAt(new Date(ms), timeZone) * MINUTE_MS;
}

/**
 * The instant at which the studio's clocks read `date` `time`, resolved like
 * Temporal's `disambiguation: "compatible"`: a time skipped by a daylight-saving
 * gap moves forward by the gap's length (02:30 on a US spring-forward day is
 * 03:30 daylight time); a time that happens twice takes the earlier instant.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  return new Date(resolveLocalTime(date, time, timeZone));
}

function resolveLocalTime(date: string, time: string, timeZone: string): number {
  const wall = utcMs(parseLocalDate(date), 0);
  const { minutes, seconds } = parseLocalTime(time);
  const wallMs = wall + minutes * MINUTE_MS + seconds * 1000;
  assertTimeZone(timeZone);

  // Offsets in force a day either side bracket any transition near this wall time
  // (zones are at most ±14 h from UTC); this is how Temporal finds the candidates too.
  const offsetBefore = offsetMsAt(wallMs - DAY_MS, timeZone);
  const offsetAfter = offsetMsAt(wallMs + DAY_MS, timeZone);
  // Usually no change is near and both candidates are the same instant: check it once.
  const candidates = [...new Set([wallMs - offsetBefore, wallMs - offsetAfter])]
    .filter((instantMs) => instantMs + offsetMsAt(instantMs, timeZone) === wallMs)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest !== undefined) return earliest;
  // In a gap: read the wall time with the offset from before the change, which lands
  // exactly the gap's length later on the clock after the change.
  return wallMs - offsetBefore;
}

/** Midnight UTC of a local date: formatting it with `timeZone: "UTC"` prints the date itself. */
export function localDateAsUtc(date: string): Date {
  return new Date(utcMs(parseLocalDate(date), 0));
}

/**
 * The studio's local date (YYYY-MM-DD) at `now`: the sync's window, the site's "today"
 * and the emulator's default `from` all start here, and a time range asks it whether it
 * ends the next day (for every session of a build). The zone's wall clock is `now` plus
 * its offset, read once per zone's kept formatter like every other local field here.
 */
export function studioToday(now: Date, timeZone: string): string {
  assertInstant(now);
  assertTimeZone(timeZone);
  return formatUtcDate(now.getTime() + wallClockOffsetMs(now, timeZone));
}

/** Calendar arithmetic on local dates; no zone is involved, so every day has 24 hours. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) {
    throw new InputError("invalid_duration", `Expected a whole number of days, got ${days}.`);
  }
  return formatUtcDate(utcMs(parseLocalDate(date), 0) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(parseLocalDate(to), 0) - utcMs(parseLocalDate(from), 0)) / DAY_MS);
}

/** 0 = Sunday .. 6 = Saturday, the API's weekday numbering (spec 2.4 `day_schedules`). */
export function weekdayOf(date: string): number {
  return new Date(utcMs(parseLocalDate(date), 0)).getUTCDay();
}

/** "+05:30", "-04:00", "+00:00": the studio's UTC offset in force at `instant`. */
export function utcOffsetAt(instant: Date, timeZone: string): string {
  return formatOffset(offsetMinutesAt(instant, timeZone));
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

/** The studio's clock at an instant: its local date, its time to the second, and its UTC offset. */
export interface WallClock {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM:SS */
  readonly time: string;
  /** "+05:30", "-04:00" */
  readonly offset: string;
}

/** The studio's clock at `instant`, read with the offset in force then (whole minutes, as ISO 8601 writes them). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const offset = offsetMinutesAt(instant, timeZone);
  const wall = new Date(instant.getTime() + offset * MINUTE_MS);
  const time = [wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
  return { date: formatUtcDate(wall.getTime()), time, offset: formatOffset(offset) };
}

/** A wall clock as ISO 8601 with its offset: "2027-03-14T03:30:00-04:00". */
export const isoWithOffset = (clock: WallClock): string => `${clock.date}T${clock.time}${clock.offset}`;

/** ISO 8601 with the studio's offset for that instant, to the second: "2027-03-14T03:30:00-04:00". */
export function toIsoWithOffset(instant: Date, timeZone: string): string {
  return isoWithOffset(wallClockAt(instant, timeZone));
}

/**
 * A studio's clock for one build: `localToInstant` and `wallClockAt` in its zone, each answer
 * remembered by the clock that gave it. A studio's sessions share their dates and hours, so
 * a build asks for the same local time and the same instant over and over; each costs
 * several readings of Intl the first time and a lookup after. Make one per build (the site
 * model's view context does): nothing it remembers outlives that build or reaches another.
 */
export interface StudioClock {
  readonly timeZone: string;
  /** The instant (epoch ms) at which the studio's clocks read `date` `time` (`localToInstant`). */
  instantAt(date: string, time: string): number;
  /** The studio's clock at `instant` (epoch ms; `wallClockAt`). */
  wallClockAt(instant: number): WallClock;
}

export function studioClock(timeZone: string): StudioClock {
  assertTimeZone(timeZone);
  const instants = new Map<string, number>();
  const clocks = new Map<number, WallClock>();
  return {
    timeZone,
    instantAt: (date, time) => keptOrMade(instants, `${date}T${time}`, () => resolveLocalTime(date, time, timeZone)),
    wallClockAt: (instant) => keptOrMade(clocks, instant, () => wallClockAt(new Date(instant), timeZone)),
  };
}

/** Regions whose week starts on Sunday (CLDR), for runtimes without `Intl.Locale#getWeekInfo`. */
const SUNDAY_FIRST_REGIONS = new Set([
  "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN", "ID", "IL",
  "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR",
  "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
]);

interface WeekInfo {
  /** 1 = Monday .. 7 = Sunday. */
  firstDay: number;
}

interface LocaleWithWeekInfo {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

/** The locale's first day of the week, 0 = Sunday .. 6 = Saturday, read from the locale's Intl.Locale each time it is asked. */
export function firstDayOfWeek(locale: string): number {
  const parsed = intlLocale(locale);
  // Node 24 has getWeekInfo(); V8 before it exposed the same data as a `weekInfo` getter.
  const withWeekInfo = parsed as unknown as LocaleWithWeekInfo;
  const info = withWeekInfo.getWeekInfo?.() ?? withWeekInfo.weekInfo;
  if (info && Number.isInteger(info.firstDay) && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  const region = parsed.maximize().region;
  return region !== undefined && SUNDAY_FIRST_REGIONS.has(region) ? 0 : 1;
}

/** The local date of the first day (per the locale) of the week that contains `date`. */
export function startOfWeek(date: string, locale: string): string {
  const back = (weekdayOf(date) - firstDayOfWeek(locale) + 7) % 7;
  return addDays(date, -back);
}

/** Position of `weekday` in the locale's week: 0 for its first day .. 6 for its last. */
export function weekdayPosition(weekday: number, locale: string): number {
  return (weekday - firstDayOfWeek(locale) + 7) % 7;
}
