import { classCalendarPath, classChangesPath, STUDIO_CALENDAR_PATH, STUDIO_CHANGES_PATH } from "../page-rules/calendar-links.ts";

/**
 * The path the site is served under: "/" at a domain's root, "/repo/" for a GitHub
 * Pages project site (astro.config derives `base` from SITE_URL's path). Astro puts it
 * in `import.meta.env.BASE_URL`; outside Astro and Vite (plain Node) there is none, and
 * the site is taken to be at the root.
 */
// Astro quirk: a BASE_URL variable in the build's process environment takes precedence
// over the configured base here (it treats every environment variable as a private
// `import.meta.env` value). Vitest sets BASE_URL="/" in its workers, so test builds
// must not inherit it; a normal shell or CI job has none.
const BASE_URL: string | undefined = import.meta.env ? import.meta.env.BASE_URL : undefined;

/** `path` (from the site's root) under `base` ("/", "/repo" or "/repo/"): the pure half of `href`. */
export function underBase(base: string | null | undefined, path: string): string {
  const prefix = typeof base === "string" ? base.replace(/\/+$/, "") : "";
  return `${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A path from the site's root ("/classes/", "/favicon.svg") as the built pages link it:
 * under the base path when there is one ("/studio-site/classes/"). Every internal link,
 * asset and feed goes through here, so the base path is added in one place. Give it
 * paths without the base: it always prefixes (a repository named "schedule" has a
 * /schedule/schedule/ page).
 */
export function href(path: string): string {
  return underBase(BASE_URL, path);
}

/**
 * Every page path the site links to, in one place, already under the base path. Paths
 * end with "/" (astro.config: trailingSlash "always"). Slugs are made by
 * `src/page-rules/slugs.ts`, so they are already URL-safe tokens.
 */
export const routes = {
  home: href("/"),
  classes: href("/classes/"),
  classPage: (slug: string) => href(`/classes/${slug}/`),
  /** A class's later sessions after the weeks its page lists, in pages numbered from 1. */
  classSessions: (slug: string, page: number) => href(page <= 1 ? `/classes/${slug}/sessions/` : `/classes/${slug}/sessions/${page}/`),
  categoryPage: (slug: string) => href(`/classes/category/${slug}/`),
  locationClasses: (slug: string) => href(`/classes/location/${slug}/`),
  schedule: href("/schedule/"),
  scheduleWeek: (weekStart: string) => href(`/schedule/${weekStart}/`),
  /** A crowded week's day on its own page. */
  scheduleDay: (date: string) => href(`/schedule/day/${date}/`),
  seasons: href("/seasons/"),
  seasonPage: (slug: string) => href(`/seasons/${slug}/`),
  /** A season's registration opening as one calendar event, beside its page (src/site/registration-day.ts). */
  seasonOpening: (slug: string, file: string) => href(`/seasons/${slug}/${file}.ics`),
  memberships: href("/memberships/"),
  trials: href("/trials/"),
  /** A trial's card on /trials/. */
  trial: (slug: string) => `${href("/trials/")}#${slug}`,
  appointments: href("/appointments/"),
  /** The site search's page; `?q=ballet` searches at once, so a search can be shared. */
  search: href("/search/"),
  /** The search box's words in the page's language (src/pages/search/words.json.ts), fetched when the box is first opened. */
  searchWords: href("/search/words.json"),
  locations: href("/locations/"),
  /** A location's card on /locations/. */
  location: (slug: string) => `${href("/locations/")}#${slug}`,
  /** The whole studio's iCalendar feed. */
  studioCalendar: href(STUDIO_CALENDAR_PATH),
  /** One class's iCalendar feed, beside its page. */
  classCalendar: (slug: string) => href(classCalendarPath(slug)),
  /** The studio's Atom feed of what changed (src/site/change-feeds.ts). */
  studioChanges: href(STUDIO_CHANGES_PATH),
  /** One class's Atom feed of what changed, beside its page. */
  classChanges: (slug: string) => href(classChangesPath(slug)),
  sitemap: href("/sitemap-index.xml"),
  /** The script a studio's own website loads to show the embed views (public/embed.js). */
  embedScript: href("/embed.js"),
  /** The page listing the embed views with their snippets. */
  embed: href("/embed/"),
  favicon: href("/favicon.svg"),
  /** The family planner, and the data its script fetches there. */
  plan: href("/plan/"),
  planData: href("/plan/data.json"),
} as const;
