import { formatDateRange, formatDayName, formatLocalDate } from "../core/format.ts";
import { addDays, weekdayOf } from "../core/local-time.ts";
import { groupByDay, ownPageDays, scheduleWeeks, type ScheduleEntry } from "../page-rules/schedule.ts";

export { DAY_ROWS, WEEK_ROWS } from "../page-rules/schedule.ts";
import type { Snapshot } from "../snapshot/snapshot.ts";
import type { SessionView } from "./class-views.ts";
import { moreLink, type CountWords, type MoreLink } from "./more-links.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

export interface DayView {
  /** YYYY-MM-DD, local. */
  readonly date: string;
  /** "Monday, March 2, 2026" */
  readonly heading: string;
  /** "Mon, Mar 2" */
  readonly shortHeading: string;
  /** "Mon 2": the day's jump link at the top of a week. */
  readonly jumpLabel: string;
  readonly isToday: boolean;
  /** The day's sessions still to come (cancelled ones marked). */
  readonly sessions: readonly SessionView[];
  /** Today's sessions that have already ended: "7 classes earlier today" (0 on other days). */
  readonly earlier: number;
  /** "7 classes earlier today"; null when none ended. */
  readonly earlierText: string | null;
  /** Where the day's rows are: its own page in a crowded week, else its place on its week's page. */
  readonly href: string;
  /** In a crowded week the day's rows are on its own page, and the week links to it. */
  readonly ownPage: boolean;
  /** "84 classes" */
  readonly countText: string;
  /** On its week's page, the link to a crowded day's own page ("See 84 classes"); null for a day whose rows are on the week's page. */
  readonly more: MoreLink | null;
}

export interface WeekLink {
  readonly href: string;
  readonly label: string;
}

export interface WeekView {
  /** The week's first day: the page's key in `/schedule/<start>/`. */
  readonly start: string;
  readonly href: string;
  /** "Nov 29 – Dec 5, 2026": the days shown (the current week's from today). */
  readonly range: string;
  readonly days: readonly DayView[];
  readonly previous: WeekLink | null;
  readonly next: WeekLink | null;
  /** Holds today or tomorrow: live spots refresh its first days' sessions (`LivePage` scope "schedule"). */
  readonly soon: boolean;
}

/** A day of a crowded week on its own page, `/schedule/day/<date>/`. */
export interface DayPageView {
  readonly day: DayView;
  /** The week the day belongs to, for the way back. */
  readonly week: WeekLink;
  readonly previous: WeekLink | null;
  readonly next: WeekLink | null;
  /** Today or tomorrow: live spots refresh its sessions. */
  readonly soon: boolean;
}

export interface ScheduleView {
  /** The current calendar week, from today (the /schedule/ page). */
  readonly firstWeek: WeekView;
  /** One page per later calendar week to the end of the sync window. */
  readonly weeks: readonly WeekView[];
  /** The days of crowded weeks, each on its own page. */
  readonly dayPages: readonly DayPageView[];
}

/** Today's sessions that already ended (not cancelled): the schedule still says the day had classes. */
function endedToday(sessions: readonly SessionView[], ctx: ViewContext): number {
  return sessions.filter((session) => session.date === ctx.today && !session.cancelled && !session.upcoming).length;
}

/** "See 84 classes" for any count: the day's page link, in the page's words. */
function seeWords(ctx: ViewContext): CountWords {
  const { messages } = ctx;
  const see = (sessions: string) => messages.t("page.scheduleDay.see", { sessions });
  const counted = messages.forPage("site.count.classes", "count");
  return {
    text: (count) => see(messages.t("site.count.classes", { count })),
    words: typeof counted === "string" ? see(counted) : Object.fromEntries(Object.entries(counted).map(([category, text]) => [category, see(text)])),
    uncounted: messages.t("page.scheduleDay.seeUncounted"),
  };
}

function dayViews(entries: ScheduleEntry<SessionView>[], from: string, to: string, weekHref: string, earlierToday: number, ctx: ViewContext): DayView[] {
  const grouped = groupByDay(entries, from, to);
  const own = ownPageDays(grouped.map((day) => day.entries.length));
  return grouped.map((day, index) => {
    const earlier = day.date === ctx.today ? earlierToday : 0;
    const ownPage = own[index] ?? false;
    const href = ownPage ? routes.scheduleDay(day.date) : `${weekHref}#${day.date}`;
    const sessions = day.entries.map((entry) => entry.item);
    return {
      date: day.date,
      heading: formatLocalDate(day.date, ctx.locale, "weekday-long"),
      shortHeading: formatLocalDate(day.date, ctx.locale, "weekday-short"),
      jumpLabel: `${formatDayName(weekdayOf(day.date), ctx.locale, "short")} ${Number(day.date.slice("YYYY-MM-".length))}`,
      isToday: day.date === ctx.today,
      sessions,
      earlier,
      earlierText: earlier > 0 ? ctx.messages.t("site.schedule.earlierToday", { count: earlier }) : null,
      href,
      ownPage,
      countText: ctx.messages.t("site.count.classes", { count: day.entries.length }),
      more: ownPage ? moreLink(sessions, href, seeWords(ctx)) : null,
    };
  });
}

function rangeText(from: string, to: string, locale: string): string {
  return to < from ? "" : formatDateRange(from, to, locale);
}

/**
 * `/schedule/` shows the current calendar week from today (`sessions`: every class's, in the
 * site's one order; the upcoming ones are listed); each later week gets a page
 * of exactly its days, linked in a chain (spec: sessions are mirrored only to the end of
 * the sync window). Crowded days get pages of their own (`DAY_ROWS`).
 */
export function scheduleView(sessions: readonly SessionView[], window: Snapshot["window"], ctx: ViewContext): ScheduleView {
  const entries: ScheduleEntry<SessionView>[] = sessions.filter((session) => session.upcoming).map((session) => ({ date: session.date, start: session.start, item: session }));
  const earlierToday = endedToday(sessions, ctx);
  const plan = scheduleWeeks(window.from, window.to, ctx.today, ctx.locale);
  const ranges = [plan.currentWeek, ...plan.laterWeeks];
  const hrefs = ranges.map((week, index) => (index === 0 ? routes.schedule : routes.scheduleWeek(week.start)));
  const link = (index: number): WeekLink | null => {
    const week = ranges[index];
    const href = hrefs[index];
    if (!week || !href || index < 0) return null;
    return { href, label: index === 0 ? ctx.messages.t("site.schedule.thisWeek") : rangeText(week.from, week.to, ctx.locale) };
  };
  const [firstWeek, ...weeks] = ranges.map(
    (week, index): WeekView => ({
      start: week.start,
      href: hrefs[index] ?? routes.schedule,
      range: rangeText(week.from, week.to, ctx.locale),
      days: dayViews(entries, week.from, week.to, hrefs[index] ?? routes.schedule, earlierToday, ctx),
      previous: link(index - 1),
      next: link(index + 1),
      soon: week.from <= addDays(ctx.today, 1),
    }),
  ) as [WeekView, ...WeekView[]];
  const all = [firstWeek, ...weeks].flatMap((week) => week.days.map((day) => ({ day, week })));
  const dayLink = (index: number): WeekLink | null => {
    const entry = all[index];
    return entry ? { href: entry.day.href, label: entry.day.shortHeading } : null;
  };
  const dayPages = all.flatMap(({ day, week }, index): DayPageView[] =>
    day.ownPage
      ? [{ day, week: { href: `${week.href}#${day.date}`, label: week.range }, previous: dayLink(index - 1), next: dayLink(index + 1), soon: day.date <= addDays(ctx.today, 1) }]
      : [],
  );
  return { firstWeek, weeks, dayPages };
}

/** The next `count` days from today, wherever their weeks' pages are: the home page's glance. */
export function nextDays(schedule: ScheduleView, today: string, count: number): DayView[] {
  const last = addDays(today, count - 1);
  return [schedule.firstWeek, ...schedule.weeks].flatMap((week) => week.days).filter((day) => day.date >= today && day.date <= last);
}
