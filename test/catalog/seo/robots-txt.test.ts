import { describe, expect, it } from "vitest";
import { robotsTxt } from "../../../src/catalog/seo/robots-txt.ts";

describe("robotsTxt", () => {
  it("allows every crawler and names the sitemap's absolute URL", () => {
    expect(robotsTxt("https://schedule.example.com/sitemap-index.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://schedule.example.com/sitemap-index.xml\n",
    );
  });
});
