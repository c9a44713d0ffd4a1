import { StudioError } from "../api/errors/studio-error.ts";

/** Every value a helper can refuse, by what was wrong with it. */
export type InputErrorCode =
  // Local dates, times, zones and durations (src/core/local-time.ts, src/core/format.ts).
  | "invalid_local_date"
  | "invalid_local_time"
  | "invalid_time_zone"
  | "invalid_instant"
  | "invalid_weekday"
  | "invalid_duration"
  // Calendar feeds (src/page-rules/calendar).
  | "invalid_studio_id"
  | "invalid_feed_url"
  | "invalid_synced_at"
  // Search-engine helpers (src/page-rules/page-head.ts).
  | "invalid_site_url";

/**
 * A value a helper cannot work with. `code` is stable (branch on it); the message says
 * which value and how to fix it.
 */
export class InputError extends StudioError {
  override readonly name = "InputError";
  readonly code: InputErrorCode;

  constructor(code: InputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
