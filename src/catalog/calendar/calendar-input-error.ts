export type CalendarInputErrorCode = "invalid_site_url" | "invalid_feed_url" | "invalid_synced_at";

/** A feed setting the calendar builder cannot use; the message says which and how to fix it. */
export class CalendarInputError extends Error {
  readonly code: CalendarInputErrorCode;

  constructor(code: CalendarInputErrorCode, message: string) {
    super(message);
    this.name = "CalendarInputError";
    this.code = code;
  }
}
