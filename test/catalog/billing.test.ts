import { describe, expect, it } from "vitest";
import { catalogMembershipBillingInWords, classBillingInWords, humanizeSetting, intervalInWords, membershipTermInWords, seasonBillingInWords } from "../../src/catalog/billing.ts";
import { aClass, aMembershipPrice } from "../fixtures/catalog-records.ts";

describe("intervalInWords", () => {
  it.each([
    [1, "months", "monthly"],
    [1, "month", "monthly"],
    [1, "weeks", "weekly"],
    [2, "weeks", "every 2 weeks"],
    [3, "month", "every 3 months"],
    [12, "months", "every 12 months"],
    [null, "year", "yearly"],
    [1, "fortnight", null],
    [1, null, null],
    [0, "months", null],
  ])("says %j %j as %j", (value, unit, words) => {
    expect(intervalInWords(value, unit)).toBe(words);
  });
});

describe("classBillingInWords", () => {
  it("says a recurring class is billed monthly (spec 2.4 rule 4)", () => {
    expect(classBillingInWords(aClass())).toBe("Billed monthly while enrolled.");
  });

  it("says every N weeks", () => {
    const cls = aClass({ billing: { is_recurring: true, interval_value: 2, interval_unit: "weeks" } });
    expect(classBillingInWords(cls)).toBe("Billed every 2 weeks while enrolled.");
  });

  it("says one payment for a non-recurring session-based class", () => {
    const cls = aClass({ billing: { is_recurring: false, interval_value: null, interval_unit: null } });
    expect(classBillingInWords(cls)).toBe("One payment for the whole class.");
  });

  it("says per session for a drop-in class", () => {
    expect(classBillingInWords(aClass({ enrollment_model: "per_instance" }))).toBe("Paid per session.");
  });

  it("says nothing for a free class or one with no price", () => {
    expect(classBillingInWords(aClass({ price_cents: 0 }))).toBeNull();
    expect(classBillingInWords(aClass({ price_cents: null }))).toBeNull();
  });
});

describe("seasonBillingInWords", () => {
  it("gives the interval and the first payment timing", () => {
    expect(seasonBillingInWords({ interval_value: 1, interval_unit: "month", first_payment_timing: "at_signup" })).toEqual([
      "Billed monthly.",
      "First payment: at signup.",
    ]);
  });

  it("is empty when nothing is set", () => {
    expect(seasonBillingInWords({ interval_value: null, interval_unit: null, first_payment_timing: null })).toEqual([]);
  });
});

describe("humanizeSetting", () => {
  it("turns a setting name into words", () => {
    expect(humanizeSetting("SEASON_START")).toBe("Season start");
    expect(humanizeSetting("  ")).toBeNull();
  });
});

describe("catalogMembershipBillingInWords", () => {
  it("combines interval and duration", () => {
    expect(
      catalogMembershipBillingInWords({
        type_id: "x",
        price_id: null,
        billing_interval: "month",
        billing_period: 1,
        duration_months: 12,
      }),
    ).toBe("Billed monthly for 12 months.");
  });

  it("gives only the duration when the interval is unknown", () => {
    expect(
      catalogMembershipBillingInWords({
        type_id: "x",
        price_id: null,
        billing_interval: null,
        billing_period: null,
        duration_months: 1,
      }),
    ).toBe("Runs for 1 month.");
  });
});

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
