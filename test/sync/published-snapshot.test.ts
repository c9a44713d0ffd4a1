import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedSnapshot } from "../../src/snapshot/snapshot.ts";
import { fetchPublishedSnapshot } from "../../src/sync/published-snapshot.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";
import { syncDemoSnapshot } from "../support/sync-harness.ts";

/** What the sync makes of a published snapshot it downloads: a snapshot, or one reason in words. */
let server: StaticServer;
let silent: Server;
let silentOrigin: string;
/** Answers `/status/<code>` with that status (and a Location for /status/3xx/to), and keeps each request's Accept header. */
let statuses: Server;
let statusOrigin: string;
const accepted: (string | undefined)[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "published-snapshot-"));
  const demo = JSON.parse(await syncDemoSnapshot());
  await writeFile(join(dir, "good.json"), JSON.stringify(publishedSnapshot(demo)));
  await writeFile(join(dir, "cut.json"), JSON.stringify(demo).slice(0, 500));
  await writeFile(join(dir, "other.json"), JSON.stringify({ ...demo, classes: "none" }));
  await mkdir(join(dir, "moved"));
  server = await startStaticServer(dir);
  // Accepts the connection and never answers, like a host that hangs.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  statuses = createServer((request, response) => {
    accepted.push(request.headers.accept);
    const [, , code, to] = (request.url ?? "").split("/");
    response.writeHead(Number(code), to ? { Location: "/elsewhere.json" } : {}).end(Number(code) === 304 ? undefined : "{}");
  });
  await new Promise<void>((resolve) => statuses.listen(0, "127.0.0.1", resolve));
  statusOrigin = `http://127.0.0.1:${(statuses.address() as AddressInfo).port}`;
}, 60_000);

/** Closes a server the setup started; one it never got to start (it failed first) is skipped, not waited for. */
async function closeServer(started: Server | undefined): Promise<void> {
  if (!started) return;
  started.closeAllConnections();
  await new Promise((resolve) => started.close(resolve));
}

afterAll(async () => {
  await server?.close();
  await closeServer(silent);
  await closeServer(statuses);
});

describe("fetchPublishedSnapshot", () => {
  it("returns a published snapshot, validated", async () => {
    const result = await fetchPublishedSnapshot(`${server.origin}/good.json`);
    expect(result.problem).toBeNull();
    expect(result.snapshot?.classes.length).toBeGreaterThan(0);
  });

  it("says why anything else is not one, and never throws", async () => {
    const problem = async (url: string, timeoutMs?: number) => (await fetchPublishedSnapshot(url, { timeoutMs })).problem;
    expect(await problem(`${server.origin}/missing.json`)).toBe(
      "it answered 404 (not published yet: the site's first build with this version publishes it)",
    );
    expect(await problem(`${server.origin}/cut.json`)).toBe("it is not a snapshot this version reads (it is not complete JSON)");
    expect(await problem(`${server.origin}/other.json`)).toMatch(/^it is not a snapshot this version reads \(classes: .+\)$/);
    expect(await problem(`${server.origin}/moved`)).toBe(
      `it answered 301, a redirect to ${server.origin}/moved/; set PREVIOUS_SNAPSHOT_URL to the final address`,
    );
    const started = Date.now();
    expect(await problem(`${silentOrigin}/catalog-snapshot.json`, 300)).toBe("no answer within 0.3 s");
    expect(Date.now() - started).toBeLessThan(2_000);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await problem(`http://127.0.0.1:${port}/catalog-snapshot.json`)).toBe("the download failed (ECONNREFUSED)");
  });

  it("asks for JSON, and counts every 3xx answer as a redirect and any other failed status as that status", async () => {
    const problem = async (path: string) => (await fetchPublishedSnapshot(`${statusOrigin}${path}`)).problem;
    expect(await problem("/status/300/to")).toBe(`it answered 300, a redirect to ${statusOrigin}/elsewhere.json; set PREVIOUS_SNAPSHOT_URL to the final address`);
    expect(await problem("/status/399")).toBe("it answered 399, a redirect; set PREVIOUS_SNAPSHOT_URL to the final address");
    // A 304 has no body at all.
    expect(await problem("/status/304")).toBe("it answered 304, a redirect; set PREVIOUS_SNAPSHOT_URL to the final address");
    expect(await problem("/status/400")).toBe("it answered 400");
    expect(await problem("/status/500")).toBe("it answered 500");
    expect(accepted).toEqual(Array.from({ length: 5 }, () => "application/json"));
  });

  it("says why a download it was told to abandon, or could not start, failed", async () => {
    const stopped = new AbortController();
    stopped.abort();
    expect((await fetchPublishedSnapshot(`${server.origin}/good.json`, { signal: stopped.signal })).problem).toBe("the download failed (This operation was aborted)");
    // Port 1 is on the fetch standard's list of blocked ports: fetch refuses it without connecting.
    expect((await fetchPublishedSnapshot("http://127.0.0.1:1/catalog-snapshot.json")).problem).toBe("the download failed (bad port)");
  });
});
