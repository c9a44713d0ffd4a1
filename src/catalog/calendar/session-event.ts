import type { Class, ClassInstance, Location } from "../../api/schemas/index.ts";
import { instructorName, instructorNames } from "../instructors.ts";
import { sessionTimes } from "../schedule.ts";
import { excerpt } from "../text.ts";
import { addDays, localDateAsUtc } from "../../core/local-time.ts";
import { calendarLine } from "./calendar-text.ts";
import type { FeedRevision } from "./feed-revision.ts";

/** One class as its feed sees it. */
export interface CalendarClass {
  readonly cls: Class;
  /** The class's sessions in the sync window (any status), from the snapshot. */
  readonly sessions: readonly ClassInstance[];
  /** Absolute URL of the class's page on the site. */
  readonly pageUrl: string;
  /** The class's full location record (with its address) when the locations section was synced, else null. */
  readonly location: Location | null;
}

/** Everything one VEVENT says, before the library writes it. */
export interface SessionEvent {
  readonly uid: string;
  /** An instant for a timed session; midnight UTC of the local date for an all-day one. */
  readonly start: Date;
  /** Null when neither the session nor the class has a duration: the event is a point in time. */
  readonly end: Date | null;
  readonly allDay: boolean;
  readonly summary: string;
  readonly location: string | null;
  readonly description: string;
  readonly url: string;
  readonly cancelled: boolean;
  readonly sequence: number;
  readonly lastModified: Date;
}

export interface SessionEventContext {
  /** The snapshot's `studio.id`: UIDs are `<session id>@<studio id>.studio-catalog`. */
  readonly studioId: string;
  readonly timeZone: string;
  readonly revision: FeedRevision;
  /** STUDIO_LOCALE, for joining instructor names. */
  readonly locale: string;
}

/**
 * UID from the session's and the studio's ids alone (RFC 5545 wants it globally unique
 * and unchanging): a re-sync that moves or cancels the session updates the same event
 * in every subscribed calendar instead of adding a second one. The site's address is
 * left out on purpose, so changing SITE_URL (or moving from the demo's localhost to a
 * real domain) keeps every event's identity too.
 */
export function sessionUid(sessionId: string, studioId: string): string {
  return `${sessionId.toLowerCase()}@${studioId.toLowerCase()}.studio-catalog`;
}

/** "Main Street Studio, 12 Main Street, Springfield": the name, then the address unless it already names the place. */
export function locationText(cls: Class, location: Location | null): string | null {
  const name = calendarLine(location?.name ?? cls.location?.name);
  const address = calendarLine(location?.address);
  if (name === "") return address || null;
  if (address === "" || address.toLowerCase().includes(name.toLowerCase())) return address || name;
  return `${name}, ${address}`;
}

export function sessionEvent(entry: CalendarClass, session: ClassInstance, context: SessionEventContext): SessionEvent {
  const { cls } = entry;
  const name = calendarLine(cls.name) || "Class";
  const cancelled = session.status === "cancelled";
  const times = sessionTimes(session, cls.duration_minutes, context.timeZone);
  const instructor =
    instructorName(session.instructor) ?? instructorNames(cls.instructors, context.locale);

  const lines: string[] = [];
  if (cancelled) lines.push("This session is cancelled.");
  if (instructor) lines.push(`With ${calendarLine(instructor)}`);
  const about = calendarLine(excerpt(cls.description, 300));
  if (about) lines.push(about);
  lines.push(`Class details and sign-up: ${entry.pageUrl}`);

  return {
    uid: sessionUid(session.id, context.studioId),
    // A date-only session is an all-day event; its date is written as a DATE, read from UTC fields.
    start: times.start ?? localDateAsUtc(session.date),
    // DTEND must come after DTSTART (RFC 5545 §3.8.2.2): a zero-length session has none.
    end: times.start ? (times.end && times.end > times.start ? times.end : null) : localDateAsUtc(addDays(session.date, 1)),
    allDay: times.start === null,
    // Many apps show STATUS:CANCELLED events like any other (or drop them silently);
    // the word in the title tells a family either way.
    summary: cancelled ? `Cancelled: ${name}` : name,
    location: locationText(cls, entry.location),
    description: lines.join("\n"),
    url: entry.pageUrl,
    cancelled,
    sequence: context.revision.sequence,
    lastModified: context.revision.lastModified,
  };
}
