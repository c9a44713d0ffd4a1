import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOfWeek,
  daysBetween,
  isLocalDate,
  longDate,
  todayInZone,
  zonedDateTime,
} from "../../../src/emulator/data/local-date.ts";

describe("local dates", () => {
  it("accepts only real calendar dates", () => {
    expect(isLocalDate("2024-02-29")).toBe(true);
    expect(isLocalDate("2025-02-29")).toBe(false);
    expect(isLocalDate("2025-1-01")).toBe(false);
    expect(isLocalDate("2025-01-01T00:00")).toBe(false);
  });

  it("adds days across months, years and the daylight-saving change", () => {
    expect(addDays("2025-03-08", 2)).toBe("2025-03-10");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysBetween("2025-03-01", "2025-04-01")).toBe(31);
  });

  it("numbers days of the week from Sunday = 0", () => {
    expect(dayOfWeek("2025-03-09")).toBe(0);
    expect(dayOfWeek("2025-03-15")).toBe(6);
  });

  it("finds today in the studio's zone, not UTC", () => {
    // 02:00 UTC on March 10 is still March 9 in New York.
    expect(todayInZone("America/New_York", Date.parse("2025-03-10T02:00:00Z"))).toBe("2025-03-09");
  });

  it("writes local wall-clock times with the zone's offset on that date", () => {
    expect(zonedDateTime("2025-03-08", "09:00", "America/New_York")).toBe("2025-03-08T09:00:00-05:00");
    expect(zonedDateTime("2025-03-10", "09:00", "America/New_York")).toBe("2025-03-10T09:00:00-04:00");
  });

  it("prints long dates in fixed English", () => {
    expect(longDate("2025-09-01")).toBe("September 1, 2025");
  });

  it("names the problem when a date is malformed", () => {
    expect(() => addDays("tomorrow", 1)).toThrow('Expected a date as YYYY-MM-DD, got "tomorrow".');
  });
});
