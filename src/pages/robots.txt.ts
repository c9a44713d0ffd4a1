import type { APIRoute } from "astro";
import { robotsTxt } from "../page-rules/page-head.ts";
import { routes } from "../site/routes.ts";
import { absoluteUrl, requireSite } from "../site/site-address.ts";

/**
 * /robots.txt naming the sitemap on the configured site. Crawlers read robots.txt only
 * at a host's root: under a base path (a GitHub Pages project site) this file is at
 * /<repo>/robots.txt and is ignored, so search engines find the sitemap by submission
 * (Search Console) or through the canonical links instead.
 */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(absoluteUrl(requireSite(site), routes.sitemap)), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
