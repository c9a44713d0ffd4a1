import { describe, expect, it } from "vitest";
import { orderedCatalogGroups, registrationWindowInWords, seasonsByClass, seasonStateInWords } from "../../src/catalog/seasons.ts";
import { aCatalogGroup, aCatalogItem, aSeason, aSeasonDetail, fixtureId } from "../fixtures/catalog-records.ts";

const tz = "America/New_York";

describe("seasonStateInWords", () => {
  it.each([
    [{ kind: "open" } as const, "Open to everyone"],
    [{ kind: "closing", closesAt: new Date("2026-03-10T03:59:00Z") } as const, "Open to everyone until Mar 9, 2026, 11:59 PM EDT"],
    [
      { kind: "existing-families", publicFrom: new Date("2026-03-05T14:00:00Z"), closesAt: null } as const,
      "Open to existing families; everyone from Mar 5, 2026, 9:00 AM EST",
    ],
    [
      { kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: new Date("2026-03-02T14:00:00Z") } as const,
      "Opens Mar 2, 2026, 9:00 AM EST for existing families, Mar 5, 2026, 9:00 AM EST for everyone",
    ],
    [{ kind: "opening", publicFrom: new Date("2026-03-05T14:00:00Z"), existingFamiliesFrom: null } as const, "Opens Mar 5, 2026, 9:00 AM EST"],
    [{ kind: "closed" } as const, "Registration closed"],
  ])("describes %j", (state, words) => {
    expect(seasonStateInWords(state, tz, "en-US")).toBe(words);
  });
});

describe("registrationWindowInWords", () => {
  it("lists existing families, everyone and closing times in the studio's zone", () => {
    expect(
      registrationWindowInWords(
        { internal_opens_at: "2026-03-02T14:00:00Z", external_opens_at: "2026-03-05T14:00:00Z", closes_at: "2026-04-01T03:59:00Z" },
        tz,
        "en-US",
      ),
    ).toEqual([
      { label: "Existing families from", value: "Mar 2, 2026, 9:00 AM EST" },
      { label: "Everyone from", value: "Mar 5, 2026, 9:00 AM EST" },
      { label: "Closes", value: "Mar 31, 2026, 11:59 PM EDT" },
    ]);
  });

  it("explains null times instead of leaving them blank", () => {
    expect(registrationWindowInWords({ internal_opens_at: null, external_opens_at: null, closes_at: null }, tz, "en-US")).toEqual([
      { label: "Everyone from", value: "As soon as registration opens" },
      { label: "Closes", value: "When the studio closes it" },
    ]);
  });
});

const classItem = (classId: string) =>
  aCatalogItem({ class: { id: classId, duration_minutes: 45, category: null, location: null } });

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

  it("ignores membership items", () => {
    const season = aSeasonDetail(aSeason(), {
      catalog_groups: [
        aCatalogGroup({
          items: [
            aCatalogItem({
              item_type: "membership",
              class: null,
              membership: { type_id: fixtureId(5), price_id: null, billing_interval: "month", billing_period: 1, duration_months: null },
            }),
          ],
        }),
      ],
    });
    expect(seasonsByClass([season]).size).toBe(0);
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
});
