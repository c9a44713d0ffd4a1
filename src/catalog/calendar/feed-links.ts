/** The whole studio's feed. */
export const STUDIO_CALENDAR_PATH = "/calendar.ics";

/** One class's feed, beside its page: /classes/<slug>/calendar.ics. */
export function classCalendarPath(classSlug: string): string {
  return `/classes/${classSlug}/calendar.ics`;
}

/**
 * The `webcal:` twin of a feed's http(s) URL: calendar apps open it as a subscription
 * (kept up to date) where following the https link would import a one-off copy.
 * Null for anything that is not an absolute http(s) URL.
 */
export function webcalUrl(feedUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return `webcal:${url.href.slice(url.protocol.length)}`;
}
