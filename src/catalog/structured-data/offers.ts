import type { Course, Event, ItemAvailability, Offer, Organization, Product, Service } from "schema-dts";
import { safeUrl } from "../safe-url.ts";
import { currencyCode } from "../seo/studio-currency.ts";
import { priceFromCents } from "./price.ts";

/** Google's course-offer categories ("Free", "Partially Free", "Subscription", "Paid"). */
export type OfferCategory = "Free" | "Subscription" | "Paid";

export interface OfferInput {
  /** Where the family buys: the hosted checkout, booking or sign-up page as the API gave it. */
  readonly url: string | null | undefined;
  readonly priceCents?: number | null;
  /** ISO 4217 code; null when unknown (see `studioCurrency`). */
  readonly currency: string | null;
  readonly name?: string;
  readonly description?: string;
  readonly availability?: ItemAvailability;
  readonly category?: OfferCategory;
  readonly itemOffered?: Exclude<Course | Service | Product | Event, string>;
  /** The studio, on offers that stand apart from the page's main item. */
  readonly offeredBy?: Organization;
  /** ISO 8601 date-times: when sign-up opens and closes. */
  readonly availabilityStarts?: string | null;
  readonly availabilityEnds?: string | null;
}

/**
 * A schema.org Offer, or null when there is nothing a family could follow: an offer
 * without a safe (http/https) URL is left out entirely. `price` and `priceCurrency`
 * appear together or not at all: a price with no known currency is meaningless to a
 * search engine, and the currency is never invented.
 */
export function buildOffer(input: OfferInput): Offer | null {
  const url = safeUrl(input.url);
  if (url === null) return null;
  const price = priceFromCents(input.priceCents);
  const currency = currencyCode(input.currency);
  const priced = price !== null && currency !== null;
  // Properties are written out (undefined when absent, which JSON leaves out) rather than
  // spread in, so schema-dts checks every property name here.
  const offer: Offer = {
    "@type": "Offer",
    url,
    name: input.name || undefined,
    description: input.description || undefined,
    price: priced ? price : undefined,
    priceCurrency: priced ? currency : undefined,
    availability: input.availability,
    category: input.category,
    availabilityStarts: input.availabilityStarts || undefined,
    availabilityEnds: input.availabilityEnds || undefined,
    itemOffered: input.itemOffered,
    offeredBy: input.offeredBy,
  };
  return offer;
}

/** "Free" for a zero price, "Subscription" for recurring billing, else "Paid"; undefined when there is no price. */
export function offerCategory(priceCents: number | null | undefined, recurring: boolean): OfferCategory | undefined {
  if (typeof priceCents !== "number") return undefined;
  if (priceCents === 0) return "Free";
  return recurring ? "Subscription" : "Paid";
}
