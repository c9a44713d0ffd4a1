import { runSyncCommand } from "../src/sync/sync-command.ts";

process.exitCode = await runSyncCommand({ stderr: process.stderr });
