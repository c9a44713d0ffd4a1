import type { BreadcrumbList, Graph, ItemList, ListItem, Thing, WithContext } from "schema-dts";
import { plainLine } from "../plain-line.ts";
import { messagesFor } from "../../i18n/messages.ts";

/** Anything a page may put in one `<script type="application/ld+json">` block. */
export type JsonLd = WithContext<Thing> | Graph;

/** Each character that could end or confuse a script element (or, U+2028/U+2029, an older JavaScript parser), as the JSON escape that keeps its meaning. */
const JSON_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON-LD as the text of a `<script type="application/ld+json">` element. API text can
 * hold "</script>" or "<!--", which would end the element or change how the browser
 * parses it; `<`, `>` and `&` are written as JSON escapes (`\u003c` …) instead, which
 * JSON parsers read back as the same characters. U+2028/U+2029 are escaped as well,
 * for the older JavaScript parsers that treat them as line ends.
 *
 * This string is the one thing a page may pass to `set:html`, and only inside that
 * script element: `<script type="application/ld+json" set:html={serializeJsonLd(data)} />`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => JSON_IN_SCRIPT[character]!);
}

export interface Crumb {
  readonly name: string;
  /** Canonical URL of the page. */
  readonly url: string;
}

/**
 * A detail page's trail as a BreadcrumbList: Home › Classes › Ballet I. Positions count
 * from 1; every item names its page's canonical URL (the last one too, which Google
 * allows and other readers prefer). A crumb with no name is "Page" in `locale`'s language.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], locale: string): WithContext<BreadcrumbList> {
  const list: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(
      (crumb, index): ListItem => ({
        "@type": "ListItem",
        position: index + 1,
        name: plainLine(crumb.name) || messagesFor(locale).t("rules.jsonLd.page"),
        item: crumb.url,
      }),
    ),
  };
  return list;
}

export interface PageListInput {
  /** What the list is: "Classes", "Ballet classes". */
  readonly name: string;
  /** The list page's canonical URL. */
  readonly pageUrl: string;
  /** Canonical URLs of the detail pages listed, in the page's order. */
  readonly itemUrls: readonly string[];
}

/**
 * A summary page's JSON-LD: an `ItemList` whose items are only the URLs of the detail
 * pages (Google's "summary page" form for course lists; each detail page carries the
 * full `Course`). Repeated URLs are listed once.
 */
export function pageListJsonLd(input: PageListInput): WithContext<ItemList> {
  const urls = [...new Set(input.itemUrls)];
  const list: WithContext<ItemList> = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: plainLine(input.name) || undefined,
    url: input.pageUrl,
    numberOfItems: urls.length,
    itemListElement: urls.map((url, index): ListItem => ({ "@type": "ListItem", position: index + 1, url })),
  };
  return list;
}
