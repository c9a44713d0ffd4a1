import type { AppointmentService, MembershipType, TrialClass } from "../api/schemas/index.ts";
import { flatPriceFacts, membershipBillingInWords, membershipPriceFacts, membershipPriceTerms, priceInWords, type MembershipPriceTerms } from "../page-rules/billing.ts";
import { bookingRulesInWords } from "../page-rules/booking-rules.ts";
import { ageRangeInWords } from "../page-rules/class-facts.ts";
import { safeUrl } from "../page-rules/safe-values.ts";
import { excerpt, paragraphs, plainText } from "../page-rules/text.ts";
import { displayName, agesBesideName } from "../page-rules/names.ts";
import {
  trialAction,
  trialAvailability,
  trialFullNotice,
  trialSignUpHref,
  trialFirstSession,
  trialStartSessions,
  trialStartsInWords,
  type TrialAction,
  type TrialAvailability,
  type TrialFullNotice,
} from "../page-rules/trial-offer.ts";
import { formatDuration } from "../core/format.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

export interface MembershipPriceView {
  readonly id: string;
  readonly name: string;
  /** The price with its unit in the page's language (`priceInWords`): "$45.00/month", "$35.00 one-time". */
  readonly price: string;
  /** How it is paid, in the page's language: the amount and how often, then what a one-time payment covers (`membershipBillingInWords`). */
  readonly billing: string;
  readonly checkout: string | null;
  /** The same price as an offer states it (`membershipPriceTerms`). */
  readonly terms: MembershipPriceTerms;
}

export interface MembershipView {
  readonly id: string;
  /** Anchor on /memberships/. */
  readonly slug: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly benefits: readonly string[];
  readonly image: string | null;
  readonly prices: readonly MembershipPriceView[];
  /** The membership's page in the studio's store. */
  readonly details: string | null;
}

export function membershipView(type: MembershipType, ctx: ViewContext): MembershipView {
  return {
    id: type.id,
    slug: ctx.slugs.memberships.get(type.id) ?? type.id,
    name: displayName(type.name, "membership", ctx.messages),
    paragraphs: paragraphs(type.description),
    descriptionLang: ctx.studioLang(type.description),
    benefits: type.benefits.map((benefit) => plainText(benefit)).filter((benefit) => benefit !== ""),
    image: safeUrl(type.featured_image_url),
    prices: type.prices.map((price) => ({
      id: price.id,
      name: displayName(price.name, "price", ctx.messages),
      price: priceInWords(membershipPriceFacts(price), ctx.locale) ?? "",
      billing: membershipBillingInWords(price, ctx.locale),
      checkout: safeUrl(price.links.checkout),
      terms: membershipPriceTerms(price),
    })),
    details: safeUrl(type.links.detail),
  };
}

export interface TrialView {
  readonly id: string;
  /** Anchor on /trials/. */
  readonly slug: string;
  /** Its card on /trials/, where every trial's details are. */
  readonly href: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly summary: string;
  readonly image: string | null;
  /** The price in the page's language (`priceInWords`): "$15.00", "Free" / "Gratis". */
  readonly price: string;
  /** The API's `price_cents` (0 for a free trial), for its offer. */
  readonly priceCents: number;
  /** "1 class", "4 classes" */
  readonly sessions: string;
  /** How many of its class's sessions it covers (spec 2.7 `session_count`). */
  readonly sessionCount: number;
  /** "Starts at any Monday 4:00 PM session" (`trialStartsInWords`). */
  readonly starts: string;
  /** The first session it can start at (`trialFirstSession`), which its card adds to a calendar; null: none published, or the class is full. */
  readonly firstDate: {
    /** Its class's page, which names the class to the card's "Add this date" (add-date-rows.ts). */
    readonly classHref: string;
    /** The session's `<time datetime>`. */
    readonly datetime: string;
    /** "First date to start: Wed, Dec 2, 7:30 PM" (not a class card's "Next:": a trial may start later than its class's next session). */
    readonly text: string;
  } | null;
  /** The dates it can start on (`trialStartSessions`), soonest first, which the planner offers; none when its class has no page here or is full. */
  readonly startDates: readonly string[];
  readonly availability: TrialAvailability;
  readonly attends: {
    /** The class's id (spec 2.7 `class.id`): its page lists this trial. */
    readonly id: string;
    readonly name: string;
    /** The class page, when the site has one. */
    readonly href: string | null;
    /** The class's days and times as its page shows them, else the API's printable schedule. */
    readonly schedule: string | null;
    readonly ageRange: string | null;
  } | null;
  /** The attended class is full: said beside the button, with its waitlist. */
  readonly full: TrialFullNotice | null;
  /**
   * Its button: the sign-up page (`signUpHref`), worded by `trialAction`;
   * before its availability window, when it opens instead; null: ask the studio.
   */
  readonly action: TrialAction | null;
  /** Where the trial starts (`trialSignUpHref`); null: no safe link. The structured data offers it here. */
  readonly signUpHref: string | null;
}

/** The site's page of a trial's class: what a trial card says about it, and the weekly sessions a trial starts at. */
export type TrialClassPage = Pick<ClassView, "id" | "href" | "when" | "full" | "action" | "weekly" | "sessions">;

function trialFirstDate(trial: TrialClass, page: TrialClassPage | undefined, ctx: ViewContext): TrialView["firstDate"] {
  if (!page || page.full) return null;
  const session = trialFirstSession(trial, page.sessions, ctx.now.getTime(), ctx.today);
  return session && {
    classHref: page.href,
    datetime: session.datetime,
    text: ctx.messages.t("rules.trial.firstDate", { date: session.dateText, time: session.startText }),
  };
}

function attendedClass(cls: NonNullable<TrialClass["class"]>, page: TrialClassPage | undefined, ctx: ViewContext): NonNullable<TrialView["attends"]> {
  const name = displayName(cls.name, "class", ctx.messages);
  const ages = ageRangeInWords(cls.age_range, ctx.locale);
  const when = page?.when.map((line) => `${line.days} ${line.time}`).join("; ");
  return {
    id: cls.id,
    name,
    href: page?.href ?? null,
    schedule: when || plainText(cls.schedule_description) || null,
    ageRange: agesBesideName(name, ages),
  };
}

export function trialView(trial: TrialClass, classes: ReadonlyMap<string, TrialClassPage>, ctx: ViewContext): TrialView {
  const page = trial.class ? classes.get(trial.class.id) : undefined;
  const count = trial.session_count;
  const slots = page?.weekly ?? [];
  const slug = ctx.slugs.trials.get(trial.id) ?? trial.id;
  const availability = trialAvailability(trial, ctx.today, ctx.locale);
  return {
    id: trial.id,
    slug,
    href: routes.trial(slug),
    name: displayName(trial.name, "trial", ctx.messages),
    paragraphs: paragraphs(trial.description),
    descriptionLang: ctx.studioLang(trial.description),
    summary: excerpt(trial.description, 120),
    image: safeUrl(trial.featured_image_url),
    price: priceInWords(flatPriceFacts(trial, ctx.currency), ctx.locale) ?? "",
    priceCents: trial.price_cents,
    sessions: ctx.messages.t("site.count.classes", { count }),
    sessionCount: count,
    starts: trialStartsInWords(trial, slots, ctx.locale),
    firstDate: trialFirstDate(trial, page, ctx),
    startDates: page && !page.full ? trialStartSessions(trial, page.sessions, ctx.now.getTime(), ctx.today).map((session) => session.date) : [],
    availability,
    attends: trial.class ? attendedClass(trial.class, page, ctx) : null,
    signUpHref: trialSignUpHref(trial),
    action: trialAction(trial, page?.full ?? false, availability.opensOn, ctx.locale),
    full: trialFullNotice(page, ctx.locale),
  };
}

export interface AppointmentView {
  readonly id: string;
  /** Anchor on /appointments/. */
  readonly slug: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  /** The description's language when it is not the page's (`ViewContext.studioLang`). */
  readonly descriptionLang: string | undefined;
  readonly image: string | null;
  readonly duration: string | null;
  /** The price in the page's language (`priceInWords`). */
  readonly price: string;
  /** The API's `price_cents` (0 for a free service), for its offer. */
  readonly priceCents: number;
  readonly rules: readonly string[];
  /** Only self-service services get a Book link (spec 2.11). */
  readonly book: string | null;
}

export function appointmentView(service: AppointmentService, ctx: ViewContext): AppointmentView {
  return {
    id: service.id,
    slug: ctx.slugs.services.get(service.id) ?? service.id,
    name: displayName(service.name, "appointment", ctx.messages),
    paragraphs: paragraphs(service.description),
    descriptionLang: ctx.studioLang(service.description),
    image: safeUrl(service.featured_image_url),
    duration: service.duration_minutes > 0 ? formatDuration(service.duration_minutes, ctx.locale) : null,
    price: priceInWords(flatPriceFacts(service, ctx.currency), ctx.locale) ?? "",
    priceCents: service.price_cents,
    rules: bookingRulesInWords(service, ctx.locale),
    book: service.allow_self_service_booking ? safeUrl(service.links.book) : null,
  };
}
