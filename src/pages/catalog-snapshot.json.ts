import type { APIRoute } from "astro";
import { getPublishedSnapshot } from "../site/site-model-data.ts";

/**
 * /catalog-snapshot.json: the snapshot this site was built from, linked from no page and
 * left out of the sitemap. A sync on a host that builds from a fresh clone (Netlify,
 * Cloudflare Pages) reads it to report what changed since the live site
 * (PREVIOUS_SNAPSHOT_URL). Only public catalog data: the key's prefix is left out.
 */
export const GET: APIRoute = async () => {
  const parts = await getPublishedSnapshot();
  // The parts as a stream: Astro joins them once, where a buffer body would be copied first. Not a byte stream
  // (`type: "bytes"`): that would take over the parts' memory, the read file's included, which `astro dev` serves again.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
