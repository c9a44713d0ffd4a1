import { z } from "zod";

/**
 * Field types shared by every resource (spec section 1, conventions 1-4).
 * Objects are strict so that an unknown field is *seen*; `parse-response.ts`
 * turns that into a warning and drops the field instead of failing.
 */
/**
 * A UUID (spec 1, convention 4) is the same id in either case (RFC 9562; the API matches path
 * ids so), so each is kept in one form, lowercase, like a date-time below: every id is then
 * matched one way, exactly, from the snapshot on (records by id, session lists, feed UIDs).
 */
export const uuid = z.guid({ error: "Expected a UUID" }).transform((id) => id.toLowerCase());

export const localDate = z.iso.date({ error: "Expected a date as YYYY-MM-DD" });

const rfc3339 = z.iso.datetime({ offset: true });
const DATE_TIME_EXAMPLE = "Expected an RFC 3339 date-time with an offset, such as 2026-09-01T09:00:00Z or 2026-09-01T09:00:00-04:00";

/**
 * Spec 1 says ISO 8601 date-time; every RFC 3339 form (section 5.6) is one: "Z" or
 * "+HH:MM", any fraction of a second, "t" and "z" in either case, a space for the "T"
 * (its note), and a leap second (":60"). zod checks the canonical spelling, so the
 * other spellings are brought to it first. Each is kept in one form, the instant in UTC
 * as Date#toISOString writes it (like synced_at), so equal instants are equal strings in
 * the snapshot. A date-time without an offset names no instant: it is refused.
 */
export const dateTime = z.string({ error: DATE_TIME_EXAMPLE }).transform((value, context) => {
  const separated = value.length > 10 && "Tt ".includes(value[10]!) ? `${value.slice(0, 10)}T${value.slice(11)}` : value;
  const zoned = separated.endsWith("z") ? `${separated.slice(0, -1)}Z` : separated;
  // JavaScript dates have no leap second: 23:59:60 is read as the instant after 23:59:59.
  const leap = /^.{10}T\d{2}:\d{2}:60(?=[.Z+-])/.test(zoned);
  const canonical = leap ? `${zoned.slice(0, 17)}59${zoned.slice(19)}` : zoned;
  if (!rfc3339.safeParse(canonical).success) {
    context.addIssue({ code: "custom", message: DATE_TIME_EXAMPLE, input: value });
    return z.NEVER;
  }
  return new Date(Date.parse(canonical) + (leap ? 1_000 : 0)).toISOString();
});

export const hourMinute = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Expected a 24-hour time as HH:MM" });

export const hourMinuteSecond = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: "Expected a 24-hour time as HH:MM:SS" });

export const cents = z.int({ error: "Expected a whole number of cents" }).min(0, { error: "Expected cents of 0 or more" });

export const count = z.int().min(0);

/**
 * Link fields stay plain strings in the contract: the spec calls them URIs, but a
 * studio can type anything. The site only ever turns http(s) URLs into links
 * (`src/page-rules/safe-values.ts`) and the sync warns about the rest.
 */
export const link = z.string();

/** Spec convention 3: blank is null, never "". */
export const text = z.string();

export const weekday = z.int().min(0).max(6);
