import { describe, expect, it } from "vitest";
import { createSharedBudgetPace, describeSlowDown } from "../../src/api/shared-budget-pace.ts";

const WINDOW = 60_000;
const LIMIT = 300;

/** Books starts as fast as the pace allows from `from`, answering each at once; returns the start times. */
function sendAll(pace: ReturnType<typeof createSharedBudgetPace>, from: number, count: number): number[] {
  const starts: number[] = [];
  let now = from;
  while (starts.length < count) {
    const wait = pace.waitMs(now);
    if (wait > 0) {
      now += wait;
      continue;
    }
    starts.push(now);
    pace.answered(now, now);
  }
  return starts;
}

/** 200 accepted at 0, then two 429s in a row: the budget is shared, learned as 180 a minute (90% of 200), paced at 75. */
function paceAfterSharedBudget(): ReturnType<typeof createSharedBudgetPace> {
  const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
  sendAll(pace, 0, 200);
  pace.rateLimited(10_000, 9_000);
  pace.rateLimited(12_001, 12_000);
  return pace;
}

describe("createSharedBudgetPace", () => {
  it("adds no pacing at all before the server says 429", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    expect(sendAll(pace, 0, 500)).toEqual(Array.from({ length: 500 }, () => 0));
    expect(pace.perWindow).toBeNull();
  });

  it("pauses every request after a 429, then spaces them at half the limit", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    sendAll(pace, 0, 10);
    expect(pace.rateLimited(1_000, 500)).toEqual({ pauseMs: 2_000, perWindow: 150, news: "paused" });
    expect(pace.waitMs(1_000)).toBe(2_000);
    expect(pace.waitMs(2_999)).toBe(1);
    expect(pace.waitMs(3_000)).toBe(0);
    // 150 a minute: one every 400 ms.
    expect(pace.waitMs(3_000)).toBe(400);
  });

  it("counts 429s on requests already in flight when it reacted as part of the same burst", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    expect(pace.rateLimited(1_000, 900)?.news).toBe("paused");
    expect(pace.rateLimited(1_001, 950)).toBeNull();
    expect(pace.rateLimited(1_002, 999)).toBeNull();
    expect(pace.perWindow).toBe(150);
    expect(pace.waitMs(1_002)).toBe(1_998);
  });

  it("doubles the pause while 429s keep coming and then paces under what the server accepted", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    // The server took 200 in the last minute: another program spends the other 100.
    sendAll(pace, 0, 200);
    expect(pace.rateLimited(10_000, 9_000)).toMatchObject({ pauseMs: 2_000, news: "paused" });
    const second = pace.rateLimited(12_001, 12_000);
    expect(second).toEqual({ pauseMs: 4_000, perWindow: 75, news: "budget" });
    // The pause grows, the pace stays: halving it again for every 429 would crawl for no reason.
    expect(pace.rateLimited(16_002, 16_001)).toEqual({ pauseMs: 8_000, perWindow: 75, news: "longer" });
    // Climbs back fast to just under the 200 the server accepted (90%), then only slowly.
    for (let answer = 0; answer < 20; answer += 1) pace.answered(30_000 + answer, 30_000 + answer);
    expect(pace.perWindow).toBeGreaterThanOrEqual(180);
    expect(pace.perWindow).toBeLessThan(185);
  });

  it("counts a 429 on a request started in the very millisecond it reacted as part of the same burst: the pause holds every later start", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    expect(pace.rateLimited(1_000, 500)?.news).toBe("paused");
    expect(pace.rateLimited(1_000, 1_000)).toBeNull();
    expect(pace.rateLimited(3_000, 3_000)?.news).toBe("budget");
  });

  it("probes above the learned budget, a window's worth of clean answers adding a 40th of the limit", () => {
    const pace = paceAfterSharedBudget();
    expect(pace.perWindow).toBe(75);
    const paces: number[] = [];
    for (let answer = 0; answer < 184; answer += 1) {
      pace.answered(30_000 + answer, 30_000 + answer);
      paces.push(pace.perWindow!);
    }
    // Fast up to 90% of the 200 the server accepted, then about 7.5 more over the next 180 answers.
    expect(paces.slice(0, 4)).toEqual([105, 135, 165, 180]);
    expect(paces[4]).toBeGreaterThan(180);
    expect(paces.at(-1)).toBeGreaterThan(187);
    expect(paces.at(-1)).toBeLessThan(188);
  });

  it("after a 429 the pause cleared, a later lone 429 halves the pace again and learns no budget", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    pace.rateLimited(0, 0);
    for (let answer = 1; answer <= 15; answer += 1) pace.answered(answer, answer);
    expect(pace.perWindow).toBe(600);
    // Only 15 accepted in the last minute: learning a budget from them would crawl at 30 a minute.
    expect(pace.rateLimited(100, 100)).toEqual({ pauseMs: 2_000, perWindow: 300, news: "paused" });
  });

  it("learns the budget from a new run of 429s within a window of the last, after a whole window of sending: another program spending a steady share", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    // A minute of requests, 210 of them accepted, then a 429 (the other program spends the rest).
    for (let start = 0; start < 210; start += 1) pace.answered(start * 300, start * 300);
    expect(pace.rateLimited(63_000, 63_000)).toEqual({ pauseMs: 2_000, perWindow: 150, news: "paused" });
    // Clean answers in between (the run ends), then 429 again 20 s later: the budget is what got through in the last minute.
    for (let answer = 0; answer < 10; answer += 1) pace.answered(70_000 + answer, 70_000 + answer);
    const again = pace.rateLimited(83_000, 83_000)!;
    // 133 of the first 210 (those started after 23 s) and the 10: 143 accepted in the last minute, 90% is 128.7, paced at half.
    expect(again).toMatchObject({ pauseMs: 2_000, news: "again" });
    expect(again.perWindow).toBeCloseTo(64.35, 6);
    expect(describeSlowDown(again, LIMIT, WINDOW)).toMatch(/^The API answered 429 again within a minute: another program keeps spending part of this IP address's budget\./);
    // It climbs fast to the budget it learnt, not to full speed.
    for (let answer = 0; answer < 10; answer += 1) pace.answered(90_000 + answer, 90_000 + answer);
    expect(pace.perWindow).toBeGreaterThanOrEqual(128.7);
    expect(pace.perWindow).toBeLessThan(135);
  });

  it("learns no budget from a second run of 429s before it has sent for a whole window, nor from one a window or more after the last", () => {
    const late = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    for (let start = 0; start < 100; start += 1) late.answered(start * 300, start * 300);
    late.rateLimited(30_000, 30_000);
    late.answered(31_000, 31_000);
    // A minute after the first run: a lone 429, as before.
    expect(late.rateLimited(90_000, 90_000)).toMatchObject({ news: "paused" });
  });

  it("once the budget is known to be shared, a 429 while probing above it learns the budget again from what the server accepted", () => {
    const pace = paceAfterSharedBudget();
    for (let answer = 0; answer < 20; answer += 1) pace.answered(30_000 + answer, 30_000 + answer);
    expect(pace.perWindow).toBeGreaterThan(180);
    // The other program now takes more: only those 20 got through in the last minute (90% of 20 is under the floor of 30).
    expect(pace.rateLimited(61_000, 61_000)).toEqual({ pauseMs: 2_000, perWindow: 30, news: "paused" });
  });

  it("once the budget is known to be shared, a 429 while still climbing back to it keeps the budget and halves the pace", () => {
    const pace = paceAfterSharedBudget();
    pace.answered(30_000, 30_000);
    pace.answered(30_001, 30_001);
    expect(pace.perWindow).toBe(135);
    expect(pace.rateLimited(61_000, 61_000)).toEqual({ pauseMs: 2_000, perWindow: 67.5, news: "paused" });
    // The budget is still the 180 learned before: clean answers climb fast up to it.
    for (let answer = 0; answer < 4; answer += 1) pace.answered(70_000 + answer, 70_000 + answer);
    expect(pace.perWindow).toBe(180);
  });

  it("climbs back step by step as answers come back clean, to full speed: twice the limit's average rate, still spaced", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    pace.rateLimited(0, 0);
    const paces: number[] = [];
    for (let answer = 1; answer <= 17; answer += 1) {
      pace.answered(answer, answer);
      paces.push(pace.perWindow!);
    }
    expect(paces.slice(0, 15)).toEqual([180, 210, 240, 270, 300, 330, 360, 390, 420, 450, 480, 510, 540, 570, 600]);
    expect(paces.slice(15)).toEqual([600, 600]);
    expect(pace.waitMs(10_000)).toBe(0);
    expect(pace.waitMs(10_000)).toBe(100);
  });

  it("never paces slower than a tenth of the limit", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    let now = 0;
    for (let run = 0; run < 10; run += 1) {
      pace.rateLimited(now, now);
      now += 1;
      pace.rateLimited(now, now);
      now += 1;
      pace.answered(now, now);
    }
    expect(pace.perWindow).toBeGreaterThanOrEqual(30);
  });

  it("never pauses longer than half a window, however long the 429s go on", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    let last = null;
    for (let now = 0; now < 20; now += 1) last = pace.rateLimited(now * 100_000, now * 100_000);
    expect(last).toMatchObject({ pauseMs: 30_000, news: "longer" });
  });

  it("counts only the last window's accepted requests as what the server leaves us", () => {
    const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
    // 200 accepted at 0, then nothing for 70 s: none of them is in the window of the 429s.
    sendAll(pace, 0, 200);
    pace.rateLimited(70_000, 70_000);
    expect(pace.rateLimited(72_001, 72_001)).toEqual({ pauseMs: 4_000, perWindow: 30, news: "budget" });
  });

  it("forgets a request accepted exactly a window before the 429, as the server's rolling window does", () => {
    const budgetAfter = (secondAt: number) => {
      const pace = createSharedBudgetPace({ limit: LIMIT, windowMs: WINDOW });
      sendAll(pace, 0, 200);
      pace.rateLimited(59_000, 59_000);
      return pace.rateLimited(secondAt, secondAt)?.perWindow;
    };
    // 1 ms before, the 200 still count (90% is 180, halved); at a full window they are gone (the floor, 30).
    expect(budgetAfter(59_999)).toBe(75);
    expect(budgetAfter(60_000)).toBe(30);
  });

  it("paces at least one request a window for a tiny limit", () => {
    const pace = createSharedBudgetPace({ limit: 3, windowMs: WINDOW });
    pace.rateLimited(0, 0);
    expect(pace.rateLimited(1, 1)).toMatchObject({ perWindow: 1, news: "budget" });
  });
});

describe("describeSlowDown", () => {
  it("says when 429s outlast the pause that another program shares the budget (the command layer adds what to lower)", () => {
    expect(describeSlowDown({ pauseMs: 4_000, perWindow: 75.6, news: "budget" }, 300, 60_000)).toBe(
      "The API still answered 429 after the pause: another program keeps spending part of this IP address's budget. Requests pause for 4.0 s, then go out at most 75 a minute, rising back to full speed (never over 300 a minute) as answers come back clean.",
    );
  });

  it("gives a pause under a second in milliseconds, and a window other than a minute in seconds", () => {
    expect(describeSlowDown({ pauseMs: 33.4, perWindow: 150, news: "paused" }, 300, 1_000)).toBe(
      "The API answered 429 (rate limited): this IP address's budget of 300 requests per 1 s is spent, probably by another program using the same address. Every request pauses for 33 ms, then they go out at most 150 per 1 s, rising back to full speed (never over 300 per 1 s) as answers come back clean.",
    );
  });

  it("gives a pause of exactly a second in seconds", () => {
    expect(describeSlowDown({ pauseMs: 1_000, perWindow: 150, news: "paused" }, 300, 60_000)).toContain("pauses for 1.0 s,");
  });
});
