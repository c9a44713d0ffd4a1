/**
 * The config's globalSetup: a small HTTP server in the run's own process that
 * - makes, on a test file's first request and once per run, the sites several files share
 *   (test/support/shared-sites.ts): `GET /site/<name>` answers a shared site (SHARED_SITES),
 *   synced and built, as a SharedSiteRecord. Requests that arrive while it is being made
 *   wait for it. At the end of the run every shared site is removed;
 * - builds every other site a test file expects to build (test/support/build-site.ts,
 *   buildSite): `POST /build` with a WarmBuild answers a ServiceBuild once it is built.
 * Every build runs in one of two warm Astro processes (test/support/build-worker.ts): half
 * the CPU of a fresh process each, and never more builds at once than the machine's two
 * cores, whichever files ask.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { serializeSnapshot } from "../../src/snapshot/snapshot.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { studio400Snapshot } from "../fixtures/studio-400-snapshot.ts";
import { buildEnvironment, makeBuildDir, type BuildRun, type ServiceBuild } from "./build-site.ts";
import { startBuildPool, type WarmBuild } from "./build-worker.ts";
import { SHARED_SITES, type SharedSiteName, type SharedSiteRecord, type SharedSnapshotName } from "./shared-sites.ts";
import { syncDemoSnapshot } from "./sync-harness.ts";

async function requestText(request: IncomingMessage): Promise<string> {
  let text = "";
  request.setEncoding("utf8");
  for await (const chunk of request) text += chunk;
  return text;
}

interface SyncedSnapshot {
  path: string;
  now: Date;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every temp folder of the run (a test's snapshot, a browser profile, a site's settings) is made
  // inside one folder of the run's own, which the run removes at its end: files that make one and
  // leave it behind cost a developer's disk a few hundred megabytes a run otherwise. The workers
  // and every process they start read TMPDIR when they start, after this. (Vitest runs this once
  // for the root and once per project: each call's folder is made in the last one's, and each removes its own.)
  const runTemp = await mkdtemp(join(tmpdir(), "studio-tests-"));
  process.env.TMPDIR = runTemp;
  const home = await makeBuildDir();
  const snapshots = new Map<string, Promise<SyncedSnapshot>>();
  const sites = new Map<SharedSiteName, Promise<SharedSiteRecord>>();
  const built: BuildRun[] = [];
  const pool = startBuildPool({ size: 2 });

  const synced = (name: SharedSnapshotName): Promise<SyncedSnapshot> => {
    let pending = snapshots.get(name);
    if (!pending) {
      pending = (async () => {
        const now = new Date();
        const text = name === "demo" ? await syncDemoSnapshot() : serializeSnapshot(await (name === "demo-like" ? demoLikeSnapshot(now) : studio400Snapshot(now)));
        const path = join(await mkdtemp(join(home, `${name}-`)), "snapshot.json");
        await writeFile(path, text, "utf8");
        return { path, now };
      })();
      snapshots.set(name, pending);
    }
    return pending;
  };

  const site = (name: SharedSiteName): Promise<SharedSiteRecord> => {
    let pending = sites.get(name);
    if (!pending) {
      pending = (async () => {
        const recipe = SHARED_SITES[name];
        const snapshot = await synced(recipe.snapshot);
        const builtAfter = new Date();
        const made = await pool.build({ dir: await makeBuildDir(), env: buildEnvironment(snapshot.path, recipe.env), languages: true });
        built.push(made);
        if (made.code !== 0) throw new Error(`astro build of the shared site ${name} failed:\n${made.output}`);
        return {
          outDir: made.outDir,
          snapshotPath: snapshot.path,
          now: snapshot.now.toISOString(),
          builtAfter: builtAfter.toISOString(),
          builtBefore: new Date().toISOString(),
          durationMs: made.durationMs,
          output: made.output,
        };
      })();
      sites.set(name, pending);
    }
    return pending;
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://services.invalid").pathname;
    try {
      if (request.method === "POST" && path === "/build") {
        const job = JSON.parse(await requestText(request)) as Omit<WarmBuild, "languages">;
        // The asking file removes the build's folder (its BuiltSite's cleanup).
        const { code, output, durationMs } = await pool.build({ ...job, languages: true });
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ code, output, durationMs } satisfies ServiceBuild));
        return;
      }
      const siteName = /^\/site\/([\w-]+)$/.exec(path)?.[1];
      if (siteName === undefined || !Object.hasOwn(SHARED_SITES, siteName)) {
        response.writeHead(404, { "content-type": "text/plain" }).end(`No shared site at ${path}; there are: ${Object.keys(SHARED_SITES).join(", ")}. POST /build builds any other.`);
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(await site(siteName as SharedSiteName)));
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  };

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("testServices", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([...sites.values()].map((pending) => pending.catch(() => null)));
    const { builds, processes } = pool.counts();
    if (builds > 0) console.info(`Test services: ${builds} site builds in ${processes} warm Astro processes.`);
    await pool.close();
    await Promise.all(built.map((made) => made.cleanup()));
    await rm(home, { recursive: true, force: true });
    await rm(runTemp, { recursive: true, force: true });
  };
}
