import ical, { ICalEventStatus } from "ical-generator";

/**
 * One iCalendar file of chosen sessions, made wherever it is needed (the family planner
 * makes it in the browser, from its plan): pure, no I/O, no clock but the `stamp` given.
 * Each entry is a decided session as the site hands it on (start and end as ISO 8601 with
 * the studio's offset, the decided place and status), so the file says what the class page
 * and its feed say. Times are written in UTC ("Z"), as the studio feed writes them, so no
 * machine's zone is read; a session with no time yet is an all-day entry on its date.
 */

export interface CalendarEntry {
  /** A stable token for the event: the same session always gets the same UID. */
  readonly uid: string;
  readonly summary: string;
  /** YYYY-MM-DD, the studio's date. */
  readonly date: string;
  /** ISO 8601 with offset; null for a session whose time is not published. */
  readonly start: string | null;
  readonly end: string | null;
  readonly location: string | null;
  /** The class's page on the site. */
  readonly url: string | null;
  readonly description: string | null;
  readonly cancelled: boolean;
}

export interface CalendarFileOptions {
  /** X-WR-CALNAME: "My plan – Brightside Dance". */
  readonly name: string;
  /** DTSTAMP: when the file was made (ISO 8601). */
  readonly stamp: string;
  /** PRODID's language, "EN", "ES", "FR". */
  readonly language: string;
}

/** Control characters a calendar app would choke on become spaces; a line stays one line. */
const plain = (text: string): string => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** The file's text (RFC 5545), one VEVENT per entry in the order given. */
export function calendarFile(entries: readonly CalendarEntry[], options: CalendarFileOptions): string {
  const calendar = ical({ prodId: { company: "studio-schedule-site", product: "family-plan", language: options.language }, name: plain(options.name) });
  for (const entry of entries) {
    const allDay = entry.start === null;
    const start = allDay ? new Date(`${entry.date}T00:00:00Z`) : new Date(entry.start!);
    calendar.createEvent({
      id: entry.uid,
      start,
      end: allDay ? null : entry.end === null ? start : new Date(entry.end),
      allDay,
      summary: plain(entry.summary),
      location: entry.location === null ? null : plain(entry.location),
      description: entry.description === null ? null : plain(entry.description),
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(options.stamp),
    });
  }
  return calendar.toString();
}
