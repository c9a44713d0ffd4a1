import type { Registration } from "../../api/schemas/index.ts";
import { seasonState } from "../season-state.ts";
import type { LocalFormat } from "./local-format.ts";
import type { SeasonSignUpState } from "./types.ts";

/**
 * The site's state of a season (`seasonState`) at a snapshot's `synced_at`, in the
 * report's terms. Compared at both sync times, so a season that opened (to existing
 * families or the public) or closed between two syncs is reported even when no field
 * changed, and the site is rebuilt whenever it would show the season differently.
 */
export function seasonSignUpState(season: Registration, syncedAt: string, format: LocalFormat): SeasonSignUpState {
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
