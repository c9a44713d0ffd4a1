/**
 * `npm run demo:live`: the demo studio with live spots. The API emulator runs with its
 * spots changing every few seconds; the site is synced from it, built with the emulator's
 * publishable key and served by `astro preview`, so the pages refresh spots from it.
 */
import { spawn } from "node:child_process";
import { DEMO_SITE_URL, readEnvironment } from "../src/config.ts";
import { demoKey, startEmulator } from "../src/emulator/index.ts";
import { runSyncCommand } from "../src/sync/sync-command.ts";

const SNAPSHOT = ".catalog/demo-live.json";
const emulator = await startEmulator({ port: 4510, liveChanges: { everyMs: 5_000, classes: 3 } });
const env = {
  ...readEnvironment(),
  STUDIO_API_URL: emulator.url,
  STUDIO_API_KEY: demoKey("full"),
  STUDIO_TIMEZONE: emulator.data.timezone,
  STUDIO_PUBLIC_KEY: demoKey("publishable"),
  CATALOG_SNAPSHOT: SNAPSHOT,
  SITE_URL: DEMO_SITE_URL,
};

const run = (args: string[]) =>
  new Promise<number>((resolve) => spawn("npx", args, { env, stdio: "inherit" }).on("close", (code) => resolve(code ?? 1)));
const stop = async (code: number) => {
  await emulator.close();
  process.exit(code);
};

const synced = await runSyncCommand({ stderr: process.stderr, env });
if (synced !== 0) await stop(synced);
const built = await run(["astro", "build"]);
if (built !== 0) await stop(built);

console.log(`
Live spots demo: http://localhost:4321/classes/ (the API emulator at ${emulator.url} changes a few classes' spots every 5 s).
Each tab keeps answers for 60 s: open a page in a new tab, or wait a minute and come back, to see the spots move.
Press Ctrl-C to stop.
`);
const preview = spawn("npx", ["astro", "preview", "--port", "4321"], { env, stdio: "inherit" });
const shutdown = () => {
  preview.kill("SIGTERM");
  void stop(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
