import { HttpStatusError } from "./errors/http-status-error.ts";
import { NetworkError } from "./errors/network-error.ts";

/** Answers that retrying cannot fix: they fail at once with advice (spec 7). */
export const DO_NOT_RETRY_STATUSES: readonly number[] = [400, 401, 403, 404, 405];

export type FailureKind = "retry" | "rate-limited" | "fail";

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof HttpStatusError) {
    if (error.status === 429) return "rate-limited";
    if (DO_NOT_RETRY_STATUSES.includes(error.status)) return "fail";
    return error.status >= 500 ? "retry" : "fail";
  }
  if (error instanceof NetworkError) return "retry";
  return "fail";
}

export interface RetryTiming {
  /** Attempts after the first. */
  retries: number;
  /** First backoff; doubles per attempt, randomized by p-retry (x1 to x2). */
  minTimeoutMs: number;
  maxTimeoutMs: number;
  /**
   * No retry starts once this much time has passed since the first attempt started,
   * not counting the time later attempts wait in the limiter's queue.
   */
  maxRetryTimeMs: number;
  /** Per-attempt time limit. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_TIMING: RetryTiming = {
  retries: 6,
  minTimeoutMs: 500,
  maxTimeoutMs: 15_000,
  maxRetryTimeMs: 180_000,
  timeoutMs: 30_000,
};
