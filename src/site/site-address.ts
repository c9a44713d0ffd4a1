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
 * iCalendar feeds or robots.txt.
 */
export function isSitemapPage(pageUrl: string, base: string): boolean {
  const { pathname } = new URL(pageUrl);
  if (!pathname.endsWith("/")) return false;
  const root = base.endsWith("/") ? base : `${base}/`;
  return pathname !== `${root}404/`;
}
