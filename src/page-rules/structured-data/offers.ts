import type {
  Course,
  Event,
  EventAttendanceModeEnumeration,
  EventStatusType,
  ItemAvailability,
  Offer,
  OfferCatalog,
  Organization,
  Product,
  Service,
  Thing,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import { currencyCode } from "../../api/currency-code.ts";
import type { BillingPeriod } from "../billing.ts";
import type { ShownSpots } from "../session-facts.ts";
import type { Snapshot } from "../../snapshot/snapshot.ts";
import { safeUrl } from "../safe-values.ts";

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
  /** How often the price recurs (`classBillingPeriod`, `seasonBillingPeriod`, `membershipPricePeriod`); absent for a one-off price. */
  readonly per?: BillingPeriod | null;
  /** How many of those periods the price is charged for, when the term fixes it (a membership's `charges`). */
  readonly periods?: number | null;
}

/** UN/CEFACT common codes for the periods a price recurs by, as schema.org `unitCode` wants them. */
const UNIT_CODES: Readonly<Record<BillingPeriod["unit"], string>> = { day: "DAY", week: "WEE", month: "MON", year: "ANN" };

/**
 * A recurring price as schema.org states it: a `UnitPriceSpecification` whose
 * `referenceQuantity` is what one charge buys ("per 1 month", "per 3 months") and, when the
 * term fixes how many charges there are, `billingDuration` the whole term in the same unit.
 */
export function recurringPrice(price: string, currency: string, per: BillingPeriod, periods: number | null = null): UnitPriceSpecification {
  const unitCode = UNIT_CODES[per.unit];
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: currency,
    referenceQuantity: { "@type": "QuantitativeValue", value: per.count, unitCode, unitText: per.unit },
    billingDuration: periods !== null && periods > 1 ? { "@type": "QuantitativeValue", value: periods * per.count, unitCode } : undefined,
  };
}

/**
 * A schema.org Offer, or null when there is nothing a family could follow: an offer
 * without a safe (http/https) URL is left out entirely. `price` and `priceCurrency`
 * appear together or not at all: a price with no known currency is meaningless to a
 * search engine, and the currency is never invented. A price that recurs also says per
 * what (`recurringPrice`), as the page beside it does ("$110.00/month").
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
    priceSpecification: priced && input.per ? recurringPrice(price, currency, input.per, input.periods ?? null) : undefined,
  };
  return offer;
}

/** "Free" for a zero price, "Subscription" for recurring billing, else "Paid"; undefined when there is no price. */
export function offerCategory(priceCents: number | null | undefined, recurring: boolean): OfferCategory | undefined {
  if (typeof priceCents !== "number") return undefined;
  if (priceCents === 0) return "Free";
  return recurring ? "Subscription" : "Paid";
}

/** At or below this many spots left, an offer is "limited" whatever the class size. */
export const FEW_SPOTS = 3;
/** At or below this share of the places left, an offer is "limited" (a class of 40 with 8 left). */
export const FEW_SPOTS_SHARE = 0.2;

/**
 * schema.org availability from the spots a page shows (spec 2.2; `ShownSpots`: the class's
 * for session-based classes, each session's for drop-ins, rule 4): no cap is InStock; 0
 * left is SoldOut (checkout does not sell past 0, rule 3); 3 or fewer left, or at most 20%
 * of the places, is LimitedAvailability; otherwise InStock.
 */
export function availabilityFromSpots(spots: ShownSpots): ItemAvailability {
  const remaining = spots.left;
  if (remaining === null) return IN_STOCK;
  if (remaining === 0) return SOLD_OUT;
  const max = spots.max ?? 0;
  if (remaining <= FEW_SPOTS || (max > 0 && remaining <= max * FEW_SPOTS_SHARE)) return LIMITED_AVAILABILITY;
  return IN_STOCK;
}

/**
 * A schema.org `price` from the API's cents (spec convention 1: 1999 means 19.99):
 * a decimal string with a dot and two places, "19.99", "0.00", as Google asks for
 * (no currency symbol, no thousands separator). Null for a missing or invalid amount.
 */
export function priceFromCents(cents: number | null | undefined): string | null {
  if (typeof cents !== "number" || !Number.isSafeInteger(cents) || cents < 0) return null;
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}

/**
 * schema.org enumeration members as full URLs, the form Google's examples use.
 * Typed by schema-dts, so a misspelt member fails type-checking.
 */
export const EVENT_SCHEDULED: EventStatusType = "https://schema.org/EventScheduled";
export const EVENT_CANCELLED: EventStatusType = "https://schema.org/EventCancelled";
export const OFFLINE_ATTENDANCE: EventAttendanceModeEnumeration = "https://schema.org/OfflineEventAttendanceMode";
export const IN_STOCK: ItemAvailability = "https://schema.org/InStock";
export const LIMITED_AVAILABILITY: ItemAvailability = "https://schema.org/LimitedAvailability";
export const SOLD_OUT: ItemAvailability = "https://schema.org/SoldOut";

export interface OfferCatalogInput {
  readonly name: string;
  readonly description?: string;
  /** The page's canonical URL. */
  readonly url: string;
  readonly items: readonly Thing[];
}

/** The `OfferCatalog` wrapper the season, membership, trial and appointment pages share. */
export function offerCatalog(input: OfferCatalogInput): WithContext<OfferCatalog> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: input.name,
    description: input.description,
    url: input.url,
    numberOfItems: input.items.length,
    itemListElement: input.items.length > 0 ? [...input.items] : undefined,
  };
}

/**
 * The currency of prices that the API gives only in cents (classes, trials, season
 * items, appointments). The API names a currency on membership prices alone (spec
 * 2.10), so: STUDIO_CURRENCY when set; else the membership prices' currency when they
 * all agree; else null, and markup leaves price and currency out rather than invent one.
 */
export function studioCurrency(
  configCurrency: string | null,
  snapshot: Pick<Snapshot, "membership_types">,
): string | null {
  const configured = currencyCode(configCurrency);
  if (configured) return configured;
  const seen = new Set<string>();
  for (const type of snapshot.membership_types) {
    for (const price of type.prices) {
      const code = currencyCode(price.currency);
      // A code we cannot read is a disagreement too: we cannot tell what it meant.
      seen.add(code ?? "?");
    }
  }
  if (seen.size !== 1) return null;
  const [only] = seen;
  return only === undefined || only === "?" ? null : only;
}
