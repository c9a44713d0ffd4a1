/** `npm run demo:live [-- --port N]`: the demo studio with live spots (src/sync/demo-live.ts). */
import { parseArgs } from "node:util";
import { readEnvironment } from "../src/config.ts";
import { DEMO_LIVE_PORT, runDemoLive } from "../src/sync/demo-live.ts";

const USAGE = `Usage: npm run demo:live -- [--port N] [--emulator-port N]
  --port N            serve the demo site on port N (default ${DEMO_LIVE_PORT})
  --emulator-port N   run the API emulator on port N (default 4510; 0: any free port)`;

function port(flag: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > 65_535) {
    console.error(`--${flag} must be a port number from ${min} to 65535; got "${raw}".\n${USAGE}`);
    process.exit(2);
  }
  return Number(raw);
}

let values: { port?: string; "emulator-port"?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { port: { type: "string" }, "emulator-port": { type: "string" }, help: { type: "boolean", short: "h" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Ctrl-C (and a second one) or SIGTERM asks the demo to end its children first.
const stop = new AbortController();
process.on("SIGINT", () => stop.abort());
process.on("SIGTERM", () => stop.abort());
process.exitCode = await runDemoLive({
  root: process.cwd(),
  env: readEnvironment(),
  port: port("port", values.port, 1),
  emulatorPort: port("emulator-port", values["emulator-port"], 0),
  stdout: process.stdout,
  stderr: process.stderr,
  signal: stop.signal,
});
