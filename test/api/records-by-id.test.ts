import { describe, expect, it } from "vitest";
import { recordsById, uniqueById } from "../../src/api/records-by-id.ts";

const first = { id: "a", name: "first" };
const later = { id: "a", name: "later copy" };
const other = { id: "b", name: "other" };

describe("recordsById", () => {
  it("keeps the first record of a duplicated id, as the sync keeps it when paging drifts", () => {
    expect(recordsById([first, other, later]).get("a")).toBe(first);
  });
});

describe("uniqueById", () => {
  it("lists each id once, in the order first seen", () => {
    expect(uniqueById([first, other, later])).toEqual([first, other]);
  });
});
