import { describe, expect, it } from "vitest";
import { datesPublishedThrough, datesPublishedThroughInWords } from "../../src/page-rules/published-dates.ts";

describe("datesPublishedThrough", () => {
  const through = "2027-02-22";

  it("gives the last mirrored date when the class's end_date is later (spec 2.4)", () => {
    expect(datesPublishedThrough({ schedule_type: "recurring", end_date: "2027-04-23" }, through)).toBe(through);
  });

  it("is null when every date through the class's end is there", () => {
    expect(datesPublishedThrough({ schedule_type: "recurring", end_date: through }, through)).toBeNull();
    expect(datesPublishedThrough({ schedule_type: "recurring", end_date: "2027-01-10" }, through)).toBeNull();
  });

  it("gives it for a weekly class with no end date, which goes on past any window", () => {
    expect(datesPublishedThrough({ schedule_type: "recurring", end_date: null }, through)).toBe(through);
  });

  it("is null for a one-time class with no end date: its dates are all it has", () => {
    expect(datesPublishedThrough({ schedule_type: "one-time", end_date: null }, through)).toBeNull();
    expect(datesPublishedThrough({ schedule_type: "one-time", end_date: "2027-05-01" }, through)).toBe(through);
  });

  it("says it in the site's locale", () => {
    expect(datesPublishedThroughInWords(through, "en-US")).toBe("Dates published through Feb 22, 2027");
    expect(datesPublishedThroughInWords(through, "en-GB")).toBe("Dates published through 22 Feb 2027");
  });

  it("says it in Spanish and French", () => {
    expect(datesPublishedThroughInWords(through, "es-US")).toBe("Fechas publicadas hasta el 22 feb 2027");
    expect(datesPublishedThroughInWords(through, "fr-CA")).toBe("Dates publiées jusqu’au 22 févr. 2027");
  });
});
