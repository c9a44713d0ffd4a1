import { buildClassCalendar, buildStudioFeed, STUDIO_FEED_MAX_BYTES, type CalendarClass, type CalendarFeedOptions, type CalendarSeason, type StudioFeed } from "../catalog/calendar-feed.ts";
import { formatLocalDate } from "../core/format.ts";
import { googleCalendarUrl, webcalUrl } from "../catalog/calendar-links.ts";
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
    studioId: catalog.studio.id,
    feedUrl: absoluteUrl(site, feedPath),
    studioName: catalog.studio.name,
    timeZone: catalog.timeZone,
    syncedAt: catalog.syncedAt,
    locale: catalog.locale,
  };
}

/** The seasons that have a page, for their registration openings; from the start of the sync window. */
function calendarSeasons(catalog: SiteCatalog, site: URL): CalendarSeason[] {
  return catalog.seasons.map((page) => ({ season: page.record, pageUrl: new URL(page.href, site).href, notBefore: catalog.windowStart }));
}

/** A class as its feed sees it: its record, its window's sessions as resolved once, its page and its location's address. */
function calendarClass(cls: ClassView, site: URL): CalendarClass {
  return {
    cls: cls.record,
    sessions: cls.windowSessions,
    pageUrl: new URL(cls.href, site).href,
    location: cls.locationRecord,
    publishedThrough: cls.publishedThrough?.date ?? null,
  };
}

/** Each catalog's studio feed, by site address: the feed and the pages that offer it read one. */
const studioFeeds = new WeakMap<SiteCatalog, Map<string, StudioFeed>>();

/**
 * /calendar.ics: the schedule's weeks of every class that has a page, and each season's
 * registration openings, within the size calendar apps read (`buildStudioFeed`). Written
 * once per catalog: the feed's route writes it, and the pages that offer it say where it stops.
 */
export function studioFeed(catalog: SiteCatalog, site: URL | string | undefined, maxBytes = STUDIO_FEED_MAX_BYTES): StudioFeed {
  const address = requireSite(site);
  const key = `${address.href} ${maxBytes}`;
  let feeds = studioFeeds.get(catalog);
  if (!feeds) studioFeeds.set(catalog, (feeds = new Map()));
  let feed = feeds.get(key);
  if (!feed) {
    const entries = catalog.classes.map((cls) => calendarClass(cls, address));
    feed = buildStudioFeed(entries, feedOptions(catalog, address, routes.studioCalendar), calendarSeasons(catalog, address), catalog.windowEnd, maxBytes);
    feeds.set(key, feed);
  }
  return feed;
}

export const studioCalendarFeed = (catalog: SiteCatalog, site: URL | string | undefined): string => studioFeed(catalog, site).text;

/**
 * What the pages offering the studio feed add when its size stopped it before the schedule's
 * last day: how far it goes, that it moves on, and where the later dates are. Null when it
 * holds every day the schedule shows.
 */
export function studioFeedNote(catalog: SiteCatalog, site: URL | string | undefined, maxBytes = STUDIO_FEED_MAX_BYTES): string | null {
  const { cutAfter } = studioFeed(catalog, site, maxBytes);
  return cutAfter === null ? null : catalog.messages.t("page.calendar.studioThrough", { date: formatLocalDate(cutAfter, catalog.locale, "medium") });
}

/** /classes/<slug>/calendar.ics. */
export function classCalendarFeed(catalog: SiteCatalog, cls: ClassView, site: URL | string | undefined): string {
  const address = requireSite(site);
  return buildClassCalendar(calendarClass(cls, address), feedOptions(catalog, address, routes.classCalendar(cls.slug)));
}
