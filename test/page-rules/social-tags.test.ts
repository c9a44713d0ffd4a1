import { describe, expect, it } from "vitest";
import { openGraphLocale, socialTags, type MetaTag } from "../../src/page-rules/social-tags.ts";

const base = {
  title: "Ballet I · Demo Dance Studio",
  description: "First steps in ballet.",
  url: "https://schedule.example.com/classes/ballet-i/",
  siteName: "Demo Dance Studio",
  locale: "en-US",
};

const asRecord = (tags: readonly MetaTag[]) => Object.fromEntries(tags.map((tag) => [tag.key, tag.content]));

describe("socialTags", () => {
  it("gives Open Graph and Twitter tags, with a large image card for a safe featured image", () => {
    const tags = socialTags({ ...base, image: "https://cdn.example.com/ballet.jpg" });
    expect(asRecord(tags)).toEqual({
      "og:title": "Ballet I · Demo Dance Studio",
      "og:description": "First steps in ballet.",
      "og:url": "https://schedule.example.com/classes/ballet-i/",
      "og:type": "website",
      "og:site_name": "Demo Dance Studio",
      "og:locale": "en_US",
      "og:image": "https://cdn.example.com/ballet.jpg",
      "og:image:alt": "Ballet I · Demo Dance Studio",
      "twitter:card": "summary_large_image",
      "twitter:title": "Ballet I · Demo Dance Studio",
      "twitter:description": "First steps in ballet.",
      "twitter:image": "https://cdn.example.com/ballet.jpg",
      "twitter:image:alt": "Ballet I · Demo Dance Studio",
    });
    expect(tags.filter((tag) => tag.key.startsWith("og:")).every((tag) => tag.attribute === "property")).toBe(true);
    expect(tags.filter((tag) => tag.key.startsWith("twitter:")).every((tag) => tag.attribute === "name")).toBe(true);
  });

  it("leaves the image out and uses a summary card when the image is missing or not http(s)", () => {
    for (const image of [null, "javascript:alert(1)", "/local.jpg", "data:image/png;base64,AAAA"]) {
      const tags = asRecord(socialTags({ ...base, image }));
      expect(tags["og:image"]).toBeUndefined();
      expect(tags["twitter:image"]).toBeUndefined();
      expect(tags["twitter:card"]).toBe("summary");
    }
  });

  it("keeps markup the API wrote as text in the plain title and description", () => {
    const tags = asRecord(socialTags({ ...base, title: "<b>Tap</b> · Studio", description: "Judo <img src=x onerror=alert(1)> Judo." }));
    expect([tags["og:title"], tags["og:description"], tags["twitter:description"]]).toEqual(["<b>Tap</b> · Studio", "Judo <img src=x onerror=alert(1)> Judo.", "Judo <img src=x onerror=alert(1)> Judo."]);
  });

  it("takes the site's name and the image's words as the pages show them, reading no markup in them again", () => {
    const tags = asRecord(socialTags({ ...base, siteName: "Studio <b>Teens</b>\n & Co", image: "https://cdn.example.com/a.jpg", imageAlt: "Teens <img src=x> Camp" }));
    expect([tags["og:site_name"], tags["og:image:alt"], tags["twitter:image:alt"]]).toEqual(["Studio <b>Teens</b> & Co", "Teens <img src=x> Camp", "Teens <img src=x> Camp"]);
  });

  it("maps the locale to Open Graph's form", () => {
    expect(openGraphLocale("en-GB")).toBe("en_GB");
    expect(openGraphLocale("fr")).toBe("fr");
  });
});

describe("social tags a link preview shows (issue 22, surviving mutants)", () => {
  it("puts a title and description on one line, one space between words", () => {
    const tags = asRecord(socialTags({ ...base, title: "  Ballet\n\n I  ", description: " First   steps\tin ballet. " }));
    expect(tags["og:title"]).toBe("Ballet I");
    expect(tags["og:description"]).toBe("First steps in ballet.");
  });

  it("gives no locale tag for a locale Open Graph cannot use, and no tag with empty content", () => {
    expect(openGraphLocale("not a locale!")).toBeNull();
    const tags = socialTags({ ...base, locale: "not a locale!", description: "" });
    expect(tags.map((tag) => tag.key)).toEqual(["og:title", "og:url", "og:type", "og:site_name", "twitter:card", "twitter:title"]);
  });
});
