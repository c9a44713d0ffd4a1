import { describe, expect, it } from "vitest";
import { compareText } from "../../src/core/compare-text.ts";

describe("compareText", () => {
  it("orders by code unit, not by the machine's locale rules", () => {
    expect(["b", "a", "B", "é", "e"].sort(compareText)).toEqual(["B", "a", "b", "e", "é"]);
    expect(compareText("x", "x")).toBe(0);
  });
});
