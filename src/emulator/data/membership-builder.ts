import type { MembershipPrice, MembershipType } from "../../api/schemas/index.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { addDays, daysBetween } from "../../core/local-time.ts";
import { longDate } from "./demo-dates.ts";
import { formatDollars, stableId } from "./building-blocks.ts";

export type TermSpec =
  | { mode: "none" }
  | { mode: "duration"; months: number }
  /** Offsets in days from today. */
  | { mode: "fixed"; startsOffsetDays: number; endsOffsetDays: number };

export interface PriceSpec {
  key: string;
  name: string;
  amountCents: number;
  interval: "month" | "year";
  period: number;
  term: TermSpec;
  /** Pay in full: one charge, no renewal, whatever the term. */
  payInFull?: boolean;
}

export interface MembershipSpec {
  key: string;
  name: string;
  description: string | null;
  benefits: string[];
  imageName: string | null;
  prices: PriceSpec[];
}

function monthsPerCharge(price: PriceSpec): number {
  return price.interval === "year" ? price.period * 12 : price.period;
}

function termMonths(term: TermSpec, today: string): number | null {
  if (term.mode === "duration") return term.months;
  if (term.mode === "fixed") {
    return Math.max(1, Math.round(daysBetween(addDays(today, term.startsOffsetDays), addDays(today, term.endsOffsetDays)) / 30.44));
  }
  return null;
}

function every(price: PriceSpec): string {
  const months = monthsPerCharge(price);
  if (months === 1) return "every month";
  if (months === 12) return "every year";
  return `every ${months} months`;
}

function priceDisplay(price: PriceSpec, oneTime: boolean): string {
  const amount = formatDollars(price.amountCents);
  if (oneTime) return `${amount} one-time`;
  const months = monthsPerCharge(price);
  if (months === 1) return `${amount}/month`;
  if (months === 12) return `${amount}/year`;
  return `${amount} every ${months} months`;
}

function billingSummary(price: PriceSpec, oneTime: boolean, charges: number | null, today: string): string {
  const amount = formatDollars(price.amountCents);
  if (oneTime) return `One payment of ${amount} at checkout; it does not renew.`;
  const term = price.term;
  if (term.mode === "none") return `${amount} charged ${every(price)} until you cancel.`;
  if (term.mode === "duration") return `${amount} charged ${every(price)} for ${term.months} months (${charges} payments).`;
  const from = longDate(addDays(today, term.startsOffsetDays));
  const to = longDate(addDays(today, term.endsOffsetDays));
  return `${amount} charged ${every(price)} from ${from} to ${to} (${charges} payments).`;
}

export function buildPrice(typeId: string, price: PriceSpec, idSpace: string, today: string, pages: HostedPages): MembershipPrice {
  const id = stableId(idSpace, "membership-price", price.key);
  const months = termMonths(price.term, today);
  // Spec 2.10: one-time = pay in full, or a term shorter than one billing period.
  const oneTime = price.payInFull === true || (months !== null && months <= monthsPerCharge(price));
  const charges = oneTime ? 1 : months === null ? null : Math.ceil(months / monthsPerCharge(price));
  const term = price.term;
  return {
    id,
    name: price.name,
    amount_cents: price.amountCents,
    currency: "USD",
    price_display: priceDisplay(price, oneTime),
    billing_interval: price.interval,
    billing_period: price.period,
    is_one_time: oneTime,
    charges,
    term: {
      mode: term.mode,
      months: term.mode === "duration" ? term.months : null,
      starts_on: term.mode === "fixed" ? addDays(today, term.startsOffsetDays) : null,
      ends_on: term.mode === "fixed" ? addDays(today, term.endsOffsetDays) : null,
    },
    billing_summary: billingSummary(price, oneTime, charges, today),
    links: { checkout: pages.membershipCheckout(typeId, id) },
  };
}

export function buildMembershipType(spec: MembershipSpec, idSpace: string, today: string, pages: HostedPages): MembershipType {
  const id = stableId(idSpace, "membership-type", spec.key);
  const prices = spec.prices.map((price) => buildPrice(id, price, idSpace, today, pages));
  return {
    id,
    name: spec.name,
    description: spec.description,
    benefits: [...spec.benefits],
    featured_image_url: spec.imageName === null ? null : pages.image(spec.imageName),
    prices,
    // Spec 2.10: the checkout of the first price; null when no price is active.
    links: { checkout: prices[0]?.links.checkout ?? null, detail: pages.membershipDetail(id) },
  };
}
