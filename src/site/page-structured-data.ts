import { appointmentsJsonLd, membershipsJsonLd, seasonJsonLd, trialsJsonLd } from "../catalog/structured-data/offer-pages.ts";
import { breadcrumbJsonLd, pageListJsonLd } from "../catalog/structured-data/json-ld.ts";
import { classJsonLd } from "../catalog/structured-data/course.ts";
import type { DateRange } from "../catalog/schedule.ts";
import { homeJsonLd } from "../catalog/structured-data/organization.ts";
import type { JsonLd } from "../catalog/structured-data/json-ld.ts";
import type { ClassView } from "./class-views.ts";
import type { NavItem } from "./nav.ts";
import { routes } from "./routes.ts";
import type { SeasonView } from "./season-views.ts";
import type { SiteCatalog } from "./site-catalog.ts";
import { absoluteUrl, requireSite } from "./site-address.ts";

/**
 * Each page's JSON-LD blocks, from the site catalog's entries: the typed builders in
 * src/catalog/structured-data get each entry's API record and resolved sessions (the
 * pages show the same entries, so both say the same thing) and canonical URLs on the
 * site's public address.
 */

type Site = URL | string | undefined;

/** What every builder needs: the studio, its home page, and the locale whose words the markup uses. */
function studio(catalog: SiteCatalog, site: URL): { studioName: string; homeUrl: string; locale: string } {
  return { studioName: catalog.studio.name, homeUrl: absoluteUrl(site, routes.home), locale: catalog.locale };
}

/** `/`: the studio as an organization or local business, with its locations. */
export function homePageJsonLd(catalog: SiteCatalog, site: Site, logoPath: string | null = null): JsonLd[] {
  const address = requireSite(site);
  // The locations page's entries: synced locations only (else none: nothing is guessed).
  const locations = catalog.locations.map((location) => location.record);
  return [
    homeJsonLd({
      ...studio(catalog, address),
      locations,
      logoUrl: logoPath ? absoluteUrl(address, logoPath) : null,
      locationUrls: new Map(catalog.locations.map((location) => [location.id, absoluteUrl(address, routes.location(location.slug))])),
    }),
  ];
}

/**
 * `/classes/<slug>/` and its later sessions' pages: the class as a Course, and as
 * CourseInstances the upcoming sessions that page lists (those dated within `page.days`),
 * since markup describes what the page shows.
 */
export function classPageJsonLd(catalog: SiteCatalog, cls: ClassView, site: Site, page: { path: string; days: DateRange }): JsonLd[] {
  const address = requireSite(site);
  return [
    classJsonLd({
      ...studio(catalog, address),
      cls: cls.record,
      sessions: cls.sessions.filter((session) => session.date >= page.days.from && session.date <= page.days.to).map((session) => session.resolved),
      location: cls.locationRecord,
      pageUrl: absoluteUrl(address, page.path),
      currency: catalog.currency,
    }),
  ];
}

/** A list of classes (`/classes/`, a category's or a location's page): the class pages' URLs. */
export function classListPageJsonLd(name: string, pagePath: string, classes: readonly ClassView[], site: Site): JsonLd[] {
  const address = requireSite(site);
  if (classes.length === 0) return [];
  return [pageListJsonLd({ name, pageUrl: absoluteUrl(address, pagePath), itemUrls: classes.map((cls) => absoluteUrl(address, cls.href)) })];
}

/** `/seasons/<slug>/`: what the season sells, at its season prices. */
export function seasonPageJsonLd(catalog: SiteCatalog, season: SeasonView, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    seasonJsonLd({
      ...studio(catalog, address),
      season: season.record,
      detail: season.detail,
      pageUrl: absoluteUrl(address, season.href),
      currency: catalog.currency,
      classUrls: new Map(catalog.classes.map((cls) => [cls.id, absoluteUrl(address, cls.href)])),
      membershipTypes: catalog.memberships.map((membership) => membership.record),
    }),
  ];
}

/** `/memberships/`: each membership with an offer per price (each price names its own currency). */
export function membershipsPageJsonLd(catalog: SiteCatalog, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    membershipsJsonLd({
      ...studio(catalog, address),
      memberships: catalog.memberships.map((membership) => membership.record),
      pageUrl: absoluteUrl(address, routes.memberships),
    }),
  ];
}

/** `/trials/`: the trial offers the page lists (those still available). */
export function trialsPageJsonLd(catalog: SiteCatalog, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    trialsJsonLd({
      ...studio(catalog, address),
      trials: catalog.trials.map((trial) => trial.record),
      pageUrl: absoluteUrl(address, routes.trials),
      currency: catalog.currency,
    }),
  ];
}

/** `/appointments/`: the services, with an offer for those families book themselves. */
export function appointmentsPageJsonLd(catalog: SiteCatalog, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    appointmentsJsonLd({
      ...studio(catalog, address),
      services: catalog.appointments.map((service) => service.record),
      pageUrl: absoluteUrl(address, routes.appointments),
      currency: catalog.currency,
    }),
  ];
}

/** The visible breadcrumb trail as a BreadcrumbList, ending with the page itself; `locale` is the page's. */
export function breadcrumbPageJsonLd(trail: readonly NavItem[], current: { name: string; path: string }, site: Site, locale: string): JsonLd {
  const address = requireSite(site);
  return breadcrumbJsonLd(
    [
      ...trail.map((crumb) => ({ name: crumb.label, url: absoluteUrl(address, crumb.href) })),
      { name: current.name, url: absoluteUrl(address, current.path) },
    ],
    locale,
  );
}
