import { describe, expect, it } from "vitest";
import { spotsRemaining } from "../../../src/core/classes.ts";
import { availabilityFromSpots, buildOffer, offerCatalog, offerCategory, priceFromCents, recurringPrice, studioCurrency } from "../../../src/page-rules/structured-data/offers.ts";
import { aMembershipPrice, aMembershipType, aSnapshot } from "../../fixtures/catalog-records.ts";

describe("priceFromCents", () => {
  it.each([
    [1999, "19.99"],
    [8500, "85.00"],
    [5, "0.05"],
    [0, "0.00"],
    [123456789, "1234567.89"],
  ])("writes %i cents as %s", (cents, price) => {
    expect(priceFromCents(cents)).toBe(price);
  });

  it("gives no price for a missing or impossible amount", () => {
    expect(priceFromCents(null)).toBeNull();
    expect(priceFromCents(-1)).toBeNull();
    expect(priceFromCents(1.5)).toBeNull();
  });
});

describe("availabilityFromSpots", () => {
  it.each([
    { capacity: { max: null, enrolled: 50, spots_remaining: null }, expected: "https://schema.org/InStock", why: "no cap" },
    { capacity: { max: 12, enrolled: 12, spots_remaining: 0 }, expected: "https://schema.org/SoldOut", why: "none left" },
    { capacity: { max: 12, enrolled: 9, spots_remaining: 3 }, expected: "https://schema.org/LimitedAvailability", why: "3 left" },
    { capacity: { max: 40, enrolled: 32, spots_remaining: 8 }, expected: "https://schema.org/LimitedAvailability", why: "20% left" },
    { capacity: { max: 40, enrolled: 31, spots_remaining: 9 }, expected: "https://schema.org/InStock", why: "over 20% and over 3 left" },
    { capacity: { max: 12, enrolled: 4, spots_remaining: 8 }, expected: "https://schema.org/InStock", why: "8 of 12 left" },
    { capacity: { max: 12, enrolled: 14, spots_remaining: null }, expected: "https://schema.org/SoldOut", why: "over-enrolled, recomputed" },
  ])("is $expected with $why", ({ capacity, expected }) => {
    // The spots a page shows, counted once (`spotsRemaining`), as the entry builder hands them on.
    expect(availabilityFromSpots({ max: capacity.max, left: spotsRemaining(capacity) })).toBe(expected);
  });
});

describe("buildOffer", () => {
  it("says per what a recurring price is charged, as a UnitPriceSpecification (schema.org referenceQuantity, UN/CEFACT unit codes)", () => {
    const offer = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: 12500, currency: "USD", per: { count: 3, unit: "month" } })));
    expect(offer.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "125.00",
      priceCurrency: "USD",
      referenceQuantity: { "@type": "QuantitativeValue", value: 3, unitCode: "MON", unitText: "month" },
    });
    const yearly = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: 48000, currency: "USD", per: { count: 1, unit: "year" } })));
    expect(yearly.priceSpecification.referenceQuantity).toMatchObject({ value: 1, unitCode: "ANN" });
  });

  it("gives a price with a fixed number of charges its whole billing duration", () => {
    const offer = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: 15000, currency: "USD", per: { count: 1, unit: "month" }, periods: 6 })));
    expect(offer.priceSpecification.billingDuration).toEqual({ "@type": "QuantitativeValue", value: 6, unitCode: "MON" });
  });

  it("adds no unit price to a one-off price, nor to one without a currency", () => {
    expect(buildOffer({ url: "https://studio.example.com/c", priceCents: 3500, currency: "USD", per: null })).not.toHaveProperty("priceSpecification.@type");
    const unpriced = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: 3500, currency: null, per: { count: 1, unit: "month" } })));
    expect(unpriced).not.toHaveProperty("priceSpecification");
  });

  it("prices an offer with its currency and a safe URL", () => {
    expect(buildOffer({ url: "https://studio.example.com/checkout/1", priceCents: 8500, currency: "usd" })).toMatchObject({
      "@type": "Offer",
      url: "https://studio.example.com/checkout/1",
      price: "85.00",
      priceCurrency: "USD",
    });
  });

  it("makes no offer without a safe URL", () => {
    for (const url of [null, undefined, "", "javascript:alert(1)", "/checkout", "data:text/html,hi"]) {
      expect(buildOffer({ url, priceCents: 8500, currency: "USD" })).toBeNull();
    }
  });

  it("leaves price and currency out together when the currency is unknown", () => {
    const offer = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: 8500, currency: null })));
    expect(offer).not.toHaveProperty("price");
    expect(offer).not.toHaveProperty("priceCurrency");
    expect(offer.url).toBe("https://studio.example.com/c");
  });

  it("leaves price and currency out when there is no price", () => {
    const offer = JSON.parse(JSON.stringify(buildOffer({ url: "https://studio.example.com/c", priceCents: null, currency: "USD" })));
    expect(offer).not.toHaveProperty("price");
    expect(offer).not.toHaveProperty("priceCurrency");
  });
});

describe("offerCategory", () => {
  it("says Free, Subscription or Paid as Google's course offers expect", () => {
    expect(offerCategory(0, true)).toBe("Free");
    expect(offerCategory(8500, true)).toBe("Subscription");
    expect(offerCategory(8500, false)).toBe("Paid");
    expect(offerCategory(null, false)).toBeUndefined();
  });
});

const withPrices = (...currencies: string[]) =>
  aSnapshot({
    membership_types: [aMembershipType({ prices: currencies.map((currency) => aMembershipPrice({ currency })) })],
  });

describe("studioCurrency", () => {
  it("uses STUDIO_CURRENCY when it is set, whatever the memberships say", () => {
    expect(studioCurrency("EUR", withPrices("USD"))).toBe("EUR");
  });

  it("otherwise uses the membership prices' currency when they all agree", () => {
    expect(studioCurrency(null, withPrices("USD", "usd"))).toBe("USD");
  });

  it("gives none when the prices disagree, or there are none, rather than invent one", () => {
    expect(studioCurrency(null, withPrices("USD", "CAD"))).toBeNull();
    expect(studioCurrency(null, aSnapshot())).toBeNull();
    expect(studioCurrency(null, withPrices("USD", "dollars"))).toBeNull();
  });
});

describe("offer markup details (issue 22, surviving mutants)", () => {
  it("states a recurring price's whole term only for more than one charge, in its units", () => {
    expect(recurringPrice("10.00", "USD", { count: 3, unit: "month" }, 4).billingDuration).toEqual({ "@type": "QuantitativeValue", value: 12, unitCode: "MON" });
    expect(recurringPrice("10.00", "USD", { count: 3, unit: "month" }, 1).billingDuration).toBeUndefined();
  });

  it("writes an offer catalog with schema.org's context, and no item list when it has no items", () => {
    const empty = offerCatalog({ name: "Trial classes", url: "https://schedule.example.com/trials/", items: [] });
    expect(empty["@context"]).toBe("https://schema.org");
    expect(empty.numberOfItems).toBe(0);
    expect(empty.itemListElement).toBeUndefined();
  });

  it("guesses no currency from membership prices whose only code it cannot read", () => {
    const unreadable = aSnapshot({ membership_types: [aMembershipType({ prices: [aMembershipPrice({ currency: "dollars" })] })] });
    expect(studioCurrency(null, unreadable)).toBeNull();
  });
});
