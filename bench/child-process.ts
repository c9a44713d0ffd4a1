import { fork } from "node:child_process";

export interface ChildRun<T> {
  code: number | null;
  /** The child's stdout and stderr together, for error messages. */
  output: string;
  /** The last message the child sent over IPC, or null when it sent none. */
  message: T | null;
}

export interface ChildOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  /** Echo the child's output to this process's stderr as it comes. */
  echo?: boolean;
}

/**
 * Runs a Node script in its own process, so its peak memory (resourceUsage().maxRSS,
 * which the child reports over IPC) and module state are its own.
 */
export function runChild<T>(script: string, args: readonly string[], options: ChildOptions): Promise<ChildRun<T>> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [...args], {
      cwd: options.cwd,
      env: options.env,
      execPath: process.execPath,
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let output = "";
    let message: T | null = null;
    const collect = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output += text;
      if (options.echo) process.stderr.write(text);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("message", (value) => (message = value as T));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, message });
    });
  });
}

/** What every benchmark child reports when its work is done. */
export interface ChildUsage {
  /** Wall time of the measured work only (not process start-up). */
  wallMs: number;
  /** Peak resident set size of the child process, bytes. */
  peakRssBytes: number;
  /**
   * CPU time (user + system) the child spent, start-up included: unlike wall time, it does
   * not grow when other programs share the machine's cores, so it shows where a build's
   * time goes on a busy machine too.
   */
  cpuMs?: number;
}

/** For a child: the CPU time it has used so far, in milliseconds. */
export const cpuMs = () => {
  const usage = process.resourceUsage();
  return (usage.userCPUTime + usage.systemCPUTime) / 1000;
};

/** For a child: its peak memory so far, in bytes (maxRSS is in kilobytes). */
export const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;

/** For a child: sends the result to the parent and waits until it is on its way. */
export function sendToParent(value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error("This script reports over IPC; run it through bench/run.ts."));
    process.send(value, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** Variables the sync or the site read; a benchmark child never inherits them from the shell. */
const PROJECT_VARIABLES = /^(STUDIO_|SYNC_|CATALOG_|SITE_URL$|GITHUB_OUTPUT$|GITHUB_STEP_SUMMARY$)/;

/** This process's environment without the project's own variables, plus `extra`. */
export function childEnv(extra: Record<string, string>): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
  for (const name of Object.keys(env)) if (PROJECT_VARIABLES.test(name)) delete env[name];
  return { ...env, ...extra };
}
