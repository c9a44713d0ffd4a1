import { parseHttpUrl } from "../api/http-url.ts";
import { oneLine } from "./text.ts";

/**
 * The URL a studio typed, normalised, when it may become an `href` or `src`: an
 * absolute http(s) URL (the rule is `parseHttpUrl`'s). Anything else is dropped; the
 * sync reports it.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  return parseHttpUrl(value)?.href ?? null;
}

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

/**
 * A category color reaches CSS only as a valid hex color (#RGB, #RGBA, #RRGGBB or
 * #RRGGBBAA), lowercased. Anything else, including CSS injection attempts, is null.
 */
export function safeHexColor(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * Directions to an address as a plain map search (Google Maps' documented search URL,
 * which phones open in their maps app): no map script or embed, and the address only
 * ever travels as an encoded query value. Null for a blank address.
 */
export function directionsUrl(address: string | null | undefined): string | null {
  const text = oneLine(address);
  if (text === "") return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}
