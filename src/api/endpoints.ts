import type { Scope } from "./schemas/index.ts";

/**
 * Every endpoint of spec section 4 and the scope it needs (spec 5, rule 5; `/me` needs
 * none). The one copy of that table: the sync reads it to skip what a key may not read,
 * and the emulator to answer 403.
 */
export const ENDPOINT_SCOPES = {
  "/me": null,
  "/classes": "classes:read",
  "/classes/{classId}/instances": "classes:read",
  "/categories": "classes:read",
  "/trial-classes": "classes:read",
  "/registrations": "registrations:read",
  "/registrations/{registrationId}": "registrations:read",
  "/membership-types": "memberships:read",
  "/appointment-services": "appointments:read",
  "/locations": "locations:read",
} as const satisfies Record<string, Scope | null>;

/** An endpoint as the spec's table writes it, e.g. "/classes/{classId}/instances". */
export type EndpointPattern = keyof typeof ENDPOINT_SCOPES;
