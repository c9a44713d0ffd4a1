import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoKey } from "../../src/emulator/index.ts";
import { DEMO_LIVE_DIR } from "../../src/sync/demo-live.ts";
import { SITE_VARIABLES, VITEST_VARIABLES } from "../support/build-site.ts";
import { closedPort } from "../support/sockets.ts";

/**
 * `npm run demo:live` as a person runs it, in a process of its own: it must leave the
 * owner's build (`dist/`, which `npm run preview` serves) and snapshot (`.catalog/`) as
 * they were, and when it is stopped (SIGTERM, Ctrl-C) or a child of it fails, no process
 * it started may outlive it. Its processes are found in /proc by their parent chain, so a
 * grandchild (Vite's esbuild service) counts too.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "scripts", "demo-live.ts");
const OWNER_DIST = join(ROOT, "dist");
const OWNER_CATALOG = join(ROOT, ".catalog");
let createdDist = false;

/** sha256 of every file under `dir` by relative path; empty when there is no such folder. */
async function treeDigest(dir: string): Promise<Record<string, string>> {
  if (!existsSync(dir)) return {};
  const digests: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[path.slice(dir.length)] = createHash("sha256").update(await readFile(path)).digest("hex");
  }
  return digests;
}

const ownerFiles = async () => ({ dist: await treeDigest(OWNER_DIST), model: await treeDigest(OWNER_CATALOG) });

interface ProcessId {
  pid: number;
  /** Start time in clock ticks since boot, so a reused pid is not mistaken for ours. */
  start: string;
  command: string;
}

async function readStat(pid: number): Promise<{ ppid: number; state: string; start: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may hold spaces: the fields after its last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0]!, ppid: Number(fields[1]), start: fields[19]! };
  } catch {
    return null;
  }
}

/** Every living process whose parent chain leads to `root`. */
async function descendants(root: number): Promise<ProcessId[]> {
  const parents = new Map<number, number[]>();
  const stats = new Map<number, { state: string; start: string }>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readStat(Number(name));
    if (!stat) continue;
    stats.set(Number(name), stat);
    parents.set(stat.ppid, [...(parents.get(stat.ppid) ?? []), Number(name)]);
  }
  const found: ProcessId[] = [];
  const queue = [...(parents.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const stat = stats.get(pid)!;
    if (stat.state === "Z") continue;
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    found.push({ pid, start: stat.start, command: command.split("\0").join(" ").trim() });
    queue.push(...(parents.get(pid) ?? []));
  }
  return found;
}

/** A zombie has ended; only its parent's bookkeeping is left. */
async function stillRunning(ids: readonly ProcessId[]): Promise<ProcessId[]> {
  const running: ProcessId[] = [];
  for (const id of ids) {
    const stat = await readStat(id.pid);
    if (stat && stat.start === id.start && stat.state !== "Z") running.push(id);
  }
  return running;
}

async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs: number, demo: Demo): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    if (demo.child.exitCode !== null) throw new Error(`demo:live exited (${demo.child.exitCode}) before ${what}:\n${demo.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}:\n${demo.output()}`);
}

interface Demo {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output(): string;
}

async function startDemo(): Promise<Demo> {
  const port = await closedPort();
  const env: Record<string, string | undefined> = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
  for (const name of [...SITE_VARIABLES, ...VITEST_VARIABLES]) delete env[name];
  const child = spawn("nice", ["-n", "10", process.execPath, SCRIPT, "--port", String(port), "--emulator-port", "0"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, exited, output: () => text };
}

/** The demo's own processes: `nice` execs node, so the spawned pid is the demo itself. */
const demoProcesses = (demo: Demo) => descendants(demo.child.pid!);

/** Runs `work` on a demo of its own, which never outlives the test. */
async function withDemo(work: (demo: Demo) => Promise<void>): Promise<void> {
  const demo = await startDemo();
  try {
    await work(demo);
  } finally {
    demo.child.kill("SIGKILL");
  }
}

/** The demo's processes once its astro build runs. */
const whenBuilding = (demo: Demo) =>
  waitFor(
    "astro build to start",
    async () => {
      const processes = await demoProcesses(demo);
      return processes.some((id) => id.command.includes("astro.mjs build")) ? processes : null;
    },
    60_000,
    demo,
  );

let before: Awaited<ReturnType<typeof ownerFiles>>;

beforeAll(async () => {
  // Without a build of the owner's, a stand-in: an Astro build into dist/ would empty it.
  if (!existsSync(OWNER_DIST)) {
    createdDist = true;
    await mkdir(OWNER_DIST);
    await writeFile(join(OWNER_DIST, "index.html"), "<!doctype html><title>The owner's own build</title>\n");
  }
  before = await ownerFiles();
  expect(Object.keys(before.dist)).not.toEqual([]);
});

afterAll(async () => {
  if (createdDist) await rm(OWNER_DIST, { recursive: true, force: true });
});

describe("npm run demo:live", () => {
  it("serves its own build with live spots, and on SIGTERM ends every process it started, leaving dist/ and .catalog/ as they were", () =>
    withDemo(async (demo) => {
      const page = await waitFor(
        "the demo to serve /classes/",
        async () => {
          const response = await fetch(`http://localhost:${demo.port}/classes/`).catch(() => null);
          return response?.status === 200 ? response.text() : null;
        },
        180_000,
        demo,
      );
      // The served pages are the demo's: they call the emulator with its publishable key.
      expect(page).toContain(demoKey("publishable"));
      expect(existsSync(join(ROOT, DEMO_LIVE_DIR, "dist", "classes", "index.html"))).toBe(true);
      const started = await demoProcesses(demo);
      expect(started.some((id) => id.command.includes("astro.mjs preview"))).toBe(true);

      demo.child.kill("SIGTERM");
      expect(await demo.exited).toBe(0);
      expect(await stillRunning(started)).toEqual([]);
      expect(await ownerFiles()).toEqual(before);
    }), 240_000);

  it("on Ctrl-C (SIGINT) during its build ends the build at once, and leaves dist/ and .catalog/ as they were", () =>
    withDemo(async (demo) => {
      const started = await whenBuilding(demo);
      const stopping = Date.now();
      demo.child.kill("SIGINT");
      expect(await demo.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(8_000);
      expect(await stillRunning(started)).toEqual([]);
      expect(await ownerFiles()).toEqual(before);
    }), 120_000);

  it("stops with exit code 1 and ends the emulator when its build dies, saying which step failed", () =>
    withDemo(async (demo) => {
      const started = await whenBuilding(demo);
      const build = started.find((id) => id.command.includes("astro.mjs build"))!;
      process.kill(build.pid, "SIGKILL");
      expect(await demo.exited).toBe(1);
      expect(demo.output()).toContain("The demo's astro build failed (signal SIGKILL); see its output above.");
      expect(await stillRunning(started)).toEqual([]);
    }), 120_000);
});
