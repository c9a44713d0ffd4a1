import { describe, expect, it } from "vitest";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { NetworkError, type NetworkErrorCode } from "../../src/api/errors/network-error.ts";
import { classifyFailure, retryLine } from "../../src/api/retry-policy.ts";

const answered = (status: number, apiCode: string) =>
  new HttpStatusError({ endpoint: "GET /classes", status, apiCode, apiMessage: null, keyHint: "svc_sk_…", requiredScope: null });
const broken = (code: NetworkErrorCode, detail = "ECONNRESET: read ECONNRESET") => new NetworkError("GET /me", code, detail, { attempts: 1 });

describe("classifyFailure", () => {
  it("waits out a 429, retries a server error, and fails every other status at once", () => {
    expect(classifyFailure(answered(429, "rate_limited"))).toBe("rate-limited");
    expect(classifyFailure(answered(500, "internal_error"))).toBe("retry");
    expect(classifyFailure(answered(503, "internal_error"))).toBe("retry");
    for (const [status, code] of [[400, "bad_request"], [401, "unauthorized"], [403, "forbidden"], [404, "not_found"], [405, "method_not_allowed"], [499, "client_closed"]] as const) {
      expect(classifyFailure(answered(status, code))).toBe("fail");
    }
  });

  it("retries a connection that broke, timed out or was cut off, and fails one no retry can heal", () => {
    for (const code of ["network_error", "timeout", "bad_body"] as const) expect(classifyFailure(broken(code))).toBe("retry");
    for (const code of ["dns_not_found", "tls_certificate", "bad_port"] as const) expect(classifyFailure(broken(code))).toBe("fail");
  });

  it("retries a refused connection once the server has answered, and by default, but not before anything answered", () => {
    expect(classifyFailure(broken("connection_refused"))).toBe("retry");
    expect(classifyFailure(broken("connection_refused"), { serverReached: true })).toBe("retry");
    expect(classifyFailure(broken("connection_refused"), { serverReached: false })).toBe("fail");
  });

  it("fails at once what is neither an HTTP answer nor a network failure: a bug retried six times is still a bug", () => {
    expect(classifyFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe("fail");
    expect(classifyFailure(Object.assign(new Error("looks like one"), { code: "timeout" }))).toBe("fail");
  });
});

describe("retryLine", () => {
  it("names the endpoint, the reason, the retry and the wait, in seconds from one second up", () => {
    expect(retryLine("GET /me", broken("connection_refused"), 2, 6, 4_000)).toBe("GET /me: connection refused; retry 2 of 6 in 4 s");
    expect(retryLine("GET /me", broken("timeout"), 3, 6, 2_345)).toBe("GET /me: no answer in time; retry 3 of 6 in 2.3 s");
    expect(retryLine("GET /me", broken("bad_body"), 1, 6, 1_000)).toBe("GET /me: incomplete body; retry 1 of 6 in 1 s");
  });

  it("gives a wait under a second in milliseconds", () => {
    expect(retryLine("GET /classes", answered(503, "internal_error"), 1, 6, 999.4)).toBe("GET /classes: 503 internal_error; retry 1 of 6 in 999 ms");
    expect(retryLine("GET /classes", answered(502, "bad_gateway"), 1, 6, 512)).toBe("GET /classes: 502 bad_gateway; retry 1 of 6 in 512 ms");
  });

  it("gives the underlying error of a broken connection, and says a 429's retry waits for the rate-limit pause", () => {
    expect(retryLine("GET /me", broken("network_error"), 4, 6, 8_000)).toBe("GET /me: ECONNRESET: read ECONNRESET; retry 4 of 6 in 8 s");
    expect(retryLine("GET /classes", answered(429, "rate_limited"), 2, 6, 500)).toBe("GET /classes: 429 rate_limited; retry 2 of 6 after the rate-limit pause");
  });
});
