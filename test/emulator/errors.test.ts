import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/api/schemas/index.ts";
import { demoKey } from "../../src/emulator/index.ts";
import { call, useEmulator } from "./emulator-harness.ts";

const emulator = useEmulator();
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function expectError(response: { status: number; body: unknown }, status: number, code: string): void {
  expect(response.status).toBe(status);
  // Strict: exactly { error: { code, message } } and nothing else.
  const body = errorBodySchema.parse(response.body);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

// Every query parameter's bad values, and the accepted edges, are in parameters.test.ts.
describe("400 invalid_request", () => {
  it.each([
    ["class id not a uuid", "/classes/not-a-uuid/instances"],
    ["registration id not a uuid", "/registrations/fall-season"],
  ])("%s", async (_name, path) => {
    expectError(await call(emulator(), path), 400, "invalid_request");
  });

  it("names the parameter and the allowed range in the message", async () => {
    const { body } = await call(emulator(), "/classes?limit=500");
    expect(body.error.message).toBe('`limit` must be a whole number from 1 to 100; got "500".');
  });

  it("checks parameters before looking the record up", async () => {
    expectError(await call(emulator(), `/classes/${UNKNOWN_ID}/instances?status=bogus`), 400, "invalid_request");
  });
});

describe("401 unauthorized", () => {
  it.each([
    ["no key", null],
    ["an empty key", ""],
    ["an unknown key", "svc_sk_this-key-does-not-exist"],
    ["a revoked key", demoKey("revoked")],
  ])("answers %s with 401", async (_name, key) => {
    expectError(await call(emulator(), "/classes", { key }), 401, "unauthorized");
  });

  it("answers 401 on /me too", async () => {
    expectError(await call(emulator(), "/me", { key: demoKey("revoked") }), 401, "unauthorized");
  });

  it("checks the key before the path", async () => {
    expectError(await call(emulator(), "/no-such-endpoint", { key: null }), 401, "unauthorized");
  });
});

describe("403 forbidden", () => {
  it.each([
    ["/registrations", "registrations:read"],
    [`/registrations/${UNKNOWN_ID}`, "registrations:read"],
    ["/membership-types", "memberships:read"],
    ["/appointment-services", "appointments:read"],
  ])("a key without the scope gets 403 on %s", async (path, scope) => {
    const response = await call(emulator(), path, { key: demoKey("two-scopes") });
    expectError(response, 403, "forbidden");
    expect(response.body.error.message).toContain(scope);
  });

  it("a key with no scopes gets 403 on every scoped endpoint", async () => {
    for (const path of ["/classes", "/categories", "/trial-classes", "/locations", `/classes/${UNKNOWN_ID}/instances`]) {
      expectError(await call(emulator(), path, { key: demoKey("no-scopes") }), 403, "forbidden");
    }
  });

  it("a two-scope key reads its own endpoints", async () => {
    for (const path of ["/classes", "/categories", "/trial-classes", "/locations"]) {
      expect((await call(emulator(), path, { key: demoKey("two-scopes") })).status).toBe(200);
    }
  });

  it("checks the scope before the parameters", async () => {
    expectError(await call(emulator(), "/registrations?limit=0", { key: demoKey("two-scopes") }), 403, "forbidden");
  });
});

describe("404 not_found", () => {
  it.each([
    "/nope",
    "/classes/",
    "/classes/extra/segments/here",
    `/classes/${UNKNOWN_ID}`,
    "/Classes",
    "",
    "/../classes",
  ])("an unknown path %s gives 404", async (path) => {
    expectError(await call(emulator(), path), 404, "not_found");
  });

  it("a path outside /v1 gives 404", async () => {
    const response = await fetch(emulator().url.replace(/\/v1$/, "/v2/classes"), { headers: { "X-API-Key": demoKey("full") } });
    expectError({ status: response.status, body: await response.json() }, 404, "not_found");
  });

  it("an unknown class id gives 404", async () => {
    expectError(await call(emulator(), `/classes/${UNKNOWN_ID}/instances`), 404, "not_found");
  });

  it("an unknown registration id gives 404", async () => {
    expectError(await call(emulator(), `/registrations/${UNKNOWN_ID}`), 404, "not_found");
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s gives 405 with an Allow header", async (method) => {
    const response = await call(emulator(), "/classes", { method });
    expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, OPTIONS");
  });

  it("405 comes before the key check and the path check", async () => {
    expectError(await call(emulator(), "/nope", { method: "DELETE", key: null }), 405, "method_not_allowed");
  });

  it("HEAD gives 405 (only GET and OPTIONS are accepted)", async () => {
    const response = await fetch(`${emulator().url}/classes`, { method: "HEAD", headers: { "X-API-Key": demoKey("full") } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, OPTIONS");
  });

  it("OPTIONS answers 204 with Allow and CORS headers, without a key", async () => {
    const response = await fetch(`${emulator().url}/classes`, {
      method: "OPTIONS",
      headers: { Origin: "https://studio.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-api-key" },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("allow")).toBe("GET, OPTIONS");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toContain("X-API-Key");
  });
});

describe("headers on every response", () => {
  it.each([
    ["a 200", "/classes", "GET", demoKey("full")],
    ["a 400", "/classes?limit=0", "GET", demoKey("full")],
    ["a 401", "/classes", "GET", null],
    ["a 403", "/registrations", "GET", demoKey("two-scopes")],
    ["a 404", "/nope", "GET", demoKey("full")],
    ["a 405", "/classes", "POST", demoKey("full")],
    ["a 204", "/classes", "OPTIONS", null],
  ])("%s carries Cache-Control private, no-store and JSON UTF-8", async (_name, path, method, key) => {
    const { headers } = await call(emulator(), path, { method, key });
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});
