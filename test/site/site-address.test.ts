import { describe, expect, it } from "vitest";
import { absoluteUrl, isSitemapPage, requireSite, siteAddress } from "../../src/site/site-address.ts";

describe("siteAddress", () => {
  it("serves a GitHub Pages project site under its repository's path", () => {
    expect(siteAddress("https://example.github.io/studio-site")).toEqual({ site: "https://example.github.io/studio-site", base: "/studio-site/" });
    expect(siteAddress("https://example.github.io/studio-site/")).toEqual({ site: "https://example.github.io/studio-site", base: "/studio-site/" });
  });

  it("serves a site at a domain's root from /", () => {
    expect(siteAddress("https://schedule.example.com")).toEqual({ site: "https://schedule.example.com", base: "/" });
    expect(siteAddress("http://localhost:4321")).toEqual({ site: "http://localhost:4321", base: "/" });
  });

  it("ignores a query or fragment", () => {
    expect(siteAddress("https://example.com/a/b/?x=1#y")).toEqual({ site: "https://example.com/a/b", base: "/a/b/" });
  });
});

describe("isSitemapPage", () => {
  it("keeps pages and leaves out the 404 page, feeds and other files", () => {
    expect(isSitemapPage("https://example.github.io/studio-site/classes/", "/studio-site/")).toBe(true);
    expect(isSitemapPage("https://example.github.io/studio-site/", "/studio-site/")).toBe(true);
    expect(isSitemapPage("https://example.github.io/studio-site/404/", "/studio-site/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/404/", "/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/calendar.ics", "/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/robots.txt", "/")).toBe(false);
  });

  it("keeps a page whose name merely contains 404", () => {
    expect(isSitemapPage("https://schedule.example.com/classes/404-dance-crew/", "/")).toBe(true);
  });
});

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
