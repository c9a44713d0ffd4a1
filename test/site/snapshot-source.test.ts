import { mkdtemp, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildableSnapshot, snapshotSource, snapshotVersion } from "../../src/site/snapshot-source.ts";
import { aSnapshot } from "../fixtures/catalog-records.ts";

describe("buildableSnapshot", () => {
  it("asks for SITE_URL when the snapshot comes from a real studio's API, and says how to set it", () => {
    const real = aSnapshot({ source: { kind: "api", api_url: "https://api.example.com/v1" } });
    expect(() => buildableSnapshot(real, null)).toThrow(
      expect.objectContaining({ code: "site_url_missing", message: expect.stringMatching(/set SITE_URL \(for example https:\/\/schedule\.example\.com\)/) }),
    );
    expect(buildableSnapshot(real, "https://schedule.example.com")).toBe(real);
  });

  it("builds the demo studio without SITE_URL", () => {
    const demo = aSnapshot({ source: { kind: "demo-emulator", api_url: "http://127.0.0.1:4010/v1" } });
    expect(buildableSnapshot(demo, null)).toBe(demo);
  });
});

describe("snapshotVersion", () => {
  it("is 'missing' before the first sync, and changes when a sync replaces the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "snapshot-version-"));
    const path = join(dir, "snapshot.json");
    expect(snapshotVersion(path)).toBe("missing");
    await writeFile(path, JSON.stringify(aSnapshot()));
    const first = snapshotVersion(path);
    expect(first).toMatch(/^\d+:\d+:\d+(\.\d+)?$/);
    // The sync writes a temporary file and renames it over the snapshot.
    // The same size in the same tick of the file system's clock: only the file's identity tells them apart.
    await writeFile(`${path}.tmp`, JSON.stringify({ ...aSnapshot(), synced_at: "2027-01-01T00:00:00.000Z" }));
    await rename(`${path}.tmp`, path);
    expect(snapshotVersion(path)).not.toBe(first);
  });
});

describe("snapshotSource", () => {
  it("needs an absolute path, and says so when the site is configured", () => {
    expect(() => snapshotSource("relative/snapshot.json")).toThrow(expect.objectContaining({ code: "snapshot_path_invalid", message: expect.stringMatching(/absolute path/) }));
    expect(snapshotSource("/srv/site/.catalog/snapshot.json").name).toBe("studio-snapshot");
  });
});
