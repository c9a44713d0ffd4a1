import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSnapshot, PUBLISHED_SNAPSHOT_FILE, UNPUBLISHED_KEY_PREFIX } from "../../src/snapshot/snapshot.ts";
import { demoKey, startEmulator, type RunningEmulator } from "../../src/emulator/index.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";
import { envFor, readText, runSync, tempSnapshotPath } from "../support/sync-harness.ts";

/**
 * A host that builds from a fresh clone (Netlify, Cloudflare Pages) has no previous
 * snapshot on disk. The deployed site publishes the one it was built from, and the sync
 * compares with that: here a real build of the site, served on 127.0.0.1 the way a static
 * host serves it, and syncs with an empty snapshot path, as such a host runs them.
 */
const KEY = demoKey("full");
let emulator: RunningEmulator;
let site: BuiltSite;
let server: StaticServer;

beforeAll(async () => {
  emulator = await startEmulator();
  const published = await tempSnapshotPath();
  const first = await runSync(envFor(emulator, KEY, published));
  expect(first.exitCode, first.stderr).toBe(0);
  site = await buildSite({ snapshot: await readText(published), env: { SITE_URL: "https://schedule.example.com" } });
  server = await startStaticServer(site.outDir);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await site?.cleanup();
  await emulator?.close();
});

/** A sync as a fresh clone runs it: no snapshot on disk, SITE_URL naming the served site. */
const freshSync = async (siteUrl = server.origin) => {
  const path = await tempSnapshotPath();
  // As the sync's lines show it.
  const shown = relative(process.cwd(), path);
  return { path, shown, ...(await runSync(envFor(emulator, KEY, path, { SITE_URL: siteUrl }))) };
};

describe("the change report on a fresh clone", () => {
  it("compares with the snapshot the served site publishes, and finds nothing changed when nothing did", async () => {
    const run = await freshSync();
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `No previous snapshot at ${run.shown}: comparing with the one the site published at ${server.origin}/${PUBLISHED_SNAPSHOT_FILE}.`,
    );
    // The published copy lacks the key's prefix; a difference there alone is no change.
    expect(run.stderr).toMatch(/\nNo changes since the last sync on .+\.\n$/);
    expect(run.stderr).not.toContain("First sync");
    expect(server.requests).toContainEqual({ method: "GET", path: `/${PUBLISHED_SNAPSHOT_FILE}`, status: 200 });
  });

  it("names what changed since the published snapshot, and writes only the new snapshot locally", async () => {
    const cls = emulator.data.classes[0]!;
    const before = cls.name;
    cls.name = `${before} (renamed)`;
    try {
      const run = await freshSync();
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/\nChanges since the last sync on .+:\nClasses renamed:\n {2}- /);
      expect(run.stderr).toContain(`${before} (renamed)`);
      const written = parseSnapshot(await readText(run.path), run.path);
      expect(written.classes.find((item) => item.id === cls.id)?.name).toBe(`${before} (renamed)`);
      expect(written.key.prefix).toBe(KEY.slice(0, 12));
    } finally {
      cls.name = before;
    }
  });

  it("counts a download that fails as a first sync, in one line, and the sync still succeeds", async () => {
    const run = await freshSync(`${server.origin}/elsewhere`);
    expect(run.exitCode, run.stderr).toBe(0);
    const lines = run.stderr.split("\n").filter((line) => line.includes("none could be read"));
    expect(lines).toEqual([
      `No previous snapshot at ${run.shown}, and none could be read from ${server.origin}/elsewhere/${PUBLISHED_SNAPSHOT_FILE}: it answered 404 (not published yet: the site's first build with this version publishes it). The change report counts this as a first sync.`,
    ]);
    expect(run.stderr).toMatch(/\nFirst sync: \d+ classes, /);
  });
});

describe(`/${PUBLISHED_SNAPSHOT_FILE}`, () => {
  it("holds the catalog but never the key, is valid for the sync, and is linked from no page nor the sitemap", async () => {
    const text = await readFile(join(site.outDir, PUBLISHED_SNAPSHOT_FILE), "utf8");
    const published = parseSnapshot(text, PUBLISHED_SNAPSHOT_FILE);
    expect(published.classes).toHaveLength(emulator.data.classes.length);
    expect(published.key.prefix).toBe(UNPUBLISHED_KEY_PREFIX);
    expect(text).not.toContain(KEY.slice(0, 12));
    expect(text).not.toMatch(/svc_(sk|pk)_/);
    const mentioning: string[] = [];
    for (const file of await readdir(site.outDir, { recursive: true })) {
      if (!/\.(html|xml|txt)$/.test(file)) continue;
      if ((await readFile(join(site.outDir, file), "utf8")).includes(PUBLISHED_SNAPSHOT_FILE)) mentioning.push(file);
    }
    expect(mentioning).toEqual([]);
    expect((await site.files()).filter((file) => file.startsWith("sitemap"))).not.toEqual([]);
  });
});
