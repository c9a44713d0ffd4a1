import type { Registration } from "../api/schemas/index.ts";

// The sign-up state rule sits in the sync, which compares it between two syncs to
// decide whether the site needs rebuilding; the site renders the very same state.
export { acceptsSignUps, seasonState, type SeasonState } from "../sync/season-state.ts";

type ListedFields = Pick<Registration, "status" | "registration_type" | "season_ends_at">;

/**
 * Seasons that get a page: every open season, and every closed one that has not
 * ended. An `unlimited` season "runs until closed", so a closed one has ended.
 */
export function isListedSeason(season: ListedFields, today: string): boolean {
  if (season.status === "open") return true;
  if (season.registration_type === "unlimited") return false;
  return season.season_ends_at === null || season.season_ends_at >= today;
}
