import { describe, expect, it } from "vitest";
import { browseRows, classesIndexGroups, LONG_GROUP, listingGroups, WHOLE_LIST_UP_TO, type ListingPage } from "../../src/site/class-listing-views.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

/*
 * The demo-like studio's 30 current classes. Main Street Studio (18): Ballet 3, Tap 2,
 * Jazz & Hip Hop 4, Lyrical & Contemporary 1, Little Movers 1, Workshops & Events 3, Adult
 * Classes 4. Riverside Gym Center (8): Gymnastics 4, Tumbling & Acro 3, Little Movers 1.
 * Millbrook Park Pavilion (2): Tumbling & Acro 1, Little Movers 1. Two classes have neither
 * a category nor a location. Categories in the studio's order: Ballet, Tap, Jazz & Hip Hop,
 * Lyrical & Contemporary, Gymnastics, Tumbling & Acro, Little Movers, Workshops & Events,
 * Adult Classes.
 */
const NOW = new Date("2026-03-17T14:00:00Z");
const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });

function listing(kind: "category" | "location", slug: string) {
  const page: Exclude<ListingPage, { kind: "all" }> = { kind, slug };
  const classes =
    kind === "category"
      ? (model.categories.find((entry) => entry.tag.slug === slug)?.classes ?? [])
      : (model.classLocations.find((entry) => entry.tag.slug === slug)?.classes ?? []);
  const groups = listingGroups(model, page, classes);
  return { groups, rows: browseRows(model, page, groups) };
}

const chips = (row: { links: readonly { label: string; count: number | null; href: string }[] } | undefined) =>
  row?.links.map((link) => `${link.label}${link.count === null ? "" : ` (${link.count})`} -> ${link.href}`);

describe("browseRows on /classes/", () => {
  it("links every category and location page with its number of classes, all of them on /classes/", () => {
    const rows = browseRows(model, { kind: "all" });
    expect(rows.map((row) => row.label)).toEqual(["By category", "By location"]);
    expect(chips(rows[0])).toEqual([
      "Ballet (3) -> /classes/category/ballet/",
      "Tap (2) -> /classes/category/tap/",
      "Jazz & Hip Hop (4) -> /classes/category/jazz-and-hip-hop/",
      "Lyrical & Contemporary (1) -> /classes/category/lyrical-and-contemporary/",
      "Gymnastics (4) -> /classes/category/gymnastics/",
      "Tumbling & Acro (4) -> /classes/category/tumbling-and-acro/",
      "Little Movers (3) -> /classes/category/little-movers/",
      "Workshops & Events (3) -> /classes/category/workshops-and-events/",
      "Adult Classes (4) -> /classes/category/adult-classes/",
    ]);
    expect(chips(rows[1])).toEqual([
      "Main Street Studio (18) -> /classes/location/main-street-studio/",
      "Millbrook Park Pavilion (2) -> /classes/location/millbrook-park-pavilion/",
      "Riverside Gym Center (8) -> /classes/location/riverside-gym-center/",
    ]);
  });
});

describe("a category's page", () => {
  it("groups its classes by location, and counts only its own classes in the jump links", () => {
    const { groups, rows } = listing("category", "tumbling-and-acro");
    expect(groups.map((group) => [group.heading, group.classes.map((cls) => cls.name)])).toEqual([
      ["Millbrook Park Pavilion", ["Cheer & Stunt"]],
      ["Riverside Gym Center", ["Ninja Warriors", "Open Gym", "Tumbling & Acro"]],
    ]);
    expect(rows[1]?.label).toBe("On this page, by location");
    expect(chips(rows[1])).toEqual(["Millbrook Park Pavilion (1) -> #at-millbrook-park-pavilion", "Riverside Gym Center (3) -> #at-riverside-gym-center"]);
  });

  it("links the other categories without counts, marking its own", () => {
    const { rows } = listing("category", "tumbling-and-acro");
    expect(rows[0]?.label).toBe("Categories");
    expect(chips(rows[0])).toEqual([
      "All classes -> /classes/",
      "Ballet -> /classes/category/ballet/",
      "Tap -> /classes/category/tap/",
      "Jazz & Hip Hop -> /classes/category/jazz-and-hip-hop/",
      "Lyrical & Contemporary -> /classes/category/lyrical-and-contemporary/",
      "Gymnastics -> /classes/category/gymnastics/",
      "Tumbling & Acro -> /classes/category/tumbling-and-acro/",
      "Little Movers -> /classes/category/little-movers/",
      "Workshops & Events -> /classes/category/workshops-and-events/",
      "Adult Classes -> /classes/category/adult-classes/",
    ]);
    expect(rows[0]?.links.filter((link) => link.current).map((link) => link.label)).toEqual(["Tumbling & Acro"]);
  });

  it("is one list without jump links when all its classes share a location", () => {
    const { groups, rows } = listing("category", "ballet");
    expect(groups.map((group) => [group.heading, group.classes.length])).toEqual([["Main Street Studio", 3]]);
    expect(rows).toHaveLength(1);
  });
});

describe("a location's page", () => {
  it("groups its classes by category in the studio's order, counting its own classes only", () => {
    const { groups, rows } = listing("location", "riverside-gym-center");
    expect(groups.map((group) => [group.heading, group.classes.map((cls) => cls.name)])).toEqual([
      ["Gymnastics", ["Competitive Team Training", "Parent & Tot Gymnastics", "Recreational Gymnastics Level 1", "Recreational Gymnastics Level 2"]],
      ["Tumbling & Acro", ["Ninja Warriors", "Open Gym", "Tumbling & Acro"]],
      ["Little Movers", ["Tiny Tumblers (Ages 3–4)"]],
    ]);
    expect(chips(rows[1])).toEqual(["Gymnastics (4) -> #in-gymnastics", "Tumbling & Acro (3) -> #in-tumbling-and-acro", "Little Movers (1) -> #in-little-movers"]);
    expect(chips(rows[0])).toEqual([
      "All classes -> /classes/",
      "Main Street Studio -> /classes/location/main-street-studio/",
      "Millbrook Park Pavilion -> /classes/location/millbrook-park-pavilion/",
      "Riverside Gym Center -> /classes/location/riverside-gym-center/",
    ]);
  });

  it("counts a category at a location, not the category across the studio", () => {
    const { rows } = listing("location", "main-street-studio");
    expect(chips(rows[1])).toEqual([
      "Ballet (3) -> #in-ballet",
      "Tap (2) -> #in-tap",
      "Jazz & Hip Hop (4) -> #in-jazz-and-hip-hop",
      "Lyrical & Contemporary (1) -> #in-lyrical-and-contemporary",
      "Little Movers (1) -> #in-little-movers",
      "Workshops & Events (3) -> #in-workshops-and-events",
      "Adult Classes (4) -> #in-adult-classes",
    ]);
    // Little Movers has 3 classes in all; at Main Street Studio, 1.
    expect(model.categories.find((entry) => entry.tag.slug === "little-movers")?.classes).toHaveLength(3);
  });
});

describe("/classes/ in groups", () => {
  it("lists every class of a studio this size, by category", () => {
    const groups = classesIndexGroups(model);
    expect(groups.every((group) => group.href === null && group.classes.length === group.count)).toBe(true);
    expect(groups.reduce((sum, group) => sum + group.classes.length, 0)).toBe(30);
  });

  it("past the whole-list size, sends a long category to its own page and keeps the short ones and the classes with no category", () => {
    // The same studio's classes repeated past the whole-list size: every category grows, "Other classes" too.
    // Four copies: 120 classes; Ballet 12 (not long), Jazz & Hip Hop 16 (long).
    const copies = 4;
    const classes = Array.from({ length: copies }, () => model.classes).flat();
    expect(classes.length).toBeGreaterThan(WHOLE_LIST_UP_TO);
    const classGroups = model.classGroups.map((group) => ({ ...group, items: Array.from({ length: copies }, () => group.items).flat() }));
    const groups = classesIndexGroups({ ...model, classes, classGroups });
    const summary = groups.map((group) => `${group.heading} ${group.count}: ${group.href ?? `${group.classes.length} listed`}`);
    expect(summary).toEqual(
      model.classGroups.map((group) => {
        const count = group.items.length * copies;
        return group.category && count > LONG_GROUP ? `${group.category.name} ${count}: ${group.category.href}` : `${group.category?.name ?? "Other classes"} ${count}: ${count} listed`;
      }),
    );
    expect(groups.find((group) => group.heading === "Jazz & Hip Hop")).toMatchObject({ count: 16, classes: [], href: "/classes/category/jazz-and-hip-hop/" });
    expect(groups.find((group) => group.heading === "Ballet")).toMatchObject({ count: 12, href: null });
    expect(groups.find((group) => group.heading === "Other classes")).toMatchObject({ count: 8, href: null });
  });
});
