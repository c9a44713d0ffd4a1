import type { ClassInstance } from "../api/schemas/index.ts";
import { localToInstant, studioToday } from "./time.ts";

const MINUTE_MS = 60_000;

/** When a dated session (spec 2.5) starts and ends, as instants. */
export interface SessionTimes {
  /** null for a date-only session (no `time`). */
  start: Date | null;
  /** null for a date-only session, or when neither the session nor the class has a duration. */
  end: Date | null;
  dateOnly: boolean;
  /** The session's own duration, else the class's; null when neither is known. */
  durationMinutes: number | null;
}

/**
 * The session's local `date` + `time` in the studio's zone (daylight-saving gaps move
 * forward, repeated times take the earlier instant: see `localToInstant`). The end is
 * the start plus the duration in elapsed minutes, so a one-hour session that starts
 * just before clocks go back ends one real hour later, whatever the clock then reads.
 */
export function sessionTimes(
  instance: ClassInstance,
  classDurationMinutes: number | null,
  timeZone: string,
): SessionTimes {
  const durationMinutes = instance.duration_minutes ?? classDurationMinutes;
  if (instance.time === null) return { start: null, end: null, dateOnly: true, durationMinutes };
  const start = localToInstant(instance.date, instance.time, timeZone);
  const end = durationMinutes === null ? null : new Date(start.getTime() + durationMinutes * MINUTE_MS);
  return { start, end, dateOnly: false, durationMinutes };
}

interface Timed {
  instance: ClassInstance;
  times: SessionTimes;
}

function isUpcoming({ instance, times }: Timed, now: Date, today: string): boolean {
  // "completed" is the studio saying the session is over, whatever the clock says.
  if (instance.status === "completed") return false;
  if (times.start === null) return instance.date >= today;
  // With no duration anywhere, a session counts as upcoming until it starts.
  if (times.end === null) return times.start.getTime() >= now.getTime();
  return times.end.getTime() > now.getTime();
}

/** Local date first (date-only sessions open their day), then start instant, then the API's order. */
export function compareSessionTimes(a: { date: string; start: Date | null }, b: { date: string; start: Date | null }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.start === null || b.start === null) return (a.start === null ? 0 : 1) - (b.start === null ? 0 : 1);
  return a.start.getTime() - b.start.getTime();
}

/**
 * Sessions that have not ended at `now`, soonest first. Date-only sessions count from
 * the studio's today. Cancelled sessions stay in (the site marks them Cancelled);
 * completed ones go. `classDurationMinutes` lets a session without its own duration
 * stay listed while it runs; without it such a session drops out when it starts.
 */
export function upcomingSessions(
  instances: readonly ClassInstance[],
  now: Date,
  timeZone: string,
  classDurationMinutes: number | null = null,
): ClassInstance[] {
  const today = studioToday(now, timeZone);
  return instances
    .map((instance): Timed => ({ instance, times: sessionTimes(instance, classDurationMinutes, timeZone) }))
    .filter((timed) => isUpcoming(timed, now, today))
    .sort((a, b) => compareSessionTimes({ date: a.instance.date, start: a.times.start }, { date: b.instance.date, start: b.times.start }))
    .map(({ instance }) => instance);
}
