import { byId, syncedInBoth, type CompareContext } from "./compare-context.ts";
import { seasonSignUpState } from "./season-sign-up-state.ts";
import type { ChangeEntry, SeasonSignUpState } from "./types.ts";

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
  const before = byId(previous.registrations);
  const after = byId(next.registrations);
  const entries: ChangeEntry[] = [];

  for (const season of next.registrations) {
    const ref = { id: season.id, name: season.name };
    const state = seasonSignUpState(season, next.synced_at, format);
    const old = before.get(season.id);
    if (!old) {
      entries.push({ kind: "season-added", season: ref, state });
      continue;
    }
    const oldState = seasonSignUpState(old, previous.synced_at, format);
    if (REACH[state.kind] > REACH[oldState.kind]) {
      entries.push({ kind: "season-opened", season: ref, state });
    } else if (REACH[state.kind] < REACH[oldState.kind]) {
      const reason = season.status === "closed" ? "status" : state.kind === "closed" ? "closing-time" : "postponed";
      entries.push({ kind: "season-closed", season: ref, reason, state });
    } else if (old.status === "closed" && season.status === "open") {
      entries.push({ kind: "season-opened", season: ref, state });
    } else if (old.status === "open" && season.status === "closed") {
      entries.push({ kind: "season-closed", season: ref, reason: "status", state });
    }
  }
  for (const old of previous.registrations) {
    if (!after.has(old.id)) entries.push({ kind: "season-removed", season: { id: old.id, name: old.name } });
  }
  return entries;
}
