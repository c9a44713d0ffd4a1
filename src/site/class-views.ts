import type { Category, Class, ClassInstance, Location } from "../api/schemas/index.ts";
import { ageRangeFact, ageRangeInWords, enrollmentLabel, instructorsInWords, namedInstructors } from "../page-rules/class-facts.ts";
import { classBillingInWords, classCharge, classPriceFacts, classPriceTerms, priceInWords, type Charge, type PriceTerms } from "../page-rules/billing.ts";
import type { CallToAction } from "../page-rules/call-to-action.ts";
import { isClassFull, showsClassSpots, showsSpots, spotsInWords, spotsLeftInWords, spotsRemaining } from "../core/classes.ts";
import { classMeetings, filterAttributes, meetingToken, type ClassMeeting, type FilterableClass } from "../page-rules/class-filters.ts";
import { formatDateRange, formatDayName, formatDuration, formatLocalDate, formatLocalTime, formatLocalTimeRange } from "../core/format.ts";
import { displayName } from "../page-rules/names.ts";
import { safeHexColor, safeUrl } from "../page-rules/safe-values.ts";
import { daysInWords, groupSlotsByTime, sharedDuration, weeklySlots, type WeeklySlot } from "../core/weekly-slots.ts";
import { classActions, decideSessions, switchable, type LiveHook, type Place, type SessionFacts, type ShownSpots } from "../page-rules/session-facts.ts";
import type { SeasonLink } from "../page-rules/call-to-action.ts";
import { excerpt, oneLine, paragraphs, plainText } from "../page-rules/text.ts";
import { datesPublishedThrough, datesPublishedThroughInWords } from "../page-rules/published-dates.ts";
import { weekdayOf } from "../core/local-time.ts";
import { classSessionsView, type ClassSessionsView } from "./class-sessions-view.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ContactView } from "./location-views.ts";
import type { SeasonRequirement } from "./season-views.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";
import { classLiveSource } from "../core/live-events.ts";

export type { LiveHook } from "../page-rules/session-facts.ts";

export interface CategoryTag {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** The page listing the category's classes. */
  readonly href: string;
  /** A valid hex color for borders and markers only; null when the studio's value is not one. */
  readonly accent: string | null;
}

export interface LocationTag {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** The page listing the location's classes. */
  readonly classesHref: string;
  /** The location's card on /locations/, when that page lists it. */
  readonly detailsHref: string | null;
}

export interface SlotView {
  readonly weekday: number;
  /** "Monday" */
  readonly day: string;
  /** "Mon" */
  readonly dayShort: string;
  /** "4:00 PM – 4:45 PM", with "(next day)" when it runs past midnight. */
  readonly time: string;
  /** This slot's own length ("45 min"; spec 2.1: its `duration`, else the class's); null for a zero-length slot. */
  readonly length: string | null;
}

/** An action as a template renders it: `when` marks a live variant, `hidden` the one not in force as built. */
export interface ActionVariant<Action> {
  readonly action: Action;
  readonly when: "open" | "full" | undefined;
  readonly hidden: boolean;
}

/** The built action alone, or, with live spots, both variants with the one not in force hidden until the live layer switches. */
export function actionVariants<Action>(action: Action, live: LiveHook<Action> | null, full: boolean): ActionVariant<Action>[] {
  return live?.actions
    ? [
        { action: live.actions.open, when: "open", hidden: full },
        { action: live.actions.full, when: "full", hidden: !full },
      ]
    : [{ action, when: undefined, hidden: false }];
}

/** The `data-live-*` attributes of a session row the live layer refreshes; all undefined (left out) when live spots are off. */
export function liveRowAttributes(session: SessionView): Readonly<Record<string, string | undefined>> {
  const { live } = session;
  return {
    "data-live-capacity": live?.source,
    "data-live-session": live ? session.id : undefined,
    "data-live-class": live ? session.classId : undefined,
    "data-live-date": live ? session.date : undefined,
  };
}

/**
 * A session as its rows show it: its decided facts (`SessionFacts`: the one source of its
 * time, status, instructor, place, spots and action for the rows, the JSON-LD, the
 * calendar feeds and the live layer) and their words in the page's language.
 */
export interface SessionView extends SessionFacts {
  readonly className: string;
  readonly classHref: string;
  /** "Mon, Mar 2" */
  readonly dateText: string;
  /** For `<time datetime>`: its start in ISO 8601 with the studio's offset, or its date when it has no time. */
  readonly datetime: string;
  /** "4:00 PM – 4:45 PM", "4:00 PM" (a session with no end), or "Time to be announced". */
  readonly timeText: string;
  /** "4:00 PM", or "Time TBA" for a date-only session. */
  readonly startText: string;
  readonly cancelled: boolean;
  /** Its instructors in words ("Ana Lopez and Ben Kim"); null when nobody is named. */
  readonly instructor: string | null;
  /** Its shown spots in words ("3 spots left", "Full"); null where none are shown. */
  readonly spots: string | null;
  /** The spots and action are the class's (session-based): the class page states them once, in its sign-up box. */
  readonly classLevel: boolean;
  /** Its place's name. */
  readonly location: string | null;
  /** "Ages 5–7", as the class page says it; null when the class gives no ages. */
  readonly ages: string | null;
  /** The class's price with its unit, as its page prints it ("$85.00/month"); null when the class has no price. */
  readonly price: string | null;
  readonly accent: string | null;
  /** What the filter reads of it: the class's category, location, ages and start, with this session's own day, time and spots. */
  readonly filterable: FilterableClass;
  /** The same as the row's `data-*` attributes (`filterAttributes`). */
  readonly filter: Readonly<Record<string, string>>;
}

/**
 * A date a family can add to its calendar on its own ("Add this date", issue 36): a drop-in
 * date or a workshop's, still to come (`SessionFacts.upcoming`, decided once) and not cancelled.
 * A session-based class's rows are its term, in its calendar feed.
 */
export const datable = (session: SessionView): boolean => !session.classLevel && !session.cancelled && session.upcoming;

/** A class's next session at one of its weekly meetings, as its card names it ("Next: Sat, Jan 9 9:00 AM"). */
export interface NextSession {
  /** The meeting (`meetingToken`: "6@09:00"), which the filter matches against the days and times chosen. */
  readonly meeting: string;
  /** "Sat, Jan 9" */
  readonly date: string;
  /** "9:00 AM", or its range when the card states no length. */
  readonly time: string;
}

/**
 * A class decided once for the whole site: everything its pages, listings, rows, JSON-LD
 * and calendar feeds show, and its sessions' facts. No record travels with it: every
 * output reads these facts, so none decides anything again (test/layers.test.ts).
 */
export interface ClassView {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  /** Its name as every page, row, markup and feed shows it (`displayName`). */
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  /** One line for cards and the meta description; "" when there is no description. */
  readonly summary: string;
  readonly category: CategoryTag | null;
  readonly location: LocationTag | null;
  /** Where it meets: its location's name (`location.name`) and, when the locations section was synced, its address. */
  readonly place: Place | null;
  readonly slots: readonly SlotView[];
  /** The weekly pattern as data (spec 2.4 `day_schedules`: `weeklySlots`), in the locale's week order: where a trial can start. */
  readonly weekly: readonly WeeklySlot[];
  /**
   * The slots folded by time for short places (cards, descriptions): "Mon, Wed 4:00 PM – 4:45 PM".
   * When the slots differ in length, each line names its own: "Wed 5:00 PM – 6:15 PM · 1 hr 15 min".
   */
  readonly when: readonly { readonly days: string; readonly time: string }[];
  /** The API's printable schedule, for classes without a weekly pattern to show. */
  readonly scheduleText: string | null;
  readonly oneTime: boolean;
  /**
   * "45 min": the length every weekly slot shares (the class's `duration_minutes` only
   * for a class without slots); null when the slots differ, and `when` gives each its own.
   */
  readonly duration: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Its last day, YYYY-MM-DD (the API's `end_date`); null when it gives none. */
  readonly lastDay: string | null;
  /** "Runs Jul 27, 2026 – Apr 23, 2027" (one date-range style, `formatDateRange`), "On …", "Starts …", "Runs until …". */
  readonly runs: string | null;
  /**
   * Where the mirrored sessions stop before the class does: the last date and "Dates published
   * through Feb 22, 2027" for its page and feed; null when every date is listed.
   */
  readonly publishedThrough: { readonly date: string; readonly text: string } | null;
  readonly ageRange: string | null;
  /** The same range for a labelled list: { label: "Ages", value: "5–7" }. */
  readonly ageFact: { readonly label: string; readonly value: string } | null;
  /** The price with its unit in the page's language (`priceInWords`): "$85.00/month", "$20.00 per class", "85,00 $ US/mois". */
  readonly price: string;
  /** The same price as an offer states it: its cents and how it recurs. */
  readonly priceTerms: PriceTerms;
  /** How the price is paid, as the family planner adds it up (`classCharge`). */
  readonly charge: Charge;
  /** A drop-in (spec 2.4 `per_instance`): booked and paid per session, each with its own spots. */
  readonly dropIn: boolean;
  /**
   * For a class with no price (spec 2.4: `price_cents` null), whose printable price is a
   * "contact the studio for pricing" line: the studio's phone or email link.
   */
  readonly priceHref: string | null;
  readonly billing: string | null;
  /**
   * For a class sold through seasons (spec 2.4 rule 2): what every family signing up there
   * also gets and pays for (spec 2.9 `is_required`), per season, as the season's page lists it.
   */
  readonly withEverySignUp: readonly SeasonRequirement[];
  readonly instructors: string | null;
  /** "Drop-in", "Seasonal registration", "By invitation"; null for an open class (see `enrollmentLabel`). */
  readonly enrollment: string | null;
  /** The class's spots in words, for session-based classes only (spec 2.2 rule 4). */
  readonly spots: string | null;
  /** The same spots as numbers (the JSON-LD's availability); null where the class shows none. */
  readonly shownSpots: ShownSpots | null;
  readonly full: boolean;
  readonly image: string | null;
  readonly action: CallToAction;
  /** null unless live spots are on. */
  readonly live: LiveHook<CallToAction> | null;
  /** How to reach the studio about this class: its location's phone or email, else the studio's. */
  readonly contact: ContactView | null;
  /** Every session the snapshot holds for it (any status), decided once, soonest first: the calendar feeds list these. */
  readonly datedSessions: readonly SessionView[];
  /** Those still upcoming (`SessionFacts.upcoming`), cancelled ones included and marked: its rows and JSON-LD. */
  readonly sessions: readonly SessionView[];
  /** Those sessions split between the class page and its later-sessions pages, once for both routes. */
  readonly sessionPages: ClassSessionsView;
  /** A calendar subscription is offered only for a class with dated sessions: never an empty feed (private coaching). */
  readonly offersCalendar: boolean;
  /**
   * For a class without a weekly pattern, whose card names its next session: the next
   * session (not cancelled) at each of its meetings, soonest first, so the card can name the
   * next one a family's choice of days and times keeps; empty for a class with a weekly pattern.
   */
  readonly nextSessions: readonly NextSession[];
  /** Weekly meetings (day and local start), for the /classes/ filter. */
  readonly meetings: readonly ClassMeeting[];
  /** What the filter reads of the class (src/page-rules/class-filters.ts). */
  readonly filterable: FilterableClass;
  /** The same as the card's `data-*` attributes (`filterAttributes`). */
  readonly filter: Readonly<Record<string, string>>;
}

export function categoryTag(ref: Class["category"], ctx: ViewContext, categories: readonly Category[]): CategoryTag | null {
  if (!ref) return null;
  const slug = ctx.slugs.categories.get(ref.id);
  if (!slug) return null;
  // The studio's category list is the authority for name and color; the class carries a copy.
  const listed = categories.find((category) => category.id === ref.id);
  return {
    id: ref.id,
    name: displayName(listed?.name ?? ref.name, "category", ctx.messages),
    slug,
    href: routes.categoryPage(slug),
    accent: safeHexColor(listed ? listed.color : ref.color),
  };
}

export function locationTag(ref: Class["location"], ctx: ViewContext, listed: Location | null): LocationTag | null {
  if (!ref) return null;
  const slug = ctx.slugs.locations.get(ref.id);
  if (!slug) return null;
  return {
    id: ref.id,
    name: displayName(listed?.name ?? ref.name, "location", ctx.messages),
    slug,
    classesHref: routes.locationClasses(slug),
    detailsHref: listed ? routes.location(slug) : null,
  };
}

function slotViews(slots: readonly WeeklySlot[], locale: string): SlotView[] {
  return slots.map((slot) => ({
    weekday: slot.weekday,
    day: formatDayName(slot.weekday, locale, "long"),
    dayShort: formatDayName(slot.weekday, locale, "short"),
    time:
      slot.durationMinutes > 0
        ? formatLocalTimeRange(slot.start, slot.end, locale, slot.daysLater)
        : formatLocalTime(slot.start, locale),
    length: slot.durationMinutes > 0 ? formatDuration(slot.durationMinutes, locale) : null,
  }));
}

/**
 * The class's length as one fact, and its weekly lines: a slot's own duration is its
 * length (spec 2.1), so a class whose slots differ says so on each line instead of
 * printing one length that some of its time ranges contradict.
 */
function lengthAndWhen(cls: Class, weekly: readonly WeeklySlot[], slots: readonly SlotView[], locale: string) {
  const shared = weekly.length > 0 ? sharedDuration(weekly) : cls.duration_minutes;
  const perSlot = weekly.length > 0 && shared === null;
  const lines = slots.map((slot) => ({
    weekday: slot.weekday,
    time: perSlot && slot.length ? `${slot.time} · ${slot.length}` : slot.time,
  }));
  return {
    duration: shared !== null && shared > 0 ? formatDuration(shared, locale) : null,
    when: groupSlotsByTime(lines).map((group) => ({
      days: daysInWords(group.weekdays, (weekday) => formatDayName(weekday, locale, "short"), locale),
      time: group.time,
    })),
  };
}

/** A dated session as a meeting: its weekday and the studio's clock at its start (HH:MM). */
const sessionMeeting = (session: Pick<SessionFacts, "date" | "start">): ClassMeeting => ({
  day: weekdayOf(session.date),
  start: session.start === null ? null : session.start.clock.slice(0, "HH:MM".length),
});

/** What the filter reads of a class card or one of its session rows: the class's category, location, ages and start, with their meetings and spots. */
type FilterableOf = (meetings: readonly ClassMeeting[], noSpots: boolean) => FilterableClass;

/** What each row of a class says about the class. */
type RowNames = Pick<SessionView, "className" | "classHref" | "location" | "accent" | "ages" | "price" | "classLevel">;

/** A session's facts in the words its rows show. */
function sessionView(facts: SessionFacts, names: RowNames, filterableOf: FilterableOf, ctx: ViewContext): SessionView {
  let timeText = ctx.messages.t("site.session.timeToBeAnnounced");
  let startText = ctx.messages.t("site.session.timeTba");
  if (facts.start !== null) {
    const start = formatLocalTime(facts.start.clock, ctx.locale);
    startText = start;
    timeText = facts.end === null ? start : formatLocalTimeRange(facts.start.clock, facts.end.clock, ctx.locale, facts.endDaysLater);
  }
  return {
    ...facts,
    ...names,
    dateText: formatLocalDate(facts.date, ctx.locale, "weekday-short"),
    datetime: facts.start?.iso ?? facts.date,
    timeText,
    startText,
    cancelled: facts.status === "cancelled",
    instructor: instructorsInWords(facts.instructors, ctx.locale),
    spots: facts.shownSpots === null ? null : spotsLeftInWords(facts.shownSpots.left, ctx.words.spots),
    ...filterFacts(filterableOf([sessionMeeting(facts)], facts.full || facts.status !== "scheduled")),
  };
}

const filterFacts = (filterable: FilterableClass) => ({ filterable, filter: filterAttributes(filterable) });

/**
 * The next session (not cancelled) at each meeting, soonest first; its time alone where the
 * card states the class's length (a session may run longer or shorter: spec 2.5 gives it its
 * own), else its range.
 */
function nextAtEachMeeting(sessions: readonly SessionView[], statesLength: boolean): NextSession[] {
  const next = new Map<string, NextSession>();
  for (const session of sessions) {
    if (session.cancelled) continue;
    const meeting = meetingToken(sessionMeeting(session));
    if (!next.has(meeting)) next.set(meeting, { meeting, date: session.dateText, time: statesLength ? session.startText : session.timeText });
  }
  return [...next.values()];
}

export interface ClassViewInputs {
  readonly categories: readonly Category[];
  /** The class's location record; null when it has none or the locations section was not synced. */
  readonly location: Location | null;
  readonly sessions: readonly ClassInstance[];
  /** The last date the snapshot holds the class's sessions for (`sessionsThrough`). */
  readonly sessionsThrough: string;
  /** The listed seasons whose catalog holds the class; null when the registrations section was not synced. */
  readonly seasons: readonly SeasonLink[] | null;
  /** Those seasons' required items (`seasonRequirements`), shown when the class is sold through them. */
  readonly requirements: readonly SeasonRequirement[];
  readonly contact: ContactView | null;
}

function runsInWords(cls: Pick<Class, "start_date" | "end_date">, messages: Messages): string | null {
  const { start_date: start, end_date: end } = cls;
  const { locale } = messages;
  if (start && end) {
    return start === end
      ? messages.t("site.dates.on", { date: formatLocalDate(start, locale, "medium") })
      : messages.t("site.dates.runs", { dates: formatDateRange(start, end, locale) });
  }
  if (start) return messages.t("site.dates.starts", { date: formatLocalDate(start, locale, "medium") });
  if (end) return messages.t("site.dates.runsUntil", { date: formatLocalDate(end, locale, "medium") });
  return null;
}

export function classView(cls: Class, inputs: ClassViewInputs, ctx: ViewContext): ClassView {
  const slug = ctx.slugs.classes.get(cls.id) ?? cls.id;
  const href = routes.classPage(slug);
  const name = displayName(cls.name, "class", ctx.messages);
  const category = categoryTag(cls.category, ctx, inputs.categories);
  const location = locationTag(cls.location, ctx, inputs.location);
  const place: Place | null = location && { name: location.name, address: oneLine(inputs.location?.address) || null };
  const weekly = weeklySlots(cls.day_schedules, cls.duration_minutes, ctx.locale);
  const slots = slotViews(weekly, ctx.locale);
  const { duration, when } = lengthAndWhen(cls, weekly, slots, ctx.locale);
  const actions = classActions(cls, inputs.seasons, ctx.locale);
  const price = priceInWords(classPriceFacts(cls, ctx.currency), ctx.locale) ?? "";
  const classLevel = showsClassSpots(cls);
  const names: RowNames = {
    className: name,
    classHref: href,
    location: location?.name ?? null,
    accent: category?.accent ?? null,
    ages: ageRangeInWords(cls.age_range, ctx.locale),
    price: cls.price_cents === null ? null : price,
    classLevel,
  };
  // A class that started by the build is running for every visitor after it: the filter counts its ages on the visitor's today.
  const start = cls.start_date !== null && cls.start_date > ctx.today ? cls.start_date : "";
  // By invitation only (spec 2.4 `closed`): there is no spot a family can take, whatever the count.
  const invitation = !showsSpots(cls);
  const filterableOf: FilterableOf = (meetings, noSpots) => ({
    category: category?.slug ?? "",
    location: location?.slug ?? "",
    meetings,
    ageRange: cls.age_range,
    start,
    noSpots: noSpots || invitation,
  });
  const decided = decideSessions(cls, inputs.sessions, { place, actions, clock: ctx.clock, now: ctx.now.getTime(), today: ctx.today, locale: ctx.locale, live: ctx.live });
  const datedSessions = decided.map((facts) => sessionView(facts, names, filterableOf, ctx));
  const sessions = datedSessions.filter((session) => session.upcoming);
  const through = datedSessions.length > 0 ? datesPublishedThrough(cls, inputs.sessionsThrough) : null;
  const meetings = classMeetings(
    weekly.map((slot) => ({ day: slot.weekday, start: slot.start })),
    sessions.filter((session) => !session.cancelled).map(sessionMeeting),
  );
  const shownSpots = classLevel && showsSpots(cls) ? { max: cls.capacity.max, left: spotsRemaining(cls.capacity) } : null;
  return {
    id: cls.id,
    slug,
    href,
    name,
    paragraphs: paragraphs(cls.description),
    descriptionLang: ctx.studioLang(cls.description),
    summary: excerpt(cls.description, 160),
    category,
    location,
    place,
    slots,
    weekly,
    when,
    scheduleText: plainText(cls.schedule_description) || null,
    oneTime: cls.schedule_type === "one-time",
    duration,
    startDate: cls.start_date ? formatLocalDate(cls.start_date, ctx.locale, "medium") : null,
    endDate: cls.end_date ? formatLocalDate(cls.end_date, ctx.locale, "medium") : null,
    lastDay: cls.end_date,
    runs: runsInWords(cls, ctx.messages),
    publishedThrough: through === null ? null : { date: through, text: datesPublishedThroughInWords(through, ctx.locale) },
    ageRange: ageRangeInWords(cls.age_range, ctx.locale),
    ageFact: ageRangeFact(cls.age_range, ctx.locale),
    price,
    priceTerms: classPriceTerms(cls),
    charge: classCharge(cls),
    dropIn: !classLevel,
    priceHref: cls.price_cents === null ? (inputs.contact?.href ?? null) : null,
    billing: classBillingInWords(cls, ctx.locale),
    withEverySignUp: actions.now.kind === "seasons" ? inputs.requirements : [],
    instructors: instructorsInWords(namedInstructors(cls.instructors), ctx.locale),
    enrollment: enrollmentLabel(cls, ctx.locale),
    spots: shownSpots === null ? null : spotsInWords(cls.capacity, ctx.words.spots),
    shownSpots,
    full: isClassFull(cls),
    image: safeUrl(cls.featured_image_url),
    action: actions.now,
    live: ctx.live ? { source: classLiveSource(cls.id), actions: actions.switchable && switchable(actions.switchable.open, actions.switchable.full) } : null,
    contact: inputs.contact,
    datedSessions,
    sessions,
    sessionPages: classSessionsView({ slug, sessions }, ctx.today, ctx.locale),
    offersCalendar: sessions.length > 0,
    nextSessions: weekly.length > 0 ? [] : nextAtEachMeeting(sessions, duration !== null),
    meetings,
    ...filterFacts(filterableOf(meetings, isClassFull(cls))),
  };
}
