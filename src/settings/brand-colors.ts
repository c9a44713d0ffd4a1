/**
 * The colours a studio picks in its settings file, held to the contrast WCAG 2.2 AA asks
 * (4.5:1 for text, 3:1 for an edge that shows a state): each against what it is read on,
 * with the nearest colour of the same hue that passes when it falls short. The measuring and the colour spaces are Color.js's (by the
 * editors of CSS Color): WCAG 2.1's contrast ratio, OKLCH for "the same hue, lighter or
 * darker", and CSS gamut mapping back into the colours a screen shows.
 */
import Color from "colorjs.io";

/** WCAG 2.2 AA for text of ordinary size (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** WCAG 2.2 AA for what shows a component and its state without words, such as a chosen filter's edge (1.4.11). */
export const EDGE_CONTRAST = 3;

/** A colour as CSS writes it in sRGB hex ("#4a2fb3"), or null when `value` is not an opaque colour. */
export function opaqueHex(value: string): string | null {
  let color: Color;
  try {
    color = new Color(value.trim());
  } catch {
    return null;
  }
  // A see-through colour has no one contrast: it depends on what shows through.
  if (!(Number(color.alpha) >= 1)) return null;
  return hexOf(color);
}

function hexOf(color: Color): string {
  return color.to("srgb").toGamut({ space: "srgb" }).toString({ format: "hex", collapse: false });
}

/** The WCAG 2.1 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return new Color(a).contrast(new Color(b), "WCAG21");
}

/** Ratios as people read them: 3.34:1, never rounded up to a pass (4.49 stays 4.49). */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** What a colour must stand out from, and by how much. */
export interface ContrastNeed {
  /** The other colour, as hex. */
  readonly against: string;
  readonly minimum: number;
}

const passes = (hex: string, needs: readonly ContrastNeed[]): boolean => needs.every((need) => contrastRatio(hex, need.against) >= need.minimum);

/**
 * The colour nearest `hex` (smallest difference in OKLab) with its hue and chroma that meets
 * every need, lighter or darker, as hex; null when no lightness of that hue does. Each step
 * is checked as the hex it would be written as, so the answer passes exactly as written.
 */
export function nearestPassing(hex: string, needs: readonly ContrastNeed[]): string | null {
  if (passes(hex, needs)) return hex;
  const start = new Color(hex).to("oklch");
  const lightness = start.coords[0] ?? 0;
  const found: string[] = [];
  for (const direction of [-1, 1]) {
    for (let step = 1; step <= 200; step += 1) {
      const l = lightness + direction * step * 0.005;
      if (l < 0 || l > 1) break;
      const candidate = start.clone();
      candidate.set("l", l);
      const written = hexOf(candidate);
      if (passes(written, needs)) {
        found.push(written);
        break;
      }
    }
  }
  if (found.length === 0) return null;
  const original = new Color(hex);
  return found.reduce((best, next) => (original.deltaE(new Color(next), "OK") < original.deltaE(new Color(best), "OK") ? next : best));
}

/**
 * A stronger form of `hex` for hovering (the theme's --color-brand-strong): the same hue,
 * further from the page's lightness, so it stands out from the page and from the text on it
 * at least as much as `hex` does.
 */
export function strongerThan(hex: string, page: string): string {
  const color = new Color(hex).to("oklch");
  const pageIsLight = new Color(page).to("oklch").coords[0]! > 0.5;
  const l = color.coords[0]!;
  color.set("l", Math.min(1, Math.max(0, l + (pageIsLight ? -0.07 : 0.07))));
  return hexOf(color);
}
