import { builtLanguages, type SiteLanguage } from "./site-languages.ts";

/**
 * Pages the owner adds (README, "Make it yours": `/about/`), in the languages the owner
 * writes them in, named as the settings file names languages: a language ("es") or a locale
 * ("es-US"). A page is built in the site's languages it has a version for, and only in
 * those: never an English page copied into /es/ under lang="es-US".
 */
export type OwnVersions<T> = Readonly<Record<string, T>>;

/** The version for `locale`: its own ("es-US"), else its language's ("es"). */
export function versionKey(versions: OwnVersions<unknown>, locale: string): string | null {
  const keys = Object.keys(versions);
  const language = new Intl.Locale(locale).language;
  return keys.find((key) => key.toLowerCase() === locale.toLowerCase()) ?? keys.find((key) => key.toLowerCase() === language) ?? null;
}

/** The site's locales the page has a version for. */
export function ownPageLocales(versions: OwnVersions<unknown>, languages: readonly SiteLanguage[]): string[] {
  return languages.filter((language) => versionKey(versions, language.locale) !== null).map((language) => language.locale);
}

/**
 * The page's `getStaticPaths` for a `src/pages/<name>/[...index].astro` file: `/<name>/`
 * in the build of a language it has a version for, nothing in any other.
 */
export function ownPagePaths(versions: OwnVersions<unknown>, built = builtLanguages()): { params: { index: undefined } }[] {
  return versionKey(versions, built.current.locale) === null ? [] : [{ params: { index: undefined } }];
}
