import type { Snapshot } from "../../core/snapshot.ts";

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** An ISO 4217-shaped code in upper case, or null for anything else. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return CURRENCY_CODE.test(code) ? code : null;
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
