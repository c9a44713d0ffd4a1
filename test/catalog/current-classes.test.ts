import { describe, expect, it } from "vitest";
import { currentClasses, isCurrentClass } from "../../src/catalog/current-classes.ts";
import { aClass } from "../fixtures/catalog-records.ts";

describe("isCurrentClass", () => {
  it("counts a class with no end date as current", () => {
    expect(isCurrentClass({ end_date: null }, "2026-03-01")).toBe(true);
  });

  it("counts a class ending today as current", () => {
    expect(isCurrentClass({ end_date: "2026-03-01" }, "2026-03-01")).toBe(true);
  });

  it("drops a class that ended yesterday", () => {
    expect(isCurrentClass({ end_date: "2026-02-28" }, "2026-03-01")).toBe(false);
  });
});

describe("currentClasses", () => {
  it("keeps current classes in their original order", () => {
    const a = aClass({ name: "A", end_date: null });
    const b = aClass({ name: "B", end_date: "2025-01-01" });
    const c = aClass({ name: "C", end_date: "2027-01-01" });
    expect(currentClasses([a, b, c], "2026-03-01").map((cls) => cls.name)).toEqual(["A", "C"]);
  });
});
