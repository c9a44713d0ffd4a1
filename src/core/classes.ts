import type { Capacity, Class, ClassInstance } from "../api/schemas/index.ts";
import { formatDateTime, formatTime, zoneName } from "./format.ts";
import { parseInstant } from "./local-time.ts";
import { fillSlots, pageText, type PageMessage } from "../i18n/page-messages.ts";

/**
 * Rules about a class record that the sync, the change report and the site all apply:
 * whether the class is current, and how many spots it has.
 */

/**
 * Spec 2.4 and 2.5: what a weekly slot or a dated session says for itself wins over the
 * class: its own duration, else the class's (null only where the class's is unknown).
 */
export function ownOrClassDuration<T extends number | null>(own: number | null | undefined, classMinutes: T): number | T {
  return own ?? classMinutes;
}

/**
 * Spec 4.1: a class whose end date has passed stays listed until archived. Only current
 * classes count (their sessions are synced, they get pages): no end date, or one not
 * before the studio's today. `today` is a local YYYY-MM-DD, so plain string comparison
 * orders it correctly.
 */
export function isCurrentClass(cls: Pick<Class, "end_date">, today: string): boolean {
  return cls.end_date === null || cls.end_date >= today;
}

export function currentClasses<T extends Pick<Class, "end_date">>(classes: readonly T[], today: string): T[] {
  return classes.filter((cls) => isCurrentClass(cls, today));
}

/** Spots left, or null when there is no cap (spec 2.2 rule 2, recomputed if the API left it blank). */
export function spotsRemaining(capacity: Capacity): number | null {
  if (capacity.max === null) return null;
  if (capacity.spots_remaining !== null) return Math.max(0, capacity.spots_remaining);
  return Math.max(0, capacity.max - capacity.enrolled);
}

export function isFull(capacity: Capacity): boolean {
  return spotsRemaining(capacity) === 0;
}

/**
 * The words of the spots badges in the page's language. The build makes them from the
 * catalogs (src/site/script-words.ts) and the page carries them for the live script, so
 * both sides word spots with this one rule and the browser ships no catalog.
 */
export interface SpotsWords {
  readonly locale: string;
  readonly full: string;
  /** "{#} spots left", one form per plural category of `locale`. */
  readonly spotsLeft: PageMessage;
}

/** The build's note on how fresh spots are (`spotsAsOf`); `{when}` is a slot. */
export interface AsOfWords {
  readonly locale: string;
  /** "Spots as of {when}". */
  readonly spotsAsOf: string;
  readonly spotsAsOfLastUpdate: string;
}

/** The spots words plus the live script's note once it refreshed them (`updatedJustNow`); `{…}` are slots. */
export interface LiveWords extends SpotsWords {
  /** "Updated just now ({time} {zone})". */
  readonly updatedJustNow: string;
  /** "{now}; later sessions as of {asOf}", by which sessions are still as of the sync. */
  readonly updatedPartly: Readonly<Record<PartlyLive, string>>;
  /** The same, when the sync's time is unknown: "{now}; later sessions as of the last update". */
  readonly updatedPartlyLastUpdate: Readonly<Record<PartlyLive, string>>;
}

/** Which sessions a refresh left as of the last sync: all of them, those after the first two days, or some. */
export type PartlyLive = "sessions" | "later" | "some";

/** "Full", "1 spot left", "12 spots left"; null when there is no cap (nothing worth saying). */
export function spotsInWords(capacity: Capacity, words: SpotsWords): string | null {
  return spotsLeftInWords(spotsRemaining(capacity), words);
}

/** `spotsInWords` of spots already counted (`spotsRemaining`: null for no cap). */
export function spotsLeftInWords(remaining: number | null, words: SpotsWords): string | null {
  if (remaining === null) return null;
  if (remaining === 0) return words.full;
  return pageText(words.spotsLeft, words.locale, remaining);
}

/**
 * Spec 2.2 rule 4: a session-based class shows the class's spots; a drop-in class
 * shows each session's instead, so its class-level number is not shown.
 */
export function showsClassSpots(cls: Pick<Class, "enrollment_model">): boolean {
  return cls.enrollment_model === "session_based";
}

/**
 * Spec 2.4: a closed class is by the studio's invitation only, so how many spots it has
 * is nobody's decision to make: no page shows its count ("By invitation" instead).
 */
export function showsSpots(cls: Pick<Class, "enrollment_type">): boolean {
  return cls.enrollment_type !== "closed";
}

/** A session-based class at 0 spots (spec 2.2 rules 3 and 4): a drop-in class is never full as a whole. */
export function isClassFull(cls: Pick<Class, "enrollment_model" | "capacity">): boolean {
  return showsClassSpots(cls) && isFull(cls.capacity);
}

/** The capacity to show for one session (spec 2.2 rule 4): the class's for a session-based class, the session's own for a drop-in. */
export function shownCapacity(cls: Pick<Class, "enrollment_model" | "capacity">, session: Pick<ClassInstance, "capacity">): Capacity {
  return showsClassSpots(cls) ? cls.capacity : session.capacity;
}

/**
 * What a listed session says about itself: cancelled, or its spots (from `shownCapacity`).
 * The build and the live layer in the browser both read a session through this.
 */
export function sessionState(
  status: ClassInstance["status"],
  capacity: Capacity,
  words: SpotsWords,
): { readonly cancelled: boolean; readonly spots: string | null; readonly full: boolean } {
  const scheduled = status === "scheduled";
  return { cancelled: status === "cancelled", spots: scheduled ? spotsInWords(capacity, words) : null, full: scheduled && isFull(capacity) };
}

/**
 * The two states a live page can switch between: a capacity with room and a full one,
 * or null when spots can never run out (no cap) or never open (a cap of 0).
 */
export function capacityStates(capacity: Capacity): { readonly open: Capacity; readonly full: Capacity } | null {
  const { max } = capacity;
  if (max === null || max === 0) return null;
  return { open: { max, enrolled: 0, spots_remaining: max }, full: { max, enrolled: max, spots_remaining: 0 } };
}

/** "Spots as of Mar 1, 2026, 9:00 AM EST": capacity is only as fresh as the last sync. */
export function spotsAsOf(syncedAt: string, timeZone: string, words: AsOfWords): string {
  const instant = parseInstant(syncedAt);
  return instant === null ? words.spotsAsOfLastUpdate : fillSlots(words.spotsAsOf, { when: formatDateTime(instant, timeZone, words.locale) });
}

/** How much of a page the live layer refreshed: which sessions' cancellations and spots are live. */
export type LiveCoverage = "all-sessions" | "sessions-next-two-days" | "some-sessions-next-two-days" | "no-sessions" | "classes-only";

/**
 * The note that replaces "Spots as of …" once live data arrives: "Updated just now
 * (3:41 PM Eastern Time)", and what is still as of the last sync when the page could not refresh all
 * of it within its request budget. Short enough for two lines on a 320 px phone, the
 * space the page keeps for it, so the page never moves.
 */
export function updatedJustNow(at: Date, syncedAt: string, coverage: LiveCoverage, timeZone: string, words: LiveWords): string {
  const { locale } = words;
  const now = fillSlots(words.updatedJustNow, { time: formatTime(at, timeZone, locale), zone: zoneName(timeZone, locale, at) });
  if (coverage === "all-sessions" || coverage === "classes-only") return now;
  const which: PartlyLive = coverage === "no-sessions" ? "sessions" : coverage === "sessions-next-two-days" ? "later" : "some";
  const synced = parseInstant(syncedAt);
  if (synced === null) return fillSlots(words.updatedPartlyLastUpdate[which], { now });
  const asOf =
    Math.abs(at.getTime() - synced.getTime()) < 12 * 60 * 60_000 ? formatTime(synced, timeZone, locale) : formatDateTime(synced, timeZone, locale);
  return fillSlots(words.updatedPartly[which], { now, asOf });
}
