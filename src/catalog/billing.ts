import type { CatalogItem, Class, MembershipPrice, RegistrationDetail } from "../api/schemas/index.ts";
import { formatLocalDate } from "../core/format.ts";

/**
 * Billing rules in words. Amounts always come from the API's `price_display`; these
 * functions only say how often and for what a family pays.
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

const ADVERB: Readonly<Record<Unit, string>> = { day: "daily", week: "weekly", month: "monthly", year: "yearly" };

/** "every month" style phrase: 1 + month = "monthly" (spec 2.4 rule 4), 3 + month = "every 3 months". */
export function intervalInWords(value: number | null | undefined, unit: string | null | undefined): string | null {
  const normalised = normaliseUnit(unit);
  if (normalised === null) return null;
  const count = value ?? 1;
  if (!Number.isInteger(count) || count < 1) return null;
  if (count === 1) return ADVERB[normalised];
  return `every ${count} ${normalised}s`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

type ClassBilling = Pick<Class, "enrollment_model" | "price_cents" | "billing">;

/** How a class is paid for, as a sentence; null when there is no price or nothing to add to it. */
export function classBillingInWords(cls: ClassBilling): string | null {
  if (cls.price_cents === null || cls.price_cents === 0) return null;
  if (cls.enrollment_model === "per_instance") return "Paid per session.";
  if (cls.billing.is_recurring) {
    const interval = intervalInWords(cls.billing.interval_value, cls.billing.interval_unit);
    return interval ? `Billed ${interval} while enrolled.` : "Billed on a recurring schedule while enrolled.";
  }
  return "One payment for the whole class.";
}

/** "at_signup" → "At signup": the studio's own setting, shown as readable words. */
export function humanizeSetting(value: string | null | undefined): string | null {
  const words = value?.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim() ?? "";
  return words === "" ? null : capitalise(words.toLowerCase());
}

/** A season's billing (spec 2.9) as sentences. */
export function seasonBillingInWords(billing: RegistrationDetail["billing"]): string[] {
  const lines: string[] = [];
  const interval = intervalInWords(billing.interval_value, billing.interval_unit);
  if (interval) lines.push(`Billed ${interval}.`);
  const timing = humanizeSetting(billing.first_payment_timing);
  if (timing) lines.push(`First payment: ${timing.charAt(0).toLowerCase()}${timing.slice(1)}.`);
  return lines;
}

/** A membership item in a season catalog: "Billed monthly for 12 months." */
export function catalogMembershipBillingInWords(membership: NonNullable<CatalogItem["membership"]>): string | null {
  const interval = intervalInWords(membership.billing_period, membership.billing_interval);
  const months = membership.duration_months;
  const term = months === null ? "" : ` for ${months} ${months === 1 ? "month" : "months"}`;
  if (interval) return `Billed ${interval}${term}.`;
  return term ? `Runs${term}.` : null;
}

type TermFields = Pick<MembershipPrice, "term" | "is_one_time" | "charges">;

const months = (count: number): string => `${count} ${count === 1 ? "month" : "months"}`;

/**
 * How long a membership price runs (spec 2.10 `term`), plus how many charges it makes
 * when that is fixed. The amount itself is the API's `price_display`.
 */
export function membershipTermInWords(price: TermFields, locale: string): string {
  const { term } = price;
  let length: string;
  switch (term.mode) {
    case "none":
      length = price.is_one_time ? "One payment, no renewal" : "Until you cancel";
      break;
    case "duration":
      length = term.months === null ? "For a set number of months" : `For ${months(term.months)} from the start`;
      break;
    case "fixed": {
      const from = term.starts_on === null ? null : formatLocalDate(term.starts_on, locale, "medium");
      const to = term.ends_on === null ? null : formatLocalDate(term.ends_on, locale, "medium");
      length = from && to ? `From ${from} to ${to}` : to ? `Until ${to}` : from ? `From ${from}` : "For a fixed term";
      break;
    }
  }
  if (term.mode === "none" && price.is_one_time) return `${length}.`;
  if (price.charges === 1) return `${length}; paid in full.`;
  if (price.charges !== null && price.charges > 1) return `${length}; ${price.charges} payments.`;
  return `${length}.`;
}
