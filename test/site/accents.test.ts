import { describe, expect, it } from "vitest";
import { accentClass, accentStylesheet } from "../../src/site/accents.ts";

describe("accent classes", () => {
  it("names a class after the colour's hex digits, and none for anything that is not a hex colour", () => {
    expect(accentClass("#2E86DE")).toBe("accent-2e86de");
    expect(accentClass("#abc")).toBe("accent-abc");
    expect(accentClass("red")).toBeUndefined();
    expect(accentClass("#fff;background:url(x)")).toBeUndefined();
    expect(accentClass(null)).toBeUndefined();
  });

  it("writes one rule per distinct colour, sorted, and nothing for CSS injection attempts", () => {
    const css = accentStylesheet(["#e4578b", "#2E86DE", "#e4578b", "red;}body{display:none", null, "#2e86de"]);
    expect(css).toBe(".accent-2e86de{--accent:#2e86de}.accent-e4578b{--accent:#e4578b}");
    expect(css).toMatch(/^(\.accent-[0-9a-f]+\{--accent:#[0-9a-f]+\})*$/);
  });
});
