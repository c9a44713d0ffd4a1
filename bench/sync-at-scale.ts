import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { demoKey, generateStudio, startEmulator, type FaultOptions } from "../src/emulator/index.ts";
import { snapshotSchema } from "../src/snapshot/snapshot.ts";
import { PROJECT_ROOT } from "./bench-paths.ts";
import { childEnv, runChild } from "./child-process.ts";
import { requestFloor, timeFloorMs } from "./request-floor.ts";
import type { SyncChildResult } from "./sync-child.ts";

const SYNC_CHILD = fileURLToPath(new URL("./sync-child.ts", import.meta.url));

/** The API's limit (spec 8) and the sync's default: the benchmark measures the real thing. */
export const RATE_LIMIT = 300;
export const RATE_WINDOW_MS = 60_000;

export interface SyncAtScaleOptions {
  classes: number;
  seasons: number;
  daysAhead: number;
  /** Where the sync writes its snapshot (the build benchmark then reads it). */
  snapshotPath: string;
  echo?: boolean;
  /** Misbehaviour of the emulator (issue 11's bursts of 429s); none for the clean run. */
  faults?: FaultOptions;
}

export interface SyncFigures {
  classes: number;
  seasons: number;
  /** Sessions mirrored into the snapshot (inside the window). */
  sessions: number;
  /** Requests that reached the emulator (its request log). */
  requests: number;
  /** Requests the sync counted itself; should equal `requests`. */
  reportedRequests: number;
  /** Counted from the emulator's data, independently of the sync. */
  requestFloor: number;
  /** The floor the sync itself reported; should equal requestFloor. */
  reportedFloor: number;
  /** Wall time of the sync command in its process (configuration to snapshot written). */
  wallMs: number;
  /** First to last request arrival at the emulator. */
  arrivalSpanMs: number;
  /** floor((requests-1)/limit) windows. */
  timeFloorMs: number;
  /** 429 answers in the emulator's request log. */
  rateLimited: number;
  retries: number;
  peakRssBytes: number;
}

const SUMMARY = /Synced in [\d.]+ s: (\d+) requests \(floor (\d+)\), (\d+) retries, (\d+) rate-limited/;

/**
 * Serves a generated large studio from the emulator (real 300 per rolling minute) and
 * runs the real sync against it in a child process with the default limiter.
 */
export async function benchSyncAtScale(options: SyncAtScaleOptions): Promise<SyncFigures> {
  const data = generateStudio({ classes: options.classes, seasons: options.seasons, daysAhead: options.daysAhead });
  const emulator = await startEmulator({ data, rateLimit: RATE_LIMIT, rateWindowMs: RATE_WINDOW_MS, faults: options.faults });
  try {
    const env = childEnv({
      STUDIO_API_URL: emulator.url,
      STUDIO_API_KEY: demoKey("full"),
      STUDIO_TIMEZONE: data.timezone,
      SYNC_DAYS_AHEAD: String(options.daysAhead),
      CATALOG_SNAPSHOT: options.snapshotPath,
    });
    const run = await runChild<SyncChildResult>(SYNC_CHILD, [], { cwd: PROJECT_ROOT, env, timeoutMs: 30 * 60_000, echo: options.echo });
    if (run.code !== 0 || !run.message || run.message.exitCode !== 0) {
      throw new Error(`The sync at scale failed (exit code ${run.message?.exitCode ?? run.code}):\n${run.output}`);
    }
    const summary = SUMMARY.exec(run.message.stderr);
    if (!summary) throw new Error(`The sync's summary line was not found in its output:\n${run.message.stderr}`);
    const [, reportedRequests, reportedFloor, retries] = summary.map(Number) as [number, number, number, number, number];

    const snapshot = snapshotSchema.parse(JSON.parse(await readFile(options.snapshotPath, "utf8")));
    const log = emulator.requestLog;
    const arrivals = log.map((entry) => entry.at);
    return {
      classes: data.classes.length,
      seasons: data.registrations.length,
      sessions: Object.values(snapshot.sessions_by_class).reduce((sum, list) => sum + list.length, 0),
      requests: log.length,
      reportedRequests,
      requestFloor: requestFloor(data, snapshot.window),
      reportedFloor,
      wallMs: run.message.wallMs,
      arrivalSpanMs: arrivals.length > 0 ? Math.max(...arrivals) - Math.min(...arrivals) : 0,
      timeFloorMs: timeFloorMs(log.length, RATE_LIMIT, RATE_WINDOW_MS),
      rateLimited: log.filter((entry) => entry.status === 429).length,
      retries,
      peakRssBytes: run.message.peakRssBytes,
    };
  } finally {
    await emulator.close();
  }
}
