import { describe, expect, it } from "vitest";
import { orderedCatalogGroups, seasonsByClass } from "../../src/catalog/season-catalog.ts";
import { aCatalogGroup, aCatalogItem, aSeason, aSeasonDetail, fixtureId } from "../fixtures/catalog-records.ts";

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
