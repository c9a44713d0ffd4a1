import { API_RATE_LIMIT_PER_MINUTE } from "../api/contract.ts";
import { HttpStatusError } from "../api/errors/http-status-error.ts";
import { NetworkError, type NetworkErrorCode } from "../api/errors/network-error.ts";
import type { StudioError } from "../api/errors/studio-error.ts";
import { budgetShared, type SlowDown } from "../api/shared-budget-pace.ts";

/**
 * What the person running `npm run sync` should do about a failure that turns on their
 * settings. The API client's errors say what happened to which request; the settings
 * they can change (STUDIO_API_KEY, STUDIO_API_URL, STUDIO_RATE_LIMIT) are named here, by
 * the command. A contract break and a drifting list carry their own advice (ApiError).
 */

/** The spec's statuses (7), and what each asks of the operator. */
const STATUS_ADVICE: Readonly<Record<number, (error: HttpStatusError) => string>> = {
  400: () => "The sync built a request the API does not accept: this is a bug or an API change; please report it with this message.",
  401: ({ keyHint }) =>
    `The API key ${keyHint} was refused: it is wrong, revoked or missing. Create a new key in the studio's key-management settings and set STUDIO_API_KEY to it.`,
  403: ({ keyHint, requiredScope, endpoint }) =>
    `The API key ${keyHint} lacks the scope ${requiredScope ?? "this endpoint needs"} for ${endpoint}. Add that scope to the key in the studio's key-management settings, or use a key that has it.`,
  404: () => "If it names a record, the studio removed it during the sync: run the sync again. Otherwise check that STUDIO_API_URL ends in /v1.",
  405: () => "The sync only sends GET, so STUDIO_API_URL probably points at something other than the Studio Catalog API.",
  429: () =>
    `It was still rate limited after retrying. Another program on this IP address may be using the same ${API_RATE_LIMIT_PER_MINUTE}-requests-per-minute budget: wait a minute and run the sync again, or lower STUDIO_RATE_LIMIT.`,
};

const SERVER_ERROR_ADVICE = "It kept failing with a server error after retrying. The API is having trouble: try again later.";

/** Failures the client gave up on at once, because no retry within a run heals them. */
const AT_ONCE_ADVICE: Partial<Record<NetworkErrorCode, string>> = {
  connection_refused:
    "Nothing accepted a connection at the host and port in STUDIO_API_URL, on the sync's first request, so it stopped without retrying. Check STUDIO_API_URL (host, port, http or https), that the API is running, and that this machine's network reaches it.",
  dns_not_found:
    "The host name in STUDIO_API_URL does not exist, so the sync stopped without retrying. Check STUDIO_API_URL for a typo, and that this machine's network and DNS work.",
  tls_certificate:
    "The server's TLS certificate is not one this machine trusts, so the sync stopped without retrying. Check that STUDIO_API_URL names the API's own https address, and that nothing on this network (a proxy, a captive portal) intercepts HTTPS.",
  bad_port:
    "The port in STUDIO_API_URL is on the fetch standard's list of blocked ports, which Node never connects to, so the sync stopped without retrying. Check the port in STUDIO_API_URL.",
};

const NETWORK_ADVICE = "It still failed after retrying. Check that STUDIO_API_URL is right and that this machine can reach it, then run the sync again.";

/** The sentence or two added after a failure's own message, or null when it needs none. */
export function failureAdvice(error: StudioError): string | null {
  if (error instanceof HttpStatusError) {
    return STATUS_ADVICE[error.status]?.(error) ?? (error.status >= 500 ? SERVER_ERROR_ADVICE : null);
  }
  if (error instanceof NetworkError) {
    return (error.attempts === 1 ? AT_ONCE_ADVICE[error.code] : undefined) ?? NETWORK_ADVICE;
  }
  return null;
}

/** Added to the limiter's line when 429s outlast its pause: another program shares the budget. */
export function slowDownAdvice(slowDown: SlowDown): string | null {
  return budgetShared(slowDown) ? "If this happens on every sync, lower STUDIO_RATE_LIMIT." : null;
}
