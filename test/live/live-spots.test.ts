import { describe, expect, it } from "vitest";
import {
  CACHE_MS,
  classRequests,
  createLiveClient,
  PAGE_REQUEST_BUDGET,
  planLiveRequests,
  RATE_LIMITED_PAUSE_MS,
  readLiveClasses,
  readLiveSessions,
  sessionRequest,
} from "../../src/live/live-spots.ts";
import { storageOrMemory, type PageStorage } from "../../src/core/page-storage.ts";
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
function memoryStorage(): PageStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

function clientFor(emulator: RunningEmulator, storage: PageStorage, clock: { now: number }, key = demoKey("publishable")) {
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

describe("what the readers refuse", () => {
  const session = { id: "s1", class_id: "c1", date: "2026-11-24", status: "scheduled", capacity: aCapacity, links: { checkout: null } };

  it.each([
    ["a class without an id", list([{ ...aClassRecord, id: 7 }])],
    ["an unknown enrollment model", list([{ ...aClassRecord, enrollment_model: "monthly" }])],
    ["a cap as text", list([{ ...aClassRecord, capacity: { ...aCapacity, max: "12" } }])],
    ["a fractional count", list([{ ...aClassRecord, capacity: { ...aCapacity, enrolled: 1.5 } }])],
    ["a capacity that is a list", list([{ ...aClassRecord, capacity: [12, 12, 0] }])],
    ["links missing", list([{ ...aClassRecord, links: null }])],
    ["data that is not a list", { data: { c1: aClassRecord }, pagination: { total: 1, limit: 100, offset: 0, has_more: false } }],
    ["pagination that is not an object", { data: [aClassRecord], pagination: "none" }],
  ])("refuses a class list with %s", (_what, body) => {
    expect(readLiveClasses(body)).toBeNull();
  });

  it("reads a list with no cap and no spots number, as the spec allows", () => {
    const open = { max: null, enrolled: 3, spots_remaining: null };
    expect(readLiveClasses(list([{ ...aClassRecord, capacity: open }]))?.[0]?.capacity).toEqual(open);
  });

  it.each([
    ["a session without a class id", list([{ ...session, class_id: null }])],
    ["a session without a date", list([{ ...session, date: 20261124 }])],
    ["a session without an id", list([{ ...session, id: undefined }])],
    ["a session whose capacity is not one", list([{ ...session, capacity: null }])],
    ["a session whose links are not an object", list([{ ...session, links: "https://studio.example" }])],
  ])("refuses %s", (_what, body) => {
    expect(readLiveSessions(body)).toBeNull();
  });

  it("reads has_more as more pages only when it is true", () => {
    expect(readLiveSessions({ data: [session], pagination: { has_more: "yes" } })?.hasMore).toBe(false);
  });
});

describe("planLiveRequests", () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `c${String(index).padStart(3, "0")}`);

  it("asks only for class capacity when the page lists no session", () => {
    expect(planLiveRequests({ scope: "schedule", classIds: ["c2", "c1"], sessions: [] })).toEqual({
      requests: classRequests(["c1", "c2"]),
      coverage: "classes-only",
    });
  });

  it("asks for no sessions on a list page, which shows class capacity only", () => {
    const plan = planLiveRequests({ scope: "list", classIds: ["c1"], sessions: [{ classId: "c1", date: "2026-11-24" }] });
    expect(plan).toEqual({ requests: classRequests(["c1"]), coverage: "no-sessions" });
  });

  it("asks for a class page's whole listed window, 200 sessions to a request", () => {
    const dates = Array.from({ length: 201 }, (_, index) => `2026-${String(11 + Math.floor(index / 100)).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}`);
    const plan = planLiveRequests({ scope: "class", classIds: ["c1"], sessions: dates.map((date) => ({ classId: "c1", date })) });
    const sorted = [...dates].sort();
    expect(plan).toEqual({
      requests: [
        ...classRequests(["c1"]),
        sessionRequest("c1", sorted[0]!, sorted.at(-1)!, 0),
        sessionRequest("c1", sorted[0]!, sorted.at(-1)!, 200),
      ],
      coverage: "all-sessions",
    });
  });

  it("asks on the schedule for the sessions of the first two days shown, one request a class, classes in order", () => {
    const plan = planLiveRequests({
      scope: "schedule",
      classIds: ["c1", "c2", "c3"],
      sessions: [
        { classId: "c3", date: "2026-11-22" },
        { classId: "c2", date: "2026-11-21" },
        { classId: "c1", date: "2026-11-23" },
        { classId: "c2", date: "2026-11-22" },
      ],
    });
    expect(plan).toEqual({
      requests: [
        ...classRequests(["c1", "c2", "c3"]),
        sessionRequest("c2", "2026-11-21", "2026-11-22"),
        sessionRequest("c3", "2026-11-21", "2026-11-22"),
      ],
      coverage: "sessions-next-two-days",
    });
  });

  it("stops at the page's request budget and says only some sessions are live", () => {
    const classIds = ids(30);
    const plan = planLiveRequests({ scope: "schedule", classIds, sessions: classIds.map((classId) => ({ classId, date: "2026-11-21" })) });
    expect(plan.requests).toHaveLength(PAGE_REQUEST_BUDGET);
    expect(plan.requests.slice(1).map((request) => request.path.split("/")[2])).toEqual(classIds.slice(0, PAGE_REQUEST_BUDGET - 1));
    expect(plan.coverage).toBe("some-sessions-next-two-days");
  });

  it("covers every session when the budget is exactly enough", () => {
    const classIds = ids(PAGE_REQUEST_BUDGET - 1);
    const plan = planLiveRequests({ scope: "schedule", classIds, sessions: classIds.map((classId) => ({ classId, date: "2026-11-21" })) });
    expect(plan.requests).toHaveLength(PAGE_REQUEST_BUDGET);
    expect(plan.coverage).toBe("sessions-next-two-days");
  });

  it("asks for no sessions when the class requests alone spend the budget", () => {
    const classIds = ids(250);
    const sessions = ["c000", "c001", "c002"].map((classId) => ({ classId, date: "2026-11-21" }));
    const plan = planLiveRequests({ scope: "schedule", classIds, sessions }, 2);
    expect(plan.requests).toEqual(classRequests(classIds));
    expect(plan.coverage).toBe("some-sessions-next-two-days");
  });
});

describe("the live client's own rules", () => {
  const okBody = list([aClassRecord]);
  function scripted(answer: () => Promise<Response>) {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return answer();
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }
  const json = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });
  const request = classRequests(["c1"])[0]!;

  it("sends the publishable key, asks for JSON, and sends no cookies and uses no HTTP cache", async () => {
    const { fetch, calls } = scripted(json(okBody));
    const client = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk_live_1", fetch, storage: null, now: () => 0 });
    expect(await client.get(request)).toEqual({ ok: true, body: okBody, at: 0 });
    expect(calls[0]!.url).toBe(`https://api.example/v1${request.path}`);
    expect(new Headers(calls[0]!.init?.headers).get("X-API-Key")).toBe("pk_live_1");
    expect(new Headers(calls[0]!.init?.headers).get("Accept")).toBe("application/json");
    expect(calls[0]!.init).toMatchObject({ credentials: "omit", cache: "no-store" });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("stops for the session after a 403 too", async () => {
    const { fetch, calls } = scripted(json({ error: { code: "forbidden", message: "x" } }, 403));
    const storage = memoryStorage();
    const client = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk", fetch, storage, now: () => 0 });
    expect(await client.get(request)).toEqual({ ok: false, failure: "refused" });
    expect(await client.get(classRequests(["c2"])[0]!)).toEqual({ ok: false, failure: "paused" });
    expect(calls).toHaveLength(1);
  });

  it("asks again once the 60 s pause after a 429 is over", async () => {
    let status = 429;
    const { fetch, calls } = scripted(async () => new Response(JSON.stringify(okBody), { status }));
    const clock = { now: 1_000 };
    const client = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk", fetch, storage: memoryStorage(), now: () => clock.now });
    expect(await client.get(request)).toEqual({ ok: false, failure: "rate-limited" });
    status = 200;
    clock.now += RATE_LIMITED_PAUSE_MS;
    expect((await client.get(request)).ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(client.sent).toBe(2);
  });

  it("calls a request that ran out of time a timeout, and any other failure a network failure", async () => {
    const timedOut = scripted(async () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")));
    const client = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk", fetch: timedOut.fetch, storage: null, now: () => 0 });
    expect(await client.get(request)).toEqual({ ok: false, failure: "timeout" });
    const refused = scripted(async () => Promise.reject(new TypeError("fetch failed")));
    const other = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk", fetch: refused.fetch, storage: null, now: () => 0 });
    expect(await other.get(request)).toEqual({ ok: false, failure: "network" });
  });

  it("gives up after its time limit on a server that never answers", async () => {
    const fetch = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)))) as typeof globalThis.fetch;
    const client = createLiveClient({ apiUrl: "https://api.example/v1", publicKey: "pk", fetch, storage: null, now: () => 0, timeoutMs: 20 });
    expect(await client.get(request)).toEqual({ ok: false, failure: "timeout" });
  });

  it("asks again rather than trust a cached answer from the future (the clock was set back)", async () => {
    const { fetch, calls } = scripted(json(okBody));
    const storage = memoryStorage();
    const clock = { now: 100_000 };
    const options = { apiUrl: "https://api.example/v1", publicKey: "pk", fetch, storage, now: () => clock.now };
    await createLiveClient(options).get(request);
    clock.now -= 1;
    await createLiveClient(options).get(request);
    expect(calls).toHaveLength(2);
  });

  it("keeps its cache and pause in memory for the page when the browser refuses storage (a view framed by another site)", async () => {
    const refused = () => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", "SecurityError");
    };
    const storage = storageOrMemory(refused);
    const { fetch, calls } = scripted(json(okBody));
    const options = { apiUrl: "https://api.example/v1", publicKey: "pk", fetch, storage, now: () => 0 };
    expect(await createLiveClient(options).get(request)).toEqual({ ok: true, body: okBody, at: 0 });
    // The page's next refresh makes a new client: the answer is still cached.
    expect((await createLiveClient(options).get(request)).ok).toBe(true);
    expect(calls).toHaveLength(1);
    // A 429's pause holds for the page's later refreshes too.
    const limited = scripted(json({}, 429));
    const pausedOptions = { ...options, fetch: limited.fetch, storage: storageOrMemory(refused) };
    expect(await createLiveClient(pausedOptions).get(request)).toEqual({ ok: false, failure: "rate-limited" });
    expect(await createLiveClient(pausedOptions).get(request)).toEqual({ ok: false, failure: "paused" });
    expect(limited.calls).toHaveLength(1);
  });

  it("keeps each API's answers apart, and works on with storage that throws or holds junk", async () => {
    const { fetch, calls } = scripted(json(okBody));
    const storage = memoryStorage();
    await createLiveClient({ apiUrl: "https://a.example/v1", publicKey: "pk", fetch, storage, now: () => 0 }).get(request);
    await createLiveClient({ apiUrl: "https://b.example/v1", publicKey: "pk", fetch, storage, now: () => 0 }).get(request);
    expect(calls).toHaveLength(2);
    for (const key of storage.entries.keys()) storage.entries.set(key, "{not json");
    expect((await createLiveClient({ apiUrl: "https://a.example/v1", publicKey: "pk", fetch, storage, now: () => 0 }).get(request)).ok).toBe(true);
    const broken: PageStorage = {
      getItem: () => {
        throw new Error("storage disabled");
      },
      setItem: () => {
        throw new Error("quota exceeded");
      },
    };
    expect((await createLiveClient({ apiUrl: "https://a.example/v1", publicKey: "pk", fetch, storage: broken, now: () => 0 }).get(request)).ok).toBe(true);
  });
});
