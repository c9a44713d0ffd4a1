import { formatLocalDate } from "../core/format.ts";
import type { SessionView } from "./class-views.ts";
import { countWords, moreLink, type MoreLink } from "./more-links.ts";
import { routes } from "./routes.ts";
import { nextDays } from "./schedule-views.ts";
import type { SeasonView } from "./season-views.ts";
import type { SiteModel } from "./site-model.ts";
import type { TrialView } from "./offer-views.ts";

export interface GlanceDay {
  readonly date: string;
  readonly heading: string;
  readonly sessions: readonly SessionView[];
  /** "3 more": the sessions left out of the glance, on the schedule; null when none are. */
  readonly more: MoreLink | null;
  /** Where the schedule lists the whole day. */
  readonly href: string;
}

export interface SectionLink {
  readonly href: string;
  readonly label: string;
  readonly text: string;
}

export interface HomeView {
  readonly description: string;
  readonly lede: string;
  readonly todayLabel: string;
  /** Today's next sessions (the first TODAY_ROWS), then how many more and where ("12 more today"; null when none). */
  readonly today: readonly SessionView[];
  readonly todayMore: MoreLink | null;
  /** "7 classes earlier today"; null when none ended. */
  readonly earlierToday: string | null;
  /** The rest of the next seven days. */
  readonly week: readonly GlanceDay[];
  /** Seasons open now or opening later. */
  readonly seasons: readonly SeasonView[];
  readonly trials: readonly TrialView[];
  readonly more: readonly SectionLink[];
}

const PER_DAY = 4;
/** Enough to see what is on next; a 400-class studio runs ~90 sessions a day, on the schedule. */
const TODAY_ROWS = 8;

export function homeView(model: SiteModel): HomeView {
  const days = nextDays(model.schedule, model.today, 7);
  const todayDay = days.find((day) => day.date === model.today);
  const todaySessions = todayDay?.sessions ?? [];
  const later = days.filter((day) => day.date !== model.today);
  const { messages } = model;
  const offers: string[] = [];
  if (model.sections.has("classes")) offers.push(messages.t("site.home.offers.classes"));
  if (model.sections.has("seasons")) offers.push(messages.t("site.home.offers.registration"));
  if (model.sections.has("trials")) offers.push(messages.t("site.home.offers.trials"));
  if (model.sections.has("memberships")) offers.push(messages.t("site.home.offers.memberships"));
  if (model.sections.has("appointments")) offers.push(messages.t("site.home.offers.appointments"));
  const offerText = offers.length > 0 ? messages.list(offers) : messages.t("site.home.offers.none");
  // The owner's own sentence (the settings file's home.sentence), else the interface's.
  const lede = model.homeSentence ?? messages.t("site.home.lede");
  const more: SectionLink[] = [];
  const add = (section: Parameters<typeof model.sections.has>[0], href: string, label: string, text: string) => {
    if (model.sections.has(section)) more.push({ href, label, text });
  };
  add("classes", routes.classes, messages.t("site.nav.classes"), messages.t("site.home.classesText"));
  add("schedule", routes.schedule, messages.t("site.nav.schedule"), messages.t("site.home.scheduleText"));
  add("seasons", routes.seasons, messages.t("site.nav.registration"), messages.t("site.home.registrationText"));
  add("trials", routes.trials, messages.t("site.home.trialClasses"), messages.t("site.home.trialsText"));
  add("memberships", routes.memberships, messages.t("site.nav.memberships"), messages.t("site.home.membershipsText"));
  add("appointments", routes.appointments, messages.t("site.nav.appointments"), messages.t("site.home.appointmentsText"));
  add("locations", routes.locations, messages.t("site.nav.locations"), messages.t("site.home.locationsText"));
  return {
    description: messages.t("site.home.description", { studio: model.studio.name, offers: offerText, lede }),
    lede,
    todayLabel: todayDay?.heading ?? formatLocalDate(model.today, model.locale, "weekday-long"),
    today: todaySessions.slice(0, TODAY_ROWS),
    todayMore: moreLink(todaySessions.slice(TODAY_ROWS), todayDay?.href ?? routes.schedule, countWords(messages, "page.home.moreToday", "page.home.moreUncounted")),
    earlierToday: todayDay?.earlierText ?? null,
    week: later.map((day) => ({
      date: day.date,
      heading: day.shortHeading,
      sessions: day.sessions.slice(0, PER_DAY),
      more: moreLink(day.sessions.slice(PER_DAY), day.href, countWords(messages, "page.home.more", "page.home.moreUncounted")),
      href: day.href,
    })),
    seasons: model.seasons.filter((season) => season.accepting || season.state.kind === "opening"),
    trials: model.trials,
    more,
  };
}
