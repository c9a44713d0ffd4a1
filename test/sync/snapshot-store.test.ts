import { readFile, readdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { SnapshotError } from "../../src/core/snapshot-error.ts";
import { readSnapshot } from "../../src/core/snapshot.ts";
import { serializeSnapshot, withSnapshotLock, writeSnapshotAtomically } from "../../src/sync/snapshot-store.ts";
import { aSnapshot } from "../fixtures/catalog-records.ts";
import { tempSnapshotPath } from "../support/temp-paths.ts";

const codeOf = async (promise: Promise<unknown>) => ((await promise.catch((error: unknown) => error)) as SnapshotError).code;

describe("snapshot store", () => {
  it("round-trips a snapshot through an atomic write, leaving no temporary file", async () => {
    const path = await tempSnapshotPath();
    const snapshot = aSnapshot();
    await writeSnapshotAtomically(path, snapshot);
    expect(await readSnapshot(path)).toEqual(snapshot);
    expect(await readFile(path, "utf8")).toBe(serializeSnapshot(snapshot));
    expect(await readdir(dirname(path))).toEqual(["snapshot.json"]);
  });

  it("says to run the sync when there is no snapshot", async () => {
    const path = await tempSnapshotPath();
    const error = (await readSnapshot(path).catch((caught: unknown) => caught)) as SnapshotError;
    expect(error.code).toBe("snapshot_missing");
    expect(error.message).toBe(
      `There is no catalog snapshot at ${path}. Run \`npm run sync\` to write a fresh one (with no STUDIO_API_KEY it syncs the built-in demo studio).`,
    );
  });

  it("refuses a truncated file, a file of the wrong shape and one from a newer version, each saying to re-sync", async () => {
    const path = await tempSnapshotPath();
    const text = serializeSnapshot(aSnapshot());
    await writeFile(path, text.slice(0, text.length / 2));
    expect(await codeOf(readSnapshot(path))).toBe("snapshot_corrupt");
    await writeFile(path, JSON.stringify({ ...aSnapshot(), classes: "none" }));
    const invalid = (await readSnapshot(path).catch((caught: unknown) => caught)) as SnapshotError;
    expect(invalid.code).toBe("snapshot_invalid");
    expect(invalid.message).toMatch(/\(classes: .*\)\. Run `npm run sync`/);
    await writeFile(path, JSON.stringify({ ...aSnapshot(), schema_version: 99 }));
    const newer = (await readSnapshot(path).catch((caught: unknown) => caught)) as SnapshotError;
    expect(newer.code).toBe("snapshot_newer_version");
    expect(newer.message).toContain("schema version 99; this site reads 1");
  });

  it("lets only one sync hold the snapshot at a time, and frees it afterwards", async () => {
    const path = await tempSnapshotPath();
    let release!: () => void;
    const held = withSnapshotLock(path, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await withSnapshotLock(path, async () => "ran").catch((error: unknown) => error);
    expect((second as SnapshotError).code).toBe("snapshot_locked");
    expect((second as Error).message).toContain("Another sync is writing");
    release();
    await held;
    await expect(withSnapshotLock(path, async () => "ran")).resolves.toBe("ran");
  });

  it("writes the same bytes for the same data", () => {
    const snapshot = aSnapshot();
    expect(serializeSnapshot(snapshot)).toBe(serializeSnapshot(structuredClone(snapshot)));
    expect(serializeSnapshot(snapshot).endsWith("}\n")).toBe(true);
  });
});
