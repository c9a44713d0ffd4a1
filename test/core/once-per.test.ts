import { describe, expect, it } from "vitest";
import { oncePer } from "../../src/core/once-per.ts";

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
