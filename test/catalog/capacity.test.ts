import { describe, expect, it } from "vitest";
import { isFull, showsClassSpots, spotsInWords, spotsRemaining } from "../../src/catalog/capacity.ts";

describe("spotsRemaining", () => {
  it("is null with no cap", () => {
    expect(spotsRemaining({ max: null, enrolled: 40, spots_remaining: null })).toBeNull();
  });

  it("uses the API's number", () => {
    expect(spotsRemaining({ max: 10, enrolled: 7, spots_remaining: 3 })).toBe(3);
  });

  it("recomputes max - enrolled, never below 0, when the API left it blank", () => {
    expect(spotsRemaining({ max: 10, enrolled: 12, spots_remaining: null })).toBe(0);
  });
});

describe("spotsInWords", () => {
  it.each([
    [{ max: 10, enrolled: 10, spots_remaining: 0 }, "Full"],
    [{ max: 10, enrolled: 9, spots_remaining: 1 }, "1 spot left"],
    [{ max: 10, enrolled: 2, spots_remaining: 8 }, "8 spots left"],
    [{ max: null, enrolled: 2, spots_remaining: null }, null],
  ])("describes %j as %j", (capacity, words) => {
    expect(spotsInWords(capacity)).toBe(words);
  });

  it("calls 0 spots full", () => {
    expect(isFull({ max: 5, enrolled: 5, spots_remaining: 0 })).toBe(true);
    expect(isFull({ max: null, enrolled: 5, spots_remaining: null })).toBe(false);
  });
});

describe("showsClassSpots", () => {
  it("shows the class's spots for session-based classes and not for drop-ins (spec 2.2 rule 4)", () => {
    expect(showsClassSpots({ enrollment_model: "session_based" })).toBe(true);
    expect(showsClassSpots({ enrollment_model: "per_instance" })).toBe(false);
  });
});
