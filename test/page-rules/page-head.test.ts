import { describe, expect, it } from "vitest";
import { canonicalUrl, headTags, META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, metaDescription, pageTitle, robotsTxt } from "../../src/page-rules/page-head.ts";
import { paragraphs } from "../../src/page-rules/text.ts";

/** A record's description as its page shows it (its paragraphs), which is what the head is handed. */
const asShown = (raw: string): string => paragraphs(raw).join("\n\n");

describe("headTags", () => {
  const base = {
    studioName: "Demo Dance Studio",
    fallbackDescription: "Classes at Demo Dance Studio.",
    site: "https://schedule.example.com",
    locale: "en-US",
  };

  it("gives a class page its title, cut description, canonical URL and card tags", () => {
    const head = headTags({ ...base, page: "Ballet I", description: asShown("<p>First steps.</p>"), pathname: "/classes/ballet-i/", image: "https://cdn.example.com/b.jpg" });
    expect(head.title).toBe("Ballet I · Demo Dance Studio");
    expect(head.description).toBe("First steps. Classes at Demo Dance Studio.");
    expect(head.canonical).toBe("https://schedule.example.com/classes/ballet-i/");
    expect(head.meta).toContainEqual({ attribute: "property", key: "og:url", content: head.canonical });
    expect(head.meta).toContainEqual({ attribute: "property", key: "og:image:alt", content: "Ballet I" });
    expect(head.meta).toContainEqual({ attribute: "name", key: "twitter:card", content: "summary_large_image" });
  });

  it("titles the home page with the studio alone and falls back to the page's sentence", () => {
    const head = headTags({ ...base, page: null, description: null, pathname: "/" });
    expect(head.title).toBe("Demo Dance Studio");
    expect(head.description).toBe("Classes at Demo Dance Studio.");
    expect(head.canonical).toBe("https://schedule.example.com/");
    expect(head.meta).toContainEqual({ attribute: "name", key: "twitter:card", content: "summary" });
  });
});

describe("canonicalUrl", () => {
  it("puts the page's path on the site's public origin with a trailing slash", () => {
    expect(canonicalUrl("https://schedule.example.com", "/classes/ballet-i/")).toBe("https://schedule.example.com/classes/ballet-i/");
    expect(canonicalUrl(new URL("https://schedule.example.com/"), "/classes/ballet-i")).toBe("https://schedule.example.com/classes/ballet-i/");
    expect(canonicalUrl("https://schedule.example.com", "/")).toBe("https://schedule.example.com/");
  });

  it("drops any query or fragment", () => {
    expect(canonicalUrl("https://schedule.example.com", "/classes/?day=1#x")).toBe("https://schedule.example.com/classes/");
  });

  it("adds no slash after a file name", () => {
    expect(canonicalUrl("https://schedule.example.com", "/calendar.ics")).toBe("https://schedule.example.com/calendar.ics");
  });

  it("refuses a site address that is not http(s), naming SITE_URL", () => {
    expect(() => canonicalUrl("ftp://example.com", "/")).toThrow(expect.objectContaining({ code: "invalid_site_url", message: expect.stringContaining("SITE_URL") }));
    expect(() => canonicalUrl("not a url", "/")).toThrow(expect.objectContaining({ code: "invalid_site_url" }));
  });
});

const long =
  "Ballet I introduces young dancers to the joy of movement through music, games and the first positions of classical ballet, taught by patient teachers in a warm and friendly studio.";
const enough = "First steps in classical ballet: posture, positions and simple combinations, with live piano.";
const page = "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00.";

describe("metaDescription", () => {
  it("keeps a description of a useful length whole", () => {
    expect([...enough].length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN_LENGTH);
    expect(metaDescription(enough, page)).toBe(enough);
  });

  it("cuts a long one at a word boundary, with an ellipsis, within 155 characters", () => {
    const text = metaDescription(long, page);
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(155);
    expect([...text].length).toBeLessThanOrEqual(155);
    expect(text.endsWith("…")).toBe(true);
    const words = text.slice(0, -1).split(" ");
    // Every word kept is a whole word of the original.
    expect(long.split(" ").slice(0, words.length)).toEqual(words);
  });

  it("follows a short description with the page's own sentence", () => {
    expect(metaDescription("First steps in ballet", page)).toBe(`First steps in ballet. ${page}`);
    expect(metaDescription("Weekly classes!", page)).toBe(`Weekly classes! ${page}`);
  });

  it("keeps markup the API wrote as text (entities) in a short description and in the page's sentence", () => {
    // Found by the random studios (issue 22): "Judo &lt;img …&gt; Judo" became "Judo Judo" in the head.
    expect(metaDescription(asShown("Judo &lt;img src=x onerror=alert(1)&gt; Judo"), page)).toBe(`Judo <img src=x onerror=alert(1)> Judo. ${page}`);
    // What the page shows is not read as markup a second time.
    expect(metaDescription("Judo <img src=x onerror=alert(1)> Judo", page)).toBe(`Judo <img src=x onerror=alert(1)> Judo. ${page}`);
    expect(metaDescription(null, "<b>Tap</b> at Studio.")).toBe("<b>Tap</b> at Studio.");
  });

  it("cuts the joined text cleanly too", () => {
    const text = metaDescription("Weekly classes.", `${long} ${long}`);
    expect([...text].length).toBeLessThanOrEqual(155);
    expect(text.startsWith("Weekly classes. Ballet I introduces")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });

  it("drops markup and collapses whitespace and line breaks", () => {
    expect(metaDescription(asShown("<p>Fun   for\n\nall</p><script>alert(1)</script> &amp; more"), "Ballet I.")).toBe("Fun for all & more. Ballet I.");
    expect(metaDescription("Fun   for\n\nall", "Ballet I.")).toBe("Fun for all. Ballet I.");
  });

  it("falls back to the page's own sentence when the record has no description", () => {
    expect(metaDescription(null, "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
    expect(metaDescription(asShown("<p> </p>"), "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
    expect(metaDescription(" \n ", "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
  });
});

describe("pageTitle", () => {
  it("puts the page before the studio", () => {
    expect(pageTitle("Ballet I", "Demo Dance Studio", "en-US")).toBe("Ballet I · Demo Dance Studio");
  });

  it("titles the home page with the studio's name alone", () => {
    expect(pageTitle(null, "Demo Dance Studio", "en-US")).toBe("Demo Dance Studio");
    expect(pageTitle("Demo Dance Studio", "Demo Dance Studio", "en-US")).toBe("Demo Dance Studio");
  });

  it("takes names as the pages show them: whitespace collapsed, nothing read as markup a second time", () => {
    // The heading of a class the API named "Teens &lt;img src=x&gt; Camp" reads "Teens <img src=x> Camp": so does its title.
    expect(pageTitle("Teens <img src=x>\n  Camp & Jazz", " Demo\tStudio ", "en-US")).toBe("Teens <img src=x> Camp & Jazz · Demo Studio");
  });

  it("titles a studio with no name as a class schedule, in the site's language", () => {
    expect(pageTitle(null, "", "en-US")).toBe("Class schedule");
    expect(pageTitle(null, " ", "es-US")).toBe("Horario de clases");
    expect(pageTitle("Ballet I", "", "fr-CA")).toBe("Ballet I · Horaire des cours");
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and names the sitemap's absolute URL", () => {
    expect(robotsTxt("https://schedule.example.com/sitemap-index.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://schedule.example.com/sitemap-index.xml\n",
    );
  });
});

describe("meta descriptions and canonical addresses (issue 22, surviving mutants)", () => {
  const page = "Ballet I at Demo Dance Studio.";

  it("ends a short description with a full stop before the page's sentence, even when a stop is inside it", () => {
    expect(metaDescription("Ages 4–6. Fun ballet", page)).toBe("Ages 4–6. Fun ballet. Ballet I at Demo Dance Studio.");
  });

  it("keeps a description of exactly the minimum length on its own", () => {
    const own = `${"a".repeat(META_DESCRIPTION_MIN_LENGTH - 1)}.`;
    expect(metaDescription(own, page)).toBe(own);
  });

  it("leaves no space at the end when the page's sentence ends with one", () => {
    expect(metaDescription("Weekly classes.", "Ballet I at Demo Dance Studio. ")).toBe("Weekly classes. Ballet I at Demo Dance Studio.");
  });

  it("reads a path without its leading slash, or with a colon in it, as a path on the site", () => {
    expect(canonicalUrl("https://schedule.example.com", "classes/ballet-i")).toBe("https://schedule.example.com/classes/ballet-i/");
    expect(canonicalUrl("https://schedule.example.com", "mailto:x")).toBe("https://schedule.example.com/mailto:x/");
  });
});
