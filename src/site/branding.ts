import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { href } from "./routes.ts";

/** Logo file names looked for in public/, in order of preference. */
export const LOGO_FILES = ["logo.svg", "logo.png", "logo.webp", "logo.jpg"] as const;

/**
 * The studio's optional logo: drop one of LOGO_FILES into public/ and the header shows
 * it instead of the studio's name in text. Returns its path as pages link it (under the
 * base path), or null.
 */
export function findLogo(publicDir: string = resolve("public")): string | null {
  const file = LOGO_FILES.find((name) => existsSync(resolve(publicDir, name)));
  return file ? href(`/${file}`) : null;
}
