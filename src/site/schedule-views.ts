import { formatDateRange, formatDayName, formatLocalDate } from "../core/format.ts";
import { weekdayOf } from "../core/local-time.ts";
import { groupByDay, scheduleWeeks, type ScheduleEntry } from "../catalog/schedule.ts";
import type { Snapshot } from "../core/snapshot.ts";
import type { ClassView, SessionView } from "./class-views.ts";
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
  readonly sessions: readonly SessionView[];
}

export interface WeekLink {
  readonly href: string;
  readonly label: string;
}

export interface WeekView {
  /** The week's first day: the page's key in `/schedule/<start>/`. */
  readonly start: string;
  readonly href: string;
  /** "Nov 29 – Dec 5, 2026": the days shown (the first later week starts after the first seven days). */
  readonly range: string;
  readonly days: readonly DayView[];
  readonly previous: WeekLink | null;
  readonly next: WeekLink | null;
}

export interface ScheduleView {
  /** The next seven days from today (the /schedule/ page). */
  readonly firstWeek: WeekView;
  /** One page per later week to the end of the sync window. */
  readonly weeks: readonly WeekView[];
}

function dayViews(entries: ScheduleEntry<SessionView>[], from: string, to: string, ctx: ViewContext): DayView[] {
  return groupByDay(entries, from, to).map((day) => ({
    date: day.date,
    heading: formatLocalDate(day.date, ctx.locale, "weekday-long"),
    shortHeading: formatLocalDate(day.date, ctx.locale, "weekday-short"),
    jumpLabel: `${formatDayName(weekdayOf(day.date), ctx.locale, "short")} ${Number(day.date.slice("YYYY-MM-".length))}`,
    isToday: day.date === ctx.today,
    sessions: day.entries.map((entry) => entry.item),
  }));
}

function rangeText(from: string, to: string, locale: string): string {
  return to < from ? "" : formatDateRange(from, to, locale);
}

/**
 * `/schedule/` shows the next seven days; later weeks get a page each, linked in a
 * chain (spec: sessions are mirrored only to the end of the sync window).
 */
export function scheduleView(classes: readonly ClassView[], window: Snapshot["window"], ctx: ViewContext): ScheduleView {
  const entries: ScheduleEntry<SessionView>[] = classes.flatMap((cls) =>
    cls.sessions.map((session) => ({ date: session.date, start: session.start, end: session.end, item: session })),
  );
  const plan = scheduleWeeks(window.from, window.to, ctx.today, ctx.locale);
  const firstHref = routes.schedule;
  const laterHrefs = plan.laterWeeks.map((week) => routes.scheduleWeek(week.start));
  const link = (index: number): WeekLink | null => {
    if (index === -1) return { href: firstHref, label: "Next 7 days" };
    const week = plan.laterWeeks[index];
    const href = laterHrefs[index];
    if (!week || !href) return null;
    return { href, label: rangeText(week.from, week.to, ctx.locale) };
  };
  const firstWeek: WeekView = {
    start: plan.firstWeek.from,
    href: firstHref,
    range: rangeText(plan.firstWeek.from, plan.firstWeek.to, ctx.locale),
    days: dayViews(entries, plan.firstWeek.from, plan.firstWeek.to, ctx),
    previous: null,
    next: link(0),
  };
  const weeks = plan.laterWeeks.map(
    (week, index): WeekView => ({
      start: week.start,
      href: routes.scheduleWeek(week.start),
      range: rangeText(week.from, week.to, ctx.locale),
      days: dayViews(entries, week.from, week.to, ctx),
      previous: link(index - 1),
      next: link(index + 1),
    }),
  );
  return { firstWeek, weeks };
}
