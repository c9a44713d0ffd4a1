import { createHash } from "node:crypto";
import type { Scope } from "../api/schemas/index.ts";
import { scopeSchema } from "../api/schemas/index.ts";
import { EmulatorOptionsError } from "./emulator-options-error.ts";
import type { EmulatorKey } from "./types.ts";

const ALL_SCOPES: Scope[] = [...scopeSchema.options];

/** Key management shows the first 12 characters of a key. */
export const KEY_PREFIX_LENGTH = 12;

function demoKeyFor(label: string, type: EmulatorKey["type"], scopes: Scope[], revoked = false): EmulatorKey {
  // Fixed, realistic-looking keys: the same on every run, so a demo can be scripted.
  const secret = createHash("sha256").update(`studio-catalog demo key: ${label}`).digest("base64url").slice(0, 40);
  const key = `${type === "secret" ? "svc_sk_" : "svc_pk_"}${secret}`;
  return { key, type, prefix: key.slice(0, KEY_PREFIX_LENGTH), scopes, revoked, label };
}

export const DEMO_KEYS: EmulatorKey[] = [
  demoKeyFor("full", "secret", ALL_SCOPES),
  demoKeyFor("publishable", "publishable", ALL_SCOPES),
  demoKeyFor("two-scopes", "secret", ["classes:read", "locations:read"]),
  demoKeyFor("classes-only", "secret", ["classes:read"]),
  demoKeyFor("revoked", "secret", ALL_SCOPES, true),
  demoKeyFor("no-scopes", "secret", []),
];

/** The key string of a demo key, e.g. demoKey("full"). */
export function demoKey(label: string): string {
  const found = DEMO_KEYS.find((candidate) => candidate.label === label);
  if (!found) {
    throw new EmulatorOptionsError(
      `There is no demo key labelled "${label}". Use one of: ${DEMO_KEYS.map((key) => key.label).join(", ")}.`,
    );
  }
  return found.key;
}

/** Fresh copies, so a test that revokes a key or edits its scopes changes only its own emulator. */
export function copyDemoKeys(): EmulatorKey[] {
  return DEMO_KEYS.map((key) => ({ ...key, scopes: [...key.scopes] }));
}
