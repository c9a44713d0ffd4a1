import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerptParts } from "../../src/page-rules/site-search.ts";
import { countShown, NO_FILTER, OLDEST_AGE, PARTS_OF_DAY, searchFacetMarks, searchFilters, type ClassFilter, type FilterableClass } from "../../src/page-rules/class-filters.ts";

describe("excerptParts", () => {
  it("splits Pagefind's marks into runs, so the box writes them as text", () => {
    expect(excerptParts("for <mark>ballet</mark> and <mark>tap</mark>.")).toEqual([
      { text: "for ", marked: false },
      { text: "ballet", marked: true },
      { text: " and ", marked: false },
      { text: "tap", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("turns the index's escaped text back into the studio's characters, and a studio's tag stays text", () => {
    expect(excerptParts("Cheer &amp; Stunt &lt;b&gt;bold&lt;/b&gt; &quot;q&quot; it&#39;s")).toEqual([{ text: `Cheer & Stunt <b>bold</b> "q" it's`, marked: false }]);
    // Decoded once: "&amp;lt;" is the text "&lt;", never a "<".
    expect(excerptParts("&amp;lt;script&amp;gt;")).toEqual([{ text: "&lt;script&gt;", marked: false }]);
  });
});

describe("the search's facets", () => {
  const meeting = fc.record({ day: fc.integer({ min: 0, max: 6 }), start: fc.option(fc.constantFrom("06:30", "11:59", "12:00", "16:59", "17:00", "23:15"), { nil: null }) });
  const item: fc.Arbitrary<FilterableClass> = fc.record({
    category: fc.constantFrom("", "ballet", "tap"),
    location: fc.constantFrom("", "main", "park"),
    meetings: fc.array(meeting, { maxLength: 4 }),
    // Open ends, one end, both, and a range given backwards (the filter reads it either way).
    ageRange: fc.option(fc.record({ min: fc.option(fc.integer({ min: 0, max: OLDEST_AGE + 5 }), { nil: null }), max: fc.option(fc.integer({ min: 0, max: OLDEST_AGE + 5 }), { nil: null }) }), { nil: null }),
    start: fc.constant(""),
    noSpots: fc.boolean(),
  });
  const choice: fc.Arbitrary<ClassFilter> = fc.oneof(
    fc.constantFrom("ballet", "tap").map((category) => ({ ...NO_FILTER, category })),
    fc.constantFrom("main", "park").map((location) => ({ ...NO_FILTER, location })),
    fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }).map((days) => ({ ...NO_FILTER, days })),
    fc.uniqueArray(fc.constantFrom(...PARTS_OF_DAY.map((part) => part.value)), { minLength: 1 }).map((times) => ({ ...NO_FILTER, times })),
    fc.record({ age: fc.integer({ min: 0, max: OLDEST_AGE }), withoutAgeRange: fc.boolean() }).map((age) => ({ ...NO_FILTER, ...age })),
    fc.constant({ ...NO_FILTER, spots: true }),
  );

  /** What Pagefind does with a class's marks and a choice's filters: every chosen facet holds some chosen value. */
  const pagefindKeeps = (marks: readonly string[], filters: ReturnType<typeof searchFilters>) =>
    Object.entries(filters).every(([facet, { any }]) => any.some((value) => marks.includes(`${facet}:${value}`)));

  it("keep a class for one facet exactly when the filter shows it for the same choice (an age with or without the classes that give none)", () => {
    fc.assert(
      fc.property(item, choice, (cls, filter) => {
        expect(pagefindKeeps(searchFacetMarks(cls), searchFilters(filter))).toBe(countShown([cls], filter) === 1);
      }),
      { numRuns: 500 },
    );
  });

  it("mark each value once, as Pagefind reads a filter: one name and one value", () => {
    expect(searchFacetMarks({ category: "ballet", location: "", meetings: [{ day: 1, start: "16:00" }, { day: 1, start: "09:00" }, { day: 3, start: null }], ageRange: null, start: "", noSpots: false })).toEqual([
      "category:ballet",
      "day:1",
      "day:3",
      "time:morning",
      "time:afternoon",
      "age:none",
      "spots:yes",
    ]);
    const ages = (min: number | null, max: number | null) =>
      searchFacetMarks({ category: "", location: "", meetings: [], ageRange: { min, max }, start: "", noSpots: true }).map((mark) => mark.replace("age:", ""));
    expect(ages(5, 7)).toEqual(["5", "6", "7"]);
    expect(ages(95, null)).toEqual(["95", "96", "97", "98", "99"]);
    expect(ages(null, null)).toEqual(["none"]);
  });
});
