import type { Course, Offer, OfferCatalog, Service, WithContext } from "schema-dts";
import type { CatalogItem, Registration, RegistrationDetail } from "../../api/schemas/index.ts";
import { membershipPriceKey, seasonBillingPeriod, type BillingPeriod, type MembershipPriceTerms } from "../billing.ts";
import { orderedCatalogGroups } from "../seasons.ts";
import { cutText, excerpt, oneLine } from "../text.ts";
import { messagesFor, type Messages } from "../../i18n/messages.ts";
import { buildOffer, offerCatalog, offerCategory } from "./offers.ts";
import { studioReference } from "./organization.ts";

export interface SeasonJsonLdInput {
  readonly season: Registration;
  /** The season's catalog (`GET /registrations/{id}`), when the sync has it. */
  readonly detail: RegistrationDetail | undefined;
  /** The season page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
  /** Canonical URLs of class pages by class id, so class items link the site's own page. */
  readonly classUrls?: ReadonlyMap<string, string>;
  /** The membership prices the key could read (`membershipPriceKey`), so a membership item's offer recurs as its price does. */
  readonly membershipPrices?: ReadonlyMap<string, MembershipPriceTerms>;
  /** Item id → its name as the season page shows it (`CatalogItemFacts`: its own name, and what tells it from a namesake). */
  readonly itemNames?: ReadonlyMap<string, string>;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

/** How often a season item's price recurs: a class by the season's billing, a membership by its own price (as the season page says). */
function itemPeriod(item: CatalogItem, detail: RegistrationDetail, prices: ReadonlyMap<string, MembershipPriceTerms>): { per: BillingPeriod | null; periods: number | null } {
  if (item.item_type === "class") return { per: seasonBillingPeriod(detail.billing), periods: null };
  const price = item.membership?.price_id ? prices.get(membershipPriceKey(item.membership.type_id, item.membership.price_id)) : undefined;
  if (price === undefined) return { per: null, periods: null };
  return { per: price.per, periods: price.periods };
}

function itemOffered(item: CatalogItem, input: Pick<SeasonJsonLdInput, "classUrls" | "itemNames">, { t }: Messages): Exclude<Course | Service, string> {
  const classUrls = input.classUrls;
  const name = input.itemNames?.get(item.id) ?? (oneLine(item.name) || (item.item_type === "class" ? t("rules.unnamed.class") : t("rules.jsonLd.membership")));
  const description = excerpt(item.description, 300) || undefined;
  if (item.item_type === "class") {
    const course: Course = { "@type": "Course", name, description, url: item.class ? classUrls?.get(item.class.id) : undefined };
    return course;
  }
  const service: Service = { "@type": "Service", name, description, serviceType: t("rules.jsonLd.membership") };
  return service;
}

/**
 * A season page's JSON-LD: an `OfferCatalog` of what the season sells, each item an
 * Offer at its season price (spec 2.9) whose URL is the season's hosted sign-up page,
 * available from the public opening (`external_opens_at`) until `closes_at`. A closed
 * season, or one whose sign-up link is not a safe URL, lists its items without offers;
 * so does a `view` group, which is shown for information and not chosen at sign-up.
 */
export function seasonJsonLd(input: SeasonJsonLdInput): WithContext<OfferCatalog> {
  const { season } = input;
  const messages = messagesFor(input.locale);
  const seller = studioReference(input.studioName, input.homeUrl);
  const items = orderedCatalogGroups(input.detail?.catalog_groups ?? []).flatMap((group) =>
    group.items.map((item) => ({ item, selectable: group.visibility_mode === "select" })),
  );
  const selling = season.status === "open";
  const elements = items.map(({ item, selectable }): Offer | Exclude<Course | Service, string> => {
    const offered = itemOffered(item, input, messages);
    if (!selling || !selectable) return offered;
    const offer = buildOffer({
      url: season.links.register,
      priceCents: item.price_cents,
      currency: input.currency,
      ...(input.detail ? itemPeriod(item, input.detail, input.membershipPrices ?? new Map()) : {}),
      itemOffered: offered,
      availabilityStarts: season.registration_window.external_opens_at,
      availabilityEnds: season.registration_window.closes_at,
      offeredBy: seller,
    });
    return offer ?? offered;
  });
  return offerCatalog({ name: oneLine(season.name) || messages.t("rules.jsonLd.season"), description: excerpt(season.description, 300) || undefined, url: input.pageUrl, items: elements });
}

/** An offer's price as its entry decided it: the amount, its currency, and how it recurs. */
export interface PriceTerms {
  readonly cents: number | null;
  /** ISO 4217; null: unknown, and the offer states no price. */
  readonly currency: string | null;
  /** Charged again and again (a subscription), rather than once. */
  readonly recurring: boolean;
  readonly per: BillingPeriod | null;
  /** How many charges its term fixes; null when it does not. */
  readonly periods: number | null;
}

/** What every offer page's entry decided about each thing it lists: its one name, its text's paragraphs, its safe image. */
interface ListedFacts {
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly image: string | null;
}

/** An appointment service as its entry decided it (`AppointmentView`). */
export interface ServiceFacts extends ListedFacts {
  /** Its booking page, for a service families book themselves (spec 2.11); null otherwise. */
  readonly book: string | null;
  /** The API's `price_cents`: 0 for a free service. */
  readonly priceCents: number;
}

export interface AppointmentsJsonLdInput {
  readonly services: readonly ServiceFacts[];
  /** The appointments page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (its types' names) are in its language. */
  readonly locale: string;
}

/** A description's first 300 characters, from the paragraphs its page shows. */
const about = (paragraphs: readonly string[]): string | undefined => cutText(paragraphs.join(" "), 300) || undefined;

/**
 * The appointments page's JSON-LD: an `OfferCatalog` of `Service`s. Only self-service
 * services carry a booking link (spec 4.4), so only they get an Offer; the others are
 * listed without one, as the page shows them without a Book link.
 */
export function appointmentsJsonLd(input: AppointmentsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl);
  const services = input.services.map((service): Service => {
    const offer = buildOffer({ url: service.book, priceCents: service.priceCents, currency: input.currency, category: offerCategory(service.priceCents, false) });
    return {
      "@type": "Service",
      serviceType: t("rules.jsonLd.appointment"),
      name: service.name,
      description: about(service.paragraphs),
      image: service.image ?? undefined,
      provider,
      offers: offer ?? undefined,
    };
  });
  return offerCatalog({ name: t("rules.jsonLd.appointments"), url: input.pageUrl, items: services });
}

/** A membership as its entry decided it (`MembershipView`). */
export interface MembershipFacts extends ListedFacts {
  /** Its page in the studio's store. */
  readonly details: string | null;
  readonly prices: readonly {
    readonly name: string;
    /** How it is paid, as the page says it. */
    readonly billing: string;
    readonly checkout: string | null;
    readonly terms: PriceTerms;
  }[];
}

export interface MembershipsJsonLdInput {
  readonly memberships: readonly MembershipFacts[];
  /** The memberships page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  /** STUDIO_LOCALE: the words this markup composes (its types' names) are in its language. */
  readonly locale: string;
}

/**
 * The memberships page's JSON-LD: an `OfferCatalog` of membership `Service`s, each with
 * one Offer per price, described as the page describes it. Membership prices are the one
 * place the API names a currency (spec 2.10), so each offer uses its own price's currency,
 * not the studio's guess. A price without a safe checkout link gets no offer.
 */
export function membershipsJsonLd(input: MembershipsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl);
  const services = input.memberships.map((membership): Service => {
    const offers = membership.prices
      .map((price) =>
        buildOffer({
          url: price.checkout,
          priceCents: price.terms.cents,
          currency: price.terms.currency,
          name: price.name,
          description: price.billing,
          category: offerCategory(price.terms.cents, price.terms.recurring),
          per: price.terms.per,
          periods: price.terms.periods,
        }),
      )
      .filter((offer): offer is Offer => offer !== null);
    return {
      "@type": "Service",
      serviceType: t("rules.jsonLd.membership"),
      name: membership.name,
      description: about(membership.paragraphs),
      image: membership.image ?? undefined,
      url: membership.details ?? undefined,
      provider,
      offers: offers.length > 0 ? offers : undefined,
    };
  });
  return offerCatalog({ name: t("rules.jsonLd.memberships"), url: input.pageUrl, items: services });
}

/** A trial offer as its entry decided it (`TrialView`). */
export interface TrialFacts extends ListedFacts {
  /** Where it starts (`trialSignUpHref`), from the day it opens for one not available today; null: no safe link. */
  readonly signUpHref: string | null;
  /** The API's `price_cents`: 0 for a free trial. */
  readonly priceCents: number;
  /** `opensOn`: the day it opens (`TrialAvailability`) for a trial not available today, as its page says it; else null. */
  readonly availability: { readonly opensOn: string | null };
}

export interface TrialsJsonLdInput {
  readonly trials: readonly TrialFacts[];
  /** The trials page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (its types' names) are in its language. */
  readonly locale: string;
}

/**
 * The trials page's JSON-LD: an `OfferCatalog` of trial offers, each at the address its
 * button links; a trial with no button is listed as a service with no offer.
 * A trial before its availability window is offered from the day it opens, as the page
 * says ("Opens Dec 2, 2026").
 */
export function trialsJsonLd(input: TrialsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl);
  const elements = input.trials.map((trial): Offer | Service => {
    const service: Service = {
      "@type": "Service",
      serviceType: t("rules.jsonLd.trialClass"),
      name: trial.name,
      description: about(trial.paragraphs),
      image: trial.image ?? undefined,
      provider,
    };
    const offer = buildOffer({
      url: trial.signUpHref ?? undefined,
      priceCents: trial.priceCents,
      currency: input.currency,
      name: trial.name,
      category: offerCategory(trial.priceCents, false),
      itemOffered: service,
      offeredBy: provider,
      availabilityStarts: trial.availability.opensOn,
    });
    return offer ?? service;
  });
  return offerCatalog({ name: t("rules.jsonLd.trialClasses"), url: input.pageUrl, items: elements });
}
