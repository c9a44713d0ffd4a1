import { EmulatorOptionsError, generateStudio, readStudioDataFile, startEmulator, type EmulatorKey, type StudioData } from "../src/emulator/index.ts";
import { parseFlags, wholeNumberFlag } from "./cli-flags.ts";

const USAGE = `Usage: npm run emulator -- [--port N] [--classes N] [--seasons N] [--data FILE]
  --port N      listen on port N (default: any free port)
  --classes N   serve a generated studio with N classes instead of the demo studio
  --seasons N   seasons in the generated studio (default 40; needs --classes)
  --data FILE   serve the studio in FILE (JSON StudioData, as \`npm run fuzz\` saves a failing case)`;

const wholeNumber = (flag: string, raw: string | undefined, min: number, max: number) => wholeNumberFlag(flag, raw, min, max, USAGE);

function describeKey(key: EmulatorKey): string {
  const scopes = key.scopes.length > 0 ? key.scopes.join(", ") : "no scopes";
  return `  ${key.label.padEnd(13)} ${key.key}  (${key.type}; ${key.revoked ? "REVOKED; " : ""}${scopes})`;
}

const values = parseFlags(["port", "classes", "seasons", "data"], USAGE);

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
