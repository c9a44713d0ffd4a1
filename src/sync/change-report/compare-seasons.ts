import { byId, syncedInBoth, type CompareContext } from "./compare-context.ts";
import { seasonSignUpState } from "./season-sign-up-state.ts";
import type { ChangeEntry } from "./types.ts";

/**
 * Seasons that opened or closed: a status change, or the public sign-up window
 * opening or ending between the two sync times (spec section 3).
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
    if (state.kind === "public" && oldState.kind !== "public") {
      entries.push({ kind: "season-opened", season: ref, state });
    } else if (oldState.kind === "public" && state.kind !== "public") {
      const reason =
        season.status === "closed" ? "status" : state.kind === "public-later" ? "postponed" : "closing-time";
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
