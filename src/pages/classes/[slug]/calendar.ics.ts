import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { getEntry } from "astro:content";
import { buildClassCalendar } from "../../../catalog/calendar/build-calendar.ts";
import { calendarClasses } from "../../../catalog/calendar/feed-classes.ts";
import { classCalendarPath } from "../../../catalog/calendar/feed-links.ts";
import { getSiteCatalog } from "../../../site/catalog-data.ts";
import { SNAPSHOT_ENTRY_ID } from "../../../site/snapshot-loader.ts";

/** One feed per class that has a page (current classes), beside the page: /classes/<slug>/calendar.ics. */
export const getStaticPaths = (async () => {
  const catalog = await getSiteCatalog();
  return catalog.classes.map((cls) => ({ params: { slug: cls.slug }, props: { classId: cls.id } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** Served as text/calendar here (dev and SSR); static hosts need the header rules in the deployment docs. */
export const GET: APIRoute<Props> = async ({ params, props, site }) => {
  const catalog = await getSiteCatalog();
  const entry = await getEntry("catalog", SNAPSHOT_ENTRY_ID);
  if (!entry || !site) throw new Error("The catalog snapshot or the site's address (astro.config `site`) is missing.");
  const snapshot = entry.data;
  const page = catalog.classes.find((cls) => cls.id === props.classId);
  const [feed] = page ? calendarClasses(snapshot, [page], site) : [];
  if (!feed || !params.slug) return new Response("No such class.", { status: 404 });
  const body = buildClassCalendar(feed, {
    siteUrl: site,
    feedUrl: new URL(classCalendarPath(params.slug), site).href,
    studioName: catalog.studio.name,
    timeZone: snapshot.timezone,
    syncedAt: snapshot.synced_at,
    locale: catalog.locale,
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
};
