import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { frameAncestors, headersFile } from "../../src/site/host-headers.ts";
import { headersFor, parseHeadersFile, type HostRules } from "../support/host-headers.ts";

const ORIGINS = ["https://www.example-studio.com", "http://localhost:8080"];
const HOSTS: HostRules[] = ["cloudflare", "netlify"];

describe("the _headers file the build writes", () => {
  const rules = parseHeadersFile(headersFile({ base: "/", embedOrigins: ORIGINS }));

  it.each(HOSTS)("lets EMBED_ORIGINS frame the embed views, and nothing else, on %s", (host) => {
    for (const path of ["/embed/schedule/", "/embed/schedule/2026-12-06/", "/embed/classes/category/ballet/", "/embed/seasons/"]) {
      expect(headersFor(rules, path, host)["content-security-policy"], path).toBe("frame-ancestors 'self' https://www.example-studio.com http://localhost:8080");
    }
    for (const path of ["/", "/schedule/", "/classes/ballet-i-ages-5-7/", "/embedded-classes/", "/calendar.ics"]) {
      expect(headersFor(rules, path, host)["content-security-policy"], path).toBe("frame-ancestors 'self'");
    }
  });

  it.each(HOSTS)("keeps the site-wide headers and the feeds' calendar type on %s", (host) => {
    expect(headersFor(rules, "/embed/schedule/", host)).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" });
    for (const feed of ["/calendar.ics", "/classes/ballet/calendar.ics"]) expect(headersFor(rules, feed, host)["content-type"], feed).toBe("text/calendar; charset=utf-8");
    for (const feed of ["/changes.xml", "/classes/ballet/changes.xml"]) expect(headersFor(rules, feed, host)["content-type"], feed).toBe("application/atom+xml; charset=utf-8");
    // Pages and other files keep the host's own type.
    for (const path of ["/", "/sitemap-index.xml", "/classes/ballet/"]) expect(headersFor(rules, path, host)["content-type"], path).toBeUndefined();
  });

  it("puts the embed rule under a GitHub Pages-style base path", () => {
    const based = parseHeadersFile(headersFile({ base: "/studio-site/", embedOrigins: ORIGINS }));
    expect(headersFor(based, "/studio-site/embed/schedule/", "cloudflare")["content-security-policy"]).toBe(frameAncestors(ORIGINS));
    expect(headersFor(based, "/studio-site/schedule/", "cloudflare")["content-security-policy"]).toBe("frame-ancestors 'self'");
  });

  it.each(HOSTS)("gives every language's embed views and feeds the same rules on %s (a site in several languages)", (host) => {
    const languages = parseHeadersFile(headersFile({ base: "/studio-site/", embedOrigins: ORIGINS, languageBases: ["/studio-site/es/", "/studio-site/fr-fr/"] }));
    for (const root of ["/studio-site/", "/studio-site/es/", "/studio-site/fr-fr/"]) {
      expect(headersFor(languages, `${root}embed/schedule/`, host)["content-security-policy"], root).toBe(frameAncestors(ORIGINS));
      expect(headersFor(languages, `${root}schedule/`, host)["content-security-policy"], root).toBe("frame-ancestors 'self'");
      for (const feed of ["calendar.ics", "classes/ballet/calendar.ics"]) expect(headersFor(languages, `${root}${feed}`, host)["content-type"], `${root}${feed}`).toBe("text/calendar; charset=utf-8");
      for (const feed of ["changes.xml", "classes/ballet/changes.xml"]) expect(headersFor(languages, `${root}${feed}`, host)["content-type"], `${root}${feed}`).toBe("application/atom+xml; charset=utf-8");
    }
  });

  it("allows only the site itself when EMBED_ORIGINS is unset", () => {
    const alone = parseHeadersFile(headersFile({ base: "/", embedOrigins: [] }));
    for (const host of HOSTS) expect(headersFor(alone, "/embed/schedule/", host)["content-security-policy"]).toBe("frame-ancestors 'self'");
  });
});

describe("netlify.toml", () => {
  it("sets no headers, so Netlify's later [[headers]] cannot replace the embed views' policy from _headers", async () => {
    const toml = await readFile(new URL("../../netlify.toml", import.meta.url), "utf8");
    const tables = toml.split("\n").filter((line) => /^\s*\[\[?\s*headers/.test(line));
    expect(tables).toEqual([]);
    expect(toml).toMatch(/publish = "dist"/);
  });
});
