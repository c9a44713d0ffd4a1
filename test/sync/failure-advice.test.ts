import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { NetworkError, type NetworkErrorCode } from "../../src/api/errors/network-error.ts";
import { PaginationDriftError } from "../../src/api/errors/pagination-drift-error.ts";
import { failureAdvice, slowDownAdvice } from "../../src/sync/failure-advice.ts";

const statusError = (status: number, apiCode: string) =>
  new HttpStatusError({ endpoint: "GET /classes?limit=100", status, apiCode, apiMessage: "from api", keyHint: "svc_sk_live…", requiredScope: "classes:read" });

describe("what the sync tells the operator to do", () => {
  it.each([
    [400, "invalid_request", "The sync built a request the API does not accept: this is a bug or an API change; please report it with this message."],
    [401, "unauthorized", "The API key svc_sk_live… was refused: it is wrong, revoked or missing. Create a new key in the studio's key-management settings and set STUDIO_API_KEY to it."],
    [403, "forbidden", "The API key svc_sk_live… lacks the scope classes:read for GET /classes?limit=100. Add that scope to the key in the studio's key-management settings, or use a key that has it."],
    [404, "not_found", "If it names a record, the studio removed it during the sync: run the sync again. Otherwise check that STUDIO_API_URL ends in /v1."],
    [405, "method_not_allowed", "The sync only sends GET, so STUDIO_API_URL probably points at something other than the Studio Catalog API."],
    [429, "rate_limited", "It was still rate limited after retrying. Another program on this IP address may be using the same 300-requests-per-minute budget: wait a minute and run the sync again, or lower STUDIO_RATE_LIMIT."],
    [500, "internal_error", "It kept failing with a server error after retrying. The API is having trouble: try again later."],
    [503, "internal_error", "It kept failing with a server error after retrying. The API is having trouble: try again later."],
  ])("after a %i, says what to change", (status, code, advice) => {
    expect(failureAdvice(statusError(status, code))).toBe(advice);
  });

  it("after a 403 from an endpoint with no known scope, says the scope that endpoint needs", () => {
    const error = new HttpStatusError({ endpoint: "GET /me", status: 403, apiCode: "forbidden", apiMessage: "no", keyHint: "svc_sk_live…", requiredScope: null });
    expect(failureAdvice(error)).toBe(
      "The API key svc_sk_live… lacks the scope this endpoint needs for GET /me. Add that scope to the key in the studio's key-management settings, or use a key that has it.",
    );
  });

  it("adds nothing to a status the spec does not list, whose message already says it", () => {
    expect(failureAdvice(statusError(418, "http_418"))).toBeNull();
  });

  it.each([
    ["connection_refused", /^Nothing accepted a connection at the host and port in STUDIO_API_URL, on the sync's first request, so it stopped without retrying\. Check STUDIO_API_URL .* this machine's network reaches it\.$/],
    ["dns_not_found", /^The host name in STUDIO_API_URL does not exist, so the sync stopped without retrying\. Check STUDIO_API_URL for a typo, and that this machine's network and DNS work\.$/],
    ["tls_certificate", /^The server's TLS certificate is not one this machine trusts, so the sync stopped without retrying\. Check that STUDIO_API_URL names the API's own https address, and that nothing on this network/],
    ["bad_port", /^The port in STUDIO_API_URL is on the fetch standard's list of blocked ports, .* Check the port in STUDIO_API_URL\.$/],
  ] as [NetworkErrorCode, RegExp][])("after %s on the first attempt, names what to check and that it did not retry", (code, advice) => {
    expect(failureAdvice(new NetworkError("GET /me", code, "detail", { attempts: 1 }))).toMatch(advice);
  });

  it.each(["connection_refused", "network_error", "timeout", "bad_body"] as NetworkErrorCode[])("after %s on the last of several attempts, says retrying did not help", (code) => {
    expect(failureAdvice(new NetworkError("GET /me", code, "detail", { attempts: 7 }))).toBe(
      "It still failed after retrying. Check that STUDIO_API_URL is right and that this machine can reach it, then run the sync again.",
    );
  });

  it("leaves an error whose message already says what to do as it is", () => {
    expect(failureAdvice(new PaginationDriftError("GET /classes", 3, "total moved"))).toBeNull();
  });

  it("tells to lower STUDIO_RATE_LIMIT only when 429s outlast the first pause", () => {
    expect(slowDownAdvice({ pauseMs: 2_000, perWindow: 150, news: "paused" })).toBeNull();
    expect(slowDownAdvice({ pauseMs: 4_000, perWindow: 75, news: "budget" })).toBe("If this happens on every sync, lower STUDIO_RATE_LIMIT.");
  });

  it("is the only place the API client's failures name a setting: src/api names no environment variable outside comments", async () => {
    const api = fileURLToPath(new URL("../../src/api/", import.meta.url));
    const entries = await readdir(api, { recursive: true, withFileTypes: true });
    const naming: string[] = [];
    for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith(".ts"))) {
      const path = join(entry.parentPath, entry.name);
      const code = (await readFile(path, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
      for (const match of code.matchAll(/STUDIO_[A-Z_]+|[0-9]+ (?:requests )?(?:a|per) minute/g)) naming.push(`${relative(api, path)}: ${match[0]}`);
    }
    expect(naming).toEqual([]);
  });
});
