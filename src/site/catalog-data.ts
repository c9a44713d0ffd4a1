import { getEntry } from "astro:content";
import { readSiteConfig } from "../config.ts";
import { publishedSnapshot, type Snapshot } from "../core/snapshot.ts";
import { buildSiteCatalog, type SiteCatalog } from "./site-catalog.ts";
import { SiteDataError } from "./site-data-error.ts";
import { SNAPSHOT_ENTRY_ID } from "./snapshot-loader.ts";
import { builtLanguages } from "./site-languages.ts";
import { siteLogo } from "./logo.ts";

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

/**
 * The page-ready catalog, attached to the content layer's entry it was built from: every
 * page of a build reads the same entry, so the catalog is built once per build; in
 * `astro dev` a re-sync replaces the entry, and the next request builds a new catalog
 * (the old one goes with its entry). Pages and components read it from `Astro.locals`
 * (src/middleware.ts asks here once per request); `getStaticPaths` asks here.
 */
const builtFrom = new WeakMap<object, SiteCatalog>();

export async function getSiteCatalog(): Promise<SiteCatalog> {
  const entry = await snapshotEntry();
  const built = builtFrom.get(entry.data);
  if (built) return built;
  const config = readSiteConfig();
  const languages = builtLanguages();
  const logo = await siteLogo(entry.data.source);
  const catalog = buildSiteCatalog(entry.data, { locale: languages.current.locale, languages, logo, currency: config.currency, live: config.live, analytics: config.analytics, now: new Date() });
  builtFrom.set(entry.data, catalog);
  return catalog;
}

/** The snapshot the site was built from, in the form it publishes (`publishedSnapshot`: no key characters). */
export async function getPublishedSnapshot(): Promise<Snapshot> {
  return publishedSnapshot((await snapshotEntry()).data);
}
