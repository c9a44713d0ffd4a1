/**
 * robots.txt: every page may be crawled, and the sitemap's absolute URL is named so
 * crawlers find every page (robots.txt wants an absolute URL there). The 404 page keeps
 * itself out of results with its own `noindex`; blocking it here would hide that tag.
 */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
