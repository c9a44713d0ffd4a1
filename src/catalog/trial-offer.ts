import type { TrialClass } from "../api/schemas/index.ts";
import { waitlistLink, type CallToAction, type WaitlistLink } from "./call-to-action.ts";
import { formatDateRange, formatDayName } from "../core/format.ts";
import { weekdayPosition } from "../core/local-time.ts";

/** Spec 2.7: the days a trial may start, as day names in the locale's week order. */
export function trialStartDaysInWords(trial: Pick<TrialClass, "start_restriction" | "valid_start_days">, locale: string): string {
  if (trial.start_restriction === "any") return "Any day";
  const days = [...new Set(trial.valid_start_days ?? [])]
    .filter((day) => Number.isInteger(day) && day >= 0 && day <= 6)
    .sort((a, b) => weekdayPosition(a, locale) - weekdayPosition(b, locale));
  if (days.length === 0) return "On days the studio sets";
  if (days.length === 7) return "Any day";
  const names = days.map((day) => formatDayName(day, locale));
  return new Intl.ListFormat(locale, { style: "long", type: "disjunction" }).format(names);
}

export interface TrialAvailability {
  /** Printable windows that have not ended, soonest first. */
  readonly windows: readonly string[];
  /** Nothing to show: every window is over. */
  readonly over: boolean;
  /** No windows at all: always available (spec 2.7). */
  readonly always: boolean;
}

/** The availability windows that still matter at `today`, in words. */
export function trialAvailability(
  trial: Pick<TrialClass, "availability_windows">,
  today: string,
  locale: string,
): TrialAvailability {
  if (trial.availability_windows.length === 0) return { windows: [], over: false, always: true };
  const windows = trial.availability_windows
    .filter((window) => window.end_date >= today)
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0))
    .map((window) => formatDateRange(window.start_date, window.end_date, locale));
  return { windows, over: windows.length === 0, always: false };
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
export function trialFullNotice(attended: { readonly full: boolean; readonly action: CallToAction } | undefined): TrialFullNotice | null {
  if (!attended?.full) return null;
  const waitlist = waitlistLink(attended.action);
  return {
    text: waitlist === null ? "This class is full right now, with no waitlist." : "This class is full right now.",
    waitlist,
  };
}
