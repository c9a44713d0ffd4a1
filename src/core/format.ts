import { messagesFor } from "../i18n/messages.ts";
import { InputError } from "./input-error.ts";
import { dateTimeFormat, listFormat, numberFormat } from "./intl-objects.ts";
import { assertInstant, assertTimeZone, localDateAsUtc, parseLocalTime } from "./local-time.ts";

/**
 * Words for times, dates and durations, with Intl in the studio's locale (STUDIO_LOCALE),
 * for the site and the sync's change report alike. An instant is always shown in the
 * studio's zone, passed in; a local date or time is formatted as a UTC reading of
 * itself, so neither ever meets the machine's zone.
 */

/**
 * "1 session", "3 sessions": an English count with its noun, the one plural rule of the
 * build's and the sync's English sentences (interface strings with ICU plurals belong
 * in message catalogs, not here).
 */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const DAY_MS = 86_400_000;

/** "6:30 PM" (en-US), "18:30" (en-GB), "07:05" (de-DE): the locale's short time, on the studio's clock at `instant`. */
export function formatTime(instant: Date, timeZone: string, locale: string): string {
  assertInstant(instant);
  assertTimeZone(timeZone);
  return dateTimeFormat(locale, `time ${timeZone}`, () => ({ timeZone, timeStyle: "short" })).format(instant);
}

/** A local wall-clock time ("18:30" or "18:30:00") in the locale's words: "6:30 PM" in en-US, "18:30" in en-GB. */
export function formatLocalTime(hhmm: string, locale: string): string {
  const { minutes } = parseLocalTime(hhmm);
  return dateTimeFormat(locale, "time UTC", () => ({ timeZone: "UTC", timeStyle: "short" })).format(minutes * 60_000);
}

const timeRange = (start: string, end: string, daysLater: number, locale: string): string =>
  daysLater > 0 ? messagesFor(locale).t("rules.time.rangeLaterDay", { start, end, days: daysLater }) : `${start} – ${end}`;

/**
 * Two local wall-clock times as one range, the way every time range on the site reads:
 * "4:00 PM – 4:45 PM" (en-US), "16:00 – 16:45" (en-GB), with "(next day)" when it ends
 * after midnight ("(3 days later)" past more than one). A class slot, a dated session (the
 * studio's clock it resolves to, `ResolvedSession`) and a location's opening hours all print
 * through here.
 */
export function formatLocalTimeRange(start: string, end: string, locale: string, daysLater = 0): string {
  return timeRange(formatLocalTime(start, locale), formatLocalTime(end, locale), daysLater, locale);
}

export type LocalDateStyle = "long" | "medium" | "short" | "weekday-long" | "weekday-long-day" | "weekday-short" | "weekday-short-year";

const DATE_STYLES: Record<LocalDateStyle, Intl.DateTimeFormatOptions> = {
  // en-US: "November 21, 2026"
  long: { dateStyle: "long" },
  // "Nov 21, 2026"
  medium: { dateStyle: "medium" },
  // "11/21/26"
  short: { dateStyle: "short" },
  // "Saturday, November 21, 2026"
  "weekday-long": { dateStyle: "full" },
  // "Tuesday, Dec 1": the day a season's registration opens
  "weekday-long-day": { weekday: "long", month: "short", day: "numeric" },
  // "Sat, Nov 21": day headings on the schedule
  "weekday-short": { weekday: "short", month: "short", day: "numeric" },
  // "Sat, Nov 21, 2026"
  "weekday-short-year": { weekday: "short", month: "short", day: "numeric", year: "numeric" },
};

/** A local date (YYYY-MM-DD) in words; the date is the studio's already, so no zone applies. */
export function formatLocalDate(date: string, locale: string, style: LocalDateStyle = "long"): string {
  return dateTimeFormat(locale, `${style} UTC`, () => ({ ...DATE_STYLES[style], timeZone: "UTC" })).format(localDateAsUtc(date));
}

/** The studio's calendar date at `instant` in words, in its zone: "Sat, Nov 21" for "weekday-short". */
export function formatInstantDate(instant: Date, timeZone: string, locale: string, style: LocalDateStyle = "long"): string {
  assertInstant(instant);
  assertTimeZone(timeZone);
  return dateTimeFormat(locale, `${style} ${timeZone}`, () => ({ ...DATE_STYLES[style], timeZone })).format(instant);
}

/**
 * Two local dates as one range in the locale, sharing what they share: "Nov 29 – Dec 5,
 * 2026", "Dec 28, 2026 – Jan 3, 2027", or one date when they are equal.
 */
export function formatDateRange(from: string, to: string, locale: string): string {
  const formatter = dateTimeFormat(locale, "range UTC", () => ({ month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }));
  if (from === to) return formatter.format(localDateAsUtc(from));
  const [low, high] = from < to ? [from, to] : [to, from];
  return formatter.formatRange(localDateAsUtc(low), localDateAsUtc(high));
}

/** 0 -> "Sunday" .. 6 -> "Saturday" in the locale; `short`: "Sun". */
export function formatDayName(weekday: number, locale: string, width: "long" | "short" = "long"): string {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new InputError("invalid_weekday", `Expected a weekday from 0 (Sunday) to 6 (Saturday), got ${weekday}.`);
  }
  // 1970-01-04 was a Sunday.
  return dateTimeFormat(locale, `weekday ${width} UTC`, () => ({ timeZone: "UTC", weekday: width })).format(3 * DAY_MS + weekday * DAY_MS);
}

/**
 * A zone the way a family reads it: Intl's generic name in the site's locale, "Eastern
 * Time" (en-US), "Mitteleuropäische Zeit" (de-DE), the same in summer and winter. The
 * IANA id ("America/New_York") is for machines; "EST" is a puzzle in July.
 */
const FAMILY_ZONE_NAME = "longGeneric";

/** "Eastern Time": the studio's zone in words, for the footer and the "as of" notes (build and live script alike). */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  assertTimeZone(timeZone);
  return zonePart(at, timeZone, locale, FAMILY_ZONE_NAME);
}

/** The zone's name alone, as Intl writes it in `style` at `at`; the IANA id when Intl gives none. */
function zonePart(at: Date, timeZone: string, locale: string, style: "short" | typeof FAMILY_ZONE_NAME): string {
  const key = style === FAMILY_ZONE_NAME ? `zone ${timeZone}` : `zone ${style} ${timeZone}`;
  const part = dateTimeFormat(locale, key, () => ({ timeZone, timeZoneName: style }))
    .formatToParts(at)
    .find((piece) => piece.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/**
 * "EST" / "EDT" (en-US), "UTC−5" where the locale has no abbreviation: the zone's short name
 * at `instant`, which tells the two 1:30 AMs of a fall-back night apart where the family name
 * ("Eastern Time") cannot.
 */
export function shortZoneName(instant: Date, timeZone: string, locale: string): string {
  assertInstant(instant);
  assertTimeZone(timeZone);
  return zonePart(instant, timeZone, locale, "short");
}

/**
 * "Nov 21, 2026, 6:30 PM Eastern Time": a moment with its zone, named as `zoneName` names
 * it wherever a page names the studio's zone (the footer, "Spots as of"), so a page says it
 * one way. The exception is the hour a fall-back night repeats: there "1:30 AM EDT" and
 * "1:30 AM EST" tell the two 1:30s apart, which "Eastern Time" cannot.
 */
export function formatDateTime(instant: Date, timeZone: string, locale: string): string {
  assertInstant(instant);
  assertTimeZone(timeZone);
  const format = (zone: "short" | typeof FAMILY_ZONE_NAME) =>
    dateTimeFormat(locale, `date-time ${zone} ${timeZone}`, () => ({
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: zone,
    }));
  return format(repeatedWallTime(instant, timeZone) ? "short" : FAMILY_ZONE_NAME).format(instant);
}

/** The studio's clock shows `instant`'s wall time twice (a fall-back hour): an hour before or after reads the same. */
export function repeatedWallTime(instant: Date, timeZone: string): boolean {
  const wall = dateTimeFormat("en-US", `wall ${timeZone}`, () => ({ timeZone, dateStyle: "short", timeStyle: "short", hourCycle: "h23" }));
  const at = wall.format(instant);
  const hour = 3_600_000;
  return wall.format(instant.getTime() - hour) === at || wall.format(instant.getTime() + hour) === at;
}

/**
 * "45 min", "2 hr", "1 hr 30 min" (en-US). Unit-style numbers joined as a unit list,
 * which is what Intl.DurationFormat does too; built from NumberFormat so the output is
 * the same on runtimes without DurationFormat.
 */
export function formatDuration(minutes: number, locale: string): string {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new InputError("invalid_duration", `Expected a duration as a non-negative number of minutes, got ${minutes}.`);
  }
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const unit = (value: number, name: "hour" | "minute"): string =>
    numberFormat(locale, `${name} short`, () => ({ style: "unit", unit: name, unitDisplay: "short" })).format(value);
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(hours, "hour"));
  if (rest > 0 || hours === 0) parts.push(unit(rest, "minute"));
  // "narrow" unit lists join with a space in English ("1 hr 30 min"); "short" would add a comma.
  return listFormat(locale, "unit narrow", () => ({ type: "unit", style: "narrow" })).format(parts);
}

/**
 * An amount the API gives in cents only (spec convention 1: 1999 means 19.99), in the
 * studio's currency and locale: "$850.00" (en-US, USD), "850,00 €" (de-DE, EUR). The
 * API's own printable prices (`price_display`) are in the same form, so both read alike.
 * Null when the amount or the currency is unknown: a number without its currency could
 * be read as any money, so no price is better than a guessed one.
 */
export function formatMoney(cents: number | null | undefined, currency: string | null, locale: string): string | null {
  if (typeof cents !== "number" || !Number.isSafeInteger(cents) || cents < 0 || currency === null) return null;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, `currency ${currency}`, () => ({ style: "currency", currency }));
  } catch {
    return null;
  }
  return format.format(cents / 100);
}
