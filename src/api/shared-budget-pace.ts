/**
 * How fast the client may send once the server has said 429 (issue 11). The limit is per
 * IP address (spec 8), so a 429 means the address's budget is spent, often by another
 * program: every request sent before the budget frees up gets 429 too. So the whole
 * client pauses, resumes at a reduced pace and climbs back to full speed as answers
 * come back clean. Pure state over a clock the caller passes in: no timers, no I/O.
 */
export interface SharedBudgetPaceOptions {
  /** Most requests in any rolling window (the limiter's own limit). */
  limit: number;
  windowMs: number;
}

export interface SlowDown {
  /** Nothing is sent for this long. */
  pauseMs: number;
  /** Then at most this many requests per window, evenly spaced. */
  perWindow: number;
  /**
   * "paused": the first 429 of a run; "budget": the pause did not clear it, so the pace
   * is now set from what the server accepted; "again": a new run began within a window of
   * the last one, which says the same of a budget shared all along (and sets the pace the
   * same way); "longer": the run goes on, the pause grows.
   */
  news: "paused" | "budget" | "again" | "longer";
}

export interface SharedBudgetPace {
  /** 0 when a request may start now (the start is then booked); else how long to wait before asking again. */
  waitMs(now: number): number;
  /** A 429 answered a request started at `startedAt`; null when an earlier slow-down already covers it. */
  rateLimited(now: number, startedAt: number): SlowDown | null;
  /** Any other answer to a request started at `startedAt`. */
  answered(now: number, startedAt: number): void;
  /** Requests per window while paced; null before the first 429 (no pacing at all). */
  readonly perWindow: number | null;
}

/**
 * The first pause outlasts a burst of 429s (the emulator's 0.3-1.5 s on a 60 s window)
 * and grows while 429s keep coming, up to half a window.
 */
const FIRST_PAUSE_SHARE = 1 / 30;
const LONGEST_PAUSE_SHARE = 1 / 2;
/** Never slower than this share of the limit: the sync must still end. */
const SLOWEST_SHARE = 1 / 10;
/**
 * Full speed, once recovered: twice the limit's average rate, so a window's budget can
 * still be spent in its first half (the limiter's slots keep any window within the limit)
 * while requests stay spaced out and few are in flight when a burst of 429s starts.
 */
const FASTEST_SHARE = 2;
/** Each clean answer below the learned budget climbs back this share of the limit. */
const FAST_STEP_SHARE = 1 / 10;
/** Above it, a window's worth of clean answers adds this share: probing gently for more. */
const PROBE_STEP_SHARE = 1 / 40;
/** After 429s that a pause did not clear, pace just under what the server accepted. */
const BELOW_BUDGET = 0.9;

export function createSharedBudgetPace(options: SharedBudgetPaceOptions): SharedBudgetPace {
  const { limit, windowMs } = options;
  const slowest = Math.max(1, limit * SLOWEST_SHARE);
  const fastest = limit * FASTEST_SHARE;
  let perWindow: number | null = null;
  /** How fast the server has been seen to take our requests, per window; full speed until 429s say otherwise. */
  let budget = fastest;
  /** True once 429s have shown that another program spends part of the budget. */
  let shared = false;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  let nextStartAt = Number.NEGATIVE_INFINITY;
  let slowedAt = Number.NEGATIVE_INFINITY;
  /** 429s since the last clean answer: a second one means the pause did not clear the budget. */
  let run = 0;
  /** When the first request started: what the server accepted over a whole window is a budget, over less it is not. */
  let firstStartAt = Number.POSITIVE_INFINITY;
  /** Start times of requests the server accepted, within the last window. */
  const accepted: number[] = [];

  const acceptedInWindow = (now: number) => {
    while (accepted.length > 0 && accepted[0]! <= now - windowMs) accepted.shift();
    return accepted.length;
  };

  return {
    get perWindow() {
      return perWindow;
    },
    waitMs(now) {
      const at = perWindow === null ? pausedUntil : Math.max(pausedUntil, nextStartAt);
      if (now < at) return at - now;
      if (perWindow !== null) nextStartAt = now + windowMs / perWindow;
      return 0;
    },
    rateLimited(now, startedAt) {
      // Sent before the client reacted to the first 429 of a burst: already paid for. That
      // includes a start in the reaction's own millisecond, since the pause holds every later one.
      if (startedAt <= slowedAt) return null;
      firstStartAt = Math.min(firstStartAt, startedAt);
      run += 1;
      // Another program spending a steady share of the budget answers with a new run of 429s
      // every time the pace climbs back over what it leaves: a run beginning within a window of
      // the last one, after a whole window of sending, says the budget is shared (issue 30: a
      // client that waited for two 429s in a row while answers to other requests came back
      // clean between them learnt nothing, and overshot about once a window).
      const again = run === 1 && !shared && now - slowedAt < windowMs && now - firstStartAt >= windowMs;
      slowedAt = now;
      const pauseMs = Math.min(windowMs * LONGEST_PAUSE_SHARE, windowMs * FIRST_PAUSE_SHARE * 2 ** (run - 1));
      pausedUntil = now + pauseMs;
      // A second 429 in a row means the pause did not clear it: the budget is really spent,
      // and what the server let through in the last window is what another program leaves
      // us. Once that is known, a 429 while probing above it says the same again.
      if (again || run === 2 || (run === 1 && shared && perWindow !== null && perWindow >= budget)) {
        shared = true;
        budget = Math.max(slowest, Math.min(limit, acceptedInWindow(now)) * BELOW_BUDGET);
      }
      if (run === 1 || run === 2) perWindow = Math.max(slowest, Math.min(perWindow ?? limit, budget) / 2);
      nextStartAt = pausedUntil;
      return { pauseMs, perWindow: perWindow!, news: again ? "again" : run === 1 ? "paused" : run === 2 ? "budget" : "longer" };
    },
    answered(now, startedAt) {
      firstStartAt = Math.min(firstStartAt, startedAt);
      accepted.push(startedAt);
      acceptedInWindow(now);
      run = 0;
      if (perWindow === null) return;
      perWindow =
        perWindow < budget
          ? Math.min(budget, perWindow + limit * FAST_STEP_SHARE)
          : Math.min(fastest, perWindow + (limit * PROBE_STEP_SHARE) / perWindow);
      budget = Math.max(budget, perWindow);
    },
  };
}

/** "a minute" for the spec's window, "1 s" for a test's scaled one. */
const windowWords = (windowMs: number) => (windowMs === 60_000 ? "a minute" : `${windowMs / 1000} s`);
const perWindowWords = (windowMs: number) => (windowMs === 60_000 ? "a minute" : `per ${windowWords(windowMs)}`);

/** Whether a slow-down says another program keeps spending part of the budget (the pace is then set from what the server accepted). */
export const budgetShared = (slowDown: SlowDown): boolean => slowDown.news === "budget" || slowDown.news === "again";

/** One log line: what the 429 means, the pause, the new pace, and how it ends. */
export function describeSlowDown(slowDown: SlowDown, limit: number, windowMs: number): string {
  const per = perWindowWords(windowMs);
  const pause = slowDown.pauseMs >= 1_000 ? `${(slowDown.pauseMs / 1_000).toFixed(1)} s` : `${Math.round(slowDown.pauseMs)} ms`;
  const pace = `${Math.floor(slowDown.perWindow)} ${per}, rising back to full speed (never over ${limit} ${per}) as answers come back clean`;
  if (budgetShared(slowDown)) {
    const said = slowDown.news === "budget" ? "still answered 429 after the pause" : `answered 429 again within ${windowWords(windowMs)}`;
    return `The API ${said}: another program keeps spending part of this IP address's budget. Requests pause for ${pause}, then go out at most ${pace}.`;
  }
  return (
    `The API answered 429 (rate limited): this IP address's budget of ${limit} requests ${per} is spent, probably by another program using the same address. ` +
    `Every request pauses for ${pause}, then they go out at most ${pace}.`
  );
}
