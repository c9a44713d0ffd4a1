import { uniqueById } from "../api/records-by-id.ts";
import { assignSlugs } from "../page-rules/slugs.ts";
import { studioCurrency } from "../page-rules/structured-data/offers.ts";
import { plainText } from "../page-rules/text.ts";
import { studioClock, studioToday, type StudioClock } from "../core/local-time.ts";
import type { Snapshot } from "../snapshot/snapshot.ts";
import { messagesFor, type Messages } from "../i18n/messages.ts";
import { scriptWords, type ScriptWords } from "./script-words.ts";

/**
 * What every view builder needs besides the records: the studio's clock, locale, words and
 * slugs. One per build (`buildSiteModel`): what it remembers (the clock's resolved local
 * times) lives as long as that build's site model and is seen by no other build or test.
 */
export interface ViewContext {
  /** Pages carry the live layer's hooks (STUDIO_PUBLIC_KEY is set). */
  readonly live: boolean;
  readonly locale: string;
  /** The interface's words and formats in `locale` (src/i18n). */
  readonly messages: Messages;
  /**
   * The currency of the prices the API gives in cents only (`studioCurrency`): STUDIO_CURRENCY,
   * else the membership prices' one currency; null when unknown.
   */
  readonly currency: string | null;
  readonly timeZone: string;
  /** The studio's clock for this build: local times resolved to instants, each once. */
  readonly clock: StudioClock;
  /** The browser scripts' words (spots, live notes, the filter's sentences) in `locale`, made once for this build. */
  readonly words: ScriptWords;
  /** Build time. */
  readonly now: Date;
  /** The studio's local date at `now`. */
  readonly today: string;
  /** `SiteModel.studioLang`: the language to mark a studio text with, when not the page's. */
  readonly studioLang: (text: string | null | undefined) => string | undefined;
  readonly slugs: {
    readonly classes: ReadonlyMap<string, string>;
    readonly categories: ReadonlyMap<string, string>;
    readonly locations: ReadonlyMap<string, string>;
    readonly seasons: ReadonlyMap<string, string>;
    readonly memberships: ReadonlyMap<string, string>;
    readonly trials: ReadonlyMap<string, string>;
    readonly services: ReadonlyMap<string, string>;
  };
}

/**
 * Records by id, first one wins (a duplicated id must not give two pages), named as
 * the pages show them: slugs follow the visible name, not markup a studio pasted in.
 */
function slugNames(records: readonly { id: string; name: string }[]): { id: string; name: string }[] {
  return uniqueById(records).map((record) => ({ id: record.id, name: plainText(record.name) }));
}

/** A page language's translation of the studio's words (issue 32), as the view context takes it. */
export interface StudioWordsContext {
  /**
   * The snapshot in the API's words: the pages' addresses come from its names, so a class has one
   * address in every language and the language switcher and `hreflang` find it.
   */
  readonly slugsFrom: Snapshot;
  readonly studioLang: (text: string | null | undefined) => string | undefined;
}

/** `currency`: STUDIO_CURRENCY, or null to take the membership prices' one currency. `words`: the page language's translation, if any. */
export function createViewContext(snapshot: Snapshot, locale: string, now: Date, live = false, currency: string | null = null, words: StudioWordsContext | null = null): ViewContext {
  const named = words?.slugsFrom ?? snapshot;
  const categoryRefs = [
    ...named.categories,
    ...named.classes.flatMap((cls) => (cls.category ? [cls.category] : [])),
  ];
  const locationRefs = [
    ...named.locations,
    ...named.classes.flatMap((cls) => (cls.location ? [cls.location] : [])),
  ];
  return {
    live,
    locale,
    messages: messagesFor(locale),
    currency: studioCurrency(currency, snapshot),
    timeZone: snapshot.timezone,
    clock: studioClock(snapshot.timezone),
    words: scriptWords(locale),
    now,
    today: studioToday(now, snapshot.timezone),
    studioLang: words?.studioLang ?? (() => undefined),
    slugs: {
      classes: assignSlugs(slugNames(named.classes), "class"),
      categories: assignSlugs(slugNames(categoryRefs), "category"),
      locations: assignSlugs(slugNames(locationRefs), "location"),
      // The studio's own season slug reads best in a URL; it is still made safe here.
      seasons: assignSlugs(
        slugNames(named.registrations.map((season) => ({ id: season.id, name: season.slug || season.name }))),
        "season",
      ),
      memberships: assignSlugs(slugNames(named.membership_types), "membership"),
      trials: assignSlugs(slugNames(named.trial_classes), "trial"),
      services: assignSlugs(slugNames(named.appointment_services), "service"),
    },
  };
}
