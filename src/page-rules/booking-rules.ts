import type { AppointmentService } from "../api/schemas/index.ts";
import { messagesFor, type Messages } from "../i18n/messages.ts";

type BookingFields = Pick<
  AppointmentService,
  | "allow_self_service_booking"
  | "booking_approval_required"
  | "min_advance_booking_hours"
  | "max_advance_booking_days"
  | "cancellation_deadline_hours"
>;

/** Hours as "2 hours", or whole days ("2 days") when they divide evenly and make a day or more. */
function hoursInWords(hours: number, messages: Messages): string {
  if (hours >= 24 && hours % 24 === 0) return messages.t("rules.booking.duration", { unit: "day", count: hours / 24 });
  return messages.t("rules.booking.duration", { unit: "hour", count: hours });
}

/** Spec 2.11 booking rules as short sentences in the locale, in the order a family meets them. */
export function bookingRulesInWords(service: BookingFields, locale: string): string[] {
  const messages = messagesFor(locale);
  const rules: string[] = [];
  rules.push(messages.t(service.allow_self_service_booking ? "rules.booking.online" : "rules.booking.byStudio"));
  if (service.booking_approval_required) rules.push(messages.t("rules.booking.confirmed"));
  const min = service.min_advance_booking_hours;
  if (min !== null && min > 0) rules.push(messages.t("rules.booking.minAdvance", { duration: hoursInWords(min, messages) }));
  const max = service.max_advance_booking_days;
  if (max !== null && max > 0) rules.push(messages.t("rules.booking.maxAdvance", { days: max }));
  const cancel = service.cancellation_deadline_hours;
  if (cancel !== null) {
    rules.push(cancel > 0 ? messages.t("rules.booking.cancelBefore", { duration: hoursInWords(cancel, messages) }) : messages.t("rules.booking.cancelAnyTime"));
  }
  return rules;
}
