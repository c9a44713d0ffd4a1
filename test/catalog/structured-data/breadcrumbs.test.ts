import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "../../../src/catalog/structured-data/breadcrumbs.ts";
import { HOME, parsed, SITE } from "./json-ld-fixtures.ts";

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 and names each page's canonical URL", () => {
    expect(
      parsed(
        breadcrumbJsonLd([
          { name: "Home", url: HOME },
          { name: "Classes", url: `${SITE}/classes/` },
          { name: "<i>Ballet</i> I", url: `${SITE}/classes/ballet-i/` },
        ]),
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: HOME },
        { "@type": "ListItem", position: 2, name: "Classes", item: `${SITE}/classes/` },
        { "@type": "ListItem", position: 3, name: "Ballet I", item: `${SITE}/classes/ballet-i/` },
      ],
    });
  });
});
