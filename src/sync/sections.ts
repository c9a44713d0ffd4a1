import type { Scope } from "../api/schemas/index.ts";
import type { SectionName } from "../core/snapshot.ts";

export interface SectionSource {
  readonly path: string;
  readonly scope: Scope;
}

/** Where each snapshot section comes from, and the scope its endpoint needs (spec 4). */
export const SECTION_SOURCES: Readonly<Record<SectionName, SectionSource>> = {
  classes: { path: "/classes", scope: "classes:read" },
  categories: { path: "/categories", scope: "classes:read" },
  trial_classes: { path: "/trial-classes", scope: "classes:read" },
  registrations: { path: "/registrations", scope: "registrations:read" },
  membership_types: { path: "/membership-types", scope: "memberships:read" },
  appointment_services: { path: "/appointment-services", scope: "appointments:read" },
  locations: { path: "/locations", scope: "locations:read" },
};
