/**
 * One `npm run sync` in its own process, for bench/sync-at-scale.ts: the parent sets the
 * environment (API URL, key, snapshot path); this reports the exit code, the wall time,
 * the sync's stderr and the process's peak memory over IPC. No tuning: the default
 * limiter with the real 60 s window, as a studio's sync runs.
 */
import { runSyncCommand } from "../src/sync/sync-command.ts";
import { peakRssBytes, sendToParent, type ChildUsage } from "./child-process.ts";

export interface SyncChildResult extends ChildUsage {
  exitCode: number;
  stderr: string;
}

let stderr = "";
const started = performance.now();
const exitCode = await runSyncCommand({
  env: process.env,
  stderr: {
    write: (chunk: string) => {
      stderr += chunk;
      process.stderr.write(chunk);
    },
  },
});
const result: SyncChildResult = { exitCode, stderr, wallMs: performance.now() - started, peakRssBytes: peakRssBytes() };
await sendToParent(result);
