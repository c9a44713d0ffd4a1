import { describe, expect, it } from "vitest";
import { currencyCode } from "../../src/api/currency-code.ts";
import { membershipPriceSchema } from "../../src/api/schemas/index.ts";
import { readSiteConfig } from "../../src/config.ts";
import { aMembershipPrice } from "../fixtures/catalog-records.ts";

describe("currencyCode", () => {
  it("accepts three letters in any case and nothing else", () => {
    expect(currencyCode(" gbp ")).toBe("GBP");
    expect(currencyCode("US$")).toBeNull();
    expect(currencyCode("ßa")).toBeNull();
    expect(currencyCode(null)).toBeNull();
  });

  it("is the rule the membership price schema and STUDIO_CURRENCY both apply", () => {
    for (const value of ["eur", "EURO", "€", "ßa"]) {
      const accepted = currencyCode(value) !== null;
      expect(membershipPriceSchema.safeParse(aMembershipPrice({ currency: value })).success, value).toBe(accepted);
      if (accepted) expect(readSiteConfig({ STUDIO_CURRENCY: value }).currency).toBe(currencyCode(value));
      else expect(() => readSiteConfig({ STUDIO_CURRENCY: value })).toThrow(`STUDIO_CURRENCY "${value}" is not a currency code.`);
    }
  });
});
