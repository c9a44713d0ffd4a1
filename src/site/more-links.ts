import { itemTokens } from "../page-rules/class-filters.ts";
import type { Messages } from "../i18n/messages.ts";
import type { PageMessage } from "../i18n/page-messages.ts";
import type { SessionView } from "./class-views.ts";

/**
 * A link to the rest of a list a page shows only part of: "3 more today" under the home
 * page's glance, "See 84 classes" for a crowded day of the schedule. Its count is of
 * sessions the page does not show, so the filter cannot count them from the rows: the link
 * carries their filter tokens, and the filter recounts it (src/components/class-filter-client.ts)
 * and keeps its choice in the link, so a family who asked for Saturday mornings for a
 * six-year-old reads how many of those there are and lands on them.
 */
export interface MoreLink {
  readonly href: string;
  readonly count: number;
  /** The link's words for `count` ("3 more today"). */
  readonly text: string;
  /** The same words for any count (`PageMessage`: a text per plural category, `{#}` the count), for the filter's recount. */
  readonly words: PageMessage;
  /** Its words when the page cannot count what a filter keeps ("More on the schedule"). */
  readonly uncounted: string;
  /** The rest's filter tokens (`itemTokens`); null when there are more than a page carries (`REST_TOKENS_UP_TO`). */
  readonly rest: string | null;
}

/**
 * A page carries the tokens of at most this many sessions per link (about 40 bytes each): a
 * small studio's rest of a day, every time. A 400-class studio's day (about 90 sessions)
 * would add kilobytes to every week: past this, a filtered page says "More on the schedule"
 * with the filter in the link, and no number it cannot stand behind.
 */
export const REST_TOKENS_UP_TO = 40;

/** The words of a count link, for a count and for any count. */
export interface CountWords {
  readonly text: (count: number) => string;
  readonly words: PageMessage;
  readonly uncounted: string;
}

/** A message with a `count` argument as count words (`Messages.forPage`). */
export function countWords(messages: Messages, key: Parameters<Messages["t"]>[0], uncounted: Parameters<Messages["t"]>[0]): CountWords {
  return { text: (count) => messages.t(key, { count }), words: messages.forPage(key, "count"), uncounted: messages.t(uncounted) };
}

/** The link to `rest`, the sessions a page leaves out; null when it leaves none out. */
export function moreLink(rest: readonly SessionView[], href: string, words: CountWords): MoreLink | null {
  if (rest.length === 0) return null;
  return {
    href,
    count: rest.length,
    text: words.text(rest.length),
    words: words.words,
    uncounted: words.uncounted,
    rest: rest.length > REST_TOKENS_UP_TO ? null : itemTokens(rest.map((session) => session.filterable)),
  };
}
