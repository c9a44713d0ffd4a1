import type { APIRoute } from "astro";
import { studioCalendarFeed } from "../site/calendar-feeds.ts";

/**
 * /calendar.ics: every session of every current class over the schedule's weeks (the sync
 * window), and when registration opens, for "Subscribe" links. Served
 * as text/calendar here (dev and SSR); a static host picks the type from the `.ics`
 * extension, or from the header rules documented for it (see the deployment docs).
 */
export const GET: APIRoute = ({ site, locals }) => {
  const body = studioCalendarFeed(locals.model, site);
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
};
