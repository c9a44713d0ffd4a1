import type { OfferCatalog, Offer, Service, WithContext } from "schema-dts";
import type { MembershipType } from "../../api/schemas/index.ts";
import { safeUrl } from "../safe-url.ts";
import { excerpt } from "../text.ts";
import { buildOffer } from "./offers.ts";
import { offerCatalog } from "./offer-catalog.ts";
import { oneLine } from "./place.ts";
import { studioReference } from "./studio-organization.ts";

export interface MembershipsJsonLdInput {
  readonly memberships: readonly MembershipType[];
  /** The memberships page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
}

/**
 * The memberships page's JSON-LD: an `OfferCatalog` of membership `Service`s, each with
 * one Offer per price. Membership prices are the one place the API names a currency
 * (spec 2.10), so each offer uses its own price's currency, not the studio's guess.
 * A price without a safe checkout link gets no offer.
 */
export function membershipsJsonLd(input: MembershipsJsonLdInput): WithContext<OfferCatalog> {
  const provider = studioReference(oneLine(input.studioName) || "Studio", input.homeUrl);
  const services = input.memberships.map((type): Service => {
    const offers = type.prices
      .map((price) =>
        buildOffer({
          url: price.links.checkout,
          priceCents: price.amount_cents,
          currency: price.currency,
          name: oneLine(price.name) || undefined,
          description: oneLine(price.billing_summary) || undefined,
          category: price.amount_cents === 0 ? "Free" : price.is_one_time ? "Paid" : "Subscription",
        }),
      )
      .filter((offer): offer is Offer => offer !== null);
    return {
      "@type": "Service",
      serviceType: "Membership",
      name: oneLine(type.name) || "Membership",
      description: excerpt(type.description, 300) || undefined,
      image: safeUrl(type.featured_image_url) ?? undefined,
      url: safeUrl(type.links.detail) ?? undefined,
      provider,
      offers: offers.length > 0 ? offers : undefined,
    };
  });
  return offerCatalog({ name: "Memberships", url: input.pageUrl, items: services });
}
