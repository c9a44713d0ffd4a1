import { describe, expect, it } from "vitest";
import { formatDateRange } from "../../src/catalog/date-range.ts";

// Intl puts thin spaces (U+2009) around the range dash.
describe("formatDateRange", () => {
  it("shares the year within one year", () => {
    expect(formatDateRange("2026-11-29", "2026-12-05", "en-US")).toBe("Nov 29\u2009–\u2009Dec 5, 2026");
  });

  it("shares the month within one month", () => {
    expect(formatDateRange("2026-11-22", "2026-11-28", "en-US")).toBe("Nov 22\u2009–\u200928, 2026");
  });

  it("gives both years across New Year", () => {
    expect(formatDateRange("2026-12-28", "2027-01-03", "en-US")).toBe("Dec 28, 2026\u2009–\u2009Jan 3, 2027");
  });

  it("gives one date when both are equal", () => {
    expect(formatDateRange("2026-11-28", "2026-11-28", "en-US")).toBe("Nov 28, 2026");
  });

  it("follows the locale", () => {
    expect(formatDateRange("2026-11-29", "2026-12-05", "en-GB")).toBe("29 Nov\u2009–\u20095 Dec 2026");
  });

  it("puts a reversed pair in order", () => {
    expect(formatDateRange("2026-12-05", "2026-11-29", "en-US")).toBe("Nov 29\u2009–\u2009Dec 5, 2026");
  });
});
