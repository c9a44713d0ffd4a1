import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { plainLine, withoutControls } from "./plain-line.ts";

/**
 * The one module that makes a calendar file a family is handed (issue 34's plan, issue 36's
 * one date at a time): the family planner's chosen sessions, a drop-in session or a trial's
 * first date from its row, made in the browser, and a season's registration opening, written
 * at build time beside its page. Pure, no I/O, no clock but the `stamp` given, no Node
 * built-ins (it runs in the browser): the same entries give the same bytes anywhere.
 *
 * Each entry is a decided session or moment as the site hands it on (start and end as ISO
 * 8601 with the studio's offset, the decided place and status), so the file says what the
 * class page and its feed say. Times are written in UTC ("Z"), as the studio feed writes
 * them, so no machine's zone is read: unambiguous in the hour a clock goes back, and shown by
 * each app at its own local time. A session with no time yet is an all-day entry on its date;
 * one with no length has no DTEND and lasts no time (RFC 5545 §3.6.1), as in the studio feed.
 */

export interface CalendarEntry {
  /** A stable token for the event: adding it again updates the same event instead of adding a second one. */
  readonly uid: string;
  readonly summary: string;
  /** YYYY-MM-DD, the studio's date. */
  readonly date: string;
  /** ISO 8601 with offset; null for a session whose time is not published. */
  readonly start: string | null;
  /** Null: no length (a moment, such as an opening). */
  readonly end: string | null;
  readonly location: string | null;
  /** The page that tells more (the class's, the season's): the event links it. */
  readonly url: string | null;
  /** May hold several lines. */
  readonly description: string | null;
  readonly cancelled: boolean;
  /**
   * Reminders, as minutes before the start (1440: the day before; 15), each one VALARM that
   * shows `text` (DISPLAY alarms need their own text, RFC 5545 §3.6.6). None when left out.
   */
  readonly reminders?: { readonly minutesBefore: readonly number[]; readonly text: string };
}

export interface CalendarFileOptions {
  /** X-WR-CALNAME, for a file of many events: "My plan – Brightside Dance"; null for one event. */
  readonly name: string | null;
  /** DTSTAMP: when the facts were true (the snapshot's sync, or the moment the family made the file), never a build machine's clock. */
  readonly stamp: string;
  /** PRODID's language ("EN", "ES", "FR"): the language of the events' words (RFC 5545 §3.7.3). */
  readonly language: string;
}

/** The day before, and a quarter of an hour before: a registration opening's reminders. */
export const OPENING_REMINDERS: readonly number[] = [24 * 60, 15];

/**
 * One line: control characters go and every run of white space (no-break spaces included, as
 * the studio feed's lines) becomes one space, so a studio's text cannot start a property.
 */
const line = (text: string): string => plainLine(withoutControls(text));
/** Several lines: control characters go but tabs and line feeds, which ical-generator writes escaped ("\n"), as the feeds keep them. */
const lines = (text: string): string => withoutControls(text).trim();

/**
 * The file's text (RFC 5545), one VEVENT per entry in the order given, with METHOD:PUBLISH: a
 * file handed over is a publication, which a calendar app offers to add (a subscription feed
 * has no METHOD).
 */
export function calendarFile(entries: readonly CalendarEntry[], options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: "studio-schedule-site", product: "calendar-file", language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: options.name === null ? null : line(options.name),
  });
  for (const entry of entries) {
    const allDay = entry.start === null;
    const start = allDay ? new Date(`${entry.date}T00:00:00Z`) : new Date(entry.start!);
    const event = calendar.createEvent({
      id: entry.uid,
      start,
      end: allDay || entry.end === null ? null : new Date(entry.end),
      allDay,
      summary: line(entry.summary),
      location: entry.location === null ? null : line(entry.location),
      description: entry.description === null ? null : lines(entry.description),
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(options.stamp),
    });
    for (const minutes of entry.reminders?.minutesBefore ?? []) {
      event.createAlarm({ type: ICalAlarmType.display, trigger: minutes * 60, description: line(entry.reminders!.text) });
    }
  }
  return calendar.toString();
}
