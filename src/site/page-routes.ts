import type { JsonLd } from "../catalog/structured-data/json-ld.ts";
import { classPageView, type ClassPageView } from "./class-page-view.ts";
import type { LaterSessionsPage } from "./class-sessions-view.ts";
import type { ClassView } from "./class-views.ts";
import type { NavItem } from "./nav.ts";
import { classPageJsonLd, seasonPageJsonLd } from "./page-structured-data.ts";
import { routes } from "./routes.ts";
import type { DayPageView, WeekView } from "./schedule-views.ts";
import type { SeasonView } from "./season-views.ts";
import type { SiteCatalog } from "./site-catalog.ts";

/**
 * One route function per page type (the way Starlight's `generateRouteData` feeds its
 * page): from one resolved entry, everything the page renders besides its markup, so a
 * page's frontmatter is a few lines and no page looks a record up or derives a value.
 */

type Site = URL | string | undefined;

/** What the layout (`Base.astro`) puts in the page's head and breadcrumb trail. */
export interface PageHead {
  readonly title?: string;
  readonly description: string;
  readonly recordDescription?: string | null;
  readonly image?: string | null;
  readonly jsonLd?: readonly JsonLd[];
  readonly breadcrumbs?: readonly NavItem[];
}

const HOME: NavItem = { href: routes.home, label: "Home" };
const CLASSES: NavItem = { href: routes.classes, label: "Classes" };

export interface ClassPageRoute {
  readonly head: PageHead;
  readonly page: ClassPageView;
}

/** `/classes/<slug>/`: the class's head, facts and the sessions its own page lists (`cls.sessionPages.soon`). */
export function classPage(cls: ClassView, catalog: SiteCatalog, site: Site): ClassPageRoute {
  const page = classPageView(cls, catalog);
  return {
    head: {
      title: cls.name,
      description: page.description,
      recordDescription: cls.record.description,
      image: cls.image,
      jsonLd: classPageJsonLd(catalog, cls, site, { path: cls.href, days: cls.sessionPages.days }),
      breadcrumbs: [HOME, CLASSES, ...(cls.category ? [{ href: cls.category.href, label: cls.category.name }] : [])],
    },
    page,
  };
}

/** Every later-sessions page of every class, with its neighbours for the page's navigation. */
export function classSessionsPaths(catalog: SiteCatalog) {
  return catalog.classes.flatMap((cls) =>
    cls.sessionPages.later.map((current, index, later) => ({
      params: { slug: cls.slug, page: current.number === 1 ? undefined : String(current.number) },
      props: { cls, current, previous: later[index - 1] ?? null, next: later[index + 1] ?? null },
    })),
  );
}

/** `/classes/<slug>/sessions/…`: a later block of a class's sessions. */
export function classSessionsPage(cls: ClassView, current: LaterSessionsPage, catalog: SiteCatalog, site: Site) {
  const title = `${cls.name}: sessions ${current.range}`;
  const head: PageHead = {
    title,
    description: `${current.linkText}: ${cls.name} at ${catalog.studio.name}, with times and spots.`,
    jsonLd: classPageJsonLd(catalog, cls, site, { path: current.href, days: current.days }),
    breadcrumbs: [HOME, CLASSES, { href: cls.href, label: cls.name }],
  };
  return { head, title, weeks: cls.sessionPages.weeks };
}

/** `/seasons/<slug>/`: the season's head and the label of its registration button (null: no button). */
export function seasonPage(season: SeasonView, catalog: SiteCatalog, site: Site) {
  const head: PageHead = {
    title: season.name,
    recordDescription: season.record.description,
    jsonLd: seasonPageJsonLd(catalog, season, site),
    description: `${season.name} at ${catalog.studio.name}. Registration: ${season.stateText}.${season.dates ? ` Season: ${season.dates}.` : ""}`,
    breadcrumbs: [HOME, { href: routes.seasons, label: "Registration" }],
  };
  const registerLabel = season.accepting ? "Register now" : season.state.kind === "opening" ? "See the registration page" : null;
  return { head, registerLabel };
}

/** `/schedule/` (the first week) and `/schedule/<date>/`: every page is titled by the days it shows. */
export function schedulePage(week: WeekView, first: boolean, catalog: SiteCatalog) {
  const count = week.days.reduce((sum, day) => sum + day.sessions.filter((session) => !session.cancelled).length, 0);
  const heading = week.range ? `Schedule: ${week.range}` : "Schedule";
  const head: PageHead = {
    title: heading,
    description: `${count} ${count === 1 ? "class session" : "class sessions"} at ${catalog.studio.name}${week.range ? `, ${week.range}` : ""}, day by day with times, spots and booking.`,
    breadcrumbs: first ? [HOME] : [HOME, { href: routes.schedule, label: "Schedule" }],
  };
  return { head, heading, allWeeks: [catalog.schedule.firstWeek, ...catalog.schedule.weeks] };
}

/** `/schedule/day/<date>/`: a crowded week's day, titled by its date, under its week. */
export function scheduleDayPage(page: DayPageView, catalog: SiteCatalog) {
  const { day } = page;
  const heading = `Schedule: ${day.heading}`;
  const head: PageHead = {
    title: heading,
    description: `${day.countText} at ${catalog.studio.name} on ${day.heading}, with times, ages, spots and booking.`,
    breadcrumbs: [HOME, { href: routes.schedule, label: "Schedule" }, page.week],
  };
  return { head, heading, nav: { previous: page.previous, next: page.next } };
}
