import { HttpStatusError } from "./errors/http-status-error.ts";
import { NetworkError, type NetworkErrorCode } from "./errors/network-error.ts";

export type FailureKind = "retry" | "rate-limited" | "fail";

/**
 * Network failures no retry within a run can heal: a name that does not exist, a
 * certificate this machine does not trust, a port fetch refuses. Refused connections
 * heal when a server restarts, so they are retried, unless nothing has answered yet
 * (see classifyFailure).
 */
const NEVER_HEALS: ReadonlySet<NetworkErrorCode> = new Set(["dns_not_found", "tls_certificate", "bad_port"]);

export interface FailureContext {
  /** Whether any request of this run got an HTTP answer, so the address is known to be right. */
  serverReached: boolean;
}

/**
 * Whether a failed request is worth another attempt. Only what can heal is retried:
 * a 429 (spec 8: wait and retry), a server error, and a connection that broke or timed
 * out. Every other status fails at once, since the spec's other statuses (400, 401, 403,
 * 404, 405) say the request or the key is wrong. A refused connection on the run's first
 * request means STUDIO_API_URL names a port where nothing listens: retrying it for a
 * minute only delays saying so (issue 21).
 */
export function classifyFailure(error: unknown, context: FailureContext = { serverReached: true }): FailureKind {
  if (error instanceof HttpStatusError) {
    if (error.status === 429) return "rate-limited";
    return error.status >= 500 ? "retry" : "fail";
  }
  if (error instanceof NetworkError) {
    if (NEVER_HEALS.has(error.code)) return "fail";
    if (error.code === "connection_refused" && !context.serverReached) return "fail";
    return "retry";
  }
  return "fail";
}

const RETRY_REASONS: Partial<Record<NetworkErrorCode, string>> = {
  connection_refused: "connection refused",
  timeout: "no answer in time",
  bad_body: "incomplete body",
};

function formatDelay(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${Number((ms / 1_000).toFixed(1))} s`;
}

/** The line logged as a retry is scheduled: "GET /me: connection refused; retry 2 of 6 in 4 s". */
export function retryLine(endpoint: string, error: unknown, retry: number, retries: number, delayMs: number): string {
  const reason =
    error instanceof HttpStatusError
      ? `${error.status} ${error.code}`
      : error instanceof NetworkError
        ? (RETRY_REASONS[error.code] ?? error.detail)
        : String(error);
  // A 429's retry also waits for the limiter's pause, which it cannot know here.
  const when = error instanceof HttpStatusError && error.status === 429 ? `after the rate-limit pause` : `in ${formatDelay(delayMs)}`;
  return `${endpoint}: ${reason}; retry ${retry} of ${retries} ${when}`;
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
