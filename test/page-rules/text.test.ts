import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt, oneLine, paragraphs, plainText } from "../../src/page-rules/text.ts";

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

  it("drops the content of every element that is never text for a family", () => {
    expect(
      plainText("Before<noscript>x</noscript><iframe>y</iframe><svg><text>z</text></svg><math><mi>m</mi></math><object>o</object><title>t</title><head>h</head> after"),
    ).toBe("Before after");
  });

  it("adds no line break or paragraph for a <br> or a block inside a hidden element", () => {
    expect(plainText("A<svg><br/></svg>B")).toBe("AB");
    expect(plainText("A<svg><p>in</p></svg>B")).toBe("AB");
  });

  it("reads tags whatever their case", () => {
    expect(plainText("<SCRIPT>x</SCRIPT>Y<BR>Z")).toBe("Y\nZ");
  });

  it("collapses runs of spaces, tabs and no-break spaces, and trims each line", () => {
    expect(plainText("Tap\t\t and\u00a0 Jazz")).toBe("Tap and Jazz");
    expect(plainText(" line \n next ")).toBe("line\nnext");
  });

  it("reads a lone carriage return as a line break and keeps at most one blank line", () => {
    expect(plainText("a\rb")).toBe("a\nb");
    expect(plainText("a\n\n\n\nb")).toBe("a\n\nb");
  });
});

describe("plainText of text with no markup", () => {
  // Such text skips the parser; a tag that adds nothing sends the same text through it.
  it("reads as the parser reads it", () => {
    const character = fc.constantFrom("a", "Z", "3", " ", "\t", "\n", "\r", "\0", "\u00a0", "\u2028", "\ud800", "é", "👩‍🏫", ">", '"', "'", "=", "/", "!", "-", "?", ";", "#", "]");
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 40 }), (text) => {
        expect(plainText(text)).toBe(plainText(`${text}<i></i>`));
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});

describe("oneLine", () => {
  it("puts paragraphs and line breaks on one line, one space apart", () => {
    expect(oneLine("<p>One</p><p>Two\nthree</p>")).toBe("One Two three");
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and on paragraph tags", () => {
    expect(paragraphs("One\n\n\nTwo\r\n\r\nThree")).toEqual(["One", "Two", "Three"]);
    expect(paragraphs("<p>One</p><p>Two<br>still two</p>")).toEqual(["One", "Two\nstill two"]);
  });

  it("ends a paragraph at the end of a heading, a list item and a division", () => {
    expect(paragraphs("<h2>Title</h2>Text<ul><li>One</li><li>Two</li></ul><div>Three</div>")).toEqual(["Title", "TextOne", "Two", "Three"]);
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

  it("cuts a word only when the last word boundary is in the first half", () => {
    expect(excerpt("Supercalifragilisticexpialidocious is a word", 10)).toBe("Supercali…");
    expect(excerpt("Ballet for beginners!", 20)).toBe("Ballet for beginner…");
    expect(excerpt("Ballet for beginners and more", 22)).toBe("Ballet for beginners…");
  });

  it("keeps the last whole word when the cut falls just before a space", () => {
    expect(excerpt("Ballet tap jazz", 11)).toBe("Ballet tap…");
  });

  it("drops punctuation left hanging before the ellipsis", () => {
    expect(excerpt("Ballet class, tap class", 14)).toBe("Ballet class…");
  });

  it("keeps text exactly as long as the limit whole, on one line", () => {
    expect(excerpt("Ballet for beginners", 20)).toBe("Ballet for beginners");
    expect(excerpt("<b>Bold</b>   text\n\nnext")).toBe("Bold text next");
  });

  it("never splits an emoji", () => {
    expect(excerpt("💃".repeat(40), 10)).toBe(`${"💃".repeat(9)}…`);
  });
});

describe("plain text a family reads (issue 22, surviving mutants)", () => {
  it("hides everything inside nested hidden elements until the outer one closes", () => {
    expect(plainText("<svg><title>Logo</title><text>Logo text</text></svg>Hello")).toBe("Hello");
  });

  it("keeps the words after a hidden element the studio closed with a slash", () => {
    expect(plainText('<iframe src="https://example.com/map"/>Meet at the north door')).toBe("Meet at the north door");
  });

  it("keeps what the text ends with: a lone less-than sign, an entity without its semicolon", () => {
    expect(plainText("Ages 3 <")).toBe("Ages 3 <");
    expect(plainText("Tom &amp")).toBe("Tom &");
  });

  it("trims the space before and after each line break", () => {
    expect(plainText("One \nTwo\n Three")).toBe("One\nTwo\nThree");
  });

  it("gives no paragraph for empty text, and none with space around it", () => {
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs("  ")).toEqual([]);
    expect(paragraphs("One\u2003\n\n\u2003Two")).toEqual(["One", "Two"]);
  });

  it("cuts back to the last whole word when the cut falls inside one", () => {
    expect(excerpt("Ballet for beginners", 15)).toBe("Ballet for…");
  });

  it("drops every punctuation mark left hanging before the ellipsis, not only the last", () => {
    expect(excerpt("Ballet class!!! tap", 17)).toBe("Ballet class…");
  });
});
