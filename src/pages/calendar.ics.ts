import type { APIRoute } from "astro";
import { getEntry } from "astro:content";
import { buildStudioCalendar } from "../catalog/calendar/build-calendar.ts";
import { calendarClasses } from "../catalog/calendar/feed-classes.ts";
import { STUDIO_CALENDAR_PATH } from "../catalog/calendar/feed-links.ts";
import { getSiteCatalog } from "../site/catalog-data.ts";
import { SNAPSHOT_ENTRY_ID } from "../site/snapshot-loader.ts";

/**
 * /calendar.ics: every session of every current class, for "Subscribe" links. Served
 * as text/calendar here (dev and SSR); a static host picks the type from the `.ics`
 * extension, or from the header rules documented for it (see the deployment docs).
 */
export const GET: APIRoute = async ({ site }) => {
  // The page catalog first: it explains how to make a snapshot when there is none.
  const catalog = await getSiteCatalog();
  const entry = await getEntry("catalog", SNAPSHOT_ENTRY_ID);
  if (!entry || !site) throw new Error("The catalog snapshot or the site's address (astro.config `site`) is missing.");
  const snapshot = entry.data;
  const body = buildStudioCalendar(calendarClasses(snapshot, catalog.classes, site), {
    siteUrl: site,
    feedUrl: new URL(STUDIO_CALENDAR_PATH, site).href,
    studioName: catalog.studio.name,
    timeZone: snapshot.timezone,
    syncedAt: snapshot.synced_at,
    locale: catalog.locale,
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
};
