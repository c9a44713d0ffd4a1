import { describe, expect, it } from "vitest";
import { categoryClassesSummary, categoryClassesTitle } from "../../src/catalog/listing-titles.ts";

describe("categoryClassesTitle", () => {
  it.each([
    ["Ballet", "Ballet classes"],
    ["Adult Classes", "Adult Classes"],
    ["Workshops & Events", "Workshops & Events"],
    ["Summer Camps", "Summer Camps"],
    ["Gymnastics", "Gymnastics classes"],
    ["Little Movers", "Little Movers classes"],
    ["Jazz & Hip Hop", "Jazz & Hip Hop classes"],
  ])("titles %j as %j", (name, title) => {
    expect(categoryClassesTitle(name, "en-US")).toBe(title);
    expect(title.toLowerCase()).not.toMatch(/\b(classes|events) classes\b/);
  });
});

describe("categoryClassesSummary", () => {
  it("counts classes in a category without repeating a word the name ends in", () => {
    expect(categoryClassesSummary("Adult Classes", 3, "Brightside Dance & Gymnastics", "en-US")).toBe("3 classes in Adult Classes at Brightside Dance & Gymnastics");
    expect(categoryClassesSummary("Workshops & Events", 1, "Demo Studio", "en-US")).toBe("One class in Workshops & Events at Demo Studio");
    expect(categoryClassesSummary("Gymnastics", 4, "Demo Studio", "en-US")).toBe("4 classes in Gymnastics at Demo Studio");
  });
});
