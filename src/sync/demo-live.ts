import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { connect, createServer } from "node:net";
import { dirname, join } from "node:path";
import type { Environment } from "../config.ts";
import { demoKey, startEmulator } from "../emulator/index.ts";
import { runSyncCommand } from "./sync-command.ts";
import type { LogStream } from "./sync-log.ts";

/**
 * `npm run demo:live`: the demo studio with live spots. The API emulator runs with spots
 * changing every few seconds; the site is synced from it, built with the emulator's
 * publishable key and served by `astro preview`, so the pages refresh spots from it.
 *
 * Everything it writes stays in `.demo-live/`: the owner's `dist/` (which `npm run
 * preview` serves) and `.catalog/` hold their own site, whose pages must never call a
 * local emulator that is gone once the demo stops.
 */
export const DEMO_LIVE_DIR = ".demo-live";
export const DEMO_LIVE_PORT = 4321;
export const DEMO_LIVE_EMULATOR_PORT = 4510;

export interface DemoLiveOptions {
  /** The project folder: Astro's root, under which `.demo-live/` is written. */
  readonly root: string;
  /** The owner's environment (readEnvironment()); the demo's own settings override it. */
  readonly env: Environment;
  /** Where `astro preview` serves (default 4321). */
  readonly port?: number;
  /** Where the emulator listens (default 4510; 0 for any free port). */
  readonly emulatorPort?: number;
  readonly stdout: LogStream;
  readonly stderr: LogStream;
  /** Aborted on SIGINT or SIGTERM: the demo ends every child it started, then resolves. */
  readonly signal: AbortSignal;
  /** How long a child has to end after SIGTERM before it gets SIGKILL; 5 000 ms unless a test scales time down. */
  readonly graceMs?: number;
}

/**
 * Why nothing can listen on `port` of this computer ("EADDRINUSE": something already does),
 * found by listening there for a moment; null when the port is free.
 */
export function portProblem(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Whether a server answers a connection on localhost:`port`. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Resolves "listening" once the server on `port` answers, or with how `child` ended if it ends first. */
async function listeningOrEnded(port: number, child: Child): Promise<string> {
  let ended: string | null = null;
  void child.ended.then((how) => (ended = how));
  while (ended === null) {
    if (await answers(port)) return "listening";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ended;
}

const GRACE_MS = 5_000;

interface Child {
  readonly process: ChildProcess;
  /** How it ended: its exit code, or the signal that ended it. */
  readonly ended: Promise<string>;
}

/**
 * The demo's child processes. Each runs in a process group of its own (`detached`), so
 * ending the group also ends what it started (Vite's esbuild service), and a terminal's
 * Ctrl-C reaches the demo, which ends them in order, rather than each child on its own.
 */
function childProcesses(root: string, env: Environment, stderr: LogStream, graceMs: number) {
  const running = new Set<Child>();
  const astro = join(dirname(createRequire(join(root, "package.json")).resolve("astro/package.json")), "bin", "astro.mjs");
  const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  return {
    astro(args: readonly string[]): Child {
      const spawned = spawn(process.execPath, [astro, ...args], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
      const ended = new Promise<string>((resolve) => {
        spawned.once("error", (error) => {
          stderr.write(`Could not start astro ${args[0]}: ${error.message}\n`);
          resolve("failed to start");
        });
        spawned.once("exit", (code, signal) => resolve(signal === null ? `exit code ${code}` : `signal ${signal}`));
      });
      const child = { process: spawned, ended };
      running.add(child);
      void ended.then(() => {
        // Whatever it left in its group (a stray worker) goes with it.
        signalGroup(spawned, "SIGKILL");
        running.delete(child);
      });
      return child;
    },
    /** SIGTERM to every child's group, SIGKILL to any still there after the grace time. */
    async endAll(): Promise<void> {
      await Promise.all(
        [...running].map(async (child) => {
          signalGroup(child.process, "SIGTERM");
          const timer = setTimeout(() => signalGroup(child.process, "SIGKILL"), graceMs);
          await child.ended;
          clearTimeout(timer);
        }),
      );
    },
  };
}

/** Resolves with "stop" once `signal` is aborted. */
const stopRequested = (signal: AbortSignal) =>
  new Promise<"stop">((resolve) => {
    if (signal.aborted) resolve("stop");
    else signal.addEventListener("abort", () => resolve("stop"), { once: true });
  });

/** Runs the demo until `signal` is aborted (exit code 0) or a step fails (its exit code, or 1). */
export async function runDemoLive(options: DemoLiveOptions): Promise<number> {
  const port = options.port ?? DEMO_LIVE_PORT;
  const emulatorPort = options.emulatorPort ?? DEMO_LIVE_EMULATOR_PORT;
  // Both ports first, before anything is synced, built or announced (an owner's `npm run preview` holds 4321).
  for (const [flag, wanted] of [["--port", port], ["--emulator-port", emulatorPort]] as const) {
    const problem = wanted === 0 ? null : await portProblem(wanted);
    if (problem === null) continue;
    const why = problem === "EADDRINUSE" ? "is already in use on this computer (another npm run preview, npm run dev or demo?)" : `cannot be used (${problem})`;
    const other = wanted >= 65_535 ? wanted - 1 : wanted + 1;
    options.stderr.write(`Port ${wanted} ${why}, so the demo did not start. Stop what uses it, or choose another port: npm run demo:live -- ${flag} ${other}\n`);
    return 1;
  }
  const dir = join(options.root, DEMO_LIVE_DIR);
  const outDir = join(dir, "dist");
  const stop = stopRequested(options.signal);
  const emulator = await startEmulator({ port: emulatorPort, liveChanges: { everyMs: 5_000, classes: 3 } });
  const env: Environment = {
    ...options.env,
    STUDIO_API_URL: emulator.url,
    // A publishable key is all a sync needs, as for the demo `npm run build` syncs; the pages carry the same one.
    STUDIO_API_KEY: demoKey("publishable"),
    STUDIO_TIMEZONE: emulator.data.timezone,
    STUDIO_PUBLIC_KEY: demoKey("publishable"),
    STUDIO_PUBLIC_API_URL: emulator.url,
    CATALOG_SNAPSHOT: join(dir, "snapshot.json"),
    SITE_URL: `http://localhost:${port}`,
    // The demo compares with its own last run only, never with a site at SITE_URL.
    PREVIOUS_SNAPSHOT_URL: "none",
  };
  const children = childProcesses(options.root, env, options.stderr, options.graceMs ?? GRACE_MS);
  try {
    const synced = await runSyncCommand({ stderr: options.stderr, env });
    if (synced !== 0 || options.signal.aborted) return synced;

    const build = children.astro(["build", "--outDir", outDir]);
    const built = await Promise.race([build.ended, stop]);
    if (built === "stop") return 0;
    if (built !== "exit code 0") {
      options.stderr.write(`The demo's astro build failed (${built}); see its output above.\n`);
      return 1;
    }

    // --ignore-lock: Astro refuses a second preview of one project folder (its lock file) even on
    // another port, so the owner's `npm run preview` would stop the demo's; this one runs in the foreground.
    const preview = children.astro(["preview", "--outDir", outDir, "--port", String(port), "--ignore-lock"]);
    const ready = await Promise.race([listeningOrEnded(port, preview), stop]);
    if (ready === "stop") return 0;
    if (ready === "listening") {
      options.stdout.write(`
Live spots demo: http://localhost:${port}/classes/ (the API emulator at ${emulator.url} changes a few classes' spots every 5 s).
Each tab keeps answers for 60 s: open a page in a new tab, or wait a minute and come back, to see the spots move.
The demo is built in ${DEMO_LIVE_DIR}/; your dist/ and .catalog/ are left as they were. Press Ctrl-C to stop.

`);
    }
    const served = await Promise.race([preview.ended, stop]);
    if (served === "stop") return 0;
    options.stderr.write(`astro preview stopped on its own (${served}), so the demo stopped too.\n`);
    return 1;
  } finally {
    await children.endAll();
    await emulator.close();
  }
}
