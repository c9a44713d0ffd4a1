import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient } from "../../src/api/api-client.ts";
import { NetworkError } from "../../src/api/errors/network-error.ts";
import { describeNetworkFailure } from "../../src/api/network-failure.ts";
import { createRequestLimiter } from "../../src/api/request-limiter.ts";
import { classifyFailure } from "../../src/api/retry-policy.ts";
import { singleEnvelope } from "../../src/api/schemas/index.ts";
import { closedPort, startHttpServer, startSelfSignedHttpsServer } from "../support/sockets.ts";

/**
 * Real sockets on 127.0.0.1 and Node's own fetch. Retries are scaled so that one retry
 * alone would wait a second and all six six seconds: a failure given up at once ends
 * well inside the first.
 */
const TIMING = { retries: 6, minTimeoutMs: 1_000, maxTimeoutMs: 1_000, timeoutMs: 2_000, maxRetryTimeMs: 10_000 };
const FAST = { retries: 3, minTimeoutMs: 1, maxTimeoutMs: 4, timeoutMs: 2_000, maxRetryTimeMs: 10_000 };
const okSchema = singleEnvelope(z.strictObject({ ok: z.boolean() }));

function clientAt(baseUrl: string, timing = TIMING) {
  const retries: string[] = [];
  const client = createApiClient({
    baseUrl,
    apiKey: "svc_sk_network_failure_test_key",
    limiter: createRequestLimiter({ limit: 300 }),
    timing,
    warn: () => undefined,
    onRetry: (line) => retries.push(line),
  });
  const getMe = async () => {
    const started = performance.now();
    const error = await client.get("/me", {}, okSchema, { endpointTemplate: "/me", scope: null }).catch((caught: unknown) => caught);
    return { error: error as NetworkError, ms: performance.now() - started };
  };
  return { client, getMe, retries };
}

describe("network failures no retry can heal fail at once", () => {
  // Node loads its fetch on first use; that is not the time under test.
  beforeAll(async () => {
    await fetch(`http://127.0.0.1:${await closedPort()}/`).catch(() => undefined);
  });

  it("gives up at once when the run's first request is refused (nothing listens on the port)", async () => {
    const { getMe, retries, client } = clientAt(`http://127.0.0.1:${await closedPort()}/v1`);
    const { error, ms } = await getMe();
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe("connection_refused");
    expect(error.attempts).toBe(1);
    expect(error.message).toMatch(/^GET \/me could not be completed \(ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:\d+\)\.$/);
    expect(retries).toEqual([]);
    expect(client.stats.requests).toBe(1);
    expect(ms).toBeLessThan(TIMING.minTimeoutMs / 2);
  });

  it("gives up at once on a host name that does not exist", async () => {
    // `.invalid` never resolves (RFC 2606). With no DNS at all the resolver answers
    // EAI_AGAIN at once instead, which is retried on purpose (temporary); the scaled
    // retries keep that case short too.
    const { getMe, retries } = clientAt("http://nonexistent.invalid/v1", { ...TIMING, minTimeoutMs: 20, maxTimeoutMs: 20 });
    const { error } = await getMe();
    expect(error).toBeInstanceOf(NetworkError);
    if (error.detail.startsWith("EAI_AGAIN")) {
      expect(error.code).toBe("network_error");
      expect(retries).toHaveLength(TIMING.retries);
      return;
    }
    expect(error.code).toBe("dns_not_found");
    expect(error.detail).toBe("ENOTFOUND: getaddrinfo ENOTFOUND nonexistent.invalid");
    expect(error.attempts).toBe(1);
    expect(retries).toEqual([]);
  });

  it("gives up at once on a certificate this machine does not trust", async () => {
    let answered = 0;
    const server = await startSelfSignedHttpsServer((_request, response) => {
      answered += 1;
      response.end("{}");
    });
    try {
      const { getMe, retries } = clientAt(`${server.url}/v1`);
      const { error, ms } = await getMe();
      expect(error).toBeInstanceOf(NetworkError);
      expect(error.code).toBe("tls_certificate");
      expect(error.detail).toMatch(/^DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate/);
      expect(error.attempts).toBe(1);
      expect(retries).toEqual([]);
      expect(answered).toBe(0);
      expect(ms).toBeLessThan(TIMING.minTimeoutMs / 2);
    } finally {
      await server.close();
    }
  });

  it("gives up at once on a port fetch never connects to", async () => {
    // 6000 (X11) is on the fetch standard's list of blocked ports.
    const { getMe, retries } = clientAt("http://127.0.0.1:6000/v1");
    const { error, ms } = await getMe();
    expect(error.code).toBe("bad_port");
    expect(error.message).toBe("GET /me could not be completed (bad port).");
    expect(retries).toEqual([]);
    expect(ms).toBeLessThan(TIMING.minTimeoutMs / 2);
  });
});

describe("network failures that can heal are retried", () => {
  it("retries a refused connection once the server has answered in this run, telling each retry", async () => {
    const server = await startHttpServer((_request, response) => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ data: { ok: true } }));
    });
    const { client, getMe, retries } = clientAt(`${server.url}/v1`, FAST);
    await expect(client.get("/me", {}, okSchema, { endpointTemplate: "/me", scope: null })).resolves.toEqual({ data: { ok: true } });
    await server.close();
    const { error } = await getMe();
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.attempts).toBe(FAST.retries + 1);
    expect(error.message).toMatch(/\), the last of 4 attempts\.$/);
    expect(retries).toHaveLength(FAST.retries);
    // The first attempt may find the kept-alive connection closing rather than refused.
    expect(retries.slice(1)).toEqual(retries.slice(1).map((_, index) => expect.stringMatching(new RegExp(`^GET /me: connection refused; retry ${index + 2} of 3 in \\d+ ms$`))));
    expect(error.code).toBe("connection_refused");
  });

  it.each([
    ["EAI_AGAIN", "getaddrinfo EAI_AGAIN api.example.com"],
    ["ECONNRESET", "read ECONNRESET"],
    ["ETIMEDOUT", "connect ETIMEDOUT 10.0.0.1:443"],
    ["EHOSTUNREACH", "connect EHOSTUNREACH 10.0.0.1:443"],
  ])("classes %s as a network error worth retrying, even before the server was reached", (code, message) => {
    // undici's shape: TypeError("fetch failed") with the socket's error as `cause`.
    const thrown = new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) });
    const { code: kind, detail } = describeNetworkFailure(thrown);
    expect({ kind, detail }).toEqual({ kind: "network_error", detail: `${code}: ${message}` });
    expect(classifyFailure(new NetworkError("GET /me", kind, detail, { attempts: 1 }), { serverReached: false })).toBe("retry");
  });

  it("reads a refused connection inside an AggregateError (a host with several addresses)", () => {
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: "ECONNREFUSED" });
    const thrown = new TypeError("fetch failed", { cause: new AggregateError([refused("::1:8080"), refused("127.0.0.1:8080")]) });
    expect(describeNetworkFailure(thrown)).toEqual({ code: "connection_refused", detail: "ECONNREFUSED: connect ECONNREFUSED ::1:8080" });
  });
});

describe("reading what fetch threw", () => {
  const coded = (message: string, code: string, options?: ErrorOptions) => Object.assign(new Error(message, options), { code });

  it("reads any CERT_ code as a certificate problem, not only the listed ones", () => {
    const thrown = new TypeError("fetch failed", { cause: coded("certificate has expired", "CERT_HAS_EXPIRED") });
    expect(describeNetworkFailure(thrown)).toEqual({ code: "tls_certificate", detail: "CERT_HAS_EXPIRED: certificate has expired" });
  });

  it("keeps the innermost coded error when an error without a code lies below it", () => {
    const refused = coded("connect ECONNREFUSED 127.0.0.1:8080", "ECONNREFUSED", { cause: new Error("the socket closed") });
    expect(describeNetworkFailure(new TypeError("fetch failed", { cause: refused }))).toEqual({
      code: "connection_refused",
      detail: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:8080",
    });
  });

  it.each([
    ["a fetch failure with no cause", new TypeError("fetch failed"), "fetch failed"],
    ["an uncoded cause in other words", new TypeError("fetch failed", { cause: new Error("other side closed") }), "other side closed"],
    ["a coded cause that says bad port", new TypeError("fetch failed", { cause: coded("bad port", "ERR_SOCKET_BAD_PORT") }), "ERR_SOCKET_BAD_PORT: bad port"],
  ])("reads only undici's uncoded refusal as a blocked port, not %s", (_case, thrown, detail) => {
    expect(describeNetworkFailure(thrown)).toEqual({ code: "network_error", detail });
  });

  it("ends on a cause chain that loops back on itself", () => {
    const outer = coded("read ECONNRESET", "ECONNRESET");
    const inner = new Error("socket closed", { cause: outer });
    Object.assign(outer, { cause: inner });
    expect(describeNetworkFailure(new TypeError("fetch failed", { cause: outer }))).toEqual({ code: "network_error", detail: "ECONNRESET: read ECONNRESET" });
  });
});
