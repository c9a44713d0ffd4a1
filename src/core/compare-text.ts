import { sortCollator } from "./intl-objects.ts";

/**
 * Plain code-unit order for strings: the same on every machine, where `localeCompare`
 * follows the machine's ICU version and default locale. For orders that must be
 * reproducible and are not read as words (times, dates, ids, codes, slugs, calendar UIDs,
 * the snapshot and the change report), and as the tie-break of `nameOrder`.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of names people read, in the site's language: its `Intl.Collator` ("Ñ" after
 * "N" in Spanish, "Ä" with "A" in English), then code units, so names the collator
 * calls equal ("a" and "a" with a combining mark it ignores, or the same name twice
 * with different spaces) still have one order. Never the build machine's locale: a
 * bare `localeCompare` follows LANG, and Danish sorts "Aa" after "Z".
 */
export function nameOrder(locale: string): (a: string, b: string) => number {
  const { compare } = sortCollator(locale);
  return (a, b) => compare(a, b) || compareText(a, b);
}
