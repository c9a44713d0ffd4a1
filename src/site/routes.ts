/**
 * Every page path the site links to, in one place. Paths end with "/" (astro.config:
 * trailingSlash "always"). Slugs are made by `src/catalog/slugs.ts`, so they are
 * already URL-safe tokens.
 */
export const routes = {
  home: "/",
  classes: "/classes/",
  classPage: (slug: string) => `/classes/${slug}/`,
  categoryPage: (slug: string) => `/classes/category/${slug}/`,
  locationClasses: (slug: string) => `/classes/location/${slug}/`,
  schedule: "/schedule/",
  scheduleWeek: (weekStart: string) => `/schedule/${weekStart}/`,
  seasons: "/seasons/",
  seasonPage: (slug: string) => `/seasons/${slug}/`,
  memberships: "/memberships/",
  trials: "/trials/",
  appointments: "/appointments/",
  locations: "/locations/",
  /** A location's card on /locations/. */
  location: (slug: string) => `/locations/#${slug}`,
} as const;
