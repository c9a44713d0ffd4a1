import { canonicalUrl } from "./canonical-url.ts";
import { metaDescription } from "./meta-description.ts";
import { pageTitle } from "./page-title.ts";
import { socialTags, type MetaTag } from "./social-tags.ts";

export interface PageHeadInput {
  /** The page's own name ("Ballet I", "Memberships"); null on the home page. */
  readonly page: string | null;
  readonly studioName: string;
  /** The record's description as the API gave it (markup is dropped here); null when none. */
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

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** Open Graph (`property`) and Twitter (`name`) tags, in order. */
  readonly meta: readonly MetaTag[];
}

/** Everything a page's `<head>` says about it to search engines and link previews. */
export function pageHead(input: PageHeadInput): PageHead {
  const title = pageTitle(input.page, input.studioName);
  const description = metaDescription(input.description, input.fallbackDescription);
  const canonical = canonicalUrl(input.site, input.pathname);
  const meta = socialTags({
    title,
    description,
    url: canonical,
    siteName: pageTitle(null, input.studioName),
    locale: input.locale,
    image: input.image,
    imageAlt: input.page,
  });
  return { title, description, canonical, meta };
}
