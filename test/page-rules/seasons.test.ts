import { describe, expect, it } from "vitest";
import { priceInWords } from "../../src/page-rules/billing.ts";
import { orderedCatalogGroups, registrationWindowInWords, seasonsByClass, seasonStateBesideOpenings, seasonStateInWords } from "../../src/page-rules/seasons.ts";
import { formatDateTime } from "../../src/core/format.ts";
import { aCatalogGroup, aCatalogItem, aSeason, aSeasonDetail, fixtureId } from "../fixtures/catalog-records.ts";

const tz = "America/New_York";

describe("seasonStateInWords", () => {
  it.each([
    [{ kind: "open" } as const, "Open to everyone"],
    [{ kind: "closing", closesAt: new Date("2026-03-10T03:59:00Z") } as const, "Open to everyone until Mar 9, 2026, 11:59 PM Eastern Time"],
    [
      { kind: "existing-families", publicFrom: new Date("2026-03-05T14:00:00Z"), closesAt: null } as const,
      "Open to existing families; everyone from Mar 5, 2026, 9:00 AM Eastern Time",
    ],
    [
      { kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: new Date("2026-03-02T14:00:00Z") } as const,
      "Opens Mar 2, 2026, 9:00 AM Eastern Time for existing families, Mar 5, 2026, 9:00 AM Eastern Time for everyone",
    ],
    [{ kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: null } as const, "Opens Mar 5, 2026, 9:00 AM Eastern Time"],
    [{ kind: "closed" } as const, "Registration closed"],
  ])("describes %j", (state, words) => {
    expect(seasonStateInWords(state, tz, "en-US")).toBe(words);
  });
});

describe("seasonStateBesideOpenings: a season page's badge says only what its opening sentences do not", () => {
  const opening = { kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: new Date("2026-03-02T14:00:00Z") } as const;
  const between = { kind: "existing-families", publicFrom: new Date("2026-03-05T14:00:00Z"), closesAt: null } as const;
  it("says nothing before any opening, and that existing families may sign up between the two", () => {
    expect(seasonStateBesideOpenings(opening, 2, tz, "en-US")).toBeNull();
    expect(seasonStateBesideOpenings(between, 1, tz, "en-US")).toBe("Open to existing families");
    expect(seasonStateBesideOpenings(between, 1, tz, "es-US")).toBe("Abierta a familias ya inscritas");
  });
  it("says the whole state when no opening is ahead", () => {
    expect(seasonStateBesideOpenings(opening, 0, tz, "en-US")).toBe(seasonStateInWords(opening, tz, "en-US"));
    expect(seasonStateBesideOpenings({ kind: "open" }, 0, tz, "en-US")).toBe("Open to everyone");
  });
});

describe("seasonStateInWords when both openings are the same", () => {
  it("says one opening when existing families start at the same time as everyone", () => {
    const at = new Date("2026-03-05T14:00:00Z");
    expect(seasonStateInWords({ kind: "opening", publicFrom: at, existingFamiliesFrom: new Date(at) }, tz, "en-US")).toBe("Opens Mar 5, 2026, 9:00 AM Eastern Time");
  });
});

describe("registrationWindowInWords", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const window = { internal_opens_at: "2026-03-02T14:00:00Z", external_opens_at: "2026-03-05T14:00:00Z", closes_at: "2026-04-01T03:59:00Z" };
  const opening = { kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: new Date("2026-03-02T14:00:00Z") } as const;

  it("says who may register from when, and when it closes, in the studio's zone", () => {
    expect(registrationWindowInWords(window, opening, now, tz, "en-US")).toEqual([
      { label: "Existing families", value: "From Mar 2, 2026, 9:00 AM Eastern Time" },
      { label: "Everyone", value: "From Mar 5, 2026, 9:00 AM Eastern Time" },
      { label: "Closes", value: "Mar 31, 2026, 11:59 PM Eastern Time" },
    ]);
  });

  it("says an open season with no public opening or closing time is open now with no closing date, each word once", () => {
    const lines = registrationWindowInWords({ internal_opens_at: null, external_opens_at: null, closes_at: null }, { kind: "open" }, now, tz, "en-US");
    expect(lines).toEqual([
      { label: "Everyone", value: "Open now" },
      { label: "Closes", value: "No closing date set" },
    ]);
    for (const line of lines) expect(line.value.toLowerCase()).not.toContain(line.label.toLowerCase());
  });

  it("leaves existing families out when they start no earlier than everyone", () => {
    const same = { ...window, internal_opens_at: window.external_opens_at };
    expect(registrationWindowInWords(same, opening, now, tz, "en-US").map((line) => line.label)).toEqual(["Everyone", "Closes"]);
  });

  it("says a closed season is closed, and since when when its closing time passed", () => {
    const after = new Date("2026-04-02T12:00:00Z");
    expect(registrationWindowInWords(window, { kind: "closed" }, after, tz, "en-US")).toEqual([
      { label: "Status", value: "Closed since Mar 31, 2026, 11:59 PM Eastern Time" },
    ]);
    expect(registrationWindowInWords({ ...window, closes_at: null }, { kind: "closed" }, after, tz, "en-US")).toEqual([
      { label: "Status", value: "Closed" },
    ]);
  });
});

/** A season item's price as the season view reads it (spec 2.9: cents only, no printed form). */
const catalogItemPrice = (cents: number | null, currency: string | null, locale: string) => priceInWords({ cents, currency, basis: null, recurring: false, printed: null }, locale);

describe("a season item's price (priceInWords)", () => {
  it("prints the season's cents in the studio's currency and locale", () => {
    expect(catalogItemPrice(11000, "USD", "en-US")).toBe("$110.00");
    expect(catalogItemPrice(123456, "USD", "en-US")).toBe("$1,234.56");
    expect(catalogItemPrice(8500, "EUR", "fr-FR")).toBe("85,00\u00a0€");
    expect(catalogItemPrice(8500, "GBP", "en-GB")).toBe("£85.00");
  });

  it("says Free for 0 and shows no price for null (spec 2.9), never Free", () => {
    expect(catalogItemPrice(0, "USD", "en-US")).toBe("Free");
    expect(catalogItemPrice(null, "USD", "en-US")).toBeNull();
  });

  it("shows no price when the currency is unknown rather than a bare number", () => {
    expect(catalogItemPrice(11000, null, "en-US")).toBeNull();
  });
});

const classItem = (classId: string) =>
  aCatalogItem({ class: { id: classId, duration_minutes: 45, category: null, location: null } });

describe("registrationWindowInWords for a closed season", () => {
  const window = { internal_opens_at: null, external_opens_at: null, closes_at: "2026-04-01T03:59:00Z" };

  it("says closed since its closing time from the very instant it closes", () => {
    expect(registrationWindowInWords(window, { kind: "closed" }, new Date("2026-04-01T03:59:00Z"), tz, "en-US")).toEqual([
      { label: "Status", value: "Closed since Mar 31, 2026, 11:59 PM Eastern Time" },
    ]);
  });

  it("does not date a season the studio closed before its closing time", () => {
    expect(registrationWindowInWords(window, { kind: "closed" }, new Date("2026-03-20T12:00:00Z"), tz, "en-US")).toEqual([
      { label: "Status", value: "Closed" },
    ]);
  });
});

describe("seasonsByClass", () => {
  it("maps each class to the seasons whose catalog holds it", () => {
    const fall = aSeasonDetail(aSeason({ id: fixtureId(10) }), {
      catalog_groups: [aCatalogGroup({ items: [classItem(fixtureId(1)), classItem(fixtureId(2))] })],
    });
    const spring = aSeasonDetail(aSeason({ id: fixtureId(11) }), {
      catalog_groups: [
        aCatalogGroup({ items: [classItem(fixtureId(1))] }),
        aCatalogGroup({ items: [classItem(fixtureId(1))] }),
      ],
    });
    const map = seasonsByClass([fall, spring]);
    expect(map.get(fixtureId(1))).toEqual([fixtureId(10), fixtureId(11)]);
    expect(map.get(fixtureId(2))).toEqual([fixtureId(10)]);
    expect(map.get(fixtureId(3))).toBeUndefined();
  });

  const membershipItem = (classRef: { id: string; duration_minutes: number; category: null; location: null } | null) =>
    aCatalogItem({
      item_type: "membership",
      class: classRef,
      membership: { type_id: fixtureId(5), price_id: null, billing_interval: "month", billing_period: 1, duration_months: null },
    });
  const seasonOf = (items: ReturnType<typeof aCatalogItem>[]) => aSeasonDetail(aSeason(), { catalog_groups: [aCatalogGroup({ items })] });

  it("ignores membership items", () => {
    expect(seasonsByClass([seasonOf([membershipItem(null)])]).size).toBe(0);
  });

  it("maps only class items: not another kind of item that names a class, nor a class item without one", () => {
    const namesAClass = membershipItem({ id: fixtureId(6), duration_minutes: 45, category: null, location: null });
    expect(seasonsByClass([seasonOf([namesAClass, aCatalogItem({ class: null })])]).size).toBe(0);
  });
});

describe("orderedCatalogGroups", () => {
  it("orders groups by sort_order, keeping the given order on ties", () => {
    const groups = [
      aCatalogGroup({ name: "B", sort_order: 2 }),
      aCatalogGroup({ name: "A1", sort_order: 1 }),
      aCatalogGroup({ name: "A2", sort_order: 1 }),
    ];
    expect(orderedCatalogGroups(groups).map((group) => group.name)).toEqual(["A1", "A2", "B"]);
  });

  it("keeps the given order of many groups with the same sort_order", () => {
    const names = ["C", "A", "D", "B", "E"];
    expect(orderedCatalogGroups(names.map((name) => aCatalogGroup({ name, sort_order: 1 }))).map((group) => group.name)).toEqual(names);
  });
});

describe("season states in Spanish (es-US) and French (fr-CA)", () => {
  const opens = new Date("2027-03-05T14:00:00Z");
  const everyone = new Date("2027-03-12T14:00:00Z");
  const at = (locale: string, instant: Date) => formatDateTime(instant, tz, locale);

  it.each([
    ["es-US", ["Abierta a todos", "Abierta a todos hasta el {opens}", "Abierta a familias ya inscritas; a todos desde el {opens}", "Abre el {opens} para familias ya inscritas y el {everyone} para todos", "Abre el {everyone}", "Inscripción cerrada"]],
    ["fr-CA", ["Ouverte à tous", "Ouverte à tous jusqu’au {opens}", "Ouverte aux familles déjà inscrites\u202f; à tous à partir du {opens}", "Ouvre le {opens} aux familles déjà inscrites, le {everyone} à tous", "Ouvre le {everyone}", "Inscriptions fermées"]],
  ])("says each state on a season card in %s", (locale, expected) => {
    const states = [
      { kind: "open" },
      { kind: "closing", closesAt: opens },
      { kind: "existing-families", publicFrom: opens, closesAt: null },
      { kind: "opening", publicFrom: everyone, existingFamiliesFrom: opens },
      { kind: "opening", publicFrom: everyone, existingFamiliesFrom: null },
      { kind: "closed" },
    ] as const;
    expect(states.map((state) => seasonStateInWords(state, tz, locale))).toEqual(
      expected.map((text) => text.replace("{opens}", at(locale, opens)).replace("{everyone}", at(locale, everyone))),
    );
  });

  it("labels the registration window's lines in the language", () => {
    const window = { internal_opens_at: opens.toISOString(), external_opens_at: everyone.toISOString(), closes_at: null };
    const now = new Date("2027-04-01T00:00:00Z");
    expect(registrationWindowInWords(window, { kind: "open" }, now, tz, "es-US")).toEqual([
      { label: "Familias ya inscritas", value: `Desde el ${at("es-US", opens)}` },
      { label: "Todos", value: `Desde el ${at("es-US", everyone)}` },
      { label: "Cierre", value: "Sin fecha de cierre" },
    ]);
    expect(registrationWindowInWords({ ...window, closes_at: opens.toISOString() }, { kind: "closed" }, now, tz, "fr-CA")).toEqual([
      { label: "Statut", value: `Fermée depuis le ${at("fr-CA", opens)}` },
    ]);
    expect(registrationWindowInWords({ internal_opens_at: null, external_opens_at: null, closes_at: null }, { kind: "open" }, now, tz, "fr-CA")).toEqual([
      { label: "Tout le monde", value: "Ouverte maintenant" },
      { label: "Fermeture", value: "Aucune date de fermeture" },
    ]);
  });

  it("says a free item is free in the language", () => {
    expect(catalogItemPrice(0, "USD", "es-US")).toBe("Gratis");
    expect(catalogItemPrice(0, "CAD", "fr-CA")).toBe("Gratuit");
  });
});
