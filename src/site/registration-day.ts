import { formatInstantDate, formatTime, repeatedWallTime, shortZoneName, zoneName } from "../core/format.ts";
import type { SeasonOpening } from "../core/season-state.ts";
import { studioToday } from "../core/local-time.ts";
import { eventUid } from "../page-rules/calendar-feed.ts";
import { countdownText } from "../page-rules/countdown.ts";
import { calendarFile, OPENING_REMINDERS } from "../page-rules/calendar-file.ts";
import { routes } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";
import { absoluteUrl, requireSite } from "./site-address.ts";
import type { ViewContext } from "./view-context.ts";

/**
 * Registration day (issue 36): when a season's registration opens, for existing families and
 * for everyone, as its page says it ("Opens for everyone Tuesday, Dec 1 at 9:00 AM Eastern
 * Time", with a countdown), as one event a family adds to its calendar with reminders, and
 * as the line home and the schedule show in the two weeks before.
 */

/** Home and the schedule mention an opening this close. */
export const OPENING_SOON_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An opening still ahead at build time. */
export interface OpeningView {
  readonly key: SeasonOpening["key"];
  /** Epoch ms: the countdown's target, in the page's markup. */
  readonly at: number;
  /** "Opens for everyone Tuesday, Dec 1 at 9:00 AM Eastern Time". */
  readonly sentence: string;
  /** "in 4 days" at build time; the page's script keeps it right (`countdownText`). */
  readonly countdown: string;
  /** The one-event calendar file beside the season page. */
  readonly calendarHref: string;
  /** Its path segment: "opens-everyone", "opens-existing". */
  readonly file: string;
}

/**
 * The time of day in words, with the zone as the footer names it ("Eastern Time"); in the hour
 * a clock goes back, when the same time of day comes twice, with the zone's short name at
 * that instant ("EDT", "EST") instead, so the sentence names one moment.
 */
function timeWithZone(instant: Date, ctx: Pick<ViewContext, "timeZone" | "locale">): { time: string; zone: string } {
  const time = formatTime(instant, ctx.timeZone, ctx.locale);
  return { time, zone: repeatedWallTime(instant, ctx.timeZone) ? shortZoneName(instant, ctx.timeZone, ctx.locale) : zoneName(ctx.timeZone, ctx.locale, instant) };
}

/** A season's openings still ahead at build time, in words, each with its calendar file. */
export function upcomingOpenings(openings: readonly SeasonOpening[], slug: string, ctx: Pick<ViewContext, "now" | "timeZone" | "locale" | "messages">): OpeningView[] {
  return openings
    .filter((opening) => opening.at > ctx.now.getTime())
    .map((opening) => {
      const instant = new Date(opening.at);
      const file = `opens-${opening.key}`;
      return {
        key: opening.key,
        at: opening.at,
        sentence: ctx.messages.t("page.season.opens", {
          who: opening.key,
          date: formatInstantDate(instant, ctx.timeZone, ctx.locale, "weekday-long-day"),
          ...timeWithZone(instant, ctx),
        }),
        countdown: countdownText(opening.at - ctx.now.getTime(), ctx.locale)!,
        calendarHref: routes.seasonOpening(slug, file),
        file,
      };
    });
}

/** An opening within OPENING_SOON_DAYS of the build, as home and the schedule mention it. */
export interface OpeningSoon {
  readonly season: string;
  readonly href: string;
  readonly sentence: string;
}

/** Each season once, by its soonest opening in the window: its page tells the next one (the line stays short on home and the schedule). */
export function openingsSoon(seasons: SiteModel["seasons"], now: Date): OpeningSoon[] {
  return seasons
    .flatMap((season) => season.upcoming.filter((opening) => opening.at - now.getTime() <= OPENING_SOON_DAYS * DAY_MS).slice(0, 1).map((opening) => ({ season: season.name, href: season.href, sentence: opening.sentence, at: opening.at })))
    .sort((a, b) => a.at - b.at)
    .map(({ season, href, sentence }) => ({ season, href, sentence }));
}

/**
 * /seasons/<slug>/opens-<who>.ics: the opening as one event, with reminders the day before and
 * 15 minutes before, in the page's language. Its UID is the studio feed's for the same opening,
 * so a calendar that has both holds one event.
 */
export function seasonOpeningCalendar(model: SiteModel, season: SiteModel["seasons"][number], opening: OpeningView, site: URL | string | undefined): string {
  const { t } = model.messages;
  const pageUrl = absoluteUrl(requireSite(site), season.href);
  const summary = t("rules.calendar.openingSummary", { who: opening.key, season: season.name });
  const start = new Date(opening.at);
  return calendarFile(
    [
      {
        uid: eventUid(`registration-${opening.key}-${season.id}`, model.studio.id),
        // The studio's date of the opening, as every entry's (an evening opening is still that day there).
        date: studioToday(start, model.timeZone),
        start: start.toISOString(),
        end: null,
        summary,
        description: [t("rules.calendar.openingDescription", { who: opening.key, season: season.name }), t("rules.calendar.signUpLink", { url: pageUrl })].join("\n"),
        url: pageUrl,
        location: null,
        cancelled: false,
        reminders: { minutesBefore: OPENING_REMINDERS, text: summary },
      },
    ],
    { name: null, language: model.messages.language, stamp: new Date(model.syncedAt).toISOString() },
  );
}
