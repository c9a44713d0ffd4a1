import { InputError } from "../../core/input-error.ts";

/** The last path segment names a file ("calendar.ics", "sitemap-index.xml"): no slash is added after it. */
const FILE_SEGMENT = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The page's canonical address on the site's public origin (SITE_URL, Astro's `site`),
 * whatever host served the build: the same path, no query or fragment, and a trailing
 * slash as every page route has (astro.config: `trailingSlash: "always"`).
 * `pathname` is the page's path from the site root, such as `Astro.url.pathname`.
 */
export function canonicalUrl(site: string | URL, pathname: string): string {
  let origin: URL;
  try {
    origin = new URL(String(site));
  } catch {
    throw new InputError("invalid_site_url", `Expected the site's public address as an http(s) URL, got ${JSON.stringify(String(site))}. Set SITE_URL, for example https://schedule.example.com.`);
  }
  if (origin.protocol !== "https:" && origin.protocol !== "http:") {
    throw new InputError("invalid_site_url", `The site's address must be http(s), got ${JSON.stringify(origin.href)}. Set SITE_URL, for example https://schedule.example.com.`);
  }
  const path = pathname.split(/[?#]/)[0] ?? "";
  const url = new URL(path.startsWith("/") ? path : `/${path}`, origin.origin);
  if (!url.pathname.endsWith("/") && !FILE_SEGMENT.test(url.pathname)) url.pathname = `${url.pathname}/`;
  return url.href;
}
