import type { NetworkErrorCode } from "./errors/network-error.ts";

/**
 * Certificate problems Node reports on a TLS connection (OpenSSL's X509 verify errors,
 * plus Node's own host name check). Any code starting CERT_ is one too.
 */
const TLS_CERTIFICATE_CODES: ReadonlySet<string> = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_DECRYPT_CERT_SIGNATURE",
  "UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY",
  "ERROR_IN_CERT_NOT_BEFORE_FIELD",
  "ERROR_IN_CERT_NOT_AFTER_FIELD",
  "INVALID_CA",
  "PATH_LENGTH_EXCEEDED",
  "INVALID_PURPOSE",
  "HOSTNAME_MISMATCH",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

interface Found {
  code: string | null;
  message: string;
}

/**
 * The innermost error that carries a code. undici throws `TypeError: fetch failed` with
 * the socket's error in `cause`; a host with several addresses gives an AggregateError
 * whose `errors` hold one per address.
 */
function rootCause(error: unknown): Found {
  let found: Found = { code: null, message: error instanceof Error ? error.message : String(error) };
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === "string") found = { code, message: current.message };
    else if (found.code === null) found = { code: null, message: current.message };
    current = current.cause ?? (current instanceof AggregateError ? current.errors[0] : undefined);
  }
  return found;
}

function codeFor(found: Found): NetworkErrorCode {
  const { code, message } = found;
  if (code === "ECONNREFUSED") return "connection_refused";
  // EAI_AGAIN ("temporary failure in name resolution") is left to the retries: a resolver
  // that is restarting or briefly offline answers again within a run; ENOTFOUND says the
  // name does not exist, which no retry changes.
  if (code === "ENOTFOUND") return "dns_not_found";
  if (code !== null && (code.startsWith("CERT_") || TLS_CERTIFICATE_CODES.has(code))) return "tls_certificate";
  // The fetch standard's blocked ports (6000, 6665, 25…): undici refuses them before connecting.
  if (code === null && message === "bad port") return "bad_port";
  return "network_error";
}

/** What a fetch that threw ran into: a code for the error, and the underlying words. */
export function describeNetworkFailure(error: unknown): { code: NetworkErrorCode; detail: string } {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { code: "timeout", detail: "the per-request time limit passed" };
  }
  const found = rootCause(error);
  return { code: codeFor(found), detail: found.code ? `${found.code}: ${found.message}` : found.message };
}
