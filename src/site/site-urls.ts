import { canonicalUrl } from "../catalog/seo/canonical-url.ts";
import { SiteDataError } from "./site-data-error.ts";

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
