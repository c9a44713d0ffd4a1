import { describe, expect, it } from "vitest";
import { acceptsSignUps, isListedSeason, registrationOpenings, seasonState } from "../../src/core/season-state.ts";
import { aSeason } from "../fixtures/catalog-records.ts";

const now = new Date("2026-03-01T12:00:00Z");
const window = (internal: string | null, external: string | null, closes: string | null) => ({
  registration_window: { internal_opens_at: internal, external_opens_at: external, closes_at: closes },
});

describe("seasonState (spec section 3)", () => {
  it("is open to the public when open with no window", () => {
    expect(seasonState(aSeason(window(null, null, null)), now)).toEqual({ kind: "open" });
  });

  it("is open to the public once the public opening has passed", () => {
    expect(seasonState(aSeason(window(null, "2026-02-01T00:00:00Z", null)), now)).toEqual({ kind: "open" });
  });

  it("is closing on a date when open with a future closing time", () => {
    expect(seasonState(aSeason(window(null, null, "2026-03-10T23:59:00-05:00")), now)).toEqual({
      kind: "closing",
      closesAt: new Date("2026-03-10T23:59:00-05:00"),
    });
  });

  it("is open only to existing families until the public opening", () => {
    expect(seasonState(aSeason(window("2026-02-20T09:00:00-05:00", "2026-03-05T09:00:00-05:00", null)), now)).toEqual({
      kind: "existing-families",
      publicFrom: new Date("2026-03-05T09:00:00-05:00"),
      closesAt: null,
    });
  });

  it("is opening on a date before anyone may register", () => {
    expect(seasonState(aSeason(window("2026-03-02T09:00:00-05:00", "2026-03-05T09:00:00-05:00", null)), now)).toEqual({
      kind: "opening",
      publicFrom: new Date("2026-03-05T09:00:00-05:00"),
      existingFamiliesFrom: new Date("2026-03-02T09:00:00-05:00"),
    });
  });

  it("is closed once the closing time has passed", () => {
    expect(seasonState(aSeason(window(null, null, "2026-03-01T11:59:59Z")), now)).toEqual({ kind: "closed" });
  });

  it("is closed exactly at the closing time", () => {
    expect(seasonState(aSeason(window(null, null, "2026-03-01T12:00:00Z")), now)).toEqual({ kind: "closed" });
  });

  it("is closed when the status is closed, whatever the window says", () => {
    expect(seasonState(aSeason({ status: "closed", ...window(null, null, null) }), now)).toEqual({ kind: "closed" });
  });

  it("opens to the public exactly at external_opens_at", () => {
    expect(seasonState(aSeason(window(null, "2026-03-01T12:00:00Z", null)), now)).toEqual({ kind: "open" });
  });

  it("opens to existing families exactly at internal_opens_at, and keeps the closing time", () => {
    expect(seasonState(aSeason(window("2026-03-01T12:00:00Z", "2026-03-05T09:00:00-05:00", "2026-04-01T00:00:00Z")), now)).toEqual({
      kind: "existing-families",
      publicFrom: new Date("2026-03-05T09:00:00-05:00"),
      closesAt: new Date("2026-04-01T00:00:00Z"),
    });
  });

  it("is opening with no early start for existing families when the season has none", () => {
    expect(seasonState(aSeason(window(null, "2026-03-05T09:00:00-05:00", null)), now)).toEqual({
      kind: "opening",
      publicFrom: new Date("2026-03-05T09:00:00-05:00"),
      existingFamiliesFrom: null,
    });
  });

  it("accepts sign-ups only while open to someone", () => {
    expect(acceptsSignUps({ kind: "open" })).toBe(true);
    expect(acceptsSignUps({ kind: "closing", closesAt: now })).toBe(true);
    expect(acceptsSignUps({ kind: "existing-families", publicFrom: now, closesAt: null })).toBe(true);
    expect(acceptsSignUps({ kind: "opening", publicFrom: now, existingFamiliesFrom: null })).toBe(false);
    expect(acceptsSignUps({ kind: "closed" })).toBe(false);
  });
});

describe("isListedSeason", () => {
  it("lists every open season", () => {
    expect(isListedSeason(aSeason({ status: "open", season_ends_at: "2020-01-01" }), "2026-03-01")).toBe(true);
  });

  it("lists a closed season that has not ended", () => {
    expect(isListedSeason(aSeason({ status: "closed", season_ends_at: "2026-03-01" }), "2026-03-01")).toBe(true);
  });

  it("lists a closed season with no end date that is not unlimited", () => {
    expect(isListedSeason(aSeason({ status: "closed", registration_type: "seasonal", season_ends_at: null }), "2026-03-01")).toBe(true);
  });

  it("drops a closed season that has ended", () => {
    expect(isListedSeason(aSeason({ status: "closed", season_ends_at: "2026-02-28" }), "2026-03-01")).toBe(false);
  });

  it("drops a closed unlimited season, which ran until it was closed", () => {
    expect(
      isListedSeason(aSeason({ status: "closed", registration_type: "unlimited", season_ends_at: null }), "2026-03-01"),
    ).toBe(false);
  });
});

describe("registrationOpenings", () => {
  it("gives existing families their own opening only when it is before everyone's", () => {
    expect(
      registrationOpenings({ internal_opens_at: "2026-11-26T18:00:00-05:00", external_opens_at: "2026-12-03T09:00:00-05:00", closes_at: null }),
    ).toEqual({ existingFamilies: new Date("2026-11-26T23:00:00Z"), everyone: new Date("2026-12-03T14:00:00Z") });
    expect(
      registrationOpenings({ internal_opens_at: "2026-12-03T09:00:00-05:00", external_opens_at: "2026-12-03T09:00:00-05:00", closes_at: null }),
    ).toEqual({ existingFamilies: null, everyone: new Date("2026-12-03T14:00:00Z") });
  });

  it("has no separate opening for existing families when everyone may register as soon as it opens", () => {
    expect(registrationOpenings({ internal_opens_at: "2026-11-26T18:00:00-05:00", external_opens_at: null, closes_at: null })).toEqual({
      existingFamilies: null,
      everyone: null,
    });
  });
});
