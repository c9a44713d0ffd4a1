import { describe, expect, it } from "vitest";
import { canonicalUrl } from "../../../src/catalog/seo/canonical-url.ts";

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
