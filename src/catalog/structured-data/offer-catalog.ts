import type { OfferCatalog, Thing, WithContext } from "schema-dts";

export interface OfferCatalogInput {
  readonly name: string;
  readonly description?: string;
  /** The page's canonical URL. */
  readonly url: string;
  readonly items: readonly Thing[];
}

/** The `OfferCatalog` wrapper the season, membership, trial and appointment pages share. */
export function offerCatalog(input: OfferCatalogInput): WithContext<OfferCatalog> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: input.name,
    description: input.description,
    url: input.url,
    numberOfItems: input.items.length,
    itemListElement: input.items.length > 0 ? [...input.items] : undefined,
  };
}
