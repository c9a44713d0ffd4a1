import { describe, expect, it } from "vitest";
import { checkToday, longDate, seasonOfYear, zonedDateTime } from "../../../src/emulator/data/demo-dates.ts";

describe("demo dates", () => {
  it("writes local wall-clock times with the zone's offset on that date", () => {
    expect(zonedDateTime("2025-03-08", "09:00", "America/New_York")).toBe("2025-03-08T09:00:00-05:00");
    expect(zonedDateTime("2025-03-10", "09:00", "America/New_York")).toBe("2025-03-10T09:00:00-04:00");
  });

  it("prints long dates in fixed English", () => {
    expect(longDate("2025-09-01")).toBe("September 1, 2025");
  });

  it("names seasons after their northern-hemisphere months", () => {
    expect(["2025-01-10", "2025-04-10", "2025-07-10", "2025-10-10", "2025-12-01"].map(seasonOfYear)).toEqual([
      "Winter",
      "Spring",
      "Summer",
      "Fall",
      "Winter",
    ]);
  });

  it("builds for the given day, and names the problem when it is not a real date", () => {
    expect(checkToday("2024-02-29", "America/New_York")).toBe("2024-02-29");
    expect(() => checkToday("2025-02-29", "America/New_York")).toThrow('Expected `today` to be a date as YYYY-MM-DD, got "2025-02-29".');
  });
});
