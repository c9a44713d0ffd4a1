import { describe, expect, it } from "vitest";
import { membershipTermInWords } from "../../src/catalog/membership-term.ts";
import { aMembershipPrice } from "../fixtures/catalog-records.ts";

const term = (mode: "none" | "duration" | "fixed", months: number | null = null, starts_on: string | null = null, ends_on: string | null = null) => ({
  mode,
  months,
  starts_on,
  ends_on,
});

describe("membershipTermInWords", () => {
  it("says an ongoing price runs until cancelled", () => {
    expect(membershipTermInWords(aMembershipPrice({ term: term("none"), charges: null }), "en-US")).toBe("Until you cancel.");
  });

  it("says a one-time price with no term has no renewal", () => {
    expect(membershipTermInWords(aMembershipPrice({ term: term("none"), is_one_time: true, charges: 1 }), "en-US")).toBe(
      "One payment, no renewal.",
    );
  });

  it("gives a duration term in months with its number of charges", () => {
    expect(membershipTermInWords(aMembershipPrice({ term: term("duration", 6), charges: 6 }), "en-US")).toBe(
      "For 6 months from the start; 6 payments.",
    );
  });

  it("says a pay-in-full duration term is paid in full", () => {
    expect(
      membershipTermInWords(aMembershipPrice({ term: term("duration", 1), is_one_time: true, charges: 1 }), "en-US"),
    ).toBe("For 1 month from the start; paid in full.");
  });

  it("gives a fixed term's dates in the locale", () => {
    const price = aMembershipPrice({ term: term("fixed", null, "2026-09-01", "2027-06-30"), charges: 10 });
    expect(membershipTermInWords(price, "en-US")).toBe("From Sep 1, 2026 to Jun 30, 2027; 10 payments.");
    expect(membershipTermInWords(price, "en-GB")).toBe("From 1 Sept 2026 to 30 Jun 2027; 10 payments.");
  });

  it("copes with a fixed term missing a date", () => {
    expect(membershipTermInWords(aMembershipPrice({ term: term("fixed", null, null, "2027-06-30") }), "en-US")).toBe(
      "Until Jun 30, 2027.",
    );
    expect(membershipTermInWords(aMembershipPrice({ term: term("fixed") }), "en-US")).toBe("For a fixed term.");
  });
});
