import { plainText } from "../text.ts";

/**
 * API text made fit for an iCalendar TEXT value: markup dropped (as on the site) and
 * control characters removed, since RFC 5545 allows none but tab in a value. Escaping
 * of `\`, `;`, `,` and line breaks is the library's job (see `escapeCalendarText`).
 */
export function calendarText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return plainText(value).replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** One line: every run of whitespace, line breaks included, becomes one space. */
export function calendarLine(value: string | null | undefined): string {
  return calendarText(value).replace(/\s+/g, " ").trim();
}

/**
 * RFC 5545 §3.3.11 TEXT escaping, for the calendar-level NAME, X-WR-CALNAME and
 * X-WR-CALDESC. ical-generator 10 escapes event properties but writes these three
 * verbatim, so a studio name holding a line break could otherwise start a property of
 * its own; values passed here are single lines already, and commas and semicolons are
 * escaped so that parsers do not split the name into several values.
 */
export function escapeCalendarText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, "\\n");
}
