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

  it.each([
    ["Caf&eacute; Ballet", "Café Ballet"],
    ["Ages 5&ndash;7", "Ages 5–7"],
    ["Maria&rsquo;s Tap &amp; Jazz", "Maria’s Tap & Jazz"],
    ["&hellip; and more&nbsp;fun", "… and more fun"],
    ["&#x1F483; Dance &#128378;", "💃 Dance 🕺"],
    ["&AMP; &copy; 2026", "& © 2026"],
  ])("decodes every named and numeric character reference: %j", (text, expected) => {
    expect(plainText(text)).toBe(expected);
  });

  it("reads a > inside quoted attributes as part of the tag, as a browser does", () => {
    expect(plainText('<a title="a>b">Sign up</a> today')).toBe("Sign up today");
    expect(plainText("<span data-x='1 > 0' class=\"x\">Ballet</span>")).toBe("Ballet");
    expect(plainText('<img alt="<b>bold</b>">Jazz')).toBe("Jazz");
  });

  it("drops comments, styles and templates with their content", () => {
    expect(plainText("Tap <!-- <b>hidden</b> --> time<style>p{color:red}</style><template><p>x</p></template>")).toBe("Tap time");
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
