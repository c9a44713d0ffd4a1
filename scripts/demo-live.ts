/** `npm run demo:live [-- --port N]`: the demo studio with live spots (src/sync/demo-live.ts). */
import { readEnvironment } from "../src/config.ts";
import { DEMO_LIVE_PORT, runDemoLive } from "../src/sync/demo-live.ts";
import { parseFlags, wholeNumberFlag } from "./cli-flags.ts";

const USAGE = `Usage: npm run demo:live -- [--port N] [--emulator-port N]
  --port N            serve the demo site on port N (default ${DEMO_LIVE_PORT})
  --emulator-port N   run the API emulator on port N (default 4510; 0: any free port)`;

const values = parseFlags(["port", "emulator-port"], USAGE);

// Ctrl-C (and a second one) or SIGTERM asks the demo to end its children first.
const stop = new AbortController();
process.on("SIGINT", () => stop.abort());
process.on("SIGTERM", () => stop.abort());
process.exitCode = await runDemoLive({
  root: process.cwd(),
  env: readEnvironment(),
  port: wholeNumberFlag("port", values.port, 1, 65_535, USAGE),
  emulatorPort: wholeNumberFlag("emulator-port", values["emulator-port"], 0, 65_535, USAGE),
  stdout: process.stdout,
  stderr: process.stderr,
  signal: stop.signal,
});
