import type { Category, Class, ClassInstance, Location } from "../api/schemas/index.ts";
import { ageRangeInWords, instructorName, instructorNames } from "../catalog/class-facts.ts";
import { classBillingInWords } from "../catalog/billing.ts";
import { classCallToAction, sessionCallToAction, type CallToAction, type SeasonLink, type SessionAction } from "../catalog/call-to-action.ts";
import { isFull, showsClassSpots, spotsInWords } from "../core/classes.ts";
import { classMeetings, filterAttributes, type ClassMeeting } from "../catalog/class-filters.ts";
import { formatDayName, formatDuration, formatLocalDate, formatLocalTime, formatTime } from "../core/format.ts";
import { safeHexColor, safeUrl } from "../catalog/safe-values.ts";
import { daysInWords, groupSlotsByTime, weeklySlots } from "../core/weekly-slots.ts";
import { sessionTimes, upcomingSessions } from "../catalog/schedule.ts";
import { excerpt, paragraphs, plainText } from "../catalog/text.ts";
import { toIsoWithOffset, weekdayOf } from "../core/local-time.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

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
}

export interface SessionView {
  readonly id: string;
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
  /** This session's spots: shown for drop-in classes only (spec 2.2 rule 4). */
  readonly spots: string | null;
  readonly full: boolean;
  readonly action: SessionAction;
  readonly location: string | null;
  readonly accent: string | null;
}

export interface ClassView {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** One line for cards and the meta description; "" when there is no description. */
  readonly summary: string;
  readonly category: CategoryTag | null;
  readonly location: LocationTag | null;
  readonly slots: readonly SlotView[];
  /** The slots folded by time for short places (cards, descriptions): "Mon, Wed 4:00 PM – 4:45 PM". */
  readonly when: readonly { readonly days: string; readonly time: string }[];
  /** The API's printable schedule, for classes without a weekly pattern to show. */
  readonly scheduleText: string | null;
  readonly oneTime: boolean;
  /** "45 min" */
  readonly duration: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly ageRange: string | null;
  /** The API's `price_display`, as given. */
  readonly price: string;
  readonly billing: string | null;
  readonly instructors: string | null;
  /** "Drop-in", "Seasonal", "By invitation" or "Full session". */
  readonly enrollment: string;
  /** The class's spots, for session-based classes only (spec 2.2 rule 4). */
  readonly spots: string | null;
  readonly full: boolean;
  readonly image: string | null;
  readonly action: CallToAction;
  /** Upcoming sessions in the sync window, soonest first; cancelled ones included and marked. */
  readonly sessions: readonly SessionView[];
  readonly weekdays: readonly number[];
  /** Weekly meetings (day and local start), for the /classes/ filter. */
  readonly meetings: readonly ClassMeeting[];
  /** `data-*` attributes for the /classes/ filter script. */
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
    name: plainText(listed?.name ?? ref.name) || "Category",
    slug,
    href: routes.categoryPage(slug),
    accent: safeHexColor(listed ? listed.color : ref.color),
  };
}

export function locationTag(ref: Class["location"], ctx: ViewContext, locations: readonly Location[] | null): LocationTag | null {
  if (!ref) return null;
  const slug = ctx.slugs.locations.get(ref.id);
  if (!slug) return null;
  const listed = locations?.find((location) => location.id === ref.id);
  return {
    id: ref.id,
    name: plainText(listed?.name ?? ref.name) || "Location",
    slug,
    classesHref: routes.locationClasses(slug),
    detailsHref: listed ? routes.location(slug) : null,
  };
}

function slotViews(cls: Class, locale: string): SlotView[] {
  return weeklySlots(cls.day_schedules, cls.duration_minutes, locale).map((slot) => ({
    weekday: slot.weekday,
    day: formatDayName(slot.weekday, locale, "long"),
    dayShort: formatDayName(slot.weekday, locale, "short"),
    time:
      slot.durationMinutes > 0
        ? `${formatLocalTime(slot.start, locale)} – ${formatLocalTime(slot.end, locale)}${slot.endsNextDay ? " (next day)" : ""}`
        : formatLocalTime(slot.start, locale),
  }));
}

const ENROLLMENT_LABELS: Readonly<Record<Class["enrollment_type"], string>> = {
  open: "Open enrollment",
  drop_in: "Drop-in",
  seasonal: "Seasonal registration",
  closed: "By invitation",
};

function enrollmentLabel(cls: Class): string {
  if (cls.enrollment_type === "open" && cls.enrollment_model === "per_instance") return "Drop-in";
  return ENROLLMENT_LABELS[cls.enrollment_type];
}

function sessionView(
  session: ClassInstance,
  cls: Class,
  names: { className: string; classHref: string; location: string | null; accent: string | null },
  ctx: ViewContext,
): SessionView {
  const times = sessionTimes(session, cls.duration_minutes, ctx.timeZone);
  let timeText = "Time to be announced";
  let startText = "Time TBA";
  if (times.start) {
    const start = formatTime(times.start, ctx.timeZone, ctx.locale);
    startText = start;
    timeText = times.end && times.end > times.start ? `${start} – ${formatTime(times.end, ctx.timeZone, ctx.locale)}` : start;
  }
  const perSession = !showsClassSpots(cls);
  return {
    id: session.id,
    classId: cls.id,
    ...names,
    date: session.date,
    dateText: formatLocalDate(session.date, ctx.locale, "weekday-short"),
    datetime: times.start ? toIsoWithOffset(times.start, ctx.timeZone) : session.date,
    start: times.start,
    end: times.end,
    timeText,
    startText,
    status: session.status,
    cancelled: session.status === "cancelled",
    instructor: instructorName(session.instructor),
    spots: perSession && session.status === "scheduled" ? spotsInWords(session.capacity) : null,
    full: perSession && session.status === "scheduled" && isFull(session.capacity),
    action: sessionCallToAction(session, cls),
  };
}

export interface ClassViewInputs {
  readonly categories: readonly Category[];
  /** null when the locations section was not synced. */
  readonly locations: readonly Location[] | null;
  readonly sessions: readonly ClassInstance[];
  /** The listed seasons whose catalog holds the class; null when the registrations section was not synced. */
  readonly seasons: readonly SeasonLink[] | null;
}

export function classView(cls: Class, inputs: ClassViewInputs, ctx: ViewContext): ClassView {
  const slug = ctx.slugs.classes.get(cls.id) ?? cls.id;
  const href = routes.classPage(slug);
  const name = plainText(cls.name) || "Class";
  const category = categoryTag(cls.category, ctx, inputs.categories);
  const location = locationTag(cls.location, ctx, inputs.locations);
  const slots = slotViews(cls, ctx.locale);
  const upcoming = upcomingSessions(inputs.sessions, ctx.now, ctx.timeZone, cls.duration_minutes);
  const sessions = upcoming.map((session) =>
    sessionView(session, cls, { className: name, classHref: href, location: location?.name ?? null, accent: category?.accent ?? null }, ctx),
  );
  const meetings = classMeetings(
    weeklySlots(cls.day_schedules, cls.duration_minutes, ctx.locale).map((slot) => ({ day: slot.weekday, start: slot.start })),
    upcoming
      .filter((session) => session.status !== "cancelled")
      .map((session) => ({ day: weekdayOf(session.date), start: session.time === null ? null : session.time.slice(0, "HH:MM".length) })),
  );
  const weekdays = [...new Set(meetings.map((meeting) => meeting.day))];
  const classSpots = showsClassSpots(cls);
  return {
    id: cls.id,
    slug,
    href,
    name,
    paragraphs: paragraphs(cls.description),
    summary: excerpt(cls.description, 160),
    category,
    location,
    slots,
    when: groupSlotsByTime(slots).map((group) => ({
      days: daysInWords(group.weekdays, (weekday) => formatDayName(weekday, ctx.locale, "short")),
      time: group.time,
    })),
    scheduleText: plainText(cls.schedule_description) || null,
    oneTime: cls.schedule_type === "one-time",
    duration: cls.duration_minutes > 0 ? formatDuration(cls.duration_minutes, ctx.locale) : null,
    startDate: cls.start_date ? formatLocalDate(cls.start_date, ctx.locale, "medium") : null,
    endDate: cls.end_date ? formatLocalDate(cls.end_date, ctx.locale, "medium") : null,
    ageRange: ageRangeInWords(cls.age_range),
    price: plainText(cls.price_display),
    billing: classBillingInWords(cls),
    instructors: instructorNames(cls.instructors, ctx.locale),
    enrollment: enrollmentLabel(cls),
    spots: classSpots ? spotsInWords(cls.capacity) : null,
    full: classSpots && isFull(cls.capacity),
    image: safeUrl(cls.featured_image_url),
    action: classCallToAction(cls, inputs.seasons),
    sessions,
    weekdays,
    meetings,
    filter: filterAttributes({ category: category?.slug ?? "", location: location?.slug ?? "", meetings, ageRange: cls.age_range }),
  };
}
