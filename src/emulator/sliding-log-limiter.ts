/**
 * At most `limit` requests per client in any rolling `windowMs`, counted on
 * arrival. A sliding log of accepted arrivals: a request is accepted when fewer
 * than `limit` accepted arrivals are younger than `windowMs`. Refused requests
 * are not logged, so a client hammering at the limit is not locked out forever.
 */
export class SlidingLogLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #arrivals = new Map<string, number[]>();

  constructor(limit: number, windowMs = 60_000) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  tryAccept(client: string, at: number): boolean {
    const log = this.#arrivals.get(client) ?? [];
    let expired = 0;
    while (expired < log.length && at - (log[expired] as number) >= this.#windowMs) expired += 1;
    if (expired > 0) log.splice(0, expired);
    if (log.length >= this.#limit) {
      this.#arrivals.set(client, log);
      return false;
    }
    log.push(at);
    this.#arrivals.set(client, log);
    return true;
  }
}
