import { intlLocale } from "../core/intl-objects.ts";
import { safeUrl } from "./safe-values.ts";
import { plainLine } from "./plain-line.ts";

/** One `<meta>` tag: Open Graph uses `property`, Twitter cards use `name`. */
export interface MetaTag {
  readonly attribute: "property" | "name";
  readonly key: string;
  readonly content: string;
}

export interface SocialCardInput {
  /** The page's full title, as in `<title>` (`pageTitle`). */
  readonly title: string;
  /** The page's meta description (`metaDescription`). */
  readonly description: string;
  /** The page's canonical URL (`canonicalUrl`). */
  readonly url: string;
  /** Plain text already (`pageTitle`), like the title. */
  readonly siteName: string;
  /** STUDIO_LOCALE, such as "en-US"; Open Graph wants "en_US". */
  readonly locale: string;
  /** The record's featured image as the API gave it; used only when it is an http(s) URL. */
  readonly image?: string | null;
  /** Alt text for the image, plain text already (the page's name); defaults to the title. */
  readonly imageAlt?: string | null;
  /** Open Graph type; every page of this site is a "website" page (there are no articles). */
  readonly type?: "website";
}

/** "en-US" → "en_US"; null when the tag has no language part Open Graph can use. */
export function openGraphLocale(locale: string): string | null {
  try {
    const parsed = intlLocale(locale);
    return parsed.region ? `${parsed.language}_${parsed.region}` : parsed.language;
  } catch {
    return null;
  }
}

/**
 * Open Graph and Twitter card tags for a page. The image tags appear only for a safe
 * (http/https) featured image, and the Twitter card is the large-image kind only then;
 * without an image a plain summary card is honest about what will show.
 */
export function socialTags(input: SocialCardInput): MetaTag[] {
  // Title and description are plain text already (pageTitle, metaDescription): reading them as markup
  // again would drop what the API wrote as entities ("&lt;img&gt;", shown as "<img>").
  const title = input.title.replace(/\s+/g, " ").trim();
  const description = input.description.replace(/\s+/g, " ").trim();
  const image = safeUrl(input.image);
  const og = (key: string, content: string): MetaTag => ({ attribute: "property", key, content });
  const twitter = (key: string, content: string): MetaTag => ({ attribute: "name", key, content });

  const tags: MetaTag[] = [
    og("og:title", title),
    og("og:description", description),
    og("og:url", input.url),
    og("og:type", input.type ?? "website"),
    og("og:site_name", plainLine(input.siteName)),
  ];
  const locale = openGraphLocale(input.locale);
  if (locale) tags.push(og("og:locale", locale));
  if (image) {
    tags.push(og("og:image", image), og("og:image:alt", plainLine(input.imageAlt) || title));
  }
  tags.push(
    twitter("twitter:card", image ? "summary_large_image" : "summary"),
    twitter("twitter:title", title),
    twitter("twitter:description", description),
  );
  if (image) tags.push(twitter("twitter:image", image), twitter("twitter:image:alt", plainLine(input.imageAlt) || title));
  return tags.filter((tag) => tag.content !== "");
}
