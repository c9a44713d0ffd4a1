import type { Category, Class, ClassInstance, Location } from "../api/schemas/index.ts";
import { ageRangeFact, ageRangeInWords, enrollmentLabel, instructorName, instructorNames } from "../page-rules/class-facts.ts";
import { classBillingInWords } from "../page-rules/billing.ts";
import { classCallToAction, rowAction, type CallToAction, type RowAction, type SeasonLink } from "../page-rules/call-to-action.ts";
import { capacityStates, isClassFull, sessionState, showsClassSpots, showsSpots, shownCapacity, spotsInWords } from "../core/classes.ts";
import { classMeetings, filterAttributes, type ClassMeeting } from "../page-rules/class-filters.ts";
import { formatDateRange, formatDayName, formatDuration, formatLocalDate, formatLocalTime, formatLocalTimeRange } from "../core/format.ts";
import { safeHexColor, safeUrl } from "../page-rules/safe-values.ts";
import { daysInWords, groupSlotsByTime, sharedDuration, weeklySlots, type WeeklySlot } from "../core/weekly-slots.ts";
import { isUpcomingSession, resolveSessions, type ResolvedSession } from "../page-rules/schedule.ts";
import { excerpt, paragraphs, plainText } from "../page-rules/text.ts";
import { datesPublishedThrough, datesPublishedThroughInWords } from "../page-rules/published-dates.ts";
import { weekdayOf } from "../core/local-time.ts";
import { classSessionsView, type ClassSessionsView } from "./class-sessions-view.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ContactView } from "./location-views.ts";
import type { SeasonRequirement } from "./season-views.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";
import { spotsWords } from "./script-words.ts";

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

/** What the live layer needs to refresh a class or a session in place (src/components/LiveSpots.astro). */
export interface LiveHook<Action> {
  /** "class:<id>" or "session:<id>": whose capacity the spots and the action follow (spec 2.2 rule 4). */
  readonly source: string;
  /** The action with room and when full, when they differ: the page carries both and shows the one that applies. */
  readonly actions: { readonly open: Action; readonly full: Action } | null;
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

/** Both actions, or null when they are the same and nothing needs switching. */
function switchable<Action>(open: Action, full: Action): { open: Action; full: Action } | null {
  return JSON.stringify(open) === JSON.stringify(full) ? null : { open, full };
}

export interface SessionView {
  readonly id: string;
  /** The session as resolved once for every page, feed and markup: its record and instants. */
  readonly resolved: ResolvedSession;
  readonly classId: string;
  readonly className: string;
  readonly classHref: string;
  /** YYYY-MM-DD, local. */
  readonly date: string;
  /** "Mon, Mar 2" */
  readonly dateText: string;
  /** For `<time datetime>`: ISO 8601 with the studio's offset, or the date for a date-only session. */
  readonly datetime: string;
  readonly start: Date | null;
  readonly end: Date | null;
  /** "4:00 PM – 4:45 PM", "4:00 PM", or "Time to be announced". */
  readonly timeText: string;
  /** "4:00 PM", or "Time TBA" for a date-only session. */
  readonly startText: string;
  readonly status: ClassInstance["status"];
  readonly cancelled: boolean;
  readonly instructor: string | null;
  /**
   * Spots as the class page shows them (spec 2.2 rule 4): the session's own for a drop-in
   * class, the class's for a session-based one; null for a cancelled or completed session.
   */
  readonly spots: string | null;
  readonly full: boolean;
  /** The spots and action are the class's (session-based): the class page states them once, in its sign-up box. */
  readonly classLevel: boolean;
  /** The class page's action for this session (`rowAction`): sign up, book, waitlist, season, or why none. */
  readonly action: RowAction;
  /** null unless live spots are on. */
  readonly live: LiveHook<RowAction> | null;
  readonly location: string | null;
  /** "Ages 5–7", as the class page says it; null when the class gives no ages. */
  readonly ages: string | null;
  readonly accent: string | null;
  /** `data-*` attributes for the filter script: the class's, with this session's own day, time and spots. */
  readonly filter: Readonly<Record<string, string>>;
}

/**
 * A class resolved once for the whole site: its record, its sessions with their instants,
 * and everything its pages, listings, feeds and markup show.
 */
export interface ClassView {
  readonly id: string;
  /** The API's record, for the structured data and the calendar feeds. */
  readonly record: Class;
  /** The class's location record (with its address) when the locations section was synced. */
  readonly locationRecord: Location | null;
  /** Every session in the sync window (any status), resolved once, soonest first: the calendar feeds'. */
  readonly windowSessions: readonly ResolvedSession[];
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** One line for cards and the meta description; "" when there is no description. */
  readonly summary: string;
  readonly category: CategoryTag | null;
  readonly location: LocationTag | null;
  readonly slots: readonly SlotView[];
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
  /** The API's `price_display`, as given. */
  readonly price: string;
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
  /** The class's spots, for session-based classes only (spec 2.2 rule 4). */
  readonly spots: string | null;
  readonly full: boolean;
  readonly image: string | null;
  readonly action: CallToAction;
  /** null unless live spots are on. */
  readonly live: LiveHook<CallToAction> | null;
  /** How to reach the studio about this class: its location's phone or email, else the studio's. */
  readonly contact: ContactView | null;
  /** Upcoming sessions in the sync window, soonest first; cancelled ones included and marked. */
  readonly sessions: readonly SessionView[];
  /** Those sessions split between the class page and its later-sessions pages, once for both routes. */
  readonly sessionPages: ClassSessionsView;
  /** A calendar subscription is offered only for a class with dated sessions: never an empty feed (private coaching). */
  readonly offersCalendar: boolean;
  /** Weekly meetings (day and local start), for the /classes/ filter. */
  readonly meetings: readonly ClassMeeting[];
  /** `data-*` attributes for the filter script (src/page-rules/class-filters.ts). */
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
    name: plainText(listed?.name ?? ref.name) || ctx.messages.t("site.unnamed.category"),
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
    name: plainText(listed?.name ?? ref.name) || ctx.messages.t("site.unnamed.location"),
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

/** A dated session as a meeting: its weekday and local start (HH:MM). */
const sessionMeeting = (session: ClassInstance): ClassMeeting => ({
  day: weekdayOf(session.date),
  start: session.time === null ? null : session.time.slice(0, "HH:MM".length),
});

/** The filter's attributes of a class card or one of its session rows: the class's category, location, ages and start. */
type FilterAttributesOf = (meetings: readonly ClassMeeting[], full: boolean) => Readonly<Record<string, string>>;

function sessionView(
  times: ResolvedSession,
  cls: Class,
  names: { className: string; classHref: string; location: string | null; accent: string | null; ages: string | null },
  classActions: ClassActions,
  filterOf: FilterAttributesOf,
  ctx: ViewContext,
): SessionView {
  const session = times.record;
  let timeText = ctx.messages.t("site.session.timeToBeAnnounced");
  let startText = ctx.messages.t("site.session.timeTba");
  if (times.startTime !== null) {
    const start = formatLocalTime(times.startTime, ctx.locale);
    startText = start;
    timeText = times.start && times.end && times.endTime !== null && times.end > times.start ? formatLocalTimeRange(times.startTime, times.endTime, ctx.locale, times.endDaysLater) : start;
  }
  const capacity = shownCapacity(cls, session);
  const state = sessionState(session.status, capacity, spotsWords(ctx.locale));
  return {
    id: session.id,
    resolved: times,
    classId: cls.id,
    ...names,
    date: session.date,
    dateText: formatLocalDate(session.date, ctx.locale, "weekday-short"),
    datetime: times.startIso,
    start: times.start,
    end: times.end,
    timeText,
    startText,
    status: session.status,
    cancelled: state.cancelled,
    instructor: instructorName(session.instructor),
    spots: showsSpots(cls) ? state.spots : null,
    full: state.full,
    classLevel: showsClassSpots(cls),
    action: rowAction(session, cls, classActions.now, ctx.locale),
    live: ctx.live ? sessionLiveHook(session, cls, classActions, ctx.locale) : null,
    filter: filterOf([sessionMeeting(session)], state.full),
  };
}

/** A class's call to action now, and (when its spots can run out) its capacity and action with room and when full. */
interface ClassActions {
  readonly now: CallToAction;
  readonly switchable: {
    readonly states: NonNullable<ReturnType<typeof capacityStates>>;
    readonly open: CallToAction;
    readonly full: CallToAction;
  } | null;
}

function classActions(cls: Class, seasons: readonly SeasonLink[] | null, locale: string): ClassActions {
  const states = capacityStates(cls.capacity);
  return {
    now: classCallToAction(cls, seasons, locale),
    switchable: states && {
      states,
      open: classCallToAction({ ...cls, capacity: states.open }, seasons, locale),
      full: classCallToAction({ ...cls, capacity: states.full }, seasons, locale),
    },
  };
}

/**
 * A session follows its class's capacity when the class is session-based (spec 2.2 rule
 * 4: the waitlist is the class's), and its own when it is a drop-in.
 */
function sessionLiveHook(session: ClassInstance, cls: Class, actions: ClassActions, locale: string): LiveHook<RowAction> {
  if (showsClassSpots(cls)) {
    const both = actions.switchable;
    return {
      source: `class:${cls.id}`,
      actions: both
        ? switchable(
            rowAction(session, cls, both.open, locale),
            rowAction(session, cls, both.full, locale),
          )
        : null,
    };
  }
  const states = capacityStates(session.capacity);
  return {
    source: `session:${session.id}`,
    actions: states
      ? switchable(rowAction({ ...session, capacity: states.open }, cls, actions.now, locale), rowAction({ ...session, capacity: states.full }, cls, actions.now, locale))
      : null,
  };
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
  const name = plainText(cls.name) || ctx.messages.t("site.unnamed.class");
  const category = categoryTag(cls.category, ctx, inputs.categories);
  const location = locationTag(cls.location, ctx, inputs.location);
  const weekly = weeklySlots(cls.day_schedules, cls.duration_minutes, ctx.locale);
  const slots = slotViews(weekly, ctx.locale);
  const { duration, when } = lengthAndWhen(cls, weekly, slots, ctx.locale);
  const actions = classActions(cls, inputs.seasons, ctx.locale);
  const action = actions.now;
  const windowSessions = resolveSessions(inputs.sessions, cls.duration_minutes, ctx.timeZone);
  const upcoming = windowSessions.filter((session) => isUpcomingSession(session, ctx.now, ctx.today));
  const names = { className: name, classHref: href, location: location?.name ?? null, accent: category?.accent ?? null, ages: ageRangeInWords(cls.age_range, ctx.locale) };
  // A class that started by the build is running for every visitor after it: the filter counts its ages on the visitor's today.
  const start = cls.start_date !== null && cls.start_date > ctx.today ? cls.start_date : "";
  const filterOf: FilterAttributesOf = (meetings, full) =>
    filterAttributes({ category: category?.slug ?? "", location: location?.slug ?? "", meetings, ageRange: cls.age_range, start, full });
  const sessions = upcoming.map((session) => sessionView(session, cls, names, actions, filterOf, ctx));
  const through = windowSessions.length > 0 ? datesPublishedThrough(cls, inputs.sessionsThrough) : null;
  const meetings = classMeetings(
    weekly.map((slot) => ({ day: slot.weekday, start: slot.start })),
    upcoming
      .map((session) => session.record)
      .filter((session) => session.status !== "cancelled")
      .map(sessionMeeting),
  );
  return {
    id: cls.id,
    record: cls,
    locationRecord: inputs.location,
    windowSessions,
    slug,
    href,
    name,
    paragraphs: paragraphs(cls.description),
    summary: excerpt(cls.description, 160),
    category,
    location,
    slots,
    when,
    scheduleText: plainText(cls.schedule_description) || null,
    oneTime: cls.schedule_type === "one-time",
    duration,
    startDate: cls.start_date ? formatLocalDate(cls.start_date, ctx.locale, "medium") : null,
    endDate: cls.end_date ? formatLocalDate(cls.end_date, ctx.locale, "medium") : null,
    runs: runsInWords(cls, ctx.messages),
    publishedThrough: through === null ? null : { date: through, text: datesPublishedThroughInWords(through, ctx.locale) },
    ageRange: ageRangeInWords(cls.age_range, ctx.locale),
    ageFact: ageRangeFact(cls.age_range, ctx.locale),
    price: plainText(cls.price_display),
    priceHref: cls.price_cents === null ? (inputs.contact?.href ?? null) : null,
    billing: classBillingInWords(cls, ctx.locale),
    withEverySignUp: action.kind === "seasons" ? inputs.requirements : [],
    instructors: instructorNames(cls.instructors, ctx.locale),
    enrollment: enrollmentLabel(cls, ctx.locale),
    spots: showsClassSpots(cls) && showsSpots(cls) ? spotsInWords(cls.capacity, spotsWords(ctx.locale)) : null,
    full: isClassFull(cls),
    image: safeUrl(cls.featured_image_url),
    action,
    live: ctx.live ? { source: `class:${cls.id}`, actions: actions.switchable && switchable(actions.switchable.open, actions.switchable.full) } : null,
    contact: inputs.contact,
    sessions,
    sessionPages: classSessionsView({ slug, sessions }, ctx.today, ctx.locale),
    offersCalendar: sessions.length > 0,
    meetings,
    filter: filterOf(meetings, isClassFull(cls)),
  };
}
