import { appointmentsJsonLd, membershipsJsonLd, seasonJsonLd, trialsJsonLd } from "../page-rules/structured-data/offer-pages.ts";
import { breadcrumbJsonLd, pageListJsonLd } from "../page-rules/structured-data/json-ld.ts";
import { classJsonLd } from "../page-rules/structured-data/course.ts";
import type { DateRange } from "../page-rules/schedule.ts";
import { homeJsonLd, type LocationFacts } from "../page-rules/structured-data/organization.ts";
import type { LocationView } from "./location-views.ts";
import type { JsonLd } from "../page-rules/structured-data/json-ld.ts";
import type { ClassView } from "./class-views.ts";
import type { NavItem } from "./nav.ts";
import { routes } from "./routes.ts";
import type { SeasonView } from "./season-views.ts";
import type { SiteModel } from "./site-model.ts";
import { absoluteUrl, requireSite } from "./site-address.ts";
import { membershipPriceKey } from "../page-rules/billing.ts";

/**
 * Each page's JSON-LD blocks, from the site model's entries: the typed builders in
 * src/page-rules/structured-data get each entry's decided facts (the pages show the same
 * facts, so both say the same thing) and canonical URLs on the site's public address.
 */

type Site = URL | string | undefined;

/** What every builder needs: the studio, its home page, and the locale whose words the markup uses. */
function studio(model: SiteModel, site: URL): { studioName: string; homeUrl: string; locale: string } {
  return { studioName: model.studio.name, homeUrl: absoluteUrl(site, routes.home), locale: model.locale };
}

/** A location as the home page's markup states it: a phone or e-mail only where its page links it (dialable, a real address). */
export function locationFacts(location: LocationView): LocationFacts {
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    phone: location.phone?.href ? location.phone.text : null,
    email: location.email?.href ? location.email.text : null,
    hours: location.openingHours,
  };
}

/** `/`: the studio as an organization or local business, with its locations. */
export function homePageJsonLd(model: SiteModel, site: Site, logoPath: string | null = null): JsonLd[] {
  const address = requireSite(site);
  // The locations page's entries: synced locations only (else none: nothing is guessed).
  const locations = model.locations.map(locationFacts);
  return [
    homeJsonLd({
      ...studio(model, address),
      locations,
      logoUrl: logoPath ? absoluteUrl(address, logoPath) : null,
      locationUrls: new Map(model.locations.map((location) => [location.id, absoluteUrl(address, routes.location(location.slug))])),
    }),
  ];
}

/**
 * `/classes/<slug>/` and its later sessions' pages: the class as a Course, and as
 * CourseInstances the upcoming sessions that page lists (those dated within `page.days`),
 * since markup describes what the page shows.
 */
export function classPageJsonLd(model: SiteModel, cls: ClassView, site: Site, page: { path: string; days: DateRange }): JsonLd[] {
  const address = requireSite(site);
  return [
    classJsonLd({
      ...studio(model, address),
      cls,
      sessions: cls.sessions.filter((session) => session.date >= page.days.from && session.date <= page.days.to),
      pageUrl: absoluteUrl(address, page.path),
      currency: model.currency,
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
export function seasonPageJsonLd(model: SiteModel, season: SeasonView, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    seasonJsonLd({
      ...studio(model, address),
      season: season.record,
      detail: season.detail,
      pageUrl: absoluteUrl(address, season.href),
      currency: model.currency,
      classUrls: new Map(model.classes.map((cls) => [cls.id, absoluteUrl(address, cls.href)])),
      membershipPrices: new Map(model.memberships.flatMap((membership) => membership.prices.map((price) => [membershipPriceKey(membership.id, price.id), price.terms] as const))),
      itemNames: new Map(season.groups.flatMap((group) => group.items.map((item) => [item.id, item.variant ? `${item.name} (${item.variant})` : item.name] as const))),
    }),
  ];
}

/** `/memberships/`: each membership with an offer per price (each price names its own currency). */
export function membershipsPageJsonLd(model: SiteModel, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    membershipsJsonLd({
      ...studio(model, address),
      memberships: model.memberships,
      pageUrl: absoluteUrl(address, routes.memberships),
    }),
  ];
}

/** `/trials/`: the trial offers the page lists (those still available). */
export function trialsPageJsonLd(model: SiteModel, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    trialsJsonLd({
      ...studio(model, address),
      trials: model.trials,
      pageUrl: absoluteUrl(address, routes.trials),
      currency: model.currency,
    }),
  ];
}

/** `/appointments/`: the services, with an offer for those families book themselves. */
export function appointmentsPageJsonLd(model: SiteModel, site: Site): JsonLd[] {
  const address = requireSite(site);
  return [
    appointmentsJsonLd({
      ...studio(model, address),
      services: model.appointments,
      pageUrl: absoluteUrl(address, routes.appointments),
      currency: model.currency,
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
