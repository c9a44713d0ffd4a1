import { EventEmitter } from "node:events";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoaderContext } from "astro/loaders";
import { describe, expect, it, vi } from "vitest";
import { SNAPSHOT_ENTRY_ID, snapshotLoader } from "../../src/site/snapshot-loader.ts";
import { aSnapshot } from "../fixtures/catalog-records.ts";

interface Entry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

/** Just enough of Astro's loader context: an in-memory store, a digest, a logger, a watcher. */
function fakeContext(withWatcher = false) {
  const entries = new Map<string, Entry>();
  const store = {
    get: (id: string) => entries.get(id),
    set: vi.fn((entry: Entry) => {
      entries.set(entry.id, entry);
      return true;
    }),
    clear: () => entries.clear(),
  };
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const logger = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
  const context = {
    store,
    logger,
    watcher: withWatcher ? watcher : undefined,
    generateDigest: (text: string) => `digest:${text.length}:${text.slice(0, 40)}`,
  } as unknown as LoaderContext;
  return { context, entries, store, watcher, logger };
}

async function snapshotFile(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "snapshot-loader-"));
  const path = join(dir, "snapshot.json");
  await writeFile(path, text, "utf8");
  return path;
}

describe("snapshotLoader", () => {
  it("stores the snapshot as the collection's one entry", async () => {
    const snapshot = aSnapshot();
    const path = await snapshotFile(JSON.stringify({ ...snapshot, studio: { ...snapshot.studio, name: "Demo Dance Studio" } }));
    const { context, entries } = fakeContext();
    await snapshotLoader({ path, siteUrl: null }).load(context);
    expect([...entries.keys()]).toEqual([SNAPSHOT_ENTRY_ID]);
    expect((entries.get(SNAPSHOT_ENTRY_ID)?.data as { studio: { name: string } }).studio.name).toBe("Demo Dance Studio");
  });

  it("does not rewrite an unchanged snapshot", async () => {
    const path = await snapshotFile(JSON.stringify(aSnapshot()));
    const { context, store } = fakeContext();
    const loader = snapshotLoader({ path, siteUrl: null });
    await loader.load(context);
    await loader.load(context);
    expect(store.set).toHaveBeenCalledTimes(1);
  });

  it("says to run the sync when there is no snapshot", async () => {
    const { context } = fakeContext();
    const load = snapshotLoader({ path: join(tmpdir(), "no-such-dir-xyz", "snapshot.json"), siteUrl: null }).load(context);
    await expect(load).rejects.toMatchObject({ code: "snapshot_missing" });
    await expect(load).rejects.toThrow(/Run `npm run sync`/);
  });

  it("refuses a damaged snapshot with the reason", async () => {
    const path = await snapshotFile('{"schema_version": 1, "synced_');
    const { context } = fakeContext();
    await expect(snapshotLoader({ path, siteUrl: null }).load(context)).rejects.toMatchObject({ code: "snapshot_corrupt" });
  });

  it("asks for SITE_URL when the snapshot comes from a real studio's API", async () => {
    const path = await snapshotFile(JSON.stringify(aSnapshot({ source: { kind: "api", api_url: "https://api.example.com/v1" } })));
    const { context } = fakeContext();
    await expect(snapshotLoader({ path, siteUrl: null }).load(context)).rejects.toMatchObject({ code: "site_url_missing" });
    await expect(snapshotLoader({ path, siteUrl: "https://schedule.example.com" }).load(fakeContext().context)).resolves.toBeUndefined();
  });

  it("needs an absolute path, and says so when it is created", () => {
    expect(() => snapshotLoader({ path: "relative/snapshot.json", siteUrl: null })).toThrow(/absolute path/);
  });

  it("reloads in dev when the sync rewrites the file, and keeps the old entry if the new one is bad", async () => {
    const path = await snapshotFile(JSON.stringify(aSnapshot()));
    const { context, entries, watcher, logger } = fakeContext(true);
    await snapshotLoader({ path, siteUrl: null }).load(context);
    expect(watcher.add).toHaveBeenCalledWith(path);

    await writeFile(path, JSON.stringify(aSnapshot({ studio: { id: "00000000-0000-4000-8000-000000000001", name: "Renamed", slug: "r" } })));
    const reloaded = new Promise<void>((resolve) => logger.info.mockImplementationOnce(() => resolve()));
    watcher.emit("change", path);
    await reloaded;
    expect((entries.get(SNAPSHOT_ENTRY_ID)?.data as { studio: { name: string } }).studio.name).toBe("Renamed");

    await writeFile(path, "not json");
    const failed = new Promise<void>((resolve) => logger.error.mockImplementationOnce(() => resolve()));
    watcher.emit("change", path);
    await failed;
    expect((entries.get(SNAPSHOT_ENTRY_ID)?.data as { studio: { name: string } }).studio.name).toBe("Renamed");
  });
});
