import type { APIRoute } from "astro";
import { getPublishedSnapshot } from "../site/catalog-data.ts";

/**
 * /catalog-snapshot.json: the snapshot this site was built from, linked from no page and
 * left out of the sitemap. A sync on a host that builds from a fresh clone (Netlify,
 * Cloudflare Pages) reads it to report what changed since the live site
 * (PREVIOUS_SNAPSHOT_URL). Only public catalog data: the key's prefix is left out.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await getPublishedSnapshot()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
