import { describe, expect, it } from "vitest";
import { categoryOrder, groupByCategory } from "../../src/page-rules/category-groups.ts";
import { aCategory, fixtureId } from "../fixtures/catalog-records.ts";

const tap = aCategory({ id: fixtureId(1), name: "Tap", sort_order: 2 });
const ballet = aCategory({ id: fixtureId(2), name: "Ballet", sort_order: 1 });
const jazz = aCategory({ id: fixtureId(3), name: "Jazz", sort_order: 1 });
const ref = (category: { id: string; name: string; color: string | null }) => ({ id: category.id, name: category.name, color: category.color });

describe("groupByCategory", () => {
  it("orders groups by sort_order then name, unlisted categories next, uncategorized last", () => {
    const unlisted = { id: fixtureId(4), name: "Acro", color: null };
    const items = [
      { name: "a", category: null },
      { name: "b", category: ref(tap) },
      { name: "c", category: unlisted },
      { name: "d", category: ref(jazz) },
      { name: "e", category: ref(ballet) },
      { name: "f", category: ref(tap) },
    ];
    const groups = groupByCategory(items, (item) => item.category, categoryOrder([tap, ballet, jazz], "en-US"), "en-US");
    expect(groups.map((group) => [group.category?.name ?? null, group.items.map((item) => item.name)])).toEqual([
      ["Ballet", ["e"]],
      ["Jazz", ["d"]],
      ["Tap", ["b", "f"]],
      ["Acro", ["c"]],
      [null, ["a"]],
    ]);
  });

  it("is empty for no items", () => {
    expect(groupByCategory([], () => null, categoryOrder([tap], "en-US"), "en-US")).toEqual([]);
  });
});
