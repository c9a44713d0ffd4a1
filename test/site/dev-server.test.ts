import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSnapshotAtomically } from "../../src/sync/snapshot-store.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildEnvironment } from "../support/build-site.ts";
import { closedPort } from "../support/sockets.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ASTRO = join(createRequire(join(ROOT, "package.json")).resolve("astro/package.json"), "..", "bin", "astro.mjs");

/**
 * `astro dev`, as a studio owner previews the site: the pages come from the snapshot file,
 * and a sync that replaces the file (atomically, as `npm run sync` does) shows up in the
 * open browser with no restart: a reload, the new catalog, and the pages it now has.
 */
describe("astro dev", () => {
  let dir: string;
  let snapshotPath: string;
  let snapshot: Snapshot;
  let server: ChildProcess;
  let origin: string;
  let output = "";

  const get = async (path: string) => {
    const response = await fetch(origin + path);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    // Not under node_modules, which Vite's watcher leaves out: where a studio keeps it (.catalog/) is watched.
    dir = await mkdtemp(join(tmpdir(), "dev-server-"));
    snapshotPath = join(dir, "snapshot.json");
    snapshot = await demoLikeSnapshot();
    await writeSnapshotAtomically(snapshotPath, snapshot);
    const port = await closedPort();
    origin = `http://127.0.0.1:${port}`;
    // Astro's dev server serves no pages when it sees it is inside Vitest (VITEST), and Vitest sets NODE_ENV=test.
    const env = buildEnvironment(snapshotPath);
    for (const name of ["VITEST", "VITEST_MODE", "VITEST_POOL_ID", "VITEST_WORKER_ID", "NODE_ENV", "TEST"]) delete env[name];
    // --ignore-lock: a dev server of its own beside any the developer has open (Astro allows one per project otherwise).
    server = spawn(process.execPath, [ASTRO, "dev", "--ignore-lock", "--host", "127.0.0.1", "--port", String(port)], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Ready once it serves the class list.
    const deadline = Date.now() + 120_000;
    let last = "no answer";
    for (;;) {
      const response = await fetch(`${origin}/classes/`).catch(() => null);
      if (response?.ok) break;
      if (response) last = `${response.status}: ${(await response.text()).slice(0, 2000)}`;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`astro dev did not serve /classes/ (${last}):\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("serves the snapshot's catalog, and after a sync replaces the file, reloads the browser and serves the new catalog and its pages", async () => {
    const before = await get("/classes/");
    expect(before.status).toBe(200);
    const renamed = snapshot.classes.find((cls) => before.text.includes(`>${cls.name}<`));
    expect(renamed, "a class of the snapshot is listed").toBeDefined();
    expect(before.text).not.toContain("Zebra Stripes Tumbling");

    // The browser's side of Vite's live reload: the token is in the client script the page loads.
    const client = await (await fetch(`${origin}/@vite/client`)).text();
    const token = /wsToken = "([^"]+)"/.exec(client)?.[1];
    expect(token, "Vite's client script names its socket token").toBeTruthy();
    const socket = new WebSocket(`${origin.replace("http", "ws")}/?token=${token}`, "vite-hmr");
    const messages: string[] = [];
    socket.onmessage = (event) => messages.push(String(event.data));
    await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));

    // Only a reload the sync's write causes counts (not one Vite sends while it warms up).
    messages.length = 0;
    await writeSnapshotAtomically(snapshotPath, { ...snapshot, classes: snapshot.classes.map((cls) => (cls.id === renamed!.id ? { ...cls, name: "Zebra Stripes Tumbling" } : cls)) });
    // A reload after which the page has the new catalog: a browser reloads on each one, so one of them must show it. On a busy
    // machine Vite may send a reload of its own (warming up) before the watcher sees the file, after which the page is still the old one.
    const deadline = Date.now() + 30_000;
    const reloads = () => messages.filter((message) => JSON.parse(message).type === "full-reload").length;
    let seen = 0;
    let after = before;
    while (Date.now() < deadline && !after.text.includes("Zebra Stripes Tumbling")) {
      if (reloads() === seen) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      seen = reloads();
      after = await get("/classes/");
    }
    socket.close();
    expect(seen, "Vite sent no full-reload within 30 s of the sync's write").toBeGreaterThan(0);
    expect(after.text, `after ${seen} full-reload(s)`).toContain("Zebra Stripes Tumbling");
    // Its page moved with its name: the pages' static paths come from the new catalog too.
    expect((await get("/classes/zebra-stripes-tumbling/")).status).toBe(200);
  }, 120_000);
});
