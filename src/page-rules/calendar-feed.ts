import ical, { ICalEventStatus, type ICalCalendar } from "ical-generator";
import { parseHttpUrl } from "../api/http-url.ts";
import { compareText } from "../core/compare-text.ts";
import { InputError } from "../core/input-error.ts";
import { addDays, localDateAsUtc } from "../core/local-time.ts";
import type { SeasonOpening } from "../core/season-state.ts";
import { messagesFor, type Messages } from "../i18n/messages.ts";
import { instructorsInWords } from "./class-facts.ts";
import type { Place, SessionFacts } from "./session-facts.ts";
import { datesPublishedThrough, datesPublishedThroughInWords } from "./published-dates.ts";
import { plainLine, withoutControls } from "./plain-line.ts";
import { cutText } from "./text.ts";

export interface CalendarFeedOptions {
  /** The snapshot's `studio.id`: with each session's id it makes the event UIDs (see `eventUid`). */
  readonly studioId: string;
  /** Absolute URL of this feed. */
  readonly feedUrl: string;
  /** As the pages show it: plain text already (it is not read as markup again). */
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

/** PRODID names the language of the feed's text (RFC 5545 §3.7.3): "EN", "ES", "FR". */
const productId = (messages: Messages) => ({ company: "studio-schedule-site", product: "class-calendar", language: messages.language.toUpperCase() });

function httpUrl(value: string | URL, code: "invalid_feed_url", setting: string): URL {
  const url = parseHttpUrl(String(value));
  if (url === null) {
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

/** The feed's text and formats speak STUDIO_LOCALE, English by default. */
const feedLocale = (options: CalendarFeedOptions): string => options.locale ?? "en-US";

function eventContext(options: CalendarFeedOptions): SessionEventContext {
  return {
    studioId: studioId(options.studioId),
    timeZone: options.timeZone,
    revision: feedRevision(options.syncedAt),
    locale: feedLocale(options),
  };
}

/**
 * A session in a feed with its class. Sessions come decided (`decideSessions`): each id
 * once, filed under its own class, in the site's one order (soonest first); a feed writes
 * them as they come, through a date at most, and never sorts or sifts them again.
 */
export interface FeedSession {
  readonly cls: CalendarClass;
  readonly session: SessionFacts;
}

/** Those of `sessions` through `through` (a local date), or all of them. */
const sessionsThrough = (sessions: readonly FeedSession[], through: string | null): readonly FeedSession[] =>
  through === null ? sessions : sessions.filter(({ session }) => session.date <= through);

/** The events of `sessions`, each class's shared text read once; `through` as in `classEventText`. */
function sessionEvents(sessions: readonly FeedSession[], context: SessionEventContext, through: string | null): SessionEvent[] {
  const texts = new Map<CalendarClass, ClassEventText>();
  return sessions.map(({ cls, session }) => {
    let text = texts.get(cls);
    if (!text) {
      text = classEventText(cls, context, through);
      texts.set(cls, text);
    }
    return sessionEvent(cls, text, session, context);
  });
}

function writeCalendar(
  name: string,
  description: string,
  options: CalendarFeedOptions,
  events: readonly SessionEvent[],
): string {
  const feedUrl = httpUrl(options.feedUrl, "invalid_feed_url", "the feed's URL").href;
  const calendar: ICalCalendar = ical({
    prodId: productId(messagesFor(feedLocale(options))),
    // Both are plain text already (built from names the site has read once): not read as markup again.
    name: escapeCalendarText(plainCalendarLine(name)),
    description: escapeCalendarText(plainCalendarLine(description)),
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

/** The iCalendar feed of one class: every session the snapshot holds for it (`sessions`, in order), cancelled ones included. */
export function buildClassCalendar(cls: CalendarClass, sessions: readonly SessionFacts[], options: CalendarFeedOptions): string {
  const locale = feedLocale(options);
  const { t } = messagesFor(locale);
  const studio = plainCalendarLine(options.studioName);
  const className = plainCalendarLine(cls.name);
  const description = [
    t("rules.calendar.classFeedDescription", { className, studio }),
    ...(cls.publishedThrough === null ? [] : [publishedThroughLine(cls.publishedThrough, locale)]),
    t("rules.calendar.classPage", { url: cls.pageUrl }),
  ];
  const context = eventContext(options);
  return writeCalendar(
    `${className} · ${studio}`,
    description.join(" "),
    options,
    sessionEvents(
      sessions.map((session) => ({ cls, session })),
      context,
      null,
    ),
  );
}

/**
 * The most a studio feed may weigh: Google Calendar reads about 1 MB of a subscribed feed
 * and silently drops the rest (its help on subscribing by URL says so, and calendar
 * projects report losing events past it), so a family would miss classes without knowing.
 */
export const STUDIO_FEED_MAX_BYTES = 1_000_000;

const utf8Bytes = (text: string): number => Buffer.byteLength(text, "utf8");

/** The studio's feed, and the last date it holds when its size cut it short of `through`. */
export interface StudioFeed {
  readonly text: string;
  /** The last local date of sessions the feed holds when `maxBytes` stopped it early; null when it holds them all. */
  readonly cutAfter: string | null;
}

/**
 * The iCalendar feed of the whole studio: every session of every current class (`sessions`,
 * in the site's order) through `through` (the sync window's last date: the weeks the
 * schedule shows), and each listed season's registration openings (`seasonOpeningEvents`).
 * A class's own feed keeps every date its page lists; the studio's stops at the window, and
 * sooner when the window's sessions would take it past `maxBytes`: then it holds whole days
 * from the first, as many as fit (never fewer than one), and says through which date, like
 * a class feed does. Each sync moves the window along. `through` null: every session given,
 * within the size. `cutAfter` says where the size cut it: the pages that offer the feed tell
 * families so.
 */
export function buildStudioFeed(
  sessions: readonly FeedSession[],
  options: CalendarFeedOptions,
  seasons: readonly CalendarSeason[] = [],
  through: string | null = null,
  maxBytes: number = STUDIO_FEED_MAX_BYTES,
): StudioFeed {
  const locale = feedLocale(options);
  const { t } = messagesFor(locale);
  const studio = plainCalendarLine(options.studioName);
  const context = eventContext(options);
  const openings = seasons
    .flatMap((entry) => seasonOpeningEvents(entry, context))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || compareText(a.uid, b.uid));
  const name = t("rules.calendar.studioFeedName", { studio });
  const write = (last: string | null, held: readonly FeedSession[]) =>
    writeCalendar(
      name,
      [t("rules.calendar.studioFeedDescription", { studio }), ...(last === null ? [] : [publishedThroughLine(last, locale)])].join(" "),
      options,
      [...sessionEvents(held, context, last), ...openings],
    );

  const window = sessionsThrough(sessions, through);
  const days = sessionDays(window);
  const frameBytes = utf8Bytes(write(through, []));
  const last = lastDayWithin(days, maxBytes, (day) => utf8Bytes(write(through, day)) - frameBytes, frameBytes);
  if (last === null || last === days.at(-1)?.[0]?.session.date) return { text: write(through, window), cutAfter: null };
  // Cut short: each class's events now say the feed's new last date (`classEventText`), which can
  // lengthen them, so the feed is measured again and loses a day until it fits.
  for (let index = days.findIndex((day) => day[0]!.session.date === last); ; index -= 1) {
    const cut: string = days[index]![0]!.session.date;
    const text = write(cut, sessionsThrough(window, cut));
    if (utf8Bytes(text) <= maxBytes || index === 0) return { text, cutAfter: cut };
  }
}

/** Sessions grouped by local date, in order. */
function sessionDays(sessions: readonly FeedSession[]): FeedSession[][] {
  const days: FeedSession[][] = [];
  for (const dated of sessions) {
    const day = days.at(-1);
    if (day && day[0]!.session.date === dated.session.date) day.push(dated);
    else days.push([dated]);
  }
  return days;
}

/**
 * The last date whose day, with every day before it, keeps a feed of `baseBytes` (its
 * frame and registration openings) within `maxBytes`; the first day even when it alone does
 * not fit; null when there are no days. Each day is measured as the library writes it
 * (`dayBytes`: folding is per line, so a day's events weigh the same in any feed) and only
 * until the budget is spent, so an oversized window costs no more than the feed it keeps.
 */
function lastDayWithin(days: readonly (readonly FeedSession[])[], maxBytes: number, dayBytes: (day: readonly FeedSession[]) => number, baseBytes: number): string | null {
  let used = baseBytes;
  let last: string | null = null;
  for (const day of days) {
    used += dayBytes(day);
    if (used > maxBytes && last !== null) break;
    last = day[0]!.session.date;
  }
  return last;
}

/** A season with a page on the site, as the studio feed sees it: its decided name and openings. */
export interface CalendarSeason {
  readonly id: string;
  /** Its name as its page shows it. */
  readonly name: string;
  /** When it opens (`SeasonOpening`: `seasonOpenings`), soonest first. */
  readonly openings: readonly SeasonOpening[];
  /** Absolute URL of the season's page. */
  readonly pageUrl: string;
  /** Openings before this instant (epoch ms: the sync window's start) are history, not reminders. */
  readonly notBefore: number;
}

/**
 * Registration openings are dates families miss, so the studio feed reminds them: an
 * event at each of a season's openings (`seasonOpenings`: existing families first, then
 * everyone), each linking the season page. Times are instants, written in UTC like every
 * event, so each shows at the studio's local time.
 */
function seasonOpeningEvents(entry: CalendarSeason, context: SessionEventContext): SessionEvent[] {
  const { t } = messagesFor(context.locale);
  const name = plainCalendarLine(entry.name);
  return entry.openings
    .filter((opening) => opening.at >= entry.notBefore)
    .map((opening) => ({
      uid: eventUid(`registration-${opening.key}-${entry.id}`, context.studioId),
      start: new Date(opening.at),
      end: null,
      allDay: false,
      summary: t("rules.calendar.openingSummary", { who: opening.key, season: name }),
      location: null,
      description: [
        t("rules.calendar.openingDescription", { who: opening.key, season: name }),
        t("rules.calendar.signUpLink", { url: entry.pageUrl }),
      ].join("\n"),
      url: entry.pageUrl,
      cancelled: false,
      sequence: context.revision.sequence,
      lastModified: context.revision.lastModified,
    }));
}

/**
 * Text the site has read once (a decided name, a description's paragraphs) made fit for one
 * iCalendar TEXT line: control characters removed (RFC 5545 allows none but tab), every run
 * of whitespace one space, nothing read as markup again. Escaping of `\`, `;`, `,` and line
 * breaks is the library's job (see `escapeCalendarText`).
 */
function plainCalendarLine(plain: string): string {
  return plainLine(withoutControls(plain));
}

/**
 * RFC 5545 §3.3.11 TEXT escaping, for the calendar-level NAME, X-WR-CALNAME and
 * X-WR-CALDESC. ical-generator 10 escapes event properties but writes these three
 * verbatim, so a studio name holding a line break could otherwise start a property of
 * its own; values passed here are single lines already, and commas and semicolons are
 * escaped so that parsers do not split the name into several values.
 */
function escapeCalendarText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** Revisions count minutes from here, so SEQUENCE stays a small positive integer. */
const REVISION_EPOCH_MS = Date.UTC(2020, 0, 1);
const MINUTE_MS = 60_000;

export interface FeedRevision {
  /** SEQUENCE for every event of the feed. */
  readonly sequence: number;
  /** LAST-MODIFIED and DTSTAMP for every event: the sync that produced the data. */
  readonly lastModified: Date;
}

/**
 * SEQUENCE and LAST-MODIFIED for a feed built from one snapshot.
 *
 * RFC 5545 wants SEQUENCE to increase whenever an event's time or status changes, and
 * several calendar apps (Outlook, some Google Calendar paths) ignore an updated event
 * whose SEQUENCE did not go up. A value derived from the event's content (a hash) can
 * go down; "0 while scheduled, 1 once cancelled" misses time changes. The feed cannot
 * compare with the previous sync (the snapshot holds only the current state), so it
 * cannot tell which events changed. What it can promise is monotonic: SEQUENCE is the
 * number of whole minutes from 2020-01-01 to the snapshot's `synced_at`, the same for
 * every event. Any change arrives with a newer sync, hence a larger SEQUENCE, so every
 * app accepts it; rebuilding from the same snapshot gives byte-identical feeds.
 *
 * The cost: unchanged events are also re-declared as revised after each sync. For a
 * subscribed feed (no METHOD, no iTIP invitations) that only means the app rewrites
 * the event with the same content; it sends nobody a notice. The value stays within
 * iCalendar's 32-bit INTEGER for about 4,000 years.
 */
export function feedRevision(syncedAt: string): FeedRevision {
  const lastModified = new Date(syncedAt);
  const ms = lastModified.getTime();
  if (Number.isNaN(ms) || ms < REVISION_EPOCH_MS) {
    throw new InputError(
      "invalid_synced_at",
      `Expected the snapshot's synced_at as an ISO 8601 time after 2020, got ${JSON.stringify(syncedAt)}. Re-run \`npm run sync\` to write a fresh snapshot.`,
    );
  }
  // Whole seconds: iCalendar times have no fractions, and DTSTAMP must equal what is written.
  const wholeSeconds = new Date(Math.floor(ms / 1000) * 1000);
  return { sequence: Math.floor((ms - REVISION_EPOCH_MS) / MINUTE_MS), lastModified: wholeSeconds };
}

/** One class as its feed sees it: the facts its entry in the site model decided (`ClassView`), never its record. */
export interface CalendarClass {
  /** Its name as every page shows it. */
  readonly name: string;
  /** Its description's paragraphs, as its page shows them. */
  readonly paragraphs: readonly string[];
  readonly place: Place | null;
  /** Absolute URL of the class's page on the site. */
  readonly pageUrl: string;
  /** The last date of its sessions the feed has, when the class runs past it (`datesPublishedThrough`); else null. */
  readonly publishedThrough: string | null;
  /** What `datesPublishedThrough` reads: whether it meets weekly, and its last day (YYYY-MM-DD) when it has one. */
  readonly runs: { readonly weekly: boolean; readonly lastDay: string | null };
}

/** Everything one VEVENT says, before the library writes it. */
export interface SessionEvent {
  readonly uid: string;
  /** An instant for a timed session; midnight UTC of the local date for an all-day one. */
  readonly start: Date;
  /** The session's end (null: it has none, `SessionTiming.end`); the next day's midnight UTC for an all-day one. */
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
  /** STUDIO_LOCALE: the events' words, and how instructor names are joined. */
  readonly locale: string;
}

/**
 * UID from the event's record (a session's id, or a season's opening) and the studio's
 * id alone (RFC 5545 wants it globally unique and unchanging): a re-sync that moves or
 * cancels the session updates the same event in every subscribed calendar instead of
 * adding a second one. The site's address is left out on purpose, so changing SITE_URL
 * (or moving from the demo's localhost to a real domain) keeps every event's identity too.
 * Ids come in their one form (`uuid`: lowercase), so the same session always has the same UID.
 */
export function eventUid(recordKey: string, studioId: string): string {
  return `${recordKey}@${studioId}.studio-catalog`;
}

/** "Main Street Studio, 12 Main Street, Springfield": the name, then the address unless it already names the place. */
function locationText(place: Place | null): string | null {
  if (place === null) return null;
  const name = plainCalendarLine(place.name);
  const address = plainCalendarLine(place.address ?? "");
  if (name === "") return address || null;
  if (address === "" || address.toLowerCase().includes(name.toLowerCase())) return address || name;
  return `${name}, ${address}`;
}

/** "Dates published through Feb 22, 2027; later dates come with the studio's next update." */
const publishedThroughLine = (through: string, locale: string): string =>
  messagesFor(locale).t("rules.calendar.publishedThrough", { dates: datesPublishedThroughInWords(through, locale) });

/** What every event of one class says alike: read from the class once, not again for each of its sessions. */
interface ClassEventText {
  readonly name: string;
  /** The description's first 300 characters on one line; "" when none. */
  readonly about: string;
  readonly location: string | null;
  readonly publishedThrough: string | null;
}

/**
 * The last date an event of this class may say its dates are published through: the class's own
 * (`publishedThrough`), or in the studio feed the feed's last date when that comes first, so the
 * last event in the feed never reads as the class's end when the class runs on past it.
 */
function publishedThroughIn(cls: CalendarClass, through: string | null): string | null {
  if (through === null) return cls.publishedThrough;
  if (cls.publishedThrough !== null) return cls.publishedThrough < through ? cls.publishedThrough : through;
  return datesPublishedThrough({ schedule_type: cls.runs.weekly ? "recurring" : "one-time", end_date: cls.runs.lastDay }, through);
}

function classEventText(cls: CalendarClass, context: SessionEventContext, through: string | null): ClassEventText {
  const publishedThrough = publishedThroughIn(cls, through);
  return {
    name: plainCalendarLine(cls.name),
    // The paragraphs are the page's text, read as markup once: "&lt;b&gt;" stays the words "<b>".
    about: cutText(plainCalendarLine(cls.paragraphs.join(" ")), 300),
    location: locationText(cls.place),
    publishedThrough: publishedThrough === null ? null : publishedThroughLine(publishedThrough, context.locale),
  };
}

function sessionEvent(cls: CalendarClass, classText: ClassEventText, session: SessionFacts, context: SessionEventContext): SessionEvent {
  const { t } = messagesFor(context.locale);
  const { name } = classText;
  const cancelled = session.status === "cancelled";
  const instructor = instructorsInWords(session.instructors, context.locale);

  const lines: string[] = [];
  if (cancelled) lines.push(t("rules.calendar.cancelledNote"));
  if (instructor) lines.push(t("rules.calendar.withInstructor", { instructor: plainCalendarLine(instructor) }));
  if (classText.about) lines.push(classText.about);
  // Apps show an event's description, seldom the calendar's: the last event must not read as the class's end.
  if (classText.publishedThrough !== null) lines.push(classText.publishedThrough);
  lines.push(t("rules.calendar.detailsLink", { url: cls.pageUrl }));

  return {
    uid: eventUid(session.id, context.studioId),
    // A date-only session is an all-day event; its date is written as a DATE, read from UTC fields, and lasts the day.
    start: session.start ? new Date(session.start.at) : localDateAsUtc(session.date),
    end: session.start ? (session.end ? new Date(session.end.at) : null) : localDateAsUtc(addDays(session.date, 1)),
    allDay: session.start === null,
    // Many apps show STATUS:CANCELLED events like any other (or drop them silently);
    // the word in the title tells a family either way.
    summary: cancelled ? t("rules.calendar.cancelledSummary", { name }) : name,
    location: classText.location,
    description: lines.join("\n"),
    url: cls.pageUrl,
    cancelled,
    sequence: context.revision.sequence,
    lastModified: context.revision.lastModified,
  };
}
