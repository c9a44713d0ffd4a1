import source from "virtual:studio-snapshot";
import { readSiteConfig } from "../config.ts";
import { publishedSnapshotParts, readSnapshotFile } from "../snapshot/snapshot.ts";
import { buildSiteModel, type SiteModel } from "./site-model.ts";
import { builtLanguages } from "./site-languages.ts";
import { siteLogo } from "./logo.ts";
import { buildableSnapshot } from "./snapshot-source.ts";
import { translateSnapshot } from "../snapshot/translate.ts";

interface Built {
  /** The published copy's parts, made from the snapshot file's bytes as this build read them. */
  readonly published: () => readonly Uint8Array<ArrayBuffer>[];
  readonly model: SiteModel;
}

async function build(): Promise<Built> {
  const config = readSiteConfig();
  // Read once and validated with the snapshot's own zod schema (`readSnapshotFile`: a readable error that says to re-sync).
  const file = await readSnapshotFile(source.path);
  const synced = buildableSnapshot(file.snapshot, config.siteUrl);
  const languages = builtLanguages();
  // The studio's own words in this language where its translation file has them (issue 32): every page, feed and data file reads the one translated snapshot.
  const translation = config.translations[new Intl.Locale(languages.current.locale).language];
  const translated = translation ? { source: translation.source, synced, ...translateSnapshot(synced, translation.words) } : null;
  const snapshot = translated?.snapshot ?? synced;
  const logo = await siteLogo(snapshot.source, source.publicDir);
  const model = buildSiteModel(snapshot, {
    studioWords: translated,
    locale: languages.current.locale,
    languages,
    logo,
    currency: config.currency,
    live: config.live,
    analytics: config.analytics,
    settings: config.settings,
    now: config.buildTime ?? new Date(),
  });
  // The published copy is the API's, untranslated: the next sync compares with it.
  return { published: () => publishedSnapshotParts(file.bytes, synced), model };
}

/**
 * The snapshot file's site model, built once per evaluation of this module: in `astro dev`, a
 * sync that replaces the file makes Vite evaluate this module again, and the pages that
 * import it (src/site/snapshot-source.ts), so a site model never outlives its snapshot. A build
 * evaluates it once, and reads and builds once.
 */
let built: Promise<Built> | null = null;
const current = (): Promise<Built> => (built ??= build());

/**
 * The page-ready site model. Pages and components read it from `Astro.locals` (src/middleware.ts
 * asks here once per request); `getStaticPaths` asks here.
 */
export async function getSiteModel(): Promise<SiteModel> {
  return (await current()).model;
}

/** The snapshot file the site was built from, in the form it publishes (`publishedSnapshotParts`: no key characters). */
export async function getPublishedSnapshot(): Promise<readonly Uint8Array<ArrayBuffer>[]> {
  return (await current()).published();
}
