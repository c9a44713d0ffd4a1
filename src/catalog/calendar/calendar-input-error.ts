import { InputError } from "../input-error.ts";

export type CalendarInputErrorCode = "invalid_studio_id" | "invalid_feed_url" | "invalid_synced_at";

/** A feed setting the calendar builder cannot use; the message says which and how to fix it. */
export class CalendarInputError extends InputError<CalendarInputErrorCode> {
  override name = "CalendarInputError";
}
