import type { Registration } from "../api/schemas/index.ts";
import { parseInstant as instant } from "./local-time.ts";

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

/**
 * When a season opens, by spec 2.8 `registration_window`: for everyone (null: "as soon as
 * open", so whenever it is open everyone may register), and for existing families only
 * when that is before everyone else, else it is no separate opening. The season page and
 * the studio's calendar feed both say these.
 */
export function registrationOpenings(window: Registration["registration_window"]): {
  readonly existingFamilies: Date | null;
  readonly everyone: Date | null;
} {
  const internal = instant(window.internal_opens_at);
  const everyone = instant(window.external_opens_at);
  return { existingFamilies: internal !== null && everyone !== null && internal < everyone ? internal : null, everyone };
}

/** A moment a season opens: for existing families first, or for everyone (`key` names which: a calendar UID's part and the messages' `who`). */
export interface SeasonOpening {
  readonly key: "existing" | "everyone";
  /** Epoch milliseconds. */
  readonly at: number;
}

/**
 * When a season opens, soonest first: an open season's openings (`registrationOpenings`).
 * A closed one will not open; a null public opening means "as soon as open", already past.
 */
export function seasonOpenings(season: Pick<Registration, "status" | "registration_window">): SeasonOpening[] {
  if (season.status !== "open") return [];
  const { existingFamilies, everyone } = registrationOpenings(season.registration_window);
  const openings: SeasonOpening[] = [];
  if (existingFamilies !== null) openings.push({ key: "existing", at: existingFamilies.getTime() });
  if (everyone !== null) openings.push({ key: "everyone", at: everyone.getTime() });
  return openings;
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
