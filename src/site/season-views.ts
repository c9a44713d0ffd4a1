import type { CatalogItem, MembershipPrice, MembershipType, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import {
  catalogMembershipBillingInWords,
  membershipPriceFor,
  membershipPricePeriod,
  priceWithUnit,
  seasonBillingInWords,
  seasonBillingPeriod,
  type BillingPeriod,
} from "../page-rules/billing.ts";
import { formatDateRange, formatDuration, formatLocalDate } from "../core/format.ts";
import { safeUrl } from "../page-rules/safe-values.ts";
import { catalogItemPrice, orderedCatalogGroups, registrationWindowInWords, seasonStateInWords, type WindowLine } from "../page-rules/seasons.ts";
import { acceptsSignUps, seasonOpenings, seasonState, type SeasonOpening } from "../core/season-state.ts";
import { excerpt, paragraphs, plainText } from "../page-rules/text.ts";
import { displayName } from "../page-rules/names.ts";
import type { SeasonLink } from "../page-rules/call-to-action.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

export interface CatalogItemView {
  readonly id: string;
  /** The class's name, or for a membership its type's name as /memberships/ heads it ("Annual Registration Fee"). */
  readonly name: string;
  /** Which of a membership type's several prices this is ("Monthly for the season"), as /memberships/ labels it; else null. */
  readonly variant: string | null;
  readonly paragraphs: readonly string[];
  readonly kind: CatalogItem["item_type"];
  readonly required: boolean;
  /**
   * The price in this season with what it buys per what: "$110.00/month" for a class of a season
   * billed monthly, a membership's price as /memberships/ prints it ("$35.00 one-time"), "Free";
   * null when the item has none or it cannot be printed.
   */
  readonly price: string | null;
  /** The class's own page (a current class), or the membership's card on /memberships/. */
  readonly href: string | null;
  /** "Ballet · Main Street Studio · 45 min" for classes. */
  readonly details: string | null;
  /** The class's weekly days and times, as its page shows them. */
  readonly when: readonly { readonly days: string; readonly time: string }[];
  /** Membership billing in words (`catalogMembershipBillingInWords`). */
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

/** `SeasonLink`'s name, page, state ("Open to everyone", "Opens Mar 5, 2026, 9:00 AM EST" …) and waitlist, and the rest of its page. */
export interface SeasonView extends SeasonLink {
  readonly id: string;
  /** The API's records, for the structured data and the calendar feed's registration openings. */
  readonly record: Registration;
  readonly detail: RegistrationDetail | undefined;
  readonly slug: string;
  readonly paragraphs: readonly string[];
  readonly summary: string;
  /** Someone can sign up right now. */
  readonly accepting: boolean;
  /** When it opens (`seasonOpenings`): the studio's calendar feed reminds families of these. */
  readonly openings: readonly SeasonOpening[];
  /** "Sep 7, 2026 – Dec 19, 2026", "Ongoing", or null when unknown. */
  readonly dates: string | null;
  readonly window: readonly WindowLine[];
  readonly billing: readonly string[];
  readonly groups: readonly CatalogGroupView[];
  /** Some item has no price shown here: the registration page has it. */
  readonly pricesMissing: boolean;
  /** The hosted sign-up page, when it is a safe link. */
  readonly register: string | null;
  readonly tags: readonly string[];
}

function seasonDates(season: Registration, messages: Messages): string | null {
  const { locale } = messages;
  const starts = season.season_starts_at ? formatLocalDate(season.season_starts_at, locale, "medium") : null;
  const ends = season.season_ends_at ? formatLocalDate(season.season_ends_at, locale, "medium") : null;
  if (season.season_starts_at && season.season_ends_at) {
    return formatDateRange(season.season_starts_at, season.season_ends_at, locale);
  }
  if (starts) {
    return season.registration_type === "unlimited"
      ? messages.t("site.season.ongoingFrom", { date: starts })
      : messages.t("site.dates.starts", { date: starts });
  }
  if (ends) return messages.t("site.season.until", { date: ends });
  return season.registration_type === "unlimited" ? messages.t("site.season.ongoing") : null;
}

/** What a season page needs to describe its items beyond the season itself. */
export interface SeasonViewInputs {
  /** The site's current classes by id: their pages, days, times and lengths. */
  readonly classes: ReadonlyMap<string, Pick<ClassView, "href" | "when" | "duration" | "sessions">>;
  /** The membership types the key could read (none without memberships:read). */
  readonly membershipTypes: readonly MembershipType[];
  /** `studioCurrency`: the currency of the items' cents; null when unknown. */
  readonly currency: string | null;
}

/** A class's weekly days and times; for a class without a weekly pattern (a camp week), its next session. */
function classTimes(cls: Pick<ClassView, "when" | "sessions">, messages: Messages): CatalogItemView["when"] {
  if (cls.when.length > 0) return cls.when;
  const next = cls.sessions.find((session) => !session.cancelled);
  return next ? [{ days: messages.t("site.season.next", { date: next.dateText }), time: next.timeText }] : [];
}

/**
 * A season item's price with its unit (`priceWithUnit`): a class item per the season's
 * billing period; a membership item per its own price, and in that price's own printed
 * words when the season charges what the memberships page shows.
 */
function itemPrice(item: CatalogItem, period: BillingPeriod | null, membershipPrice: MembershipPrice | null, inputs: SeasonViewInputs, ctx: ViewContext): string | null {
  const amount = catalogItemPrice(item.price_cents, inputs.currency, ctx.locale);
  if (amount === null) return null;
  if (item.item_type === "class") return priceWithUnit(amount, period, ctx.locale, item.price_cents === 0);
  if (membershipPrice === null) return amount;
  if (membershipPrice.amount_cents === item.price_cents && plainText(membershipPrice.price_display) !== "") return plainText(membershipPrice.price_display);
  return priceWithUnit(amount, membershipPricePeriod(membershipPrice), ctx.locale, item.price_cents === 0);
}

function itemView(item: CatalogItem, period: BillingPeriod | null, inputs: SeasonViewInputs, ctx: ViewContext): CatalogItemView {
  let details: string | null = null;
  const cls = item.class ? inputs.classes.get(item.class.id) : undefined;
  let when = cls ? classTimes(cls, ctx.messages) : [];
  if (item.item_type === "class" && item.class) {
    // The class record's lengths agree with its slots (`ClassView.duration`); the item's own
    // `duration_minutes` is the fallback for a class the site has no page for.
    const length = cls ? cls.duration : item.class.duration_minutes ? formatDuration(item.class.duration_minutes, ctx.locale) : null;
    // A length has one place in a row: beside the time range it measures (each line names its
    // own when the slots differ), or among the details when there is no time to show.
    // A next session's own range measures itself (its duration may not be the class's).
    if (length !== null && cls && cls.when.length > 0) when = when.map((line) => ({ ...line, time: `${line.time} · ${length}` }));
    const parts = [
      item.class.category ? plainText(item.class.category.name) : "",
      item.class.location ? plainText(item.class.location.name) : "",
      when.length > 0 ? "" : (length ?? ""),
    ].filter((part) => part !== "");
    details = parts.length > 0 ? parts.join(" · ") : null;
  }
  const membershipPrice = item.membership ? membershipPriceFor(item.membership, inputs.membershipTypes) : null;
  // One item, one name: a membership the memberships page shows is named as it names it there.
  const type = item.membership ? inputs.membershipTypes.find((candidate) => candidate.id === item.membership?.type_id) : undefined;
  const typeName = type ? plainText(type.name) : "";
  const typeSlug = type ? ctx.slugs.memberships.get(type.id) : undefined;
  return {
    id: item.id,
    name: typeName || displayName(item.name, item.item_type === "class" ? "class" : "membership", ctx.messages),
    variant: typeName && membershipPrice && type && type.prices.length > 1 ? plainText(membershipPrice.name) || null : null,
    paragraphs: paragraphs(item.description),
    kind: item.item_type,
    required: item.is_required,
    price: itemPrice(item, period, membershipPrice, inputs, ctx),
    href: cls?.href ?? (typeName && typeSlug ? `${routes.memberships}#${typeSlug}` : null),
    details,
    when,
    billing:
      item.item_type === "membership" && item.membership
        ? catalogMembershipBillingInWords(item.membership, membershipPrice, ctx.locale)
        : null,
  };
}

/** A season as a class's call to action names it (its page, its state, its waitlist); also the start of its own view. */
export function seasonLink(season: Registration, ctx: ViewContext): SeasonLink {
  const state = seasonState(season, ctx.now);
  return {
    name: displayName(season.name, "season", ctx.messages),
    href: routes.seasonPage(ctx.slugs.seasons.get(season.id) ?? season.id),
    state,
    stateText: seasonStateInWords(state, ctx.timeZone, ctx.locale),
    waitlist: season.waitlist_enabled,
    register: safeUrl(season.links.register),
  };
}

export function seasonView(
  season: Registration,
  detail: RegistrationDetail | undefined,
  inputs: SeasonViewInputs,
  ctx: ViewContext,
): SeasonView {
  const link = seasonLink(season, ctx);
  const { state } = link;
  const period = detail ? seasonBillingPeriod(detail.billing) : null;
  const groups = detail
    ? orderedCatalogGroups(detail.catalog_groups).map((group) => ({
        id: group.id,
        name: displayName(group.name, "options", ctx.messages),
        paragraphs: paragraphs(group.description),
        selectable: group.visibility_mode === "select",
        items: group.items.map((item) => itemView(item, period, inputs, ctx)),
      }))
    : [];
  return {
    ...link,
    id: season.id,
    record: season,
    detail,
    slug: ctx.slugs.seasons.get(season.id) ?? season.id,
    paragraphs: paragraphs(season.description),
    summary: excerpt(season.description, 160),
    accepting: acceptsSignUps(state),
    openings: seasonOpenings(season),
    dates: seasonDates(season, ctx.messages),
    window: registrationWindowInWords(season.registration_window, state, ctx.now, ctx.timeZone, ctx.locale),
    billing: detail ? seasonBillingInWords(detail.billing, { starts: season.season_starts_at, today: ctx.today, locale: ctx.locale }) : [],
    groups,
    pricesMissing: groups.some((group) => group.items.some((item) => item.price === null)),
    tags: season.tags.map((tag) => plainText(tag)).filter((tag) => tag !== ""),
  };
}
