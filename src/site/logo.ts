import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { imageMetadata } from "astro/assets/utils";
import type { Snapshot } from "../snapshot/snapshot.ts";
import { href } from "./routes.ts";
import { SiteDataError } from "./site-data-error.ts";

/** The header's logo: where it is and its size at the header's height, so nothing shifts as it loads. */
export interface SiteLogo {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** CSS px: the header shows a logo 40 px tall. */
export const LOGO_HEIGHT = 40;

/**
 * CSS px: the widest a logo shows (6:1 at 40 px tall). A longer one is shown this wide and
 * as tall as its proportions allow, so on a 320 px phone it leaves room at the end of the
 * brand's row (288 px) for a 44 px control.
 */
export const LOGO_MAX_WIDTH = 240;

/**
 * The box a logo of these proportions shows in: 40 px tall, as wide as its proportions
 * make it, and never wider than LOGO_MAX_WIDTH. The page gives the <img> this box as its
 * width and height, and the stylesheet leaves them alone, so an SVG without a size of its
 * own (a viewBox only) shows as big as a PNG, and nothing shifts as the file loads.
 */
export function logoBox(width: number, height: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError(`A logo needs a positive width and height, got ${width} × ${height}.`);
  const ratio = width / height;
  const wide = Math.round(ratio * LOGO_HEIGHT);
  if (wide <= LOGO_MAX_WIDTH) return { width: Math.max(1, wide), height: LOGO_HEIGHT };
  return { width: LOGO_MAX_WIDTH, height: Math.max(1, Math.round(LOGO_MAX_WIDTH / ratio)) };
}

/** Logo file names looked for in public/, in order of preference. */
export const LOGO_FILES = ["logo.svg", "logo.png", "logo.webp", "logo.jpg"] as const;

/**
 * The demo studio's made-up logo (src/site/demo-logo.svg, served at /demo-logo.svg by
 * src/pages/[logo].svg.ts), shown only for the demo snapshot, so it never appears on a
 * real studio's site.
 */
export const DEMO_LOGO = { name: "demo-logo", src: href("/demo-logo.svg"), width: 190, height: LOGO_HEIGHT } as const;

const logoFile = (publicDir: string) => LOGO_FILES.find((name) => existsSync(resolve(publicDir, name))) ?? null;

async function sizeAtHeaderHeight(file: string): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await imageMetadata(readFileSync(file), file);
    return logoBox(width, height);
  } catch (error) {
    throw new SiteDataError(
      "logo_unreadable",
      `The logo ${file} has no width and height the build can read. Save it as a PNG, WebP or JPEG, or give the SVG a viewBox (or width and height attributes).`,
      { cause: error },
    );
  }
}

/**
 * The logo the header shows: the studio's own file dropped into public/ (the first of
 * LOGO_FILES found; `publicDir` is Astro's, src/site/snapshot-source.ts), else the demo
 * studio's logo when the snapshot is the demo's, else none (the header shows the studio's
 * name in text). Its path is as pages link it (under the base path).
 */
export async function siteLogo(source: Snapshot["source"], publicDir: string = resolve("public")): Promise<SiteLogo | null> {
  const file = logoFile(publicDir);
  if (file) return { src: href(`/${file}`), ...(await sizeAtHeaderHeight(resolve(publicDir, file))) };
  if (source.kind === "demo-emulator") return { src: DEMO_LOGO.src, width: DEMO_LOGO.width, height: DEMO_LOGO.height };
  return null;
}
