import { describe, expect, it } from "vitest";
import { mailtoHref, safeUrl, telHref } from "../../src/catalog/safe-url.ts";

describe("safeUrl", () => {
  it.each([
    ["https://studio.example.com/checkout?x=1", "https://studio.example.com/checkout?x=1"],
    ["http://example.com", "http://example.com/"],
    ["  https://example.com/a b  ", null],
  ])("keeps http(s) URL %j as %j", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "/relative/path",
    "//evil.example.com/x",
    "mailto:a@b.c",
    "https://",
    "not a url",
    "",
  ])("drops %j", (input) => {
    expect(safeUrl(input)).toBeNull();
  });

  it("drops null and undefined", () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});

describe("mailtoHref", () => {
  it("links a plain address", () => {
    expect(mailtoHref(" hello@studio.example.com ")).toBe("mailto:hello@studio.example.com");
  });

  it.each(["not an email", "a@b", "x@y.z?subject=<b>", "javascript:alert(1)@x.com", null])("refuses %j", (input) => {
    expect(mailtoHref(input)).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("+1 (555) 010-0123")).toBe("tel:+15550100123");
  });

  it("drops an extension", () => {
    expect(telHref("555-0100 ext. 12")).toBe("tel:5550100");
  });

  it.each(["call us", "12", null, "1234567890123456789"])("refuses %j", (input) => {
    expect(telHref(input)).toBeNull();
  });
});
