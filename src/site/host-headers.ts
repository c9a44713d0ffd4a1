import { classCalendarPath, classChangesPath, STUDIO_CALENDAR_PATH, STUDIO_CHANGES_PATH } from "../page-rules/calendar-links.ts";
import { underBase } from "./routes.ts";
import { EMBED_FOLDER } from "./embed.ts";

/**
 * The `_headers` file the build writes into dist/ (Cloudflare Pages and Netlify read it
 * from the published folder). It is written, not copied from public/, because the embed
 * views' `frame-ancestors` names the studio's own websites (EMBED_ORIGINS).
 */

/** The Content-Security-Policy header for a path: only the site itself, plus `origins`, may frame it. */
export function frameAncestors(origins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...origins].join(" ");
}

export interface HeadersFileOptions {
  /** The base path ("/", "/studio-site/"). */
  readonly base: string;
  /** EMBED_ORIGINS, already checked by src/config.ts. */
  readonly embedOrigins: readonly string[];
  /** The other languages' base paths ("/es/"), whose embed views and feeds get the same rules (src/site/site-languages.ts). */
  readonly languageBases?: readonly string[];
}

export function headersFile({ base, embedOrigins, languageBases = [] }: HeadersFileOptions): string {
  const bases = [base, ...languageBases];
  const rules = (path: string, lines: string) => bases.map((each) => `${underBase(each, path)}\n${lines}`).join("\n\n");
  return `# Written by the build (src/site/host-headers.ts); set EMBED_ORIGINS and build again to change it.

# Every file: no MIME sniffing, a referrer without paths for other sites, and no framing by other sites
# (frame-ancestors works only as a header; each page's own CSP <meta> covers the rest).
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Content-Security-Policy: ${frameAncestors([])}

# The embed views may be framed by the studio's own websites (EMBED_ORIGINS). Cloudflare Pages
# applies every matching rule and joins a header two rules set (two CSPs, both enforced), so
# the site-wide policy is detached first; Netlify skips the "!" line and lets the later rule win.
${rules(`/${EMBED_FOLDER}/*`, `  ! Content-Security-Policy\n  Content-Security-Policy: ${frameAncestors(embedOrigins)}`)}

# Calendar feeds: make sure calendar apps and browsers get them as calendars. One rule per feed
# path, none overlapping: on Cloudflare Pages two matching rules would send the type twice.
${rules(STUDIO_CALENDAR_PATH, "  Content-Type: text/calendar; charset=utf-8")}

${rules(classCalendarPath("*"), "  Content-Type: text/calendar; charset=utf-8")}

# Feeds of what changed: Atom, so feed readers and browsers take them as feeds, not as plain XML.
${rules(STUDIO_CHANGES_PATH, "  Content-Type: application/atom+xml; charset=utf-8")}

${rules(classChangesPath("*"), "  Content-Type: application/atom+xml; charset=utf-8")}
`;
}
