/**
 * The API contract's limits and enumerations (spec 2, 4 and 8) as plain values, with no
 * zod: the schemas build their enums from these, and the browser's live-spots client
 * (src/live) checks answers against the same lists without shipping a validation
 * library to families' phones.
 */

/** Largest page of every list endpoint (spec 8). */
export const MAX_PAGE_SIZE = 100;
/** Largest page of `/classes/{classId}/instances` (spec 8). */
export const MAX_INSTANCE_PAGE_SIZE = 200;
/** Requests per minute per IP address before 429 `rate_limited` (spec 8). */
export const API_RATE_LIMIT_PER_MINUTE = 300;

/** Class `enrollment_type` (spec 2.4). */
export const ENROLLMENT_TYPES = ["open", "drop_in", "seasonal", "closed"] as const;
/** Class `enrollment_model` (spec 2.4). */
export const ENROLLMENT_MODELS = ["session_based", "per_instance"] as const;
/** ClassInstance `status` (spec 2.5, 3). */
export const SESSION_STATUSES = ["scheduled", "cancelled", "completed"] as const;

/** `value` is one of `allowed`: a type guard over the lists above. */
export function isOneOf<const T extends readonly string[]>(value: unknown, allowed: T): value is T[number] {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}
