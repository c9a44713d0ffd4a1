import type { AppointmentService } from "../../api/schemas/index.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { formatDollars, stableId } from "./building-blocks.ts";

export interface AppointmentSpec {
  key: string;
  name: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  selfService: boolean;
  approvalRequired: boolean;
  minAdvanceHours: number | null;
  maxAdvanceDays: number | null;
  cancellationDeadlineHours: number | null;
  imageName: string | null;
}

export function buildAppointmentService(spec: AppointmentSpec, idSpace: string, pages: HostedPages): AppointmentService {
  const id = stableId(idSpace, "appointment-service", spec.key);
  return {
    id,
    name: spec.name,
    description: spec.description,
    duration_minutes: spec.durationMinutes,
    price_cents: spec.priceCents,
    price_display: spec.priceCents === 0 ? "Free" : formatDollars(spec.priceCents),
    allow_self_service_booking: spec.selfService,
    booking_approval_required: spec.approvalRequired,
    min_advance_booking_hours: spec.minAdvanceHours,
    max_advance_booking_days: spec.maxAdvanceDays,
    cancellation_deadline_hours: spec.cancellationDeadlineHours,
    featured_image_url: spec.imageName === null ? null : pages.image(spec.imageName),
    // Spec 2.11: only self-service services carry a booking link.
    links: { book: spec.selfService ? pages.appointmentBook(id) : null },
  };
}
