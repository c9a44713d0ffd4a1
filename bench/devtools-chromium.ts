import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "../test/support/chromium.ts";

export interface DevtoolsChromium {
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

const LISTENING = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

/** Starts the Chromium test/support/chromium.ts finds, with a fresh profile and a remote-debugging port for Lighthouse. */
export async function launchDevtoolsChromium(timeoutMs = 30_000): Promise<DevtoolsChromium> {
  const { executablePath, args, env } = await findChromium();
  const profile = await mkdtemp(join(tmpdir(), "bench-chromium-"));
  const child: ChildProcess = spawn(executablePath, [...args, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with code ${code} before opening its DevTools port:\n${output}`));
      });
    });
    // Keep draining stderr so Chromium never blocks on a full pipe.
    child.stderr?.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
