import type { TrialClass } from "../api/schemas/index.ts";
import { waitlistLink, type CallToAction, type WaitlistLink } from "./call-to-action.ts";
import { safeUrl } from "./safe-values.ts";
import { formatDateRange, formatDayName, formatLocalDate, formatLocalTime } from "../core/format.ts";
import { weekdayOf, weekdayPosition } from "../core/local-time.ts";
import type { SessionFacts } from "./session-facts.ts";
import { groupSlotsByTime, type WeeklySlot } from "../core/weekly-slots.ts";
import { messagesFor } from "../i18n/messages.ts";

/** Spec 2.7: the weekdays a trial may start on; "any" when unrestricted (or all seven are listed). */
function trialStartDays(trial: Pick<TrialClass, "start_restriction" | "valid_start_days">): readonly number[] | "any" {
  if (trial.start_restriction === "any") return "any";
  const days = [...new Set(trial.valid_start_days ?? [])].filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
  return days.length === 7 ? "any" : days;
}

function orList(items: readonly string[], locale: string): string {
  return messagesFor(locale).list(items, "disjunction");
}

function dayNames(days: readonly number[], locale: string): string {
  const ordered = [...days].sort((a, b) => weekdayPosition(a, locale) - weekdayPosition(b, locale));
  return orList(ordered.map((day) => formatDayName(day, locale)), locale);
}

/**
 * When a trial can start, from its rule (spec 2.7 `start_restriction`, `valid_start_days`)
 * and the weekly sessions of the class it attends (spec 2.4 `day_schedules`, as
 * `weeklySlots` gives them, in the locale's week order): a trial starts at one of the
 * class's sessions, so "Starts at any Monday 4:00 PM session" says more than "Any day"
 * for a class that only meets on Mondays. Without a weekly pattern, the rule's days alone.
 */
export function trialStartsInWords(
  trial: Pick<TrialClass, "start_restriction" | "valid_start_days">,
  classSlots: readonly Pick<WeeklySlot, "weekday" | "start">[],
  locale: string,
): string {
  const messages = messagesFor(locale);
  const days = trialStartDays(trial);
  if (days !== "any" && days.length === 0) return messages.t("rules.trial.startsOnStudioDays");
  const sessions = classSlots.filter((slot) => days === "any" || days.includes(slot.weekday));
  if (sessions.length > 0) {
    const groups = groupSlotsByTime(sessions.map((slot) => ({ weekday: slot.weekday, time: formatLocalTime(slot.start, locale) })));
    const when = groups.map((group) => `${orList(group.weekdays.map((day) => formatDayName(day, locale)), locale)} ${group.time}`);
    return messages.t("rules.trial.startsAtSession", { when: orList(when, locale) });
  }
  if (days === "any") return messages.t("rules.trial.startsAnyDay");
  // The rule allows days the class does not meet on: say both rather than promise a start the schedule has no session for.
  return messages.t(classSlots.length > 0 ? "rules.trial.startsOnOtherDays" : "rules.trial.startsOn", { days: dayNames(days, locale) });
}

/**
 * The first session a trial can start at, which a family adds to its calendar from the trial's
 * card (issue 36, one date at a time): the class's next session, not cancelled, that has not
 * begun by `now` (one with no time yet: from `today`), on a day the trial's rule allows (spec
 * 2.7 `valid_start_days`) and inside one of its availability windows (none: always). Null
 * when no published session qualifies: the card then says only its rule.
 */
export function trialFirstSession<Session extends Pick<SessionFacts, "status" | "date" | "start" | "full">>(
  trial: Pick<TrialClass, "start_restriction" | "valid_start_days" | "availability_windows">,
  sessions: readonly Session[],
  now: number,
  today: string,
): Session | null {
  return trialStartSessions(trial, sessions, now, today)[0] ?? null;
}

/** Every session a trial can start at, by the same rule as its first (`trialFirstSession`): the start options the planner offers. */
export function trialStartSessions<Session extends Pick<SessionFacts, "status" | "date" | "start" | "full">>(
  trial: Pick<TrialClass, "start_restriction" | "valid_start_days" | "availability_windows">,
  sessions: readonly Session[],
  now: number,
  today: string,
): Session[] {
  const days = trialStartDays(trial);
  const windows = trial.availability_windows;
  return sessions.filter(
    (session) =>
      session.status === "scheduled" &&
      // A drop-in session with no spot left cannot be the first (spec 2.2 rule 4: its own capacity).
      !session.full &&
      (session.start === null ? session.date >= today : session.start.at > now) &&
      (days === "any" || days.includes(weekdayOf(session.date))) &&
      (windows.length === 0 || windows.some((window) => window.start_date <= session.date && session.date <= window.end_date)),
  );
}

export interface TrialAvailability {
  /** Printable windows that have not ended, soonest first. */
  readonly windows: readonly string[];
  /** Nothing to show: every window is over. */
  readonly over: boolean;
  /** No windows at all: always available (spec 2.7). */
  readonly always: boolean;
  /** No window holds `today` but a later one starts: its first day (YYYY-MM-DD), before which the trial cannot start. Null when it can start today. */
  readonly opensOn: string | null;
}

/** The availability windows that still matter at `today`, in words, and when the trial next opens if it is not open today. */
export function trialAvailability(
  trial: Pick<TrialClass, "availability_windows">,
  today: string,
  locale: string,
): TrialAvailability {
  if (trial.availability_windows.length === 0) return { windows: [], over: false, always: true, opensOn: null };
  const ahead = trial.availability_windows
    .filter((window) => window.end_date >= today)
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
  const openToday = ahead.some((window) => window.start_date <= today);
  return {
    windows: ahead.map((window) => formatDateRange(window.start_date, window.end_date, locale)),
    over: ahead.length === 0,
    always: false,
    opensOn: openToday ? null : (ahead[0]?.start_date ?? null),
  };
}

/** Said beside a trial's button when the class it attends is full. */
export interface TrialFullNotice {
  readonly text: string;
  /** The class's waitlist (`waitlistLink`), when it has one. */
  readonly waitlist: WaitlistLink | null;
}

/**
 * A trial leads into its class, so a family should not pay for one in a class it cannot
 * join: when that class is full (its class-level spots at 0; `full` is the class page's
 * own flag, which follows spec 2.2 rule 4), say so, and point to the class's waitlist.
 */
export function trialFullNotice(attended: { readonly full: boolean; readonly action: CallToAction } | undefined, locale: string): TrialFullNotice | null {
  if (!attended?.full) return null;
  const waitlist = waitlistLink(attended.action, locale);
  return {
    text: messagesFor(locale).t(waitlist === null ? "rules.trial.fullNoWaitlist" : "rules.trial.full"),
    waitlist,
  };
}

/**
 * What a trial offers where its button goes: a start on the trial's page, or, before its
 * availability window (spec 2.7), the day it opens and no button: a family is never sent
 * to start a trial that cannot start yet.
 */
export type TrialAction =
  | {
      readonly kind: "start";
      readonly href: string;
      /** The same words on every trial that can start ("Start the trial"); what the button does when its class is full ("See trial availability"). */
      readonly label: string;
      /** A full class's trial gets a secondary button: the notice beside it, not the button, is the news. */
      readonly primary: boolean;
    }
  /** "Opens Dec 2, 2026". */
  | { readonly kind: "opens"; readonly text: string };

/** The trial's own sign-up page, else its booking page (spec 2.7 `links`: `enroll` is null only until generated); null when neither is a safe link. */
export function trialSignUpHref(trial: Pick<TrialClass, "links">): string | null {
  return safeUrl(trial.links.enroll) ?? safeUrl(trial.links.book);
}

/**
 * Its button: the sign-up page (`trialSignUpHref`). Either way the family starts the trial there, so one label
 * for both; when the class is full the same page is where its availability shows, and
 * "Start the trial" under "Full" would promise what it cannot keep. `opensOn`
 * (`TrialAvailability.opensOn`): before that day, when it opens instead. Null: no safe
 * link to start it by.
 */
export function trialAction(trial: Pick<TrialClass, "links">, classFull: boolean, opensOn: string | null, locale: string): TrialAction | null {
  const messages = messagesFor(locale);
  if (opensOn !== null) return { kind: "opens", text: messages.t("rules.trial.opens", { date: formatLocalDate(opensOn, locale, "medium") }) };
  const href = trialSignUpHref(trial);
  if (href === null) return null;
  return classFull
    ? { kind: "start", href, label: messages.t("rules.trial.seeAvailability"), primary: false }
    : { kind: "start", href, label: messages.t("rules.trial.start"), primary: true };
}
