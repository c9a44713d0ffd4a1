import type { Class, ClassInstance } from "../api/schemas/index.ts";
import { capacityStates, isFull, ownOrClassDuration, showsClassSpots, showsSpots, shownCapacity, spotsRemaining } from "../core/classes.ts";
import { daysBetween, isoWithOffset, type StudioClock } from "../core/local-time.ts";
import { classLiveSource, sessionLiveSource } from "../core/live-events.ts";
import { classCallToAction, rowAction, type CallToAction, type RowAction, type SeasonLink } from "./call-to-action.ts";
import { namedInstructors, sessionInstructors } from "./class-facts.ts";
import { compareSessionTimes } from "./schedule.ts";

/**
 * Each dated session decided once, from its record and its class's: when it starts and
 * ends, whether it is still to come, who teaches, where, the spots shown and what a family
 * can do about it. The session's rows, the class page's JSON-LD, the class and studio
 * calendar feeds and the live-spots hooks all read these facts (src/site/class-views.ts
 * hands them on), so no two of them can tell a family different things; the rules below
 * are applied here and nowhere else (test/layers.test.ts).
 *
 * The facts are plain data (strings, numbers, booleans, arrays), so a browser data file can
 * carry them as JSON as they are: an instant is epoch milliseconds with its ISO 8601
 * reading, never a Date.
 */

/** A moment on the studio's clock. */
export interface SessionMoment {
  /** The instant, in epoch milliseconds (`new Date(at)` where a Date is wanted). */
  readonly at: number;
  /** ISO 8601 with the studio's UTC offset then: "2027-03-14T03:30:00-04:00". */
  readonly iso: string;
  /** The studio's clock then, HH:MM:SS: the record's time, or the one a daylight-saving gap moved it to. */
  readonly clock: string;
}

/** When a session starts and ends, and how long it is. */
export interface SessionTiming {
  /** null for a date-only session (no time published yet): an all-day entry on its date. */
  readonly start: SessionMoment | null;
  /**
   * The start plus the session's length: its own, else its class's (spec 2.5 over 2.4). The one
   * rule for a session of no length (0, less, or unknown): it has no end, and every output
   * leaves the end out (the row shows its start alone, the JSON-LD has no endDate, the feed no
   * DTEND). null for a date-only session too.
   */
  readonly end: SessionMoment | null;
  /** How many of the studio's dates the end falls after the start's: 1 for "(next day)"; 0 without an end. */
  readonly endDaysLater: number;
  /** The length that made `end`, in minutes; null when there is none. */
  readonly minutes: number | null;
}

/** Where a session meets: its class's location as the site names it, and its address when the locations section was synced. */
export interface Place {
  readonly name: string;
  readonly address: string | null;
}

/** The spots the site shows (spec 2.2 rule 4): a session-based class's for all its sessions, a drop-in session's own. */
export interface ShownSpots {
  /** null: no cap. */
  readonly max: number | null;
  /** Spots left (`spotsRemaining`); null: no cap. */
  readonly left: number | null;
}

/** What the live layer needs to refresh a class or a session in place (src/components/LiveSpots.astro). */
export interface LiveHook<Action> {
  /** "class:<id>" or "session:<id>": whose capacity the spots and the action follow (spec 2.2 rule 4). */
  readonly source: string;
  /** The action with room and when full, when they differ: the page carries both and shows the one that applies. */
  readonly actions: { readonly open: Action; readonly full: Action } | null;
}

export interface SessionFacts extends SessionTiming {
  /** The API's id (spec 2.5), in its one form (`uuid`: lowercase), as every output and lookup uses it. */
  readonly id: string;
  readonly classId: string;
  /** The studio's local date, YYYY-MM-DD. */
  readonly date: string;
  readonly status: ClassInstance["status"];
  /**
   * Not over at build time: rows, the home page and the JSON-LD list these (cancelled ones
   * marked); the calendar feeds hold every session. "completed" is over whatever the clock
   * says; a date-only session lasts its whole day; one with no end is over once it starts.
   */
  readonly upcoming: boolean;
  /**
   * Who teaches it: the session's own instructor when it names one, else its class's (spec 2.5
   * over 2.4: a session's own instructor is a substitute for that date; when it names nobody,
   * the class's instructors teach it, so a row never says nothing while the calendar names
   * someone). Distinct names, in the API's order; empty when nobody is named.
   */
  readonly instructors: readonly string[];
  /** Where it meets; null when its class gives no location. */
  readonly place: Place | null;
  /** The spots shown for it; null where none are (by invitation, a cancelled or completed session). */
  readonly shownSpots: ShownSpots | null;
  /** Scheduled and no spots left. */
  readonly full: boolean;
  /** What a family can do about it now (`rowAction`): book, sign up, a waitlist, a season, or why nothing. */
  readonly action: RowAction;
  /**
   * The hosted checkout it is sold at: the action's link when that is the studio's checkout
   * (a drop-in session's own, else its class's), for the JSON-LD offer; null when it is not
   * sold directly (seasonal, by invitation, cancelled, or no safe link).
   */
  readonly checkout: string | null;
  /** null unless live spots are on. */
  readonly live: LiveHook<RowAction> | null;
}

/** Both actions, or null when they are the same and nothing needs switching. */
export function switchable<Action>(open: Action, full: Action): { open: Action; full: Action } | null {
  return JSON.stringify(open) === JSON.stringify(full) ? null : { open, full };
}

/** A class's call to action now, and (when its spots can run out) its action with room and when full. */
export interface ClassActions {
  readonly now: CallToAction;
  readonly switchable: {
    readonly open: CallToAction;
    readonly full: CallToAction;
  } | null;
}

export function classActions(cls: Class, seasons: readonly SeasonLink[] | null, locale: string): ClassActions {
  const states = capacityStates(cls.capacity);
  return {
    now: classCallToAction(cls, seasons, locale),
    switchable: states && {
      open: classCallToAction({ ...cls, capacity: states.open }, seasons, locale),
      full: classCallToAction({ ...cls, capacity: states.full }, seasons, locale),
    },
  };
}

/** The studio's hosted checkout a row action leads to; null for any other action. */
export function checkoutOf(action: RowAction): string | null {
  return action.kind === "link" && action.to === "checkout" ? action.href : null;
}

/**
 * The session's local `date` + `time` on the studio's clock (daylight-saving gaps move
 * forward, repeated times take the earlier instant: see `localToInstant`). The end is the
 * start plus the length in elapsed minutes, so a one-hour session that starts just before
 * clocks go back ends one real hour later, whatever the clock then reads.
 */
export function sessionTiming(record: Pick<ClassInstance, "date" | "time" | "duration_minutes">, classMinutes: number | null, clock: StudioClock): SessionTiming {
  const length = ownOrClassDuration(record.duration_minutes, classMinutes);
  const minutes = length !== null && length > 0 ? length : null;
  if (record.time === null) return { start: null, end: null, endDaysLater: 0, minutes };
  const at = clock.instantAt(record.date, record.time);
  const startClock = clock.wallClockAt(at);
  const start = { at, iso: isoWithOffset(startClock), clock: startClock.time };
  if (minutes === null) return { start, end: null, endDaysLater: 0, minutes };
  const endAt = at + minutes * 60_000;
  const endClock = clock.wallClockAt(endAt);
  return {
    start,
    end: { at: endAt, iso: isoWithOffset(endClock), clock: endClock.time },
    endDaysLater: Math.max(0, daysBetween(startClock.date, endClock.date)),
    minutes,
  };
}

/** Not over at `now` (see `SessionFacts.upcoming`); `today` is the studio's date at `now`. */
export function isUpcoming(session: Pick<SessionFacts, "status" | "date" | "start" | "end">, now: number, today: string): boolean {
  if (session.status === "completed") return false;
  if (session.start === null) return session.date >= today;
  if (session.end === null) return session.start.at >= now;
  return session.end.at > now;
}

export interface SessionInputs {
  /** The class's place as its entry decided it. */
  readonly place: Place | null;
  /** The class's call to action (`classActions`). */
  readonly actions: ClassActions;
  /** The build's studio clock. */
  readonly clock: StudioClock;
  /** Build time (epoch ms) and the studio's date then. */
  readonly now: number;
  readonly today: string;
  readonly locale: string;
  /** Live spots are on: each session carries its hook. */
  readonly live: boolean;
}

/**
 * A session follows its class's capacity when the class is session-based (spec 2.2 rule
 * 4: the waitlist is the class's), and its own when it is a drop-in.
 */
function liveHook(session: ClassInstance, cls: Class, actions: ClassActions, locale: string): LiveHook<RowAction> {
  if (showsClassSpots(cls)) {
    const both = actions.switchable;
    return {
      source: classLiveSource(cls.id),
      actions: both ? switchable(rowAction(session, cls, both.open, locale), rowAction(session, cls, both.full, locale)) : null,
    };
  }
  const states = capacityStates(session.capacity);
  return {
    source: sessionLiveSource(session.id),
    actions: states
      ? switchable(rowAction({ ...session, capacity: states.open }, cls, actions.now, locale), rowAction({ ...session, capacity: states.full }, cls, actions.now, locale))
      : null,
  };
}

/**
 * Every session of `cls` decided once: each id once (the first record with it, as
 * `recordsById` keeps), only those filed under this class, soonest first (local date,
 * date-only sessions opening their day, then start; ties keep the API's order).
 */
export function decideSessions(cls: Class, records: readonly ClassInstance[], inputs: SessionInputs): SessionFacts[] {
  const seen = new Set<string>();
  const own = records.filter((record) => {
    if (record.class_id !== cls.id || seen.has(record.id)) return false;
    seen.add(record.id);
    return true;
  });
  const classSpots = showsSpots(cls);
  return own
    .map((record): SessionFacts => {
      const timing = sessionTiming(record, cls.duration_minutes, inputs.clock);
      const scheduled = record.status === "scheduled";
      const capacity = shownCapacity(cls, record);
      const action = rowAction(record, cls, inputs.actions.now, inputs.locale);
      const facts = { status: record.status, date: record.date, ...timing };
      return {
        id: record.id,
        classId: cls.id,
        ...facts,
        upcoming: isUpcoming(facts, inputs.now, inputs.today),
        instructors: namedInstructors(sessionInstructors(record, cls)),
        place: inputs.place,
        shownSpots: classSpots && scheduled ? { max: capacity.max, left: spotsRemaining(capacity) } : null,
        full: scheduled && isFull(capacity),
        action,
        checkout: checkoutOf(action),
        live: inputs.live ? liveHook(record, cls, inputs.actions, inputs.locale) : null,
      };
    })
    .sort((a, b) => compareSessionTimes(a, b));
}

