import { describe, expect, it } from "vitest";
import { spotsAsOf } from "../../src/catalog/synced-at.ts";

describe("spotsAsOf", () => {
  it("gives the sync time in the studio's zone", () => {
    expect(spotsAsOf("2026-03-01T14:05:00.000Z", "America/New_York", "en-US")).toBe("Spots as of Mar 1, 2026, 9:05 AM EST");
  });

  it("never prints Invalid Date", () => {
    expect(spotsAsOf("garbage", "America/New_York", "en-US")).toBe("Spots as of the last update");
  });
});
