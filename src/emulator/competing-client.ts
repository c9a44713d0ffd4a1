import { EmulatorOptionsError } from "./emulator-options-error.ts";
import type { SlidingLogLimiter } from "./sliding-log-limiter.ts";

export interface CompetingClient {
  /** Plays the other client's requests up to `at` into the address's rate budget. */
  catchUp(address: string, at: number): void;
}

/**
 * Issue 11: another program on the same IP address spending `share` of every window's
 * budget, one request every windowMs / (share × limit) ms. It was already running when
 * the first request from that address came: its last window of requests is there too.
 * Its requests are replayed into the rate limiter just before each
 * real request is counted, in time order, so no timer runs and the outcome does not
 * depend on how busy the machine is. The limiter may refuse them too: the budget is
 * shared both ways.
 */
export function createCompetingClient(share: number, limiter: SlidingLogLimiter, limit: number, windowMs: number): CompetingClient {
  if (!(share > 0 && share < 1)) {
    throw new EmulatorOptionsError(`Expected \`faults.competingClient\` to be a share of the budget above 0 and below 1, got ${share}.`);
  }
  const spacingMs = windowMs / Math.max(1, Math.round(share * limit));
  const next = new Map<string, number>();
  return {
    catchUp(address, at) {
      let due = next.get(address) ?? at - windowMs + spacingMs;
      while (due <= at) {
        limiter.tryAccept(address, due);
        due += spacingMs;
      }
      next.set(address, due);
    },
  };
}
