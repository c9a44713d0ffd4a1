import { parseHttpUrl } from "../api/http-url.ts";
import { oneLine } from "./text.ts";

// A studio's phone and email as links: one rule for the site and the owner's settings file (src/settings).
export { mailtoHref, telHref } from "../core/contact-links.ts";

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
