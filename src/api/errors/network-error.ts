import { ApiError } from "./api-error.ts";

/**
 * Why a request produced no complete answer. The first four say what the connection ran
 * into (src/api/network-failure.ts reads them from undici's `cause` chain); "network_error"
 * is anything else that broke the connection (a reset, a dropped line).
 */
export type NetworkErrorCode =
  | "connection_refused"
  | "dns_not_found"
  | "tls_certificate"
  | "bad_port"
  | "network_error"
  | "timeout"
  | "bad_body";

/** The request never produced a complete answer: refused, unresolvable, reset, cut off, or timed out. */
export class NetworkError extends ApiError {
  override readonly name = "NetworkError";
  readonly code: NetworkErrorCode;
  /** "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:59999": the underlying code and message. */
  readonly detail: string;
  /** Attempts made for this request, this one included: 1 when it failed at once. */
  readonly attempts: number;

  constructor(endpoint: string, code: NetworkErrorCode, detail: string, options: { cause?: unknown; attempts: number }) {
    const what =
      code === "timeout"
        ? `got no answer in time (${detail})`
        : code === "bad_body"
          ? `answered with a body that is not complete JSON (${detail})`
          : `could not be completed (${detail})`;
    const tries = options.attempts > 1 ? `, the last of ${options.attempts} attempts` : "";
    super(endpoint, `${endpoint} ${what}${tries}.`, { cause: options.cause });
    this.code = code;
    this.detail = detail;
    this.attempts = options.attempts;
  }
}
