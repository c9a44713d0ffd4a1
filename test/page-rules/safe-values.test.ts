import { describe, expect, it } from "vitest";
import { directionsUrl, mailtoHref, safeHexColor, safeUrl, telHref } from "../../src/page-rules/safe-values.ts";

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

  it("links an address with the characters real addresses use, and a non-ASCII domain, encoded", () => {
    expect(mailtoHref("first.last+ballet@studio-one.example.com")).toBe("mailto:first.last+ballet@studio-one.example.com");
    expect(mailtoHref("info@tanzschule-müller.de")).toBe("mailto:info@tanzschule-m%C3%BCller.de");
  });

  it.each(["not an email", "a@b", "x@y.z?subject=<b>", "javascript:alert(1)@x.com", null])("refuses %j", (input) => {
    expect(mailtoHref(input)).toBeNull();
  });

  // Anything after `?` in a mailto: link becomes a header (cc, bcc, subject, body).
  it.each([
    "a@b.c?bcc=x@evil.example",
    "hello@studio.example?cc=x%40evil.example",
    "hello@studio.example?body=hi",
    "hello@studio.example&bcc=x",
    "hello@studio.example#top",
    "hello%0abcc:x@studio.example",
    "hello@studio.example%0aBcc:x",
    "hello?@studio.example",
    "hello&bcc=x@studio.example",
    "two words@studio.example",
    "a@studio.example,b@evil.example",
    "a@b@studio.example",
    "hello@studio.example\nBcc: x@evil.example",
    "hello@.studio.example",
    "hello@studio..example",
    "hello@studio.example.",
  ])("refuses %j, which is not one plain address", (input) => {
    expect(mailtoHref(input)).toBeNull();
  });
});

describe("mailtoHref length", () => {
  it("links an address of 254 characters and refuses one of 255", () => {
    const address = (length: number) => `${"a".repeat(length - "@studio.example".length)}@studio.example`;
    expect(mailtoHref(address(254))).toBe(`mailto:${address(254)}`);
    expect(mailtoHref(address(255))).toBeNull();
  });
});

describe("telHref", () => {
  it("links 3 digits and 15 digits, the shortest and longest numbers it takes", () => {
    expect(telHref("911")).toBe("tel:911");
    expect(telHref("+123 456 789 012 345")).toBe("tel:+123456789012345");
  });

  it("reads a number with a tab before it and a line break after it", () => {
    expect(telHref("\t555 0100\n")).toBe("tel:5550100");
  });

  it("keeps digits and a leading plus", () => {
    expect(telHref("+1 (555) 010-0123")).toBe("tel:+15550100123");
  });

  it("drops an extension", () => {
    expect(telHref("555-0100 ext. 12")).toBe("tel:5550100");
  });

  it("reads dots, dashes, brackets and spaces as separators, and drops an extension however it is written", () => {
    expect(telHref("555.010.0123")).toBe("tel:5550100123");
    expect(telHref("  (555) 010 0123  ")).toBe("tel:5550100123");
    expect(telHref("555-0100 x12")).toBe("tel:5550100");
    expect(telHref("555-0100x12")).toBe("tel:5550100");
    expect(telHref("555-0100 Ext 12")).toBe("tel:5550100");
  });

  it.each(["call us", "12", null, "1234567890123456789"])("refuses %j", (input) => {
    expect(telHref(input)).toBeNull();
  });

  it.each([
    "1-800-FLOWERS",
    "call 555 0100",
    "555-0100?foo",
    "555 0100, 555 0101",
    "555 0100 / 555 0101",
    "555+0100",
    "+1 555 0100 <script>",
    "555-0100;ext=1",
    "555-0100 ext. 12 or 13",
  ])("refuses %j, which is not just a phone number", (input) => {
    expect(telHref(input)).toBeNull();
  });
});

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
    "x#7c3aed",
    "red #abc",
    "#fff;background:url(javascript:alert(1))",
    "#fff}</style><script>alert(1)</script>",
    "rgb(0,0,0)",
    "",
    null,
  ])("refuses %j", (input) => {
    expect(safeHexColor(input)).toBeNull();
  });
});

describe("directionsUrl", () => {
  it("builds a plain map search from the address, encoded as one query value", () => {
    expect(directionsUrl("48 Mill Road, Millbrook, NY 12545")).toBe(
      "https://www.google.com/maps/search/?api=1&query=48%20Mill%20Road%2C%20Millbrook%2C%20NY%2012545",
    );
    expect(directionsUrl("Town Park & Pool <b>#2</b>")).toBe("https://www.google.com/maps/search/?api=1&query=Town%20Park%20%26%20Pool%20%232");
  });

  it("gives none for a blank address", () => {
    expect(directionsUrl(null)).toBeNull();
    expect(directionsUrl("  ")).toBeNull();
  });
});
