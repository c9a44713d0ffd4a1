import { describe, expect, it } from "vitest";
import { classWeekdays, filterAttributes, filterClasses, matchesFilter } from "../../src/catalog/class-filters.ts";

const ballet = { name: "ballet", categoryId: "c1", locationId: "l1", weekdays: [1, 3], ageRange: { min: 4, max: 6 } };
const hipHop = { name: "hiphop", categoryId: "c2", locationId: "l2", weekdays: [6], ageRange: { min: 10, max: null } };
const adults = { name: "adults", categoryId: null, locationId: null, weekdays: [], ageRange: null };

describe("matchesFilter", () => {
  it("matches everything with no filter", () => {
    expect(filterClasses([ballet, hipHop, adults], {}).map((c) => c.name)).toEqual(["ballet", "hiphop", "adults"]);
  });

  it("filters by category and location id", () => {
    expect(filterClasses([ballet, hipHop, adults], { categoryId: "c2" }).map((c) => c.name)).toEqual(["hiphop"]);
    expect(filterClasses([ballet, hipHop, adults], { locationId: "l1" }).map((c) => c.name)).toEqual(["ballet"]);
  });

  it("filters by the days a class meets", () => {
    expect(filterClasses([ballet, hipHop, adults], { weekday: 3 }).map((c) => c.name)).toEqual(["ballet"]);
  });

  it("filters by age with open ends and no range fitting everyone", () => {
    expect(filterClasses([ballet, hipHop, adults], { age: 12 }).map((c) => c.name)).toEqual(["hiphop", "adults"]);
    expect(filterClasses([ballet, hipHop, adults], { age: 5 }).map((c) => c.name)).toEqual(["ballet", "adults"]);
  });

  it("combines filters", () => {
    expect(matchesFilter(ballet, { categoryId: "c1", weekday: 1, age: 4, locationId: "l1" })).toBe(true);
    expect(matchesFilter(ballet, { categoryId: "c1", weekday: 2 })).toBe(false);
  });

  it("treats a weekday of 0 (Sunday) and an age of 0 as real filters", () => {
    expect(matchesFilter(hipHop, { weekday: 0 })).toBe(false);
    expect(matchesFilter(hipHop, { age: 0 })).toBe(false);
  });
});

describe("classWeekdays", () => {
  it("uses the weekly pattern when there is one", () => {
    expect(classWeekdays([3, 1, 3], [0])).toEqual([1, 3]);
  });

  it("falls back to session weekdays for a class with no pattern", () => {
    expect(classWeekdays([], [6, 6, 0])).toEqual([0, 6]);
  });
});

describe("filterAttributes", () => {
  it("writes tokens only, leaving open age ends empty", () => {
    expect(filterAttributes(hipHop, "hip-hop", null)).toEqual({
      "data-category": "hip-hop",
      "data-location": "",
      "data-days": "6",
      "data-age-min": "10",
      "data-age-max": "",
    });
  });
});
