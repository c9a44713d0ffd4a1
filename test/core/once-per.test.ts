import { describe, expect, it } from "vitest";
import { keptOrMade, oncePer } from "../../src/core/once-per.ts";

describe("oncePer", () => {
  it("makes each key's value once and hands the same value back, a key's own", () => {
    const made: string[] = [];
    const upper = oncePer((key) => {
      made.push(key);
      return { text: key.toUpperCase() };
    });
    const first = upper("en-US");
    expect(upper("en-US")).toBe(first);
    expect(upper("fr-CA")).toEqual({ text: "FR-CA" });
    expect(first).toEqual({ text: "EN-US" });
    expect(made).toEqual(["en-US", "fr-CA"]);
  });

  it("keeps null, and keeps nothing from a build that throws", () => {
    let calls = 0;
    const origin = oncePer((key): string | null => {
      calls += 1;
      if (key === "bad") throw new Error(`no origin in ${key}`);
      return key === "none" ? null : key;
    });
    expect(origin("none")).toBeNull();
    expect(origin("none")).toBeNull();
    expect(() => origin("bad")).toThrow("no origin in bad");
    expect(() => origin("bad")).toThrow("no origin in bad");
    expect(calls).toBe(3);
  });
});

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
