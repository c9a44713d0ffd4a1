import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient } from "../../src/api/api-client.ts";
import { ContractError } from "../../src/api/errors/contract-error.ts";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { NetworkError } from "../../src/api/errors/network-error.ts";
import { createRequestLimiter, type RequestLimiter } from "../../src/api/request-limiter.ts";
import { classSchema, listEnvelope, singleEnvelope } from "../../src/api/schemas/index.ts";
import { aClass } from "../fixtures/catalog-records.ts";

const KEY = "svc_sk_live_0123456789abcdefSECRET";
const FAST = { minTimeoutMs: 1, maxTimeoutMs: 4, timeoutMs: 100, retries: 4, maxRetryTimeMs: 5_000 };

type Answer = { status: number; body?: unknown; raw?: string } | "reset" | "hang";

/** A fetch that answers from a script, one entry per attempt, and records each call. */
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; key: string | null; accept: string | null; at: number }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), key: headers.get("X-API-Key"), accept: headers.get("Accept"), at: performance.now() });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === "reset") throw new TypeError("fetch failed", { cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }) });
    if (answer === "hang") {
      return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    }
    const text = answer.raw ?? JSON.stringify(answer.body ?? {});
    return new Response(text, { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const errorBody = (code: string, message = "nope") => ({ error: { code, message } });
const me = { data: { ok: true } };
const okSchema = singleEnvelope(z.strictObject({ ok: z.boolean() }));

/** A 1 s rate window: time scaled 60 times down, so the pause after a 429 is 33 ms. */
function clientFor(answers: Answer[], overrides: { baseUrl?: string; timing?: Partial<typeof FAST>; signal?: AbortSignal; limiter?: RequestLimiter } = {}) {
  const scripted = scriptedFetch(answers);
  const warnings: string[] = [];
  const retries: string[] = [];
  const client = createApiClient({
    baseUrl: overrides.baseUrl ?? "http://127.0.0.1:9/v1",
    apiKey: KEY,
    limiter: overrides.limiter ?? createRequestLimiter({ limit: 300, windowMs: 1_000 }),
    timing: { ...FAST, ...overrides.timing },
    fetch: scripted.fetch,
    warn: (message) => warnings.push(message),
    onRetry: (line) => retries.push(line),
    ...(overrides.signal ? { signal: overrides.signal } : {}),
  });
  const get = () => client.get("/classes", { limit: 100 }, okSchema, { endpointTemplate: "/classes", scope: "classes:read" });
  return { client, get, calls: scripted.calls, warnings, retries };
}

describe("createApiClient retry policy", () => {
  it("retries a 503 and succeeds on the next attempt", async () => {
    const { get, calls, client } = clientFor([{ status: 503, body: errorBody("internal_error") }, { status: 200, body: me }]);
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(2);
    expect(client.stats).toEqual({ requests: 2, retries: 1, rateLimited: 0 });
  });

  it("tells each retry as it is scheduled: the request, what went wrong, which retry of how many, and the wait", async () => {
    const { get, retries } = clientFor([{ status: 503, body: errorBody("internal_error") }, "reset", "hang", { status: 429, body: errorBody("rate_limited") }, { status: 200, body: me }]);
    await expect(get()).resolves.toEqual(me);
    expect(retries).toHaveLength(4);
    expect(retries[0]).toMatch(/^GET \/classes\?limit=100: 503 internal_error; retry 1 of 4 in \d+ ms$/);
    expect(retries[1]).toMatch(/^GET \/classes\?limit=100: ECONNRESET: socket hang up; retry 2 of 4 in \d+ ms$/);
    expect(retries[2]).toMatch(/^GET \/classes\?limit=100: no answer in time; retry 3 of 4 in \d+ ms$/);
    expect(retries[3]).toBe("GET /classes?limit=100: 429 rate_limited; retry 4 of 4 after the rate-limit pause");
  });

  it("tells no retry for a request that fails at once or succeeds at once", async () => {
    const failed = clientFor([{ status: 401, body: errorBody("unauthorized") }]);
    await failed.get().catch(() => undefined);
    const succeeded = clientFor([{ status: 200, body: me }]);
    await succeeded.get();
    expect([...failed.retries, ...succeeded.retries]).toEqual([]);
  });

  it.each([500, 502, 504])("retries a %i", async (status) => {
    const { get, calls } = clientFor([{ status, body: errorBody("internal_error") }, { status: 200, body: me }]);
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(2);
  });

  it("retries a reset connection, a timeout and a cut-off body", async () => {
    const { get, calls, client } = clientFor(["reset", "hang", { status: 200, raw: '{"data":{"ok":tr' }, { status: 200, body: me }]);
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(4);
    expect(client.stats.retries).toBe(3);
  });

  it("retries a 429 once the limiter's pause is over, and counts it", async () => {
    const { get, calls, client } = clientFor([{ status: 429, body: errorBody("rate_limited") }, { status: 200, body: me }]);
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(33);
    expect(client.stats.rateLimited).toBe(1);
  });

  it.each([
    [400, "invalid_request"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not_found"],
    [405, "method_not_allowed"],
    [410, "gone"],
  ])("fails a %i at once, without retrying, saying what the request got", async (status, code) => {
    const { get, calls } = clientFor([{ status, body: errorBody(code, "from api") }, { status: 200, body: me }]);
    const error = await get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(calls).toHaveLength(1);
    expect((error as HttpStatusError).code).toBe(code);
    expect((error as HttpStatusError).status).toBe(status);
    expect((error as HttpStatusError).requiredScope).toBe("classes:read");
    expect((error as HttpStatusError).keyHint).toBe("svc_sk_live…");
    // What to do about it is the command's to say (src/sync/failure-advice.ts).
    expect((error as Error).message).toBe(`GET /classes?limit=100 answered ${status} ${code}. The API said: "from api".`);
  });

  it.each([409, 418, 422, 499])("fails a %i at once: only server errors, timeouts and cut connections are worth retrying", async (status) => {
    const { get, calls } = clientFor([{ status, body: errorBody("conflict") }, { status: 200, body: me }]);
    await expect(get()).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it("gives up after the retry budget with the last error, naming the endpoint", async () => {
    const { get, calls } = clientFor([{ status: 503, body: errorBody("internal_error") }]);
    const error = await get().catch((caught: unknown) => caught);
    expect(calls).toHaveLength(FAST.retries + 1);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('GET /classes?limit=100 answered 503 internal_error. The API said: "nope".');
  });

  it("stops retrying when the total retry time is used up", async () => {
    const scripted = scriptedFetch(["hang"]);
    const retries: string[] = [];
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: KEY,
      limiter: createRequestLimiter({ limit: 300 }),
      timing: { ...FAST, retries: 100, timeoutMs: 40, maxRetryTimeMs: 300 },
      fetch: scripted.fetch,
      warn: () => {},
      onRetry: (line) => retries.push(line),
    });
    const started = performance.now();
    const error = await client.get("/me", {}, okSchema, { endpointTemplate: "/me", scope: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("timeout");
    expect(scripted.calls.length).toBeLessThan(20);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((error as Error).message).toBe(`GET /me got no answer in time (the per-request time limit passed), the last of ${scripted.calls.length} attempts.`);
    // The attempt the budget ends is not told as a retry.
    expect(retries).toHaveLength(scripted.calls.length - 1);
  });

  it("leaves the time a retry waits for a limiter slot out of the retry budget", async () => {
    // One request per 300 ms: each retry waits about 300 ms for its slot, and three of them
    // more than twice the 400 ms budget, which the attempts themselves hardly use.
    const limiter = createRequestLimiter({ limit: 1, windowMs: 300, marginMs: 0 });
    const failing = { status: 503, body: errorBody("internal_error") };
    const { get, calls } = clientFor([failing, failing, failing, { status: 200, body: me }], { limiter, timing: { maxRetryTimeMs: 400 } });
    try {
      await expect(get()).resolves.toEqual(me);
      expect(calls).toHaveLength(4);
      expect(calls[3]!.at - calls[0]!.at).toBeGreaterThanOrEqual(850);
    } finally {
      await limiter.stop();
    }
  });

  it("lets a retry go ahead of first attempts already waiting for a slot", async () => {
    const limiter = createRequestLimiter({ limit: 2, windowMs: 150, marginMs: 0 });
    const order: string[] = [];
    const fetch = async (input: string | URL | Request) => {
      const path = new URL(String(input)).pathname;
      order.push(path);
      const first = order.filter((seen) => seen === path).length === 1;
      const [status, body] = path === "/v1/a" && first ? [503, errorBody("internal_error")] : [200, me];
      return new Response(JSON.stringify(body), { status });
    };
    const client = createApiClient({ baseUrl: "http://127.0.0.1:9/v1", apiKey: KEY, limiter, timing: FAST, fetch: fetch as typeof globalThis.fetch, warn: () => {} });
    const get = (path: string) => client.get(path, {}, okSchema, { endpointTemplate: path, scope: null });
    try {
      // a and b take the two slots; c waits for one, and a's retry, queued after it, goes first.
      await Promise.all([get("/a"), get("/b"), get("/c")]);
      expect(order).toEqual(["/v1/a", "/v1/b", "/v1/a", "/v1/c"]);
    } finally {
      await limiter.stop();
    }
  });

  it("spreads each retry's wait at random between the backoff and twice it, so clients do not retry in step", async () => {
    const answers = Array.from({ length: 10 }, (): Answer[] => [{ status: 503, body: errorBody("internal_error") }, { status: 200, body: me }]).flat();
    const { get, retries } = clientFor(answers, { timing: { minTimeoutMs: 10, maxTimeoutMs: 1_000 } });
    for (let request = 0; request < 10; request += 1) await get();
    const waits = retries.map((line) => Number(/; retry 1 of 4 in (\d+) ms$/.exec(line)?.[1]));
    expect(waits).toHaveLength(10);
    for (const wait of waits) expect(wait).toSatisfy((ms: number) => ms >= 10 && ms <= 20);
    // Ten equal waits would happen about once in a billion runs.
    expect(new Set(waits).size).toBeGreaterThan(1);
  });

  it("gives up on a body that stays cut off, saying how much came and how often it was asked for", async () => {
    const raw = '{"data":{"ok":tr';
    const { get, calls } = clientFor([{ status: 200, raw }], { timing: { retries: 2 } });
    const error = (await get().catch((caught: unknown) => caught)) as NetworkError;
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe("bad_body");
    expect(error.attempts).toBe(3);
    expect(error.message).toBe(`GET /classes?limit=100 answered with a body that is not complete JSON (${raw.length} bytes received), the last of 3 attempts.`);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it("still gives a hanging request up after the time limit when the caller passes its own signal", { timeout: 2_000 }, async () => {
    const { get, calls } = clientFor(["hang", { status: 200, body: me }], { signal: new AbortController().signal, timing: { timeoutMs: 50 } });
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(2);
  });

  it("cancels the request in flight when the caller's signal aborts, and retries nothing", { timeout: 2_000 }, async () => {
    const controller = new AbortController();
    const { get, calls, retries } = clientFor(["hang"], { signal: controller.signal, timing: { timeoutMs: 10_000 } });
    const pending = get().catch((caught: unknown) => caught);
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error("the sync failed"));
    expect(((await pending) as Error).message).toBe("the sync failed");
    expect(calls).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it("sends the key in X-API-Key and never puts it in an error message", async () => {
    const { get, calls } = clientFor([{ status: 401, body: errorBody("unauthorized") }]);
    const error = (await get().catch((caught: unknown) => caught)) as Error;
    expect(calls[0]!.key).toBe(KEY);
    expect(calls[0]!.accept).toBe("application/json");
    expect(calls[0]!.url).not.toContain(KEY);
    expect(error.message).not.toContain(KEY);
    expect((error as HttpStatusError).keyHint).toBe("svc_sk_live…");
  });

  it("explains a non-JSON error body from its status, and shows how it began", async () => {
    const { get } = clientFor([{ status: 404, raw: "<html>Not Found</html>" }]);
    const error = (await get().catch((caught: unknown) => caught)) as HttpStatusError;
    expect(error.code).toBe("http_404");
    expect(error.responseBody).toBe("<html>Not Found</html>");
    expect(error.message).toBe(`GET /classes?limit=100 answered 404 http_404. The answer was not the API's, it began: "<html>Not Found</html>".`);
  });

  it("keeps the status and the first 200 characters of a proxy's HTML 502 page, with the key redacted", async () => {
    const page = [
      "<!DOCTYPE html>",
      "<html><head><title>502 Bad Gateway</title></head>",
      "<body><h1>Bad Gateway</h1>",
      `<p>The upstream server did not answer. Request headers: X-API-Key: ${KEY}</p>`,
      `<pre>${"trace line\n".repeat(50)}</pre></body></html>`,
    ].join("\n");
    const { get, calls } = clientFor([{ status: 502, raw: page }]);
    const error = (await get().catch((caught: unknown) => caught)) as HttpStatusError;
    expect(calls).toHaveLength(FAST.retries + 1);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.status).toBe(502);
    expect(error.code).toBe("http_502");
    const redacted = page.replace(KEY, "svc_sk_live…");
    expect(error.responseBody).toBe(redacted.slice(0, 200));
    expect(error.responseBody).toHaveLength(200);
    expect(error.responseBody).toContain("X-API-Key: svc_sk_live…");
    expect(error.message).not.toContain(KEY);
    expect(error.message).toMatch(/^GET \/classes\?limit=100 answered 502 http_502\. The answer was not the API's, it began: "<!DOCTYPE html> <html><head><title>502 Bad Gateway<\/title>/);
  });

  it("redacts the key from an API error message that echoes it", async () => {
    const { get } = clientFor([{ status: 401, body: { error: { code: "unauthorized", message: `Unknown key ${KEY}` } } }]);
    const error = (await get().catch((caught: unknown) => caught)) as HttpStatusError;
    expect(error.apiMessage).toBe("Unknown key svc_sk_live…");
    expect(error.message).not.toContain(KEY.slice(0, 15));
  });

  it("never leaves part of the key where the 200 characters end", async () => {
    // The key straddles character 200: cutting before redacting would leave its first 15
    // characters, more than the 11 the redacted form shows.
    const raw = `${"x".repeat(185)}${KEY} and more`;
    const { get } = clientFor([{ status: 404, raw }]);
    const error = (await get().catch((caught: unknown) => caught)) as HttpStatusError;
    expect(error.responseBody).toBe(`${"x".repeat(185)}svc_sk_live… an`);
    expect(error.responseBody).not.toContain(KEY.slice(0, 15));
    expect(error.message).not.toContain(KEY.slice(0, 15));
  });
});

describe("createApiClient requests", () => {
  it.each([201, 299])("takes a %i answer as success, like any 2xx", async (status) => {
    const { get, calls } = clientFor([{ status, body: me }, { status: 200, body: { data: { ok: false } } }]);
    await expect(get()).resolves.toEqual(me);
    expect(calls).toHaveLength(1);
  });

  it.each(["http://127.0.0.1:9/v1/", "http://127.0.0.1:9/v1//"])("asks for the endpoint under %s with one slash between them", async (baseUrl) => {
    const { get, calls } = clientFor([{ status: 200, body: me }], { baseUrl });
    await get();
    expect(new URL(calls[0]!.url).href).toBe("http://127.0.0.1:9/v1/classes?limit=100");
  });
});

describe("createApiClient validation", () => {
  const listOfClasses = listEnvelope(classSchema);
  const page = (data: unknown[]) => ({ data, pagination: { total: data.length, limit: 100, offset: 0, has_more: false } });

  it("drops unknown fields with one warning per field name", async () => {
    const records = [
      { ...aClass({ name: "A" }), sparkle: 1 },
      { ...aClass({ name: "B" }), sparkle: 2 },
    ];
    records[0]!.capacity = { ...records[0]!.capacity, waitlist: 3 } as never;
    const { client, warnings } = clientFor([{ status: 200, body: page(records) }]);
    const result = await client.get("/classes", {}, listOfClasses, { endpointTemplate: "/classes", scope: "classes:read" });
    expect(result.data).toHaveLength(2);
    expect(result.data[0]).not.toHaveProperty("sparkle");
    expect(result.data[0]!.capacity).not.toHaveProperty("waitlist");
    expect([...warnings].sort()).toEqual([
      '/classes sent an unknown field "data[].capacity.waitlist"; it was ignored (the API may be newer than this site).',
      '/classes sent an unknown field "data[].sparkle"; it was ignored (the API may be newer than this site).',
    ]);
  });

  it("fails a contract break naming the endpoint, the record id and the field path", async () => {
    const good = aClass({ name: "Good" });
    const bad = aClass({ name: "Bad" });
    (bad.capacity as { max: unknown }).max = "twelve";
    const { client } = clientFor([{ status: 200, body: page([good, bad]) }]);
    const error = (await client
      .get("/classes", { limit: 100, offset: 0 }, listOfClasses, { endpointTemplate: "/classes", scope: "classes:read" })
      .catch((caught: unknown) => caught)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.code).toBe("contract_violation");
    expect(error.issues).toEqual([{ path: "data[1].capacity.max", message: "Invalid input: expected number, received string", recordId: bad.id }]);
    expect(error.message).toContain(`GET /classes?limit=100&offset=0 returned data that breaks the API contract:\n  - record ${bad.id}, data[1].capacity.max`);
  });
});
