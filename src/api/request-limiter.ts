import Bottleneck from "bottleneck";
import { classifyFailure } from "./retry-policy.ts";
import { createSharedBudgetPace, describeSlowDown, type SlowDown } from "./shared-budget-pace.ts";

export interface RequestLimiterOptions {
  /** Most requests in any rolling window, as the server counts them (on arrival). */
  limit: number;
  /** Default 60 000 ms (spec 8: "300 per minute"). */
  windowMs?: number;
  /** Slack added to each release, for clock granularity between client and server. Default 250 ms. */
  marginMs?: number;
  /** Requests in flight at once. Default 8. */
  maxConcurrent?: number;
  /**
   * Told when a 429 pauses the client and when 429s persist, with the pause and the new
   * pace in words; the caller adds its own advice from `slowDown.news` (the sync logs it).
   */
  onSlowDown?: (message: string, slowDown: SlowDown) => void;
}

export interface RequestLimiter {
  /**
   * Runs `request` when the rolling window and the concurrency cap allow it. A lower
   * `priority` (0-9, default 5) runs first among waiting requests.
   */
  schedule<T>(request: () => Promise<T>, priority?: number): Promise<T>;
  /** Requests started so far (each attempt counts). */
  readonly started: number;
  /** Drops queued work and pending releases; for the end of a sync. */
  stop(): Promise<void>;
}

/**
 * One Bottleneck limiter whose reservoir holds the window's budget. A slot is handed
 * back `windowMs + marginMs` after the request *finished* (answered, failed or timed
 * out), not after it started. The server counts a request when it arrives, which is
 * somewhere between our send and our receipt; releasing from the receipt guarantees
 * the next request using that slot arrives at least a full window after it, whatever
 * the latency. A reservoir refresh interval would be a fixed window (300 at 0:59 and
 * 300 more at 1:00), and Bottleneck's `expiration` is buggy, so neither is used: time
 * limits live on the request itself (AbortSignal.timeout in the client).
 *
 * A 429 (issue 11) means the address's shared budget is spent: the pace
 * (`shared-budget-pace.ts`) then holds every request that has a slot but has not been
 * sent yet, and spaces the rest out. The pacing wait sits inside the Bottleneck job, so
 * a slot is held while it waits and is released a window after the answer, as always.
 */
export function createRequestLimiter(options: RequestLimiterOptions): RequestLimiter {
  const { limit, windowMs = 60_000, marginMs = 250, maxConcurrent = 8, onSlowDown } = options;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new TypeError(`Expected \`limit\` to be a positive whole number, got ${String(limit)}.`);
  }
  const bottleneck = new Bottleneck({ reservoir: limit, maxConcurrent });
  const releases = new Set<ReturnType<typeof setTimeout>>();
  const pace = createSharedBudgetPace({ limit, windowMs });
  const waits = new Map<ReturnType<typeof setTimeout>, () => void>();
  let started = 0;
  let stopped = false;

  const stoppedError = () => new Bottleneck.BottleneckError("The request limiter was stopped; the request was not sent.");
  /** Until the pace lets this request go; `stop()` ends the wait with an error. */
  const paced = async () => {
    for (let waitMs = pace.waitMs(Date.now()); waitMs > 0; waitMs = pace.waitMs(Date.now())) {
      await new Promise<void>((resolve, reject) => {
        if (stopped) return reject(stoppedError());
        const timer = setTimeout(() => {
          waits.delete(timer);
          resolve();
        }, waitMs);
        waits.set(timer, () => reject(stoppedError()));
      });
    }
  };

  const release = () => {
    if (stopped) return;
    const timer = setTimeout(() => {
      releases.delete(timer);
      if (!stopped) void bottleneck.incrementReservoir(1);
    }, windowMs + marginMs);
    // Kept referenced: while requests wait for a slot these timers are all that keeps
    // the process alive. `stop()` clears them, so a finished sync does not wait a minute.
    releases.add(timer);
  };

  return {
    schedule<T>(request: () => Promise<T>, priority = 5): Promise<T> {
      return bottleneck.schedule({ priority }, async () => {
        try {
          await paced();
          started += 1;
          const startedAt = Date.now();
          try {
            const result = await request();
            pace.answered(Date.now(), startedAt);
            return result;
          } catch (error) {
            if (classifyFailure(error) !== "rate-limited") pace.answered(Date.now(), startedAt);
            else {
              const slowDown = pace.rateLimited(Date.now(), startedAt);
              if (slowDown && slowDown.news !== "longer") onSlowDown?.(describeSlowDown(slowDown, limit, windowMs), slowDown);
            }
            throw error;
          }
        } finally {
          release();
        }
      });
    },
    get started() {
      return started;
    },
    async stop() {
      stopped = true;
      for (const timer of releases) clearTimeout(timer);
      releases.clear();
      for (const [timer, cancel] of waits) {
        clearTimeout(timer);
        cancel();
      }
      waits.clear();
      await bottleneck.stop({ dropWaitingJobs: true });
    },
  };
}
