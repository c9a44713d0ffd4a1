import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { demoKey, type RunningEmulator } from "../../src/emulator/index.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { classSessionsThrough } from "../../src/sync/sync.ts";
import { busiestWindow } from "../support/busiest-window.ts";
import { closedPort } from "../support/sockets.ts";
import { envFor, readText, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

const TODAY = "2026-11-21";
const NOW = () => new Date("2026-11-21T17:00:00Z");
const clock = () => NOW().getTime();
/** Time scaled down so retries and the rolling window run in seconds, as octokit's tests do. */
const FAST_TIMING = { minTimeoutMs: 5, maxTimeoutMs: 50, timeoutMs: 1_000, retries: 8, maxRetryTimeMs: 10_000 };
const WINDOW_MS = 1_000;
const LIMIT = 20;

/** The emulator's busiest rolling window, from its own request log. */
const busiestLoggedWindow = (emulator: RunningEmulator, windowMs: number) => busiestWindow(emulator.requestLog.map((entry) => entry.at), windowMs);

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();

async function syncedSnapshot(emulator: RunningEmulator, path: string, extra: Record<string, string> = {}) {
  return runSync(envFor(emulator, demoKey("full"), path, extra), NOW, { timing: FAST_TIMING, windowMs: WINDOW_MS });
}

describe("sync under faults", () => {
  it("completes with every record through 500s, 503s, 429s, resets and cut-off bodies, never over the limit in any window", async () => {
    const faults = { seed: 42, error500: 0.05, error503: 0.03, spurious429: 0.02, reset: 0.02, truncate: 0.02 };
    // The real clock (no `now`): the emulator's rate limit and request log need true arrival times.
    await withEmulator({ today: TODAY, faults, rateLimit: LIMIT, rateWindowMs: WINDOW_MS }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await syncedSnapshot(emulator, path, { STUDIO_RATE_LIMIT: String(LIMIT) });
      expect(run.exitCode, run.stderr).toBe(0);

      const snapshot: Snapshot = JSON.parse(await readText(path));
      const { data } = emulator;
      expect(ids(snapshot.classes)).toEqual(ids(data.classes));
      expect(ids(snapshot.membership_types)).toEqual(ids(data.membershipTypes));
      expect(Object.keys(snapshot.season_details).sort()).toEqual(ids(data.registrations));
      const current = data.classes.filter((item) => item.end_date === null || item.end_date >= TODAY);
      // Each current class's sessions from today through its own last mirrored date.
      const expectedSessions = data.instances.filter((session) => {
        const item = current.find((candidate) => candidate.id === session.class_id);
        return item !== undefined && session.date >= snapshot.window.from && session.date <= classSessionsThrough(item, snapshot.window);
      });
      expect(expectedSessions.some((session) => session.date > snapshot.window.to)).toBe(true);
      expect(ids(Object.values(snapshot.sessions_by_class).flat())).toEqual(ids(expectedSessions));

      const statuses = emulator.requestLog.map((entry) => entry.status);
      expect(statuses.filter((status) => status !== 200).length).toBeGreaterThan(0);
      expect(busiestLoggedWindow(emulator, WINDOW_MS)).toBeLessThanOrEqual(LIMIT);
      const retries = Number(/(\d+) retries/.exec(run.stderr)?.[1]);
      expect(retries).toBe(emulator.requestLog.length - Number(/floor (\d+)/.exec(run.stderr)?.[1]));
    });
  }, 60_000);

  it("still retries a request that waited in the rate-limit queue longer than the retry budget", async () => {
    // A large sync queues most requests for minutes; that wait must not use up their retries.
    await withEmulator({ today: TODAY, faults: { seed: 7, error503: 0.15 }, rateLimit: 10, rateWindowMs: WINDOW_MS }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("full"), path, { STUDIO_RATE_LIMIT: "10" }), NOW, {
        timing: { ...FAST_TIMING, maxRetryTimeMs: 500 },
        windowMs: WINDOW_MS,
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(emulator.requestLog.filter((entry) => entry.status === 503).length).toBeGreaterThan(2);
      expect(busiestLoggedWindow(emulator, WINDOW_MS)).toBeLessThanOrEqual(10);
    });
  }, 60_000);

  it("exits 1 in bounded time when the server stops answering mid-sync, naming the endpoint and what to check", async () => {
    const path = await tempSnapshotPath();
    await withEmulator({ today: TODAY, now: clock }, async (healthy) => {
      expect((await runSync(envFor(healthy, demoKey("full"), path), NOW)).exitCode).toBe(0);
    });
    const before = await readFile(path);
    await withEmulator({ today: TODAY, now: clock, faults: { stopAfter: 8 } }, async (emulator) => {
      const started = performance.now();
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW, {
        timing: { ...FAST_TIMING, timeoutMs: 200, maxRetryTimeMs: 1_500 },
      });
      expect(run.exitCode).toBe(1);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(run.stderr).toMatch(/Sync failed \(timeout\): GET \/\S+ got no answer in time .*Check that STUDIO_API_URL is right/);
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  }, 30_000);

  it("exits 1 at once on a closed port, without retrying, naming STUDIO_API_URL and the network", async () => {
    const port = await closedPort();
    const path = await tempSnapshotPath();
    const started = performance.now();
    // Retries scaled up: one retry alone would wait 2 s, all six twelve.
    const run = await runSync(
      { STUDIO_API_URL: `http://127.0.0.1:${port}/v1`, STUDIO_API_KEY: "svc_sk_closed_port_key_0001", STUDIO_TIMEZONE: "America/New_York", CATALOG_SNAPSHOT: path },
      NOW,
      { timing: { minTimeoutMs: 2_000, maxTimeoutMs: 2_000 } },
    );
    expect(run.exitCode).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(run.stderr).toBe(
      `Sync failed (connection_refused): GET /me could not be completed (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}). ` +
        "Nothing accepted a connection at the host and port in STUDIO_API_URL, on the sync's first request, so it stopped without retrying. " +
        "Check STUDIO_API_URL (host, port, http or https), that the API is running, and that this machine's network reaches it. " +
        "The previous snapshot was left as it was.\n",
    );
    await expect(readFile(path)).rejects.toThrow(/ENOENT/);
  });

  it("still retries 503s, logging each retry on stderr as it is scheduled, without the key", async () => {
    await withEmulator({ today: TODAY, now: clock, faults: { seed: 3, error503: 0.1 } }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await syncedSnapshot(emulator, path);
      expect(run.exitCode, run.stderr).toBe(0);
      const retryLines = run.stderr.split("\n").filter((line) => line.includes("; retry "));
      const served503 = emulator.requestLog.filter((entry) => entry.status === 503).length;
      expect(served503).toBeGreaterThan(2);
      expect(retryLines).toHaveLength(served503);
      expect(retryLines).toEqual(retryLines.map(() => expect.stringMatching(/^GET \/\S+: 503 internal_error; retry [1-8] of 8 in \d+ ms$/)));
      expect(Number(/(\d+) retries/.exec(run.stderr)?.[1])).toBe(served503);
      expect(run.stderr).not.toContain(demoKey("full"));
    });
  }, 30_000);
});

describe("sync with a key the API refuses", () => {
  it("exits 1 on an unknown key without retrying", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, "svc_pk_never_issued_000000000", path), NOW);
      expect(run.exitCode).toBe(1);
      expect(emulator.requestLog).toHaveLength(1);
      expect(run.stderr).toContain("was refused: it is wrong, revoked or missing");
      expect(run.stderr).not.toContain("svc_pk_never_issued_000000000");
    });
  });

  it("exits 1 when the key can read nothing, instead of writing an empty site", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("no-scopes"), path), NOW);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/Sync failed \(no_usable_scope\): The API key svc_sk_\S+… has none of the scopes this site reads \(it has no scopes\)\. Add at least classes:read/);
      expect(emulator.requestLog.map((entry) => entry.path)).toEqual(["/v1/me"]);
      await expect(readFile(path)).rejects.toThrow(/ENOENT/);
    });
  });

  it("exits 1 naming the scope when a key loses a scope after /me said it had it, leaving the old snapshot", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const key = emulator.keys.find((candidate) => candidate.label === "full")!;
      key.reportedScopes = [...key.scopes];
      key.scopes = key.scopes.filter((scope) => scope !== "memberships:read");
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(
        /Sync failed \(forbidden\): GET \/membership-types\S* answered 403 forbidden\. The API said: "[^"]+"\. The API key svc_sk_\S+… lacks the scope memberships:read for GET \/membership-types/,
      );
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });
});

describe("sync of data that breaks the contract", () => {
  const breakages: [string, (emulator: RunningEmulator) => string, RegExp][] = [
    [
      "a wrong type",
      (emulator) => {
        const record = emulator.data.classes[3]!;
        (record.capacity as { max: unknown }).max = "twelve";
        return record.id;
      },
      /GET \/classes\?limit=100&offset=0 returned data that breaks the API contract:\n {2}- record (\S+), data\[\d+\]\.capacity\.max: Invalid input: expected number, received string/,
    ],
    [
      "a missing field",
      (emulator) => {
        const record = emulator.data.categories[1]!;
        delete (record as Partial<typeof record>).name;
        return record.id;
      },
      /GET \/categories\?limit=100&offset=0 returned data that breaks the API contract:\n {2}- record (\S+), data\[1\]\.name: Invalid input: expected string, received undefined/,
    ],
    [
      "a bad enumeration",
      (emulator) => {
        const record = emulator.data.membershipTypes[0]!;
        (record.prices[0] as { billing_interval: string }).billing_interval = "fortnight";
        return record.prices[0]!.id;
      },
      /GET \/membership-types\?limit=100&offset=0 returned data that breaks the API contract:\n {2}- record (\S+), data\[\d+\]\.prices\[0\]\.billing_interval: Invalid option: expected one of "month"\|"year"/,
    ],
    [
      "a bad date",
      (emulator) => {
        const record = emulator.data.trialClasses[0]!;
        record.availability_windows = [{ start_date: "2026-13-01", end_date: "2027-01-01" }];
        return record.id;
      },
      /GET \/trial-classes\?limit=100&offset=0 returned data that breaks the API contract:\n {2}- record (\S+), data\[\d+\]\.availability_windows\[0\]\.start_date: Expected a date as YYYY-MM-DD/,
    ],
  ];

  it.each(breakages)("exits 1 on %s with the endpoint, record id and field path, leaving the old snapshot", async (_case, breakData, expected) => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const recordId = breakData(emulator);
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.exitCode).toBe(1);
      const match = expected.exec(run.stderr);
      expect(match, run.stderr).not.toBeNull();
      expect(match![1]).toBe(recordId);
      expect(run.stderr).toContain("Sync failed (contract_violation)");
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it.each([
    ["a wrong type", (session: { capacity: { max: unknown } }) => void (session.capacity.max = "twelve"), /data\[\d+\]\.capacity\.max: Invalid input: expected number/],
    ["a status the spec does not know", (session: { status: string }) => void (session.status = "postponed"), /data\[\d+\]\.status: Invalid option: expected one of "scheduled"\|"cancelled"\|"completed"/],
  ] as const)("exits 1 when one class's sessions hold %s, never writing that class with no sessions", async (_case, breakSession, expected) => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const previous: Snapshot = JSON.parse(before.toString("utf8"));
      const [classId, sessions] = Object.entries(previous.sessions_by_class).find(([, list]) => list.length > 0)!;
      breakSession(emulator.data.instances.find((session) => session.id === sessions[0]!.id)! as never);
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toContain(`Sync failed (contract_violation): GET /classes/${classId}/instances?`);
      expect(run.stderr).toMatch(expected);
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("only warns about an unknown extra field, once per field name", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      for (const record of emulator.data.classes) Object.assign(record, { loyalty_points: 5 });
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.exitCode).toBe(0);
      const warnings = run.stderr.split("\n").filter((line) => line.includes("loyalty_points"));
      expect(warnings).toEqual(['warning: /classes sent an unknown field "data[].loyalty_points"; it was ignored (the API may be newer than this site).']);
      const snapshot: Snapshot = JSON.parse(await readText(path));
      expect(snapshot.classes[0]).not.toHaveProperty("loyalty_points");
      expect(snapshot.warnings).toContain(warnings[0]!.replace("warning: ", ""));
    });
  });
});

describe("concurrent syncs", () => {
  it("lets one of two syncs on the same snapshot write and refuses the other; the file is whole", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      const runs = await Promise.all([
        runSync(envFor(emulator, demoKey("full"), path), NOW),
        runSync(envFor(emulator, demoKey("full"), path), NOW),
      ]);
      expect(runs.map((run) => run.exitCode).sort()).toEqual([0, 1]);
      const refused = runs.find((run) => run.exitCode === 1)!;
      expect(refused.stderr).toMatch(/Sync failed \(snapshot_locked\): Another sync is writing/);
      const snapshot: Snapshot = JSON.parse(await readText(path));
      expect(snapshot.classes).toHaveLength(emulator.data.classes.length);
    });
  });
});
