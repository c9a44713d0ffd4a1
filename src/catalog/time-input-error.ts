import { InputError } from "./input-error.ts";

export type TimeInputErrorCode =
  | "invalid_local_date"
  | "invalid_local_time"
  | "invalid_time_zone"
  | "invalid_instant"
  | "invalid_weekday"
  | "invalid_duration";

/** A date, time, zone or duration that is not in the shape the catalog expects. */
export class TimeInputError extends InputError<TimeInputErrorCode> {
  override name = "TimeInputError";
}
