import type { Capacity, Class } from "../api/schemas/index.ts";

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
