import type { z } from "zod";
import { ENDPOINT_SCOPES, type EndpointPattern } from "../api/endpoints.ts";
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
  path: EndpointPattern;
  scope: Scope;
  schema: z.ZodType<{ id: string }>;
}

type ListPattern = { [P in EndpointPattern]: (typeof ENDPOINT_SCOPES)[P] extends Scope ? P : never }[EndpointPattern];

const source = (path: ListPattern, schema: SectionSource["schema"]): SectionSource => ({ path, scope: ENDPOINT_SCOPES[path], schema });

/** Where each snapshot section comes from; the scope its endpoint needs is spec 4's (src/api/endpoints.ts). */
export const SECTION_SOURCES: Record<SectionName, SectionSource> = {
  classes: source("/classes", classSchema),
  categories: source("/categories", categorySchema),
  trial_classes: source("/trial-classes", trialClassSchema),
  registrations: source("/registrations", registrationSchema),
  membership_types: source("/membership-types", membershipTypeSchema),
  appointment_services: source("/appointment-services", appointmentServiceSchema),
  locations: source("/locations", locationSchema),
};
