import { describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { startEmulator } from "../../src/emulator/index.ts";
import { call, fetchAll, NOW, TODAY, useEmulator } from "./emulator-harness.ts";

// Each parameter's rule, for every value, is checked in parameters.test.ts; here: orders and hand-named results.
const emulator = useEmulator();
const data = () => emulator().data;

describe("GET /classes order", () => {
  it("orders classes A to Z by name", async () => {
    const rows = await fetchAll(emulator(), "/classes");
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    expect(rows).toHaveLength(data().classes.length);
  });
});

describe("GET /classes/{id}/instances", () => {
  const busyClass = () => data().classes.find((row) => row.name.startsWith("Open Gym"))!;

  it("lists sessions soonest first", async () => {
    const rows = await fetchAll(emulator(), `/classes/${busyClass().id}/instances?status=all&from=2000-01-01`, 200);
    expect(rows.length).toBeGreaterThan(10);
    const keys = rows.map((row) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("orders sessions on the same day by time, with a session without a time last", async () => {
    const running = emulator();
    const original = running.data;
    const cls = original.classes[0]!;
    const session = (id: string, time: string | null): ClassInstance => ({
      ...original.instances.find((row) => row.class_id === cls.id)!,
      id,
      date: "2030-01-01",
      time,
      status: "scheduled",
    });
    running.setData({
      ...original,
      instances: [
        session("00000000-0000-4000-8000-000000000003", null),
        session("00000000-0000-4000-8000-000000000002", "18:00:00"),
        session("00000000-0000-4000-8000-000000000001", "09:30:00"),
      ],
    });
    try {
      const { body } = await call(running, `/classes/${cls.id}/instances?from=2030-01-01`);
      expect(body.data.map((row: ClassInstance) => row.time)).toEqual(["09:30:00", "18:00:00", null]);
    } finally {
      running.setData(original);
    }
  });

  it("pages 200 at a time through a class with more than 200 sessions", async () => {
    const running = emulator();
    const original = running.data;
    const cls = original.classes[0]!;
    const template = original.instances.find((row) => row.class_id === cls.id)!;
    const many = Array.from({ length: 250 }, (_, index): ClassInstance => ({
      ...template,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      date: `2030-01-01`,
      time: `${String(Math.floor(index / 60)).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}:00`,
      status: "scheduled",
    }));
    running.setData({ ...original, instances: many });
    try {
      const first = (await call(running, `/classes/${cls.id}/instances?from=2030-01-01&limit=200`)).body;
      expect(first.data).toHaveLength(200);
      expect(first.pagination).toEqual({ total: 250, limit: 200, offset: 0, has_more: true });
      const second = (await call(running, `/classes/${cls.id}/instances?from=2030-01-01&limit=200&offset=200`)).body;
      expect(second.data).toHaveLength(50);
      expect(second.pagination.has_more).toBe(false);
    } finally {
      running.setData(original);
    }
  });
});

describe("GET /registrations order and named filters", () => {
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("lists the newest season first, seasons without a start date last", async () => {
    const rows = await fetchAll(emulator(), "/registrations");
    const starts = rows.map((row) => row.season_starts_at);
    const dated = starts.filter((start): start is string => start !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(starts.indexOf(null)).toBe(dated.length);
  });

  it("open_now=true keeps exactly the seasons taking public sign-ups at this moment", async () => {
    const rows = await fetchAll(emulator(), "/registrations?open_now=true");
    // Not: opening to the public in 7 and 10 days, past its closing time, closed.
    expect(names(rows).sort()).toEqual(["2025–26 Dance & Gymnastics Season", "Competition Team Tryouts"].sort());
  });

  it("open_now follows the emulator clock", async () => {
    const later = await startEmulator({ today: TODAY, now: () => NOW + 8 * 86_400_000 });
    try {
      const rows = await fetchAll(later, "/registrations?open_now=true");
      expect(names(rows)).toContain("Spring 2025 Camp");
    } finally {
      await later.close();
    }
  });

  it("tags match any listed tag, case-insensitively", async () => {
    const rows = await fetchAll(emulator(), "/registrations?tags=CAMP,recital");
    expect(names(rows).sort()).toEqual(["2025–26 Dance & Gymnastics Season", "Spring 2025 Camp"].sort());
  });
});

describe("GET /categories order", () => {
  it("orders categories by sort_order", async () => {
    const running = emulator();
    const original = running.data;
    running.setData({ ...original, categories: [...original.categories].reverse() });
    try {
      const rows = await fetchAll(running, "/categories");
      const orders = rows.map((row) => row.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    } finally {
      running.setData(original);
    }
  });
});
