import type { Course, Offer, OfferCatalog, Service, WithContext } from "schema-dts";
import type { AppointmentService, CatalogItem, MembershipType, Registration, RegistrationDetail, TrialClass } from "../../api/schemas/index.ts";
import { membershipPriceFor, membershipPricePeriod, seasonBillingPeriod, type BillingPeriod } from "../billing.ts";
import { safeUrl } from "../safe-values.ts";
import { orderedCatalogGroups } from "../seasons.ts";
import { excerpt, oneLine } from "../text.ts";
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
  /** The membership types the key could read, so a membership item's offer recurs as its price does. */
  readonly membershipTypes?: readonly MembershipType[];
  /** Item id → its name as the season page shows it (`CatalogItemFacts`: its own name, and what tells it from a namesake). */
  readonly itemNames?: ReadonlyMap<string, string>;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

/** How often a membership price recurs, and for how many charges when its term fixes them; nothing for a one-time price. */
function pricePeriod(price: MembershipType["prices"][number]): { per: BillingPeriod | null; periods: number | null } {
  const per = membershipPricePeriod(price);
  return per === null || per === "one-time" ? { per: null, periods: null } : { per, periods: price.charges };
}

/** How often a season item's price recurs: a class by the season's billing, a membership by its own price (as the season page says). */
function itemPeriod(item: CatalogItem, detail: RegistrationDetail, types: readonly MembershipType[]): { per: BillingPeriod | null; periods: number | null } {
  if (item.item_type === "class") return { per: seasonBillingPeriod(detail.billing), periods: null };
  const price = item.membership ? membershipPriceFor(item.membership, types) : null;
  return price ? pricePeriod(price) : { per: null, periods: null };
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
  const seller = studioReference(input.studioName, input.homeUrl, input.locale);
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
      ...(input.detail ? itemPeriod(item, input.detail, input.membershipTypes ?? []) : {}),
      itemOffered: offered,
      availabilityStarts: season.registration_window.external_opens_at,
      availabilityEnds: season.registration_window.closes_at,
      offeredBy: seller,
    });
    return offer ?? offered;
  });
  return offerCatalog({ name: oneLine(season.name) || messages.t("rules.jsonLd.season"), description: excerpt(season.description, 300) || undefined, url: input.pageUrl, items: elements });
}

export interface AppointmentsJsonLdInput {
  readonly services: readonly AppointmentService[];
  /** The appointments page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

/**
 * The appointments page's JSON-LD: an `OfferCatalog` of `Service`s. Only self-service
 * services carry a booking link (spec 4.4), so only they get an Offer; the others are
 * listed without one, as the page shows them without a Book link.
 */
export function appointmentsJsonLd(input: AppointmentsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl, input.locale);
  const services = input.services.map((service): Service => {
    const offer = service.allow_self_service_booking
      ? buildOffer({
          url: service.links.book,
          priceCents: service.price_cents,
          currency: input.currency,
          category: offerCategory(service.price_cents, false),
        })
      : null;
    return {
      "@type": "Service",
      serviceType: t("rules.jsonLd.appointment"),
      name: oneLine(service.name) || t("rules.jsonLd.appointment"),
      description: excerpt(service.description, 300) || undefined,
      image: safeUrl(service.featured_image_url) ?? undefined,
      provider,
      offers: offer ?? undefined,
    };
  });
  return offerCatalog({ name: t("rules.jsonLd.appointments"), url: input.pageUrl, items: services });
}

export interface MembershipsJsonLdInput {
  readonly memberships: readonly MembershipType[];
  /** The memberships page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

/**
 * The memberships page's JSON-LD: an `OfferCatalog` of membership `Service`s, each with
 * one Offer per price. Membership prices are the one place the API names a currency
 * (spec 2.10), so each offer uses its own price's currency, not the studio's guess.
 * A price without a safe checkout link gets no offer.
 */
export function membershipsJsonLd(input: MembershipsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl, input.locale);
  const services = input.memberships.map((type): Service => {
    const offers = type.prices
      .map((price) =>
        buildOffer({
          url: price.links.checkout,
          priceCents: price.amount_cents,
          currency: price.currency,
          name: oneLine(price.name) || undefined,
          description: oneLine(price.billing_summary) || undefined,
          category: offerCategory(price.amount_cents, !price.is_one_time),
          ...pricePeriod(price),
        }),
      )
      .filter((offer): offer is Offer => offer !== null);
    return {
      "@type": "Service",
      serviceType: t("rules.jsonLd.membership"),
      name: oneLine(type.name) || t("rules.jsonLd.membership"),
      description: excerpt(type.description, 300) || undefined,
      image: safeUrl(type.featured_image_url) ?? undefined,
      url: safeUrl(type.links.detail) ?? undefined,
      provider,
      offers: offers.length > 0 ? offers : undefined,
    };
  });
  return offerCatalog({ name: t("rules.jsonLd.memberships"), url: input.pageUrl, items: services });
}

export interface TrialsJsonLdInput {
  readonly trials: readonly TrialClass[];
  /** Trial id → the day it opens (`TrialAvailability.opensOn`) for a trial not available today, as its page says it. */
  readonly opensOn?: ReadonlyMap<string, string>;
  /** The trials page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

/**
 * The trials page's JSON-LD: an `OfferCatalog` of trial offers. The URL is the trial's
 * own sign-up page (`links.enroll`), else its booking page (`links.book`), as the page
 * links them; a trial with neither as a safe URL is listed as a service with no offer.
 * A trial before its availability window is offered from the day it opens, as the page
 * says ("Opens Dec 2, 2026").
 */
export function trialsJsonLd(input: TrialsJsonLdInput): WithContext<OfferCatalog> {
  const { t } = messagesFor(input.locale);
  const provider = studioReference(input.studioName, input.homeUrl, input.locale);
  const elements = input.trials.map((trial): Offer | Service => {
    const service: Service = {
      "@type": "Service",
      serviceType: t("rules.jsonLd.trialClass"),
      name: oneLine(trial.name) || t("rules.jsonLd.trialClass"),
      description: excerpt(trial.description, 300) || undefined,
      image: safeUrl(trial.featured_image_url) ?? undefined,
      provider,
    };
    const offer = buildOffer({
      url: safeUrl(trial.links.enroll) ?? trial.links.book,
      priceCents: trial.price_cents,
      currency: input.currency,
      name: oneLine(trial.name) || undefined,
      category: offerCategory(trial.price_cents, false),
      itemOffered: service,
      offeredBy: provider,
      availabilityStarts: input.opensOn?.get(trial.id) ?? null,
    });
    return offer ?? service;
  });
  return offerCatalog({ name: t("rules.jsonLd.trialClasses"), url: input.pageUrl, items: elements });
}
