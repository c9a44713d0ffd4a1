import { buildClassCalendar, buildStudioFeed, STUDIO_FEED_MAX_BYTES, type CalendarClass, type CalendarFeedOptions, type CalendarSeason, type StudioFeed } from "../page-rules/calendar-feed.ts";
import { formatLocalDate } from "../core/format.ts";
import { keptOrMade } from "../core/once-per.ts";
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
  return model.seasons.map((page) => ({ id: page.id, name: page.name, openings: page.openings, pageUrl: new URL(page.href, site).href, notBefore: model.windowStart.getTime() }));
}

/** A class as its feed sees it: the facts its entry decided, and its page's address. */
export function calendarClass(cls: ClassView, site: URL): CalendarClass {
  return {
    name: cls.name,
    paragraphs: cls.paragraphs,
    place: cls.place,
    pageUrl: new URL(cls.href, site).href,
    publishedThrough: cls.publishedThrough?.date ?? null,
    runs: { weekly: !cls.oneTime, lastDay: cls.lastDay },
  };
}

/**
 * /calendar.ics: the schedule's weeks of every class that has a page, and each season's
 * registration openings, within the size calendar apps read (`buildStudioFeed`). Written
 * once per build and site address (the site model keeps it): the feed's route writes it,
 * and the pages that offer it say where it stops.
 */
export function studioFeed(model: SiteModel, site: URL | string | undefined, maxBytes = STUDIO_FEED_MAX_BYTES): StudioFeed {
  const address = requireSite(site);
  return keptOrMade(model.studioFeeds, `${address.href} ${maxBytes}`, () => {
    const classes = new Map(model.classes.map((cls) => [cls.id, calendarClass(cls, address)] as const));
    const sessions = model.sessions.map((session) => ({ cls: classes.get(session.classId)!, session }));
    return buildStudioFeed(sessions, feedOptions(model, address, routes.studioCalendar), calendarSeasons(model, address), model.windowEnd, maxBytes);
  });
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
  return buildClassCalendar(calendarClass(cls, address), cls.datedSessions, feedOptions(model, address, routes.classCalendar(cls.slug)));
}
