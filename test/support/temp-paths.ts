import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh temp folder's snapshot path, for one test. */
export async function tempSnapshotPath(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "studio-sync-"));
  return join(dir, "snapshot.json");
}
