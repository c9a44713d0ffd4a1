import { z } from "zod";

/**
 * Field types shared by every resource (spec section 1, conventions 1-4).
 * Objects are strict so that an unknown field is *seen*; `parse-response.ts`
 * turns that into a warning and drops the field instead of failing.
 */
export const uuid = z.guid({ error: "Expected a UUID" });

export const localDate = z.iso.date({ error: "Expected a date as YYYY-MM-DD" });

export const dateTime = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date-time" });

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
 * (`src/catalog/safe-url.ts`) and the sync warns about the rest.
 */
export const link = z.string();

/** Spec convention 3: blank is null, never "". */
export const text = z.string();

export const weekday = z.int().min(0).max(6);
