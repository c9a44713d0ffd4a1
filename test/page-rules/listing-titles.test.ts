import { describe, expect, it } from "vitest";
import { categoryClassesSummary, categoryClassesTitle } from "../../src/page-rules/listing-titles.ts";

describe("categoryClassesTitle", () => {
  it.each([
    ["Ballet", "Ballet classes"],
    ["Adult Classes", "Adult Classes"],
    ["Workshops & Events", "Workshops & Events"],
    ["Summer Camps", "Summer Camps"],
    ["Gymnastics", "Gymnastics classes"],
    ["Little Movers", "Little Movers classes"],
    ["Jazz & Hip Hop", "Jazz & Hip Hop classes"],
    ["Workshops", "Workshops"],
    ["  Ballet  ", "Ballet classes"],
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
    expect(categoryClassesSummary("  Gymnastics ", 4, "Demo Studio", "en-US")).toBe("4 classes in Gymnastics at Demo Studio");
  });
});

describe("category titles and summaries in Spanish and French", () => {
  it.each([
    ["es-US", "Ballet", "Clases de Ballet"],
    ["es-US", "Clases para adultos", "Clases para adultos"],
    ["es-US", "Talleres y eventos", "Talleres y eventos"],
    ["es-US", "Gimnasia", "Clases de Gimnasia"],
    ["fr-CA", "Ballet", "Cours de Ballet"],
    ["fr-CA", "Cours pour adultes", "Cours pour adultes"],
    ["fr-FR", "Ateliers et événements", "Ateliers et événements"],
    ["fr-CA", "Gymnastique", "Cours de Gymnastique"],
    ["es-US", "Danza y talleres", "Danza y talleres"],
    ["es-US", "2026", "Clases de 2026"],
  ])("titles %s %j as %j, the word for what is offered said once", (locale, name, title) => {
    expect(categoryClassesTitle(name, locale)).toBe(title);
  });

  it("counts the classes by the language's plural rules", () => {
    expect(categoryClassesSummary("Ballet", 1, "Demo Studio", "es-US")).toBe("Demo Studio: una clase en la categoría Ballet");
    expect(categoryClassesSummary("Ballet", 3, "Demo Studio", "es-US")).toBe("Demo Studio: 3 clases en la categoría Ballet");
    expect(categoryClassesSummary("Gymnastique", 1, "Demo Studio", "fr-CA")).toBe("Demo Studio\u202f: un cours dans la catégorie Gymnastique");
    expect(categoryClassesSummary("Gymnastique", 4, "Demo Studio", "fr-CA")).toBe("Demo Studio\u202f: 4 cours dans la catégorie Gymnastique");
  });
});

