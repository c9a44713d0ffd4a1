import { safeUrl } from "./safe-values.ts";

/** The whole studio's feed. */
export const STUDIO_CALENDAR_PATH = "/calendar.ics";

/** One class's feed, beside its page: /classes/<slug>/calendar.ics. */
export function classCalendarPath(classSlug: string): string {
  return `/classes/${classSlug}/calendar.ics`;
}

/** The studio's Atom feed of what changed (src/site/change-feeds.ts). */
export const STUDIO_CHANGES_PATH = "/changes.xml";

/** One class's Atom feed of what changed, beside its page: /classes/<slug>/changes.xml. */
export function classChangesPath(classSlug: string): string {
  return `/classes/${classSlug}/changes.xml`;
}

/**
 * The `webcal:` twin of a feed's http(s) URL: calendar apps open it as a subscription
 * (kept up to date) where following the https link would import a one-off copy.
 * Null for anything `safeUrl` would not link.
 */
export function webcalUrl(feedUrl: string): string | null {
  const href = safeUrl(feedUrl);
  return href === null ? null : href.replace(/^https?:/, "webcal:");
}

/**
 * Google Calendar's add-by-URL address for a feed: one tap subscribes in Google Calendar,
 * where Android's browser does nothing with a `webcal:` link. The feed goes in `cid` as
 * its `webcal:` twin, URL-encoded (the form Google's "From URL" subscription takes).
 * Null for anything `safeUrl` would not link.
 */
export function googleCalendarUrl(feedUrl: string): string | null {
  const webcal = webcalUrl(feedUrl);
  return webcal === null ? null : `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`;
}
