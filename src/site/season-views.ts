import type { CatalogGroup, CatalogItem, MembershipPrice, MembershipType, Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { currencyCode } from "../api/currency-code.ts";
import {
  catalogItemCharge,
  catalogMembershipBillingInWords,
  membershipPriceFor,
  membershipPricePeriod,
  priceInWords,
  seasonBillingInWords,
  seasonBillingPeriod,
  type BillingPeriod,
  type Charge,
  type PriceFacts,
} from "../page-rules/billing.ts";
import { formatDateRange, formatDuration, formatLocalDate } from "../core/format.ts";
import { safeUrl } from "../page-rules/safe-values.ts";
import { orderedCatalogGroups, registrationWindowInWords, seasonStateBesideOpenings, seasonStateInWords, type WindowLine } from "../page-rules/seasons.ts";
import { upcomingOpenings, type OpeningView } from "./registration-day.ts";
import { acceptsSignUps, seasonOpenings, seasonState, type SeasonOpening } from "../core/season-state.ts";
import { excerpt, paragraphs, plainText } from "../page-rules/text.ts";
import { displayName } from "../page-rules/names.ts";
import type { SeasonLink } from "../page-rules/call-to-action.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

/**
 * A season catalog item's own facts (spec 2.9), decided once from the season's catalog:
 * what the season page lists, and what a class page sold through the season names as
 * coming with every sign-up (`SeasonCatalog.required`).
 */
export interface CatalogItemFacts {
  readonly id: string;
  /** The item's own name as the season's catalog gives it ("Family Membership (Monthly)"). */
  readonly name: string;
  /**
   * What tells it apart from another item of the season with the same name: its membership
   * price's name ("Monthly for the season"), as /memberships/ labels it; else null.
   */
  readonly variant: string | null;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly kind: CatalogItem["item_type"];
  /** Spec 2.9 `is_required`: every signing family gets it. */
  readonly required: boolean;
  /**
   * The price in this season with what it buys per what: "$110.00/month" for a class of a season
   * billed monthly, a membership's price as /memberships/ prints it ("$35.00 one-time"), "Free";
   * null when the item has none or it cannot be printed: its price is on the registration page.
   */
  readonly price: string | null;
  /** A membership's card on /memberships/, when that page shows its type; null for a class. */
  readonly membershipHref: string | null;
  /** The class a class item is (spec 2.9 `class.id`); null for a membership. */
  readonly classId: string | null;
  /** Membership billing in words (`catalogMembershipBillingInWords`). */
  readonly billing: string | null;
  /** How its price is paid (`catalogItemCharge`): what the family planner adds up. */
  readonly charge: Charge;
}

/** A class item's availability as its own class page shows it: the same decided values, read here. */
export interface ItemAvailability {
  /** "Full", "2 spots left" (`ClassView.spots`); null when its page shows none. */
  readonly spots: string | null;
  readonly full: boolean;
  /** "By invitation", "Drop-in" (`ClassView.enrollment`); null for a class sold through seasons, as every class here can be. */
  readonly enrollment: string | null;
  /** `ClassView.live`'s source: live spots refresh the item as they do its class page. */
  readonly live: string | null;
}

export interface CatalogItemView extends CatalogItemFacts {
  /** The class's own page (a current class), or the membership's card on /memberships/. */
  readonly href: string | null;
  /** "Ballet · Main Street Studio · 45 min" for classes. */
  readonly details: string | null;
  /** The class's weekly days and times, as its page shows them. */
  readonly when: readonly { readonly days: string; readonly time: string }[];
  /** A class item's spots, Full or invitation marker; null for a membership or a class the site has no page for. */
  readonly availability: ItemAvailability | null;
}

/**
 * What a group asks of a family: to `choose` from its items (spec 2.9 `select`), nothing,
 * since its items come with every sign-up (`required`: a `select` group whose items are
 * all `is_required`), or nothing at all (`reference`: a `view` group, information only).
 */
export type CatalogGroupChoice = "choose" | "required" | "reference";

export interface CatalogGroupFacts<Item = CatalogItemFacts> {
  readonly id: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly choice: CatalogGroupChoice;
  readonly items: readonly Item[];
}

export type CatalogGroupView = CatalogGroupFacts<CatalogItemView>;

/** A season's catalog decided once, before the classes that read it: its groups in order, and what comes with every sign-up. */
export interface SeasonCatalog {
  /** Each item's facts with its record, which the season page's class items still need (their category, location and length). */
  readonly groups: readonly CatalogGroupFacts<{ readonly facts: CatalogItemFacts; readonly item: CatalogItem }>[];
  /** The items every signing family gets (spec 2.9 `is_required`), in the page's order. */
  readonly required: readonly CatalogItemFacts[];
}

/** What a class sold through a season names beside its sign-up: the season, and the items that come with every sign-up there. */
export interface SeasonRequirement {
  readonly season: string;
  /** The season's page here. */
  readonly href: string;
  readonly items: readonly CatalogItemFacts[];
}

/** `SeasonLink`'s name, page, state ("Open to everyone", "Opens Mar 5, 2026, 9:00 AM EST" …) and waitlist, and the rest of its page. */
export interface SeasonView extends SeasonLink {
  readonly id: string;
  /** The API's records, for the structured data and the calendar feed's registration openings. */
  readonly record: Registration;
  readonly detail: RegistrationDetail | undefined;
  readonly slug: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly summary: string;
  /** Someone can sign up right now. */
  readonly accepting: boolean;
  /** When it opens (`seasonOpenings`): the studio's calendar feed reminds families of these. */
  readonly openings: readonly SeasonOpening[];
  /** Its openings still ahead at build time, in words, with a countdown and a calendar file each (`upcomingOpenings`). */
  readonly upcoming: readonly OpeningView[];
  /** Its own page's badge above those openings (`seasonStateBesideOpenings`): null when they say it all. */
  readonly stateOnPage: string | null;
  /** "Sep 7, 2026 – Dec 19, 2026", "Ongoing", or null when unknown. */
  readonly dates: string | null;
  readonly window: readonly WindowLine[];
  readonly billing: readonly string[];
  readonly groups: readonly CatalogGroupView[];
  /** Some class item shows its spots: the page says when they were counted. */
  readonly showsSpots: boolean;
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

/** What a season's catalog needs to word its items' prices. */
export interface SeasonCatalogInputs {
  /** The membership types the key could read (none without memberships:read). */
  readonly membershipTypes: readonly MembershipType[];
  /** `studioCurrency`: the currency of the items' cents; null when unknown. */
  readonly currency: string | null;
}

/** A class item's class as the site shows it: its page, days, times, length and availability. */
export type ItemClass = Pick<ClassView, "href" | "when" | "duration" | "sessions" | "spots" | "full" | "enrollment" | "action" | "live">;

/** What a season page needs to describe its class items beyond the catalog. */
export interface SeasonViewInputs {
  /** The site's current classes by id. */
  readonly classes: ReadonlyMap<string, ItemClass>;
}

/** A class's weekly days and times; for a class without a weekly pattern (a camp week), its next session. */
function classTimes(cls: Pick<ClassView, "when" | "sessions">, messages: Messages): CatalogItemView["when"] {
  if (cls.when.length > 0) return cls.when;
  const next = cls.sessions.find((session) => !session.cancelled);
  return next ? [{ days: messages.t("site.season.next", { date: next.dateText }), time: next.timeText }] : [];
}

/**
 * A season item's price (spec 2.9 `price_cents`, the only form the API gives it in) as
 * `priceInWords` reads it: a class item per the season's billing period, in the studio's
 * currency; a membership item per its own price, in that price's currency, with that
 * price's printed words for when the fields cannot say it, if the season charges what the
 * memberships page shows. No item price is "Free" unless its cents are 0.
 */
function itemPriceFacts(item: CatalogItem, period: BillingPeriod | null, membershipPrice: MembershipPrice | null, inputs: SeasonCatalogInputs): PriceFacts {
  const cents = item.price_cents;
  if (item.item_type === "class" || membershipPrice === null) {
    const basis = item.item_type === "class" ? period : null;
    return { cents, currency: inputs.currency, basis, recurring: basis !== null, printed: null };
  }
  return {
    cents,
    currency: currencyCode(membershipPrice.currency) ?? inputs.currency,
    basis: membershipPricePeriod(membershipPrice),
    recurring: !membershipPrice.is_one_time,
    printed: membershipPrice.amount_cents === cents ? plainText(membershipPrice.price_display) || null : null,
  };
}

/**
 * Spec 2.9: an item is named by its own `name`, as the season's catalog gives it; a
 * membership type's name would read the same for each of its prices ("Family Membership"
 * for "Family Membership (Monthly)" and for "Family Membership").
 */
const itemName = (item: CatalogItem, ctx: ViewContext): string =>
  displayName(item.name, item.item_type === "class" ? "class" : "membership", ctx.messages);

/** One item's facts; `sharedName`: another item of the season has the same name, so its price's name tells them apart. */
function itemFacts(item: CatalogItem, period: BillingPeriod | null, sharedName: boolean, inputs: SeasonCatalogInputs, ctx: ViewContext): CatalogItemFacts {
  const name = itemName(item, ctx);
  const membershipPrice = item.membership ? membershipPriceFor(item.membership, inputs.membershipTypes) : null;
  const type = item.membership ? inputs.membershipTypes.find((candidate) => candidate.id === item.membership?.type_id) : undefined;
  const typeSlug = type ? ctx.slugs.memberships.get(type.id) : undefined;
  const priceName = membershipPrice ? plainText(membershipPrice.name) : "";
  return {
    id: item.id,
    name,
    variant: sharedName && priceName !== "" && !name.includes(priceName) ? priceName : null,
    paragraphs: paragraphs(item.description),
    descriptionLang: ctx.studioLang(item.description),
    kind: item.item_type,
    required: item.is_required,
    price: priceInWords(itemPriceFacts(item, period, membershipPrice, inputs), ctx.locale),
    membershipHref: typeSlug ? `${routes.memberships}#${typeSlug}` : null,
    classId: item.item_type === "class" && item.class ? item.class.id : null,
    billing: item.item_type === "membership" && item.membership ? catalogMembershipBillingInWords(item.membership, membershipPrice, ctx.locale, item.price_cents) : null,
    charge: catalogItemCharge(item, period, membershipPrice),
  };
}

/** A `select` group whose items all come with every sign-up leaves nothing to choose. */
function groupChoice(group: CatalogGroup): CatalogGroupChoice {
  if (group.visibility_mode === "view") return "reference";
  return group.items.length > 0 && group.items.every((item) => item.is_required) ? "required" : "choose";
}

/** A season's catalog (spec 2.9), decided once: the season page and the class pages read these facts. */
export function seasonCatalog(detail: RegistrationDetail | undefined, inputs: SeasonCatalogInputs, ctx: ViewContext): SeasonCatalog {
  if (!detail) return { groups: [], required: [] };
  const period = seasonBillingPeriod(detail.billing);
  const ordered = orderedCatalogGroups(detail.catalog_groups);
  const names = ordered.flatMap((group) => group.items.map((item) => itemName(item, ctx)));
  const shared = new Set(names.filter((name, index) => names.indexOf(name) !== index));
  const groups = ordered.map((group) => ({
    id: group.id,
    name: displayName(group.name, "options", ctx.messages),
    paragraphs: paragraphs(group.description),
    descriptionLang: ctx.studioLang(group.description),
    choice: groupChoice(group),
    items: group.items.map((item) => ({ facts: itemFacts(item, period, shared.has(itemName(item, ctx)), inputs, ctx), item })),
  }));
  return { groups, required: groups.flatMap((group) => group.items.flatMap(({ facts }) => (facts.required ? [facts] : []))) };
}

/**
 * What comes with every sign-up for a class through the seasons that sell it: each
 * season's required items but the class itself (a tryout season may require the class
 * it sells), for the seasons that require something.
 */
export function seasonRequirements(classId: string, seasons: readonly { readonly link: SeasonLink; readonly catalog: SeasonCatalog }[]): SeasonRequirement[] {
  return seasons.flatMap(({ link, catalog }) => {
    const items = catalog.required.filter((item) => item.classId !== classId);
    return items.length > 0 ? [{ season: link.name, href: link.href, items }] : [];
  });
}

/** A class sold through seasons (spec 2.4 rule 2) needs no "Seasonal registration" badge on a season's page; any other enrollment is news there. */
function itemAvailability(cls: ItemClass): ItemAvailability {
  const throughSeasons = cls.action.kind === "seasons" || cls.action.kind === "registration";
  return { spots: cls.spots, full: cls.full, enrollment: throughSeasons ? null : cls.enrollment, live: cls.live?.source ?? null };
}

function itemView(facts: CatalogItemFacts, item: CatalogItem, inputs: SeasonViewInputs, ctx: ViewContext): CatalogItemView {
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
  return {
    ...facts,
    href: cls?.href ?? facts.membershipHref,
    details,
    when,
    availability: cls && item.item_type === "class" ? itemAvailability(cls) : null,
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

/** The season as the classes read it (`seasonLink`, `seasonCatalog`), decided once for them and its own page. */
export interface DecidedSeason {
  readonly link: SeasonLink;
  readonly catalog: SeasonCatalog;
}

export function seasonView(season: Registration, detail: RegistrationDetail | undefined, decided: DecidedSeason, inputs: SeasonViewInputs, ctx: ViewContext): SeasonView {
  const { link, catalog } = decided;
  const { state } = link;
  const groups = catalog.groups.map((group) => ({ ...group, items: group.items.map(({ facts, item }) => itemView(facts, item, inputs, ctx)) }));
  const upcoming = upcomingOpenings(seasonOpenings(season), ctx.slugs.seasons.get(season.id) ?? season.id, ctx);
  return {
    ...link,
    id: season.id,
    record: season,
    detail,
    slug: ctx.slugs.seasons.get(season.id) ?? season.id,
    paragraphs: paragraphs(season.description),
    descriptionLang: ctx.studioLang(season.description),
    summary: excerpt(season.description, 160),
    accepting: acceptsSignUps(state),
    openings: seasonOpenings(season),
    upcoming,
    stateOnPage: seasonStateBesideOpenings(state, upcoming.length, ctx.timeZone, ctx.locale),
    dates: seasonDates(season, ctx.messages),
    window: registrationWindowInWords(season.registration_window, state, ctx.now, ctx.timeZone, ctx.locale),
    billing: detail ? seasonBillingInWords(detail.billing, { starts: season.season_starts_at, today: ctx.today, locale: ctx.locale }) : [],
    groups,
    showsSpots: groups.some((group) => group.items.some((item) => item.availability?.spots)),
    tags: season.tags.map((tag) => plainText(tag)).filter((tag) => tag !== ""),
  };
}
