/**
 * The one currency rule: an ISO 4217-shaped code is three letters. The API sends one on
 * membership prices (spec 2.10), in any case; STUDIO_CURRENCY is typed by a person. Both
 * are checked here, and a code is compared and printed in upper case.
 */
export const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** The code in upper case, surrounding spaces ignored; null for anything that is not three letters. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? "";
  return CURRENCY_CODE.test(code) ? code.toUpperCase() : null;
}
