import type { TrialClass } from "../api/schemas/index.ts";
import { ageRangeInWords } from "../catalog/age-range.ts";
import { safeUrl } from "../catalog/safe-url.ts";
import { excerpt, paragraphs, plainText } from "../catalog/text.ts";
import { trialAvailability, trialStartDaysInWords, type TrialAvailability } from "../catalog/trial-offer.ts";
import type { ViewContext } from "./view-context.ts";

export interface TrialView {
  readonly id: string;
  /** Anchor on /trials/. */
  readonly slug: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly summary: string;
  readonly image: string | null;
  /** The API's `price_display`. */
  readonly price: string;
  /** "1 class", "4 classes" */
  readonly sessions: string;
  readonly startDays: string;
  readonly availability: TrialAvailability;
  readonly attends: {
    readonly name: string;
    /** The class page, when the site has one. */
    readonly href: string | null;
    readonly schedule: string | null;
    readonly ageRange: string | null;
  } | null;
  /** The trial's own sign-up page, else its booking page (spec 2.7). */
  readonly action: { readonly href: string; readonly label: string } | null;
}

export function trialView(trial: TrialClass, classHrefs: ReadonlyMap<string, string>, ctx: ViewContext): TrialView {
  const enroll = safeUrl(trial.links.enroll);
  const book = safeUrl(trial.links.book);
  const count = trial.session_count;
  return {
    id: trial.id,
    slug: ctx.slugs.trials.get(trial.id) ?? trial.id,
    name: plainText(trial.name) || "Trial",
    paragraphs: paragraphs(trial.description),
    summary: excerpt(trial.description, 120),
    image: safeUrl(trial.featured_image_url),
    price: plainText(trial.price_display),
    sessions: `${count} ${count === 1 ? "class" : "classes"}`,
    startDays: trialStartDaysInWords(trial, ctx.locale),
    availability: trialAvailability(trial, ctx.today, ctx.locale),
    attends: trial.class
      ? {
          name: plainText(trial.class.name) || "Class",
          href: classHrefs.get(trial.class.id) ?? null,
          schedule: plainText(trial.class.schedule_description) || null,
          ageRange: ageRangeInWords(trial.class.age_range),
        }
      : null,
    action: enroll ? { href: enroll, label: "Start the trial" } : book ? { href: book, label: "Book the trial" } : null,
  };
}
