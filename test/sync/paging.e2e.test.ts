import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { requestFloor } from "../../bench/request-floor.ts";
import { demoKey, generateStudio, type RunningEmulator } from "../../src/emulator/index.ts";
import { snapshotSchema } from "../../src/snapshot/snapshot.ts";
import { pagingStudio } from "../support/paging-studio.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";
import { expectEveryRecordOnce } from "../support/whole-catalog.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

const TODAY = "2026-11-21";
const NOW = () => new Date("2026-11-21T17:00:00Z");
const clock = () => NOW().getTime();

async function sync(emulator: RunningEmulator, path: string) {
  const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
  return { ...run, snapshot: run.exitCode === 0 ? snapshotSchema.parse(JSON.parse(await readFile(path, "utf8"))) : null };
}

describe("paging end to end", () => {
  it("syncs a studio where every list takes more than one page, each record exactly once, with exactly the floor of requests", async () => {
    const data = pagingStudio({ today: TODAY, unorderedRecords: 110 });
    await withEmulator({ data, today: TODAY, now: clock }, async (emulator) => {
      const run = await sync(emulator, await tempSnapshotPath());
      expect(run.exitCode, run.stderr).toBe(0);
      expectEveryRecordOnce(run.snapshot!, data, TODAY);
      const busiest = Math.max(...Object.values(run.snapshot!.sessions_by_class).map((sessions) => sessions.length));
      expect(busiest).toBeGreaterThan(200);

      // Every list was read past its first page, and nothing twice.
      const asked = emulator.requestLog.map((entry) => `${entry.path.replace(/^\/v1/, "")}?${entry.query}`);
      for (const path of ["/classes", "/categories", "/trial-classes", "/registrations", "/membership-types", "/appointment-services", "/locations"]) {
        expect(asked, path).toContain(`${path}?limit=100&offset=100`);
      }
      expect(asked.some((request) => /\/instances\?.*limit=200&offset=200/.test(request))).toBe(true);
      expect(new Set(asked).size).toBe(asked.length);
      expect(emulator.requestLog).toHaveLength(requestFloor(data, run.snapshot!.window));
    });
  }, 60_000);

  it("fails clearly on a server that undercounts a list's total while saying has_more, rather than keep its first page", async () => {
    const data = generateStudio({ classes: 120, seasons: 2, today: TODAY, seed: 21 });
    const path = await tempSnapshotPath();
    await withEmulator({ data, today: TODAY, now: clock }, async (honest) => {
      expect((await sync(honest, path)).exitCode).toBe(0);
    });
    const before = await readFile(path);
    await withEmulator({ data, today: TODAY, now: clock, faults: { undercountTotal: "/classes" } }, async (emulator) => {
      const run = await sync(emulator, path);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toContain(
        "Sync failed (pagination_drift): GET /classes changed while it was being read (the last page at offset 0 still said has_more), 3 times in a row.",
      );
      // Each read stopped at the total the server announced: one page, three times.
      expect(emulator.requestLog.filter((entry) => entry.path === "/v1/classes").map((entry) => entry.query)).toEqual(
        Array.from({ length: 3 }, () => "limit=100&offset=0"),
      );
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  }, 60_000);

  it("syncs whole a list of unfixed order that fits one page, though the server shuffles it on every request", async () => {
    const data = pagingStudio({ today: TODAY, unorderedRecords: 100 });
    await withEmulator({ data, today: TODAY, now: clock, unorderedLists: "shuffled" }, async (emulator) => {
      const run = await sync(emulator, await tempSnapshotPath());
      expect(run.exitCode, run.stderr).toBe(0);
      expectEveryRecordOnce(run.snapshot!, data, TODAY);
    });
  }, 60_000);

  it("syncs a longer list of unfixed order that the server shuffles on every request with each record once, or fails clearly and writes nothing", async () => {
    const data = pagingStudio({ today: TODAY, unorderedRecords: 150 });
    const path = await tempSnapshotPath();
    await withEmulator({ data, today: TODAY, now: clock }, async (stable) => {
      expect((await sync(stable, path)).exitCode).toBe(0);
    });
    const before = await readFile(path);
    await withEmulator({ data, today: TODAY, now: clock, unorderedLists: "shuffled" }, async (emulator) => {
      const run = await sync(emulator, path);
      if (run.exitCode === 0) {
        expectEveryRecordOnce(run.snapshot!, data, TODAY);
      } else {
        expect(run.exitCode).toBe(1);
        expect(run.stderr).toMatch(
          /Sync failed \(pagination_drift\): GET \/(trial-classes|membership-types|appointment-services|locations) came back in a different order from one page to the next/,
        );
        expectSameBytes(await readFile(path), before, "the previous snapshot");
      }
    });
  }, 60_000);
});
