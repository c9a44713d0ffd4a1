import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createFaultPlanner } from "../../src/emulator/faults.ts";
import { demoKey, startEmulator, type FaultOptions, type RunningEmulator } from "../../src/emulator/index.ts";
import type { RequestLogEntry } from "../../src/emulator/types.ts";
import { call, NOW, TODAY } from "./emulator-harness.ts";

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});

async function startFaulty(faults: FaultOptions, rateLimit?: number): Promise<RunningEmulator> {
  const emulator = await startEmulator({ today: TODAY, now: () => NOW, faults, rateLimit });
  running.push(emulator);
  return emulator;
}

/** A raw GET that reports how many body bytes arrived, and how the response ended. */
function rawGet(url: string): Promise<{ status: number; contentLength: number; received: number; ended: "complete" | "aborted" }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "X-API-Key": demoKey("full") } }, (response) => {
      let received = 0;
      const report = (ended: "complete" | "aborted") =>
        resolve({ status: response.statusCode ?? 0, contentLength: Number(response.headers["content-length"]), received, ended });
      response.on("data", (chunk: Buffer) => (received += chunk.length));
      response.on("end", () => report(response.complete ? "complete" : "aborted"));
      response.on("error", () => report("aborted"));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("fault mode", () => {
  it("is off by default", async () => {
    const emulator = await startEmulator({ today: TODAY, now: () => NOW });
    running.push(emulator);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => call(emulator, "/classes?limit=1")));
    expect(new Set(statuses.map((response) => response.status))).toEqual(new Set([200]));
  });

  it.each([
    ["error500", 500, "internal_error"],
    ["error503", 503, "internal_error"],
    ["spurious429", 429, "rate_limited"],
  ] as const)("%s answers %i with a proper error body and logs it", async (kind, status, code) => {
    const emulator = await startFaulty({ [kind]: 1 });
    const response = await call(emulator, "/classes");
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: { code, message: expect.any(String) } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([status]);
  });

  it("reset sends the headers and part of the body, then destroys the connection; logged as 0", async () => {
    const emulator = await startFaulty({ reset: 1 });
    const result = await rawGet(`${emulator.url}/classes`);
    expect(result.status).toBe(200);
    expect(result.ended).toBe("aborted");
    expect(result.received).toBeGreaterThan(0);
    expect(result.received).toBeLessThan(result.contentLength);
    await expect(fetch(`${emulator.url}/classes`, { headers: { "X-API-Key": demoKey("full") } }).then((response) => response.text())).rejects.toThrow();
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([0, 0]);
  });

  it("truncate promises a longer Content-Length than it sends, then ends; logged with its status", async () => {
    const emulator = await startFaulty({ truncate: 1 });
    const result = await rawGet(`${emulator.url}/classes`);
    expect(result.status).toBe(200);
    expect(result.received).toBeGreaterThan(0);
    expect(result.received).toBeLessThan(result.contentLength);
    expect(result.ended).toBe("aborted");
    await expect(fetch(`${emulator.url}/classes`, { headers: { "X-API-Key": demoKey("full") } }).then((response) => response.json())).rejects.toThrow();
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([200, 200]);
  });

  it("adds latency to every answer", async () => {
    const emulator = await startFaulty({ latencyMs: [150, 150] });
    const started = performance.now();
    expect((await call(emulator, "/me")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("makes a share of answers very slow", async () => {
    const emulator = await startFaulty({ slowShare: 1, slowMs: 300 });
    const started = performance.now();
    expect((await call(emulator, "/me")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("stops answering after N requests: the connection is accepted and never answered", async () => {
    const emulator = await startFaulty({ stopAfter: 2 });
    expect((await call(emulator, "/me")).status).toBe(200);
    expect((await call(emulator, "/me")).status).toBe(200);
    await expect(
      fetch(`${emulator.url}/me`, { headers: { "X-API-Key": demoKey("full") }, signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/aborted|timeout/i);
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([200, 200, 0]);
    // close() must not wait for the hung request.
    await emulator.close();
  });

  it("reports a drifted total on exactly one page of the chosen list", async () => {
    const emulator = await startFaulty({ totalDrift: { path: "/classes", afterPages: 1 } });
    const total = emulator.data.classes.length;
    const totals: number[] = [];
    for (let offset = 0; offset < total; offset += 10) totals.push((await call(emulator, `/classes?limit=10&offset=${offset}`)).body.pagination.total);
    expect(totals[0]).toBe(total);
    expect(totals[1]).toBe(total + 1);
    expect(totals.slice(2).every((value) => value === total)).toBe(true);
    // Other lists are untouched.
    expect((await call(emulator, "/locations?limit=1&offset=1")).body.pagination.total).toBe(emulator.data.locations.length);
  });

  it("totalDrift: true drifts the second page of /classes", async () => {
    const emulator = await startFaulty({ totalDrift: true });
    const total = emulator.data.classes.length;
    expect((await call(emulator, "/classes?limit=10")).body.pagination.total).toBe(total);
    const second = (await call(emulator, "/classes?limit=10&offset=10")).body.pagination;
    expect(second.total).toBe(total + 1);
    expect(second.has_more).toBe(20 < total + 1);
  });

  it("undercountTotal: every page of the list counts only the rows up to its own end, and still says has_more", async () => {
    const emulator = await startFaulty({ undercountTotal: "/classes" });
    const total = emulator.data.classes.length;
    const first = (await call(emulator, "/classes?limit=10")).body;
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ total: 10, limit: 10, offset: 0, has_more: true });
    const last = (await call(emulator, `/classes?limit=10&offset=${total - 1}`)).body.pagination;
    expect(last).toEqual({ total, limit: 10, offset: total - 1, has_more: false });
    expect((await call(emulator, "/locations?limit=1")).body.pagination.total).toBe(emulator.data.locations.length);
  });

  it("vanished: a listed class's sessions and a listed season's detail answer 404, while the lists still carry them", async () => {
    const emulator = await startEmulator({ today: TODAY, now: () => NOW });
    running.push(emulator);
    const [gone, kept] = emulator.data.classes;
    const [season, otherSeason] = emulator.data.registrations;
    emulator.setFaults({ vanished: { classIds: [gone!.id.toUpperCase()], seasonIds: [season!.id] } });

    const classIds = (await call(emulator, "/classes?limit=100")).body.data.map((row: { id: string }) => row.id);
    expect(classIds).toContain(gone!.id);
    const seasonIds = (await call(emulator, "/registrations?limit=100")).body.data.map((row: { id: string }) => row.id);
    expect(seasonIds).toContain(season!.id);

    const sessions = await call(emulator, `/classes/${gone!.id}/instances`);
    expect(sessions.status).toBe(404);
    expect(sessions.body).toEqual({ error: { code: "not_found", message: `No class with id ${gone!.id} for this studio. List /classes for the ids that exist.` } });
    const detail = await call(emulator, `/registrations/${season!.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.error.message).toBe(`No registration season with id ${season!.id} for this studio. List /registrations for the ids that exist.`);

    expect((await call(emulator, `/classes/${kept!.id}/instances`)).status).toBe(200);
    expect((await call(emulator, `/registrations/${otherSeason!.id}`)).status).toBe(200);
    // The key and scope checks come first, as for a record that never existed.
    expect((await call(emulator, `/registrations/${season!.id}`, { key: demoKey("two-scopes") })).status).toBe(403);
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([200, 200, 404, 404, 200, 200, 403]);
  });

  it("repeats the same faults for the same seed and requests, and rolls again for a retry", async () => {
    const faults = { seed: 42, error500: 0.2, error503: 0.1, spurious429: 0.1 };
    const paths = Array.from({ length: 60 }, (_, index) => `/classes?limit=1&offset=${index % 30}`);
    const run = async (options: FaultOptions) => {
      const emulator = await startFaulty(options);
      const statuses: number[] = [];
      for (const path of paths) statuses.push((await call(emulator, path)).status);
      return statuses;
    };
    const first = await run(faults);
    expect(await run(faults)).toEqual(first);
    expect(await run({ ...faults, seed: 43 })).not.toEqual(first);
    // Each path is asked twice: the second ask of a path is a fresh roll, not a replay.
    expect(first.slice(0, 30)).not.toEqual(first.slice(30));
  });

  it("gives each fault roughly its share", async () => {
    const emulator = await startFaulty({ seed: 7, error500: 0.1, error503: 0.1, spurious429: 0.1 });
    const statuses: number[] = [];
    for (let index = 0; index < 250; index += 1) statuses.push((await call(emulator, `/classes?limit=1&offset=${index}`)).status);
    for (const status of [500, 503, 429]) {
      const share = statuses.filter((value) => value === status).length / statuses.length;
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.18);
    }
    expect(statuses.filter((value) => value === 200).length).toBeGreaterThan(150);
  });

  it("counts faulty answers against the rate limit, like any accepted request", async () => {
    const emulator = await startFaulty({ error500: 1 }, 2);
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await call(emulator, "/me")).status);
    expect(statuses).toEqual([500, 500, 429]);
    expect((await call(emulator, "/me")).body.error.code).toBe("rate_limited");
  });

  it("rateLimitBurst: after a 429 every request in the burst gets 429 too, then answers resume", async () => {
    // The real clock: bursts and the rate window are measured in time.
    const emulator = await startEmulator({ today: TODAY, rateLimit: 2, rateWindowMs: 100, faults: { rateLimitBurst: 0, rateLimitBurstMs: [250, 250] } });
    running.push(emulator);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await call(emulator, "/me")).status);
    // The third went over the limit of 2; that 429 starts a 250 ms burst.
    expect(statuses).toEqual([200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The rate window (100 ms) has room again, but the burst is still on.
    const during = await call(emulator, "/me");
    expect(during.status).toBe(429);
    expect(during.body.error.code).toBe("rate_limited");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await call(emulator, "/me")).status).toBe(200);
  });

  it("rateLimitBurst: a burst lasts 0.3 to 1.5 s of a 60 s window, scaled with the emulator's window", () => {
    const entry = (at: number): RequestLogEntry => ({ at, method: "GET", path: "/v1/me", query: "", status: 0, keyPrefix: null, remoteAddress: "127.0.0.1" });
    for (const [windowMs, shortest, longest] of [[60_000, 300, 1_500], [1_000, 5, 25]] as const) {
      const planner = createFaultPlanner({ rateLimitBurst: 0 }, { rateWindowMs: windowMs });
      planner.rateLimitRefused(entry(0));
      expect(planner.inRateLimitBurst(shortest - 0.01)).toBe(true);
      expect(planner.inRateLimitBurst(longest)).toBe(false);
    }
    const off = createFaultPlanner({ error500: 0.1 });
    off.rateLimitRefused(entry(0));
    expect(off.inRateLimitBurst(1)).toBe(false);
  });

  it("rateLimitBurst: about its share of accepted requests start a burst", async () => {
    // A fixed clock: a burst started at "now" would never end, so count only the rolls.
    const emulator = await startFaulty({ seed: 5, rateLimitBurst: 0.1, rateLimitBurstMs: [0, 0] });
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) statuses.push((await call(emulator, `/classes?limit=1&offset=${index}`)).status);
    const share = statuses.filter((status) => status === 429).length / statuses.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.16);
  });

  it("competingClient: another client on the same address spends its share of every window, so this one gets 429 sooner", async () => {
    const statusesWith = async (faults: FaultOptions | undefined) => {
      const emulator = await startEmulator({ today: TODAY, rateLimit: 10, rateWindowMs: 60_000, faults });
      running.push(emulator);
      const statuses: number[] = [];
      for (let index = 0; index < 10; index += 1) statuses.push((await call(emulator, "/me")).status);
      return statuses;
    };
    expect(await statusesWith(undefined)).toEqual(Array.from({ length: 10 }, () => 200));
    // It spends 5 of every minute's 10, and it was already running: half the budget is gone.
    expect(await statusesWith({ competingClient: 0.5 })).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it.each([
    [{ error500: 1.5 }, "Expected `faults.error500` to be a share from 0 to 1, got 1.5."],
    [{ error500: 0.6, reset: 0.6 }, "The fault shares add up to 1.2; together they must be at most 1."],
    [{ latencyMs: [50, 10] as [number, number] }, "Expected `faults.latencyMs` to be [min, max] with 0 <= min <= max, got [50, 10]."],
    [{ stopAfter: -1 }, "Expected `faults.stopAfter` to be a whole number of requests, got -1."],
    [{ rateLimitBurstMs: [2, 1] as [number, number] }, "Expected `faults.rateLimitBurstMs` to be [min, max] with 0 <= min <= max, got [2, 1]."],
    [{ competingClient: 1 }, "Expected `faults.competingClient` to be a share of the budget above 0 and below 1, got 1."],
    [{ undercountTotal: "classes" }, 'Expected `faults.undercountTotal` to be a list\'s path such as "/classes", got "classes".'],
    [{ vanished: { classIds: ["ballet"] } }, 'Expected `faults.vanished.classIds` to be a list of record ids (UUIDs), got ["ballet"].'],
  ])("rejects bad fault options with a message that says what is expected (%j)", async (faults, message) => {
    await expect(startEmulator({ faults })).rejects.toThrow(message);
  });
});
