import { describe, expect, it } from "vitest";
import { addDays } from "../../src/core/local-time.ts";
import { createRandom } from "../../src/emulator/data/building-blocks.ts";
import { createDemoStudio } from "../../src/emulator/data/demo-studio.ts";
import { changeSpots } from "../../src/emulator/live-changes.ts";
import { demoKey, EmulatorOptionsError, startEmulator } from "../../src/emulator/index.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

const TODAY = "2026-11-21";
const TOMORROW = addDays(TODAY, 1);

describe("changeSpots", () => {
  const studio = createDemoStudio({ today: TODAY });

  it("moves some classes' enrollment within 0..max, keeping spots = max - enrolled (spec 2.2 rule 2)", () => {
    let data = studio;
    const random = createRandom(7);
    for (let step = 0; step < 20; step += 1) data = changeSpots(data, random, 3, TODAY, TOMORROW);
    const moved = data.classes.filter((cls, index) => cls.capacity.enrolled !== studio.classes[index]!.capacity.enrolled);
    expect(moved.length).toBeGreaterThan(0);
    for (const cls of moved) {
      const { max, enrolled, spots_remaining } = cls.capacity;
      expect(max).not.toBeNull();
      expect(enrolled).toBeGreaterThanOrEqual(0);
      expect(enrolled).toBeLessThanOrEqual(max!);
      expect(spots_remaining).toBe(max! - enrolled);
    }
  });

  it("cancels only sessions of the next two days, and never the studio's other records", () => {
    let data = studio;
    const random = createRandom(11);
    for (let step = 0; step < 50; step += 1) data = changeSpots(data, random, 2, TODAY, TOMORROW);
    const cancelled = data.instances.filter((session, index) => session.status !== studio.instances[index]!.status);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const session of cancelled) {
      expect(session.status).toBe("cancelled");
      expect([TODAY, TOMORROW]).toContain(session.date);
      expect(session.links.checkout).toBeNull();
    }
    expect(data.registrations).toBe(studio.registrations);
    expect(data.classes.map((cls) => cls.id)).toEqual(studio.classes.map((cls) => cls.id));
  });

  it("leaves the input as it was", () => {
    const before = JSON.stringify(studio);
    changeSpots(studio, createRandom(3), 5, TODAY, TOMORROW);
    expectSameBytes(JSON.stringify(studio), before, "the input studio");
  });
});

describe("an emulator with live changes", () => {
  it("serves different spots a few ticks later", async () => {
    const emulator = await startEmulator({ today: TODAY, liveChanges: { everyMs: 100, classes: 10, seed: 5 } });
    try {
      const read = async () => {
        const response = await fetch(`${emulator.url}/classes?limit=100`, { headers: { "X-API-Key": demoKey("publishable") } });
        const body = (await response.json()) as { data: { id: string; capacity: { enrolled: number } }[] };
        return body.data.map((cls) => `${cls.id}:${cls.capacity.enrolled}`).join(",");
      };
      const first = await read();
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await read()).not.toBe(first);
    } finally {
      await emulator.close();
    }
  });

  it("refuses a tick shorter than 100 ms", async () => {
    await expect(startEmulator({ liveChanges: { everyMs: 10, classes: 1 } })).rejects.toThrow(EmulatorOptionsError);
  });
});
