import type { Registration } from "../api/schemas/index.ts";
import { seasonState } from "../core/season-state.ts";
import { compareById, syncedInBoth, type CompareContext } from "./change-report-index.ts";
import type { ChangeEntry, SeasonSignUpState } from "./change-report-types.ts";
import type { LocalFormat } from "./change-report-words.ts";

/**
 * The site's state of a season (`seasonState`) at a snapshot's `synced_at`, in the
 * report's terms. Compared at both sync times, so a season that opened (to existing
 * families or the public) or closed between two syncs is reported even when no field
 * changed, and the site is rebuilt whenever it would show the season differently.
 */
function seasonSignUpState(season: Registration, syncedAt: string, format: LocalFormat): SeasonSignUpState {
  const labelled = (date: Date | null) => {
    const iso = date === null ? null : date.toISOString();
    return { iso, label: iso === null ? null : format.instant(iso) };
  };
  const state = seasonState(season, new Date(syncedAt));
  switch (state.kind) {
    case "open":
      return { kind: "public", closesAt: null, closesAtLabel: null };
    case "closing": {
      const closes = labelled(state.closesAt);
      return { kind: "public", closesAt: closes.iso, closesAtLabel: closes.label };
    }
    case "existing-families": {
      const publicFrom = state.publicFrom.toISOString();
      const closes = labelled(state.closesAt);
      return {
        kind: "existing-families",
        publicFrom,
        publicFromLabel: format.instant(publicFrom),
        closesAt: closes.iso,
        closesAtLabel: closes.label,
      };
    }
    case "opening": {
      const publicFrom = state.publicFrom.toISOString();
      // As on the site: an earlier start for existing families is worth a mention, a later one is not.
      const earlier = state.existingFamiliesFrom !== null && state.existingFamiliesFrom < state.publicFrom;
      const families = labelled(earlier ? state.existingFamiliesFrom : null);
      return {
        kind: "public-later",
        publicFrom,
        publicFromLabel: format.instant(publicFrom),
        existingFamiliesFrom: families.iso,
        existingFamiliesFromLabel: families.label,
      };
    }
    case "closed":
      return { kind: "closed" };
  }
}

const seasonRef = (season: Registration) => ({ id: season.id, name: season.name });

/** How widely a season takes sign-ups: a move up is an opening, a move down a closing. */
const REACH: Record<SeasonSignUpState["kind"], number> = {
  closed: 0,
  "public-later": 1,
  "existing-families": 2,
  public: 3,
};

/**
 * Seasons that opened or closed: a status change, or a registration time (existing
 * families, public, closing) passing between the two sync times (spec section 3).
 * Every change of the state the site shows gives an entry, so `needsRebuild` sees it.
 */
export function compareSeasons(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "registrations")) return [];
  const { previous, next, format } = context;
  return compareById(previous.seasons, next.seasons, {
    added: (season) => [
      { kind: "season-added", season: seasonRef(season), state: seasonSignUpState(season, next.snapshot.synced_at, format) },
    ],
    kept: (old, season) => {
      const ref = seasonRef(season);
      const state = seasonSignUpState(season, next.snapshot.synced_at, format);
      const oldState = seasonSignUpState(old, previous.snapshot.synced_at, format);
      if (REACH[state.kind] > REACH[oldState.kind]) return [{ kind: "season-opened", season: ref, state }];
      if (REACH[state.kind] < REACH[oldState.kind]) {
        const reason = season.status === "closed" ? "status" : state.kind === "closed" ? "closing-time" : "postponed";
        return [{ kind: "season-closed", season: ref, reason, state }];
      }
      if (old.status === "closed" && season.status === "open") return [{ kind: "season-opened", season: ref, state }];
      if (old.status === "open" && season.status === "closed") {
        return [{ kind: "season-closed", season: ref, reason: "status", state }];
      }
      return [];
    },
    removed: (old) => [{ kind: "season-removed", season: seasonRef(old) }],
  });
}
