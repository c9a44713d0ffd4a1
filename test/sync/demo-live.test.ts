import { existsSync, fstatSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotSchema } from "../../src/snapshot/snapshot.ts";
import { demoKey } from "../../src/emulator/index.ts";
import { DEMO_LIVE_DIR, runDemoLive } from "../../src/sync/demo-live.ts";
import { closedPort } from "../support/sockets.ts";

/**
 * `runDemoLive`'s own steps, in-process and in seconds: the real emulator and the real
 * sync, with a stand-in for Astro in the project folder (`node_modules/astro/bin/astro.mjs`)
 * that records how it was started and then builds, serves, fails or hangs as a test asks.
 * The real Astro build and its processes are demo-live.e2e.test.ts's.
 */

/** What the stand-in wrote for each start: its command, arguments, process id and the settings it was given. */
interface AstroStart {
  command: string;
  args: string[];
  pid: number;
  /** Its standard input is /dev/null; its output and errors the device and inode of each. */
  stdin: boolean;
  stdout: string;
  stderr: string;
  /** A process the stand-in started in its own group and left running (as Vite leaves esbuild), if asked. */
  stray: number | null;
  env: Record<string, string | undefined>;
}

/**
 * FAKE_ASTRO_<COMMAND> says what it does: "exit:N" ends with code N, "signal:NAME" ends by
 * that signal, "hang" runs until signalled, "stubborn" runs and ignores SIGTERM, "graceful"
 * takes 200 ms to end after SIGTERM.
 * FAKE_ASTRO_STRAY=1 leaves a child running in its process group first ("stubborn": one
 * that ignores SIGTERM, as only SIGKILL ends it).
 */
const FAKE_ASTRO = `
import { appendFileSync, fstatSync } from "node:fs";
import { spawn } from "node:child_process";
const [command, ...args] = process.argv.slice(2);
let stray = null;
if (process.env.FAKE_ASTRO_STRAY) {
  const ignoresTerm = process.env.FAKE_ASTRO_STRAY === "stubborn" ? "process.on('SIGTERM', () => {}); " : "";
  const child = spawn(process.execPath, ["-e", ignoresTerm + "process.stdout.write('ready'); setInterval(() => {}, 1000)"], { stdio: ["ignore", "pipe", "ignore"] });
  // Only once it runs (and ignores SIGTERM, if it does) is it left behind.
  await new Promise((resolve) => child.stdout.once("data", resolve));
  child.stdout.destroy();
  child.unref();
  stray = child.pid;
}
const names = ["STUDIO_API_URL", "STUDIO_API_KEY", "STUDIO_TIMEZONE", "STUDIO_PUBLIC_KEY", "STUDIO_PUBLIC_API_URL", "CATALOG_SNAPSHOT", "SITE_URL", "PREVIOUS_SNAPSHOT_URL", "OWNER_SETTING"];
const env = Object.fromEntries(names.map((name) => [name, process.env[name]]));
const device = (fd) => { const stat = fstatSync(fd); return stat.dev + ":" + stat.ino; };
const stdin = fstatSync(0).isCharacterDevice();
appendFileSync(process.env.FAKE_ASTRO_LOG, JSON.stringify({ command, args, pid: process.pid, stdin, stdout: device(1), stderr: device(2), stray, env }) + "\\n");
const mode = process.env["FAKE_ASTRO_" + command.toUpperCase()] ?? "exit:0";
if (mode === "stubborn") process.on("SIGTERM", () => {});
if (mode === "graceful") {
  process.on("SIGTERM", () => setTimeout(() => {
    appendFileSync(process.env.FAKE_ASTRO_LOG, JSON.stringify({ command: "ended on its own after SIGTERM", args: [], pid: process.pid, stray: null, env: {} }) + "\\n");
    process.exit(0);
  }, 200));
}
// A server that runs listens on its port, as astro preview does (the demo announces itself only then).
if (command === "preview" && (mode === "hang" || mode === "stubborn" || mode === "graceful")) {
  const { createServer } = await import("node:net");
  createServer((socket) => socket.destroy()).listen(Number(args[args.indexOf("--port") + 1]));
}
if (mode === "hang" || mode === "stubborn" || mode === "graceful") setInterval(() => {}, 1000);
else if (mode.startsWith("signal:")) process.kill(process.pid, mode.slice("signal:".length));
else process.exit(Number(mode.slice("exit:".length)));
`;

interface Root {
  dir: string;
  log: string;
  starts(): Promise<AstroStart[]>;
}

const roots: Root[] = [];

/** Whatever a broken demo left running is ended here, so it cannot outlive the test. */
afterEach(async () => {
  for (const root of roots.splice(0)) {
    for (const start of await root.starts()) {
      // Only a process that is still the stand-in or its stray (a pid may have been reused).
      const commandOf = (pid: number) => readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
      const kill = (pid: number) => {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Ended in the meantime.
        }
      };
      if ((await commandOf(start.pid)).includes(root.dir)) kill(-start.pid);
      if (start.stray !== null && (await commandOf(start.stray)).includes("setInterval")) kill(start.stray);
    }
  }
});

/** A project folder whose `astro` package is the stand-in. */
async function fakeProject(): Promise<Root> {
  const dir = await mkdtemp(join(tmpdir(), "demo-live-"));
  const astro = join(dir, "node_modules", "astro");
  await mkdir(join(astro, "bin"), { recursive: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: "fake-project", private: true }));
  await writeFile(join(astro, "package.json"), JSON.stringify({ name: "astro", version: "0.0.0-fake", type: "module" }));
  await writeFile(join(astro, "bin", "astro.mjs"), FAKE_ASTRO);
  const log = join(dir, "astro-starts.jsonl");
  // Whole lines only: the stand-in may be midway through its first append (a run read the file empty once, and failed on it).
  const starts = async () =>
    existsSync(log) ? (await readFile(log, "utf8")).split("\n").slice(0, -1).map((line) => JSON.parse(line) as AstroStart) : [];
  const root = { dir, log, starts };
  roots.push(root);
  return root;
}

/** Whether the process still runs: a zombie (ended, waiting to be reaped) does not. */
async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
}

/** Whether the process has ended within a second (a signal takes a moment to land). */
async function ended(pid: number): Promise<boolean> {
  const deadline = Date.now() + 1_000;
  while (await running(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/** The device and inode behind one of this process's file descriptors, as the stand-in records its own. */
const device = (fd: number) => {
  const stat = fstatSync(fd);
  return `${stat.dev}:${stat.ino}`;
};

const stopOnceServing = (root: Root) => async (stop: AbortController) => {
  await startsOf(root, 2);
  stop.abort();
};

/** Stops the demo once it has announced its address (which it does once its server answers). */
const stopOnceAnnounced = async (stop: AbortController, stdout: () => string) => {
  const deadline = Date.now() + 10_000;
  while (!stdout().includes("Live spots demo:") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  stop.abort();
};

interface DemoRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs the demo in `root` with the owner's `env`; `whileRunning` gets the controller that stops it. */
async function runDemo(
  root: Root,
  env: Record<string, string>,
  options: { port?: number; emulatorPort?: number; graceMs?: number; whileRunning?: (stop: AbortController, stdout: () => string) => Promise<void> } = {},
): Promise<DemoRun> {
  let stdout = "";
  let stderr = "";
  const stop = new AbortController();
  const running = runDemoLive({
    root: root.dir,
    env: { FAKE_ASTRO_LOG: root.log, ...env },
    port: options.port,
    emulatorPort: options.emulatorPort ?? 0,
    graceMs: options.graceMs,
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    signal: stop.signal,
  });
  await options.whileRunning?.(stop, () => stdout);
  const exitCode = await running;
  return { exitCode, stdout, stderr };
}

/** Waits until the stand-in has been started `count` times. */
async function startsOf(root: Root, count: number): Promise<AstroStart[]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const starts = await root.starts();
    if (starts.length >= count) return starts;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`astro was not started ${count} times within 10 s`);
}

describe("npm run demo:live's steps", () => {
  it("syncs the demo into .demo-live/, builds it with the emulator's publishable key, serves it on the port, and on stop ends the server at once and the emulator", async () => {
    const root = await fakeProject();
    const emulatorPort = await closedPort();
    let stoppedAt = 0;
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "hang", OWNER_SETTING: "kept", PREVIOUS_SNAPSHOT_URL: "https://schedule.example.com/catalog-snapshot.json" }, {
      port: 4599,
      emulatorPort,
      whileRunning: async (stop, stdout) => {
        await startsOf(root, 2);
        await stopOnceAnnounced(new AbortController(), stdout);
        stoppedAt = performance.now();
        stop.abort();
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // SIGTERM ends it: no wait for the 5 s grace before SIGKILL.
    expect(performance.now() - stoppedAt).toBeLessThan(3_000);

    const [build, preview] = await root.starts();
    const demoDir = join(root.dir, DEMO_LIVE_DIR);
    expect(build!.command).toBe("build");
    expect(build!.args).toEqual(["--outDir", join(demoDir, "dist")]);
    expect(preview!.command).toBe("preview");
    // Beside the owner's own `npm run preview` of the same folder, whose lock file Astro would otherwise refuse to start a second one by.
    expect(preview!.args).toEqual(["--outDir", join(demoDir, "dist"), "--port", "4599", "--ignore-lock"]);
    const apiUrl = build!.env.STUDIO_API_URL!;
    expect(apiUrl).toBe(`http://127.0.0.1:${emulatorPort}/v1`);
    // Astro reads no input and writes to the demo's own terminal.
    for (const start of [build!, preview!]) {
      expect([start.stdin, start.stdout, start.stderr]).toEqual([true, device(1), device(2)]);
    }
    // The demo's own settings over the owner's, and the owner's others passed on.
    expect(build!.env).toEqual({
      STUDIO_API_URL: apiUrl,
      STUDIO_API_KEY: demoKey("publishable"),
      STUDIO_TIMEZONE: "America/New_York",
      STUDIO_PUBLIC_KEY: demoKey("publishable"),
      STUDIO_PUBLIC_API_URL: apiUrl,
      CATALOG_SNAPSHOT: join(demoDir, "snapshot.json"),
      SITE_URL: "http://localhost:4599",
      PREVIOUS_SNAPSHOT_URL: "none",
      OWNER_SETTING: "kept",
    });
    expect(preview!.env).toEqual(build!.env);

    // The snapshot the build read is the demo studio's, synced from that emulator.
    const snapshot = snapshotSchema.parse(JSON.parse(await readFile(join(demoDir, "snapshot.json"), "utf8")));
    expect(snapshot.source).toEqual({ kind: "api", api_url: apiUrl });
    expect(snapshot.classes.length).toBeGreaterThan(0);
    expect(run.stderr).toContain("\nFirst sync: ");
    expect(run.stderr).not.toContain("No STUDIO_API_KEY is set");

    expect(run.stdout).toBe(`
Live spots demo: http://localhost:4599/classes/ (the API emulator at ${apiUrl} changes a few classes' spots every 5 s).
Each tab keeps answers for 60 s: open a page in a new tab, or wait a minute and come back, to see the spots move.
The demo is built in .demo-live/; your dist/ and .catalog/ are left as they were. Press Ctrl-C to stop.

`);
    expect(await ended(preview!.pid)).toBe(true);
    await expect(fetch(`${apiUrl}/me`)).rejects.toThrow();
  });

  it("serves on port 4321 unless told otherwise", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "hang" }, { whileRunning: stopOnceAnnounced });
    expect(run.exitCode, run.stderr).toBe(0);
    const [build, preview] = await root.starts();
    expect(preview!.args.slice(-3)).toEqual(["--port", "4321", "--ignore-lock"]);
    expect(build!.env.SITE_URL).toBe("http://localhost:4321");
    expect(run.stdout).toContain("\nLive spots demo: http://localhost:4321/classes/ (");
  });

  it("checks its ports before anything else: with one in use it says which and how to choose another, and starts, syncs and announces nothing", async () => {
    for (const [flag, which] of [["--port", "port"], ["--emulator-port", "emulatorPort"]] as const) {
      const root = await fakeProject();
      const busy = createServer();
      const port = await new Promise<number>((resolve) => busy.listen(0, "127.0.0.1", () => resolve((busy.address() as AddressInfo).port)));
      try {
        const other = await closedPort();
        const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "hang" }, which === "port" ? { port, emulatorPort: other } : { port: other, emulatorPort: port });
        expect(run.exitCode).toBe(1);
        expect(run.stdout).toBe("");
        expect(run.stderr).toBe(
          `Port ${port} is already in use on this computer (another npm run preview, npm run dev or demo?), so the demo did not start. Stop what uses it, or choose another port: npm run demo:live -- ${flag} ${port + 1}\n`,
        );
        expect(await root.starts()).toEqual([]);
        expect(existsSync(join(root.dir, DEMO_LIVE_DIR))).toBe(false);
      } finally {
        await new Promise((resolve) => busy.close(resolve));
      }
    }
  });

  it("announces its address only once the server answers there, and not at all when the server ends first", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "exit:1" }, { port: await closedPort() });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("astro preview stopped on its own (exit code 1), so the demo stopped too.\n");
  });

  it("stops with exit code 1 when the build fails, saying so, and serves nothing", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_BUILD: "exit:3" });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.endsWith("The demo's astro build failed (exit code 3); see its output above.\n")).toBe(true);
    expect((await root.starts()).map((start) => start.command)).toEqual(["build"]);
    expect(run.stdout).toBe("");
  });

  it("stops with exit code 1 when the build is killed, naming the signal", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_BUILD: "signal:SIGKILL" });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.endsWith("The demo's astro build failed (signal SIGKILL); see its output above.\n")).toBe(true);
  });

  it("stops with exit code 1 when the server ends on its own, saying so", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "exit:0" });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.endsWith("astro preview stopped on its own (exit code 0), so the demo stopped too.\n")).toBe(true);
    expect((await root.starts()).map((start) => start.command)).toEqual(["build", "preview"]);
  });

  it("on stop during the build ends the build and exits 0 without serving", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_BUILD: "hang" }, {
      whileRunning: async (stop) => {
        await startsOf(root, 1);
        stop.abort();
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const starts = await root.starts();
    expect(starts.map((start) => start.command)).toEqual(["build"]);
    expect(await ended(starts[0]!.pid)).toBe(true);
    expect(run.stdout).toBe("");
  });

  it("ends what a step left running in its process group once the step ends", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_STRAY: "1", FAKE_ASTRO_BUILD: "exit:3" });
    expect(run.exitCode).toBe(1);
    const [build] = await root.starts();
    expect(build!.stray).toEqual(expect.any(Number));
    expect(await ended(build!.stray!)).toBe(true);
  });

  it("kills what the build left running before the server starts, even what ignores SIGTERM, and on stop what the server started", async () => {
    const root = await fakeProject();
    let buildStrayEnded = false;
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "hang", FAKE_ASTRO_STRAY: "stubborn" }, {
      whileRunning: async (stop) => {
        const [build] = await startsOf(root, 2);
        buildStrayEnded = await ended(build!.stray!);
        stop.abort();
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(buildStrayEnded).toBe(true);
    const [, preview] = await root.starts();
    expect(await ended(preview!.pid)).toBe(true);
    expect(await ended(preview!.stray!)).toBe(true);
  });

  it("kills a server that ignores SIGTERM once the grace time is over", async () => {
    const root = await fakeProject();
    let stoppedAt = 0;
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "stubborn" }, {
      graceMs: 300,
      whileRunning: async (stop, stdout) => {
        await startsOf(root, 2);
        await stopOnceAnnounced(new AbortController(), stdout);
        stoppedAt = performance.now();
        stop.abort();
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(300);
    const [, preview] = await root.starts();
    expect(await ended(preview!.pid)).toBe(true);
  });

  it("gives a server that takes a moment to end after SIGTERM its time", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { FAKE_ASTRO_PREVIEW: "graceful" }, { whileRunning: stopOnceServing(root) });
    expect(run.exitCode, run.stderr).toBe(0);
    expect((await root.starts()).map((start) => start.command)).toEqual(["build", "preview", "ended on its own after SIGTERM"]);
  });

  it("returns the sync's exit code and starts no build when the sync fails", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, { STUDIO_LOCALE: "xx-nowhere-at-all-9" });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      'The configuration has a problem:\n  - STUDIO_LOCALE "xx-nowhere-at-all-9" is not a language tag. Use one such as en-US, en-GB, es-US or fr-CA.\n' +
        'Set these in the environment or in a .env file in the project folder (README, "Connect your studio").\n' +
        "Sync not started: 1 configuration problem(s) (STUDIO_LOCALE).\n",
    );
    expect(await root.starts()).toEqual([]);
  });

  it("starts no build when stopped before the sync ends", async () => {
    const root = await fakeProject();
    const run = await runDemo(root, {}, { whileRunning: async (stop) => stop.abort() });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain("Snapshot written to ");
    expect(await root.starts()).toEqual([]);
  });
});
