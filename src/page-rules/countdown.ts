/**
 * How long until a moment, in words a family reads at a glance ("in 3 days", "in 5 hours",
 * "in 12 minutes"): the one rule of the countdown on a season page, at build time and in the
 * browser (src/components/OpeningCountdown.astro's script imports this module), so the two
 * never disagree. Pure: the caller gives the time left and the locale.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface CountdownParts {
  readonly value: number;
  readonly unit: "day" | "hour" | "minute";
}

/**
 * Whole days while a day or more is left, then whole hours, then minutes (rounded up, so the
 * last minute says "in 1 minute", never "in 0 minutes"); null once the moment has come.
 * Counting down, a figure never rises: "in 2 days" turns into "in 1 day" at 48 hours left.
 */
export function countdownParts(msLeft: number): CountdownParts | null {
  if (!(msLeft > 0)) return null;
  if (msLeft >= DAY_MS) return { value: Math.floor(msLeft / DAY_MS), unit: "day" };
  if (msLeft >= HOUR_MS) return { value: Math.floor(msLeft / HOUR_MS), unit: "hour" };
  return { value: Math.ceil(msLeft / MINUTE_MS), unit: "minute" };
}

/** "in 3 days" (en), "dentro de 3 días" (es), "dans 3 jours" (fr); null once the moment has come. */
export function countdownText(msLeft: number, locale: string): string | null {
  const parts = countdownParts(msLeft);
  // Numeric always: "tomorrow" would be wrong for 30 hours that end the day after.
  return parts === null ? null : new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(parts.value, parts.unit);
}

/** How often the browser looks again: the figure then lags the truth by at most this. */
export const COUNTDOWN_TICK_MS = 15_000;
