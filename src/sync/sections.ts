import type { z } from "zod";
import {
  appointmentServiceSchema,
  categorySchema,
  classSchema,
  locationSchema,
  membershipTypeSchema,
  registrationSchema,
  trialClassSchema,
  type Scope,
} from "../api/schemas/index.ts";
import type { SectionName } from "./snapshot-schema.ts";

export interface SectionSource {
  path: string;
  scope: Scope;
  schema: z.ZodType<{ id: string }>;
}

/** Where each snapshot section comes from, and the scope its endpoint needs (spec 4). */
export const SECTION_SOURCES: Record<SectionName, SectionSource> = {
  classes: { path: "/classes", scope: "classes:read", schema: classSchema },
  categories: { path: "/categories", scope: "classes:read", schema: categorySchema },
  trial_classes: { path: "/trial-classes", scope: "classes:read", schema: trialClassSchema },
  registrations: { path: "/registrations", scope: "registrations:read", schema: registrationSchema },
  membership_types: { path: "/membership-types", scope: "memberships:read", schema: membershipTypeSchema },
  appointment_services: { path: "/appointment-services", scope: "appointments:read", schema: appointmentServiceSchema },
  locations: { path: "/locations", scope: "locations:read", schema: locationSchema },
};
