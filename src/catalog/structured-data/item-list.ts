import type { ItemList, ListItem, WithContext } from "schema-dts";
import { oneLine } from "./place.ts";

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
    name: oneLine(input.name) || undefined,
    url: input.pageUrl,
    numberOfItems: urls.length,
    itemListElement: urls.map((url, index): ListItem => ({ "@type": "ListItem", position: index + 1, url })),
  };
  return list;
}
