import { addable, encodeSessions, type Access, type PlanClass, type PlanDataFile, type PlanState, type PlanSeason, type PlanSession, type PlanTrial } from "../page-rules/plan-data.ts";
import type { CallToAction } from "../page-rules/call-to-action.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ClassView } from "./class-views.ts";
import type { TrialView } from "./offer-views.ts";
import type { SiteModel } from "./site-model.ts";

/**
 * The family planner's data file (`/plan/data.json`), written from the site model's decided
 * facts: each class's ages, start, place, weekly lines, price with its charge, spots and
 * call to action, and its upcoming sessions (`ClassView.sessions`: the ones its rows list,
 * cancelled ones marked), so the planner tells a family what the class page tells them.
 */

/** What a family can do about a class now, from its decided call to action: the planner's rule and the class page's "Add to plan". */
export function planAccess(action: CallToAction): Access {
  switch (action.kind) {
    case "invitation":
      return "invitation";
    case "unavailable":
      return "unavailable";
    case "registration":
      return action.browse ? "open" : "unavailable";
    case "checkout":
      return action.full ? "full" : "open";
    case "seasons": {
      // The season accepting sign-ups now comes first (`seasonalCallToAction`); its items come with the sign-up.
      const season = action.seasons[0];
      if (!season) return "closed";
      return !(season.button && season.register !== null) ? "closed" : action.full ? "full" : "open";
    }
  }
}

/** Whether a class page offers "Add to plan": never for a class by invitation only or with nothing to act on. */
export function addableToPlan(action: CallToAction): boolean {
  return addable(planAccess(action));
}

/** What a family can do now and where, from the class's decided call to action. */
function accessOf(action: CallToAction, messages: Messages): PlanState & { season: string | null } {
  const access = planAccess(action);
  switch (action.kind) {
    case "invitation":
    case "unavailable":
      return { access, next: null, season: null };
    case "registration":
      return { access, next: action.browse ? { href: action.browse, label: messages.t("page.plan.seeRegistration") } : null, season: null };
    case "checkout":
      return { access, next: { href: action.href, label: action.label }, season: null };
    case "seasons": {
      const season = action.seasons[0];
      if (!season) return { access, next: null, season: null };
      const open = season.button && season.register !== null;
      return { access, next: { href: open ? season.register! : season.href, label: messages.t("page.plan.registerFor", { season: season.name }) }, season: season.href };
    }
  }
}

/**
 * With live spots on, the state the class page switches to when the live answer says otherwise
 * than the build (`PlanClass.liveWhenFull`, `liveWhenOpen`): only what differs from the built one,
 * since most switches change a label or the access alone and the data file has a budget.
 */
function liveSwitch(cls: ClassView, built: PlanState, messages: Messages): Pick<PlanClass, "liveWhenFull" | "liveWhenOpen"> {
  const actions = cls.live?.actions;
  if (!actions) return {};
  const { access, next } = accessOf(cls.full ? actions.open : actions.full, messages);
  const other: Partial<PlanState> = {
    ...(access !== built.access && { access }),
    ...(JSON.stringify(next) !== JSON.stringify(built.next) && { next }),
  };
  if (Object.keys(other).length === 0) return {};
  return cls.full ? { liveWhenOpen: other } : { liveWhenFull: other };
}

function planSessions(cls: ClassView): PlanSession[] {
  return cls.sessions.map((session) => ({
    date: session.date,
    start: session.start?.iso ?? null,
    end: session.end?.iso ?? null,
    cancelled: session.cancelled,
    full: cls.dropIn && session.full,
  }));
}

/** The seasons some class is signed up through, each with what comes with every sign-up there, once. */
function planSeasons(classes: readonly ClassView[]): PlanSeason[] {
  const seasons = new Map<string, PlanSeason>();
  for (const cls of classes) {
    for (const requirement of cls.withEverySignUp) {
      if (seasons.has(requirement.href)) continue;
      seasons.set(requirement.href, {
        key: requirement.href,
        name: requirement.season,
        href: requirement.href,
        items: requirement.items.map((item) => ({ name: item.variant ? `${item.name} (${item.variant})` : item.name, price: item.price, charge: item.charge, classId: item.classId })),
      });
    }
  }
  return [...seasons.values()];
}

/**
 * The class a trial can be planned as, or null: a trial of a class with a page here that can be
 * planned, with a date to start on and a link to start it. One rule for its card's "Add to plan"
 * on /trials/ and the planner's data.
 */
export function plannableTrial(trial: TrialView, classes: readonly ClassView[]): ClassView | null {
  const cls = trial.attends ? classes.find((candidate) => candidate.id === trial.attends!.id) : undefined;
  return cls && addableToPlan(cls.action) && trial.startDates.length > 0 && trial.action?.kind === "start" ? cls : null;
}

/** The trials a family can plan (`plannableTrial`). */
function planTrials(model: SiteModel): PlanTrial[] {
  return model.trials.flatMap((trial) => {
    const cls = plannableTrial(trial, model.classes);
    if (!cls || trial.action?.kind !== "start") return [];
    return [{
      id: trial.id,
      name: trial.name,
      nameLang: model.studioLang(trial.name),
      href: trial.href,
      classId: cls.id,
      price: trial.price,
      charge: { kind: "once", cents: trial.priceCents },
      sessions: trial.sessionCount,
      starts: trial.startDates,
      next: { href: trial.action.href, label: trial.action.label },
    }];
  });
}

export function plannerData(model: SiteModel): PlanDataFile {
  return {
    version: 1,
    live: model.live !== null,
    today: model.today,
    locale: model.locale,
    currency: model.currency,
    spotsAsOf: model.spotsAsOf,
    classes: model.classes.map((cls) => {
      const { access, next, season } = accessOf(cls.action, model.messages);
      return {
        id: cls.id,
        name: cls.name,
        nameLang: model.studioLang(cls.name),
        href: cls.href,
        ageRange: cls.filterable.ageRange,
        ages: cls.ageRange,
        start: cls.filterable.start,
        place: cls.place?.name ?? null,
        placeLang: model.studioLang(cls.place?.name),
        placeHref: cls.location?.detailsHref ?? null,
        when: cls.when.map((line) => `${line.days} · ${line.time}`),
        price: cls.price,
        charge: cls.charge,
        spots: cls.spots,
        access,
        next,
        ...liveSwitch(cls, { access, next }, model.messages),
        season: season !== null && cls.withEverySignUp.some((requirement) => requirement.href === season) ? season : null,
        dropIn: cls.dropIn,
        sessions: encodeSessions(planSessions(cls)),
      };
    }),
    seasons: planSeasons(model.classes),
    trials: planTrials(model),
  };
}
