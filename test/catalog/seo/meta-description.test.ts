import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX_LENGTH, metaDescription } from "../../../src/catalog/seo/meta-description.ts";

const long =
  "Ballet I introduces young dancers to the joy of movement through music, games and the first positions of classical ballet, taught by patient teachers in a warm and friendly studio.";

describe("metaDescription", () => {
  it("keeps a short description whole", () => {
    expect(metaDescription("First steps in ballet.", "fallback")).toBe("First steps in ballet.");
  });

  it("cuts a long one at a word boundary, with an ellipsis, within 155 characters", () => {
    const text = metaDescription(long, "fallback");
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(155);
    expect([...text].length).toBeLessThanOrEqual(155);
    expect(text.endsWith("…")).toBe(true);
    const words = text.slice(0, -1).split(" ");
    // Every word kept is a whole word of the original.
    expect(long.split(" ").slice(0, words.length)).toEqual(words);
  });

  it("drops markup and collapses whitespace and line breaks", () => {
    expect(metaDescription("<p>Fun   for\n\nall</p><script>alert(1)</script> &amp; more", "fallback")).toBe("Fun for all & more");
  });

  it("falls back to the page's own sentence when the record has no description", () => {
    expect(metaDescription(null, "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
    expect(metaDescription("<p> </p>", "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
  });
});
