import type { AppointmentService } from "../api/schemas/index.ts";
import { plural } from "../core/format.ts";

type BookingFields = Pick<
  AppointmentService,
  | "allow_self_service_booking"
  | "booking_approval_required"
  | "min_advance_booking_hours"
  | "max_advance_booking_days"
  | "cancellation_deadline_hours"
>;

/** Hours as "2 hours", or whole days ("2 days") when they divide evenly and make a day or more. */
function hoursInWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) return plural(hours / 24, "day", "days");
  return plural(hours, "hour", "hours");
}

/** Spec 2.11 booking rules as short sentences, in the order a family meets them. */
export function bookingRulesInWords(service: BookingFields): string[] {
  const rules: string[] = [];
  rules.push(
    service.allow_self_service_booking
      ? "Book online."
      : "Booked by the studio, not online.",
  );
  if (service.booking_approval_required) rules.push("The studio confirms each booking.");
  const min = service.min_advance_booking_hours;
  if (min !== null && min > 0) rules.push(`Book at least ${hoursInWords(min)} ahead.`);
  const max = service.max_advance_booking_days;
  if (max !== null && max > 0) rules.push(`Book up to ${plural(max, "day", "days")} ahead.`);
  const cancel = service.cancellation_deadline_hours;
  if (cancel !== null) {
    rules.push(cancel > 0 ? `Cancel at least ${hoursInWords(cancel)} before.` : "Cancel any time before it starts.");
  }
  return rules;
}
