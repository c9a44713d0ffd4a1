import { parseHttpUrl } from "../api/http-url.ts";

/**
 * The URL a studio typed, normalised, when it may become an `href` or `src`: an
 * absolute http(s) URL (the rule is `parseHttpUrl`'s). Anything else is dropped; the
 * sync reports it.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  return parseHttpUrl(value)?.href ?? null;
}

/** A `mailto:` link for a plain address, or null when the text is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== "string") return null;
  const trimmed = email.trim();
  if (!/^[^\s@<>"'(),;:\\[\]]+@[^\s@<>"'(),;:\\[\]]+\.[^\s@<>"'(),;:\\[\]]+$/.test(trimmed)) return null;
  return `mailto:${encodeURI(trimmed)}`;
}

/** A `tel:` link from a phone number as typed ("(555) 010-0123 ext. 4"), or null when it has too few digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (typeof phone !== "string") return null;
  const main = phone.split(/\b(?:ext|x)\b/i)[0] ?? "";
  const digits = main.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${main.trim().startsWith("+") ? "+" : ""}${digits}`;
}
