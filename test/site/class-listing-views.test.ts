import { describe, expect, it } from "vitest";
import { browseRows, listingGroups, type ListingPage } from "../../src/site/class-listing-views.ts";
import { buildSiteCatalog } from "../../src/site/site-catalog.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

/*
 * The demo-like studio: Ballet I and Performance Company (Ballet) and Jazz Teens (Jazz &
 * Tap) at Main Street Studio; Tap Fundamentals (Jazz & Tap) and Family Yoga (Fitness) at
 * Riverside Annex; Costume Workshop with neither. Categories in the studio's order:
 * Ballet, Jazz & Tap, Fitness.
 */
const NOW = new Date("2026-03-17T14:00:00Z");
const catalog = buildSiteCatalog(demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });

function listing(kind: "category" | "location", slug: string) {
  const page: Exclude<ListingPage, { kind: "all" }> = { kind, slug };
  const classes =
    kind === "category"
      ? (catalog.categories.find((entry) => entry.tag.slug === slug)?.classes ?? [])
      : (catalog.classLocations.find((entry) => entry.tag.slug === slug)?.classes ?? []);
  const groups = listingGroups(catalog, page, classes);
  return { groups, rows: browseRows(catalog, page, groups) };
}

const chips = (row: { links: readonly { label: string; count: number | null; href: string }[] } | undefined) =>
  row?.links.map((link) => `${link.label}${link.count === null ? "" : ` (${link.count})`} -> ${link.href}`);

describe("browseRows on /classes/", () => {
  it("links every category and location page with its number of classes, all of them on /classes/", () => {
    const rows = browseRows(catalog, { kind: "all" });
    expect(rows.map((row) => row.label)).toEqual(["By category", "By location"]);
    expect(chips(rows[0])).toEqual([
      "Ballet (2) -> /classes/category/ballet/",
      "Jazz & Tap (2) -> /classes/category/jazz-and-tap/",
      "Fitness (1) -> /classes/category/fitness/",
    ]);
    expect(chips(rows[1])).toEqual(["Main Street Studio (3) -> /classes/location/main-street-studio/", "Riverside Annex (2) -> /classes/location/riverside-annex/"]);
  });
});

describe("a category's page", () => {
  it("groups its classes by location, and counts only its own classes in the jump links", () => {
    const { groups, rows } = listing("category", "jazz-and-tap");
    expect(groups.map((group) => [group.heading, group.classes.map((cls) => cls.name)])).toEqual([
      ["Main Street Studio", ["Jazz Teens"]],
      ["Riverside Annex", ["Tap Fundamentals"]],
    ]);
    expect(rows[1]?.label).toBe("On this page, by location");
    expect(chips(rows[1])).toEqual(["Main Street Studio (1) -> #at-main-street-studio", "Riverside Annex (1) -> #at-riverside-annex"]);
  });

  it("links the other categories without counts, marking its own", () => {
    const { rows } = listing("category", "jazz-and-tap");
    expect(rows[0]?.label).toBe("Categories");
    expect(chips(rows[0])).toEqual([
      "All classes -> /classes/",
      "Ballet -> /classes/category/ballet/",
      "Jazz & Tap -> /classes/category/jazz-and-tap/",
      "Fitness -> /classes/category/fitness/",
    ]);
    expect(rows[0]?.links.filter((link) => link.current).map((link) => link.label)).toEqual(["Jazz & Tap"]);
  });

  it("is one list without jump links when all its classes share a location", () => {
    const { groups, rows } = listing("category", "ballet");
    expect(groups.map((group) => [group.heading, group.classes.length])).toEqual([["Main Street Studio", 2]]);
    expect(rows).toHaveLength(1);
  });
});

describe("a location's page", () => {
  it("groups its classes by category in the studio's order, counting its own classes only", () => {
    const { groups, rows } = listing("location", "riverside-annex");
    expect(groups.map((group) => [group.heading, group.classes.map((cls) => cls.name)])).toEqual([
      ["Jazz & Tap", ["Tap Fundamentals"]],
      ["Fitness", ["Family Yoga"]],
    ]);
    expect(chips(rows[1])).toEqual(["Jazz & Tap (1) -> #in-jazz-and-tap", "Fitness (1) -> #in-fitness"]);
    expect(chips(rows[0])).toEqual([
      "All classes -> /classes/",
      "Main Street Studio -> /classes/location/main-street-studio/",
      "Riverside Annex -> /classes/location/riverside-annex/",
    ]);
  });

  it("counts a category at a location, not the category across the studio", () => {
    const { rows } = listing("location", "main-street-studio");
    expect(chips(rows[1])).toEqual(["Ballet (2) -> #in-ballet", "Jazz & Tap (1) -> #in-jazz-and-tap"]);
    // Jazz & Tap has 2 classes in all; at Main Street Studio, 1.
    expect(catalog.categories.find((entry) => entry.tag.slug === "jazz-and-tap")?.classes).toHaveLength(2);
  });
});
