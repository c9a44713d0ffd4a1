import { buildClassCalendar, buildStudioCalendar, calendarClasses, type CalendarFeedOptions, type CalendarSeason } from "../catalog/calendar-feed.ts";
import { googleCalendarUrl, webcalUrl } from "../catalog/calendar-links.ts";
import { localToInstant } from "../core/local-time.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { SiteCatalog } from "./site-catalog.ts";
import { absoluteUrl, requireSite } from "./site-address.ts";

/** The two ways to add a feed: the https file and its `webcal:` twin (a live subscription). */
export interface FeedLinks {
  /** The feed's path as the pages link it (under the base path). */
  readonly href: string;
  /** Absolute https (or http) URL: what Google Calendar's "From URL" wants. */
  readonly url: string;
  /** `webcal:` URL: calendar apps subscribe instead of importing a copy. */
  readonly webcal: string | null;
  /** Google Calendar's one-tap subscribe address for the feed. */
  readonly google: string | null;
}

export function feedLinks(path: string, site: URL | string | undefined): FeedLinks {
  const url = absoluteUrl(requireSite(site), path);
  return { href: path, url, webcal: webcalUrl(url), google: googleCalendarUrl(url) };
}

function feedOptions(catalog: SiteCatalog, site: URL, feedPath: string): CalendarFeedOptions {
  return {
    studioId: catalog.snapshot.studio.id,
    feedUrl: absoluteUrl(site, feedPath),
    studioName: catalog.studio.name,
    timeZone: catalog.snapshot.timezone,
    syncedAt: catalog.snapshot.synced_at,
    locale: catalog.locale,
  };
}

/** The seasons that have a page, for their registration openings; from the start of the sync window. */
function calendarSeasons(catalog: SiteCatalog, site: URL): CalendarSeason[] {
  const records = new Map(catalog.snapshot.registrations.map((season) => [season.id, season] as const));
  const notBefore = localToInstant(catalog.snapshot.window.from, "00:00", catalog.snapshot.timezone);
  return catalog.seasons.flatMap((page) => {
    const season = records.get(page.id);
    return season ? [{ season, pageUrl: new URL(page.href, site).href, notBefore }] : [];
  });
}

/** /calendar.ics: every session of every class that has a page, and each season's registration openings. */
export function studioCalendarFeed(catalog: SiteCatalog, site: URL | string | undefined): string {
  const address = requireSite(site);
  const entries = calendarClasses(catalog.snapshot, catalog.classes, address);
  return buildStudioCalendar(entries, feedOptions(catalog, address, routes.studioCalendar), calendarSeasons(catalog, address));
}

/** /classes/<slug>/calendar.ics; null when the class is not in the snapshot. */
export function classCalendarFeed(
  catalog: SiteCatalog,
  cls: Pick<ClassView, "id" | "slug" | "href">,
  site: URL | string | undefined,
): string | null {
  const address = requireSite(site);
  const [entry] = calendarClasses(catalog.snapshot, [cls], address);
  if (!entry) return null;
  return buildClassCalendar(entry, feedOptions(catalog, address, routes.classCalendar(cls.slug)));
}
