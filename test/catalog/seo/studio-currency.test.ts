import { describe, expect, it } from "vitest";
import { currencyCode, studioCurrency } from "../../../src/catalog/seo/studio-currency.ts";
import { aMembershipPrice, aMembershipType, aSnapshot } from "../../fixtures/catalog-records.ts";

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

describe("currencyCode", () => {
  it("accepts three letters in any case and nothing else", () => {
    expect(currencyCode(" gbp ")).toBe("GBP");
    expect(currencyCode("US$")).toBeNull();
    expect(currencyCode(null)).toBeNull();
  });
});
