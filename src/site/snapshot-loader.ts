import { isAbsolute } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { readSnapshotFile, snapshotSchema } from "../core/snapshot.ts";
import { SiteDataError } from "./site-data-error.ts";

/** The one entry of the `catalog` collection. */
export const SNAPSHOT_ENTRY_ID = "snapshot";

export interface SnapshotLoaderOptions {
  /** Absolute path of the snapshot the sync wrote (SiteConfig.snapshotPath). */
  readonly path: string;
  /** SiteConfig.siteUrl: may be null for the demo studio, never for a real one. */
  readonly siteUrl: string | null;
}

/**
 * Puts the sync's snapshot into Astro's content layer as ONE entry: the snapshot is a
 * single consistent picture (one `synced_at`, one window, one set of skipped sections)
 * and every page needs cross-references across it, so splitting it per record would
 * only be reassembled again. The entry's digest is the file's, so an unchanged
 * snapshot is not rewritten. In `astro dev` the file is watched: a re-sync replaces
 * the entry, and Astro reloads the pages and their static paths.
 */
export function snapshotLoader(options: SnapshotLoaderOptions): Loader {
  if (typeof options?.path !== "string" || !isAbsolute(options.path)) {
    throw new SiteDataError(
      "snapshot_path_invalid",
      `snapshotLoader needs the absolute path of the catalog snapshot, got ${JSON.stringify(options?.path)}. Pass readSiteConfig().snapshotPath.`,
    );
  }
  const { path } = options;

  const sync = async ({ store, generateDigest }: LoaderContext): Promise<void> => {
    const { text, snapshot } = await readSnapshotFile(path);
    if (snapshot.source.kind === "api" && options.siteUrl === null) {
      throw new SiteDataError(
        "site_url_missing",
        "SITE_URL is not set. A real studio's site needs its public address for canonical links and the sitemap: set SITE_URL (for example https://schedule.example.com) in the environment or .env, then build again.",
      );
    }
    const digest = generateDigest(text);
    if (store.get(SNAPSHOT_ENTRY_ID)?.digest === digest) return;
    store.clear();
    // Validated by `readSnapshotFile` with the snapshot's schema (and its readable errors); Astro gets the same schema for the entry's type.
    store.set({ id: SNAPSHOT_ENTRY_ID, data: snapshot, digest });
  };

  return {
    name: "snapshot-loader",
    schema: snapshotSchema,
    load: async (context) => {
      await sync(context);
      const { watcher, logger } = context;
      if (!watcher) return;
      watcher.add(path);
      watcher.on("change", async (changed) => {
        if (changed !== path) return;
        try {
          await sync(context);
          logger.info(`Reloaded the catalog snapshot (${path}).`);
        } catch (error) {
          // Keep serving the last good snapshot; the sync writes atomically, so this is a real problem to fix.
          logger.error(error instanceof Error ? error.message : String(error));
        }
      });
    },
  };
}
