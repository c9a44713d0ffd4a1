/**
 * Many site builds through one warm Astro process (test/support/astro-build-worker.ts):
 * for checks that build a site per generated studio. Each build still gets its own
 * snapshot, outDir and cacheDir; the worker is replaced every `recycleAfter` builds so
 * memory a build leaves behind cannot pile up over a long run.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { buildEnvironment, builtSite, makeBuildDir, type BuildRun, type BuiltSite } from "./build-site.ts";

const WORKER = fileURLToPath(new URL("./astro-build-worker.ts", import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface BuildWorker {
  /**
   * Builds the site from a snapshot; a failed build resolves with its code and output (no
   * pages). `publicDir`: Astro's public folder for this build (default the project's).
   */
  build(snapshot: Snapshot, timeoutMs?: number, publicDir?: string): Promise<BuildRun & { site: BuiltSite | null }>;
  close(): Promise<void>;
}

interface Reply {
  ok: boolean;
  error?: string;
}

export async function startBuildWorker(options: { recycleAfter?: number } = {}): Promise<BuildWorker> {
  const recycleAfter = options.recycleAfter ?? 40;
  const home = await makeBuildDir();
  const snapshotPath = join(home, "snapshot.json");
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
    const started = fork(WORKER, [], { cwd: PROJECT_ROOT, env: buildEnvironment(snapshotPath), stdio: ["ignore", "pipe", "pipe", "ipc"] });
    started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child = started;
    builds = 0;
    return started;
  };

  return {
    async build(snapshot, timeoutMs = 180_000, publicDir) {
      if (child && builds >= recycleAfter) await stop();
      const worker = child ?? start();
      builds += 1;
      const dir = join(home, `site-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
      await mkdir(dir, { recursive: true });
      await writeFile(snapshotPath, JSON.stringify(snapshot), "utf8");
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
        worker.send({ outDir: join(dir, "dist"), cacheDir: join(dir, "cache"), ...(publicDir ? { publicDir } : {}) });
      });
      if (!reply.ok && child === worker) await stop();
      const run: BuildRun = {
        code: reply.ok ? 0 : 1,
        output: reply.ok ? output : `${output}\n${reply.error ?? ""}`,
        outDir: join(dir, "dist"),
        durationMs: Date.now() - started,
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
      return { ...run, site: reply.ok ? builtSite(run) : null };
    },
    async close() {
      await stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}
