import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StudioData } from "../../src/emulator/index.ts";
import { classPriceFacts, flatPriceFacts, membershipBillingInWords, membershipPriceFacts, priceInWords, type PriceFacts } from "../../src/page-rules/billing.ts";
import { plainText } from "../../src/page-rules/text.ts";
import { demo } from "../fixtures/catalog-records.ts";
import { hostileStudio } from "../fixtures/hostile-snapshot.ts";
import { sparseStudio } from "../fixtures/sparse-snapshot.ts";
import { materializeStudio, studioArbitrary } from "../support/random-studio.ts";

/**
 * Issue 32: the site composes every price and billing sentence from the API's fields,
 * English included. Against the API's own English strings (`price_display`,
 * `billing_summary`) the composed text may word a fact differently ("monthly" for "every
 * month") but never contradicts one: the same amount, the same period, the same count of
 * charges, free where it says free. Checked for every price of the demo studio, the sparse
 * and hostile fixtures, and seeded random studios (whose printed strings are random text,
 * so there only an API string that agrees with its own fields is held to it).
 */

/** The money facts an English price or billing sentence states; a kind it does not state is undefined. */
interface MoneyFacts {
  /** "none": no price, ask the studio (spec 2.4 `price_cents` null); "free"; "amount": an amount is stated. */
  price?: "none" | "free" | "amount";
  amounts?: string;
  period?: string;
  charges?: number;
  free?: true;
}

const PERIODS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/\bper (class|session)\b/i, () => "session"],
  [/\bone-time\b|\bone payment\b/i, () => "once"],
  [/\bevery (\d+) weeks\b/i, (match) => `${match[1]} week`],
  [/\/week\b|\bweekly\b|\bevery week\b/i, () => "1 week"],
  [/\bevery (\d+) months\b/i, (match) => `${Number(match[1]) % 12 === 0 ? `${Number(match[1]) / 12} year` : `${match[1]} month`}`],
  [/\/month\b|\/mo\b|\bmonthly\b|\bevery month\b/i, () => "1 month"],
  [/\bevery (\d+) years\b/i, (match) => `${match[1]} year`],
  [/\/year\b|\byearly\b|\bannually\b|\bevery year\b/i, () => "1 year"],
];

export function moneyFacts(text: string): MoneyFacts {
  const facts: MoneyFacts = {};
  const amounts = [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?/g)].map((match) => `${match[1]!.replace(/,/g, "")}.${match[2] ?? "00"}`);
  if (amounts.length > 0) facts.amounts = [...new Set(amounts)].sort().join(" ");
  for (const [pattern, period] of PERIODS) {
    const match = text.match(pattern);
    if (match) {
      facts.period = period(match);
      break;
    }
  }
  const charges = text.match(/\((\d+) payments?\)/);
  if (charges) facts.charges = Number(charges[1]);
  if (/\bfree\b/i.test(text)) facts.free = true;
  const price = /\bcontact the studio\b/i.test(text) ? "none" : facts.free ? "free" : facts.amounts ? "amount" : undefined;
  if (price) facts.price = price;
  return facts;
}

/** The kinds of fact both texts state and state differently. */
function contradictions(api: MoneyFacts, composed: MoneyFacts): string[] {
  return (["price", "amounts", "period", "charges", "free"] as const).filter((kind) => api[kind] !== undefined && composed[kind] !== undefined && api[kind] !== composed[kind]);
}

/** The facts the fields themselves give, for telling an API string that contradicts its own fields. */
function fieldFacts(facts: PriceFacts): MoneyFacts {
  if (facts.cents === 0) return { price: "free", free: true };
  const result: MoneyFacts = facts.cents === null ? { price: "none" } : { price: "amount", amounts: (facts.cents / 100).toFixed(2) };
  const basis = facts.basis;
  if (basis === "session") result.period = "session";
  else if (basis === "one-time") result.period = "once";
  else if (basis !== null) result.period = basis.unit === "month" && basis.count % 12 === 0 ? `${basis.count / 12} year` : `${basis.count} ${basis.unit}`;
  return result;
}

interface Compared {
  what: string;
  api: string;
  composed: string;
  /** Kinds of fact the composed text contradicts the API's on. */
  contradicts: string[];
  /** The API's string contradicts the record's own fields (random studios' printed strings). */
  apiOffFields: boolean;
}

/** Every price and billing sentence of a studio, in English: the API's and the composed one. */
function compareStudio(studio: StudioData, currency: string): Compared[] {
  const rows: Compared[] = [];
  const add = (what: string, apiText: string, composed: string | null, facts: PriceFacts | null) => {
    const api = plainText(apiText);
    if (composed === null || api === "") return;
    const apiFacts = moneyFacts(api);
    rows.push({
      what,
      api,
      composed,
      contradicts: contradictions(apiFacts, moneyFacts(composed)),
      apiOffFields: facts !== null && contradictions(apiFacts, fieldFacts(facts)).length > 0,
    });
  };
  for (const cls of studio.classes) {
    const facts = classPriceFacts(cls, currency);
    add(`class ${cls.id}`, cls.price_display, priceInWords(facts, "en-US"), facts);
  }
  for (const trial of studio.trialClasses) {
    const facts = flatPriceFacts(trial, currency);
    add(`trial ${trial.id}`, trial.price_display, priceInWords(facts, "en-US"), facts);
  }
  for (const service of studio.appointmentServices) {
    const facts = flatPriceFacts(service, currency);
    add(`service ${service.id}`, service.price_display, priceInWords(facts, "en-US"), facts);
  }
  for (const type of studio.membershipTypes) {
    for (const price of type.prices) {
      const facts = membershipPriceFacts(price);
      add(`membership price ${price.id}`, price.price_display, priceInWords(facts, "en-US"), facts);
      // The billing sentence says the amount and how often (and the count of charges); its own facts come from the same fields.
      const billingFacts: PriceFacts = { ...facts, basis: price.is_one_time ? "one-time" : facts.basis };
      add(`membership billing ${price.id}`, price.billing_summary, membershipBillingInWords(price, "en-US"), billingFacts);
    }
  }
  return rows;
}

const TODAY = "2026-03-02";
const FIXTURES: readonly [string, StudioData][] = [
  ["demo", demo],
  ["sparse", sparseStudio(TODAY)],
  ["hostile", hostileStudio(TODAY)],
];

describe("the composed English prices beside the API's own strings", () => {
  it("reads the facts an English price states", () => {
    expect(moneyFacts("$45.00 charged every month until you cancel.")).toEqual({ price: "amount", amounts: "45.00", period: "1 month" });
    expect(moneyFacts("$125.00 charged every 3 months for 12 months (4 payments).")).toEqual({ price: "amount", amounts: "125.00", period: "3 month", charges: 4 });
    expect(moneyFacts("$480.00 charged yearly until you cancel.")).toEqual(moneyFacts("$480.00/year"));
    expect(moneyFacts("$1,200.00 every 12 months")).toEqual({ price: "amount", amounts: "1200.00", period: "1 year" });
    expect(moneyFacts("One payment of $35.00 at checkout; it does not renew.")).toEqual({ price: "amount", amounts: "35.00", period: "once" });
    expect(moneyFacts("Free")).toEqual({ price: "free", free: true });
    expect(contradictions(moneyFacts("$85.00/month"), moneyFacts("Contact the studio for pricing"))).toEqual(["price"]);
    expect(contradictions(moneyFacts("$45.00/month"), moneyFacts("$45.00 every 2 weeks"))).toEqual(["period"]);
    expect(contradictions(moneyFacts("$45.00/month"), moneyFacts("$54.00/month"))).toEqual(["amounts"]);
  });

  it.each(FIXTURES)("never contradicts one that agrees with its own fields in the %s studio, and lists where the words differ", (name, studio) => {
    const rows = compareStudio(studio, "USD");
    expect(rows.length).toBeGreaterThan(name === "demo" ? 30 : 3);
    expect(rows.filter((row) => !row.apiOffFields && row.contradicts.length > 0).map((row) => `${row.what}: "${row.api}" vs "${row.composed}" (${row.contradicts.join(", ")})`)).toEqual([]);
    // The demo studio's strings all agree with their fields; the sparse fixture nulls price_cents under a printed price.
    if (name === "demo") expect(rows.filter((row) => row.apiOffFields)).toEqual([]);
    const differences = [...new Set(rows.filter((row) => row.api !== row.composed).map((row) => `"${row.api}" → "${row.composed}"${row.apiOffFields ? " (the API's string contradicts its own fields)" : ""}`))];
    console.info(`${name}: ${rows.length} prices and billing sentences, ${differences.length} worded differently:\n  ${differences.join("\n  ")}`);
  });

  it("never contradicts one that agrees with its own fields in 40 seeded random studios", () => {
    const plans = fc.sample(studioArbitrary({ largeShare: 0 }), { seed: 32, numRuns: 40 });
    let compared = 0;
    let offFields = 0;
    const wrong: string[] = [];
    for (const plan of plans) {
      for (const row of compareStudio(materializeStudio(plan, new Date(`${TODAY}T15:00:00Z`)).data, "USD")) {
        compared += 1;
        if (row.apiOffFields) offFields += 1;
        else if (row.contradicts.length > 0) wrong.push(`${row.what}: "${row.api}" vs "${row.composed}" (${row.contradicts.join(", ")})`);
      }
    }
    console.info(`random studios: ${compared} prices and billing sentences, ${offFields} API strings that contradict their own fields`);
    expect(compared).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
