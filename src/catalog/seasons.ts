import type { CatalogGroup, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { formatDateTime, formatMoney } from "../core/format.ts";
import { parseInstant } from "../core/local-time.ts";
import { registrationOpenings, type SeasonState } from "../core/season-state.ts";

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

/**
 * Spec 2.8 `registration_window` as labelled lines for the season page, each fact said
 * once: who may register from when, and when it closes. A closed season says only that.
 */
export function registrationWindowInWords(
  window: Registration["registration_window"],
  state: SeasonState,
  now: Date,
  timeZone: string,
  locale: string,
): WindowLine[] {
  const when = (instant: Date): string => formatDateTime(instant, timeZone, locale);
  const { existingFamilies, everyone } = registrationOpenings(window);
  const closes = parseInstant(window.closes_at);
  if (state.kind === "closed") {
    // Closed by its closing time (said with it), or by the studio (status `closed`).
    return [{ label: "Status", value: closes !== null && closes <= now ? `Closed since ${when(closes)}` : "Closed" }];
  }
  const lines: WindowLine[] = [];
  if (existingFamilies !== null) lines.push({ label: "Existing families", value: `From ${when(existingFamilies)}` });
  // Spec 2.8: a null public opening means "as soon as open", and this season is open.
  lines.push({ label: "Everyone", value: everyone === null ? "Open now" : `From ${when(everyone)}` });
  lines.push({ label: "Closes", value: closes === null ? "No closing date set" : when(closes) });
  return lines;
}

/**
 * A catalog item's price in this season (spec 2.9 `price_cents`, the only form the API
 * gives it in): in the studio's currency and locale, "Free" for 0, and null (no price
 * shown, never "Free") when the item has none or the currency is unknown.
 */
export function catalogItemPrice(priceCents: number | null, currency: string | null, locale: string): string | null {
  if (priceCents === null) return null;
  if (priceCents === 0) return "Free";
  return formatMoney(priceCents, currency, locale);
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
