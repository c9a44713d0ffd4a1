import type { MembershipPrice } from "../api/schemas/index.ts";
import { formatLocalDate } from "../core/format.ts";

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
