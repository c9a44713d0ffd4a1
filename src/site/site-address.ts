import type { AstroUserConfig } from "astro";
import { canonicalUrl } from "../page-rules/page-head.ts";
import { isInEmbedFolder } from "./embed.ts";
import { SiteDataError } from "./site-data-error.ts";

/** Astro's `site` and `base` for one public address. */
export interface SiteAddress {
  /** The origin and path, no trailing slash: "https://owner.github.io/studio-site". */
  readonly site: string;
  /** The path the pages are served under, with a trailing slash: "/", "/studio-site/". */
  readonly base: string;
}

/**
 * SITE_URL split into Astro's `site` and `base`. A GitHub Pages project site lives at
 * https://<owner>.github.io/<repo>, so every page, asset, feed and sitemap entry must
 * sit under /<repo>/; a site at a domain's root has base "/". `siteUrl` is already an
 * http(s) URL (src/config.ts checks SITE_URL); its query and fragment are ignored.
 */
export function siteAddress(siteUrl: string): SiteAddress {
  const url = new URL(siteUrl);
  const path = url.pathname.replace(/\/+$/, "");
  return { site: `${url.origin}${path}`, base: `${path}/` };
}

/**
 * Which URLs the sitemap lists: the built HTML pages (every page path ends with "/",
 * astro.config `trailingSlash: "always"`), not the 404 page and not files such as the
 * iCalendar feeds or robots.txt, and not the embed views (issue 20: the full site is the
 * indexed one; each view names its full-site page as canonical).
 */
export function isSitemapPage(pageUrl: string, base: string): boolean {
  const { pathname } = new URL(pageUrl);
  if (!pathname.endsWith("/")) return false;
  const root = base.endsWith("/") ? base : `${base}/`;
  // The search page answers a family's words; a search engine indexes the pages it finds, not it.
  return pathname !== `${root}404/` && pathname !== `${root}search/` && !isInEmbedFolder(pathname, base);
}

/**
 * Astro's `site` (astro.config, from SITE_URL or the demo default). Every absolute URL
 * the site writes (canonical links, feeds, structured data, the sitemap's address in
 * robots.txt) is made from it, so a build without one is a configuration mistake.
 */
export function requireSite(site: URL | string | undefined): URL {
  if (site === undefined || site === "") {
    throw new SiteDataError(
      "site_url_missing",
      "The site's public address is not set (astro.config `site`). Set SITE_URL, for example https://schedule.example.com, and build again.",
    );
  }
  return new URL(String(site));
}

/**
 * A page's absolute URL on the public origin. `path` is a link as the pages write it
 * (from `routes`, so already under the base path); the site's own path is not added
 * twice. Pages get their canonical form (trailing slash, no query); a fragment, as in
 * `/locations/#main-street`, is kept.
 */
export function absoluteUrl(site: URL | string, path: string): string {
  const hash = path.indexOf("#");
  if (hash === -1) return canonicalUrl(site, path);
  return `${canonicalUrl(site, path.slice(0, hash))}${path.slice(hash)}`;
}

type CspDirectives = NonNullable<Exclude<NonNullable<AstroUserConfig["security"]>["csp"], boolean | undefined>["directives"]>;

/**
 * The page policy's directives besides script-src and style-src (which Astro writes with
 * its hashes; `scriptSources` adds the analytics script's origin there). The browser may
 * call the API only when live spots are on, and the analytics tool's hosts only when it
 * is. `frame-ancestors` is left to the host's headers: browsers ignore it in a <meta>
 * policy (docs/deploying.md has it for each host). Trusted Types with no policy allowed:
 * no script on the site may write HTML (innerHTML, outerHTML, insertAdjacentHTML), so API
 * text reaches a page as text even from the browser scripts; ours set textContent, and
 * Astro adds no script of its own to a static page. Browsers without Trusted Types
 * ignore the two directives.
 */
export function contentSecurityDirectives(
  live: { readonly apiUrl: string } | null,
  analytics: { readonly connectOrigins: readonly string[] } | null = null,
): CspDirectives {
  const origins = [...(live === null ? [] : [new URL(live.apiUrl).origin]), ...(analytics?.connectOrigins ?? [])];
  const connect = ["'self'", ...new Set(origins)].join(" ");
  return [
    "default-src 'self'",
    "img-src 'self' https: http:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ];
}

/**
 * script-src besides Astro's hashes: the site itself, and the analytics script's origin when
 * one is set. 'wasm-unsafe-eval' lets the site search (Pagefind, issue 35) compile its
 * WebAssembly, fetched from the site itself ('self' in connect-src); it allows no `eval` of
 * JavaScript, and Chromium refuses `WebAssembly.instantiate` without it.
 */
export function scriptSources(analytics: { readonly scriptOrigin: string } | null): string[] {
  return ["'self'", "'wasm-unsafe-eval'", ...(analytics === null ? [] : [analytics.scriptOrigin])];
}
