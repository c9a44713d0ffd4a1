/**
 * `npm run sync` in a process of its own, exactly as scripts/sync.ts runs it (nothing else
 * keeps the event loop alive), with the time-scale tuning passed as JSON in argv[2].
 */
import { runSyncCommand, type SyncCommandOptions } from "../../src/sync/sync-command.ts";

const tuning = JSON.parse(process.argv[2] ?? "{}") as SyncCommandOptions["tuning"];
process.exitCode = await runSyncCommand({ stderr: process.stderr, env: process.env, tuning });
