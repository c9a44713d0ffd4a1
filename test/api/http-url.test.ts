import { describe, expect, it } from "vitest";
import { isHttpUrl, parseHttpUrl } from "../../src/api/http-url.ts";

describe("parseHttpUrl", () => {
  it("parses an absolute http(s) URL, ignoring surrounding spaces", () => {
    expect(parseHttpUrl(" https://studio.example.com/checkout?x=1 ")?.href).toBe("https://studio.example.com/checkout?x=1");
    expect(parseHttpUrl("http://example.com")?.href).toBe("http://example.com/");
  });

  it.each(["javascript:alert(1)", "java\tscript:alert(1)", "https://exa\tmple.com/", "https://example.com/a b", "/relative", "//evil.example.com/x", "https://", ""])(
    "refuses %j",
    (input) => {
      expect(parseHttpUrl(input)).toBeNull();
    },
  );
});

describe("isHttpUrl", () => {
  it("agrees with the parser, so the sync warns about exactly the links the site drops", () => {
    expect(isHttpUrl("https://studio.example.com/book")).toBe(true);
    expect(isHttpUrl("https://example.com/a b")).toBe(false);
    expect(isHttpUrl("data:text/html,<b>x</b>")).toBe(false);
  });
});
