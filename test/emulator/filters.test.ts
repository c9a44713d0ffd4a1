import { describe, expect, it } from "vitest";
import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { startEmulator } from "../../src/emulator/index.ts";
import { call, fetchAll, NOW, TODAY, useEmulator } from "./emulator-harness.ts";

const emulator = useEmulator();
const data = () => emulator().data;
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe("GET /classes filters and order", () => {
  it("orders classes A to Z by name", async () => {
    const rows = await fetchAll(emulator(), "/classes");
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    expect(rows).toHaveLength(data().classes.length);
  });

  it("category_id keeps only that category's classes", async () => {
    const category = data().categories.find((row) => row.name === "Gymnastics")!;
    const rows = await fetchAll(emulator(), `/classes?category_id=${category.id}`);
    expect(rows.length).toBeGreaterThan(1);
    expect(ids(rows)).toEqual(ids(data().classes.filter((row) => row.category?.id === category.id)));
  });

  it("category_ids keeps classes in any of the listed categories", async () => {
    const [ballet, tap] = data().categories;
    const rows = await fetchAll(emulator(), `/classes?category_ids=${ballet!.id},${tap!.id}`);
    const expected = data().classes.filter((row) => row.category?.id === ballet!.id || row.category?.id === tap!.id);
    expect(ids(rows)).toEqual(ids(expected));
    expect(new Set(rows.map((row) => row.category.id))).toEqual(new Set([ballet!.id, tap!.id]));
  });

  it("category_ids is ignored when category_id is set", async () => {
    const [ballet, tap] = data().categories;
    const rows = await fetchAll(emulator(), `/classes?category_id=${ballet!.id}&category_ids=${tap!.id}`);
    expect(ids(rows)).toEqual(ids(data().classes.filter((row) => row.category?.id === ballet!.id)));
  });

  it("schedule_type splits recurring from one-time, and all is the default", async () => {
    const recurring = await fetchAll(emulator(), "/classes?schedule_type=recurring");
    const oneTime = await fetchAll(emulator(), "/classes?schedule_type=one-time");
    const all = await fetchAll(emulator(), "/classes?schedule_type=all");
    expect(recurring.every((row) => row.schedule_type === "recurring")).toBe(true);
    expect(oneTime.every((row) => row.schedule_type === "one-time" && row.day_schedules === null)).toBe(true);
    expect(oneTime.length).toBeGreaterThan(0);
    expect(recurring.length + oneTime.length).toBe(all.length);
  });

  it.each([0, 1, 2, 3, 4, 5, 6])("day_of_week=%i keeps only classes that meet that day", async (day) => {
    const rows = await fetchAll(emulator(), `/classes?day_of_week=${day}`);
    const expected = data().classes.filter((row) => (row.day_schedules?.[String(day) as "0"] ?? []).length > 0);
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it("ids keeps exactly the listed classes and ignores ids that do not exist", async () => {
    const [a, b] = data().classes;
    const rows = await fetchAll(emulator(), `/classes?ids=${a!.id},${b!.id},00000000-0000-4000-8000-000000000000`);
    expect(ids(rows)).toEqual(ids([a!, b!]));
  });

  it("ends_after keeps classes ending on or after the date, and classes with no end date", async () => {
    const ended = data().classes.find((row) => row.end_date !== null && row.end_date < TODAY)!;
    const rows = await fetchAll(emulator(), `/classes?ends_after=${TODAY}`);
    expect(rows.map((row) => row.id)).not.toContain(ended.id);
    expect(rows.some((row) => row.end_date === null)).toBe(true);
    expect(rows.every((row) => row.end_date === null || row.end_date >= TODAY)).toBe(true);
    const onTheDay = await fetchAll(emulator(), `/classes?ends_after=${ended.end_date}`);
    expect(onTheDay.map((row) => row.id)).toContain(ended.id);
  });

  it("combines filters", async () => {
    const rows = await fetchAll(emulator(), "/classes?schedule_type=recurring&day_of_week=6");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.schedule_type === "recurring" && row.day_schedules["6"].length > 0)).toBe(true);
  });
});

describe("GET /classes/{id}/instances", () => {
  const busyClass = () => data().classes.find((row) => row.name.startsWith("Open Gym"))!;

  it("defaults to scheduled sessions from today, soonest first", async () => {
    const rows = await fetchAll(emulator(), `/classes/${busyClass().id}/instances`, 200);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === "scheduled" && row.date >= TODAY)).toBe(true);
    const keys = rows.map((row) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("from and to are inclusive", async () => {
    const all = data().instances.filter((row) => row.class_id === busyClass().id && row.status === "scheduled");
    const from = all[2]!.date;
    const to = all[5]!.date;
    const rows = await fetchAll(emulator(), `/classes/${busyClass().id}/instances?from=${from}&to=${to}`, 200);
    expect(rows.map((row) => row.date)).toEqual(all.filter((row) => row.date >= from && row.date <= to).map((row) => row.date));
    expect(rows[0]!.date).toBe(from);
    expect(rows.at(-1)!.date).toBe(to);
  });

  it.each(["cancelled", "completed", "scheduled"] as const)("status=%s keeps only that status", async (status) => {
    const rows = await fetchAll(emulator(), `/classes/${busyClass().id}/instances?status=${status}&from=2000-01-01`, 200);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === status)).toBe(true);
  });

  it("status=all returns every status", async () => {
    const rows = await fetchAll(emulator(), `/classes/${busyClass().id}/instances?status=all&from=2000-01-01`, 200);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["scheduled", "cancelled", "completed"]));
    expect(rows).toHaveLength(data().instances.filter((row) => row.class_id === busyClass().id).length);
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

describe("GET /registrations filters and order", () => {
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("lists the newest season first, seasons without a start date last", async () => {
    const rows = await fetchAll(emulator(), "/registrations");
    const starts = rows.map((row) => row.season_starts_at);
    const dated = starts.filter((start): start is string => start !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(starts.indexOf(null)).toBe(dated.length);
  });

  it.each(["open", "closed"] as const)("status=%s keeps only that status", async (status) => {
    const rows = await fetchAll(emulator(), `/registrations?status=${status}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === status)).toBe(true);
  });

  it.each(["seasonal", "unlimited"] as const)("type=%s keeps only that type", async (type) => {
    const rows = await fetchAll(emulator(), `/registrations?type=${type}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.registration_type === type)).toBe(true);
  });

  it("season_after and season_before are inclusive and drop seasons without a start", async () => {
    const main = data().registrations.find((row) => row.name.includes("Dance & Gymnastics Season"))!;
    const start = main.season_starts_at!;
    const after = await fetchAll(emulator(), `/registrations?season_after=${start}`);
    const before = await fetchAll(emulator(), `/registrations?season_before=${start}`);
    expect(after.every((row) => row.season_starts_at !== null && row.season_starts_at >= start)).toBe(true);
    expect(before.every((row) => row.season_starts_at !== null && row.season_starts_at <= start)).toBe(true);
    expect(names(after)).toContain(main.name);
    expect(names(before)).toContain(main.name);
    const both = await fetchAll(emulator(), `/registrations?season_after=${start}&season_before=${start}`);
    expect(names(both)).toEqual([main.name]);
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

  it("unknown tag names give an empty page", async () => {
    const { status, body } = await call(emulator(), "/registrations?tags=no-such-tag");
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], pagination: { total: 0, limit: 50, offset: 0, has_more: false } });
  });
});

describe("other lists", () => {
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

  it("self_service=true keeps only services families book themselves, each with a booking link", async () => {
    const rows = await fetchAll(emulator(), "/appointment-services?self_service=true");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.allow_self_service_booking && row.links.book !== null)).toBe(true);
    const all = await fetchAll(emulator(), "/appointment-services");
    expect(all.length).toBeGreaterThan(rows.length);
  });
});

