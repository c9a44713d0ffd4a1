import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { createRequestLimiter } from "../../src/api/request-limiter.ts";
import { busiestWindow } from "../support/busiest-window.ts";

const rateLimitedError = () =>
  new HttpStatusError({ endpoint: "GET /classes", status: 429, apiCode: "rate_limited", apiMessage: null, keyHint: "svc_sk_…", requiredScope: null });


/** A deterministic pseudo-random sequence, so the latencies repeat run to run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("createRequestLimiter", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("never lets more than the limit arrive in any rolling 60 s window, whatever the latency", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 16 });
    const random = seeded(7);
    const arrivals: number[] = [];
    const jobs = Array.from({ length: 1000 }, () =>
      limiter.schedule(async () => {
        const sentAt = Date.now();
        const latency = 20 + random() * 3000;
        // The server counts a request somewhere between send and receipt; the worst
        // case for the next window is an arrival as late as possible.
        const arrival = sentAt + latency * random();
        await new Promise((resolve) => setTimeout(resolve, latency));
        arrivals.push(arrival);
      }),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await Promise.all(jobs);
    await limiter.stop();

    expect(arrivals).toHaveLength(1000);
    expect(busiestWindow(arrivals, 60_000)).toBeLessThanOrEqual(300);
    expect(limiter.started).toBe(1000);
  });

  it("measures the window from when a request finished, so a slow answer cannot squeeze the next window", async () => {
    const limiter = createRequestLimiter({ limit: 2, maxConcurrent: 2, marginMs: 0 });
    const startedAt: number[] = [];
    const slow = (ms: number) =>
      limiter.schedule(async () => {
        startedAt.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, ms));
      });
    const first = slow(5_000);
    const second = slow(10);
    const third = slow(10);
    await vi.advanceTimersByTimeAsync(120_000);
    await Promise.all([first, second, third]);
    await limiter.stop();

    // The third request takes the second's slot (freed 60 s after it finished at ~10 ms),
    // not the first's (freed 60 s after it finished at ~5 000 ms). Bottleneck's own
    // scheduling adds a few milliseconds per job.
    expect(startedAt[0]).toBeLessThan(20);
    expect(startedAt[2]).toBeGreaterThanOrEqual(60_010);
    expect(startedAt[2]).toBeLessThan(60_100);
  });

  it("does not pace a small sync: 40 requests run as fast as the concurrency cap allows", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 8 });
    const startedAt: number[] = [];
    const jobs = Array.from({ length: 40 }, () =>
      limiter.schedule(async () => {
        startedAt.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(jobs);
    await limiter.stop();

    // Five waves of eight, each 100 ms long (plus Bottleneck's few ms per wave).
    expect(Math.max(...startedAt)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...startedAt)).toBeLessThan(500);
    expect(startedAt.filter((at) => at < 20)).toHaveLength(8);
  });

  it("holds the 301st request until the first slot is a full window old, unlike a fixed window", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 300, marginMs: 250 });
    const startedAt: number[] = [];
    const jobs = Array.from({ length: 301 }, () =>
      limiter.schedule(async () => {
        startedAt.push(Date.now());
      }),
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(startedAt).toHaveLength(300);
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all(jobs);
    await limiter.stop();
    expect(startedAt[300]).toBeGreaterThanOrEqual(60_250);
    expect(startedAt[300]).toBeLessThan(60_350);
  });

  it("holds every queued request during the pause after a 429, then sends them at half the limit", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 8 });
    const startedAt: number[] = [];
    let answered429At = 0;
    const jobs = Array.from({ length: 12 }, (_, index) =>
      limiter
        .schedule(async () => {
          startedAt.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 10));
          if (index === 0) {
            answered429At = Date.now();
            throw rateLimitedError();
          }
        })
        .catch(() => "429"),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(jobs);
    await limiter.stop();

    // Those already sent when the 429 came back were not held; every other one waited for
    // the 2 s pause (a 30th of the 60 s window), then they went out spaced: at most 150 a
    // minute (400 ms apart) at first, closer as clean answers came back, never closer than
    // full speed (twice 300 a minute: 100 ms).
    const held = startedAt.filter((at) => at > answered429At);
    expect(held.length).toBeGreaterThanOrEqual(4);
    expect(held[0]).toBe(answered429At + 2_000);
    const gaps = held.slice(1).map((at, index) => at - held[index]!);
    expect(gaps.every((gap, index) => gap >= 100 && gap <= 400 && gap <= (gaps[index - 1] ?? 400))).toBe(true);
    expect(gaps.at(-1)).toBeLessThan(gaps[0]!);
  });

  it("says once per run of 429s that it paused, for how long and at what pace it goes on", async () => {
    const said: string[] = [];
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 4, onSlowDown: (message) => said.push(message) });
    const jobs = Array.from({ length: 4 }, () =>
      limiter
        .schedule(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw rateLimitedError();
        })
        .catch(() => "429"),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(jobs);
    await limiter.stop();
    expect(said).toMatchInlineSnapshot(`
      [
        "The API answered 429 (rate limited): this IP address's budget of 300 requests a minute is spent, probably by another program using the same address. Every request pauses for 2.0 s, then they go out at most 150 a minute, rising back to full speed (never over 300 a minute) as answers come back clean.",
      ]
    `);
  });

  it("says it paused and then that the budget is shared, and nothing more while the 429s go on", async () => {
    const said: string[] = [];
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 1, onSlowDown: (message) => said.push(message) });
    const jobs = Array.from({ length: 3 }, () =>
      limiter
        .schedule(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw rateLimitedError();
        })
        .catch(() => "429"),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all(jobs);
    await limiter.stop();
    expect(limiter.started).toBe(3);
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^The API answered 429/);
    expect(said[1]).toMatch(/^The API still answered 429 after the pause/);
  });

  it("takes a server error after the pause as a request that got through: a later 429 pauses afresh rather than blaming another program", async () => {
    const said: string[] = [];
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 1, onSlowDown: (message) => said.push(message) });
    const serverError = new HttpStatusError({ endpoint: "GET /classes", status: 503, apiCode: "internal_error", apiMessage: null, keyHint: "svc_sk_…", requiredScope: null });
    const jobs = [rateLimitedError(), serverError, rateLimitedError()].map((error) =>
      limiter
        .schedule(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw error;
        })
        .catch(() => "failed"),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all(jobs);
    await limiter.stop();
    // The 503 also climbed the pace from 150 to 180 a minute; the new 429 halves that.
    expect(said).toHaveLength(2);
    expect(said[1]).toBe(
      "The API answered 429 (rate limited): this IP address's budget of 300 requests a minute is spent, probably by another program using the same address. Every request pauses for 2.0 s, then they go out at most 90 a minute, rising back to full speed (never over 300 a minute) as answers come back clean.",
    );
  });

  it("keeps full speed after a server error, which says nothing about the budget", async () => {
    const said: string[] = [];
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 1, onSlowDown: (message) => said.push(message) });
    const startedAt: number[] = [];
    const serverError = new HttpStatusError({ endpoint: "GET /classes", status: 503, apiCode: "internal_error", apiMessage: null, keyHint: "svc_sk_…", requiredScope: null });
    const jobs = Array.from({ length: 5 }, () =>
      limiter
        .schedule(async () => {
          startedAt.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw serverError;
        })
        .catch(() => "503"),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(jobs);
    await limiter.stop();
    // One after the other, as fast as answers come: no 2 s pause anywhere.
    expect(startedAt).toHaveLength(5);
    expect(startedAt.at(-1)! - startedAt[0]!).toBeLessThan(500);
    expect(said).toEqual([]);
  });

  it("runs a lower priority number first among waiting requests", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 1 });
    const order: string[] = [];
    const job = (name: string, priority?: number) =>
      limiter.schedule(async () => {
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }, priority);
    const jobs = [job("first"), job("later", 9), job("default"), job("sooner", 0)];
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(jobs);
    await limiter.stop();
    expect(order).toEqual(["first", "sooner", "default", "later"]);
  });

  it("fails a request still waiting out a 429 pause when it is stopped, without sending it", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 2 });
    const sent: number[] = [];
    const first = limiter
      .schedule(async () => {
        sent.push(1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw rateLimitedError();
      })
      .catch(() => "429");
    await vi.advanceTimersByTimeAsync(20);
    const waiting = limiter.schedule(async () => void sent.push(2)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    const stopping = limiter.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    await first;
    expect(((await waiting) as Error).message).toBe("The request limiter was stopped; the request was not sent.");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([1]);
    expect(limiter.started).toBe(1);
  });

  it("leaves no timer running once stopped, so a finished sync exits at once instead of waiting out slots and pauses", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 4 });
    const answer = (ms: number, error?: Error) =>
      limiter
        .schedule(async () => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          if (error) throw error;
        })
        .catch((caught: unknown) => caught);
    // Answered: its slot comes back a minute later. A 429: every later request waits out a 2 s pause.
    const answered = answer(10);
    const limited = answer(20, rateLimitedError());
    // Still in flight when the limiter is stopped; it finishes while stop() waits for it.
    const inFlight = answer(500);
    await vi.advanceTimersByTimeAsync(100);
    const waiting = answer(10);
    await vi.advanceTimersByTimeAsync(100);
    const stopping = limiter.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(await answered).toBeUndefined();
    expect(await limited).toBeInstanceOf(HttpStatusError);
    expect(await inFlight).toBeUndefined();
    expect(((await waiting) as Error).message).toBe("The request limiter was stopped; the request was not sent.");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails a request whose pacing wait ends as the limiter is stopped, without sending it", async () => {
    const limiter = createRequestLimiter({ limit: 300, maxConcurrent: 4 });
    const sent: string[] = [];
    const job = (name: string, error?: Error) =>
      limiter
        .schedule(async () => {
          sent.push(name);
          await new Promise((resolve) => setTimeout(resolve, 10));
          if (error) throw error;
        })
        .catch((caught: unknown) => caught);
    const limited = job("429", rateLimitedError());
    await vi.advanceTimersByTimeAsync(100);
    // Both wait for the end of the 2 s pause; then the first goes and the second waits its turn (400 ms at 150 a minute).
    const first = job("first");
    const second = job("second");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual(["429"]);
    // The pause ends and the limiter is stopped in the same tick, before the waiting requests look at the pace again.
    vi.advanceTimersByTime(1_000);
    const stopping = limiter.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    await Promise.all([limited, first]);
    expect(((await second) as Error).message).toBe("The request limiter was stopped; the request was not sent.");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).not.toContain("second");
  });

  it("rejects a limit that is not a positive whole number", () => {
    expect(() => createRequestLimiter({ limit: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: Expected \`limit\` to be a positive whole number, got 0.]`,
    );
    expect(() => createRequestLimiter({ limit: 2.5 })).toThrow("got 2.5");
    expect(() => createRequestLimiter({ limit: 1 })).not.toThrow();
  });
});
