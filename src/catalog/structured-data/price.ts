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
