import { describe, expect, it } from "vitest";
import type { MembershipPrice } from "../../src/api/schemas/index.ts";
import { classPriceFacts, flatPriceFacts, membershipBillingInWords, membershipPriceFacts, priceInWords } from "../../src/page-rules/billing.ts";
import { aClass, aMembershipPrice } from "../fixtures/catalog-records.ts";

/**
 * Issue 32: every price and billing sentence is composed from the API's fields in the
 * page's language, one rule for every language (English included); each billing shape
 * the spec gives (2.4 class billing, 2.7 trials, 2.10 membership prices and terms, 2.11
 * services) in en-US, es-US and fr-CA, in US dollars (STUDIO_CURRENCY=USD).
 */
const aRecurringClass = (value: number | null, unit: string | null, model = "session_based", recurring = true) =>
  aClass({ price_cents: 8000, price_display: "$80.00", enrollment_model: model as never, billing: { is_recurring: recurring, interval_value: value, interval_unit: unit as never } });
const term = (mode: MembershipPrice["term"]["mode"], months: number | null = null, starts_on: string | null = null, ends_on: string | null = null) => ({ mode, months, starts_on, ends_on });
const price = (fields: Partial<MembershipPrice>) =>
  aMembershipPrice({ currency: "USD", is_one_time: false, billing_interval: "month", billing_period: 1, billing_summary: "The API's English sentence.", price_display: "The API's English price", ...fields });

const SHAPES = [
  {
    shape: "a class billed monthly",
    words: (locale: string) => priceInWords(classPriceFacts(aRecurringClass(1, "months"), "USD"), locale),
    en: "$80.00/month",
    es: "$80.00/mes",
    fr: "80,00\u00a0$\u00a0US/mois",
  },
  {
    shape: "a class billed every 2 weeks",
    words: (locale: string) => priceInWords(classPriceFacts(aRecurringClass(2, "weeks"), "USD"), locale),
    en: "$80.00 every 2 weeks",
    es: "$80.00 cada 2 semanas",
    fr: "80,00\u00a0$\u00a0US toutes les 2 semaines",
  },
  {
    shape: "a class billed weekly",
    words: (locale: string) => priceInWords(classPriceFacts(aRecurringClass(1, "weeks"), "USD"), locale),
    en: "$80.00/week",
    es: "$80.00/semana",
    fr: "80,00\u00a0$\u00a0US/semaine",
  },
  {
    shape: "a drop-in class, per session",
    words: (locale: string) => priceInWords(classPriceFacts(aRecurringClass(null, null, "per_instance", false), "USD"), locale),
    en: "$80.00 per class",
    es: "$80.00 por clase",
    fr: "80,00\u00a0$\u00a0US par cours",
  },
  {
    shape: "a class paid once",
    words: (locale: string) => priceInWords(classPriceFacts(aRecurringClass(null, null, "session_based", false), "USD"), locale),
    en: "$80.00",
    es: "$80.00",
    fr: "80,00\u00a0$\u00a0US",
  },
  {
    shape: "a free class",
    words: (locale: string) => priceInWords(classPriceFacts(aClass({ price_cents: 0, price_display: "Free" }), "USD"), locale),
    en: "Free",
    es: "Gratis",
    fr: "Gratuit",
  },
  {
    shape: "a class with no price (spec 2.4 null)",
    words: (locale: string) => priceInWords(classPriceFacts(aClass({ price_cents: null, price_display: "Contact the studio for pricing" }), "USD"), locale),
    en: "Contact the studio for pricing",
    es: "Consulte el precio con el estudio",
    fr: "Tarif sur demande aupr\u00e8s du studio",
  },
  {
    shape: "a monthly membership price",
    words: (locale: string) => priceInWords(membershipPriceFacts(price({ amount_cents: 4500, billing_period: 1 })), locale),
    en: "$45.00/month",
    es: "$45.00/mes",
    fr: "45,00\u00a0$\u00a0US/mois",
  },
  {
    shape: "a quarterly membership price",
    words: (locale: string) => priceInWords(membershipPriceFacts(price({ amount_cents: 12500, billing_period: 3 })), locale),
    en: "$125.00 every 3 months",
    es: "$125.00 cada 3 meses",
    fr: "125,00\u00a0$\u00a0US tous les 3 mois",
  },
  {
    shape: "a yearly membership price",
    words: (locale: string) => priceInWords(membershipPriceFacts(price({ amount_cents: 48000, billing_interval: "year", billing_period: 1 })), locale),
    en: "$480.00/year",
    es: "$480.00/a\u00f1o",
    fr: "480,00\u00a0$\u00a0US/an",
  },
  {
    shape: "a one-time membership price",
    words: (locale: string) => priceInWords(membershipPriceFacts(price({ amount_cents: 3500, is_one_time: true })), locale),
    en: "$35.00 one-time",
    es: "$35.00, pago \u00fanico",
    fr: "35,00\u00a0$\u00a0US, paiement unique",
  },
  {
    shape: "a trial or appointment price",
    words: (locale: string) => priceInWords(flatPriceFacts({ price_cents: 1500, price_display: "$15.00" }, "USD"), locale),
    en: "$15.00",
    es: "$15.00",
    fr: "15,00\u00a0$\u00a0US",
  },
  {
    shape: "a membership billed monthly until cancelled",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 4500, billing_period: 1, charges: null, term: term("none") }), locale),
    en: "$45.00 charged monthly until you cancel.",
    es: "Se cobran $45.00 mensualmente hasta que la cancele.",
    fr: "45,00\u00a0$\u00a0US factur\u00e9s chaque mois jusqu\u2019\u00e0 ce que vous annuliez.",
  },
  {
    shape: "a membership billed quarterly for a duration",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 12500, billing_period: 3, charges: 4, term: term("duration", 12) }), locale),
    en: "$125.00 charged every 3 months for 12 months (4 payments).",
    es: "Se cobran $125.00 cada 3 meses durante 12 meses (4 pagos).",
    fr: "125,00\u00a0$\u00a0US factur\u00e9s tous les 3 mois pendant 12 mois (4 paiements).",
  },
  {
    shape: "a membership billed monthly between fixed dates",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 9000, billing_period: 1, charges: 10, term: term("fixed", null, "2026-09-01", "2027-06-30") }), locale),
    en: "$90.00 charged monthly, Sep 1, 2026\u2009\u2013\u2009Jun 30, 2027 (10 payments).",
    es: "Se cobran $90.00 mensualmente, 1 de sept de 2026\u2009\u2013\u200930 de jun de 2027 (10 pagos).",
    fr: "90,00\u00a0$\u00a0US factur\u00e9s chaque mois, 1 sept. 2026\u2009\u2013\u200930 juin 2027 (10 paiements).",
  },
  {
    shape: "a membership billed yearly until cancelled",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 48000, billing_interval: "year", billing_period: 1, charges: null, term: term("none") }), locale),
    en: "$480.00 charged yearly until you cancel.",
    es: "Se cobran $480.00 anualmente hasta que la cancele.",
    fr: "480,00\u00a0$\u00a0US factur\u00e9s chaque ann\u00e9e jusqu\u2019\u00e0 ce que vous annuliez.",
  },
  {
    shape: "a one-time membership payment",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 3500, is_one_time: true, charges: 1, term: term("none") }), locale),
    en: "One payment of $35.00; it does not renew.",
    es: "Un solo pago de $35.00; no se renueva.",
    fr: "Un seul paiement de 35,00\u00a0$\u00a0US, sans renouvellement.",
  },
  {
    shape: "a one-time membership payment covering months",
    words: (locale: string) => membershipBillingInWords(price({ amount_cents: 12000, is_one_time: true, billing_period: 3, charges: 1, term: term("duration", 2) }), locale),
    en: "One payment of $120.00; it does not renew. It covers 2 months from the start.",
    es: "Un solo pago de $120.00; no se renueva. Este pago cubre 2 meses desde el inicio.",
    fr: "Un seul paiement de 120,00\u00a0$\u00a0US, sans renouvellement. Ce paiement couvre 2 mois \u00e0 partir du d\u00e9but.",
  },
];

describe.each(SHAPES)("$shape", ({ words, en, es, fr }) => {
  it("is said in English, Spanish and French from its fields", () => {
    expect([words("en-US"), words("es-US"), words("fr-CA")]).toEqual([en, es, fr]);
  });
});

describe("the API's printable price, kept only where the fields cannot say it", () => {
  it("keeps price_display for cents whose currency is unknown (spec 2.10: only membership prices name one)", () => {
    const cls = aRecurringClass(1, "months");
    expect(priceInWords(classPriceFacts(cls, null), "es-US")).toBe("$80.00");
    expect(priceInWords(flatPriceFacts({ price_cents: 1500, price_display: "$15.00" }, null), "fr-CA")).toBe("$15.00");
    expect(priceInWords(membershipPriceFacts(price({ amount_cents: 4500, currency: "??", price_display: "$45.00/month" })), "es-US")).toBe("$45.00/month");
  });

  it("keeps price_display for a recurring class whose period is not one the spec names", () => {
    const cls = aClass({ price_cents: 8000, price_display: "$80.00 a fortnight", billing: { is_recurring: true, interval_value: 1, interval_unit: "fortnight" as never } });
    expect(priceInWords(classPriceFacts(cls, "USD"), "es-US")).toBe("$80.00 a fortnight");
  });

  it("never keeps it where the fields say it: free, no price, any amount in a known currency", () => {
    expect(priceInWords(classPriceFacts(aClass({ price_cents: 0, price_display: "Free" }), null), "es-US")).toBe("Gratis");
    expect(priceInWords(classPriceFacts(aClass({ price_cents: null, price_display: "Contact the studio for pricing" }), null), "fr-CA")).toBe("Tarif sur demande auprès du studio");
  });

  it("says nothing for a season item with no price or no currency (spec 2.9 gives no printed form)", () => {
    expect(priceInWords({ cents: null, currency: "USD", basis: null, recurring: false, printed: null }, "en-US")).toBeNull();
    expect(priceInWords({ cents: 11000, currency: null, basis: { count: 1, unit: "month" }, recurring: true, printed: null }, "en-US")).toBeNull();
    expect(priceInWords({ cents: 11000, currency: "USD", basis: { count: 1, unit: "month" }, recurring: true, printed: null }, "es-US")).toBe("$110.00/mes");
  });
});
