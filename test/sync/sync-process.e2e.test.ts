import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { demoKey } from "../../src/emulator/index.ts";
import { snapshotSchema } from "../../src/snapshot/snapshot.ts";
import { envFor, readText, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

const CHILD = fileURLToPath(new URL("../support/sync-in-child.ts", import.meta.url));

function runChild(env: Record<string, string>, tuning: object): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(tuning)], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("npm run sync as its own process", () => {
  it("stays alive while it waits for rate-limit slots, and finishes a sync larger than the limit", async () => {
    // The emulator lives in this process, so only the child's own timers can keep it running.
    await withEmulator({ rateLimit: 10, rateWindowMs: 1_000 }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runChild(envFor(emulator, demoKey("full"), path, { STUDIO_RATE_LIMIT: "10" }), { windowMs: 1_000 });
      expect(run.code, run.stderr).toBe(0);
      expect(emulator.requestLog.length).toBeGreaterThan(30);
      expect(emulator.requestLog.every((entry) => entry.status === 200)).toBe(true);
      const snapshot = snapshotSchema.parse(JSON.parse(await readText(path)));
      expect(snapshot.classes).toHaveLength(emulator.data.classes.length);
    });
  }, 60_000);

  it("ends as soon as the sync has failed, without waiting for other requests' retry timers", async () => {
    await withEmulator({ faults: { seed: 1, error503: 0.3 } }, async (emulator) => {
      const key = emulator.keys.find((candidate) => candidate.label === "full")!;
      key.reportedScopes = [...key.scopes];
      key.scopes = key.scopes.filter((scope) => scope !== "memberships:read");
      const path = await tempSnapshotPath();
      const started = performance.now();
      // Every 503 waits 60 s before its retry; the 403 arrives long before that. The bound
      // leaves room for a child process starting on a loaded machine (about 12 s seen).
      const run = await runChild(envFor(emulator, demoKey("full"), path), { timing: { minTimeoutMs: 60_000, maxTimeoutMs: 60_000 } });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain("lacks the scope memberships:read");
      expect(performance.now() - started).toBeLessThan(30_000);
    });
  }, 120_000);
});
