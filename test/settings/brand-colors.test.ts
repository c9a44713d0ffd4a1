import { describe, expect, it } from "vitest";
import { contrastRatio, nearestPassing, opaqueHex, ratioText, strongerThan } from "../../src/settings/brand-colors.ts";
import Color from "colorjs.io";

const hueOf = (hex: string) => new Color(hex).to("oklch").coords[2]!;

describe("opaqueHex", () => {
  it("writes any opaque CSS colour as six-digit hex", () => {
    expect(opaqueHex("#4A2FB3")).toBe("#4a2fb3");
    expect(opaqueHex("#abc")).toBe("#aabbcc");
    expect(opaqueHex("rebeccapurple")).toBe("#663399");
    expect(opaqueHex(" rgb(11 110 79) ")).toBe("#0b6e4f");
  });

  it("refuses what is not a colour, and a see-through one, whose contrast depends on what is behind it", () => {
    expect(opaqueHex("purpleish")).toBeNull();
    expect(opaqueHex("")).toBeNull();
    expect(opaqueHex("rgb(0 0 0 / 50%)")).toBeNull();
    expect(opaqueHex("#00000080")).toBeNull();
  });
});

describe("contrastRatio", () => {
  it("measures WCAG 2.1's ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes on white; #777777 just fails.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("says a ratio without rounding a fail up to a pass", () => {
    expect(ratioText(4.4999)).toBe("4.49:1");
    expect(ratioText(3.3439)).toBe("3.34:1");
    expect(ratioText(21)).toBe("21.00:1");
  });
});

describe("nearestPassing", () => {
  const onWhite = [{ against: "#ffffff", minimum: 4.5 }];

  it("keeps a colour that passes", () => {
    expect(nearestPassing("#4a2fb3", onWhite)).toBe("#4a2fb3");
  });

  it("finds the nearest colour of the same hue that passes, as the hex it will be written as", () => {
    const nearest = nearestPassing("#8f7fe0", onWhite)!;
    expect(contrastRatio(nearest, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(nearest, "#ffffff")).toBeLessThan(4.8);
    expect(Math.abs(hueOf(nearest) - hueOf("#8f7fe0"))).toBeLessThan(4);
  });

  it("goes lighter when that is nearer, against a dark page", () => {
    const nearest = nearestPassing("#3d3d8a", [{ against: "#121212", minimum: 4.5 }])!;
    expect(contrastRatio(nearest, "#121212")).toBeGreaterThanOrEqual(4.5);
    expect(new Color(nearest).to("oklch").coords[0]!).toBeGreaterThan(new Color("#3d3d8a").to("oklch").coords[0]!);
  });

  it("meets every need at once, or says none does", () => {
    const both = [...onWhite, { against: "#000000", minimum: 4.5 }];
    const nearest = nearestPassing("#777777", both);
    expect(nearest).not.toBeNull();
    for (const need of both) expect(contrastRatio(nearest!, need.against)).toBeGreaterThanOrEqual(4.5);
    expect(nearestPassing("#777777", [...onWhite, { against: "#000000", minimum: 7 }])).toBeNull();
  });
});

describe("strongerThan", () => {
  it("moves away from the page: darker on a light page, lighter on a dark one", () => {
    expect(contrastRatio(strongerThan("#4a2fb3", "#ffffff"), "#ffffff")).toBeGreaterThan(contrastRatio("#4a2fb3", "#ffffff"));
    expect(contrastRatio(strongerThan("#b8a8ff", "#101010"), "#101010")).toBeGreaterThan(contrastRatio("#b8a8ff", "#101010"));
  });
});
