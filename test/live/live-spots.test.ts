import { describe, expect, it } from "vitest";
import {
  CACHE_MS,
  classRequests,
  createLiveClient,
  RATE_LIMITED_PAUSE_MS,
  readLiveClasses,
  readLiveSessions,
  sessionRequest,
  type LiveStorage,
} from "../../src/live/live-spots.ts";
import { demoKey, type RunningEmulator } from "../../src/emulator/index.ts";
import { withEmulator } from "../support/sync-harness.ts";

const TODAY = "2026-11-21";

const aCapacity = { max: 12, enrolled: 12, spots_remaining: 0 };
const aClassRecord = {
  id: "c1",
  name: "Ballet I",
  enrollment_type: "open",
  enrollment_model: "session_based",
  capacity: aCapacity,
  links: { checkout: "https://studio.example/checkout", browse: "https://studio.example/classes", store: "https://studio.example" },
};
const list = (data: unknown[], hasMore = false) => ({ data, pagination: { total: data.length, limit: 100, offset: 0, has_more: hasMore } });

describe("readLiveClasses", () => {
  it("keeps exactly the fields the page uses", () => {
    expect(readLiveClasses(list([aClassRecord]))).toEqual([
      { id: "c1", enrollment_type: "open", enrollment_model: "session_based", capacity: aCapacity, links: { checkout: "https://studio.example/checkout" } },
    ]);
  });

  it.each([
    ["a list without pagination", { data: [aClassRecord] }],
    ["an error body", { error: { code: "internal_error", message: "x" } }],
    ["spots as text", list([{ ...aClassRecord, capacity: { ...aCapacity, spots_remaining: "0" } }])],
    ["a negative count", list([{ ...aClassRecord, capacity: { ...aCapacity, enrolled: -1 } }])],
    ["an unknown enrollment type", list([{ ...aClassRecord, enrollment_type: "vip" }])],
    ["a link that is not text", list([{ ...aClassRecord, links: { checkout: 5 } }])],
    ["a record that is not an object", list(["c1"])],
    ["null", null],
  ])("refuses %s", (_what, body) => {
    expect(readLiveClasses(body)).toBeNull();
  });
});

describe("readLiveSessions", () => {
  const session = { id: "s1", class_id: "c1", date: "2026-11-24", time: "16:00:00", status: "cancelled", capacity: aCapacity, links: { checkout: null } };

  it("reads status, capacity and whether more pages follow", () => {
    expect(readLiveSessions(list([session], true))).toEqual({
      sessions: [{ id: "s1", class_id: "c1", date: "2026-11-24", status: "cancelled", capacity: aCapacity, links: { checkout: null } }],
      hasMore: true,
    });
  });

  it("refuses a session with a status the spec does not name", () => {
    expect(readLiveSessions(list([{ ...session, status: "postponed" }]))).toBeNull();
  });
});

describe("requests", () => {
  it("asks for at most 100 classes per request, ids sorted and deduplicated so pages share answers", () => {
    const ids = Array.from({ length: 205 }, (_, index) => `id-${String(204 - index).padStart(3, "0")}`);
    const requests = classRequests([...ids, "id-000"]);
    expect(requests).toHaveLength(3);
    const named = requests.map((request) => new URLSearchParams(request.path.split("?")[1]).get("ids")!.split(","));
    expect(named.map((chunk) => chunk.length)).toEqual([100, 100, 5]);
    expect(named.flat()).toEqual([...ids].sort());
    expect(requests.every((request) => request.path.startsWith("/classes?") && request.path.includes("limit=100"))).toBe(true);
  });

  it("asks for a class's sessions of every status in a date window, 200 to a page", () => {
    expect(sessionRequest("c1", "2026-11-21", "2026-11-22").path).toBe(
      "/classes/c1/instances?from=2026-11-21&to=2026-11-22&status=all&limit=200&offset=0",
    );
  });
});

/** A sessionStorage stand-in: the client only ever reads and writes strings. */
function memoryStorage(): LiveStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

function clientFor(emulator: RunningEmulator, storage: LiveStorage, clock: { now: number }, key = demoKey("publishable")) {
  return createLiveClient({ apiUrl: emulator.url, publicKey: key, fetch: globalThis.fetch, storage, now: () => clock.now });
}

describe("the live client against the API emulator", () => {
  it("reads current spots with the publishable key, then answers from the cache for 60 s", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const storage = memoryStorage();
      const clock = { now: Date.parse("2026-11-21T17:00:00Z") };
      const cls = emulator.data.classes[0]!;
      const [request] = classRequests([cls.id]);
      const first = await clientFor(emulator, storage, clock).get(request!);
      expect(first.ok && readLiveClasses(first.body)?.map((item) => [item.id, item.capacity])).toEqual([[cls.id, cls.capacity]]);
      expect(emulator.requestLog.map((entry) => entry.keyPrefix)).toEqual([demoKey("publishable").slice(0, 12)]);

      // Another page of the site, 59 s later: same answer, no request.
      clock.now += CACHE_MS - 1_000;
      const second = clientFor(emulator, storage, clock);
      expect((await second.get(request!)).ok).toBe(true);
      expect(second.sent).toBe(0);
      // Past the 60 s, it asks again.
      clock.now += 2_000;
      const third = clientFor(emulator, storage, clock);
      expect((await third.get(request!)).ok).toBe(true);
      expect(emulator.requestLog).toHaveLength(2);
    });
  });

  it("stops for the session after a 401, sending nothing more", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const storage = memoryStorage();
      const clock = { now: Date.now() };
      const client = clientFor(emulator, storage, clock, demoKey("revoked"));
      expect(await client.get(classRequests(["a"])[0]!)).toEqual({ ok: false, failure: "refused" });
      clock.now += 24 * 60 * 60_000;
      expect(await client.get(classRequests(["b"])[0]!)).toEqual({ ok: false, failure: "paused" });
      expect(emulator.requestLog).toHaveLength(1);
    });
  });

  it("backs off for 60 s after a 429", async () => {
    await withEmulator({ today: TODAY, rateLimit: 1 }, async (emulator) => {
      const storage = memoryStorage();
      const clock = { now: Date.now() };
      const client = clientFor(emulator, storage, clock);
      const [first, second, third] = emulator.data.classes.map((cls) => classRequests([cls.id])[0]!);
      expect((await client.get(first!)).ok).toBe(true);
      expect(await client.get(second!)).toEqual({ ok: false, failure: "rate-limited" });
      clock.now += RATE_LIMITED_PAUSE_MS - 1;
      expect(await client.get(third!)).toEqual({ ok: false, failure: "paused" });
      expect(emulator.requestLog.map((entry) => entry.status)).toEqual([200, 429]);
    });
  });

  it("gives up on a cut-off body, an error status and a closed port, without throwing", async () => {
    await withEmulator({ today: TODAY, faults: { seed: 3, truncate: 1 } }, async (emulator) => {
      const client = clientFor(emulator, memoryStorage(), { now: Date.now() });
      expect(await client.get(classRequests([emulator.data.classes[0]!.id])[0]!)).toEqual({ ok: false, failure: "shape" });
    });
    await withEmulator({ today: TODAY, faults: { seed: 3, error503: 1 } }, async (emulator) => {
      const client = clientFor(emulator, memoryStorage(), { now: Date.now() });
      expect(await client.get(classRequests([emulator.data.classes[0]!.id])[0]!)).toEqual({ ok: false, failure: "error" });
    });
    const closed = createLiveClient({
      apiUrl: "http://127.0.0.1:9/v1",
      publicKey: demoKey("publishable"),
      fetch: globalThis.fetch,
      storage: null,
      now: Date.now,
    });
    expect(await closed.get(classRequests(["a"])[0]!)).toEqual({ ok: false, failure: "network" });
  });
});
