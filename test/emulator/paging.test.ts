import { describe, expect, it } from "vitest";
import { generateStudio, startEmulator } from "../../src/emulator/index.ts";
import { call, fetchAll, TODAY, useEmulator } from "./emulator-harness.ts";

// A large studio, so every list has more than one page.
const emulator = useEmulator({ data: generateStudio({ classes: 250, seasons: 120, today: TODAY, seed: 7 }) });

describe("pagination", () => {
  it("defaults to limit 50 and offset 0", async () => {
    const { body } = await call(emulator(), "/classes");
    expect(body.data).toHaveLength(50);
    expect(body.pagination).toEqual({ total: 250, limit: 50, offset: 0, has_more: true });
  });

  it("serves at most 100 per page and sets has_more until offset + limit reaches total", async () => {
    const first = (await call(emulator(), "/classes?limit=100")).body;
    expect(first.data).toHaveLength(100);
    expect(first.pagination).toEqual({ total: 250, limit: 100, offset: 0, has_more: true });
    const last = (await call(emulator(), "/classes?limit=100&offset=200")).body;
    expect(last.data).toHaveLength(50);
    expect(last.pagination).toEqual({ total: 250, limit: 100, offset: 200, has_more: false });
  });

  it("has_more is false when offset + limit equals total exactly", async () => {
    const { body } = await call(emulator(), "/classes?limit=50&offset=200");
    expect(body.pagination.has_more).toBe(false);
    expect(body.data).toHaveLength(50);
  });

  it("answers an empty page past the end with the true total", async () => {
    const { status, body } = await call(emulator(), "/classes?offset=1000");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ total: 250, limit: 50, offset: 1000, has_more: false });
  });

  it("pages cover every row exactly once, in the same order as one big read", async () => {
    const bySeven = await fetchAll(emulator(), "/classes", 7);
    const byHundred = await fetchAll(emulator(), "/classes", 100);
    expect(bySeven.map((row) => row.id)).toEqual(byHundred.map((row) => row.id));
    expect(new Set(byHundred.map((row) => row.id)).size).toBe(250);
  });

  it("pages registrations past 100", async () => {
    const rows = await fetchAll(emulator(), "/registrations");
    expect(rows).toHaveLength(120);
  });

  it("allows 200 sessions per page on the instances endpoint", async () => {
    // Counted once: a sort that filtered every instance per comparison held the event loop for
    // seconds on a loaded machine, long enough for the emulator to close the idle keep-alive
    // connection just as the next request reused it (ECONNRESET, seen in a full run at load 17).
    const sessionsOf = new Map<string, number>();
    for (const row of emulator().data.instances) sessionsOf.set(row.class_id, (sessionsOf.get(row.class_id) ?? 0) + 1);
    const busiest = [...emulator().data.classes].sort((a, b) => (sessionsOf.get(b.id) ?? 0) - (sessionsOf.get(a.id) ?? 0))[0]!;
    const count = emulator().data.instances.filter((row) => row.class_id === busiest.id && row.date >= "2000-01-01").length;
    const { body } = await call(emulator(), `/classes/${busiest.id}/instances?status=all&from=2000-01-01&limit=200`);
    expect(body.pagination).toMatchObject({ limit: 200, total: count });
    expect(body.data).toHaveLength(Math.min(200, count));
  });
});

describe("lists whose order the spec does not fix", () => {
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

  it("keep the data's order on every request by default", async () => {
    const first = idsOf((await call(emulator(), "/membership-types?limit=100")).body);
    expect(idsOf((await call(emulator(), "/membership-types?limit=100")).body)).toEqual(first);
  });

  it.each(["/trial-classes", "/membership-types", "/locations", "/appointment-services"])(
    "come back in a new order on every request of %s in shuffled mode, with the same rows",
    async (path) => {
      const shuffled = await startEmulator({ today: TODAY, now: () => Date.parse("2025-03-10T16:00:00Z"), unorderedLists: "shuffled" });
      try {
        const orders = [];
        for (let index = 0; index < 4; index += 1) orders.push(idsOf((await call(shuffled, `${path}?limit=100`)).body));
        expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
        for (const order of orders) expect([...order].sort()).toEqual([...orders[0]!].sort());
        // Lists with a fixed order keep it.
        const classes = idsOf((await call(shuffled, "/classes?limit=100")).body);
        expect(idsOf((await call(shuffled, "/classes?limit=100")).body)).toEqual(classes);
      } finally {
        await shuffled.close();
      }
    },
  );

  it("refuses an unknown unorderedLists mode, saying which are known", async () => {
    await expect(startEmulator({ unorderedLists: "random" as never })).rejects.toThrow('Expected `unorderedLists` to be "stable" or "shuffled", got "random".');
  });
});
