import type { Registration } from "../api/schemas/index.ts";

/**
 * Spec section 3: a season accepts public sign-ups when its status is `open`, now is
 * past `external_opens_at` (or that is null) and before `closes_at` (or that is null).
 * Existing families may start earlier, at `internal_opens_at`.
 *
 * The site renders this state and the change report compares it at two sync times to
 * decide whether the site needs rebuilding; the rule lives here, below both, so the
 * two cannot disagree.
 */
export type SeasonState =
  | { readonly kind: "open" }
  | { readonly kind: "closing"; readonly closesAt: Date }
  | { readonly kind: "existing-families"; readonly publicFrom: Date; readonly closesAt: Date | null }
  | { readonly kind: "opening"; readonly publicFrom: Date; readonly existingFamiliesFrom: Date | null }
  | { readonly kind: "closed" };

type SeasonFields = Pick<Registration, "status" | "registration_window">;
type ListedFields = Pick<Registration, "status" | "registration_type" | "season_ends_at">;

const instant = (value: string | null): Date | null => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function seasonState(season: SeasonFields, now: Date): SeasonState {
  if (season.status !== "open") return { kind: "closed" };
  const window = season.registration_window;
  const closesAt = instant(window.closes_at);
  if (closesAt !== null && now >= closesAt) return { kind: "closed" };
  const publicFrom = instant(window.external_opens_at);
  if (publicFrom === null || now >= publicFrom) {
    return closesAt === null ? { kind: "open" } : { kind: "closing", closesAt };
  }
  const existingFrom = instant(window.internal_opens_at);
  if (existingFrom !== null && now >= existingFrom) {
    return { kind: "existing-families", publicFrom, closesAt };
  }
  return { kind: "opening", publicFrom, existingFamiliesFrom: existingFrom };
}

/** Open to someone right now (the public, or existing families). */
export function acceptsSignUps(state: SeasonState): boolean {
  return state.kind === "open" || state.kind === "closing" || state.kind === "existing-families";
}

/**
 * Seasons that get a page: every open season, and every closed one that has not
 * ended. An `unlimited` season "runs until closed", so a closed one has ended.
 */
export function isListedSeason(season: ListedFields, today: string): boolean {
  if (season.status === "open") return true;
  if (season.registration_type === "unlimited") return false;
  return season.season_ends_at === null || season.season_ends_at >= today;
}
