import { describe, expect, it } from "vitest";
import { NetworkError } from "../../src/api/errors/network-error.ts";

// Each error is made inside its test: one made when the file loads would be checked against
// whatever the code was then, not the code under test (mutation runs reuse loaded modules).
describe("NetworkError", () => {
  it.each([
    ["timeout", "the per-request time limit passed", "GET /me got no answer in time (the per-request time limit passed)."],
    ["bad_body", "16 bytes received", "GET /me answered with a body that is not complete JSON (16 bytes received)."],
    ["connection_refused", "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9", "GET /me could not be completed (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9)."],
    ["network_error", "ECONNRESET: read ECONNRESET", "GET /me could not be completed (ECONNRESET: read ECONNRESET)."],
  ] as const)("says what a %s failure did to the request", (code, detail, message) => {
    const error = new NetworkError("GET /me", code, detail, { attempts: 1 });
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.detail).toBe(detail);
  });

  it("counts the attempts when the request was retried", () => {
    const error = new NetworkError("GET /me", "timeout", "the per-request time limit passed", { attempts: 7 });
    expect(error.message).toBe("GET /me got no answer in time (the per-request time limit passed), the last of 7 attempts.");
    expect(error.attempts).toBe(7);
  });

  it("prints as a NetworkError and keeps what fetch threw as its cause", () => {
    const thrown = new TypeError("fetch failed");
    const error = new NetworkError("GET /me", "network_error", "fetch failed", { cause: thrown, attempts: 1 });
    expect(String(error)).toBe("NetworkError: GET /me could not be completed (fetch failed).");
    expect(error.cause).toBe(thrown);
  });
});
