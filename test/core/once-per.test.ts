import { describe, expect, it } from "vitest";
import { keptOrMade } from "../../src/core/once-per.ts";

describe("keptOrMade", () => {
  it("makes a key's value once in the map it is given, and hands the kept one back", () => {
    const kept = new Map<string, { text: string }>();
    let makes = 0;
    const make = (text: string) => () => {
      makes += 1;
      return { text };
    };
    const first = keptOrMade(kept, "en-US\u0000long", make("November 21, 2026"));
    expect(keptOrMade(kept, "en-US\u0000long", make("never made"))).toBe(first);
    expect(keptOrMade(kept, "en-US\u0000short", make("11/21/26"))).toEqual({ text: "11/21/26" });
    expect(makes).toBe(2);
    expect([...kept.keys()]).toEqual(["en-US\u0000long", "en-US\u0000short"]);
  });

  it("keeps nothing for a make that throws, and makes an undefined value again each time", () => {
    const kept = new Map<string, string | undefined>();
    expect(() => keptOrMade(kept, "bad", () => { throw new Error("no date"); })).toThrow("no date");
    expect(kept.has("bad")).toBe(false);
    let makes = 0;
    const nothing = () => {
      makes += 1;
      return undefined;
    };
    expect(keptOrMade(kept, "none", nothing)).toBeUndefined();
    expect(keptOrMade(kept, "none", nothing)).toBeUndefined();
    expect(makes).toBe(2);
  });
});
