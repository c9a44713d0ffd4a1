import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** Logo file names looked for in public/, in order of preference. */
export const LOGO_FILES = ["logo.svg", "logo.png", "logo.webp", "logo.jpg"] as const;

/**
 * The studio's optional logo: drop one of LOGO_FILES into public/ and the header shows
 * it instead of the studio's name in text. Returns its site path, or null.
 */
export function findLogo(publicDir: string = resolve("public")): string | null {
  const file = LOGO_FILES.find((name) => existsSync(resolve(publicDir, name)));
  return file ? `/${file}` : null;
}
