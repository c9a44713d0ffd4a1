import { DEMO_SITE_URL, readSiteConfig, type SiteConfig, type SiteLocale } from "../config.ts";
import { firstDayOfWeek } from "../core/local-time.ts";
import { canonicalUrl } from "../page-rules/page-head.ts";
import type { SchedulePlan } from "../page-rules/schedule.ts";
import { underBase } from "./routes.ts";
import { siteAddress } from "./site-address.ts";
import { inlineHash } from "./page-policy.ts";

/**
 * A site in several languages (STUDIO_LOCALES) is one Astro build per language
 * (src/site/build-languages.ts): the first at the site's base, each other one with its
 * folder added to the base ("/es/"). The pages of every language come from the same
 * snapshot, so each page path exists in every language, and a page's other versions are
 * its path under each language's base; but the dated schedule pages, whose weeks start on
 * each locale's first day (`schedulePathIn`).
 */
export interface SiteLanguage extends SiteLocale {
  /** The base path its pages are built under, with a trailing slash: "/", "/es/", "/studio-site/es/". */
  readonly base: string;
}

const withSlash = (path: string): string => (path.endsWith("/") ? path : `${path}/`);

/** The site's languages, the first at the root of SITE_URL's path. */
export function siteLanguages(config: Pick<SiteConfig, "siteUrl" | "locales">): SiteLanguage[] {
  const root = siteAddress(config.siteUrl ?? DEMO_SITE_URL).base;
  return config.locales.map((locale) => ({ ...locale, base: locale.path === "" ? withSlash(root) : underBase(root, `/${locale.path}/`) }));
}

/**
 * The language a build is for, told by the base it is built under (Astro's BASE_URL). A
 * build under any other base (`astro dev`, a plain `astro build`) is the first language's.
 */
export function languageOfBase(languages: readonly SiteLanguage[], base: string | undefined): SiteLanguage {
  const wanted = withSlash(base ?? "/");
  return languages.find((language) => language.base === wanted) ?? languages[0]!;
}

/** A page's path within its language: "/es/classes/" in the Spanish build is "/classes/". */
export function pathInLanguage(language: SiteLanguage, pathname: string): string {
  return pathname.startsWith(language.base) ? `/${pathname.slice(language.base.length)}` : pathname;
}

export interface LanguageVersion {
  readonly language: SiteLanguage;
  /** The page's address in that language, under its base. */
  readonly href: string;
  readonly current: boolean;
}

/**
 * The not-found page's path as Astro renders it (it is written as 404.html). Hosts show it
 * at any missing address, so it has no versions to name: its switcher leads to each
 * language's home page, and it names no alternates (it is kept out of search results).
 */
const NOT_FOUND = "/404/";

/** A schedule page of a date: a week (`/schedule/<start>/`) or a crowded day (`/schedule/day/<date>/`). */
const DATED_SCHEDULE_PAGE = /^\/schedule\/(day\/)?(\d{4}-\d{2}-\d{2})\/$/;

/**
 * A dated schedule page in a language whose schedule is `plan`: the same page when that
 * language has it, else the page there that shows its date (weeks start on each locale's
 * first day, so a Sunday week page of en-US is no page of fr-FR, and a day has a page of
 * its own only in a crowded week). Any other path is the same in every language.
 */
export function schedulePathIn(plan: SchedulePlan, path: string): string {
  const match = DATED_SCHEDULE_PAGE.exec(path);
  if (!match) return path;
  const [, day, date] = match as unknown as [string, string | undefined, string];
  if (day && plan.dayPages.has(date)) return path;
  const index = plan.weekStarts.findLastIndex((start) => start <= date);
  return index <= 0 ? "/schedule/" : `/schedule/${plan.weekStarts[index]}/`;
}

/**
 * The page at `pathname` (in `current`'s build) in every language, the site's order;
 * with `plans` (each language's schedule by locale), a dated schedule page leads to the
 * page that shows its date there, never to one that language does not have.
 */
export function languageVersions(
  languages: readonly SiteLanguage[],
  current: SiteLanguage,
  pathname: string,
  plans?: ReadonlyMap<string, SchedulePlan>,
  available?: ReadonlySet<string>,
): LanguageVersion[] {
  const inLanguage = pathInLanguage(current, pathname);
  const path = inLanguage === NOT_FOUND ? "/" : inLanguage;
  return languages.map((language) => {
    const plan = language === current ? undefined : plans?.get(language.locale);
    // A page written in some languages only (an owner's page): the others lead to their home page.
    const there = available && language !== current && !available.has(language.locale) ? "/" : plan ? schedulePathIn(plan, path) : path;
    return { language, href: underBase(language.base, there), current: language === current };
  });
}

/** A dated schedule page is the same page in every language only when all their weeks start on one day. */
function sameInEveryLanguage(languages: readonly SiteLanguage[], path: string): boolean {
  if (!DATED_SCHEDULE_PAGE.test(path)) return true;
  return new Set(languages.map((language) => firstDayOfWeek(language.locale))).size === 1;
}

export interface Alternate {
  /** A BCP 47 locale, or "x-default" for the version shown when none fits (the first language's). */
  readonly hreflang: string;
  /** Absolute, as search engines want it. */
  readonly href: string;
}

/**
 * The `<link rel="alternate" hreflang>` set of a page, the same on every version of it (so
 * each version names the others and itself): every language, then x-default. None on a
 * site in one language, nor on the not-found page, nor on a dated schedule page whose
 * versions are not the same page.
 */
export function alternates(languages: readonly SiteLanguage[], current: SiteLanguage, pathname: string, site: URL | string, available?: ReadonlySet<string>): Alternate[] {
  const path = pathInLanguage(current, pathname);
  // A version that may not exist (a week page of languages whose weeks start on different days) is named nowhere.
  if (languages.length < 2 || path === NOT_FOUND || !sameInEveryLanguage(languages, path)) return [];
  // A page written in some languages only names those (an owner's page).
  const existing = available ? languages.filter((language) => available.has(language.locale)) : languages;
  if (existing.length < 2) return [];
  const versions = languageVersions(existing, current, pathname).map(({ language, href }) => ({ hreflang: language.locale, href: canonicalUrl(site, href) }));
  return [...versions, { hreflang: "x-default", href: versions[0]!.href }];
}

// See routes.ts: Astro's BASE_URL; none outside Astro and Vite.
const BASE_URL: string | undefined = import.meta.env ? import.meta.env.BASE_URL : undefined;

/** The site's languages and the one a build is for. */
export interface BuiltLanguages {
  readonly languages: readonly SiteLanguage[];
  readonly current: SiteLanguage;
}

/** The site's languages and the one this build is for (the site model reads them once per build). */
export function builtLanguages(): BuiltLanguages {
  const languages = siteLanguages(readSiteConfig());
  return { languages, current: languageOfBase(languages, BASE_URL) };
}

/**
 * A language's name in itself, as a switcher shows it ("English", "Español", "Français"),
 * from Intl's names, so a new language's messages bring their own. Two locales of one language are
 * told apart by their region: "Français (Canada)", "Français (France)".
 */
export function ownName(language: SiteLanguage, languages: readonly SiteLanguage[]): string {
  const subtag = new Intl.Locale(language.locale).language;
  const shared = languages.some((other) => other !== language && new Intl.Locale(other.locale).language === subtag);
  const name = new Intl.DisplayNames(language.locale, { type: "language", languageDisplay: "standard" }).of(shared ? language.locale : subtag) ?? language.locale;
  return name.charAt(0).toLocaleUpperCase(language.locale) + name.slice(1);
}

/**
 * The switcher's style (src/components/LanguageSwitcher.astro): inline, listed in the page
 * policy by its hash, on a site in several languages only. A component <style> would reach
 * every page's stylesheet, and change a site in one language.
 */
export const LANGUAGE_SWITCHER_STYLE = [
  // A thin row of its own above the brand and the navigation (first in the header, so focus follows the eye), at the end of the line.
  ".language-switcher{order:-1;flex:1 0 100%}",
  ".language-switcher ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--space-1);margin:0;padding:0;list-style:none}",
  ".language-switcher a{display:inline-flex;align-items:center;min-height:1.5rem;min-width:1.5rem;padding:0 var(--space-2);border-radius:var(--radius-small);color:var(--color-text);font-size:0.9rem;text-decoration:none}",
  ".language-switcher a:hover{background:var(--color-surface)}",
  ".language-switcher a[aria-current]{color:var(--color-link);text-decoration:underline;text-decoration-thickness:2px;text-underline-offset:0.35em}",
].join("");

/** Its CSP source, for the policy of every page that carries it. */
export const LANGUAGE_SWITCHER_STYLE_HASH = inlineHash(LANGUAGE_SWITCHER_STYLE);
