/**
 * A studio's wall clock worked out from Intl alone, for the random-studio checks: they
 * state when a session happens without asking src/core/local-time.ts, so a slip there
 * shows as a disagreement instead of being copied into the expectation.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in minutes east of UTC. */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(instantMs)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The zone's local date (YYYY-MM-DD) at an instant. */
export function localDateAt(instantMs: number, timeZone: string): string {
  return new Date(instantMs + offsetMinutes(instantMs, timeZone) * MINUTE_MS).toISOString().slice(0, 10);
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Wall-clock date and time read as if it were UTC, in ms. */
const wallMs = (date: string, time: string) => Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);

/**
 * The instant a local date and time names in the zone. Where clocks go back and the time
 * happens twice, the earlier; where clocks jump forward and the time never happens, the
 * time read with the offset in force before the jump (02:30 in New York's spring gap is
 * 03:30 EDT), as the project's README promises families.
 */
export function localInstant(date: string, time: string, timeZone: string): number {
  const wall = wallMs(date, time);
  const offsets = new Set([offsetMinutes(wall - DAY_MS, timeZone), offsetMinutes(wall, timeZone), offsetMinutes(wall + DAY_MS, timeZone)]);
  const valid = [...offsets].map((offset) => wall - offset * MINUTE_MS).filter((instant) => wall - offsetMinutes(instant, timeZone) * MINUTE_MS === instant);
  if (valid.length > 0) return Math.min(...valid);
  return wall - offsetMinutes(wall - DAY_MS, timeZone) * MINUTE_MS;
}

export interface ClockChange {
  /** The local date the clocks change on. */
  date: string;
  /** Wall-clock minutes after midnight when the change happens (read on the old offset). */
  atMinute: number;
  /** New offset minus old, in minutes: positive springs forward (a gap), negative falls back (an overlap). */
  shiftMinutes: number;
}

/** Every change of the zone's offset from `from` for `days` days, found by bisection to the minute. */
export function clockChanges(timeZone: string, from: string, days: number): ClockChange[] {
  const changes: ClockChange[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let day = 0; day <= days; day += 1) {
    let low = start + day * DAY_MS;
    let high = low + DAY_MS;
    const before = offsetMinutes(low, timeZone);
    const after = offsetMinutes(high, timeZone);
    if (before === after) continue;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    const localWall = high + before * MINUTE_MS;
    const date = new Date(localWall).toISOString().slice(0, 10);
    changes.push({ date, atMinute: Math.round((localWall - Date.parse(`${date}T00:00:00Z`)) / MINUTE_MS), shiftMinutes: after - before });
  }
  return changes;
}
