import { ErrorReply } from "./error-reply.ts";

/** What the emulator answers, before it is written to the socket (and maybe spoiled by a fault). */
export interface Reply {
  status: number;
  /** Null: no body (204). */
  body: unknown;
  headers: Record<string, string>;
}

export const ALLOWED_METHODS = "GET, OPTIONS";

/** Spec 1 convention 5 and JSON everywhere; CORS because publishable keys live in web pages. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "Content-Type": "application/json; charset=utf-8",
  "Access-Control-Allow-Origin": "*",
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  Allow: ALLOWED_METHODS,
  "Access-Control-Allow-Methods": ALLOWED_METHODS,
  "Access-Control-Allow-Headers": "X-API-Key, Content-Type",
  "Access-Control-Max-Age": "600",
};

export function errorReply(error: ErrorReply): Reply {
  return {
    status: error.status,
    body: { error: { code: error.code, message: error.message } },
    headers: { ...error.headers },
  };
}

export function okReply(body: unknown): Reply {
  return { status: 200, body, headers: {} };
}

/** Spec 7: more requests than the budget allows from this address (also a burst's answer in fault mode). */
export function rateLimitedReply(): Reply {
  return errorReply(new ErrorReply(429, "rate_limited", "More than the allowed requests per minute from this address. Wait and retry."));
}
