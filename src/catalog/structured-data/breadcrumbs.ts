import type { BreadcrumbList, ListItem, WithContext } from "schema-dts";
import { oneLine } from "./place.ts";

export interface Crumb {
  readonly name: string;
  /** Canonical URL of the page. */
  readonly url: string;
}

/**
 * A detail page's trail as a BreadcrumbList: Home › Classes › Ballet I. Positions count
 * from 1; every item names its page's canonical URL (the last one too, which Google
 * allows and other readers prefer).
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  const list: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(
      (crumb, index): ListItem => ({
        "@type": "ListItem",
        position: index + 1,
        name: oneLine(crumb.name) || "Page",
        item: crumb.url,
      }),
    ),
  };
  return list;
}
