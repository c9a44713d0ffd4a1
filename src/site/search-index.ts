import { createIndex, close } from "pagefind";
import { glob, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { readItemTokens, searchFacetMarks } from "../page-rules/class-filters.ts";
import { decodeEntities } from "../page-rules/site-search.ts";
import { SiteDataError } from "./site-data-error.ts";
import { CLASS_PAGE_FILES, OTHER_SEARCHABLE_FILES, SEARCH_BUNDLE_FOLDER, SEARCH_FACETS } from "./searchable-pages.ts";


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
    const added = await index.addDirectory({ path: outDir, glob: OTHER_SEARCHABLE_FILES });
    if (added.errors.length > 0) throw searchIndexError(added.errors);
    for await (const sourcePath of glob(CLASS_PAGE_FILES, { cwd: outDir })) {
      const file = await index.addHTMLFile({ sourcePath, content: withFacets(await readFile(join(outDir, sourcePath), "utf8")) });
      if (file.errors.length > 0) throw searchIndexError(file.errors);
    }
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

const FACETS_ATTRIBUTE = new RegExp(`\\s${SEARCH_FACETS}="([^"]*)"[^>]*>`);

/**
 * A class page as Pagefind reads it: its facets (`SEARCH_FACETS`, the class's filter tokens)
 * written out as one `data-pagefind-filter` element per value, by the filter's own rules
 * (`searchFacetMarks`), inside the element that carries them. Only the index sees these.
 */
export function withFacets(html: string): string {
  const found = FACETS_ATTRIBUTE.exec(html);
  if (!found) return html;
  const [item] = readItemTokens(decodeEntities(found[1]!));
  if (!item) return html;
  const marks = searchFacetMarks(item).map((mark) => `<span data-pagefind-filter="${mark.replace(/[&"<]/g, (character) => `&#${character.charCodeAt(0)};`)}"></span>`);
  const end = found.index + found[0].length;
  return `${html.slice(0, end)}${marks.join("")}${html.slice(end)}`;
}

function searchIndexError(errors: readonly string[]): SiteDataError {
  return new SiteDataError(
    "search_index_failed",
    `The site search's index could not be written (${errors.join("; ") || "no reason given"}). The pages are built; run the build again, and report it if it repeats.`,
  );
}
