import type { JsonLd } from "../page-rules/structured-data/json-ld.ts";
import type { MessageKey, Messages } from "../i18n/messages.ts";
import { classPageView, type ClassPageView } from "./class-page-view.ts";
import type { LaterSessionsPage } from "./class-sessions-view.ts";
import type { ClassView } from "./class-views.ts";
import type { NavItem } from "./nav.ts";
import { appointmentsPageJsonLd, classPageJsonLd, membershipsPageJsonLd, seasonPageJsonLd, trialsPageJsonLd } from "./page-structured-data.ts";
import { routes } from "./routes.ts";
import { changesLink, type ChangesLink } from "./change-feeds.ts";
import type { DayPageView, WeekView } from "./schedule-views.ts";
import type { SeasonView } from "./season-views.ts";
import type { SiteModel } from "./site-model.ts";

/**
 * One route function per page type (the way Starlight's `generateRouteData` feeds its
 * page): from one resolved entry, everything the page renders besides its markup, so a
 * page's frontmatter is a few lines and no page looks a record up or derives a value.
 */

type Site = URL | string | undefined;

/** What a page hands the layout (`Base.astro`) for its head (`headTags`) and breadcrumb trail. */
export interface PageHead {
  readonly title?: string;
  readonly description: string;
  /** The page's record's description as the page shows it (plain text). */
  readonly about?: string | null;
  readonly image?: string | null;
  readonly jsonLd?: readonly JsonLd[];
  readonly breadcrumbs?: readonly NavItem[];
  /** The feed of what changed the page links (`changesLink`); default: the studio's. */
  readonly changes?: ChangesLink;
}

const home = (messages: Messages): NavItem => ({ href: routes.home, label: messages.t("site.nav.home") });
const classes = (messages: Messages): NavItem => ({ href: routes.classes, label: messages.t("site.nav.classes") });
const schedule = (messages: Messages): NavItem => ({ href: routes.schedule, label: messages.t("site.nav.schedule") });

export interface ClassPageRoute {
  readonly head: PageHead;
  readonly page: ClassPageView;
}

/** `/classes/<slug>/`: the class's head, facts and the sessions its own page lists (`cls.sessionPages.soon`). */
export function classPage(cls: ClassView, model: SiteModel, site: Site): ClassPageRoute {
  const page = classPageView(cls, model);
  return {
    head: {
      title: cls.name,
      description: page.description,
      about: cls.paragraphs.join("\n\n"),
      image: cls.image,
      jsonLd: classPageJsonLd(model, cls, site, { path: cls.href, days: cls.sessionPages.days }),
      breadcrumbs: [home(model.messages), classes(model.messages), ...(cls.category ? [{ href: cls.category.href, label: cls.category.name }] : [])],
      changes: changesLink(model, cls),
    },
    page,
  };
}

/** Every later-sessions page of every class, with its neighbours for the page's navigation. */
export function classSessionsPaths(model: SiteModel) {
  return model.classes.flatMap((cls) =>
    cls.sessionPages.later.map((current, index, later) => ({
      params: { slug: cls.slug, page: current.number === 1 ? undefined : String(current.number) },
      props: { cls, current, previous: later[index - 1] ?? null, next: later[index + 1] ?? null },
    })),
  );
}

/** `/classes/<slug>/sessions/…`: a later block of a class's sessions. */
export function classSessionsPage(cls: ClassView, current: LaterSessionsPage, model: SiteModel, site: Site) {
  const { messages } = model;
  const title = messages.t("site.classSessions.title", { className: cls.name, range: current.range });
  const head: PageHead = {
    title,
    description: messages.t("site.classSessions.description", { link: current.linkText, className: cls.name, studio: model.studio.name }),
    jsonLd: classPageJsonLd(model, cls, site, { path: current.href, days: current.days }),
    breadcrumbs: [home(messages), classes(messages), { href: cls.href, label: cls.name }],
  };
  return { head, title, weeks: cls.sessionPages.weeks };
}

/** `/seasons/<slug>/`: the season's head and the label of its registration button (null: no button). */
export function seasonPage(season: SeasonView, model: SiteModel, site: Site) {
  const { messages } = model;
  const head: PageHead = {
    title: season.name,
    about: season.paragraphs.join("\n\n"),
    jsonLd: seasonPageJsonLd(model, season, site),
    description: messages.t("site.season.description", {
      season: season.name,
      studio: model.studio.name,
      state: season.stateText,
      hasDates: season.dates ? "yes" : "no",
      dates: season.dates ?? "",
    }),
    breadcrumbs: [home(messages), { href: routes.seasons, label: messages.t("site.nav.registration") }],
  };
  const registerLabel = season.accepting
    ? messages.t("site.season.registerNow")
    : season.state.kind === "opening"
      ? messages.t("site.season.seeRegistration")
      : null;
  return { head, registerLabel };
}

/** `/schedule/` (the first week) and `/schedule/<date>/`: every page is titled by the days it shows. */
export function schedulePage(week: WeekView, first: boolean, model: SiteModel) {
  const { messages } = model;
  const count = week.days.reduce((sum, day) => sum + day.sessions.filter((session) => !session.cancelled).length, 0);
  const heading = week.range ? messages.t("site.schedule.titleOf", { dates: week.range }) : messages.t("site.nav.schedule");
  const head: PageHead = {
    title: heading,
    description: messages.t("site.schedule.description", { count, studio: model.studio.name, hasRange: week.range ? "yes" : "no", range: week.range }),
    breadcrumbs: first ? [home(messages)] : [home(messages), schedule(messages)],
  };
  return { head, heading, allWeeks: [model.schedule.firstWeek, ...model.schedule.weeks] };
}

/** `/schedule/day/<date>/`: a crowded week's day, titled by its date, under its week. */
export function scheduleDayPage(page: DayPageView, model: SiteModel) {
  const { day } = page;
  const { messages } = model;
  const heading = messages.t("site.schedule.titleOf", { dates: day.heading });
  const head: PageHead = {
    title: heading,
    description: messages.t("site.scheduleDay.description", { classes: day.countText, studio: model.studio.name, day: day.heading }),
    breadcrumbs: [home(messages), schedule(messages), page.week],
  };
  return { head, heading, nav: { previous: page.previous, next: page.next } };
}

/** A section's index page, whose title, description and structured data follow from its name. */
export type SectionPage = "appointments" | "memberships" | "trials" | "seasons" | "locations";

const SECTION_WORDS = {
  appointments: { title: "page.appointments.title", description: "page.appointments.description" },
  memberships: { title: "page.memberships.title", description: "page.memberships.description" },
  trials: { title: "page.trials.title", description: "page.trials.description" },
  seasons: { title: "page.seasons.title", description: "page.seasons.description" },
  locations: { title: "page.locations.title", description: "page.locations.description" },
} as const satisfies Record<SectionPage, { title: MessageKey; description: MessageKey }>;

/** `/appointments/`, `/memberships/`, `/trials/`, `/seasons/`, `/locations/`: the section's head, under the home page, and its heading. */
export function sectionPage(section: SectionPage, model: SiteModel, site: Site) {
  const { messages } = model;
  const title = messages.t(SECTION_WORDS[section].title);
  const jsonLd =
    section === "appointments"
      ? appointmentsPageJsonLd(model, site)
      : section === "memberships"
        ? membershipsPageJsonLd(model, site)
        : section === "trials"
          ? trialsPageJsonLd(model, site)
          : [];
  const head: PageHead = {
    title,
    description: messages.t(SECTION_WORDS[section].description, { studio: model.studio.name }),
    jsonLd,
    breadcrumbs: [home(messages)],
  };
  return { head, title };
}
