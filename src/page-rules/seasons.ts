import type { CatalogGroup, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { formatDateTime } from "../core/format.ts";
import { parseInstant } from "../core/local-time.ts";
import { registrationOpenings, type SeasonState } from "../core/season-state.ts";
import { messagesFor } from "../i18n/messages.ts";

/** A short status line for a season card, in the locale: "Open to everyone", "Opens Mar 5, 2026, 9:00 AM EST". */
export function seasonStateInWords(state: SeasonState, timeZone: string, locale: string): string {
  const when = (instant: Date): string => formatDateTime(instant, timeZone, locale);
  const messages = messagesFor(locale);
  switch (state.kind) {
    case "open":
      return messages.t("rules.season.open");
    case "closing":
      return messages.t("rules.season.closing", { when: when(state.closesAt) });
    case "existing-families":
      return messages.t("rules.season.existingFamilies", { when: when(state.publicFrom) });
    case "opening":
      return state.existingFamiliesFrom !== null && state.existingFamiliesFrom < state.publicFrom
        ? messages.t("rules.season.opensInTwoSteps", { existing: when(state.existingFamiliesFrom), everyone: when(state.publicFrom) })
        : messages.t("rules.season.opens", { when: when(state.publicFrom) });
    case "closed":
      return messages.t("rules.season.closed");
  }
}

/**
 * The state as a season's own page states it above its openings (issue 36): the opening
 * sentences there already say when registration opens, for whom, with the time and zone, so
 * the badge says only what they do not: nothing before any opening, "Open to existing
 * families" between the two. With no opening ahead, the whole state (`seasonStateInWords`).
 */
export function seasonStateBesideOpenings(state: SeasonState, openingsAhead: number, timeZone: string, locale: string): string | null {
  if (openingsAhead === 0) return seasonStateInWords(state, timeZone, locale);
  if (state.kind === "opening") return null;
  if (state.kind === "existing-families") return messagesFor(locale).t("rules.season.existingFamiliesOnly");
  return seasonStateInWords(state, timeZone, locale);
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
  const messages = messagesFor(locale);
  const from = (instant: Date): string => messages.t("rules.season.window.from", { when: when(instant) });
  const { existingFamilies, everyone } = registrationOpenings(window);
  const closes = parseInstant(window.closes_at);
  if (state.kind === "closed") {
    // Closed by its closing time (said with it), or by the studio (status `closed`).
    const value = closes !== null && closes <= now ? messages.t("rules.season.window.closedSince", { when: when(closes) }) : messages.t("rules.season.window.closed");
    return [{ label: messages.t("rules.season.window.status"), value }];
  }
  const lines: WindowLine[] = [];
  if (existingFamilies !== null) lines.push({ label: messages.t("rules.season.window.existingFamilies"), value: from(existingFamilies) });
  // Spec 2.8: a null public opening means "as soon as open", and this season is open.
  lines.push({ label: messages.t("rules.season.window.everyone"), value: everyone === null ? messages.t("rules.season.window.openNow") : from(everyone) });
  lines.push({ label: messages.t("rules.season.window.closes"), value: closes === null ? messages.t("rules.season.window.noClosing") : when(closes) });
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
