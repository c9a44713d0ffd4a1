/**
 * Sites that several test files read, made once per `vitest run` by the run's
 * own process (test/support/test-services.ts, the config's globalSetup) when a file first
 * asks, and handed to every file that asks after: a full `astro build` costs seconds of both
 * cores, and six files read the same demo site. A file that runs alone makes only what it asks
 * for. Each shared site is read-only to its readers; the run removes it at the end.
 *
 * The demo studio is generated relative to today: a reader takes the clock its site was
 * synced with (`now`) and built between (`builtAfter`, `builtBefore`), never its own.
 */
import { readFile } from "node:fs/promises";
import { parseSnapshot, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { builtSite, type BuiltSite } from "./build-site.ts";
import { askTestServices } from "./services-client.ts";

/** Each shared site: its snapshot and its build settings. Sites of one snapshot share the sync. */
export const SHARED_SITES = {
  /** The demo studio as `npm run build` syncs it (no key: the embedded emulator), in English. */
  demo: { snapshot: "demo", env: {} },
  /** The same snapshot, built in Spanish. */
  "demo-es": { snapshot: "demo", env: { STUDIO_LOCALE: "es-US" } },
  /** The same snapshot in English at the root and Spanish under /es/ (STUDIO_LOCALES): one search bundle, an index per language. */
  "demo-en-es": { snapshot: "demo", env: { STUDIO_LOCALES: "en-US,es-US" } },
  /** The demo-like studio (test/fixtures/demo-like-snapshot.ts, 30 days ahead), in English. */
  "demo-like": { snapshot: "demo-like", env: {} },
  /** The same snapshot, built in Spanish. */
  "demo-like-es": { snapshot: "demo-like", env: { STUDIO_LOCALE: "es-US" } },
  /** The same snapshot, built in Canadian French. */
  "demo-like-fr": { snapshot: "demo-like", env: { STUDIO_LOCALE: "fr-CA" } },
  /** A generated studio of 400 classes (test/fixtures/studio-400-snapshot.ts), in English. */
  "studio-400": { snapshot: "studio-400", env: {} },
} as const satisfies Record<string, { snapshot: SharedSnapshotName; env: Record<string, string> }>;

/** The snapshots shared sites are built from: each synced once per run. */
export type SharedSnapshotName = "demo" | "demo-like" | "studio-400";

export type SharedSiteName = keyof typeof SHARED_SITES;

/** What the run's process answers for a shared site (JSON). */
export interface SharedSiteRecord {
  outDir: string;
  /** The snapshot file it was built from. */
  snapshotPath: string;
  /** ISO instants: the sync's clock, and the build's start and end. */
  now: string;
  builtAfter: string;
  builtBefore: string;
  durationMs: number;
  output: string;
}

export interface SharedSite {
  /** The built site; its `cleanup` does nothing (the run removes it). */
  site: BuiltSite;
  /** The snapshot file's text, and the snapshot it holds (the reader's own copy). */
  snapshotText: string;
  snapshot: Snapshot;
  /** The sync's clock: the demo's today is this instant's day in the studio's zone. */
  now: Date;
  /** The build read the clock between these two instants. */
  builtAfter: Date;
  builtBefore: Date;
}

/** The shared site `name`, built by the run's process the first time any file asks. */
export async function sharedSite(name: SharedSiteName): Promise<SharedSite> {
  const record = await askTestServices<SharedSiteRecord>(`/site/${name}`);
  const site = builtSite({ code: 0, output: record.output, outDir: record.outDir, durationMs: record.durationMs, cleanup: async () => undefined });
  const snapshotText = await readFile(record.snapshotPath, "utf8");
  return {
    site,
    snapshotText,
    snapshot: parseSnapshot(snapshotText, record.snapshotPath),
    now: new Date(record.now),
    builtAfter: new Date(record.builtAfter),
    builtBefore: new Date(record.builtBefore),
  };
}
