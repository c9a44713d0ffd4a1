import type { Class, ClassInstance } from "../api/schemas/index.ts";
import { isClassFull, isFull, showsClassSpots } from "../core/classes.ts";
import { acceptsSignUps, type SeasonState } from "../core/season-state.ts";
import { messagesFor } from "../i18n/messages.ts";
import { safeUrl } from "./safe-values.ts";

/** A season page that sells a class (spec 2.4 rule 2). `href` is the site's own page. */
export interface SeasonLink {
  readonly name: string;
  readonly href: string;
  readonly state: SeasonState;
  /** `seasonStateInWords`: "Opens Dec 3, 2026, 9:00 AM EST", "Registration closed" … */
  readonly stateText: string;
  /** Spec 2.8 `waitlist_enabled`. */
  readonly waitlist: boolean;
  /** The studio's hosted registration page for the season (spec `links.register`), when it is a safe URL. */
  readonly register: string | null;
}

/** One season on a seasonal class's call to action: a button where a family can act now, else a plain link with why not. */
export interface SeasonChoice {
  readonly name: string;
  readonly href: string;
  readonly button: boolean;
  readonly note: string | null;
  /** `SeasonLink.waitlist`: a row whose own session is full may still offer this season's waitlist. */
  readonly waitlist: boolean;
  /** `SeasonLink.register`: where a schedule row's button registers directly. */
  readonly register: string | null;
}

export type CallToAction =
  /** open / drop_in: the studio's hosted checkout. `full` keeps the link but says so (spec 2.2 rule 3). */
  | { readonly kind: "checkout"; readonly href: string; readonly label: string; readonly full: boolean }
  /**
   * seasonal: sign up through the season page(s) whose catalog holds the class, the one
   * accepting sign-ups now first; none yet when empty. `intro` says what the buttons do.
   */
  | { readonly kind: "seasons"; readonly intro: string; readonly seasons: readonly SeasonChoice[]; readonly full: boolean }
  /**
   * seasonal, but the seasons were not synced (the key lacks registrations:read), so
   * the site cannot tell whether one is open: the studio's registration, and its class
   * browser when that is a safe link. Never a checkout (spec 2.4 rule 2).
   */
  | { readonly kind: "registration"; readonly browse: string | null }
  /** closed: by the studio's invitation only; no link. */
  | { readonly kind: "invitation" }
  /** open / drop_in whose checkout link is missing or unsafe: nothing to click. */
  | { readonly kind: "unavailable" };

type ClassForAction = Pick<Class, "enrollment_type" | "enrollment_model" | "capacity" | "links">;

/**
 * The class-level call to action (spec 2.4 enrollment type rules). For a drop-in class
 * the link is the date picker and fullness belongs to each session (spec 2.2 rule 4),
 * so only a session-based class is ever "full" here. `seasonsHoldingClass` is null
 * when the seasons were not synced. Labels and notes are in `locale`'s language.
 */
export function classCallToAction(cls: ClassForAction, seasonsHoldingClass: readonly SeasonLink[] | null, locale: string): CallToAction {
  switch (cls.enrollment_type) {
    case "closed":
      return { kind: "invitation" };
    case "seasonal":
      return seasonsHoldingClass === null
        ? { kind: "registration", browse: safeUrl(cls.links.browse) }
        : seasonalCallToAction(seasonsHoldingClass, isClassFull(cls), locale);
    case "open":
    case "drop_in": {
      const href = safeUrl(cls.links.checkout);
      if (href === null) return { kind: "unavailable" };
      const full = isClassFull(cls);
      const { t } = messagesFor(locale);
      const label = full ? unconfirmedWaitlist(locale) : showsClassSpots(cls) ? t("rules.action.signUp") : t("rules.action.bookSession");
      return { kind: "checkout", href, label, full };
    }
  }
}

/** Accepting sign-ups now, then opening later (soonest first), then closed. */
function seasonRank(state: SeasonState): [number, number] {
  if (acceptsSignUps(state)) return [0, 0];
  if (state.kind === "opening") return [1, (state.existingFamiliesFrom ?? state.publicFrom).getTime()];
  return [2, 0];
}

/**
 * A seasonal class's sign-up (spec 2.4 rule 2) through the seasons that hold it. Only a
 * season accepting sign-ups now gets a button; one not yet open says when it opens,
 * a closed one says so. A full class (spec 2.2 rule 3) gets a button only where the
 * season has a waitlist, so no family is sent to register for a class it cannot join.
 */
export function seasonalCallToAction(seasons: readonly SeasonLink[], full: boolean, locale: string): CallToAction {
  const { t } = messagesFor(locale);
  const ordered = seasons
    .map((season, index) => ({ season, index, rank: seasonRank(season.state) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ season }) => season);
  const hasButton = (season: SeasonLink): boolean => acceptsSignUps(season.state) && (!full || season.waitlist);
  const anyButton = ordered.some(hasButton);
  const anyOpen = ordered.some((season) => acceptsSignUps(season.state));
  const choices = ordered.map((season): SeasonChoice => {
    const button = hasButton(season);
    let note: string | null = season.stateText;
    if (acceptsSignUps(season.state)) {
      // "Open to everyone" goes without saying beside a button; existing-families-only does not.
      note = season.state.kind === "existing-families" ? season.stateText : null;
      // Beside another season's waitlist button, say why this one has none.
      if (!button && anyButton) note = t("rules.action.noWaitlistNote");
    }
    return { name: season.name, href: season.href, button, note, waitlist: season.waitlist, register: season.register };
  });
  let intro: string;
  if (choices.length === 0) intro = t("rules.action.introNextSeason");
  // The "Full" badge stands beside this sentence, so it does not say "Full" again.
  else if (full) intro = anyButton ? t("rules.action.introWaitlist") : t("rules.action.introNoWaitlist");
  else if (anyOpen) intro = t("rules.action.introOpen");
  else intro = ordered.some((season) => season.state.kind === "opening") ? t("rules.action.introNotYet") : t("rules.action.introClosed");
  return { kind: "seasons", intro, seasons: choices, full };
}

/**
 * A full class's checkout shows "a waitlist or a full message" (spec 2.2 rule 3): which
 * one, only the studio knows, so its link promises neither. A season's `waitlist_enabled`
 * (spec 2.8) does confirm one.
 */
const unconfirmedWaitlist = (locale: string): string => messagesFor(locale).t("rules.action.checkWaitlist");

/** Where a family can get on a full class's waitlist, worded by how sure the site is that there is one. */
export interface WaitlistLink {
  readonly href: string;
  readonly label: string;
}

/**
 * The waitlist of a full class, from its call to action: the kept checkout link (spec
 * 2.2 rule 3) or the season page whose registration has one; null when the class is not
 * full or has no waitlist.
 */
export function waitlistLink(action: CallToAction, locale: string): WaitlistLink | null {
  if (action.kind === "checkout") return action.full ? { href: action.href, label: action.label } : null;
  if (action.kind === "seasons" && action.full) {
    const season = action.seasons.find((choice) => choice.button);
    return season ? { href: season.href, label: messagesFor(locale).t("rules.action.joinWaitlist") } : null;
  }
  return null;
}

/**
 * What one session's row offers, on the schedule, the home page and (for a drop-in) the
 * class page: the class page's own call to action for that session, so a row is a
 * complete decision. A link goes to the studio's checkout (sign up, book this session, a
 * full class's waitlist), the season page that takes sign-ups, or the studio's class
 * browser; a note says why there is nothing to click ("By invitation").
 */
export type RowAction =
  | {
      readonly kind: "link";
      readonly href: string;
      readonly label: string;
      /** The kept link of a full class or session (spec 2.2 rule 3): its waitlist, if any. */
      readonly full: boolean;
      /** Where it goes: the studio's hosted checkout or registration page, the season's page here, or the studio's class list. */
      readonly to: "checkout" | "register" | "season" | "browse";
      /** A drop-in session's own checkout (spec 2.5 `links.checkout`), rather than the class's. */
      readonly perSession: boolean;
    }
  | { readonly kind: "note"; readonly label: string }
  /** A cancelled or completed session: its badge says so, and there is nothing to do. */
  | { readonly kind: "none" };

const NO_ACTION: RowAction = { kind: "none" };

function linkTo(href: string, label: string, full: boolean, to: "checkout" | "register" | "season" | "browse", perSession = false): RowAction {
  return { kind: "link", href, label, full, to, perSession };
}

/**
 * A session's row action, from the session (spec 2.5), its class (spec 2.2, 2.4) and the
 * class's call to action (`classCallToAction`): only a scheduled session offers one.
 * Session-based: the class's sign-up or waitlist (spec 2.2 rule 4: the class's
 * capacity). Drop-in: the session's own checkout ("Book this session"), its waitlist
 * when the session is full, else the class's date picker. Seasonal: the registration of
 * the season taking sign-ups (its waitlist when the class is full): the studio's hosted
 * registration page where the season has one, else the season's page; else the season's state.
 * Closed: "By invitation", no link. An open or drop-in class with no safe checkout of its own
 * sells a drop-in session at the session's own checkout, and says to contact the studio otherwise.
 */
export function rowAction(
  session: Pick<ClassInstance, "status" | "capacity" | "links">,
  cls: Pick<Class, "enrollment_model">,
  classAction: CallToAction,
  locale: string,
): RowAction {
  if (session.status !== "scheduled") return NO_ACTION;
  const { t } = messagesFor(locale);
  switch (classAction.kind) {
    case "invitation":
      // A closed class (spec 2.4): the studio invites; a family has nothing to click and no spots to count.
      return { kind: "note", label: t("rules.action.byInvitation") };
    case "unavailable": {
      // A drop-in session sold at its own checkout (spec 2.5) needs no date picker: it is booked there.
      const own = showsClassSpots(cls) ? null : safeUrl(session.links.checkout);
      if (own === null) return { kind: "note", label: t("rules.action.contactStudio") };
      const full = isFull(session.capacity);
      return linkTo(own, full ? unconfirmedWaitlist(locale) : t("rules.action.bookThisSession"), full, "checkout", true);
    }
    case "registration":
      return classAction.browse === null
        ? { kind: "note", label: t("rules.action.throughStudio") }
        : linkTo(classAction.browse, t("rules.action.throughStudio"), false, "browse");
    case "seasons": {
      // A row is where a family acts: its button registers on the studio's page, one tap from the schedule,
      // and falls back to the season's page here where the season has no registration link.
      const registerAt = (choice: SeasonChoice, label: string, full: boolean) =>
        choice.register ? linkTo(choice.register, label, full, "register") : linkTo(choice.href, label, full, "season");
      const waitlist = waitlistLink(classAction, locale);
      const registering = classAction.seasons.find((choice) => choice.button);
      if (waitlist && registering) return registerAt(registering, waitlist.label, true);
      // A per-session class fills date by date (spec 2.2 rule 4): a full session is full whatever the class's
      // count says, so where a season takes sign-ups now its row offers that season's waitlist, or says there is
      // none (never "Register" beside "Full"); a season not open yet or closed still says so, as for any row.
      if (!classAction.full && !showsClassSpots(cls) && isFull(session.capacity) && registering) {
        const withWaitlist = classAction.seasons.find((choice) => choice.button && choice.waitlist);
        return withWaitlist ? registerAt(withWaitlist, t("rules.action.joinWaitlist"), true) : { kind: "note", label: t("rules.action.noWaitlist") };
      }
      const season = classAction.seasons[0];
      if (season === undefined) return { kind: "note", label: t("rules.action.nextSeason") };
      if (classAction.full) return { kind: "note", label: t("rules.action.noWaitlist") };
      if (season.button) return registerAt(season, t("rules.action.registerFor", { season: season.name }), false);
      const label = season.note ? t("rules.action.seasonNote", { season: season.name, note: season.note }) : season.name;
      return linkTo(season.href, label, false, "season");
    }
    case "checkout": {
      if (showsClassSpots(cls)) return linkTo(classAction.href, classAction.label, classAction.full, "checkout");
      const own = safeUrl(session.links.checkout);
      const full = isFull(session.capacity);
      // A full session with no checkout of its own still keeps the class's link, worded as its waitlist (spec 2.2 rule 3).
      if (own === null) return linkTo(classAction.href, full ? unconfirmedWaitlist(locale) : classAction.label, full, "checkout");
      return linkTo(own, full ? unconfirmedWaitlist(locale) : t("rules.action.bookThisSession"), full, "checkout", true);
    }
  }
}
