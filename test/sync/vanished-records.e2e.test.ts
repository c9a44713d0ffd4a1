import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoKey, type RunningEmulator } from "../../src/emulator/index.ts";
import { errorAnswer, withApiProxy } from "../support/api-proxy.ts";
import { expectSameBytes } from "../support/same-bytes.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

/**
 * A studio archives a class or a season while the sync runs: the list still carried it,
 * then its sessions or its detail answer 404 (spec 4.2, 4.5). The emulator's `vanished`
 * fault plays that race.
 */
const TODAY = "2026-11-21";
const NOW = () => new Date("2026-11-21T17:00:00Z");
const clock = () => NOW().getTime();

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();

/** A first, healthy sync (the previous snapshot), then the emulator's log is cleared for the run under test. */
async function previousSnapshot(emulator: RunningEmulator, path: string): Promise<Buffer> {
  const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
  expect(run.exitCode, run.stderr).toBe(0);
  emulator.requestLog = [];
  return readFile(path);
}

const syncAgain = async (emulator: RunningEmulator, path: string) => {
  const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
  return { ...run, snapshot: run.exitCode === 0 ? snapshotSchema.parse(JSON.parse(await readFile(path, "utf8"))) : null };
};

const asked = (emulator: RunningEmulator, path: string) =>
  emulator.requestLog.filter((entry) => entry.path === `/v1${path}`).map((entry) => entry.status);

/** Every session list and season detail in the snapshot belongs to a record it holds. */
function expectNothingDangling(snapshot: Snapshot): void {
  const classIds = new Set(snapshot.classes.map((cls) => cls.id));
  const seasonIds = new Set(snapshot.registrations.map((season) => season.id));
  for (const id of Object.keys(snapshot.sessions_by_class)) expect(classIds.has(id), id).toBe(true);
  expect(Object.keys(snapshot.season_details).sort()).toEqual([...seasonIds].sort());
}

type SyncAgain = Awaited<ReturnType<typeof syncAgain>>;

/**
 * What both races share: the sync completes, warns once naming the record (in the log and
 * the snapshot), asked its endpoint once (a 404 on a record's own endpoint is an answer,
 * never retried), and the snapshot names nothing it does not hold.
 */
function expectLeftOutOnce(run: SyncAgain, emulator: RunningEmulator, endpoint: string, id: string, warning: string): Snapshot {
  expect(run.exitCode, run.stderr).toBe(0);
  expect(run.stderr.split("\n").filter((line) => line.includes(id))).toEqual([`warning: ${warning}`]);
  expect(run.snapshot!.warnings).toEqual([warning]);
  expect(asked(emulator, endpoint)).toEqual([404]);
  expect(run.stderr).toMatch(/ (\d+) requests \(floor \1\), 0 retries/);
  expectNothingDangling(run.snapshot!);
  return run.snapshot!;
}

/** The indented lines of one group of the change report on stderr ("Classes removed:"). */
function reportGroup(stderr: string, title: string): string[] {
  const lines = stderr.split("\n");
  const start = lines.findIndex((line) => line === `${title}:` || line.startsWith(`${title} (`));
  if (start === -1) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("  - ")) break;
    items.push(line.slice(4));
  }
  return items;
}

describe("a record archived while the sync runs", () => {
  it("leaves out a class whose sessions answer 404, asks once, warns once and reports it removed", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      await previousSnapshot(emulator, path);
      const previous = snapshotSchema.parse(JSON.parse(await readFile(path, "utf8")));
      const gone = previous.classes.find((cls) => (previous.sessions_by_class[cls.id]?.length ?? 0) > 0)!;
      emulator.setFaults({ vanished: { classIds: [gone.id] } });

      const run = await syncAgain(emulator, path);
      const warning = `Class "${gone.name}" (${gone.id}) was listed, then its sessions answered 404: the studio archived it during the sync, so it is left out of the site.`;
      const snapshot = expectLeftOutOnce(run, emulator, `/classes/${gone.id}/instances`, gone.id, warning);
      expect(ids(snapshot.classes)).toEqual(ids(emulator.data.classes.filter((cls) => cls.id !== gone.id)));
      expect(snapshot.sessions_by_class).not.toHaveProperty(gone.id);
      expect(snapshot.sections.classes.records).toBe(emulator.data.classes.length - 1);
      expect(ids(snapshot.registrations)).toEqual(ids(previous.registrations));
      const removed = reportGroup(run.stderr, "Classes removed");
      expect(removed, run.stderr).toHaveLength(1);
      expect(removed[0]!.startsWith(gone.name), removed[0]).toBe(true);
    });
  });

  it("leaves out a season whose detail answers 404, asks once, warns once and reports it removed", async () => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      await previousSnapshot(emulator, path);
      const gone = emulator.data.registrations[0]!;
      emulator.setFaults({ vanished: { seasonIds: [gone.id] } });

      const run = await syncAgain(emulator, path);
      const warning = `Season "${gone.name}" (${gone.id}) was listed, then its detail answered 404: the studio archived it during the sync, so it is left out of the site.`;
      const snapshot = expectLeftOutOnce(run, emulator, `/registrations/${gone.id}`, gone.id, warning);
      expect(ids(snapshot.registrations)).toEqual(ids(emulator.data.registrations.filter((season) => season.id !== gone.id)));
      expect(snapshot.season_details).not.toHaveProperty(gone.id);
      expect(snapshot.sections.registrations.records).toBe(emulator.data.registrations.length - 1);
      expect(ids(snapshot.classes)).toEqual(ids(emulator.data.classes));
      expect(reportGroup(run.stderr, "Seasons")).toEqual([`${gone.name} was removed`]);
    });
  });
});

describe("a 404 anywhere but a listed record's own endpoint", () => {
  it.each([
    ["/me", /Sync failed \(not_found\): GET \/me answered 404 not_found\. .*check that STUDIO_API_URL ends in \/v1\./],
    ["/categories", /Sync failed \(not_found\): GET \/categories\?limit=100&offset=0 answered 404 not_found\./],
  ])("fails the sync on %s, leaving the previous snapshot byte-identical", async (listPath, expected) => {
    await withEmulator({ today: TODAY, now: clock }, async (emulator) => {
      const path = await tempSnapshotPath();
      const before = await previousSnapshot(emulator, path);
      const notFound = errorAnswer(404, "not_found", "No such endpoint.");
      await withApiProxy(emulator, ({ path: asked }) => (asked === listPath ? notFound : undefined), async ({ url }) => {
        const run = await runSync(envFor(emulator, demoKey("full"), path, { STUDIO_API_URL: url }), NOW);
        expect(run.exitCode, run.stderr).toBe(1);
        expect(run.stderr).toMatch(expected);
      });
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });
});
