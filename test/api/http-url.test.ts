import { describe, expect, it } from "vitest";
import { isHttpUrl, parseHttpUrl } from "../../src/api/http-url.ts";
import { canonicalUrl } from "../../src/page-rules/page-head.ts";
import { readSiteConfig, readSyncConfig } from "../../src/config.ts";
import { balletEntry, classFeed, feedOptions } from "../fixtures/calendar-feeds.ts";

describe("parseHttpUrl", () => {
  it("parses an absolute http(s) URL, ignoring surrounding spaces", () => {
    expect(parseHttpUrl(" https://studio.example.com/checkout?x=1 ")?.href).toBe("https://studio.example.com/checkout?x=1");
    expect(parseHttpUrl("http://example.com")?.href).toBe("http://example.com/");
  });

  it.each(["javascript:alert(1)", "java\tscript:alert(1)", "https://exa\tmple.com/", "https://example.com/a b", "/relative", "//evil.example.com/x", "https://", ""])(
    "refuses %j",
    (input) => {
      expect(parseHttpUrl(input)).toBeNull();
    },
  );

  it.each([
    ["a control character the URL parser would quietly encode", "https://example.com/a\u0001b"],
    ["a NUL", "https://example.com/\u0000"],
    ["a DEL", "https://example.com/a\u007fb"],
    ["a line break", "https://example.com/a\nb"],
    ["a no-break space", "https://example.com/a\u00a0b"],
  ])("refuses a URL with %s in it, rather than linking to what the parser makes of it", (_what, input) => {
    expect(parseHttpUrl(input)).toBeNull();
  });

  it.each(["ftp://example.com/file", "file:///etc/passwd", "mailto:desk@studio.example", "ws://example.com/"])(
    "refuses the absolute URL %j whose scheme is not http or https",
    (input) => {
      expect(parseHttpUrl(input)).toBeNull();
    },
  );

  it("accepts a scheme and host in capitals, as browsers do, and gives them back lowercased", () => {
    expect(parseHttpUrl("HTTPS://Studio.Example.COM/Book")?.href).toBe("https://studio.example.com/Book");
  });
});

describe("isHttpUrl", () => {
  it("agrees with the parser, so the sync warns about exactly the links the site drops", () => {
    expect(isHttpUrl("https://studio.example.com/book")).toBe(true);
    expect(isHttpUrl("https://example.com/a b")).toBe(false);
    expect(isHttpUrl("data:text/html,<b>x</b>")).toBe(false);
  });
});

describe("every setting that takes an address", () => {
  // Spaces and tabs inside, which `new URL` alone would have encoded or stripped.
  it.each(["https://schedule.example.com/a b/v1", "java\tscript:alert(1)", "ftp://example.com/v1", "not a url"])(
    "refuses %j as SITE_URL, STUDIO_API_URL, the canonical origin and a feed address alike",
    (value) => {
      expect(parseHttpUrl(value)).toBeNull();
      expect(() => readSiteConfig({ SITE_URL: value })).toThrow(`SITE_URL "${value}" is not an http(s) URL.`);
      expect(() => readSyncConfig({ STUDIO_API_KEY: "svc_sk_test_1", STUDIO_API_URL: value, STUDIO_TIMEZONE: "America/Chicago" })).toThrow(
        `STUDIO_API_URL "${value}" is not an http(s) URL. Use the full base URL, for example https://api.example.com/v1 (http:// only for a local emulator).`,
      );
      expect(() => canonicalUrl(value, "/")).toThrow(expect.objectContaining({ code: "invalid_site_url" }));
      expect(() => classFeed(balletEntry(), feedOptions({ feedUrl: value }))).toThrow(expect.objectContaining({ code: "invalid_feed_url" }));
    },
  );
});
