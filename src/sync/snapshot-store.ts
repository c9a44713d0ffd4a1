import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
import lockfile from "proper-lockfile";
import { SnapshotError } from "../snapshot/snapshot-error.ts";
import { readSnapshot, serializeSnapshot, type Snapshot } from "../snapshot/snapshot.ts";

/** The previous snapshot if there is a readable one, else null (for the change report). */
export async function readPreviousSnapshot(path: string): Promise<Snapshot | null> {
  try {
    return await readSnapshot(path);
  } catch {
    return null;
  }
}

/**
 * Writes to a temporary file beside the target, flushes it, then renames it over the
 * target: readers see the old file or the new one, never a mix, and a crash leaves the
 * old one byte-identical.
 */
export async function writeSnapshotAtomically(path: string, snapshot: Snapshot): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx");
  try {
    await handle.writeFile(serializeSnapshot(snapshot), "utf8");
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Holds `<path>.lock` while `work` runs, so two syncs never write the same snapshot
 * at once. A second sync refuses at once with a clear message; a lock left by a
 * crashed sync goes stale (proper-lockfile refreshes it while held).
 */
export async function withSnapshotLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(path, { realpath: false, lockfilePath: `${path}.lock`, retries: 0, stale: 15_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new SnapshotError("snapshot_locked", path, "its lock is held", { cause: error });
    }
    throw error;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}
