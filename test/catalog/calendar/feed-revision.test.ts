import { describe, expect, it } from "vitest";
import { feedRevision } from "../../../src/catalog/calendar/feed-revision.ts";

describe("feedRevision", () => {
  it("counts whole minutes from 2020 to the sync, so a later sync always has a larger SEQUENCE", () => {
    expect(feedRevision("2020-01-01T00:01:59Z").sequence).toBe(1);
    const earlier = feedRevision("2027-03-01T14:00:00.000Z");
    const later = feedRevision("2027-03-01T14:01:00.000Z");
    expect(later.sequence).toBe(earlier.sequence + 1);
  });

  it("uses the sync time, to the second, as LAST-MODIFIED", () => {
    expect(feedRevision("2027-03-01T09:00:00.750-05:00").lastModified.toISOString()).toBe("2027-03-01T14:00:00.000Z");
  });

  it("stays inside iCalendar's 32-bit INTEGER for thousands of years", () => {
    expect(feedRevision("6000-12-31T23:59:59Z").sequence).toBeLessThan(2 ** 31);
  });

  it("refuses a sync time it cannot read, and says to re-sync", () => {
    expect(() => feedRevision("yesterday")).toThrow(
      expect.objectContaining({ code: "invalid_synced_at", message: expect.stringContaining("npm run sync") }),
    );
  });
});
