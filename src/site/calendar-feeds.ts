import { buildClassCalendar, buildStudioCalendar, calendarClasses, type CalendarFeedOptions } from "../catalog/calendar-feed.ts";
import { webcalUrl } from "../catalog/calendar-links.ts";
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
}

export function feedLinks(path: string, site: URL | string | undefined): FeedLinks {
  const url = absoluteUrl(requireSite(site), path);
  return { href: path, url, webcal: webcalUrl(url) };
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

/** /calendar.ics: every session of every class that has a page. */
export function studioCalendarFeed(catalog: SiteCatalog, site: URL | string | undefined): string {
  const address = requireSite(site);
  const entries = calendarClasses(catalog.snapshot, catalog.classes, address);
  return buildStudioCalendar(entries, feedOptions(catalog, address, routes.studioCalendar));
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
