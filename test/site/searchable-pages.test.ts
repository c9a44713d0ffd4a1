import { describe, expect, it } from "vitest";
import { isSearchablePage } from "../../src/site/searchable-pages.ts";

describe("isSearchablePage", () => {
  it("takes class, season, membership, trial, appointment and location pages", () => {
    for (const path of ["/classes/ballet-i/", "/seasons/spring-2027/", "/memberships/", "/trials/", "/appointments/", "/locations/"]) expect(isSearchablePage(path), path).toBe(true);
  });

  it("leaves out the schedule, later-session pages, listings, the home page, the search page and the 404", () => {
    for (const path of ["/", "/classes/", "/classes/category/", "/classes/category/ballet/", "/classes/location/main/", "/classes/ballet-i/sessions/", "/classes/ballet-i/sessions/2/", "/schedule/", "/schedule/2026-11-30/", "/seasons/", "/search/", "/404.html", "/embed/classes/"]) {
      expect(isSearchablePage(path), path).toBe(false);
    }
  });
});
