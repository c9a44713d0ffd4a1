/**
 * Site builds through warm Astro processes (test/support/astro-build-worker.ts), each build
 * with its own environment, snapshot, outDir and cacheDir; a process is replaced every
 * `recycleAfter` builds so memory a build leaves behind cannot pile up over a long run.
 *
 * - `startBuildWorker`: one warm process, for checks that build a site per generated studio.
 * - `startBuildPool`: a few, for the run's test services (test/support/test-services.ts),
 *   which build every test file's successful sites (test/support/build-site.ts).
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import type { WorkerBuild } from "./astro-build-worker.ts";
import { buildEnvironment, builtSite, makeBuildDir, type BuildRun, type BuiltSite } from "./build-site.ts";

const WORKER = fileURLToPath(new URL("./astro-build-worker.ts", import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** One build for a warm process: its folder (dist/ and cache/ go inside) and what the worker needs. */
export interface WarmBuild extends Omit<WorkerBuild, "outDir" | "cacheDir"> {
  dir: string;
  timeoutMs?: number;
}

interface Reply {
  ok: boolean;
  error?: string;
}

/** One warm Astro process, building one site at a time; started on first use and after a failure. */
function warmBuilder(recycleAfter: number, tally = { processes: 0 }) {
  let child: ChildProcess | null = null;
  let output = "";
  let builds = 0;

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  };

  const start = () => {
    const forked = fork(WORKER, [], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe", "ipc"] });
    forked.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    forked.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child = forked;
    builds = 0;
    tally.processes += 1;
    return forked;
  };

  return {
    async build({ dir, timeoutMs = 180_000, ...job }: WarmBuild): Promise<BuildRun> {
      if (child && builds >= recycleAfter) await stop();
      const worker = child ?? start();
      builds += 1;
      await mkdir(dir, { recursive: true });
      output = "";
      const started = Date.now();
      const reply = await new Promise<Reply>((resolve) => {
        const timer = setTimeout(() => {
          resolve({ ok: false, error: `the build took longer than ${timeoutMs} ms` });
          void stop();
        }, timeoutMs);
        const done = (message: Reply) => {
          clearTimeout(timer);
          worker.off("message", done);
          worker.off("exit", exited);
          resolve(message);
        };
        const exited = (code: number | null) => done({ ok: false, error: `the build worker exited with code ${code}` });
        worker.on("message", done);
        worker.once("exit", exited);
        worker.send({ ...job, outDir: join(dir, "dist"), cacheDir: join(dir, "cache") } satisfies WorkerBuild);
      });
      // A failed build may leave the process half-way through something: the next build gets a fresh one.
      if (!reply.ok && child === worker) await stop();
      return {
        code: reply.ok ? 0 : 1,
        output: reply.ok ? output : `${output}\n${reply.error ?? ""}`,
        outDir: join(dir, "dist"),
        durationMs: Date.now() - started,
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
    stop,
  };
}

export interface BuildWorker {
  /**
   * Builds the site from a snapshot; a failed build resolves with its code and output (no
   * pages). `publicDir`: Astro's public folder for this build (default the project's).
   */
  build(snapshot: Snapshot, timeoutMs?: number, publicDir?: string): Promise<BuildRun & { site: BuiltSite | null }>;
  close(): Promise<void>;
}

/** One warm process building one site after another in the first language, each from its snapshot. */
export async function startBuildWorker(options: { recycleAfter?: number } = {}): Promise<BuildWorker> {
  const builder = warmBuilder(options.recycleAfter ?? 40);
  const home = await makeBuildDir();
  const snapshotPath = join(home, "snapshot.json");
  return {
    async build(snapshot, timeoutMs, publicDir) {
      await writeFile(snapshotPath, JSON.stringify(snapshot), "utf8");
      const dir = join(home, `site-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
      const run = await builder.build({ dir, env: buildEnvironment(snapshotPath), languages: false, ...(publicDir ? { publicDir } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
      return { ...run, site: run.code === 0 ? builtSite(run) : null };
    },
    async close() {
      await builder.stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}

export interface BuildPool {
  /** Runs the build on the first free process, waiting for one when all are busy; resolves whatever the outcome. */
  build(job: WarmBuild): Promise<BuildRun>;
  /** The builds run so far, and the Astro processes started for them. */
  counts(): { builds: number; processes: number };
  close(): Promise<void>;
}

/** `size` warm processes sharing a queue of builds. */
export function startBuildPool(options: { size: number; recycleAfter?: number }): BuildPool {
  const tally = { processes: 0 };
  let builds = 0;
  const idle = Array.from({ length: options.size }, () => warmBuilder(options.recycleAfter ?? 20, tally));
  const all = [...idle];
  const waiting: ((builder: ReturnType<typeof warmBuilder>) => void)[] = [];
  const take = () => idle.pop() ?? new Promise<ReturnType<typeof warmBuilder>>((resolve) => waiting.push(resolve));
  const give = (builder: ReturnType<typeof warmBuilder>) => {
    const next = waiting.shift();
    if (next) next(builder);
    else idle.push(builder);
  };
  return {
    async build(job) {
      const builder = await take();
      builds += 1;
      try {
        return await builder.build(job);
      } finally {
        give(builder);
      }
    },
    counts: () => ({ builds, processes: tally.processes }),
    async close() {
      await Promise.all(all.map((builder) => builder.stop()));
    },
  };
}
