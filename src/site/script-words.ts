import { OLDEST_AGE, type FilterWords } from "../page-rules/class-filters.ts";
import type { AsOfWords, LiveWords, PartlyLive, SpotsWords } from "../core/classes.ts";
import { messagesFor, type Messages } from "../i18n/messages.ts";
import { slot } from "../i18n/page-messages.ts";

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

/** Every script's words in one locale, made once per build (the site model's `words`): every row and page with a script reads these. */
export interface ScriptWords {
  readonly spots: SpotsWords;
  readonly live: LiveWords;
  readonly asOf: AsOfWords;
  readonly filter: Readonly<Record<FilterNoun, FilterWords>>;
}

export function scriptWords(locale: string): ScriptWords {
  return {
    spots: spotsWords(locale),
    live: liveWords(locale),
    asOf: asOfWords(locale),
    filter: { classes: filterWords(locale, "classes"), sessions: filterWords(locale, "sessions") },
  };
}
