import { describe, expect, it } from "vitest";
import { excerpt, paragraphs, plainText } from "../../src/catalog/text.ts";

describe("plainText", () => {
  it("drops tags and script bodies but keeps the words", () => {
    expect(plainText('<p>Fun <b>for</b> all!</p><script>alert("x")</script><img src=x onerror=alert(1)>')).toBe(
      "Fun for all!",
    );
  });

  it("decodes common entities once", () => {
    expect(plainText("Tap &amp; Jazz &lt;3 &#39;24 &amp;lt;")).toBe("Tap & Jazz <3 '24 &lt;");
  });

  it("keeps a less-than sign that is not a tag", () => {
    expect(plainText("Ages 3 < 5 > 2")).toBe("Ages 3 < 5 > 2");
  });

  it("is empty for null", () => {
    expect(plainText(null)).toBe("");
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and on paragraph tags", () => {
    expect(paragraphs("One\n\n\nTwo\r\n\r\nThree")).toEqual(["One", "Two", "Three"]);
    expect(paragraphs("<p>One</p><p>Two<br>still two</p>")).toEqual(["One", "Two\nstill two"]);
  });
});

describe("excerpt", () => {
  it("keeps short text whole", () => {
    expect(excerpt("A short line.", 50)).toBe("A short line.");
  });

  it("cuts at a word boundary and adds an ellipsis", () => {
    const text = excerpt("Ballet for beginners who love to move and want to learn the basics.", 30);
    expect(text).toBe("Ballet for beginners who love…");
    expect([...text].length).toBeLessThanOrEqual(30);
  });

  it("never splits an emoji", () => {
    expect(excerpt("💃".repeat(40), 10)).toBe(`${"💃".repeat(9)}…`);
  });
});
