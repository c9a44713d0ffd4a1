import { describe, expect, it } from "vitest";
import { SlidingLogLimiter } from "../../src/emulator/sliding-log-limiter.ts";

describe("SlidingLogLimiter", () => {
  it("never accepts more than the limit in any window of that length", () => {
    const limiter = new SlidingLogLimiter(10, 1_000);
    const accepted: number[] = [];
    for (let at = 0; at < 5_000; at += 7) if (limiter.tryAccept("a", at)) accepted.push(at);
    for (const start of accepted) {
      expect(accepted.filter((at) => at >= start && at < start + 1_000).length).toBeLessThanOrEqual(10);
    }
    expect(accepted.length).toBeGreaterThan(40);
  });

  it("frees a slot exactly when the oldest accepted arrival is a window old", () => {
    const limiter = new SlidingLogLimiter(2, 1_000);
    expect(limiter.tryAccept("a", 0)).toBe(true);
    expect(limiter.tryAccept("a", 500)).toBe(true);
    expect(limiter.tryAccept("a", 999)).toBe(false);
    expect(limiter.tryAccept("a", 1_000)).toBe(true);
    expect(limiter.tryAccept("a", 1_000)).toBe(false);
    expect(limiter.tryAccept("a", 1_500)).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = new SlidingLogLimiter(1, 1_000);
    expect(limiter.tryAccept("a", 0)).toBe(true);
    expect(limiter.tryAccept("b", 0)).toBe(true);
    expect(limiter.tryAccept("a", 1)).toBe(false);
  });
});
