import { readFile } from "node:fs/promises";
import { scopeSchema, type Scope } from "../../src/api/schemas/index.ts";
import { studioToday } from "../../src/core/local-time.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { startEmulator, type EmulatorOptions, type RunningEmulator, type StudioData } from "../../src/emulator/index.ts";
import { runSyncCommand, type SyncCommandOptions } from "../../src/sync/sync-command.ts";
import type { SyncLog } from "../../src/sync/sync-log.ts";
import { syncCatalog } from "../../src/sync/sync.ts";

import { tempSnapshotPath } from "./temp-paths.ts";

export interface SyncRun {
  exitCode: number;
  stderr: string;
}

export { tempSnapshotPath };

/** Runs `npm run sync`'s command in-process with exactly this environment, capturing stderr. */
export async function runSync(
  env: Record<string, string>,
  now?: () => Date,
  tuning?: SyncCommandOptions["tuning"],
): Promise<SyncRun> {
  let stderr = "";
  const exitCode = await runSyncCommand({ stderr: { write: (chunk: string) => (stderr += chunk) }, env, now, tuning });
  return { exitCode, stderr };
}

/** The environment that points a sync at a running emulator with one of its keys. */
export function envFor(emulator: RunningEmulator, key: string, snapshotPath: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STUDIO_API_URL: emulator.url,
    STUDIO_API_KEY: key,
    STUDIO_TIMEZONE: emulator.data.timezone,
    CATALOG_SNAPSHOT: snapshotPath,
    ...extra,
  };
}

export async function withEmulator<T>(options: EmulatorOptions, work: (emulator: RunningEmulator) => Promise<T>): Promise<T> {
  const emulator = await startEmulator(options);
  try {
    return await work(emulator);
  } finally {
    await emulator.close();
  }
}

export const readText = (path: string) => readFile(path, "utf8");

/** The demo studio as `npm run build` syncs it (no key: the embedded emulator), as snapshot text. */
export async function syncDemoSnapshot(): Promise<string> {
  const path = await tempSnapshotPath();
  const run = await runSync({ CATALOG_SNAPSHOT: path });
  if (run.exitCode !== 0) throw new Error(`The demo sync failed with exit code ${run.exitCode}:\n${run.stderr}`);
  return readFile(path, "utf8");
}

export interface SyncStudioOptions {
  /** The sync's clock: `synced_at`, and the window starts on this day in the studio's zone. */
  now: Date;
  daysAhead: number;
  /** Scopes the key lacks: the sync skips their sections, as it does for a real key. */
  lacking?: readonly Scope[];
  /** The rate limit's window on both sides (300 requests in it), scaled down from a minute for a studio of hundreds of classes. */
  rateWindowMs?: number;
}

const FIXTURE_KEY = "svc_pk_test-fixture-0123456789abcdefghijklmnopqrstuv";
const quiet: SyncLog = { info: () => undefined, warn: () => undefined, progress: () => () => undefined };

/**
 * A snapshot as the real sync writes it: `data` on a fresh emulator (its today is `now`'s
 * day in the studio's zone) and `syncCatalog` in-process, so a fixture states only its
 * studio data, and the order, the window, the sections and the season details come from
 * the one real assembly in src/sync.
 */
export async function syncStudio(data: StudioData, options: SyncStudioOptions): Promise<Snapshot> {
  const lacking = options.lacking ?? [];
  const scopes = scopeSchema.options.filter((scope) => !lacking.includes(scope));
  const key = { key: FIXTURE_KEY, type: "publishable" as const, prefix: FIXTURE_KEY.slice(0, 12), scopes, revoked: false, label: "fixture" };
  // With a scaled window the emulator's clock runs from `now`, so its window slides as the sync's does
  // (a second or two past `now` by the sync's end; its today stays `now`'s day).
  const started = performance.now();
  const clock = options.rateWindowMs === undefined ? () => options.now.getTime() : () => options.now.getTime() + Math.floor(performance.now() - started);
  const emulatorOptions = { data, today: studioToday(options.now, data.timezone), now: clock, keys: [key], rateWindowMs: options.rateWindowMs };
  return withEmulator(emulatorOptions, async (emulator) => {
    const { snapshot } = await syncCatalog({
      apiUrl: emulator.url,
      apiKey: FIXTURE_KEY,
      timezone: data.timezone,
      daysAhead: options.daysAhead,
      rateLimit: 300,
      windowMs: options.rateWindowMs,
      source: { kind: "demo-emulator", api_url: null },
      log: quiet,
      now: () => options.now,
    });
    return snapshot;
  });
}

const synced = new Map<string, Promise<Snapshot>>();

/**
 * Syncs each distinct fixture once per test file and hands every caller its own copy,
 * so a test may change the snapshot it gets without touching another test's.
 */
export async function syncOnce(cacheKey: string, sync: () => Promise<Snapshot>): Promise<Snapshot> {
  let pending = synced.get(cacheKey);
  if (!pending) {
    pending = sync();
    synced.set(cacheKey, pending);
  }
  return structuredClone(await pending);
}
