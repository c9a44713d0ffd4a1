import { safeHexColor } from "../page-rules/safe-values.ts";

/**
 * Category colours without inline `style` attributes: the page's Content-Security-Policy
 * allows only the site's own, hashed styles, so each colour becomes a class
 * (`accent-2e86de`) and the classes are one small stylesheet in every page's head,
 * whose hash the policy lists. Colours reach CSS only through `safeHexColor`, so a
 * class name and its rule are plain hex digits.
 */

/** The class that sets `--accent` to this colour; undefined when there is none (markup leaves the class out). */
export function accentClass(accent: string | null | undefined): string | undefined {
  const hex = safeHexColor(accent);
  return hex === null ? undefined : `accent-${hex.slice(1)}`;
}

/** One rule per distinct colour, in a fixed order: the same colours give the same bytes (and hash). */
export function accentStylesheet(accents: Iterable<string | null | undefined>): string {
  const hexes = new Set<string>();
  for (const accent of accents) {
    const hex = safeHexColor(accent);
    if (hex !== null) hexes.add(hex);
  }
  return [...hexes]
    .sort()
    .map((hex) => `.accent-${hex.slice(1)}{--accent:${hex}}`)
    .join("");
}
