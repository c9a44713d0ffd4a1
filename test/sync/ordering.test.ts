import { describe, expect, it } from "vitest";
import { orderByName, orderCategories, orderClasses, orderRegistrations, orderSessions, sortedRecord } from "../../src/sync/ordering.ts";
import { aCategory, aClass, aLocation, aSeason, aSession, fixtureId } from "../fixtures/catalog-records.ts";

/**
 * The snapshot's fixed orders (two syncs of unchanged data must be byte-identical apart from
 * `synced_at`, whatever order the server answered in): each list in every input order comes
 * out the same, by the spec's order, with ids breaking ties, in plain code units.
 */
const id = (n: number) => fixtureId(n);
const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

/** Every order of `items` (there are few). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** `order` gives `expected` from every order of it, and leaves its input as it was. */
function expectOrder<T extends { id: string }>(order: (items: T[]) => T[], expected: readonly T[]): void {
  for (const input of permutations(expected)) {
    const given = [...input];
    expect(ids(order(input))).toEqual(ids(expected));
    expect(ids(input)).toEqual(ids(given));
  }
}

describe("the snapshot's orders", () => {
  it("puts classes A to Z by code unit, not by the locale's collation, and equal names by id", () => {
    // A collator puts "Ärobics" first and "ballet" beside "Ballet"; code units put capitals first and "Ä" last.
    expectOrder(orderClasses, [
      aClass({ id: id(5), name: "Ballet" }),
      aClass({ id: id(2), name: "Tap" }),
      aClass({ id: id(3), name: "Tap" }),
      aClass({ id: id(1), name: "ballet" }),
      aClass({ id: id(4), name: "Ärobics" }),
    ]);
  });

  it("puts any named list (trial offers, memberships, services, locations) by name, then id", () => {
    expectOrder(orderByName, [aLocation({ id: id(3), name: "Annex" }), aLocation({ id: id(1), name: "Main" }), aLocation({ id: id(2), name: "Main" }), aLocation({ id: id(0), name: "main" })]);
  });

  it("puts categories in the studio's display order, then by name, then id", () => {
    expectOrder(orderCategories, [
      aCategory({ id: id(4), name: "Tap", sort_order: -1 }),
      aCategory({ id: id(3), name: "Ballet", sort_order: 1 }),
      aCategory({ id: id(1), name: "Jazz", sort_order: 1 }),
      aCategory({ id: id(2), name: "Jazz", sort_order: 1 }),
      aCategory({ id: id(0), name: "Acro", sort_order: 2 }),
    ]);
  });

  it("puts seasons newest first, a season without a start last, equal starts by name, then id", () => {
    // By name alone Fall comes first and Open enrollment before Summer.
    expectOrder(orderRegistrations, [
      aSeason({ id: id(4), name: "Winter", season_starts_at: "2027-01-04T05:00:00.000Z" }),
      aSeason({ id: id(1), name: "Fall", season_starts_at: "2026-09-01T04:00:00.000Z" }),
      aSeason({ id: id(3), name: "Fall", season_starts_at: "2026-09-01T04:00:00.000Z" }),
      aSeason({ id: id(0), name: "Summer", season_starts_at: "2026-09-01T04:00:00.000Z" }),
      aSeason({ id: id(5), name: "Open enrollment", season_starts_at: null }),
    ]);
  });

  it("puts sessions soonest first: by date, then time (a session without a time first on its day), then id", () => {
    expectOrder(orderSessions, [
      aSession({ id: id(4), date: "2026-11-21", time: "18:00:00" }),
      aSession({ id: id(5), date: "2026-11-22", time: null }),
      aSession({ id: id(3), date: "2026-11-22", time: "09:00:00" }),
      aSession({ id: id(1), date: "2026-11-22", time: "16:30:00" }),
      aSession({ id: id(2), date: "2026-11-22", time: "16:30:00" }),
      aSession({ id: id(0), date: "2026-12-01", time: "08:00:00" }),
    ]);
  });

  it("keys a record by id in ascending order, whatever order the entries came in", () => {
    const record = sortedRecord(new Map([[id(3), "c"], [id(1), "a"], [id(2), "b"]]));
    expect(Object.keys(record)).toEqual([id(1), id(2), id(3)]);
    expect(record).toEqual({ [id(1)]: "a", [id(2)]: "b", [id(3)]: "c" });
  });
});
