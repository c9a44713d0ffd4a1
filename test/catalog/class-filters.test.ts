import { describe, expect, it } from "vitest";
import {
  classWeekdays,
  filterAttributes,
  filterQuery,
  matchesFilter,
  NO_FILTER,
  readFilter,
  readFilterable,
  type ClassFilter,
  type FilterableClass,
} from "../../src/catalog/class-filters.ts";

const ballet: FilterableClass = { category: "ballet", location: "main-street", days: [1, 3], ageRange: { min: 4, max: 6 } };
const hipHop: FilterableClass = { category: "hip-hop", location: "riverside", days: [6], ageRange: { min: 10, max: null } };
const adults: FilterableClass = { category: "", location: "", days: [], ageRange: null };
const all = { ballet, hipHop, adults };

const matching = (filter: Partial<ClassFilter>) =>
  Object.entries(all)
    .filter(([, item]) => matchesFilter(item, { ...NO_FILTER, ...filter }))
    .map(([name]) => name);

describe("matchesFilter", () => {
  it("matches everything with no filter", () => {
    expect(matching({})).toEqual(["ballet", "hipHop", "adults"]);
  });

  it("filters by category and location slug", () => {
    expect(matching({ category: "hip-hop" })).toEqual(["hipHop"]);
    expect(matching({ location: "main-street" })).toEqual(["ballet"]);
  });

  it("filters by the days a class meets", () => {
    expect(matching({ day: 3 })).toEqual(["ballet"]);
  });

  it("filters by age with open ends, and a class with no range fits everyone", () => {
    expect(matching({ age: 12 })).toEqual(["hipHop", "adults"]);
    expect(matching({ age: 5 })).toEqual(["ballet", "adults"]);
  });

  it("combines filters", () => {
    expect(matchesFilter(ballet, { category: "ballet", day: 1, age: 4, location: "main-street" })).toBe(true);
    expect(matchesFilter(ballet, { ...NO_FILTER, category: "ballet", day: 2 })).toBe(false);
  });

  it("treats a weekday of 0 (Sunday) and an age of 0 as real filters", () => {
    expect(matchesFilter(hipHop, { ...NO_FILTER, day: 0 })).toBe(false);
    expect(matchesFilter(hipHop, { ...NO_FILTER, age: 0 })).toBe(false);
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

/** What `element.dataset` holds for the attributes the build wrote. */
const datasetOf = (attributes: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice("data-".length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

describe("filterAttributes and readFilterable", () => {
  it("writes tokens only, leaving open age ends empty", () => {
    expect(filterAttributes(hipHop)).toEqual({
      "data-category": "hip-hop",
      "data-location": "riverside",
      "data-days": "6",
      "data-age-min": "10",
      "data-age-max": "",
    });
  });

  it.each(Object.entries(all))("reads back what the build wrote for %s", (_name, item) => {
    expect(readFilterable(datasetOf(filterAttributes(item)))).toEqual(item);
  });

  it("ignores tokens that are not days or ages", () => {
    expect(readFilterable({ days: "1 x 9 3", ageMin: "-2", ageMax: "five" })).toEqual({
      category: "",
      location: "",
      days: [1, 3],
      ageRange: null,
    });
  });
});

describe("readFilter and filterQuery", () => {
  const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it("reads the form's fields, blank meaning no filter", () => {
    expect(readFilter(fields({ category: "ballet", day: "0", age: " 6 ", location: "" }))).toEqual({
      category: "ballet",
      location: "",
      day: 0,
      age: 6,
    });
    expect(readFilter(fields({}))).toEqual(NO_FILTER);
  });

  it("drops a day or age it cannot read instead of guessing", () => {
    expect(readFilter(fields({ day: "7", age: "4.5" }))).toEqual(NO_FILTER);
  });

  it("writes only the chosen filters to the URL, and reads them back", () => {
    const filter: ClassFilter = { category: "ballet", location: "", day: 3, age: 6 };
    const query = filterQuery(filter);
    expect(query.toString()).toBe("category=ballet&day=3&age=6");
    expect(readFilter((name) => query.get(name))).toEqual(filter);
  });
});
