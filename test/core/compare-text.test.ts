import { describe, expect, it } from "vitest";
import { compareText, nameOrder } from "../../src/core/compare-text.ts";

describe("compareText", () => {
  it("orders by code unit, not by the machine's locale rules", () => {
    expect(["b", "a", "B", "é", "e"].sort(compareText)).toEqual(["B", "a", "b", "e", "é"]);
    expect(compareText("x", "x")).toBe(0);
  });
});

describe("nameOrder", () => {
  it("orders names in the site language's order, whatever the machine's", () => {
    expect(["Ñandú", "Oso", "Nube"].sort(nameOrder("es-US"))).toEqual(["Nube", "Ñandú", "Oso"]);
    expect(["Zumba", "Ørsted", "Aalborg", "Ärmel"].sort(nameOrder("en-US"))).toEqual(["Aalborg", "Ärmel", "Ørsted", "Zumba"]);
    expect(["Zumba", "Ørsted", "Aalborg", "Ärmel"].sort(nameOrder("da-DK"))).toEqual(["Zumba", "Ärmel", "Ørsted", "Aalborg"]);
  });

  it("gives names the collator calls equal one order by code unit, so no sort depends on where they started", () => {
    const order = nameOrder("en-US");
    // U+00E9 and "e" + U+0301 are the same letter to the collator.
    expect(order("caf\u00e9", "cafe\u0301")).toBe(compareText("caf\u00e9", "cafe\u0301"));
    expect(order("caf\u00e9", "cafe\u0301")).not.toBe(0);
    expect(["cafe\u0301", "caf\u00e9"].sort(order)).toEqual(["caf\u00e9", "cafe\u0301"].sort(order));
    expect(order("Tap", "Tap")).toBe(0);
  });
});
