import type { CatalogGroup, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { formatDateTime } from "../core/format.ts";
import type { SeasonState } from "../core/season-state.ts";

/** A short status line for a season card: "Open to everyone", "Opens Mar 5, 2026, 9:00 AM EST". */
export function seasonStateInWords(state: SeasonState, timeZone: string, locale: string): string {
  const when = (instant: Date): string => formatDateTime(instant, timeZone, locale);
  switch (state.kind) {
    case "open":
      return "Open to everyone";
    case "closing":
      return `Open to everyone until ${when(state.closesAt)}`;
    case "existing-families":
      return `Open to existing families; everyone from ${when(state.publicFrom)}`;
    case "opening":
      return state.existingFamiliesFrom !== null && state.existingFamiliesFrom < state.publicFrom
        ? `Opens ${when(state.existingFamiliesFrom)} for existing families, ${when(state.publicFrom)} for everyone`
        : `Opens ${when(state.publicFrom)}`;
    case "closed":
      return "Registration closed";
  }
}

export interface WindowLine {
  readonly label: string;
  readonly value: string;
}

const parse = (value: string | null): Date | null => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Spec 2.8 `registration_window` as labelled lines for the season page. */
export function registrationWindowInWords(
  window: Registration["registration_window"],
  timeZone: string,
  locale: string,
): WindowLine[] {
  const internal = parse(window.internal_opens_at);
  const external = parse(window.external_opens_at);
  const closes = parse(window.closes_at);
  const lines: WindowLine[] = [];
  if (internal !== null) lines.push({ label: "Existing families from", value: formatDateTime(internal, timeZone, locale) });
  lines.push({
    label: "Everyone from",
    value: external === null ? "As soon as registration opens" : formatDateTime(external, timeZone, locale),
  });
  lines.push({
    label: "Closes",
    value: closes === null ? "When the studio closes it" : formatDateTime(closes, timeZone, locale),
  });
  return lines;
}

/**
 * Spec 2.4 rule 2: a seasonal class is sold through the season(s) whose catalog holds
 * it. Class id → ids of those seasons, in the order the seasons are given.
 */
export function seasonsByClass(details: readonly RegistrationDetail[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const detail of details) {
    for (const group of detail.catalog_groups) {
      for (const item of group.items) {
        if (item.item_type !== "class" || item.class === null) continue;
        const seasons = result.get(item.class.id) ?? [];
        if (!seasons.includes(detail.id)) seasons.push(detail.id);
        result.set(item.class.id, seasons);
      }
    }
  }
  return result;
}

/** Catalog groups in the studio's order (`sort_order`, then as given); items keep the API's order. */
export function orderedCatalogGroups(groups: readonly CatalogGroup[]): CatalogGroup[] {
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => a.group.sort_order - b.group.sort_order || a.index - b.index)
    .map(({ group }) => group);
}
