import type { Registration } from "../../api/schemas/index.ts";
import type { LocalFormat } from "./local-format.ts";
import type { SeasonSignUpState } from "./types.ts";

const at = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/**
 * Spec section 3: a season accepts public sign-ups when its status is `open`, the time
 * is past `external_opens_at` (or that is null) and before `closes_at` (or that is null).
 * Evaluated at a snapshot's `synced_at`, so a season that opened to the public between
 * two syncs is reported even when no field changed.
 */
export function seasonSignUpState(season: Registration, syncedAt: string, format: LocalFormat): SeasonSignUpState {
  if (season.status !== "open") return { kind: "closed" };
  const now = Date.parse(syncedAt);
  const { external_opens_at: publicFrom, closes_at: closesAt } = season.registration_window;
  const closesMs = at(closesAt);
  if (closesMs !== null && now >= closesMs) return { kind: "closed" };
  const publicMs = at(publicFrom);
  if (publicFrom !== null && publicMs !== null && now < publicMs) {
    return { kind: "public-later", publicFrom, publicFromLabel: format.instant(publicFrom) };
  }
  return { kind: "public", closesAt, closesAtLabel: closesAt === null ? null : format.instant(closesAt) };
}
