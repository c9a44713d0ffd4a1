import { z } from "zod";
import { cents, count, dateTime, hourMinuteSecond, link, localDate, uuid, weekday } from "./primitives.ts";
import { ENROLLMENT_MODELS, ENROLLMENT_TYPES, SESSION_STATUSES } from "../contract.ts";
import { CURRENCY_CODE } from "../currency-code.ts";
import {
  ageRangeSchema,
  capacitySchema,
  categoryRefSchema,
  daySchedulesSchema,
  instructorSchema,
  locationRefSchema,
} from "./shared.ts";

export const scopeSchema = z.enum([
  "classes:read",
  "registrations:read",
  "memberships:read",
  "appointments:read",
  "locations:read",
]);

/** Spec 2.3 (`GET /me`). */
export const meSchema = z.strictObject({
  studio: z.strictObject({ id: uuid, name: z.string(), slug: z.string() }),
  key: z.strictObject({
    type: z.enum(["publishable", "secret"]),
    prefix: z.string(),
    scopes: z.array(scopeSchema),
  }),
});

/** Spec 2.4. */
export const classSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  schedule_type: z.enum(["recurring", "one-time"]),
  schedule_description: z.string().nullable(),
  day_schedules: daySchedulesSchema.nullable(),
  duration_minutes: count,
  start_date: localDate.nullable(),
  end_date: localDate.nullable(),
  enrollment_model: z.enum(ENROLLMENT_MODELS),
  enrollment_type: z.enum(ENROLLMENT_TYPES),
  price_cents: cents.nullable(),
  price_display: z.string(),
  billing: z.strictObject({
    is_recurring: z.boolean(),
    interval_value: count.nullable(),
    interval_unit: z.enum(["weeks", "months"]).nullable(),
  }),
  category: categoryRefSchema.nullable(),
  location: locationRefSchema.nullable(),
  instructors: z.array(instructorSchema),
  age_range: ageRangeSchema.nullable(),
  capacity: capacitySchema,
  featured_image_url: link.nullable(),
  links: z.strictObject({
    checkout: link.nullable(),
    browse: link,
    store: link,
  }),
});

/** Spec 2.5. */
export const classInstanceSchema = z.strictObject({
  id: uuid,
  class_id: uuid,
  date: localDate,
  time: hourMinuteSecond.nullable(),
  duration_minutes: count.nullable(),
  status: z.enum(SESSION_STATUSES),
  instructor: instructorSchema.nullable(),
  capacity: capacitySchema,
  links: z.strictObject({ checkout: link.nullable() }),
});

/** Spec 2.6. */
export const categorySchema = z.strictObject({
  id: uuid,
  name: z.string(),
  color: z.string().nullable(),
  sort_order: z.int(),
});

/** Spec 2.7. */
export const trialClassSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  featured_image_url: link.nullable(),
  price_cents: cents,
  price_display: z.string(),
  session_count: count,
  start_restriction: z.enum(["any", "specific_days"]),
  valid_start_days: z.array(weekday).nullable(),
  availability_windows: z.array(z.strictObject({ start_date: localDate, end_date: localDate })),
  class: z
    .strictObject({
      id: uuid,
      name: z.string(),
      schedule_description: z.string().nullable(),
      age_range: ageRangeSchema.nullable(),
    })
    .nullable(),
  links: z.strictObject({ enroll: link.nullable(), book: link, store: link }),
});

/** Spec 2.8. */
const registrationShape = {
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  slug: z.string(),
  registration_type: z.enum(["seasonal", "unlimited"]),
  status: z.enum(["open", "closed"]),
  season_starts_at: localDate.nullable(),
  season_ends_at: localDate.nullable(),
  registration_window: z.strictObject({
    internal_opens_at: dateTime.nullable(),
    external_opens_at: dateTime.nullable(),
    closes_at: dateTime.nullable(),
  }),
  waitlist_enabled: z.boolean(),
  tags: z.array(z.string()),
  links: z.strictObject({ register: link }),
};
export const registrationSchema = z.strictObject(registrationShape);

/** Spec 2.9. */
export const catalogItemSchema = z.strictObject({
  id: uuid,
  item_type: z.enum(["class", "membership"]),
  name: z.string(),
  description: z.string().nullable(),
  is_required: z.boolean(),
  price_cents: cents.nullable(),
  class: z
    .strictObject({
      id: uuid,
      duration_minutes: z.int().min(0).nullable(),
      category: categoryRefSchema.nullable(),
      location: locationRefSchema.nullable(),
    })
    .nullable(),
  membership: z
    .strictObject({
      type_id: uuid,
      price_id: uuid.nullable(),
      billing_interval: z.string().nullable(),
      billing_period: count.nullable(),
      duration_months: count.nullable(),
    })
    .nullable(),
});

export const catalogGroupSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  visibility_mode: z.enum(["select", "view"]),
  sort_order: z.int(),
  items: z.array(catalogItemSchema),
});

export const registrationDetailSchema = z.strictObject({
  ...registrationShape,
  billing: z.strictObject({
    interval_value: count.nullable(),
    interval_unit: z.string().nullable(),
    first_payment_timing: z.string().nullable(),
  }),
  catalog_groups: z.array(catalogGroupSchema),
});

/** Spec 2.10. */
export const membershipPriceSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  amount_cents: cents,
  currency: z.string().regex(CURRENCY_CODE, { error: "Expected a three-letter currency code" }),
  price_display: z.string(),
  billing_interval: z.enum(["month", "year"]),
  billing_period: count,
  is_one_time: z.boolean(),
  charges: count.nullable(),
  term: z.strictObject({
    mode: z.enum(["none", "duration", "fixed"]),
    months: count.nullable(),
    starts_on: localDate.nullable(),
    ends_on: localDate.nullable(),
  }),
  billing_summary: z.string(),
  links: z.strictObject({ checkout: link }),
});

export const membershipTypeSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  benefits: z.array(z.string()),
  featured_image_url: link.nullable(),
  prices: z.array(membershipPriceSchema),
  links: z.strictObject({ checkout: link.nullable(), detail: link }),
});

/** Spec 2.11. */
export const appointmentServiceSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: count,
  price_cents: cents,
  price_display: z.string(),
  allow_self_service_booking: z.boolean(),
  booking_approval_required: z.boolean(),
  min_advance_booking_hours: count.nullable(),
  max_advance_booking_days: count.nullable(),
  cancellation_deadline_hours: count.nullable(),
  featured_image_url: link.nullable(),
  links: z.strictObject({ book: link.nullable() }),
});

/**
 * Spec 2.12. `operating_hours` is "whatever the studio entered": any JSON is kept
 * and rendered defensively by `src/page-rules/operating-hours.ts`.
 */
export const locationSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  address: z.string().nullable(),
  contact_info: z.strictObject({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  operating_hours: z.json().nullable(),
});

export type Scope = z.infer<typeof scopeSchema>;
export type Me = z.infer<typeof meSchema>;
export type Class = z.infer<typeof classSchema>;
export type ClassInstance = z.infer<typeof classInstanceSchema>;
export type Category = z.infer<typeof categorySchema>;
export type TrialClass = z.infer<typeof trialClassSchema>;
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;
export type CatalogItem = z.infer<typeof catalogItemSchema>;
export type MembershipType = z.infer<typeof membershipTypeSchema>;
export type MembershipPrice = z.infer<typeof membershipPriceSchema>;
export type AppointmentService = z.infer<typeof appointmentServiceSchema>;
export type Location = z.infer<typeof locationSchema>;
