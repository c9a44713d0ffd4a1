import type { APIRoute } from "astro";
import { changeFeedAtom } from "../site/change-feeds.ts";

/** /changes.xml: the studio's Atom feed of what changed, as the syncs recorded it (src/site/change-feeds.ts). */
export const GET: APIRoute = ({ site, locals }) =>
  new Response(changeFeedAtom(locals.model, site, null), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
