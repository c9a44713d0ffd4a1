import type { CatalogItem, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { catalogMembershipBillingInWords, seasonBillingInWords } from "../catalog/billing.ts";
import { formatDateRange, formatDuration, formatLocalDate } from "../core/format.ts";
import { safeUrl } from "../catalog/safe-values.ts";
import { orderedCatalogGroups, registrationWindowInWords, seasonStateInWords, type WindowLine } from "../catalog/seasons.ts";
import { acceptsSignUps, seasonState, type SeasonState } from "../core/season-state.ts";
import { excerpt, paragraphs, plainText } from "../catalog/text.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

export interface CatalogItemView {
  readonly id: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly kind: CatalogItem["item_type"];
  readonly required: boolean;
  /** The class's own page, when the site has one (a current class). */
  readonly classHref: string | null;
  /** "Ballet · Main Street · 45 min" for classes. */
  readonly details: string | null;
  /** Membership billing in words. */
  readonly billing: string | null;
}

export interface CatalogGroupView {
  readonly id: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** `select`: the family picks from the items; `view`: information only. */
  readonly selectable: boolean;
  readonly items: readonly CatalogItemView[];
}

export interface SeasonView {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly summary: string;
  readonly state: SeasonState;
  /** "Open to everyone", "Opens Mar 5, 2026, 9:00 AM EST" … */
  readonly stateText: string;
  /** Someone can sign up right now. */
  readonly accepting: boolean;
  /** "Sep 7, 2026 – Dec 19, 2026", "Ongoing", or null when unknown. */
  readonly dates: string | null;
  readonly window: readonly WindowLine[];
  readonly waitlist: boolean;
  readonly billing: readonly string[];
  readonly groups: readonly CatalogGroupView[];
  /** The hosted sign-up page, when it is a safe link. */
  readonly register: string | null;
  readonly tags: readonly string[];
}

function seasonDates(season: Registration, locale: string): string | null {
  const starts = season.season_starts_at ? formatLocalDate(season.season_starts_at, locale, "medium") : null;
  const ends = season.season_ends_at ? formatLocalDate(season.season_ends_at, locale, "medium") : null;
  if (season.season_starts_at && season.season_ends_at) {
    return formatDateRange(season.season_starts_at, season.season_ends_at, locale);
  }
  if (starts) return season.registration_type === "unlimited" ? `Ongoing from ${starts}` : `Starts ${starts}`;
  if (ends) return `Until ${ends}`;
  return season.registration_type === "unlimited" ? "Ongoing" : null;
}

function itemView(item: CatalogItem, classHrefs: ReadonlyMap<string, string>, ctx: ViewContext): CatalogItemView {
  let details: string | null = null;
  if (item.item_type === "class" && item.class) {
    const parts = [
      item.class.category ? plainText(item.class.category.name) : "",
      item.class.location ? plainText(item.class.location.name) : "",
      item.class.duration_minutes ? formatDuration(item.class.duration_minutes, ctx.locale) : "",
    ].filter((part) => part !== "");
    details = parts.length > 0 ? parts.join(" · ") : null;
  }
  return {
    id: item.id,
    name: plainText(item.name) || (item.item_type === "class" ? "Class" : "Membership"),
    paragraphs: paragraphs(item.description),
    kind: item.item_type,
    required: item.is_required,
    classHref: item.class ? (classHrefs.get(item.class.id) ?? null) : null,
    details,
    billing: item.item_type === "membership" && item.membership ? catalogMembershipBillingInWords(item.membership) : null,
  };
}

export function seasonView(
  season: Registration,
  detail: RegistrationDetail | undefined,
  classHrefs: ReadonlyMap<string, string>,
  ctx: ViewContext,
): SeasonView {
  const slug = ctx.slugs.seasons.get(season.id) ?? season.id;
  const state = seasonState(season, ctx.now);
  return {
    id: season.id,
    slug,
    href: routes.seasonPage(slug),
    name: plainText(season.name) || "Season",
    paragraphs: paragraphs(season.description),
    summary: excerpt(season.description, 160),
    state,
    stateText: seasonStateInWords(state, ctx.timeZone, ctx.locale),
    accepting: acceptsSignUps(state),
    dates: seasonDates(season, ctx.locale),
    window: registrationWindowInWords(season.registration_window, ctx.timeZone, ctx.locale),
    waitlist: season.waitlist_enabled,
    billing: detail ? seasonBillingInWords(detail.billing) : [],
    groups: detail
      ? orderedCatalogGroups(detail.catalog_groups).map((group) => ({
          id: group.id,
          name: plainText(group.name) || "Options",
          paragraphs: paragraphs(group.description),
          selectable: group.visibility_mode === "select",
          items: group.items.map((item) => itemView(item, classHrefs, ctx)),
        }))
      : [],
    register: safeUrl(season.links.register),
    tags: season.tags.map((tag) => plainText(tag)).filter((tag) => tag !== ""),
  };
}
