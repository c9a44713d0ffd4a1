import type { MessageKey, Messages } from "../i18n/messages.ts";
import { plainName } from "./text.ts";

/** The word for a record with no name, by what it is: one message key each. */
const UNNAMED = {
  studio: "rules.unnamed.studio",
  class: "rules.unnamed.class",
  category: "rules.unnamed.category",
  location: "rules.unnamed.location",
  season: "rules.unnamed.season",
  options: "rules.unnamed.options",
  membership: "rules.unnamed.membership",
  price: "rules.unnamed.price",
  trial: "rules.unnamed.trial",
  appointment: "rules.unnamed.appointment",
} as const satisfies Record<string, MessageKey>;

export type NamedKind = keyof typeof UNNAMED;

/**
 * A record's name as every output shows it: the studio's text without markup or control
 * characters, on one line, or, when nothing is left (a blank name, or markup alone), the word for what it is
 * ("Class", "Location") in the site's language. The one name rule: the entries of the site
 * model decide each name once with it, and the pages, rows, structured data and calendar
 * feeds show that name (test/layers.test.ts keeps the rule there).
 */
export function displayName(raw: string | null | undefined, kind: NamedKind, messages: Messages): string {
  return plainName(raw) || messages.t(UNNAMED[kind]);
}

/**
 * The ages to say beside a name: none when the name says them already ("Ballet I (Ages 5–7)"
 * beside "Ages 5–7" would say them twice). One rule for a trial's card, the planner's lines and
 * its age warning.
 */
export function agesBesideName(name: string, ages: string | null): string | null {
  return ages !== null && !name.includes(ages) ? ages : null;
}
