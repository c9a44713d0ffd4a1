import ical, { ICalEventStatus, type ICalCalendar } from "ical-generator";
import { compareSessionTimes } from "../schedule.ts";
import { InputError } from "../../core/input-error.ts";
import { calendarLine, escapeCalendarText } from "./calendar-text.ts";
import { feedRevision } from "./feed-revision.ts";
import { sessionEvent, type CalendarClass, type SessionEvent, type SessionEventContext } from "./session-event.ts";

export interface CalendarFeedOptions {
  /** The snapshot's `studio.id`: with each session's id it makes the event UIDs (see `sessionUid`). */
  readonly studioId: string;
  /** Absolute URL of this feed. */
  readonly feedUrl: string;
  readonly studioName: string;
  /** The studio's IANA zone (the snapshot's `timezone`). */
  readonly timeZone: string;
  /** The snapshot's `synced_at`: it sets SEQUENCE, LAST-MODIFIED and DTSTAMP (see `feedRevision`). */
  readonly syncedAt: string;
  /** STUDIO_LOCALE; default "en-US". */
  readonly locale?: string;
}

/** Calendar apps re-read a subscription about this often (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

const PRODUCT_ID = { company: "studio-schedule-site", product: "class-calendar", language: "EN" } as const;

function httpUrl(value: string | URL, code: "invalid_feed_url", setting: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(String(value));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new InputError(code, `Expected ${setting} as an absolute http(s) URL, got ${JSON.stringify(String(value))}.`);
  }
  return url;
}

/** A UID must stay one plain token: the API's ids are UUIDs, and anything else is refused. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function studioId(value: string): string {
  if (!UUID.test(value)) {
    throw new InputError(
      "invalid_studio_id",
      `Expected the snapshot's studio id as a UUID for the calendar's event UIDs, got ${JSON.stringify(value)}. Re-run \`npm run sync\` to write a fresh snapshot.`,
    );
  }
  return value;
}

function eventContext(options: CalendarFeedOptions): SessionEventContext {
  return {
    studioId: studioId(options.studioId),
    timeZone: options.timeZone,
    revision: feedRevision(options.syncedAt),
    locale: options.locale ?? "en-US",
  };
}

/** Every session of every class, each session id once, in time order. */
function collectEvents(entries: readonly CalendarClass[], context: SessionEventContext): SessionEvent[] {
  const seen = new Set<string>();
  const events: { event: SessionEvent; date: string }[] = [];
  for (const entry of entries) {
    for (const session of entry.sessions) {
      // A session id is the event's identity; a duplicate would make two events fight over one UID.
      if (session.class_id !== entry.cls.id || seen.has(session.id.toLowerCase())) continue;
      seen.add(session.id.toLowerCase());
      events.push({ event: sessionEvent(entry, session, context), date: session.date });
    }
  }
  return events
    .sort(
      (a, b) =>
        compareSessionTimes(
          { date: a.date, start: a.event.allDay ? null : a.event.start },
          { date: b.date, start: b.event.allDay ? null : b.event.start },
        ) || (a.event.uid < b.event.uid ? -1 : a.event.uid > b.event.uid ? 1 : 0),
    )
    .map(({ event }) => event);
}

function writeCalendar(
  name: string,
  description: string,
  options: CalendarFeedOptions,
  events: readonly SessionEvent[],
): string {
  const feedUrl = httpUrl(options.feedUrl, "invalid_feed_url", "the feed's URL").href;
  const calendar: ICalCalendar = ical({
    prodId: PRODUCT_ID,
    name: escapeCalendarText(calendarLine(name)),
    description: escapeCalendarText(calendarLine(description)),
    url: feedUrl,
    source: feedUrl,
    ttl: FEED_REFRESH_SECONDS,
    // No METHOD: this is a subscription, not an iTIP message (METHOD makes some apps treat
    // it as an invitation). No calendar time zone on purpose: ical-generator would then format instants with
    // the build machine's local clock. Every time is written in UTC ("Z") instead.
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: event.sequence,
      stamp: event.lastModified,
      lastModified: event.lastModified,
    });
  }
  return calendar.toString();
}

/** The iCalendar feed of one class: every session in the sync window, cancelled ones included. */
export function buildClassCalendar(entry: CalendarClass, options: CalendarFeedOptions): string {
  const studio = calendarLine(options.studioName) || "Studio";
  const className = calendarLine(entry.cls.name) || "Class";
  return writeCalendar(
    `${className} · ${studio}`,
    `Sessions of ${className} at ${studio}. Class page: ${entry.pageUrl}`,
    options,
    collectEvents([entry], eventContext(options)),
  );
}

/** The iCalendar feed of the whole studio: every session of every current class in the sync window. */
export function buildStudioCalendar(entries: readonly CalendarClass[], options: CalendarFeedOptions): string {
  const studio = calendarLine(options.studioName) || "Studio";
  return writeCalendar(
    `${studio} schedule`,
    `Every class session at ${studio}.`,
    options,
    collectEvents(entries, eventContext(options)),
  );
}
