import type { CatalogItem, Class, MembershipPrice, MembershipType, RegistrationDetail } from "../api/schemas/index.ts";
import { currencyCode } from "../api/currency-code.ts";
import { formatDateRange, formatLocalDate, formatMoney } from "../core/format.ts";
import { messagesFor } from "../i18n/messages.ts";
import { oneLine, plainText } from "./text.ts";

/**
 * Billing rules in words: every price and billing sentence is composed here from the
 * API's structured fields (cents, currency, billing rule, term), with `Intl.NumberFormat`
 * and the page language's messages, one rule for every language. The API's printable
 * strings (`price_display`, `billing_summary`) are in the studio's language and are kept
 * only where the fields cannot say the same thing (`priceInWords`, `membershipBillingInWords`).
 */

type Unit = "week" | "month" | "year" | "day";

/** "weeks", "Month", "monthly" → "month"; null for anything unrecognised. */
function normaliseUnit(unit: string | null | undefined): Unit | null {
  const word = unit?.trim().toLowerCase() ?? "";
  if (/^(week|weeks|weekly|wk|wks)$/.test(word)) return "week";
  if (/^(month|months|monthly|mo|mos)$/.test(word)) return "month";
  if (/^(year|years|yearly|annual|annually|yr|yrs)$/.test(word)) return "year";
  if (/^(day|days|daily)$/.test(word)) return "day";
  return null;
}

/**
 * "every month" style phrase in the locale: 1 + month = "monthly" / "mensualmente" /
 * "chaque mois" (spec 2.4 rule 4), 3 + month = "every 3 months" / "cada 3 meses".
 */
export function intervalInWords(value: number | null | undefined, unit: string | null | undefined, locale: string): string | null {
  const period = billingPeriod(value, unit);
  return period === null ? null : messagesFor(locale).t("rules.billing.interval", { count: period.count, unit: period.unit });
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

type ClassBilling = Pick<Class, "enrollment_model" | "price_cents" | "billing">;

/** How a class is paid for, as a sentence in the locale; null when there is no price or nothing to add to it. */
export function classBillingInWords(cls: ClassBilling, locale: string): string | null {
  if (cls.price_cents === null || cls.price_cents === 0) return null;
  const messages = messagesFor(locale);
  if (cls.enrollment_model === "per_instance") return messages.t("rules.billing.perSession");
  if (cls.billing.is_recurring) {
    const interval = intervalInWords(cls.billing.interval_value, cls.billing.interval_unit, locale);
    return interval ? messages.t("rules.billing.whileEnrolled", { interval }) : messages.t("rules.billing.recurringWhileEnrolled");
  }
  return messages.t("rules.billing.wholeClass");
}

/** "at_signup" → "At signup": the studio's own setting, shown as readable words. */
export function humanizeSetting(value: string | null | undefined): string | null {
  const words = value?.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim() ?? "";
  return words === "" ? null : capitalise(words.toLowerCase());
}

/** How often a recurring price charges: every `count` `unit`s. */
export interface BillingPeriod {
  readonly count: number;
  readonly unit: Unit;
}

/** Spec 2.10: 12 + month is annual; a period of whole years is said in years ("/year", not "every 12 months"). */
function billingPeriod(value: number | null | undefined, unit: string | null | undefined): BillingPeriod | null {
  const normalised = normaliseUnit(unit);
  const count = value ?? 1;
  if (normalised === null || !Number.isInteger(count) || count < 1) return null;
  return normalised === "month" && count % 12 === 0 ? { count: count / 12, unit: "year" } : { count, unit: normalised };
}

/** The period a season bills its class items by (spec 2.9 `billing`); null when it sets none. */
export function seasonBillingPeriod(billing: Pick<RegistrationDetail["billing"], "interval_value" | "interval_unit">): BillingPeriod | null {
  return billing.interval_value === null && billing.interval_unit === null ? null : billingPeriod(billing.interval_value, billing.interval_unit);
}

/** The period a class's price is billed by (spec 2.4 `billing`); null for a drop-in, a one-off payment or an unreadable rule. */
export function classBillingPeriod(cls: Pick<Class, "enrollment_model" | "billing">): BillingPeriod | null {
  if (cls.enrollment_model === "per_instance" || !cls.billing.is_recurring) return null;
  return billingPeriod(cls.billing.interval_value, cls.billing.interval_unit);
}

/** A class's price as an offer states it (spec 2.4): its amount and how it recurs. */
export interface PriceTerms {
  /** The API's `price_cents`: 0 free, null no price. */
  readonly cents: number | null;
  /** Charged again and again while enrolled: a session-based class billed on a recurring rule, whether or not `per` could be read. */
  readonly recurring: boolean;
  /** How often (`classBillingPeriod`); null for a drop-in, a one-off payment or an unreadable rule. */
  readonly per: BillingPeriod | null;
}

export function classPriceTerms(cls: Pick<Class, "price_cents" | "enrollment_model" | "billing">): PriceTerms {
  return { cents: cls.price_cents, recurring: cls.billing.is_recurring && cls.enrollment_model !== "per_instance", per: classBillingPeriod(cls) };
}

/** The period a membership price charges by (spec 2.10); "one-time" for a single charge that does not renew. */
export function membershipPricePeriod(price: Pick<MembershipPrice, "is_one_time" | "billing_interval" | "billing_period">): BillingPeriod | "one-time" | null {
  return price.is_one_time ? "one-time" : billingPeriod(price.billing_period, price.billing_interval);
}

/** A membership price as an offer states it (spec 2.10): its amount and currency, and how it recurs. */
export interface MembershipPriceTerms {
  readonly cents: number;
  readonly currency: string;
  /** Charged again and again (not `is_one_time`). */
  readonly recurring: boolean;
  /** How often, for a recurring price whose period reads; null for a one-time price. */
  readonly per: BillingPeriod | null;
  /** How many charges its term fixes (`charges`), for a recurring price; null otherwise. */
  readonly periods: number | null;
}

/** A membership price by its type and its own id, as a season's membership item names it (spec 2.9 `type_id`, `price_id`). */
export const membershipPriceKey = (typeId: string, priceId: string): string => `${typeId} ${priceId}`;

export function membershipPriceTerms(price: Pick<MembershipPrice, "amount_cents" | "currency" | "is_one_time" | "billing_interval" | "billing_period" | "charges">): MembershipPriceTerms {
  const period = membershipPricePeriod(price);
  const per = period === null || period === "one-time" ? null : period;
  return { cents: price.amount_cents, currency: price.currency, recurring: !price.is_one_time, per, periods: per === null ? null : price.charges };
}

/**
 * What a price is charged per: a billing period; "one-time", a membership's single charge
 * that does not renew (spec 2.10 `is_one_time`); "session", each session of a drop-in class
 * (spec 2.4 `per_instance`); null, nothing to add to the amount (a class paid once).
 */
export type PriceBasis = BillingPeriod | "one-time" | "session" | null;

/** A price as the API's fields state it, and its printable form for what they cannot say. */
export interface PriceFacts {
  /** Cents (spec convention 1): 0 free, null no price. */
  readonly cents: number | null;
  /** ISO 4217 code of the cents; null when unknown. */
  readonly currency: string | null;
  readonly basis: PriceBasis;
  /** Charged again and again: a recurring price whose period did not read (`basis` null) is said by `printed`. */
  readonly recurring: boolean;
  /** The API's `price_display`, as plain text; null where the API prints none (a season's items, spec 2.9). */
  readonly printed: string | null;
}

/**
 * A price in the page's language, composed from its fields: "$110.00/month" / "110,00 $ US/mois",
 * "$125.00 every 3 months", "$35.00 one-time", "$20.00 per class", "Free" / "Gratis", and for
 * a price the API gives as null (spec 2.4 `price_cents`) "Contact the studio for pricing".
 * The API's printed price is kept in two cases only, where the fields cannot say it:
 * cents without a known currency (spec 2.10 gives a currency on membership prices alone;
 * class, trial and service prices have one through STUDIO_CURRENCY or the membership
 * prices, `studioCurrency`), and a recurring class price whose period is not one the
 * spec names (2.4 `interval_unit` `weeks` or `months`). Null when nothing can be said.
 */
export function priceInWords(price: PriceFacts, locale: string): string | null {
  const messages = messagesFor(locale);
  if (price.cents === null) return price.printed === null ? null : messages.t("rules.price.onRequest");
  if (price.cents === 0) return messages.t("rules.price.free");
  const amount = formatMoney(price.cents, price.currency, locale);
  if (amount === null) return price.printed || null;
  const { basis } = price;
  if (basis === null) return price.recurring ? price.printed || amount : amount;
  if (basis === "session") return messages.t("rules.price.perSession", { amount });
  if (basis === "one-time") return messages.t("rules.price.oneTime", { amount });
  return messages.t("rules.price.perPeriod", { amount, count: basis.count, unit: basis.unit });
}

/** A class's price (spec 2.4) as `priceInWords` reads it, in the studio's currency (`studioCurrency`). */
export function classPriceFacts(cls: Pick<Class, "price_cents" | "price_display" | "enrollment_model" | "billing">, currency: string | null): PriceFacts {
  const terms = classPriceTerms(cls);
  return {
    cents: cls.price_cents,
    currency,
    basis: cls.enrollment_model === "per_instance" ? "session" : terms.per,
    recurring: terms.recurring,
    printed: plainText(cls.price_display),
  };
}

/** A membership price (spec 2.10) as `priceInWords` reads it, in its own currency. */
export function membershipPriceFacts(price: Pick<MembershipPrice, "amount_cents" | "currency" | "price_display" | "is_one_time" | "billing_interval" | "billing_period">): PriceFacts {
  return {
    cents: price.amount_cents,
    currency: currencyCode(price.currency),
    basis: membershipPricePeriod(price),
    recurring: !price.is_one_time,
    printed: plainText(price.price_display),
  };
}

/** A trial's or an appointment's price (spec 2.7, 2.11): an amount, in the studio's currency. */
export function flatPriceFacts(offer: { readonly price_cents: number; readonly price_display: string }, currency: string | null): PriceFacts {
  return { cents: offer.price_cents, currency, basis: null, recurring: false, printed: plainText(offer.price_display) };
}

/**
 * A season's billing (spec 2.9) as sentences: what its interval applies to (its classes;
 * a membership item charges by its own price), then when the first payment is taken, as
 * it applies to a family signing up now: "at the season start" of a season already under
 * way has passed, so such a family pays at signup (a date in the past is no answer).
 */
export function seasonBillingInWords(
  billing: RegistrationDetail["billing"],
  season: { readonly starts: string | null; readonly today: string; readonly locale: string },
): string[] {
  const messages = messagesFor(season.locale);
  const lines: string[] = [];
  const interval = intervalInWords(billing.interval_value, billing.interval_unit, season.locale);
  if (interval) lines.push(messages.t("rules.billing.seasonClasses", { interval }));
  const timing = humanizeSetting(billing.first_payment_timing);
  if (timing === null) return lines;
  // The two timings the API's studios use are said in the page's language; any other is the studio's own words.
  if (/^season start$/i.test(timing)) {
    if (season.starts === null) {
      lines.push(messages.t("rules.billing.firstPaymentSeasonStartUndated"));
    } else {
      lines.push(
        season.starts <= season.today
          ? messages.t("rules.billing.firstPaymentSeasonStarted")
          : messages.t("rules.billing.firstPaymentSeasonStart", { date: formatLocalDate(season.starts, season.locale, "medium") }),
      );
    }
  } else if (/^at signup$/i.test(timing)) {
    lines.push(messages.t("rules.billing.firstPaymentAtSignup"));
  } else {
    lines.push(messages.t("rules.billing.firstPayment", { timing: `${timing.charAt(0).toLowerCase()}${timing.slice(1)}` }));
  }
  return lines;
}

type PriceBilling = Pick<MembershipPrice, "amount_cents" | "currency" | "billing_summary" | "billing_interval" | "billing_period" | "is_one_time" | "charges" | "term">;

/** A fixed term's dates, "Sep 1, 2026 – Jun 30, 2027", or one end of it; null when neither is set. */
function fixedTermInWords(term: MembershipPrice["term"], locale: string): string | null {
  if (term.starts_on && term.ends_on) return formatDateRange(term.starts_on, term.ends_on, locale);
  const messages = messagesFor(locale);
  if (term.ends_on) return messages.t("rules.membership.until", { date: formatLocalDate(term.ends_on, locale, "medium") });
  if (term.starts_on) return messages.t("rules.membership.from", { date: formatLocalDate(term.starts_on, locale, "medium") });
  return null;
}

/**
 * How much and how often a price charges, built from its fields alone (spec 2.10): "$45.00
 * charged monthly until you cancel.", "One payment of $35.00; it does not renew."; without
 * the amount when it is none (`amount` null: free, or a currency that does not read).
 */
function chargesInWords(price: PriceBilling, amount: string | null, locale: string): string {
  const messages = messagesFor(locale);
  if (price.is_one_time) return amount === null ? messages.t("rules.membership.oneTime") : messages.t("rules.membership.onePayment", { amount });
  const interval = intervalInWords(price.billing_period, price.billing_interval, locale);
  const charged =
    amount === null
      ? interval
        ? messages.t("rules.membership.charged", { interval })
        : messages.t("rules.membership.chargedRecurring")
      : interval
        ? messages.t("rules.membership.amountCharged", { amount, interval })
        : messages.t("rules.membership.amountChargedRecurring", { amount });
  const payments = price.charges !== null && price.charges > 1 ? messages.t("rules.membership.payments", { count: price.charges }) : "";
  switch (price.term.mode) {
    case "none":
      return messages.t("rules.membership.untilCancel", { charged });
    case "duration":
      return price.term.months === null
        ? messages.t("rules.membership.setTerm", { charged, payments })
        : messages.t("rules.membership.forMonths", { charged, months: price.term.months, payments });
    case "fixed": {
      const dates = fixedTermInWords(price.term, locale);
      return dates === null ? messages.t("rules.membership.fixedTerm", { charged, payments }) : messages.t("rules.membership.dates", { charged, dates, payments });
    }
  }
}

/**
 * What a single payment pays for, when the price has a term: a one-time price's summary
 * says "one payment" but not how long it covers. Null for a recurring price (its summary
 * states the term) and for a one-time price with no term.
 */
function coverInWords(price: PriceBilling, locale: string): string | null {
  if (!price.is_one_time) return null;
  switch (price.term.mode) {
    case "none":
      return null;
    case "duration":
      return price.term.months === null ? null : messagesFor(locale).t("rules.membership.coversMonths", { months: price.term.months });
    case "fixed": {
      const dates = fixedTermInWords(price.term, locale);
      return dates === null ? null : messagesFor(locale).t("rules.membership.coversDates", { dates });
    }
  }
}

/**
 * How a membership price is paid (spec 2.10), in one place for the memberships page and
 * every season page that sells it, in the page's language: the amount and how often it is
 * charged from `amount_cents`, `currency`, `is_one_time`, `billing_interval`,
 * `billing_period`, `charges` and `term`, then what a one-time payment covers. Each fact
 * is said once. The API's `billing_summary` (the studio's language) is kept only when the
 * price's currency does not read (spec 2.10 `currency`), so the amount cannot be said.
 */
export function membershipBillingInWords(price: PriceBilling, locale: string): string {
  const currency = currencyCode(price.currency);
  const amount = price.amount_cents > 0 ? formatMoney(price.amount_cents, currency, locale) : null;
  const summary = oneLine(price.billing_summary);
  const unreadable = price.amount_cents > 0 && amount === null && summary !== "";
  const charges = !unreadable ? chargesInWords(price, amount, locale) : /[.!?]$/.test(summary) ? summary : `${summary}.`;
  const cover = coverInWords(price, locale);
  return cover === null ? charges : `${charges} ${cover}`;
}

/**
 * The MembershipPrice a season's membership item sells (spec 2.9: `type_id` and
 * `price_id`), among the active prices the key could read; null when the key lacks
 * memberships:read, the item names no price, or the price is not active.
 */
export function membershipPriceFor(
  item: Pick<NonNullable<CatalogItem["membership"]>, "type_id" | "price_id">,
  types: readonly Pick<MembershipType, "id" | "prices">[],
): MembershipPrice | null {
  if (item.price_id === null) return null;
  const type = types.find((candidate) => candidate.id === item.type_id);
  return type?.prices.find((price) => price.id === item.price_id) ?? null;
}

/**
 * A season's membership item in words. With its price, what the memberships page says,
 * with the amount the season charges (spec 2.9 `price_cents`, "price in this season")
 * when it has one. Without it, only what the item proves: its `billing_interval` and
 * `billing_period` are set on one-time prices too, so they do not show that it recurs,
 * and no recurrence is guessed from them; its length in months is stated as given.
 */
export function catalogMembershipBillingInWords(
  membership: Pick<NonNullable<CatalogItem["membership"]>, "duration_months">,
  price: PriceBilling | null,
  locale: string,
  seasonCents: number | null = null,
): string | null {
  if (price !== null) return membershipBillingInWords(seasonCents === null || seasonCents === price.amount_cents ? price : { ...price, amount_cents: seasonCents, billing_summary: "" }, locale);
  const length = membership.duration_months;
  return length !== null && length > 0 ? messagesFor(locale).t("rules.membership.lasts", { months: length }) : null;
}

/**
 * How a price is paid, as the family planner adds it up (spec 2.4 `billing`, 2.5 drop-ins,
 * 2.9 season items, 2.10 membership prices). Decided here with the words above, so a class
 * page's "monthly while enrolled" and the planner's monthly estimate read one rule.
 */
export type Charge =
  /** No price (spec 2.4 `price_cents` null, 2.9 item null): the price is on the registration page. */
  | { readonly kind: "unpriced" }
  /** Paid again and again: every `per` (null: a recurring rule that does not read). `charges`: a fixed term's number of charges (spec 2.10). */
  | { readonly kind: "recurring"; readonly cents: number; readonly per: BillingPeriod | null; readonly charges: number | null }
  /** Paid once: a whole class, a one-time membership price, a season item with no billing period. */
  | { readonly kind: "once"; readonly cents: number }
  /** A drop-in (spec 2.4 `per_instance`): each session booked is paid. */
  | { readonly kind: "per-session"; readonly cents: number };

/** A class's charge: a drop-in per session, a recurring rule per its period, else the whole class once. */
export function classCharge(cls: Pick<Class, "price_cents" | "enrollment_model" | "billing">): Charge {
  const cents = cls.price_cents;
  if (cents === null) return { kind: "unpriced" };
  if (cls.enrollment_model === "per_instance") return { kind: "per-session", cents };
  const terms = classPriceTerms(cls);
  return terms.recurring ? { kind: "recurring", cents, per: terms.per, charges: null } : { kind: "once", cents };
}

/** A membership price's charge (spec 2.10): one payment, or `amount_cents` every `billing_period` `billing_interval`s. `cents` overrides the amount (a season's own price). */
export function membershipCharge(price: Pick<MembershipPrice, "amount_cents" | "currency" | "is_one_time" | "billing_interval" | "billing_period" | "charges">, cents = price.amount_cents): Charge {
  const terms = membershipPriceTerms(price);
  return terms.recurring ? { kind: "recurring", cents, per: terms.per, charges: terms.periods } : { kind: "once", cents };
}

/**
 * A season catalog item's charge (spec 2.9): a class item per the season's billing period
 * (once when it sets none); a membership item as its price charges, with the season's
 * amount; without its price record, once: an item's `billing_interval` is set on one-time
 * prices too, so no recurrence is guessed from it (as `catalogMembershipBillingInWords`).
 */
export function catalogItemCharge(item: Pick<CatalogItem, "item_type" | "price_cents">, seasonPeriod: BillingPeriod | null, price: MembershipPrice | null): Charge {
  const cents = item.price_cents;
  if (cents === null) return { kind: "unpriced" };
  if (item.item_type === "membership" && price !== null) return membershipCharge(price, cents);
  if (item.item_type === "class" && seasonPeriod !== null) return { kind: "recurring", cents, per: seasonPeriod, charges: null };
  return { kind: "once", cents };
}
