import { describe, expect, it } from "vitest";
import { href, routes, underBase } from "../../src/site/routes.ts";

describe("underBase", () => {
  it("puts a path from the site's root under a project site's base path", () => {
    expect(underBase("/studio-site/", "/classes/")).toBe("/studio-site/classes/");
    expect(underBase("/studio-site", "/classes/ballet-i/calendar.ics")).toBe("/studio-site/classes/ballet-i/calendar.ics");
    expect(underBase("/studio-site/", "/")).toBe("/studio-site/");
  });

  it("leaves paths alone at a domain's root, or when there is no base at all", () => {
    expect(underBase("/", "/classes/")).toBe("/classes/");
    expect(underBase(undefined, "/favicon.svg")).toBe("/favicon.svg");
    expect(underBase(null, "robots.txt")).toBe("/robots.txt");
  });

  it("always prefixes, even a path that starts like the base (a repository named after a page)", () => {
    expect(underBase("/schedule/", "/schedule/")).toBe("/schedule/schedule/");
  });
});

describe("routes", () => {
  // Vitest runs with BASE_URL "/": the site at a domain's root.
  it("names every page, feed and file from the site's root", () => {
    expect(href("/classes/")).toBe("/classes/");
    expect(routes.classPage("ballet-i")).toBe("/classes/ballet-i/");
    expect(routes.location("main-street")).toBe("/locations/#main-street");
    expect(routes.trial("hip-hop-trial-week")).toBe("/trials/#hip-hop-trial-week");
    expect(routes.studioCalendar).toBe("/calendar.ics");
    expect(routes.classCalendar("ballet-i")).toBe("/classes/ballet-i/calendar.ics");
    expect(routes.sitemap).toBe("/sitemap-index.xml");
  });
});
