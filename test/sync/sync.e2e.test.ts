import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../src/emulator/index.ts";
import { demoKey } from "../../src/emulator/index.ts";
import { registrationDetailSchema, scopeSchema, type Scope } from "../../src/api/schemas/index.ts";
import type { SyncLog } from "../../src/sync/sync-log.ts";
import { syncCatalog } from "../../src/sync/sync.ts";
import { snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { envFor, readText, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

const TODAY = "2026-11-21";
// Noon in New York on TODAY: the sync's "today" is the studio's, whatever the machine's zone.
const NOW = () => new Date("2026-11-21T17:00:00Z");
const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** What the spec says the sync must fetch for this data: the request floor, computed independently. */
/** A class's sessions are mirrored through its end date, at most 366 days on; one without an end date through the window's end. */
function mirroredThrough(item: { end_date: string | null }, window: { from: string; to: string }): string {
  const cap = new Date(Date.parse(`${window.from}T00:00:00Z`) + 366 * 86_400_000).toISOString().slice(0, 10);
  if (item.end_date === null || item.end_date <= window.to) return window.to;
  return item.end_date < cap ? item.end_date : cap;
}

function expectedFloor(emulator: RunningEmulator, window: { from: string; to: string }): number {
  const data = emulator.data;
  const current = data.classes.filter((item) => item.end_date === null || item.end_date >= window.from);
  const sessions = current.map(
    (item) =>
      data.instances.filter((session) => session.class_id === item.id && session.date >= window.from && session.date <= mirroredThrough(item, window)).length,
  );
  return (
    1 +
    [data.classes, data.categories, data.trialClasses, data.registrations, data.membershipTypes, data.appointmentServices, data.locations]
      .map((list) => pages(list.length, 100))
      .reduce((a, b) => a + b, 0) +
    data.registrations.length +
    sessions.map((count) => pages(count, 200)).reduce((a, b) => a + b, 0)
  );
}

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();

describe("sync against the emulator over HTTP", () => {
  it("mirrors every record and every session from today through each class's end (or the window's) with exactly the floor of requests", async () => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime() }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.stderr).toContain("Synced in");
      expect(run.exitCode).toBe(0);

      const snapshot: Snapshot = snapshotSchema.parse(JSON.parse(await readText(path)));
      const { data } = emulator;
      expect(snapshot.window).toEqual({ from: TODAY, to: "2027-02-19", days_ahead: 90 });
      expect(ids(snapshot.classes)).toEqual(ids(data.classes));
      expect(ids(snapshot.categories)).toEqual(ids(data.categories));
      expect(ids(snapshot.trial_classes)).toEqual(ids(data.trialClasses));
      expect(ids(snapshot.registrations)).toEqual(ids(data.registrations));
      expect(ids(snapshot.membership_types)).toEqual(ids(data.membershipTypes));
      expect(ids(snapshot.appointment_services)).toEqual(ids(data.appointmentServices));
      expect(ids(snapshot.locations)).toEqual(ids(data.locations));
      expect(Object.keys(snapshot.season_details).sort()).toEqual(ids(data.registrations));
      expect(snapshot.season_details[data.registrations[0]!.id]).toEqual(registrationDetailSchema.parse(data.registrations[0]));
      // The emulator writes date-times with the studio's offset; the snapshot keeps one UTC form.
      const sent = data.registrations.flatMap((season) => Object.values(season.registration_window)).filter((value) => value !== null);
      expect(sent.some((value) => /[+-]\d{2}:\d{2}$/.test(value))).toBe(true);
      const kept = snapshot.registrations.flatMap((season) => Object.values(season.registration_window)).filter((value) => value !== null);
      expect(kept).toHaveLength(sent.length);
      for (const value of kept) expect(value).toBe(new Date(value).toISOString());

      const current = data.classes.filter((item) => item.end_date === null || item.end_date >= TODAY);
      expect(current.length).toBeLessThan(data.classes.length); // the demo has an ended class: no sessions fetched for it
      expect(Object.keys(snapshot.sessions_by_class).sort()).toEqual(ids(current));
      const inWindow = data.instances.filter((session) => {
        const item = current.find((candidate) => candidate.id === session.class_id);
        return item !== undefined && session.date >= TODAY && session.date <= mirroredThrough(item, snapshot.window);
      });
      const mirrored = Object.values(snapshot.sessions_by_class).flat();
      expect(ids(mirrored)).toEqual(ids(inWindow));
      // Classes that run past the window are mirrored to their end, and the snapshot says how far.
      const longer = current.filter((item) => item.end_date !== null && item.end_date > "2027-02-19");
      expect(longer.length).toBeGreaterThan(0);
      expect(snapshot.sessions_through).toEqual(Object.fromEntries(longer.map((item) => [item.id, mirroredThrough(item, snapshot.window)])));
      expect(mirrored.some((session) => session.date > "2027-02-19")).toBe(true);
      expect(mirrored.some((session) => session.status === "cancelled")).toBe(true);

      const floor = expectedFloor(emulator, snapshot.window);
      expect(emulator.requestLog).toHaveLength(floor);
      expect(run.stderr).toContain(`${floor} requests (floor ${floor}), 0 retries, 0 rate-limited (429) answers`);
      expect(emulator.requestLog.every((entry) => entry.status === 200)).toBe(true);
      // Nothing fetched twice.
      const requested = emulator.requestLog.map((entry) => `${entry.path}?${entry.query}`);
      expect(new Set(requested).size).toBe(requested.length);
      expect(emulator.requestLog.find((entry) => entry.path.endsWith("/instances"))?.query).toMatch(/status=all/);
    });
  });

  it("writes byte-identical snapshots for unchanged data, apart from synced_at", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), () => new Date("2026-11-21T17:00:00Z"))).exitCode).toBe(0);
      const first = await readText(path);
      expect((await runSync(envFor(emulator, demoKey("full"), path), () => new Date("2026-11-21T17:05:00Z"))).exitCode).toBe(0);
      const second = await readText(path);
      expect(second).not.toBe(first);
      const withoutSyncedAt = (text: string) => text.replace(/"synced_at": "[^"]+"/, "");
      expectSameBytes(withoutSyncedAt(second), withoutSyncedAt(first), "the second snapshot without synced_at");
      expect(first).not.toContain(demoKey("full"));
    });
  });

  it("syncs only what a two-scope key may read, with no request that would get 403", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("two-scopes"), path), NOW);
      expect(run.exitCode).toBe(0);
      expect(emulator.requestLog.filter((entry) => entry.status !== 200)).toEqual([]);
      const paths = new Set(emulator.requestLog.map((entry) => entry.path.replace(/^\/v1/, "").replace(/\/[0-9a-f-]{36}/, "/{id}")));
      expect([...paths].sort()).toEqual(["/categories", "/classes", "/classes/{id}/instances", "/locations", "/me", "/trial-classes"]);
      const snapshot: Snapshot = JSON.parse(await readText(path));
      expect(snapshot.sections.registrations).toEqual({ status: "skipped", reason: "the key lacks the scope registrations:read", records: 0 });
      expect(snapshot.sections.membership_types.status).toBe("skipped");
      expect(snapshot.sections.appointment_services.status).toBe("skipped");
      expect(snapshot.sections.locations).toMatchObject({ status: "synced", reason: null });
      expect(snapshot.registrations).toEqual([]);
      expect(snapshot.key.scopes).toEqual(["classes:read", "locations:read"]);
    });
  });

  it("exits 1 on a revoked key and leaves the previous snapshot byte-identical", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const run = await runSync(envFor(emulator, demoKey("revoked"), path), NOW);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(
        /Sync failed \(unauthorized\): GET \/me answered 401 unauthorized\. The API said: "[^"]+"\. The API key svc_sk_\S*… was refused: it is wrong, revoked or missing\. Create a new key in the studio's key-management settings and set STUDIO_API_KEY to it\. The previous/,
      );
      expect(run.stderr.trim().split("\n").at(-1)).toMatch(/The previous snapshot was left as it was\.$/);
      expect(run.stderr).not.toContain(demoKey("revoked"));
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("exits 2 on bad configuration before sending any request", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const path = await tempSnapshotPath();
      await writeFile(path, "previous");
      const run = await runSync(envFor(emulator, demoKey("full"), path, { STUDIO_TIMEZONE: "Nowhere/Special", SYNC_DAYS_AHEAD: "-3" }));
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/^The configuration has 2 problems:\n {2}- STUDIO_TIMEZONE "Nowhere\/Special"/);
      expect(emulator.requestLog).toEqual([]);
      expect(await readText(path)).toBe("previous");
    });
  });

  it("exits 2 before any request when the site's settings are bad too: a secret key as STUDIO_PUBLIC_KEY", async () => {
    await withEmulator({ today: TODAY }, async (emulator) => {
      const path = await tempSnapshotPath();
      await writeFile(path, "previous");
      const secret = "svc_sk_demo_mustneverbeinapage";
      const run = await runSync(envFor(emulator, demoKey("full"), path, { STUDIO_PUBLIC_KEY: secret }));
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toContain("STUDIO_PUBLIC_KEY holds a secret key (svc_sk_…). A secret key must never ship in a web page");
      expect(run.stderr).not.toContain(secret);
      expect(emulator.requestLog).toEqual([]);
      expect(await readText(path)).toBe("previous");
    });
  });

  it("syncs the built-in demo studio when no key is set, saying so in one line", async () => {
    const path = await tempSnapshotPath();
    const run = await runSync({ CATALOG_SNAPSHOT: path }, NOW);
    expect(run.exitCode).toBe(0);
    expect(run.stderr.split("\n").filter((line) => line.startsWith("No STUDIO_API_KEY is set"))).toHaveLength(1);
    const snapshot: Snapshot = JSON.parse(await readText(path));
    expect(snapshot.source).toEqual({ kind: "demo-emulator", api_url: null });
    expect(snapshot.classes.length).toBeGreaterThanOrEqual(25);
  });
});

describe("the key in what the sync itself writes, before the command's output filter", () => {
  /** A server that echoes the whole key as the prefix `/me` reports (spec 2.3 wants only its start). */
  const ECHOED = "svc_sk_echoed_0123456789abcdefghijklmnopqrstuvwxyz";
  const echoingKey = (scopes: Scope[]) => ({ key: ECHOED, type: "secret" as const, prefix: ECHOED, scopes, revoked: false, label: "echo" });

  function recordingLog(): { log: SyncLog; lines: string[] } {
    const lines: string[] = [];
    const log: SyncLog = {
      info: (line) => void lines.push(line),
      warn: (line) => void lines.push(`warning: ${line}`),
      progress: (label, total) => (done) => void lines.push(`${label}: ${done}/${total}`),
    };
    return { log, lines };
  }

  const syncWith = (emulator: RunningEmulator, log: SyncLog) =>
    syncCatalog({
      apiUrl: emulator.url,
      apiKey: ECHOED,
      timezone: emulator.data.timezone,
      daysAhead: 90,
      rateLimit: 300,
      source: { kind: "api", api_url: emulator.url },
      log,
      now: NOW,
    });

  it("never hands the key to the sync's log or snapshot, even when /me echoes it whole", async () => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime(), keys: [echoingKey([...scopeSchema.options])] }, async (emulator) => {
      const { log, lines } = recordingLog();
      const { snapshot } = await syncWith(emulator, log);
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.filter((line) => line.includes(ECHOED))).toEqual([]);
      expect(lines[0]).toMatch(/^Studio "[^"]+", secret key svc_sk_echo… with 5 scope\(s\)/);
      expect(snapshot.key.prefix).toBe("svc_sk_echo");
      expect(JSON.stringify(snapshot)).not.toContain(ECHOED);

      // Through the command: its output filter finds nothing left to hide.
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, ECHOED, path), NOW);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stderr).not.toContain("[redacted key]");
      expect(await readText(path)).not.toContain(ECHOED);
    });
  });

  it("never puts the key in the error of a key that can read nothing, even when /me echoes it whole", async () => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime(), keys: [echoingKey([])] }, async (emulator) => {
      const { log, lines } = recordingLog();
      const failure = await syncWith(emulator, log).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/^The API key svc_sk_echo… has none of the scopes this site reads/);
      expect((failure as Error).message).not.toContain(ECHOED);
      expect(lines.filter((line) => line.includes(ECHOED))).toEqual([]);
    });
  });
});
