import { describe, expect, it } from "vitest";
import { classInstanceSchema, classSchema, registrationDetailSchema, trialClassSchema } from "../../src/api/schemas/index.ts";
import { addDays } from "../../src/core/local-time.ts";
import { generateStudio } from "../../src/emulator/index.ts";
import { TODAY } from "./emulator-harness.ts";

describe("generateStudio", () => {
  const large = generateStudio({ classes: 400, seasons: 40, today: TODAY, seed: 3 });

  it("builds the benchmark shape: 400 classes, 40 seasons, sessions through each class's end, up to a year ahead", () => {
    expect(large.classes).toHaveLength(400);
    expect(large.registrations).toHaveLength(40);
    expect(large.instances.length).toBeGreaterThan(5_000);
    const last = large.instances.map((row) => row.date).sort().at(-1)!;
    expect(last <= addDays(TODAY, 366)).toBe(true);
    expect(last > addDays(TODAY, 95)).toBe(true);
    expect(large.instances.some((row) => row.date >= addDays(TODAY, 85))).toBe(true);
  });

  it("is deterministic by seed", () => {
    expect(JSON.stringify(generateStudio({ classes: 30, seasons: 5, today: TODAY, seed: 9 }))).toBe(
      JSON.stringify(generateStudio({ classes: 30, seasons: 5, today: TODAY, seed: 9 })),
    );
    expect(generateStudio({ classes: 30, seasons: 5, today: TODAY, seed: 10 }).classes[0]!.id).not.toBe(
      generateStudio({ classes: 30, seasons: 5, today: TODAY, seed: 9 }).classes[0]!.id,
    );
  });

  it("serves each class's sessions through its end date, up to a year ahead, past a short daysAhead", () => {
    const short = generateStudio({ classes: 20, seasons: 1, daysAhead: 10, today: TODAY });
    const ends = new Map(short.classes.map((row) => [row.id, row.end_date]));
    expect(short.instances.every((row) => row.date <= addDays(TODAY, 366))).toBe(true);
    expect(short.instances.every((row) => row.date <= (ends.get(row.class_id) ?? addDays(TODAY, 366)))).toBe(true);
    expect(short.instances.some((row) => row.date > addDays(TODAY, 10))).toBe(true);
  });

  it("gives every class a unique name and every record a valid shape", () => {
    expect(new Set(large.classes.map((row) => row.name)).size).toBe(400);
    expect(new Set(large.instances.map((row) => row.id)).size).toBe(large.instances.length);
    for (const row of large.classes) classSchema.parse(row);
    for (const row of large.instances.slice(0, 2_000)) classInstanceSchema.parse(row);
    for (const row of large.registrations) registrationDetailSchema.parse(row);
    for (const row of large.trialClasses) trialClassSchema.parse(row);
  });

  it("spreads classes over every category and location and every enrollment type", () => {
    expect(new Set(large.classes.map((row) => row.category?.id ?? null)).size).toBe(large.categories.length + 1);
    expect(new Set(large.classes.map((row) => row.location?.id ?? null)).size).toBe(large.locations.length + 1);
    expect(new Set(large.classes.map((row) => row.enrollment_type))).toEqual(new Set(["open", "drop_in", "seasonal", "closed"]));
  });

  it("builds catalogs that point at its own classes", () => {
    const ids = new Set(large.classes.map((row) => row.id));
    const items = large.registrations.flatMap((row) => row.catalog_groups.flatMap((group) => group.items));
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) if (item.class) expect(ids.has(item.class.id)).toBe(true);
  });

  it("rejects a bad count with a message that says what is expected", () => {
    expect(() => generateStudio({ classes: 0, seasons: 1 })).toThrow("Expected `classes` to be a whole number of at least 1, got 0.");
  });
});
