import postcss from "postcss";
import { opaqueHex } from "./brand-colors.ts";

/**
 * The theme's own colours (src/styles/theme.css, `:root`), which a colour in the settings
 * file is read against when the settings leave the other one as it is: an owner who made
 * the page dark in theme.css gets the brand colour checked against that dark page.
 */
export interface ThemeColors {
  readonly bg: string;
  readonly surface: string;
  readonly onBrand: string;
  readonly brand: string;
  readonly link: string;
}

const PROPERTIES: Readonly<Record<keyof ThemeColors, string>> = {
  bg: "--color-bg",
  surface: "--color-surface",
  onBrand: "--color-on-brand",
  brand: "--color-brand",
  link: "--color-link",
};

/** What a theme without a readable value means by it: the browser's own page (white, black text). */
const BROWSER: ThemeColors = { bg: "#ffffff", surface: "#ffffff", onBrand: "#ffffff", brand: "#000000", link: "#0000ee" };

/** The theme's colours from the text of theme.css; a value that is not a plain colour (a var(), say) counts as the browser's. */
export function readThemeColors(css: string): ThemeColors {
  const found = new Map<string, string>();
  try {
    postcss.parse(css).walkRules(":root", (rule) => {
      rule.walkDecls(/^--color-/, (declaration) => {
        const hex = opaqueHex(declaration.value);
        if (hex !== null) found.set(declaration.prop, hex);
      });
    });
  } catch {
    // An unreadable theme is the build's to report (Vite reads it too); the checks use the browser's colours.
  }
  return Object.fromEntries(
    (Object.entries(PROPERTIES) as [keyof ThemeColors, string][]).map(([key, property]) => [key, found.get(property) ?? BROWSER[key]]),
  ) as unknown as ThemeColors;
}
