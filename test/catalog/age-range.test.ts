import { describe, expect, it } from "vitest";
import { ageFits, ageRangeInWords } from "../../src/catalog/age-range.ts";

describe("ageRangeInWords", () => {
  it.each([
    [{ min: 3, max: 5 }, "Ages 3–5"],
    [{ min: 4, max: 4 }, "Age 4"],
    [{ min: 6, max: null }, "Ages 6+"],
    [{ min: 0, max: null }, "All ages"],
    [{ min: null, max: 5 }, "Up to age 5"],
    [{ min: 9, max: 7 }, "Ages 7–9"],
    [{ min: null, max: null }, null],
    [null, null],
  ])("describes %j as %j", (range, words) => {
    expect(ageRangeInWords(range)).toBe(words);
  });
});

describe("ageFits", () => {
  it("includes both ends of the range", () => {
    expect(ageFits({ min: 3, max: 5 }, 3)).toBe(true);
    expect(ageFits({ min: 3, max: 5 }, 5)).toBe(true);
    expect(ageFits({ min: 3, max: 5 }, 6)).toBe(false);
    expect(ageFits({ min: 3, max: 5 }, 2)).toBe(false);
  });

  it("treats a missing end or range as open", () => {
    expect(ageFits({ min: 6, max: null }, 40)).toBe(true);
    expect(ageFits({ min: null, max: 5 }, 0)).toBe(true);
    expect(ageFits(null, 12)).toBe(true);
  });
});
