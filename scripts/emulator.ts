import { parseArgs } from "node:util";
import { EmulatorOptionsError, generateStudio, readStudioDataFile, startEmulator, type EmulatorKey, type StudioData } from "../src/emulator/index.ts";

const USAGE = `Usage: npm run emulator -- [--port N] [--classes N] [--seasons N] [--data FILE]
  --port N      listen on port N (default: any free port)
  --classes N   serve a generated studio with N classes instead of the demo studio
  --seasons N   seasons in the generated studio (default 40; needs --classes)
  --data FILE   serve the studio in FILE (JSON StudioData, as \`npm run fuzz\` saves a failing case)`;

function wholeNumber(flag: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    console.error(`--${flag} must be a whole number from ${min} to ${max}; got "${raw}".\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

function describeKey(key: EmulatorKey): string {
  const scopes = key.scopes.length > 0 ? key.scopes.join(", ") : "no scopes";
  return `  ${key.label.padEnd(13)} ${key.key}  (${key.type}; ${key.revoked ? "REVOKED; " : ""}${scopes})`;
}

let values: { port?: string; classes?: string; seasons?: string; data?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { port: { type: "string" }, classes: { type: "string" }, seasons: { type: "string" }, data: { type: "string" }, help: { type: "boolean", short: "h" } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = wholeNumber("port", values.port, 0, 65_535);
const classes = wholeNumber("classes", values.classes, 1, 100_000);
const seasons = wholeNumber("seasons", values.seasons, 0, 10_000);
if (values.data !== undefined && classes !== undefined) {
  console.error(`--data and --classes both choose the studio; give one.\n${USAGE}`);
  process.exit(2);
}
let data: StudioData | undefined;
try {
  data = values.data !== undefined ? await readStudioDataFile(values.data) : classes === undefined ? undefined : generateStudio({ classes, seasons: seasons ?? 40 });
} catch (error) {
  if (!(error instanceof EmulatorOptionsError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const emulator = await startEmulator({ port, data });

const studio = emulator.data.studio;
console.log(`Studio Catalog API emulator: ${studio.name} (${emulator.data.classes.length} classes)`);
console.log(`Base URL: ${emulator.url}`);
console.log("Keys (send one in the X-API-Key header):");
for (const key of emulator.keys) console.log(describeKey(key));
console.log("Press Ctrl-C to stop.");

// A long-running emulator keeps only its recent request log; tests read the whole log of short-lived ones.
const RECENT_REQUESTS = 10_000;
const trimLog = setInterval(() => {
  const excess = emulator.requestLog.length - RECENT_REQUESTS;
  if (excess > 0) emulator.requestLog.splice(0, excess);
}, 60_000);
trimLog.unref();

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
