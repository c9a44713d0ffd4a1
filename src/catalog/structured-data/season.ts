import type { Course, Offer, OfferCatalog, Service, WithContext } from "schema-dts";
import type { CatalogItem, Registration, RegistrationDetail } from "../../api/schemas/index.ts";
import { excerpt } from "../text.ts";
import { buildOffer } from "./offers.ts";
import { offerCatalog } from "./offer-catalog.ts";
import { oneLine } from "./place.ts";
import { studioReference } from "./studio-organization.ts";

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
}

function itemOffered(item: CatalogItem, classUrls: ReadonlyMap<string, string> | undefined): Exclude<Course | Service, string> {
  const name = oneLine(item.name) || (item.item_type === "class" ? "Class" : "Membership");
  const description = excerpt(item.description, 300) || undefined;
  if (item.item_type === "class") {
    const course: Course = { "@type": "Course", name, description, url: item.class ? classUrls?.get(item.class.id) : undefined };
    return course;
  }
  const service: Service = { "@type": "Service", name, description, serviceType: "Membership" };
  return service;
}

/**
 * A season page's JSON-LD: an `OfferCatalog` of what the season sells, each item an
 * Offer at its season price (spec 2.9) whose URL is the season's hosted sign-up page,
 * available from the public opening (`external_opens_at`) until `closes_at`. A closed
 * season, or one whose sign-up link is not a safe URL, lists its items without offers.
 */
export function seasonJsonLd(input: SeasonJsonLdInput): WithContext<OfferCatalog> {
  const { season } = input;
  const seller = studioReference(oneLine(input.studioName) || "Studio", input.homeUrl);
  const items = (input.detail?.catalog_groups ?? [])
    .slice()
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((group) => group.items);
  const selling = season.status === "open";
  const elements = items.map((item): Offer | Exclude<Course | Service, string> => {
    const offered = itemOffered(item, input.classUrls);
    if (!selling) return offered;
    const offer = buildOffer({
      url: season.links.register,
      priceCents: item.price_cents,
      currency: input.currency,
      itemOffered: offered,
      availabilityStarts: season.registration_window.external_opens_at,
      availabilityEnds: season.registration_window.closes_at,
      offeredBy: seller,
    });
    return offer ?? offered;
  });
  return offerCatalog({ name: oneLine(season.name) || "Season", description: excerpt(season.description, 300) || undefined, url: input.pageUrl, items: elements });
}
