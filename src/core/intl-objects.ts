import { keptOrMade } from "./once-per.ts";

/**
 * The Intl objects a build formats with, each made once per locale and options and kept for
 * the process: making one costs a hundred times what using one does (docs/build-speed.md),
 * and a build formats tens of thousands of times, so they are kept. They hold no answer of
 * their own, so nothing one build or test asks can change what another sees; a formatted
 * string costs about as much to keep as to make again, so none is kept.
 * This is the one place in src/core that keeps values across builds (test/layers.test.ts);
 * `key` names the options, so no options object is serialised on every call.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const collators = new Map<string, Intl.Collator>();
const locales = new Map<string, Intl.Locale>();

/** `new Intl.DateTimeFormat(locale, options)`, kept under (locale, key); `key` must name every option that varies. */
export function dateTimeFormat(locale: string, key: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptOrMade(dateTimeFormats, `${locale}\u0000${key}`, () => new Intl.DateTimeFormat(locale, options()));
}

/** `new Intl.NumberFormat(locale, options)`, kept under (locale, key). */
export function numberFormat(locale: string, key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  return keptOrMade(numberFormats, `${locale}\u0000${key}`, () => new Intl.NumberFormat(locale, options()));
}

/** `new Intl.ListFormat(locale, options)`, kept under (locale, key). */
export function listFormat(locale: string, key: string, options: () => Intl.ListFormatOptions): Intl.ListFormat {
  return keptOrMade(listFormats, `${locale}\u0000${key}`, () => new Intl.ListFormat(locale, options()));
}

/** The locale's collator for sorting (`nameOrder`). */
export function sortCollator(locale: string): Intl.Collator {
  return keptOrMade(collators, locale, () => new Intl.Collator(locale, { usage: "sort" }));
}

/** `new Intl.Locale(locale)`: its week and region (`firstDayOfWeek`), its parts for Open Graph. */
export function intlLocale(locale: string): Intl.Locale {
  return keptOrMade(locales, locale, () => new Intl.Locale(locale));
}
