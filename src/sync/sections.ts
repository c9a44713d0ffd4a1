import { ENDPOINT_SCOPES, type EndpointPattern } from "../api/endpoints.ts";
import type { Scope } from "../api/schemas/index.ts";
import type { SectionName } from "../snapshot/snapshot.ts";

export interface SectionSource {
  readonly path: EndpointPattern;
  readonly scope: Scope;
}

type ListPattern = { [P in EndpointPattern]: (typeof ENDPOINT_SCOPES)[P] extends Scope ? P : never }[EndpointPattern];

const source = (path: ListPattern): SectionSource => ({ path, scope: ENDPOINT_SCOPES[path] });

/** Where each snapshot section comes from; the scope its endpoint needs is spec 4's (src/api/endpoints.ts). */
export const SECTION_SOURCES: Readonly<Record<SectionName, SectionSource>> = {
  classes: source("/classes"),
  categories: source("/categories"),
  trial_classes: source("/trial-classes"),
  registrations: source("/registrations"),
  membership_types: source("/membership-types"),
  appointment_services: source("/appointment-services"),
  locations: source("/locations"),
};
