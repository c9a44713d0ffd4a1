import { buildClassCalendar, buildStudioFeed, STUDIO_FEED_MAX_BYTES, type CalendarClass, type CalendarFeedOptions, type CalendarSeason, type StudioFeed } from "../page-rules/calendar-feed.ts";
import { formatLocalDate } from "../core/format.ts";
import { googleCalendarUrl, webcalUrl } from "../page-rules/calendar-links.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";
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

function feedOptions(model: SiteModel, site: URL, feedPath: string): CalendarFeedOptions {
  return {
    studioId: model.studio.id,
    feedUrl: absoluteUrl(site, feedPath),
    studioName: model.studio.name,
    timeZone: model.timeZone,
    syncedAt: model.syncedAt,
    locale: model.locale,
  };
}

/** The seasons that have a page, for their registration openings; from the start of the sync window. */
function calendarSeasons(model: SiteModel, site: URL): CalendarSeason[] {
  return model.seasons.map((page) => ({ season: page.record, pageUrl: new URL(page.href, site).href, notBefore: model.windowStart }));
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

/** Each site model's studio feed, by site address: the feed and the pages that offer it read one. */
const studioFeeds = new WeakMap<SiteModel, Map<string, StudioFeed>>();

/**
 * /calendar.ics: the schedule's weeks of every class that has a page, and each season's
 * registration openings, within the size calendar apps read (`buildStudioFeed`). Written
 * once per site model: the feed's route writes it, and the pages that offer it say where it stops.
 */
export function studioFeed(model: SiteModel, site: URL | string | undefined, maxBytes = STUDIO_FEED_MAX_BYTES): StudioFeed {
  const address = requireSite(site);
  const key = `${address.href} ${maxBytes}`;
  let feeds = studioFeeds.get(model);
  if (!feeds) studioFeeds.set(model, (feeds = new Map()));
  let feed = feeds.get(key);
  if (!feed) {
    const entries = model.classes.map((cls) => calendarClass(cls, address));
    feed = buildStudioFeed(entries, feedOptions(model, address, routes.studioCalendar), calendarSeasons(model, address), model.windowEnd, maxBytes);
    feeds.set(key, feed);
  }
  return feed;
}

export const studioCalendarFeed = (model: SiteModel, site: URL | string | undefined): string => studioFeed(model, site).text;

/**
 * What the pages offering the studio feed add when its size stopped it before the schedule's
 * last day: how far it goes, that it moves on, and where the later dates are. Null when it
 * holds every day the schedule shows.
 */
export function studioFeedNote(model: SiteModel, site: URL | string | undefined, maxBytes = STUDIO_FEED_MAX_BYTES): string | null {
  const { cutAfter } = studioFeed(model, site, maxBytes);
  return cutAfter === null ? null : model.messages.t("page.calendar.studioThrough", { date: formatLocalDate(cutAfter, model.locale, "medium") });
}

/** /classes/<slug>/calendar.ics. */
export function classCalendarFeed(model: SiteModel, cls: ClassView, site: URL | string | undefined): string {
  const address = requireSite(site);
  return buildClassCalendar(calendarClass(cls, address), feedOptions(model, address, routes.classCalendar(cls.slug)));
}
