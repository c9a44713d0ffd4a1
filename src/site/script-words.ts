import { OLDEST_AGE, type FilterWords } from "../page-rules/class-filters.ts";
import type { AsOfWords, LiveWords, PartlyLive, SpotsWords } from "../core/classes.ts";
import { messagesFor, type Messages } from "../i18n/messages.ts";
import { slot } from "../i18n/page-messages.ts";
import type { SearchWords } from "../page-rules/site-search.ts";

/**
 * The words the rules shared with the browser scripts take (spots, live notes, the
 * filter's sentences), made here from the interface messages at build time, once per build
 * (`scriptWords`, held by the view context and the site model). The page carries them
 * as JSON for its scripts, so a phone gets its page's language without the interface messages or
 * intl-messageformat: nothing a browser script imports may import this module.
 */

export function spotsWords(locale: string): SpotsWords {
  const messages = messagesFor(locale);
  return { locale, full: messages.t("core.full"), spotsLeft: messages.forPage("core.spotsLeft", "count") };
}

function partly(messages: Messages, key: "core.updatedPartly" | "core.updatedPartlyLastUpdate"): Record<PartlyLive, string> {
  const values = (which: PartlyLive) => messages.t(key, { which, now: slot("now"), asOf: slot("asOf") });
  return { sessions: values("sessions"), later: values("later"), some: values("some") };
}

export function asOfWords(locale: string): AsOfWords {
  const messages = messagesFor(locale);
  return { locale, spotsAsOf: messages.t("core.spotsAsOf", { when: slot("when") }), spotsAsOfLastUpdate: messages.t("core.spotsAsOfLastUpdate") };
}

export function liveWords(locale: string): LiveWords {
  const messages = messagesFor(locale);
  return {
    ...spotsWords(locale),
    updatedJustNow: messages.t("core.updatedJustNow", { time: slot("time"), zone: slot("zone") }),
    updatedPartly: partly(messages, "core.updatedPartly"),
    updatedPartlyLastUpdate: partly(messages, "core.updatedPartlyLastUpdate"),
  };
}

/** What a filtered list holds: class cards, or session rows. */
export type FilterNoun = "classes" | "sessions";

export function filterWords(locale: string, noun: FilterNoun): FilterWords {
  const messages = messagesFor(locale);
  const showing = (rest: string) => messages.forPage("filter.showing", "count", { noun, shown: slot("shown"), rest });
  return {
    locale,
    showing: showing("."),
    showingAnyAge: showing(messages.t("filter.anyAge")),
    showingFor: showing(messages.t("filter.forWhom", { forWhom: slot("forWhom") })),
    showingSplit: showing(messages.t("filter.split", { fitting: slot("fitting"), forWhom: slot("forWhom"), unknown: slot("unknown") })),
    thatGiveNoAge: messages.forPage("filter.thatGiveNoAge", "count"),
    moreWithoutAge: messages.forPage("filter.moreWithoutAge", "count", { noun }),
    forAge: messages.t("filter.forAge", { age: slot("age") }),
    forBorn: messages.t("filter.forBorn", { date: slot("date") }),
    ageProblem: messages.t("filter.ageProblem", { oldest: OLDEST_AGE }),
    removeChip: messages.t("filter.removeChip", { label: slot("label") }),
  };
}

export function searchWords(locale: string): SearchWords {
  const messages = messagesFor(locale);
  return { locale, label: messages.t("page.search.label"), count: messages.forPage("page.search.count", "count") };
}

/** Every script's words in one locale, made once per build (the site model's `words`): every row and page with a script reads these. */
export interface ScriptWords {
  readonly spots: SpotsWords;
  readonly live: LiveWords;
  readonly asOf: AsOfWords;
  readonly filter: Readonly<Record<FilterNoun, FilterWords>>;
  readonly search: SearchWords;
}

export function scriptWords(locale: string): ScriptWords {
  return {
    spots: spotsWords(locale),
    live: liveWords(locale),
    asOf: asOfWords(locale),
    filter: { classes: filterWords(locale, "classes"), sessions: filterWords(locale, "sessions") },
    search: searchWords(locale),
  };
}

/** The planner's sentences on /plan/, each with the slots its script fills (`{name}`, `{class}` …): the page carries them for src/components/planner-client.ts. */
export function planWords(locale: string): Readonly<Record<string, string>> {
  const { t } = messagesFor(locale);
  const name = slot("name");
  const cls = slot("class");
  return {
    privacy: t("page.plan.privacy"),
    children: t("page.plan.children"),
    childName: t("page.plan.childName"),
    childAge: t("page.plan.childAge"),
    childBorn: t("page.plan.childBorn"),
    addChild: t("page.plan.addChild"),
    removeChild: t("page.plan.removeChild", { name }),
    childNumber: t("page.plan.childNumber", { number: slot("number") }),
    mostChildren: t("page.plan.mostChildren", { count: 8 }),
    free: t("page.plan.free"),
    freeHint: t("page.plan.freeHint"),
    freeFor: t("page.plan.freeFor"),
    everyone: t("page.plan.everyone"),
    freeDays: t("page.plan.freeDays"),
    freeFrom: t("page.plan.freeFrom"),
    freeUntil: t("page.plan.freeUntil"),
    addFree: t("page.plan.addFree"),
    removeFree: t("page.plan.removeFree"),
    suggestions: t("page.plan.suggestions", { name }),
    noSuggestions: t("page.plan.noSuggestions", { name }),
    addFor: t("page.plan.addFor", { name }),
    remove: t("page.plan.remove", { class: cls, name }),
    forWhich: t("page.plan.forWhich", { class: cls }),
    addChildFirst: t("page.plan.addChildFirst", { class: cls }),
    week: t("page.plan.week"),
    weekEmpty: t("page.plan.weekEmpty"),
    warnings: t("page.plan.warnings"),
    clash: t("page.plan.clash", { name, first: slot("first"), second: slot("second"), date: slot("date") }),
    household: t("page.plan.household", { first: slot("first"), firstName: slot("firstName"), second: slot("second"), secondName: slot("secondName"), date: slot("date") }),
    tight: t("page.plan.tight", { minutes: slot("minutes"), first: slot("first"), second: slot("second"), date: slot("date") }),
    transfer: t("page.plan.transfer"),
    outOfAge: t("page.plan.outOfAge", { name, class: cls, ages: slot("ages") }),
    outOfAgeNamed: t("page.plan.outOfAgeNamed", { name, class: cls }),
    full: t("page.plan.full", { class: cls, spots: slot("spots") }),
    invitation: t("page.plan.invitation", { class: cls }),
    closed: t("page.plan.closed", { class: cls }),
    gone: t("page.plan.gone"),
    cost: t("page.plan.cost"),
    estimate: t("page.plan.estimate"),
    perMonth: t("page.plan.perMonth", { amount: slot("amount") }),
    once: t("page.plan.once", { amount: slot("amount") }),
    total: t("page.plan.total"),
    seasonItems: t("page.plan.seasonItems", { season: slot("season") }),
    priceOnRegistration: t("page.season.priceOnRegistration"),
    nextSteps: t("page.plan.nextSteps"),
    stepFor: t("page.plan.stepFor", { action: slot("action"), class: cls, name }),
    takeAlong: t("page.plan.takeAlong"),
    shareNames: t("page.plan.shareNames"),
    copyLink: t("page.plan.copyLink"),
    copied: t("page.plan.copied"),
    print: t("page.plan.print"),
    calendar: t("page.plan.calendar"),
    clear: t("page.plan.clear"),
    cleared: t("page.plan.cleared"),
    shared: t("page.plan.shared"),
    sharedKept: t("page.plan.sharedKept"),
    added: t("page.plan.added", { class: cls, name }),
    seeWeek: t("page.plan.seeWeek"),
    undo: t("page.plan.undo"),
    fullDate: t("page.plan.fullDate", { class: cls, date: slot("date") }),
    outsideFree: t("page.plan.outsideFree", { class: cls, date: slot("date"), name }),
    ageFirst: t("page.plan.ageFirst", { name }),
    more: t("page.plan.more", { name }),
    planned: t("page.plan.planned"),
    trialStart: t("page.plan.trialStart"),
    weekdays: t("filter.weekdays"),
    removed: t("page.plan.removed", { class: cls, name }),
    removedChild: t("page.plan.removedChild", { name }),
    restored: t("page.plan.restored"),
  };
}
