import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SnapshotError } from "../../src/snapshot/snapshot-error.ts";
import { readSnapshot, sessionsThrough, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { serializeSnapshot } from "../../src/snapshot/snapshot.ts";
import { readPreviousSnapshot, withSnapshotLock, writeSnapshotAtomically } from "../../src/sync/snapshot-store.ts";
import { aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";
import { expectSameBytes } from "../support/same-bytes.ts";
import { tempSnapshotPath } from "../support/temp-paths.ts";

/**
 * Reads `path` in a tight loop in its own process until `stopPath` appears, and reports
 * the SHA-256 of every read (or "unparseable" when it was not complete JSON) and how often.
 */
const POLLER = `
const { readFileSync, existsSync } = require("node:fs");
const { createHash } = require("node:crypto");
const [path, stopPath] = process.argv.slice(1);
const seen = {};
while (!existsSync(stopPath)) {
  let text;
  try { text = readFileSync(path, "utf8"); } catch { continue; }
  let key;
  try { JSON.parse(text); key = createHash("sha256").update(text).digest("hex"); } catch { key = "unparseable"; }
  seen[key] = (seen[key] ?? 0) + 1;
}
process.stdout.write(JSON.stringify(seen));
`;

function pollWhile(path: string, stopPath: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--eval", POLLER, path, stopPath], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", () => resolve(JSON.parse(output || "{}") as Record<string, number>));
  });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

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
    expect(newer.message).toContain("schema version 99; this site reads 3");
  });

  it("reads a version 1 file as every class mirrored through the window's end, which is what that version did", async () => {
    const path = await tempSnapshotPath();
    const { sessions_through: _dropped, ...older } = aSnapshot({ sessions_through: { [fixtureId(1)]: "2027-01-01" } });
    await writeFile(path, JSON.stringify({ ...older, schema_version: 1 }));
    const read = await readSnapshot(path);
    expect(read.schema_version).toBe(3);
    expect(read.sessions_through).toEqual({});
    expect(sessionsThrough(read, fixtureId(1))).toBe(read.window.to);
    // A version 2 file without the record is not a version 1 file: it is refused, not guessed.
    await writeFile(path, JSON.stringify(older));
    expect(await codeOf(readSnapshot(path))).toBe("snapshot_invalid");
  });

  it("lets only one sync hold the snapshot at a time, and frees it afterwards", async () => {
    const path = await tempSnapshotPath();
    let release!: () => void;
    const held = withSnapshotLock(path, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await withSnapshotLock(path, async () => "ran").catch((error: unknown) => error);
    expect((second as SnapshotError).code).toBe("snapshot_locked");
    expect((second as Error).message).toBe(
      `Another sync is writing ${path} right now (its lock is held). Wait for it to finish and try again; if no sync is running, delete ${path}.lock.`,
    );
    // The lock library's own error stays attached, for whoever debugs it.
    expect(((second as Error).cause as NodeJS.ErrnoException).code).toBe("ELOCKED");
    release();
    await held;
    await expect(withSnapshotLock(path, async () => "ran")).resolves.toBe("ran");
  });

  it("lets a reader polling the snapshot while it is rewritten see only whole files, the old one or the new one", async () => {
    const path = await tempSnapshotPath();
    // Large enough (a few MB) that writing it in place would take many reads' time.
    const big = (mark: string) => aSnapshot({ warnings: Array.from({ length: 40_000 }, (_, index) => `${mark} warning ${index} about a link that is not http(s)`) });
    const [older, newer] = [big("older"), big("newer")];
    await writeSnapshotAtomically(path, older);
    const stopPath = `${path}.stop`;
    const polled = pollWhile(path, stopPath);
    // Let the poller start reading before the writes begin.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let write = 0; write < 20; write += 1) await writeSnapshotAtomically(path, write % 2 === 0 ? newer : older);
    await writeFile(stopPath, "");
    const seen = await polled;

    expect(seen.unparseable ?? 0).toBe(0);
    expect(Object.keys(seen).sort()).toEqual([sha256(serializeSnapshot(older)), sha256(serializeSnapshot(newer))].sort());
  }, 30_000);

  it("creates the snapshot's folder when it does not exist yet", async () => {
    const path = join(dirname(await tempSnapshotPath()), "not", "yet", "snapshot.json");
    await writeSnapshotAtomically(path, aSnapshot());
    expect(await readSnapshot(path)).toEqual(aSnapshot());
  });

  it("replaces an existing snapshot whole", async () => {
    const path = await tempSnapshotPath();
    await writeSnapshotAtomically(path, aSnapshot({ warnings: ["older"] }));
    await writeSnapshotAtomically(path, aSnapshot());
    expect(await readFile(path, "utf8")).toBe(serializeSnapshot(aSnapshot()));
    expect(await readdir(dirname(path))).toEqual(["snapshot.json"]);
  });

  it("fails, leaving no temporary file behind, when the new snapshot cannot take the old one's place", async () => {
    const path = await tempSnapshotPath();
    // A folder with something in it where the snapshot goes: the rename over it fails.
    await mkdir(join(path, "in-the-way"), { recursive: true });
    await expect(writeSnapshotAtomically(path, aSnapshot())).rejects.toThrow();
    expect(await readdir(dirname(path))).toEqual(["snapshot.json"]);
    expect(await readdir(path)).toEqual(["in-the-way"]);
  });

  it("fails, leaving the previous snapshot byte-identical and no temporary file behind, when the new one cannot be written", async () => {
    const path = await tempSnapshotPath();
    await writeSnapshotAtomically(path, aSnapshot());
    const before = await readFile(path);
    // JSON has no big integers: writing this one fails after the temporary file was opened.
    const unwritable = { ...aSnapshot(), warnings: [1n] } as unknown as Snapshot;
    await expect(writeSnapshotAtomically(path, unwritable)).rejects.toThrow(/BigInt/);
    expect(await readdir(dirname(path))).toEqual(["snapshot.json"]);
    expectSameBytes(await readFile(path), before, "the previous snapshot");
  });

  it("reports a lock that fails for another reason than another sync as that reason", async () => {
    // The name is allowed, but not with ".lock" after it.
    const path = join(dirname(await tempSnapshotPath()), "s".repeat(251));
    const failure = (await withSnapshotLock(path, async () => "ran").catch((error: unknown) => error)) as NodeJS.ErrnoException;
    expect(failure).not.toBeInstanceOf(SnapshotError);
    expect(failure.code).toBe("ENAMETOOLONG");
  });

  it("frees the lock when the work inside it fails, so the next sync can run", async () => {
    const path = await tempSnapshotPath();
    await expect(withSnapshotLock(path, async () => Promise.reject(new Error("sync failed")))).rejects.toThrow("sync failed");
    await expect(withSnapshotLock(path, async () => "ran")).resolves.toBe("ran");
  });

  it("reads the previous snapshot for the change report, or none when it is missing or unreadable", async () => {
    const path = await tempSnapshotPath();
    expect(await readPreviousSnapshot(path)).toBeNull();
    await writeFile(path, "{ not json");
    expect(await readPreviousSnapshot(path)).toBeNull();
    await writeSnapshotAtomically(path, aSnapshot());
    expect(await readPreviousSnapshot(path)).toEqual(aSnapshot());
  });

  it("writes the same bytes for the same data", () => {
    const snapshot = aSnapshot();
    expect(serializeSnapshot(snapshot)).toBe(serializeSnapshot(structuredClone(snapshot)));
    expect(serializeSnapshot(snapshot).endsWith("}\n")).toBe(true);
  });
});
