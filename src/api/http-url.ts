/**
 * The one URL-safety rule: only absolute http(s) URLs may become an `href` or `src`.
 * Anything else a studio typed (javascript:, data:, relative paths, junk) is refused:
 * the site drops it (`src/page-rules/safe-values.ts`) and the sync warns about it
 * (`src/sync/unsafe-links.ts`), so both always agree on which links those are. The
 * addresses a person sets (SITE_URL, STUDIO_API_URL in `src/config.ts`) and those the
 * build is handed (a feed's URL, the canonical origin) are checked by it too.
 */
export function parseHttpUrl(value: string): URL | null {
  const trimmed = value.trim();
  // The URL parser strips tabs and newlines inside a scheme ("java\tscript:"); refuse them outright.
  if (trimmed === "" || /[\u0000-\u001f\u007f\s]/.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.hostname === "") return null;
  return parsed;
}

/** True only for absolute http: and https: URLs: the only kind the site turns into a link or image. */
export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== null;
}
