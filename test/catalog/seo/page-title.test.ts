import { describe, expect, it } from "vitest";
import { pageTitle } from "../../../src/catalog/seo/page-title.ts";

describe("pageTitle", () => {
  it("puts the page before the studio", () => {
    expect(pageTitle("Ballet I", "Demo Dance Studio")).toBe("Ballet I · Demo Dance Studio");
  });

  it("titles the home page with the studio's name alone", () => {
    expect(pageTitle(null, "Demo Dance Studio")).toBe("Demo Dance Studio");
    expect(pageTitle("Demo Dance Studio", "Demo Dance Studio")).toBe("Demo Dance Studio");
  });

  it("drops markup and collapses whitespace from API names", () => {
    expect(pageTitle("<b>Tap</b>\n  &amp; Jazz", " Demo\tStudio ")).toBe("Tap & Jazz · Demo Studio");
  });
});
