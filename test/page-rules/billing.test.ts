import { describe, expect, it } from "vitest";
import {
  catalogMembershipBillingInWords,
  classBillingInWords,
  classBillingPeriod,
  humanizeSetting,
  intervalInWords,
  membershipBillingInWords,
  membershipPriceFor,
  membershipPricePeriod,
  priceInWords,
  type PriceFacts,
  seasonBillingInWords,
  seasonBillingPeriod,
} from "../../src/page-rules/billing.ts";
import { aClass, aMembershipPrice, aMembershipType, fixtureId } from "../fixtures/catalog-records.ts";

describe("intervalInWords", () => {
  it.each([
    [1, "months", "monthly"],
    [1, "month", "monthly"],
    [1, "weeks", "weekly"],
    [2, "weeks", "every 2 weeks"],
    [3, "month", "every 3 months"],
    // Spec 2.10: 12 + month is annual.
    [12, "months", "yearly"],
    [24, "months", "every 2 years"],
    [null, "year", "yearly"],
    [1, "fortnight", null],
    [1, null, null],
    [0, "months", null],
  ])("says %j %j as %j", (value, unit, words) => {
    expect(intervalInWords(value, unit, "en-US")).toBe(words);
  });

  it.each([
    ["week", ["week", "weeks", "weekly", "wk", "wks"]],
    ["month", ["month", "months", "monthly", "mo", "mos"]],
    ["year", ["year", "years", "yearly", "annual", "annually", "yr", "yrs"]],
    ["day", ["day", "days", "daily"]],
  ] as const)("reads every way a studio writes a %s, in any case and with spaces around it", (unit, words) => {
    const once = { day: "daily", week: "weekly", month: "monthly", year: "yearly" }[unit];
    for (const word of words) {
      expect(intervalInWords(1, word, "en-US")).toBe(once);
      expect(intervalInWords(2, ` ${word.toUpperCase()} `, "en-US")).toBe(`every 2 ${unit}s`);
    }
  });

  it("reads no unit from a word that only contains one", () => {
    expect(intervalInWords(1, "biweekly", "en-US")).toBeNull();
    expect(intervalInWords(1, "months2", "en-US")).toBeNull();
  });

  it("says nothing for a fractional or negative count", () => {
    expect(intervalInWords(1.5, "months", "en-US")).toBeNull();
    expect(intervalInWords(-1, "months", "en-US")).toBeNull();
  });
});

describe("classBillingInWords", () => {
  it("says a recurring class is billed monthly (spec 2.4 rule 4)", () => {
    expect(classBillingInWords(aClass(), "en-US")).toBe("Billed monthly while enrolled.");
  });

  it("says every N weeks", () => {
    const cls = aClass({ billing: { is_recurring: true, interval_value: 2, interval_unit: "weeks" } });
    expect(classBillingInWords(cls, "en-US")).toBe("Billed every 2 weeks while enrolled.");
  });

  it("says one payment for a non-recurring session-based class", () => {
    const cls = aClass({ billing: { is_recurring: false, interval_value: null, interval_unit: null } });
    expect(classBillingInWords(cls, "en-US")).toBe("One payment for the whole class.");
  });

  it("says per session for a drop-in class", () => {
    expect(classBillingInWords(aClass({ enrollment_model: "per_instance" }), "en-US")).toBe("Paid per session.");
  });

  it("says nothing for a free class or one with no price", () => {
    expect(classBillingInWords(aClass({ price_cents: 0 }), "en-US")).toBeNull();
    expect(classBillingInWords(aClass({ price_cents: null }), "en-US")).toBeNull();
  });
});

describe("seasonBillingInWords", () => {
  const season = { starts: "2027-03-24", today: "2026-11-24", locale: "en-US" };

  it("says what the interval applies to, then when the first payment is taken", () => {
    expect(seasonBillingInWords({ interval_value: 1, interval_unit: "month", first_payment_timing: "at_signup" }, season)).toEqual([
      "Classes in this season are billed monthly.",
      "First payment: at signup.",
    ]);
  });

  it("dates a first payment at a season start still to come", () => {
    expect(seasonBillingInWords({ interval_value: 1, interval_unit: "month", first_payment_timing: "season_start" }, season)).toEqual([
      "Classes in this season are billed monthly.",
      "First payment: at the season start, Mar 24, 2027.",
    ]);
  });

  it("says what applies to a family signing up once the season has started: the first payment at signup, not a past date", () => {
    const started = { ...season, starts: "2026-11-04" };
    expect(seasonBillingInWords({ interval_value: 1, interval_unit: "month", first_payment_timing: "season_start" }, started)).toEqual([
      "Classes in this season are billed monthly.",
      "First payment: at signup, as the season has already started.",
    ]);
    // On the start day itself the start is now: a family signing up pays at signup.
    expect(seasonBillingInWords({ interval_value: null, interval_unit: null, first_payment_timing: "season_start" }, { ...season, starts: season.today })).toEqual([
      "First payment: at signup, as the season has already started.",
    ]);
  });

  it("is empty when nothing is set", () => {
    expect(seasonBillingInWords({ interval_value: null, interval_unit: null, first_payment_timing: null }, season)).toEqual([]);
  });
});

describe("billing periods and prices with their unit", () => {
  it("reads a season's period from its interval (spec 2.9), none when it sets none", () => {
    expect(seasonBillingPeriod({ interval_value: 1, interval_unit: "month" })).toEqual({ count: 1, unit: "month" });
    expect(seasonBillingPeriod({ interval_value: 2, interval_unit: "weeks" })).toEqual({ count: 2, unit: "week" });
    expect(seasonBillingPeriod({ interval_value: null, interval_unit: null })).toBeNull();
    expect(seasonBillingPeriod({ interval_value: 1, interval_unit: "fortnight" })).toBeNull();
  });

  it("reads a class's period from its billing (spec 2.4), none for a drop-in or a one-off payment", () => {
    expect(classBillingPeriod(aClass())).toEqual({ count: 1, unit: "month" });
    expect(classBillingPeriod(aClass({ enrollment_model: "per_instance" }))).toBeNull();
    expect(classBillingPeriod(aClass({ billing: { is_recurring: false, interval_value: null, interval_unit: null } }))).toBeNull();
  });

  it("reads a membership price's period from is_one_time, billing_period and billing_interval (spec 2.10)", () => {
    expect(membershipPricePeriod({ is_one_time: false, billing_interval: "month", billing_period: 3 })).toEqual({ count: 3, unit: "month" });
    expect(membershipPricePeriod({ is_one_time: false, billing_interval: "year", billing_period: 1 })).toEqual({ count: 1, unit: "year" });
    // A one-time price carries an interval too; it does not recur.
    expect(membershipPricePeriod({ is_one_time: true, billing_interval: "month", billing_period: 1 })).toBe("one-time");
  });

});

describe("humanizeSetting", () => {
  it("turns a setting name into words", () => {
    expect(humanizeSetting("SEASON_START")).toBe("Season start");
    expect(humanizeSetting("  ")).toBeNull();
  });
});

const term = (mode: "none" | "duration" | "fixed", months: number | null = null, starts_on: string | null = null, ends_on: string | null = null) => ({
  mode,
  months,
  starts_on,
  ends_on,
});

describe("membershipBillingInWords", () => {
  it("says a recurring price's amount and how often, from its fields, never from billing_summary", () => {
    const price = aMembershipPrice({ amount_cents: 4500, currency: "USD", billing_summary: "Anything the studio wrote.", term: term("none"), charges: null });
    expect(membershipBillingInWords(price, "en-US")).toBe("$45.00 charged monthly until you cancel.");
  });

  it("adds what a one-time payment covers: a fixed term's dates", () => {
    const price = aMembershipPrice({
      amount_cents: 85000,
      currency: "USD",
      is_one_time: true,
      charges: 1,
      billing_interval: "month",
      billing_period: 6,
      term: term("fixed", null, "2026-11-03", "2027-05-02"),
      billing_summary: "One payment of $850.00 at checkout; it does not renew.",
    });
    expect(membershipBillingInWords(price, "en-US")).toBe("One payment of $850.00; it does not renew. It covers Nov 3, 2026\u2009–\u2009May 2, 2027.");
  });

  it("adds what a one-time payment covers: a duration in months, never a recurrence from billing_period", () => {
    const price = aMembershipPrice({
      amount_cents: 12000,
      currency: "USD",
      is_one_time: true,
      charges: 1,
      billing_interval: "month",
      billing_period: 3,
      term: term("duration", 2),
      billing_summary: "One payment of $120.00 at checkout; it does not renew.",
    });
    const words = membershipBillingInWords(price, "en-US");
    expect(words).toBe("One payment of $120.00; it does not renew. It covers 2 months from the start.");
    expect(words).not.toMatch(/every 3 months/);
  });

  it("keeps billing_summary only when the currency does not read (spec 2.10), ending it with a full stop", () => {
    expect(membershipBillingInWords(aMembershipPrice({ currency: "dollars", billing_summary: "$120.00 every month until cancelled" }), "en-US")).toBe(
      "$120.00 every month until cancelled.",
    );
    expect(membershipBillingInWords(aMembershipPrice({ currency: "dollars", billing_summary: "Billed monthly!" }), "en-US")).toBe("Billed monthly!");
    // With no summary either, the facts without the amount.
    expect(membershipBillingInWords(aMembershipPrice({ currency: "dollars", billing_summary: " ", billing_period: 1, term: term("none"), charges: null }), "en-US")).toBe(
      "Charged monthly until you cancel.",
    );
  });

  it.each([
    { what: "an ongoing monthly price", fields: { billing_period: 1, term: term("none"), charges: null }, words: "$45.00 charged monthly until you cancel." },
    { what: "a quarterly price for a duration", fields: { billing_period: 3, term: term("duration", 12), charges: 4 }, words: "$45.00 charged every 3 months for 12 months (4 payments)." },
    {
      what: "a monthly price over fixed dates",
      fields: { billing_period: 1, term: term("fixed", null, "2026-09-01", "2027-06-30"), charges: 10 },
      words: "$45.00 charged monthly, Sep 1, 2026\u2009–\u2009Jun 30, 2027 (10 payments).",
    },
    { what: "a yearly price", fields: { billing_interval: "year" as const, billing_period: 1, term: term("none"), charges: null }, words: "$45.00 charged yearly until you cancel." },
    { what: "a one-time price with no term", fields: { is_one_time: true, charges: 1, term: term("none") }, words: "One payment of $45.00; it does not renew." },
    { what: "a free price", fields: { amount_cents: 0, billing_period: 1, term: term("none"), charges: null }, words: "Charged monthly until you cancel." },
  ])("builds the facts from the price's fields, whatever billing_summary says: $what", ({ fields, words }) => {
    expect(membershipBillingInWords(aMembershipPrice({ amount_cents: 4500, currency: "usd", billing_summary: "Something else", ...fields }), "en-US")).toBe(words);
  });
});

describe("membershipBillingInWords from the price's fields, term by term", () => {
  const blank = { amount_cents: 4500, currency: "USD", billing_summary: "", is_one_time: false, billing_interval: "month" as const, billing_period: 1 };
  const words = (fields: Record<string, unknown>) => membershipBillingInWords(aMembershipPrice({ ...blank, ...fields }), "en-US");

  it("gives a fixed term with only an end date as until, and one with only a start date as from", () => {
    expect(words({ term: term("fixed", null, null, "2027-06-30"), charges: null })).toBe("$45.00 charged monthly, until Jun 30, 2027.");
    expect(words({ term: term("fixed", null, "2026-09-01", null), charges: null })).toBe("$45.00 charged monthly, from Sep 1, 2026.");
  });

  it("says a fixed term or a set term without dates or months, with the number of payments", () => {
    expect(words({ term: term("fixed"), charges: 10 })).toBe("$45.00 charged monthly for a fixed term (10 payments).");
    expect(words({ term: term("duration"), charges: 3 })).toBe("$45.00 charged monthly for a set term (3 payments).");
  });

  it("counts payments only when there is more than one, and says one month in the singular", () => {
    expect(words({ term: term("duration", 1), charges: 1 })).toBe("$45.00 charged monthly for 1 month.");
  });

  it("says a recurring schedule when the period is not one it can read", () => {
    expect(words({ billing_period: 0, term: term("none"), charges: null })).toBe("$45.00 charged on a recurring schedule until you cancel.");
  });

  it("adds no cover for a one-time price whose term has no months or no dates", () => {
    expect(words({ is_one_time: true, charges: 1, term: term("duration") })).toBe("One payment of $45.00; it does not renew.");
    expect(words({ is_one_time: true, charges: 1, term: term("fixed") })).toBe("One payment of $45.00; it does not renew.");
    expect(words({ is_one_time: true, charges: 1, term: term("duration", 1) })).toBe("One payment of $45.00; it does not renew. It covers 1 month from the start.");
  });
});

describe("membershipPriceFor", () => {
  const price = aMembershipPrice({ id: fixtureId(21) });
  const types = [aMembershipType({ id: fixtureId(20), prices: [price] })];

  it("finds the price a season item names by type_id and price_id", () => {
    expect(membershipPriceFor({ type_id: fixtureId(20), price_id: fixtureId(21) }, types)).toBe(price);
  });

  it("finds nothing for a null price_id, a price that is not active, or memberships the key cannot read", () => {
    expect(membershipPriceFor({ type_id: fixtureId(20), price_id: null }, types)).toBeNull();
    expect(membershipPriceFor({ type_id: fixtureId(20), price_id: fixtureId(22) }, types)).toBeNull();
    expect(membershipPriceFor({ type_id: fixtureId(20), price_id: fixtureId(21) }, [])).toBeNull();
  });
});

describe("catalogMembershipBillingInWords", () => {
  const item = { type_id: fixtureId(20), price_id: fixtureId(21), billing_interval: "month", billing_period: 3, duration_months: 2 };

  it("with the item's price, says exactly what the memberships page says", () => {
    const price = aMembershipPrice({
      amount_cents: 12000,
      currency: "USD",
      is_one_time: true,
      charges: 1,
      term: term("duration", 2),
      billing_summary: "One payment of $120.00 at checkout; it does not renew.",
    });
    expect(catalogMembershipBillingInWords(item, price, "en-US")).toBe(membershipBillingInWords(price, "en-US"));
    expect(catalogMembershipBillingInWords(item, price, "en-US")).toBe("One payment of $120.00; it does not renew. It covers 2 months from the start.");
  });

  it("without a price, says only the length the item states and guesses no recurrence", () => {
    expect(catalogMembershipBillingInWords(item, null, "en-US")).toBe("Lasts 2 months.");
    expect(catalogMembershipBillingInWords({ ...item, duration_months: 1 }, null, "en-US")).toBe("Lasts 1 month.");
  });

  it("without a price or a length, says nothing", () => {
    expect(catalogMembershipBillingInWords({ ...item, duration_months: null }, null, "en-US")).toBeNull();
  });
});

describe("billing sentences in Spanish (es-US) and French (fr-CA)", () => {
  const monthly = aClass({ price_cents: 11000, enrollment_model: "session_based", billing: { ...aClass().billing, is_recurring: true, interval_value: 1, interval_unit: "months" } });
  const everyTwoWeeks = aClass({ price_cents: 11000, enrollment_model: "session_based", billing: { ...aClass().billing, is_recurring: true, interval_value: 2, interval_unit: "weeks" } });
  const once = aClass({ price_cents: 11000, enrollment_model: "session_based", billing: { ...aClass().billing, is_recurring: false } });
  const dropIn = aClass({ price_cents: 2000, enrollment_model: "per_instance" });

  it("says how a class is paid for, as a parent reads it", () => {
    expect(classBillingInWords(monthly, "es-US")).toBe("Se cobra mensualmente mientras dure la inscripción.");
    expect(classBillingInWords(everyTwoWeeks, "es-US")).toBe("Se cobra cada 2 semanas mientras dure la inscripción.");
    expect(classBillingInWords(once, "es-US")).toBe("Un solo pago por toda la clase.");
    expect(classBillingInWords(dropIn, "es-US")).toBe("Se paga por sesión.");
    expect(classBillingInWords(monthly, "fr-CA")).toBe("Facturé chaque mois tant que l’inscription est active.");
    // "semaine" is feminine: "toutes les", where months and years take "tous les".
    expect(classBillingInWords(everyTwoWeeks, "fr-CA")).toBe("Facturé toutes les 2 semaines tant que l’inscription est active.");
    expect(classBillingInWords(once, "fr-CA")).toBe("Un seul paiement pour toute la durée du cours.");
    expect(classBillingInWords(dropIn, "fr-FR")).toBe("Paiement à la séance.");
  });

  it("writes each interval in the language, never an English unit", () => {
    expect(["day", "week", "month", "year"].map((unit) => intervalInWords(1, unit, "es-US"))).toEqual(["diariamente", "semanalmente", "mensualmente", "anualmente"]);
    expect(["day", "week", "month", "year"].map((unit) => intervalInWords(3, unit, "es-US"))).toEqual(["cada 3 días", "cada 3 semanas", "cada 3 meses", "cada 3 años"]);
    expect(["day", "week", "month", "year"].map((unit) => intervalInWords(1, unit, "fr-CA"))).toEqual(["chaque jour", "chaque semaine", "chaque mois", "chaque année"]);
    expect(["day", "week", "month", "year"].map((unit) => intervalInWords(3, unit, "fr-CA"))).toEqual(["tous les 3 jours", "toutes les 3 semaines", "tous les 3 mois", "tous les 3 ans"]);
  });


  it("says a season's billing and its first payment, at signup once the season has started", () => {
    const billing = { interval_value: 1, interval_unit: "month", first_payment_timing: "season_start" };
    const coming = { starts: "2027-03-24", today: "2026-11-24" };
    const started = { starts: "2026-11-04", today: "2026-11-24" };
    expect(seasonBillingInWords(billing, { ...coming, locale: "es-US" })).toEqual([
      "Las clases de esta temporada se cobran mensualmente.",
      "Primer pago: al inicio de la temporada, el 24 mar 2027.",
    ]);
    expect(seasonBillingInWords(billing, { ...started, locale: "es-US" })).toEqual([
      "Las clases de esta temporada se cobran mensualmente.",
      "Primer pago: al inscribirse, ya que la temporada ya comenzó.",
    ]);
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "at_signup" }, { ...coming, locale: "es-US" })[1]).toBe("Primer pago: al inscribirse.");
    expect(seasonBillingInWords(billing, { ...coming, locale: "fr-CA" })).toEqual([
      "Les cours de cette saison sont facturés chaque mois.",
      "Premier paiement\u202f: au début de la saison, le 24 mars 2027.",
    ]);
    expect(seasonBillingInWords(billing, { ...started, locale: "fr-CA" })[1]).toBe("Premier paiement\u202f: à l’inscription, la saison ayant déjà commencé.");
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "at_signup" }, { ...coming, locale: "fr-CA" })[1]).toBe("Premier paiement\u202f: à l’inscription.");
    // A season start with no date is still said in the language, not as the setting's English name.
    expect(seasonBillingInWords({ ...billing, interval_value: null, interval_unit: null }, { starts: null, today: "2026-11-24", locale: "es-US" })).toEqual(["Primer pago: al inicio de la temporada."]);
  });

  it("builds a membership's billing from its fields in the language, without an amount when its currency does not read", () => {
    const blank = { currency: "?", billing_summary: "", is_one_time: false, billing_interval: "month" as const, billing_period: 1 };
    const words = (locale: string, fields: Record<string, unknown>) => membershipBillingInWords(aMembershipPrice({ ...blank, ...fields }), locale);
    expect(words("es-US", { term: term("none"), charges: null })).toBe("Se cobra mensualmente hasta que la cancele.");
    expect(words("es-US", { billing_period: 3, term: term("duration", 12), charges: 4 })).toBe("Se cobra cada 3 meses durante 12 meses (4 pagos).");
    expect(words("es-US", { term: term("fixed", null, null, "2027-06-30"), charges: null })).toBe("Se cobra mensualmente, hasta el 30 jun 2027.");
    expect(words("es-US", { is_one_time: true, charges: 1, term: term("duration", 1) })).toBe("Pago único; no se renueva. Este pago cubre 1 mes desde el inicio.");
    expect(words("fr-CA", { term: term("none"), charges: null })).toBe("Facturé chaque mois jusqu’à ce que vous annuliez.");
    expect(words("fr-CA", { billing_period: 3, term: term("duration", 12), charges: 4 })).toBe("Facturé tous les 3 mois pendant 12 mois (4 paiements).");
    expect(words("fr-CA", { term: term("fixed", null, "2026-09-01", null), charges: null })).toBe("Facturé chaque mois, à partir du 1 sept. 2026.");
    expect(words("fr-CA", { is_one_time: true, charges: 1, term: term("duration", 6) })).toBe("Paiement unique, sans renouvellement. Ce paiement couvre 6 mois à partir du début.");
    expect(catalogMembershipBillingInWords({ duration_months: 6 }, null, "es-US")).toBe("Dura 6 meses.");
    expect(catalogMembershipBillingInWords({ duration_months: 1 }, null, "fr-CA")).toBe("Dure 1 mois.");
  });

  it("never shows the API's English billing_summary on a Spanish or French page when the fields say it", () => {
    const price = aMembershipPrice({ amount_cents: 4500, currency: "USD", billing_summary: "$45.00 charged every month until you cancel.", term: term("none"), charges: null });
    expect(membershipBillingInWords(price, "es-US")).toBe("Se cobran $45.00 mensualmente hasta que la cancele.");
    expect(membershipBillingInWords(price, "fr-CA")).toBe("45,00\u00a0$\u00a0US facturés chaque mois jusqu’à ce que vous annuliez.");
  });
});

describe("billing words a family could misread (issue 22, surviving mutants)", () => {
  it("reads no unit from a word that starts or ends with one", () => {
    for (const word of ["weekend", "bimonthly", "months of fun", "biyearly", "yearlong", "holiday", "days2"]) {
      expect(intervalInWords(1, word, "en-US")).toBeNull();
    }
  });

  it("says a recurring class whose interval it cannot read is billed on a recurring schedule", () => {
    const cls = aClass({ billing: { is_recurring: true, interval_value: 1, interval_unit: null } });
    expect(classBillingInWords(cls, "en-US")).toBe("Billed on a recurring schedule while enrolled.");
  });

  it("reads a season's unit without a count as once per unit", () => {
    expect(seasonBillingPeriod({ interval_value: null, interval_unit: "month" })).toEqual({ count: 1, unit: "month" });
  });

  it("keeps one space between the words of a setting written with several", () => {
    expect(humanizeSetting("at  signup")).toBe("At signup");
    expect(humanizeSetting("two__weeks--before")).toBe("Two weeks before");
  });

  it("says any other first-payment timing in the studio's own words, lower-cased inside the sentence", () => {
    const billing = { interval_value: null, interval_unit: null };
    const season = { starts: "2027-03-24", today: "2026-11-24", locale: "en-US" };
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "TWO_WEEKS_BEFORE" }, season)).toEqual(["First payment: two weeks before."]);
    // Only the whole setting is one of the two known timings; one that merely contains it is the studio's own words.
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "pre_season_start" }, season)).toEqual(["First payment: pre season start."]);
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "season_start_plus_week" }, season)).toEqual(["First payment: season start plus week."]);
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "not_at_signup" }, season)).toEqual(["First payment: not at signup."]);
    expect(seasonBillingInWords({ ...billing, first_payment_timing: "at_signup_or_later" }, season)).toEqual(["First payment: at signup or later."]);
  });

  it("adds no cover for a one-time price with no term, even when the price carries months", () => {
    const price = aMembershipPrice({ amount_cents: 3500, currency: "USD", billing_summary: "", is_one_time: true, charges: 1, term: term("none", 3) });
    expect(membershipBillingInWords(price, "en-US")).toBe("One payment of $35.00; it does not renew.");
  });

  it("finds a price in whichever membership type the item names, not the first one", () => {
    const first = aMembershipType({ id: fixtureId(30), prices: [aMembershipPrice({ id: fixtureId(31) })] });
    const price = aMembershipPrice({ id: fixtureId(33) });
    const second = aMembershipType({ id: fixtureId(32), prices: [price] });
    expect(membershipPriceFor({ type_id: fixtureId(32), price_id: fixtureId(33) }, [first, second])).toBe(price);
  });

  it("states no length for an item that lasts zero months", () => {
    expect(catalogMembershipBillingInWords({ duration_months: 0 }, null, "en-US")).toBeNull();
  });
});
