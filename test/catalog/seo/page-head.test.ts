import { describe, expect, it } from "vitest";
import { pageHead } from "../../../src/catalog/seo/page-head.ts";

describe("pageHead", () => {
  const base = {
    studioName: "Demo Dance Studio",
    fallbackDescription: "Classes at Demo Dance Studio.",
    site: "https://schedule.example.com",
    locale: "en-US",
  };

  it("gives a class page its title, cut description, canonical URL and card tags", () => {
    const head = pageHead({ ...base, page: "Ballet I", description: "<p>First steps.</p>", pathname: "/classes/ballet-i/", image: "https://cdn.example.com/b.jpg" });
    expect(head.title).toBe("Ballet I · Demo Dance Studio");
    expect(head.description).toBe("First steps. Classes at Demo Dance Studio.");
    expect(head.canonical).toBe("https://schedule.example.com/classes/ballet-i/");
    expect(head.meta).toContainEqual({ attribute: "property", key: "og:url", content: head.canonical });
    expect(head.meta).toContainEqual({ attribute: "property", key: "og:image:alt", content: "Ballet I" });
    expect(head.meta).toContainEqual({ attribute: "name", key: "twitter:card", content: "summary_large_image" });
  });

  it("titles the home page with the studio alone and falls back to the page's sentence", () => {
    const head = pageHead({ ...base, page: null, description: null, pathname: "/" });
    expect(head.title).toBe("Demo Dance Studio");
    expect(head.description).toBe("Classes at Demo Dance Studio.");
    expect(head.canonical).toBe("https://schedule.example.com/");
    expect(head.meta).toContainEqual({ attribute: "name", key: "twitter:card", content: "summary" });
  });
});
