import { safeUrl } from "./safe-values.ts";

/** The whole studio's feed. */
export const STUDIO_CALENDAR_PATH = "/calendar.ics";

/** One class's feed, beside its page: /classes/<slug>/calendar.ics. */
export function classCalendarPath(classSlug: string): string {
  return `/classes/${classSlug}/calendar.ics`;
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
