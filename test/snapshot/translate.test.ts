import { describe, expect, it } from "vitest";
import { studioTexts, textKey, translateSnapshot, type TextTranslation } from "../../src/snapshot/translate.ts";
import { aCategory, aClass, aLocation, aMembershipType, aSeason, aSeasonDetail, aCatalogGroup, aCatalogItem, aSnapshot, aTrial, fixtureId } from "../fixtures/catalog-records.ts";

const category = aCategory({ id: fixtureId(1), name: "Hip Hop" });
const cls = aClass({ id: fixtureId(2), name: "Hip Hop Kids", description: "Grooves and freezes.", schedule_description: "Fri 4 PM", category: { id: category.id, name: "Hip Hop", color: null } });
const trial = aTrial({ id: fixtureId(3), name: "First class free", description: null, class: { id: cls.id, name: "Hip Hop Kids", schedule_description: "Fri 4 PM", age_range: null } });
const membership = aMembershipType({ id: fixtureId(4), name: "Registration fee", description: "Once a year.", benefits: ["Recital costume", "", "T-shirt"] });
const season = aSeason({ id: fixtureId(5), name: "Spring", description: null, tags: ["Ages 5+"] });
const detail = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ id: fixtureId(6), name: "Pick one", description: null, items: [aCatalogItem({ id: fixtureId(7), name: "Hip Hop Kids (spring)", description: null })] })] });
const location = aLocation({ id: fixtureId(8), name: "Main Street", operating_hours: { monday: "9:00-21:00", sunday: "Closed", note: "Closed on holidays." } });
const snapshot = aSnapshot({ locations: [location], classes: [cls], categories: [category], trial_classes: [trial], membership_types: [membership], registrations: [season], season_details: { [season.id]: detail } });

const words = (entries: [string, string, string, string][]): Map<string, TextTranslation> => new Map(entries.map(([id, field, from, to]) => [textKey(id, field), { from, to }]));

describe("studioTexts", () => {
  it("lists each text of the studio's once, under the record it belongs to, with every benefit of a list", () => {
    const texts = studioTexts(snapshot);
    const keys = texts.map((text) => `${text.kind} ${text.field} ${text.text}`);
    // The category first, as a category (the class names it too); the class's name once, though its trial names it again.
    expect(keys.slice(0, 1)).toEqual(["category name Hip Hop"]);
    expect(keys.filter((key) => key.endsWith("Hip Hop Kids"))).toEqual(["class name Hip Hop Kids"]);
    expect(keys).toEqual(
      expect.arrayContaining([
        "class description Grooves and freezes.",
        "class schedule_description Fri 4 PM",
        "trial name First class free",
        "membership benefits.0 Recital costume",
        "membership benefits.2 T-shirt",
        "season name Spring",
        "season tags.0 Ages 5+",
        "season group name Pick one",
        "season item name Hip Hop Kids (spring)",
        "location operating_hours.sunday Closed",
        "location operating_hours.note Closed on holidays.",
      ]),
    );
    // Times alone are no words to translate.
    expect(keys.some((key) => key.includes("operating_hours.monday"))).toBe(false);
    // An empty benefit is no text; nor is a person's name or an address.
    expect(keys.some((key) => key.includes("benefits.1"))).toBe(false);
    expect(new Set(texts.map((text) => textKey(text.id, text.field))).size).toBe(texts.length);
  });
});

describe("translateSnapshot", () => {
  it("puts a translation everywhere the API names the record, and keeps the API's words where there is none", () => {
    const { snapshot: translated, untranslated } = translateSnapshot(
      snapshot,
      words([
        [cls.id, "name", "Hip Hop Kids", "Hip hop para niños"],
        [category.id, "name", "Hip Hop", "Hip hop"],
        [membership.id, "benefits.2", "T-shirt", "Camiseta"],
        [location.id, "operating_hours.sunday", "Closed", "Cerrado"],
      ]),
    );
    expect(translated.locations[0]!.operating_hours).toEqual({ monday: "9:00-21:00", sunday: "Cerrado", note: "Closed on holidays." });
    expect(translated.classes[0]!.name).toBe("Hip hop para niños");
    expect(translated.trial_classes[0]!.class!.name).toBe("Hip hop para niños");
    expect(translated.classes[0]!.category!.name).toBe("Hip hop");
    expect(translated.categories[0]!.name).toBe("Hip hop");
    expect(translated.membership_types[0]!.benefits).toEqual(["Recital costume", "", "Camiseta"]);
    expect(translated.classes[0]!.description).toBe("Grooves and freezes.");
    expect([...untranslated]).toEqual(expect.arrayContaining(["Grooves and freezes.", "Fri 4 PM", "Recital costume", "Spring", "Pick one"]));
    expect(untranslated.has("Hip Hop Kids")).toBe(false);
    // The API's snapshot is not changed: the published copy and the next sync read it.
    expect(snapshot.classes[0]!.name).toBe("Hip Hop Kids");
    expect(translated.sessions_by_class).toBe(snapshot.sessions_by_class);
  });

  it("uses no translation made from words the API no longer says, nor an empty one", () => {
    const { snapshot: translated, untranslated } = translateSnapshot(
      snapshot,
      words([
        [cls.id, "name", "Hip Hop Children", "Hip hop para niños"],
        [cls.id, "description", "Grooves and freezes.", "  "],
      ]),
    );
    expect(translated.classes[0]!.name).toBe("Hip Hop Kids");
    expect(translated.classes[0]!.description).toBe("Grooves and freezes.");
    expect(untranslated.has("Hip Hop Kids")).toBe(true);
  });
});
