import { studioLanguage, type StudioWords } from "./studio-language.ts";
import type { MessageKey, Messages } from "../i18n/messages.ts";
import { categoryOrder, groupByCategory, groupByLocation, type CategoryGroup } from "../page-rules/category-groups.ts";
import { currentClasses, spotsAsOf } from "../core/classes.ts";
import { compareText, nameOrder } from "../core/compare-text.ts";
import { formatDateTime, formatDayName, formatLocalTime, zoneName } from "../core/format.ts";
import { givesAgeRange, partOfDay, PARTS_OF_DAY, type PartOfDay } from "../page-rules/class-filters.ts";
import { seasonsByClass } from "../page-rules/seasons.ts";
import { isListedSeason } from "../core/season-state.ts";
import { displayName } from "../page-rules/names.ts";
import { compareSessionTimes, schedulePlan, type SchedulePlan } from "../page-rules/schedule.ts";
import type { SeasonLink } from "../page-rules/call-to-action.ts";
import type { StudioFeed } from "../page-rules/calendar-feed.ts";
import { firstDayOfWeek, localToInstant } from "../core/local-time.ts";
import type { AnalyticsConfig, LiveConfig } from "../config.ts";
import { recordsById, uniqueById } from "../api/records-by-id.ts";
import type { ClassInstance, Location } from "../api/schemas/index.ts";
import { accentStylesheet } from "./accents.ts";
import { inlineHash } from "./page-policy.ts";
import { sessionsThrough, type Snapshot } from "../snapshot/snapshot.ts";
import { appointmentView, membershipView, trialView, type AppointmentView, type MembershipView, type TrialView } from "./offer-views.ts";
import { classView, type CategoryTag, type ClassView, type LocationTag, type SessionView } from "./class-views.ts";
import { locationContact, locationView, studioContact, type ContactView, type LocationView } from "./location-views.ts";
import { availableSections, headerItems, navItems, type NavItem, type SiteSection } from "./nav.ts";
import { NO_SETTINGS, type SiteSettings } from "../settings/site-settings.ts";
import { footerView, ownerWords, type FooterView } from "./settings-views.ts";
import { scheduleView, type ScheduleView } from "./schedule-views.ts";
import { seasonCatalog, seasonLink, seasonRequirements, seasonView, type SeasonRequirement, type SeasonView } from "./season-views.ts";
import { createViewContext, type ViewContext } from "./view-context.ts";
import type { ScriptWords } from "./script-words.ts";
import type { SiteLogo } from "./logo.ts";
import { routes } from "./routes.ts";
import { siteLanguages, type BuiltLanguages } from "./site-languages.ts";
import { changeFeedView, type ChangeFeedView } from "./change-feeds.ts";
import { openingsSoon, type OpeningSoon } from "./registration-day.ts";

export interface ClassListing<Tag> {
  readonly tag: Tag;
  readonly classes: readonly ClassView[];
}

export interface FilterOption<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

/**
 * Everything the pages, feeds and structured data render, decided once from one snapshot
 * at one moment: one entry per record (a class with its sessions' facts, a season with its
 * catalog, …), and the build's own context (its clock's answers, its words, its studio
 * feed), seen by no other build. Nothing outside `buildSiteModel` reads the snapshot or
 * looks a record up.
 */
export interface SiteModel {
  /**
   * The language to mark a text of the studio's with (`lang`) when it is not the page's: the
   * API's language, on a page whose translation file does not give that text (issue 32), so a
   * screen reader reads an English class name on a Spanish page as English; undefined otherwise.
   */
  readonly studioLang: (text: string | null | undefined) => string | undefined;
  /** `id`: the snapshot's `studio.id` (calendar UIDs); `name`: as the pages show it. */
  readonly studio: { readonly id: string; readonly name: string };
  /** Where the snapshot came from (the demo studio has its own logo). */
  readonly source: Snapshot["source"];
  /** The studio's categories' ids in their display order (`categoryOrder`), for grouping lists by category. */
  readonly categoryOrder: readonly string[];
  /** The sync window's first moment: registration openings before it are history, not reminders. */
  readonly windowStart: Date;
  /** The sync window's last local date: the schedule's last day, and the studio feed's. */
  readonly windowEnd: string;
  /**
   * The currency of prices the API gives in cents only (`studioCurrency`): STUDIO_CURRENCY,
   * else the membership prices' one currency; null when unknown, and markup leaves prices out.
   */
  readonly currency: string | null;
  readonly locale: string;
  /** The interface's words and formats in `locale`: `model.messages.t("page.…")` in a page. */
  readonly messages: Messages;
  /** The browser scripts' words in `locale` (spots, live notes, the filter's sentences), made once for this build. */
  readonly words: ScriptWords;
  readonly timeZone: string;
  readonly now: Date;
  /** The studio's local date at build time. */
  readonly today: string;
  readonly syncedAt: string;
  /** "Spots as of …": shown wherever capacity is. */
  readonly spotsAsOf: string;
  /** `.accent-<hex>` rules for every category colour the pages may use (src/site/accents.ts). */
  readonly accentStylesheet: string;
  /** Its CSP source (`inlineHash`), for every page's policy; null when there are no rules. */
  readonly accentStyleHash: `sha256-${string}` | null;
  /** The header's logo (`siteLogo`); null: the studio's name in text. */
  readonly logo: SiteLogo | null;
  /** The site's languages (STUDIO_LOCALES) and the one this build is for. */
  readonly languages: BuiltLanguages;
  /** Each language's schedule pages, by locale (`schedulePlan`): the switcher leads a dated schedule page to one that exists. */
  readonly schedulePlans: ReadonlyMap<string, SchedulePlan>;
  /** The studio's zone as families read it ("Eastern Time"), at the sync: the footer's and embed views' note. */
  readonly zone: string;
  /** When the snapshot was synced, in words ("Nov 25, 2026, 2:07 AM"): the footer's. */
  readonly updated: string;
  /** Live spots in the browser (STUDIO_PUBLIC_KEY); null: the static pages alone, with no live script. */
  readonly live: LiveConfig | null;
  /** The owner's analytics script (ANALYTICS_SCRIPT_URL) for every page's head; null: none. */
  readonly analytics: AnalyticsConfig | null;
  readonly sections: ReadonlySet<SiteSection>;
  /** Every section the site has, in the site's order: the footer's links and the home page's. */
  readonly nav: readonly NavItem[];
  /** The header's links: the settings file's choice and order of sections (`headerItems`). */
  readonly header: readonly NavItem[];
  /** The settings file chose the header's sections (so the plan's link stays in the footer). */
  readonly headerChosen: boolean;
  /** The family planner's link (/plan/), when the site has classes; null otherwise. */
  readonly plan: NavItem | null;
  /** The footer's own lines from the settings file, in this build's language. */
  readonly footer: FooterView;
  /** The home page's opening sentence from the settings file; null: the interface's. */
  readonly homeSentence: string | null;
  /** Current classes only (spec 4.1: ended classes may still be listed by the API), by name in the site's language. */
  readonly classes: readonly ClassView[];
  /**
   * Every session of every current class (any status), decided once, in the site's one
   * order: soonest first, then by class, then as its class lists them. The schedule lists
   * the upcoming ones, the studio's calendar feed all of them through the window's end.
   */
  readonly sessions: readonly SessionView[];
  readonly classGroups: readonly CategoryGroup<ClassView, CategoryTag>[];
  /** Categories that have current classes, in the studio's order. */
  readonly categories: readonly ClassListing<CategoryTag>[];
  /** Locations that have current classes, by name. */
  readonly classLocations: readonly ClassListing<LocationTag>[];
  readonly filterOptions: {
    readonly categories: readonly FilterOption<string>[];
    readonly locations: readonly FilterOption<string>[];
    /** `short`: "Mon", shown on the chip; `label`: "Monday", read by screen readers. */
    readonly days: readonly (FilterOption<number> & { readonly short: string })[];
    /** Parts of the day some class starts in, each with its boundaries in the locale's times. */
    readonly times: readonly (FilterOption<PartOfDay> & { readonly hours: string })[];
    /** Some class gives no age range, so the age filter offers to include such classes. */
    readonly someWithoutAgeRange: boolean;
  };
  readonly schedule: ScheduleView;
  /** Open seasons, and closed ones that have not ended. */
  readonly seasons: readonly SeasonView[];
  readonly memberships: readonly MembershipView[];
  /** Trial offers still available (some window not over). */
  readonly trials: readonly TrialView[];
  readonly appointments: readonly AppointmentView[];
  readonly locations: readonly LocationView[];
  /** What "contact the studio" links to (`studioContact`); null when no location gives a phone or email. */
  readonly contact: ContactView | null;
  /** Registration openings within the next two weeks, soonest first: home and the schedule mention them. */
  readonly openingsSoon: readonly OpeningSoon[];
  /** What changed at each sync, worded in this build's language: the Atom feeds' entries (src/site/change-feeds.ts). */
  readonly changes: ChangeFeedView;
  /** The studio's calendar feed, written once for this build per site address and size (`studioFeed`): its route and the pages that offer it read one. */
  readonly studioFeeds: Map<string, StudioFeed>;
}


const PART_OF_DAY_NAMES: Readonly<Record<PartOfDay, MessageKey>> = {
  morning: "site.filter.morning",
  afternoon: "site.filter.afternoon",
  evening: "site.filter.evening",
};

/** "Afternoon", "12:00 PM until 5:00 PM": each part of the day with the start times it covers. */
function partOfDayOptions(messages: Messages): (FilterOption<PartOfDay> & { hours: string })[] {
  const { locale } = messages;
  return PARTS_OF_DAY.map((part, index) => {
    const from = formatLocalTime(part.from, locale);
    const next = PARTS_OF_DAY[index + 1];
    const until = next ? formatLocalTime(next.from, locale) : null;
    const hours =
      index === 0 && until
        ? messages.t("site.filter.before", { time: until })
        : until
          ? messages.t("site.filter.between", { from, until })
          : messages.t("site.filter.from", { time: from });
    return { value: part.value, label: messages.t(PART_OF_DAY_NAMES[part.value]), hours };
  });
}

export interface BuildOptions {
  readonly locale: string;
  /** Build time: "today" and "now" are the studio's at this instant. */
  readonly now: Date;
  /** STUDIO_CURRENCY (SiteConfig.currency). Default null: inferred from membership prices. */
  readonly currency?: string | null;
  /** SiteConfig.live. Default null: no live spots. */
  readonly live?: LiveConfig | null;
  /** SiteConfig.analytics. Default null: no analytics script. */
  readonly analytics?: AnalyticsConfig | null;
  /** The header's logo (`siteLogo`, read from public/). Default null: none. */
  readonly logo?: SiteLogo | null;
  /** `builtLanguages()`. Default: `locale` alone, at the root. */
  readonly languages?: BuiltLanguages;
  /** The settings file's look and words (SiteConfig.settings). Default: none set. */
  readonly settings?: SiteSettings;
  /**
   * The page language's translation of the studio's words, when it has a file: the API's
   * language, and the texts the file does not give (`translateSnapshot`). Default null.
   */
  readonly studioWords?: (StudioWords & { readonly synced: Snapshot }) | null;
}

/** A site in `locale` alone, at the demo address's root: tests and tools that build a site model outside a site build. */
function oneLanguage(locale: string): BuiltLanguages {
  const [language] = siteLanguages({ siteUrl: null, locales: [{ locale, path: "" }] });
  return { languages: [language!], current: language! };
}

/** The studio's synced locations, each class's location record, and who "contact the studio" reaches. */
function studioPlaces(snapshot: Snapshot, sections: ReadonlySet<SiteSection>, ctx: ViewContext) {
  const synced = sections.has("locations") ? uniqueById(snapshot.locations) : [];
  const byId = recordsById(synced);
  const locationOf = (ref: { id: string } | null): Location | null => (ref ? (byId.get(ref.id) ?? null) : null);
  const contact = studioContact(synced, ctx.locale);
  return {
    synced,
    locationOf,
    contact,
    /** A class's contact: its location's phone or email, else the studio's. */
    contactAt: (ref: { id: string } | null): ContactView | null => {
      const location = locationOf(ref);
      return (location ? locationContact(location) : null) ?? contact;
    },
  };
}

/**
 * The seasons that get a page (`isListedSeason`), each decided once before the classes: a
 * class's call to action and its "with every sign-up" items read its link and catalog, and
 * so does the season's own page.
 */
function listedSeasons(snapshot: Snapshot, sections: ReadonlySet<SiteSection>, currency: string | null, ctx: ViewContext) {
  const decided = uniqueById(snapshot.registrations)
    .filter((season) => isListedSeason(season, ctx.today))
    .map((season) => {
      const detail = snapshot.season_details[season.id];
      return { season, detail, link: seasonLink(season, ctx), catalog: seasonCatalog(detail, { membershipTypes: snapshot.membership_types, currency }, ctx) };
    });
  const byId = new Map(decided.map((entry) => [entry.season.id, entry] as const));
  const seasonIdsByClass = seasonsByClass(decided.flatMap(({ detail }) => (detail ? [detail] : [])));
  const holdingClass = (classId: string) => (seasonIdsByClass.get(classId) ?? []).flatMap((id) => byId.get(id) ?? []);
  return {
    decided,
    /** The seasons whose catalog holds the class; null when the registrations section was not synced. */
    holding: (classId: string): SeasonLink[] | null => (sections.has("seasons") ? holdingClass(classId).map((entry) => entry.link) : null),
    /** What those seasons require with every sign-up (`seasonRequirements`). */
    requirements: (classId: string): SeasonRequirement[] => (sections.has("seasons") ? seasonRequirements(classId, holdingClass(classId)) : []),
  };
}

/**
 * Every current class (spec 4.1) decided once, by name in the site's language. A session id
 * is one session: one the snapshot lists under two classes belongs to the first class the
 * API lists (a UID, a row and a JSON-LD event each).
 */
function classEntries(snapshot: Snapshot, places: ReturnType<typeof studioPlaces>, seasons: ReturnType<typeof listedSeasons>, ctx: ViewContext): ClassView[] {
  const names = nameOrder(ctx.locale);
  const claimed = new Set<string>();
  const unclaimed = (sessions: readonly ClassInstance[]) =>
    sessions.filter((session) => {
      if (claimed.has(session.id)) return false;
      claimed.add(session.id);
      return true;
    });
  return uniqueById(currentClasses(snapshot.classes, ctx.today))
    .map((cls) =>
      classView(
        cls,
        {
          categories: snapshot.categories,
          location: places.locationOf(cls.location),
          sessions: unclaimed((snapshot.sessions_by_class[cls.id] ?? []).filter((session) => session.class_id === cls.id)),
          sessionsThrough: sessionsThrough(snapshot, cls.id),
          seasons: seasons.holding(cls.id),
          requirements: seasons.requirements(cls.id),
          contact: places.contactAt(cls.location),
        },
        ctx,
      ),
    )
    .sort((a, b) => names(a.name, b.name) || compareText(a.id, b.id));
}

/** Every session of every class in the site's one order: soonest first, then by class (`classes`' order), then as the class lists them. */
function studioSessions(classes: readonly ClassView[]): SessionView[] {
  return classes.flatMap((cls) => cls.datedSessions).sort(compareSessionTimes);
}

/** The filter's choices: the categories and locations listed, and the days and parts of the day some class meets in. */
function filterOptionsOf(classes: readonly ClassView[], listings: Pick<SiteModel, "categories" | "classLocations">, someWithoutAgeRange: boolean, ctx: ViewContext): SiteModel["filterOptions"] {
  const usedDays = new Set(classes.flatMap((cls) => cls.meetings.map((meeting) => meeting.day)));
  const firstDay = firstDayOfWeek(ctx.locale);
  const days = [0, 1, 2, 3, 4, 5, 6]
    .map((offset) => (firstDay + offset) % 7)
    .filter((weekday) => usedDays.has(weekday))
    .map((weekday) => ({ value: weekday, label: formatDayName(weekday, ctx.locale, "long"), short: formatDayName(weekday, ctx.locale, "short") }));
  const usedParts = new Set(classes.flatMap((cls) => cls.meetings.flatMap((meeting) => (meeting.start === null ? [] : [partOfDay(meeting.start)]))));
  return {
    categories: listings.categories.map(({ tag }) => ({ value: tag.slug, label: tag.name })),
    locations: listings.classLocations.map(({ tag }) => ({ value: tag.slug, label: tag.name })),
    days,
    times: partOfDayOptions(ctx.messages).filter((option) => usedParts.has(option.value)),
    someWithoutAgeRange,
  };
}

/** Each language's schedule pages: the same listed sessions, its own weeks. */
function schedulePlans(sessions: readonly SessionView[], window: Snapshot["window"], languages: BuiltLanguages, today: string): Map<string, SchedulePlan> {
  const counts = new Map<string, number>();
  for (const session of sessions) if (session.upcoming) counts.set(session.date, (counts.get(session.date) ?? 0) + 1);
  return new Map(languages.languages.map((language) => [language.locale, schedulePlan(counts, window.from, window.to, today, language.locale)] as const));
}

export function buildSiteModel(snapshot: Snapshot, options: BuildOptions): SiteModel {
  const studioWords = options.studioWords ?? null;
  const studioLang = studioLanguage(studioWords);
  const ctx = createViewContext(snapshot, options.locale, options.now, Boolean(options.live), options.currency ?? null, studioWords && { slugsFrom: studioWords.synced, studioLang });
  const sections = availableSections(snapshot.sections);
  const names = nameOrder(ctx.locale);
  const byName = (a: { name: string }, b: { name: string }): number => names(a.name, b.name);
  const places = studioPlaces(snapshot, sections, ctx);
  const { currency } = ctx;
  const seasons = listedSeasons(snapshot, sections, currency, ctx);
  const classes = classEntries(snapshot, places, seasons, ctx);
  const classesById = new Map(classes.map((cls) => [cls.id, cls] as const));
  const sessions = studioSessions(classes);
  const languages = options.languages ?? oneLanguage(ctx.locale);

  const order = categoryOrder(snapshot.categories, ctx.locale);
  const classGroups = groupByCategory(classes, (cls) => cls.category, order, ctx.locale);
  const categories = classGroups.flatMap((group) => (group.category ? [{ tag: group.category, classes: group.items }] : []));
  const classLocations = groupByLocation(classes, (cls) => cls.location, ctx.locale).flatMap((group) =>
    group.location ? [{ tag: group.location, classes: group.items }] : [],
  );
  const classCountAt = new Map(classLocations.map(({ tag, classes: at }) => [tag.id, at.length] as const));
  const someWithoutAgeRange = currentClasses(snapshot.classes, ctx.today).some((cls) => !givesAgeRange(cls.age_range));
  const accents = accentStylesheet([...snapshot.categories.map((category) => category.color), ...snapshot.classes.map((cls) => cls.category?.color)]);
  const synced = new Date(snapshot.synced_at);
  const seasonViews = seasons.decided.map(({ season, detail, ...decided }) => seasonView(season, detail, decided, { classes: classesById }, ctx));

  return {
    studioLang,
    studio: { id: snapshot.studio.id, name: displayName(snapshot.studio.name, "studio", ctx.messages) },
    source: snapshot.source,
    categoryOrder: order,
    windowStart: localToInstant(snapshot.window.from, "00:00", snapshot.timezone),
    windowEnd: snapshot.window.to,
    currency,
    locale: ctx.locale,
    messages: ctx.messages,
    words: ctx.words,
    timeZone: ctx.timeZone,
    now: ctx.now,
    today: ctx.today,
    syncedAt: snapshot.synced_at,
    spotsAsOf: spotsAsOf(snapshot.synced_at, ctx.timeZone, ctx.words.asOf),
    accentStylesheet: accents,
    accentStyleHash: accents === "" ? null : inlineHash(accents),
    logo: options.logo ?? null,
    languages,
    schedulePlans: schedulePlans(sessions, snapshot.window, languages, ctx.today),
    zone: zoneName(ctx.timeZone, ctx.locale, synced),
    updated: formatDateTime(synced, ctx.timeZone, ctx.locale),
    live: options.live ?? null,
    analytics: options.analytics ?? null,
    sections,
    nav: navItems(sections, ctx.messages),
    // The family planner plans classes: its link follows the sections when the site has classes,
    // and joins the header unless the owner's settings choose the header's sections themselves.
    plan: sections.has("classes") ? { href: routes.plan, label: ctx.messages.t("site.nav.plan") } : null,
    header: headerItems(sections, ctx.messages, (options.settings ?? NO_SETTINGS).headerSections),
    headerChosen: (options.settings ?? NO_SETTINGS).headerSections !== null,
    footer: footerView(options.settings ?? NO_SETTINGS, ctx.locale),
    homeSentence: options.settings?.homeSentence ? ownerWords(options.settings.homeSentence, ctx.locale) : null,
    classes,
    sessions,
    classGroups,
    categories,
    classLocations,
    filterOptions: filterOptionsOf(classes, { categories, classLocations }, someWithoutAgeRange, ctx),
    schedule: scheduleView(sessions, snapshot.window, ctx),
    seasons: seasonViews,
    openingsSoon: openingsSoon(seasonViews, ctx.now),
    memberships: uniqueById(snapshot.membership_types)
      .map((type) => membershipView(type, ctx))
      .sort(byName),
    trials: uniqueById(snapshot.trial_classes)
      .map((trial) => trialView(trial, classesById, ctx))
      .filter((trial) => !trial.availability.over)
      .sort(byName),
    appointments: uniqueById(snapshot.appointment_services)
      .map((service) => appointmentView(service, ctx))
      .sort(byName),
    locations: places.synced.map((location) => locationView(location, classCountAt.get(location.id) ?? 0, ctx)).sort(byName),
    contact: places.contact,
    changes: changeFeedView(snapshot.change_feed, { classes: classesById, seasons: new Set(seasons.decided.map(({ season }) => season.id)) }, ctx),
    studioFeeds: new Map(),
  };
}
