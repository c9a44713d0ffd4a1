import { describe, expect, it } from "vitest";
import { absoluteUrl, requireSite } from "../../src/site/site-urls.ts";

describe("absoluteUrl", () => {
  it("puts a linked path on the site's origin without adding the site's path twice", () => {
    expect(absoluteUrl("https://example.github.io/studio-site", "/studio-site/classes/")).toBe("https://example.github.io/studio-site/classes/");
    expect(absoluteUrl(new URL("https://schedule.example.com"), "/classes/ballet-i")).toBe("https://schedule.example.com/classes/ballet-i/");
  });

  it("keeps files without a trailing slash and keeps fragments", () => {
    expect(absoluteUrl("https://schedule.example.com", "/calendar.ics")).toBe("https://schedule.example.com/calendar.ics");
    expect(absoluteUrl("https://schedule.example.com", "/locations/#main-street")).toBe("https://schedule.example.com/locations/#main-street");
  });
});

describe("requireSite", () => {
  it("says to set SITE_URL when Astro has no site", () => {
    expect(() => requireSite(undefined)).toThrow(expect.objectContaining({ code: "site_url_missing", message: expect.stringContaining("Set SITE_URL") }));
    expect(requireSite("https://schedule.example.com").href).toBe("https://schedule.example.com/");
  });
});
