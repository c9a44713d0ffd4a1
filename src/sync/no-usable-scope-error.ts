import { StudioError } from "../api/errors/studio-error.ts";

/** The key can read none of the catalog: a sync would write an empty site. */
export class NoUsableScopeError extends StudioError {
  override readonly name = "NoUsableScopeError";
  readonly code = "no_usable_scope";

  constructor(keyPrefix: string, scopes: readonly string[]) {
    super(
      `The API key ${keyPrefix}… has none of the scopes this site reads (it has ${scopes.length === 0 ? "no scopes" : scopes.join(", ")}). ` +
        "Add at least classes:read to the key in the studio's key-management settings (registrations:read, memberships:read, appointments:read and locations:read add their pages).",
    );
  }
}
