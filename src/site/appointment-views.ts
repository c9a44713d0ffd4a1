import type { AppointmentService } from "../api/schemas/index.ts";
import { bookingRulesInWords } from "../catalog/booking-rules.ts";
import { formatDuration } from "../core/format.ts";
import { safeUrl } from "../catalog/safe-url.ts";
import { paragraphs, plainText } from "../catalog/text.ts";
import type { ViewContext } from "./view-context.ts";

export interface AppointmentView {
  readonly id: string;
  /** Anchor on /appointments/. */
  readonly slug: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly image: string | null;
  readonly duration: string | null;
  /** The API's `price_display`. */
  readonly price: string;
  readonly rules: readonly string[];
  /** Only self-service services get a Book link (spec 2.11). */
  readonly book: string | null;
}

export function appointmentView(service: AppointmentService, ctx: ViewContext): AppointmentView {
  return {
    id: service.id,
    slug: ctx.slugs.services.get(service.id) ?? service.id,
    name: plainText(service.name) || "Appointment",
    paragraphs: paragraphs(service.description),
    image: safeUrl(service.featured_image_url),
    duration: service.duration_minutes > 0 ? formatDuration(service.duration_minutes, ctx.locale) : null,
    price: plainText(service.price_display),
    rules: bookingRulesInWords(service),
    book: service.allow_self_service_booking ? safeUrl(service.links.book) : null,
  };
}
