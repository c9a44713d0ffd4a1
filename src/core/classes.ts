import type { Capacity, Class, ClassInstance } from "../api/schemas/index.ts";
import { formatDateTime } from "./format.ts";

/**
 * Rules about a class record that the sync, the change report and the site all apply:
 * whether the class is current, and how many spots it has.
 */

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

/** "Full", "1 spot left", "12 spots left"; null when there is no cap (nothing worth saying). */
export function spotsInWords(capacity: Capacity): string | null {
  const remaining = spotsRemaining(capacity);
  if (remaining === null) return null;
  if (remaining === 0) return "Full";
  return remaining === 1 ? "1 spot left" : `${remaining} spots left`;
}

/**
 * Spec 2.2 rule 4: a session-based class shows the class's spots; a drop-in class
 * shows each session's instead, so its class-level number is not shown.
 */
export function showsClassSpots(cls: Pick<Class, "enrollment_model">): boolean {
  return cls.enrollment_model === "session_based";
}

/** The capacity to show for one session (spec 2.2 rule 4): the class's for a session-based class, the session's own for a drop-in. */
export function shownCapacity(cls: Pick<Class, "enrollment_model" | "capacity">, session: Pick<ClassInstance, "capacity">): Capacity {
  return showsClassSpots(cls) ? cls.capacity : session.capacity;
}

/** "Spots as of Mar 1, 2026, 9:00 AM EST": capacity is only as fresh as the last sync. */
export function spotsAsOf(syncedAt: string, timeZone: string, locale: string): string {
  const instant = new Date(syncedAt);
  if (Number.isNaN(instant.getTime())) return "Spots as of the last update";
  return `Spots as of ${formatDateTime(instant, timeZone, locale)}`;
}
