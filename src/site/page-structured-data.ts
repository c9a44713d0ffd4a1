import type { Location } from "../api/schemas/index.ts";
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
 * Each page's JSON-LD blocks, from the site catalog: the typed builders in
 * src/catalog/structured-data get the snapshot's records (the pages show the same
 * records through their views, so both say the same thing) and canonical URLs on the
 * site's public address.
 */

type Site = URL | string | undefined;

function byId<T extends { id: string }>(records: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const record of records) if (!map.has(record.id)) map.set(record.id, record);
  return map;
}

/** The records behind a page's views, in the page's order. */
function recordsFor<T extends { id: string }>(views: readonly { id: string }[], records: readonly T[]): T[] {
  const found = byId(records);
  return views.flatMap((view) => {
    const record = found.get(view.id);
    return record ? [record] : [];
  });
}

function studio(catalog: SiteCatalog, site: URL): { studioName: string; homeUrl: string } {
  return { studioName: catalog.studio.name, homeUrl: absoluteUrl(site, routes.home) };
}

/** The locations with their addresses, when that section was synced (else none: nothing is guessed). */
function syncedLocations(catalog: SiteCatalog): readonly Location[] {
  return catalog.sections.has("locations") ? catalog.snapshot.locations : [];
}

/** `/`: the studio as an organization or local business, with its locations. */
export function homePageJsonLd(catalog: SiteCatalog, site: Site, logoPath: string | null = null): JsonLd[] {
  const address = requireSite(site);
  const locations = recordsFor(catalog.locations, syncedLocations(catalog));
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
  const record = catalog.snapshot.classes.find((candidate) => candidate.id === cls.id);
  if (!record) return [];
  const location = record.location ? (byId(syncedLocations(catalog)).get(record.location.id) ?? null) : null;
  return [
    classJsonLd({
      ...studio(catalog, address),
      cls: record,
      sessions: (catalog.snapshot.sessions_by_class[record.id] ?? []).filter((session) => session.date >= page.days.from && session.date <= page.days.to),
      location,
      pageUrl: absoluteUrl(address, page.path),
      currency: catalog.currency,
      timeZone: catalog.timeZone,
      now: catalog.now,
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
  const record = catalog.snapshot.registrations.find((candidate) => candidate.id === season.id);
  if (!record) return [];
  return [
    seasonJsonLd({
      ...studio(catalog, address),
      season: record,
      detail: catalog.snapshot.season_details[record.id],
      pageUrl: absoluteUrl(address, season.href),
      currency: catalog.currency,
      classUrls: new Map(catalog.classes.map((cls) => [cls.id, absoluteUrl(address, cls.href)])),
    }),
  ];
}

/** `/memberships/`: each membership with an offer per price (each price names its own currency). */
export function membershipsPageJsonLd(catalog: SiteCatalog, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    membershipsJsonLd({
      ...studio(catalog, address),
      memberships: recordsFor(catalog.memberships, catalog.snapshot.membership_types),
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
      trials: recordsFor(catalog.trials, catalog.snapshot.trial_classes),
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
      services: recordsFor(catalog.appointments, catalog.snapshot.appointment_services),
      pageUrl: absoluteUrl(address, routes.appointments),
      currency: catalog.currency,
    }),
  ];
}

/** The visible breadcrumb trail as a BreadcrumbList, ending with the page itself. */
export function breadcrumbPageJsonLd(trail: readonly NavItem[], current: { name: string; path: string }, site: Site): JsonLd {
  const address = requireSite(site);
  return breadcrumbJsonLd([
    ...trail.map((crumb) => ({ name: crumb.label, url: absoluteUrl(address, crumb.href) })),
    { name: current.name, url: absoluteUrl(address, current.path) },
  ]);
}
