import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { demoKey, startEmulator, type RunningEmulator } from "../../src/emulator/index.ts";
import { call, TODAY } from "./emulator-harness.ts";

let emulator: RunningEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** An emulator whose clock the test moves by hand. */
async function startWithClock(rateLimit?: number) {
  const clock = { now: 0 };
  emulator = await startEmulator({ today: TODAY, now: () => clock.now, rateLimit });
  return { emulator, clock };
}

async function statuses(running: RunningEmulator, count: number): Promise<number[]> {
  const results: number[] = [];
  // Batches keep the number of open sockets modest.
  for (let sent = 0; sent < count; sent += 50) {
    const batch = Array.from({ length: Math.min(50, count - sent) }, () => call(running, "/me"));
    results.push(...(await Promise.all(batch)).map((response) => response.status));
  }
  return results;
}

/** A GET from a chosen loopback address, to act as another client IP. */
function getFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, headers: { "X-API-Key": demoKey("full") } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("rate limit: 300 requests per rolling 60 s per client IP, counted on arrival", () => {
  it("accepts 300 requests, answers the 301st with 429, and accepts again once the oldest arrival is 60 s old", async () => {
    const { emulator: running, clock } = await startWithClock();
    clock.now = 0;
    expect((await call(running, "/me")).status).toBe(200);
    clock.now = 1_000;
    expect(new Set(await statuses(running, 299))).toEqual(new Set([200]));

    const refused = await call(running, "/me");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    expect(refused.headers.get("cache-control")).toBe("private, no-store");

    clock.now = 59_999;
    expect((await call(running, "/me")).status).toBe(429);
    // The arrival at 0 is now 60 s old: exactly one slot frees.
    clock.now = 60_000;
    expect((await call(running, "/me")).status).toBe(200);
    expect((await call(running, "/me")).status).toBe(429);
    // The 299 from t = 1 s expire together.
    clock.now = 61_000;
    expect(new Set(await statuses(running, 299))).toEqual(new Set([200]));
    expect((await call(running, "/me")).status).toBe(429);
  });

  it("does not count refused requests, so a client hammering at the limit recovers on time", async () => {
    const { emulator: running, clock } = await startWithClock(5);
    expect(await statuses(running, 5)).toEqual([200, 200, 200, 200, 200]);
    clock.now = 30_000;
    expect(new Set(await statuses(running, 20))).toEqual(new Set([429]));
    clock.now = 60_000;
    expect(await statuses(running, 5)).toEqual([200, 200, 200, 200, 200]);
  });

  it("is a rolling window, not a fixed one: a burst at 59 s and one at 61 s cannot both pass", async () => {
    const { emulator: running, clock } = await startWithClock(5);
    clock.now = 59_000;
    expect(await statuses(running, 5)).toEqual([200, 200, 200, 200, 200]);
    clock.now = 61_000;
    expect(await statuses(running, 1)).toEqual([429]);
  });

  it("counts every accepted request, whatever its answer", async () => {
    const { emulator: running } = await startWithClock(3);
    expect((await call(running, "/classes", { key: null })).status).toBe(401);
    expect((await call(running, "/nope", { method: "POST" })).status).toBe(405);
    expect((await call(running, "/classes", { method: "OPTIONS", key: null })).status).toBe(204);
    expect((await call(running, "/me")).status).toBe(429);
  });

  it("counts each client IP separately", async () => {
    const { emulator: running } = await startWithClock(2);
    const url = `${running.url}/me`;
    expect([await getFrom("127.0.0.1", url), await getFrom("127.0.0.1", url), await getFrom("127.0.0.1", url)]).toEqual([200, 200, 429]);
    expect([await getFrom("127.0.0.2", url), await getFrom("127.0.0.2", url), await getFrom("127.0.0.2", url)]).toEqual([200, 200, 429]);
    expect(new Set(running.requestLog.map((entry) => entry.remoteAddress))).toEqual(new Set(["127.0.0.1", "127.0.0.2"]));
  });

  it("logs every request on arrival with the status sent, 429s included", async () => {
    const { emulator: running, clock } = await startWithClock(1);
    clock.now = 1_234;
    await call(running, "/classes?limit=5");
    clock.now = 2_000;
    await call(running, "/me", { key: null });
    expect(running.requestLog).toEqual([
      { at: 1_234, method: "GET", path: "/v1/classes", query: "limit=5", status: 200, keyPrefix: demoKey("full").slice(0, 12), remoteAddress: "127.0.0.1" },
      { at: 2_000, method: "GET", path: "/v1/me", query: "", status: 429, keyPrefix: null, remoteAddress: "127.0.0.1" },
    ]);
  });
});
