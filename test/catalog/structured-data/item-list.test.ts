import { describe, expect, it } from "vitest";
import { pageListJsonLd } from "../../../src/catalog/structured-data/item-list.ts";
import { parsed, SITE } from "./json-ld-fixtures.ts";

describe("pageListJsonLd", () => {
  it("lists the detail pages' URLs in order, from position 1, each once", () => {
    const json = parsed(
      pageListJsonLd({
        name: "<b>Ballet</b> classes",
        pageUrl: `${SITE}/classes/category/ballet/`,
        itemUrls: [`${SITE}/classes/ballet-i/`, `${SITE}/classes/ballet-ii/`, `${SITE}/classes/ballet-i/`],
      }),
    );
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Ballet classes",
      url: `${SITE}/classes/category/ballet/`,
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${SITE}/classes/ballet-i/` },
        { "@type": "ListItem", position: 2, url: `${SITE}/classes/ballet-ii/` },
      ],
    });
  });
});
