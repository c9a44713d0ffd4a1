import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestLimiter } from "../../src/api/request-limiter.ts";

/** Largest number of arrivals inside any half-open window [t, t + windowMs). */
function busiestWindow(arrivals: number[], windowMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

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

  it("rejects a limit that is not a positive whole number", () => {
    expect(() => createRequestLimiter({ limit: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: Expected \`limit\` to be a positive whole number, got 0.]`,
    );
  });
});
