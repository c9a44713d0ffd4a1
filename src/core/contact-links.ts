/**
 * A phone number or an email address as a link (`tel:`, `mailto:`), or null when the text
 * is not one: the rule the site applies to a location's contact and the owner's settings
 * file applies to the footer's (src/settings/site-settings.ts), so both accept the same.
 */

/**
 * One plain address: the local part in characters real addresses use, then a domain of
 * letter-or-digit labels (non-ASCII letters too) joined by single dots. Nothing that
 * means something in a `mailto:` URL gets through: no `?` (headers such as bcc follow
 * it), `&`, `#`, `%` (so no encoded line break), spaces, commas or a second `@`.
 */
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const PLAIN_ADDRESS = new RegExp(String.raw`^[\p{L}\p{N}.!$*+/=^_{|}~-]+@${LABEL}(?:\.${LABEL})+$`, "u");

/** A `mailto:` link for a plain address, or null when the text is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== "string") return null;
  const trimmed = email.trim();
  if (trimmed.length > 254 || !PLAIN_ADDRESS.test(trimmed)) return null;
  return `mailto:${encodeURI(trimmed)}`;
}

/**
 * A phone number as studios type it: digits with spaces, dots, dashes and brackets
 * between them, a `+` only in front, and an optional extension ("ext. 4", "x4") that a
 * `tel:` link leaves out. Anything else (letters, a second number, URL syntax) is not one.
 */
const PHONE = /^(\+?[\d ().-]+?)(?:\s*(?:ext\.?|x)\s*\d+)?$/i;

/** A `tel:` link from a phone number as typed ("(555) 010-0123 ext. 4"), or null when the text is not just one. */
export function telHref(phone: string | null | undefined): string | null {
  if (typeof phone !== "string") return null;
  const main = PHONE.exec(phone.trim())?.[1];
  if (main === undefined) return null;
  const digits = main.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${main.startsWith("+") ? "+" : ""}${digits}`;
}
