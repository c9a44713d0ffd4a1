import type { Course, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, pageListJsonLd, serializeJsonLd } from "../../../src/page-rules/structured-data/json-ld.ts";
import { HOME, parsed, SITE } from "./json-ld-fixtures.ts";

describe("serializeJsonLd", () => {
  const data: WithContext<Course> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: 'Ballet </script><script>alert("x")</script> <!-- & \u2028',
  };
  const text = serializeJsonLd(data);

  it("cannot close the script element or open a comment, whatever the API text", () => {
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<!--");
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("parses back to exactly the same data", () => {
    expect(JSON.parse(text)).toEqual(data);
  });

  it("leaves out properties that are undefined", () => {
    expect(JSON.parse(serializeJsonLd({ ...data, description: undefined }))).not.toHaveProperty("description");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 and names each page's canonical URL", () => {
    expect(
      parsed(
        breadcrumbJsonLd([
          { name: "Home", url: HOME },
          { name: "Classes", url: `${SITE}/classes/` },
          // Names come as the pages show them: "<i>" the API wrote as entities is the page's words, not markup to drop.
          { name: "<i>Ballet</i>\n I", url: `${SITE}/classes/ballet-i/` },
        ], "en-US"),
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: HOME },
        { "@type": "ListItem", position: 2, name: "Classes", item: `${SITE}/classes/` },
        { "@type": "ListItem", position: 3, name: "<i>Ballet</i> I", item: `${SITE}/classes/ballet-i/` },
      ],
    });
  });
});

describe("pageListJsonLd", () => {
  it("lists the detail pages' URLs in order, from position 1, each once", () => {
    const json = parsed(
      pageListJsonLd({
        name: " Ballet &lt;b&gt;\tclasses",
        pageUrl: `${SITE}/classes/category/ballet/`,
        itemUrls: [`${SITE}/classes/ballet-i/`, `${SITE}/classes/ballet-ii/`, `${SITE}/classes/ballet-i/`],
      }),
    );
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Ballet &lt;b&gt; classes",
      url: `${SITE}/classes/category/ballet/`,
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${SITE}/classes/ballet-i/` },
        { "@type": "ListItem", position: 2, url: `${SITE}/classes/ballet-ii/` },
      ],
    });
  });
});
