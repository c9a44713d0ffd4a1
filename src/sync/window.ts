/** The studio's local date at `now` (YYYY-MM-DD), independent of the machine's zone. */
export function localDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Calendar arithmetic on a local date; no zone is involved. */
export function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface SyncWindow {
  from: string;
  to: string;
  days_ahead: number;
}

/** Sessions are mirrored from the studio's today to today + daysAhead (inclusive). */
export function syncWindow(now: Date, timeZone: string, daysAhead: number): SyncWindow {
  const from = localDateIn(now, timeZone);
  return { from, to: plusDays(from, daysAhead), days_ahead: daysAhead };
}
