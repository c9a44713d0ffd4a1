import { describe, expect, it } from "vitest";
import { safeHexColor } from "../../src/catalog/safe-color.ts";

describe("safeHexColor", () => {
  it.each([
    ["#7C3AED", "#7c3aed"],
    ["#abc", "#abc"],
    ["#abcd", "#abcd"],
    [" #11223344 ", "#11223344"],
  ])("accepts %j as %j", (input, expected) => {
    expect(safeHexColor(input)).toBe(expected);
  });

  it.each([
    "red",
    "#12345",
    "#ggg",
    "7c3aed",
    "#fff;background:url(javascript:alert(1))",
    "#fff}</style><script>alert(1)</script>",
    "rgb(0,0,0)",
    "",
    null,
  ])("refuses %j", (input) => {
    expect(safeHexColor(input)).toBeNull();
  });
});
