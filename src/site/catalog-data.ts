import { getEntry } from "astro:content";
import { readSiteConfig } from "../config.ts";
import { publishedSnapshot, type Snapshot } from "../core/snapshot.ts";
import { buildSiteCatalog, type SiteCatalog } from "./site-catalog.ts";
import { SiteDataError } from "./site-data-error.ts";
import { SNAPSHOT_ENTRY_ID } from "./snapshot-loader.ts";

async function snapshotEntry() {
  const entry = await getEntry("catalog", SNAPSHOT_ENTRY_ID);
  if (!entry) {
    throw new SiteDataError(
      "snapshot_not_loaded",
      `The catalog snapshot did not load (see the error above from the "catalog" collection). Run \`npm run sync\` to write one; with no STUDIO_API_KEY it syncs the built-in demo studio.`,
    );
  }
  return entry;
}

let cached: { digest: string | number; catalog: SiteCatalog } | undefined;

/**
 * The page-ready catalog, built once per snapshot: every page of a build shares one
 * instance; in `astro dev` a re-sync changes the entry's digest and the next request
 * rebuilds it.
 */
export async function getSiteCatalog(): Promise<SiteCatalog> {
  const entry = await snapshotEntry();
  if (cached && cached.digest === entry.digest) return cached.catalog;
  const config = readSiteConfig();
  const catalog = buildSiteCatalog(entry.data, { locale: config.locale, currency: config.currency, live: config.live, now: new Date() });
  // The loader always sets a digest; without one, nothing is cached.
  cached = entry.digest === undefined ? undefined : { digest: entry.digest, catalog };
  return catalog;
}

/** The snapshot the site was built from, in the form it publishes (`publishedSnapshot`: no key characters). */
export async function getPublishedSnapshot(): Promise<Snapshot> {
  return publishedSnapshot((await snapshotEntry()).data);
}
