import ical, { ICalAlarmType, ICalCalendarMethod } from "ical-generator";
import { plainLine, withoutControls } from "./text.ts";

/**
 * One date at a time into a family's calendar (issue 36): a single event as an iCalendar
 * file, for a season's registration opening (a few files written at build time) and for a
 * drop-in session, a trial's start or a workshop (made on the family's device, so the host
 * needs no file per session). Pure: the same event gives the same bytes, on the build and
 * in the browser alike, so the family planner (issue 34) can reuse it for what a family
 * picked. No Node built-ins, no clock and no locale of the machine.
 */

/** One event, its words already in the page's language. */
export interface SingleEvent {
  /**
   * A stable id for what the event is (a season's opening, a session): adding it again
   * updates the same event instead of adding a second one. Made by the caller from the
   * record's id and the studio's (e.g. `eventUid` in calendar-feed.ts).
   */
  readonly uid: string;
  readonly start: Date;
  /** Null: a moment (an opening) with no length. */
  readonly end: Date | null;
  readonly summary: string;
  readonly description: string;
  /** The page that tells more: the event links it. */
  readonly url: string | null;
  readonly location: string | null;
  /**
   * Reminders, as minutes before the start (1440: the day before; 15), each one VALARM that
   * shows `reminder` (DISPLAY alarms need their own text, RFC 5545 §3.6.6).
   */
  readonly remindMinutesBefore: readonly number[];
  readonly reminder: string;
}

export interface SingleEventOptions {
  /** PRODID's language ("EN", "ES", "FR"): the language of the event's words (RFC 5545 §3.7.3). */
  readonly language: string;
  /** DTSTAMP: when the facts were true (the snapshot's sync), never the build machine's clock. */
  readonly stamp: Date;
}

/** The day before, and a quarter of an hour before: a registration opening's reminders. */
export const OPENING_REMINDERS: readonly number[] = [24 * 60, 15];

/** One line of calendar text: no control characters (RFC 5545 allows none but tab), no markup read again. */
const calendarLine = (text: string): string => plainLine(withoutControls(text));

/**
 * The event as an iCalendar file with METHOD:PUBLISH, so a calendar app offers to add it
 * (a subscription feed has no METHOD; a single file handed over is a publication). Every
 * time in UTC ("Z"): unambiguous in the hour a clock goes back, and shown by each app at its
 * own local time.
 */
export function singleEventCalendar(event: SingleEvent, options: SingleEventOptions): string {
  const calendar = ical({
    prodId: { company: "studio-schedule-site", product: "single-event", language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  const created = calendar.createEvent({
    id: event.uid,
    start: event.start,
    // No DTEND for a moment: it then lasts no time (RFC 5545 §3.6.1), as the studio feed's openings do.
    end: event.end,
    summary: calendarLine(event.summary),
    description: event.description,
    location: event.location === null ? null : calendarLine(event.location),
    url: event.url,
    stamp: options.stamp,
  });
  for (const minutes of event.remindMinutesBefore) {
    created.createAlarm({ type: ICalAlarmType.display, trigger: minutes * 60, description: calendarLine(event.reminder) });
  }
  return calendar.toString();
}

/** "registration-opens-summer-2026.ics": a file name from words already made safe (a slug). */
export function singleEventFileName(slug: string): string {
  return `${slug}.ics`;
}
