import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, metaDescription } from "../../../src/catalog/seo/meta-description.ts";

const long =
  "Ballet I introduces young dancers to the joy of movement through music, games and the first positions of classical ballet, taught by patient teachers in a warm and friendly studio.";
const enough = "First steps in classical ballet: posture, positions and simple combinations, with live piano.";
const page = "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00.";

describe("metaDescription", () => {
  it("keeps a description of a useful length whole", () => {
    expect([...enough].length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN_LENGTH);
    expect(metaDescription(enough, page)).toBe(enough);
  });

  it("cuts a long one at a word boundary, with an ellipsis, within 155 characters", () => {
    const text = metaDescription(long, page);
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(155);
    expect([...text].length).toBeLessThanOrEqual(155);
    expect(text.endsWith("…")).toBe(true);
    const words = text.slice(0, -1).split(" ");
    // Every word kept is a whole word of the original.
    expect(long.split(" ").slice(0, words.length)).toEqual(words);
  });

  it("follows a short description with the page's own sentence", () => {
    expect(metaDescription("First steps in ballet", page)).toBe(`First steps in ballet. ${page}`);
    expect(metaDescription("Weekly classes!", page)).toBe(`Weekly classes! ${page}`);
  });

  it("cuts the joined text cleanly too", () => {
    const text = metaDescription("Weekly classes.", `${long} ${long}`);
    expect([...text].length).toBeLessThanOrEqual(155);
    expect(text.startsWith("Weekly classes. Ballet I introduces")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });

  it("drops markup and collapses whitespace and line breaks", () => {
    expect(metaDescription("<p>Fun   for\n\nall</p><script>alert(1)</script> &amp; more", "Ballet I.")).toBe("Fun for all & more. Ballet I.");
  });

  it("falls back to the page's own sentence when the record has no description", () => {
    expect(metaDescription(null, "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
    expect(metaDescription("<p> </p>", "Ballet I at Demo Dance Studio.")).toBe("Ballet I at Demo Dance Studio.");
  });
});
