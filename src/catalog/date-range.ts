import { localDateAsUtc } from "./time.ts";

const formatters = new Map<string, Intl.DateTimeFormat>();

function rangeFormat(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Two local dates as one range in the locale, sharing what they share: "Nov 29 – Dec 5,
 * 2026", "Dec 28, 2026 – Jan 3, 2027", or one date when they are equal. Local dates are
 * read as UTC readings of themselves, so the machine's zone never matters.
 */
export function formatDateRange(from: string, to: string, locale: string): string {
  const start = localDateAsUtc(from);
  const end = localDateAsUtc(to);
  const formatter = rangeFormat(locale, true);
  if (from === to) return formatter.format(start);
  const [low, high] = from < to ? [start, end] : [end, start];
  return formatter.formatRange(low, high);
}
