import { readFile } from "node:fs/promises";
import { startEmulator, type EmulatorOptions, type RunningEmulator } from "../../src/emulator/index.ts";
import { runSyncCommand, type SyncCommandOptions } from "../../src/sync/sync-command.ts";

export interface SyncRun {
  exitCode: number;
  stderr: string;
}

import { tempSnapshotPath } from "./temp-paths.ts";

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
