import { oneLine, plainName, plainText } from "../page-rules/text.ts";

/** What `translateSnapshot` found, for the page language's translation file. */
export interface StudioWords {
  /** The API's language, as the file says ("en"). */
  readonly source: string;
  readonly untranslated: ReadonlySet<string>;
  readonly translated: ReadonlySet<string>;
}

/**
 * `SiteModel.studioLang`: the API's language for a text of the studio's the page shows
 * untranslated, in any of the forms the views show it in (a name as `plainName` gives it, a
 * line as `oneLine`), so `lang` marks it; undefined for the page's own words, and for a text
 * that is both (a translation that kept the word, "Yoga"): the page's language is then as right.
 */
export function studioLanguage(words: StudioWords | null): (text: string | null | undefined) => string | undefined {
  if (words === null) return () => undefined;
  const forms = (texts: ReadonlySet<string>) => new Set([...texts].flatMap((text) => [text, plainName(text), oneLine(text), plainText(text).trim()]));
  const untranslated = forms(words.untranslated);
  const translated = forms(words.translated);
  return (text) => (text != null && untranslated.has(text) && !translated.has(text) ? words.source : undefined);
}
