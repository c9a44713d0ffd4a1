import { createIndex, close } from "pagefind";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { SiteDataError } from "./site-data-error.ts";
import { SEARCH_BUNDLE_FOLDER, SEARCHABLE_FILES } from "./searchable-pages.ts";


const UNUSED_BUNDLE_FILES = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

/**
 * What a family never searches for, left out of the index: it would only make the index and
 * each result's fragment heavier (the first search's transfer) and blur the ranking. The
 * breadcrumb trail (the section and category on every page, which would lead every excerpt),
 * a class's dated session rows and later-session links (the schedule's job), the spots note
 * and calendar links, and text for screen readers only (": Ballet I" after each button, which
 * would weigh a class's name on every page that lists it).
 */
const NOT_INDEXED = [".breadcrumbs", ".session-list", ".later-sessions", ".spots-as-of", ".calendar-links", ".visually-hidden"];

export interface SearchIndexResult {
  /** Pages indexed, every language together. */
  readonly pages: number;
  /** Wall time of indexing and writing, in milliseconds. */
  readonly durationMs: number;
}

/**
 * The site search's index (issue 35), made by Pagefind's Node API once every language is
 * built: one bundle at `<outDir>/pagefind/` holding one index per `<html lang>`, each with
 * its language's stemming, which every page of every language fetches from the site's root.
 * Only the searchable pages' files are read (`isSearchablePage`), and of those only the
 * content Base.astro marks `data-pagefind-body` (never an embed view's).
 */
export async function indexSite(outDir: string): Promise<SearchIndexResult> {
  const started = performance.now();
  try {
    const { index, errors } = await createIndex({ excludeSelectors: NOT_INDEXED });
    if (!index) throw searchIndexError(errors);
    const added = await index.addDirectory({ path: outDir, glob: SEARCHABLE_FILES });
    if (added.errors.length > 0) throw searchIndexError(added.errors);
    const bundle = join(outDir, SEARCH_BUNDLE_FOLDER);
    // A rebuild into the same folder writes new file names (they carry their content's hash).
    await rm(bundle, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length > 0) throw searchIndexError(written.errors);
    // The site's own box searches through pagefind.js on the page's thread: Pagefind's ready-made
    // interfaces (about 400 KB) and its worker would only be published, never fetched.
    await Promise.all(UNUSED_BUNDLE_FILES.map((file) => rm(join(bundle, file), { force: true })));
    // Pagefind's own count of what it indexed (addDirectory counts every HTML file it read).
    const entry = JSON.parse(await readFile(join(bundle, "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    return { pages, durationMs: performance.now() - started };
  } finally {
    // Pagefind's binary runs as a service until closed; the build process must be free to exit.
    await close();
  }
}

function searchIndexError(errors: readonly string[]): SiteDataError {
  return new SiteDataError(
    "search_index_failed",
    `The site search's index could not be written (${errors.join("; ") || "no reason given"}). The pages are built; run the build again, and report it if it repeats.`,
  );
}
