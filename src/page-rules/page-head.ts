import { parseHttpUrl } from "../api/http-url.ts";
import { InputError } from "../core/input-error.ts";
import { messagesFor } from "../i18n/messages.ts";
import { socialTags, type MetaTag } from "./social-tags.ts";
import { plainLine } from "./plain-line.ts";
import { cutText } from "./text.ts";

export interface PageHeadInput {
  /** The page's own name ("Ballet I", "Memberships") as its heading shows it (plain text); null on the home page. */
  readonly page: string | null;
  /** As the pages show it (plain text already, not read as markup again). */
  readonly studioName: string;
  /** The record's description as its page shows it (plain text, read once: not read as markup again); null or "" when none. */
  readonly description: string | null | undefined;
  /**
   * The page's own plain sentence, unique to the page: the description when the record
   * has none, and its continuation when the record's is short (see `metaDescription`).
   */
  readonly fallbackDescription: string;
  /** The site's public address: Astro's `site` (SITE_URL). */
  readonly site: string | URL;
  /** The page's path: `Astro.url.pathname`. */
  readonly pathname: string;
  /** STUDIO_LOCALE. */
  readonly locale: string;
  /** The record's featured image as the API gave it; used only when it is http(s). */
  readonly image?: string | null;
}

/** What a page's `<head>` says about it (`headTags`). */
export interface HeadTags {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** Open Graph (`property`) and Twitter (`name`) tags, in order. */
  readonly meta: readonly MetaTag[];
}

/** Everything a page's `<head>` says about it to search engines and link previews. */
export function headTags(input: PageHeadInput): HeadTags {
  const title = pageTitle(input.page, input.studioName, input.locale);
  const description = metaDescription(input.description, input.fallbackDescription);
  const canonical = canonicalUrl(input.site, input.pathname);
  const meta = socialTags({
    title,
    description,
    url: canonical,
    siteName: pageTitle(null, input.studioName, input.locale),
    locale: input.locale,
    image: input.image,
    imageAlt: input.page,
  });
  return { title, description, canonical, meta };
}

/** Between the page's own name and the studio's: "Ballet I · Demo Dance Studio". */
export const TITLE_SEPARATOR = " · ";

/**
 * A page's `<title>`: "<Page> · <Studio>". The home page (no page name, or one that is
 * the studio's own name) is titled with the studio's name alone, so no title repeats it.
 * A studio with no name is "Class schedule" in `locale`'s language.
 */
export function pageTitle(page: string | null | undefined, studioName: string, locale: string): string {
  const studio = plainLine(studioName) || messagesFor(locale).t("rules.head.defaultTitle");
  const name = plainLine(page);
  if (name === "" || name === studio) return studio;
  return `${name}${TITLE_SEPARATOR}${studio}`;
}

/** Search engines show roughly this many characters of a description before cutting it themselves. */
export const META_DESCRIPTION_MAX_LENGTH = 155;

/**
 * Below this many characters a record's own description says too little on its own
 * ("Weekly classes."): the page's sentence follows it, so the snippet still names the
 * page and says what is on it (and two records with the same short text do not share
 * a description).
 */
export const META_DESCRIPTION_MIN_LENGTH = 70;

const asSentence = (text: string): string => (/[.!?…:;]$/.test(text) ? text : `${text}.`);

/**
 * A `<meta name="description">` from a record's own description (plain text, as its page
 * shows it): whitespace collapsed to single spaces, and cut at a word boundary with an
 * ellipsis so it never ends mid-word. `pageSentence` (plain text the page wrote, such as
 * "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00.") stands in when
 * the record has no description, follows a short one, and is cut the same way.
 */
export function metaDescription(
  description: string | null | undefined,
  pageSentence: string,
  maxLength: number = META_DESCRIPTION_MAX_LENGTH,
): string {
  // Both are plain text already: cut, not read as markup again.
  const own = cutText(description ?? "", maxLength).trim();
  if (own === "") return cutText(pageSentence, maxLength);
  if ([...own].length >= META_DESCRIPTION_MIN_LENGTH) return own;
  return cutText(`${asSentence(own)} ${pageSentence}`, maxLength).trim();
}

/** The last path segment names a file ("calendar.ics", "sitemap-index.xml"): no slash is added after it. */
const FILE_SEGMENT = /\/[^/]+\.[a-z0-9]+$/i;


/**
 * The page's canonical address on the site's public origin (SITE_URL, Astro's `site`),
 * whatever host served the build: the same path, no query or fragment, and a trailing
 * slash as every page route has (astro.config: `trailingSlash: "always"`).
 * `pathname` is the page's path from the site root, such as `Astro.url.pathname`.
 */
export function canonicalUrl(site: string | URL, pathname: string): string {
  const origin = parseHttpUrl(String(site))?.origin ?? null;
  if (origin === null) {
    throw new InputError("invalid_site_url", `Expected the site's public address as an http(s) URL, got ${JSON.stringify(String(site))}. Set SITE_URL, for example https://schedule.example.com.`);
  }
  const path = pathname.split(/[?#]/)[0] ?? "";
  const url = new URL(path.startsWith("/") ? path : `/${path}`, origin);
  if (!url.pathname.endsWith("/") && !FILE_SEGMENT.test(url.pathname)) url.pathname = `${url.pathname}/`;
  return url.href;
}

/**
 * robots.txt: every page may be crawled, and the sitemap's absolute URL is named so
 * crawlers find every page (robots.txt wants an absolute URL there). The 404 page keeps
 * itself out of results with its own `noindex`; blocking it here would hide that tag.
 */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
