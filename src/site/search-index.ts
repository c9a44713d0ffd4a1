import { createIndex, close } from "pagefind";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { readItemTokens, searchFacetMarks } from "../page-rules/class-filters.ts";
import { decodeEntities } from "../page-rules/site-search.ts";
import { SiteDataError } from "./site-data-error.ts";
import { isSearchablePage, SEARCH_BUNDLE_FOLDER, SEARCH_FACETS, SEARCHABLE_FOLDERS } from "./searchable-pages.ts";


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
 * Only the searchable pages' files are read (`isSearchablePage`), in each language's folder
 * (`languageFolders`: "" for the site's root, "es"), and of those only the content Base.astro
 * marks `data-pagefind-body` (never an embed view's). Pagefind reads them as `asIndexed`
 * writes them, from a folder of their own that is removed afterwards: the site's pages are
 * not changed, and Pagefind reads the files itself, which is several times faster than
 * handing them over one by one (0.2 s against 0.9 s at 400 classes).
 */
export async function indexSite(outDir: string, languageFolders: readonly string[]): Promise<SearchIndexResult> {
  const started = performance.now();
  const staging = await mkdtemp(join(tmpdir(), "search-index-"));
  try {
    const files = (await Promise.all(languageFolders.map((folder) => searchableFiles(outDir, folder)))).flat();
    await Promise.all([...new Set(files.map((file) => dirname(join(staging, file))))].map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(
      files.map(async (file) => {
        // A section the studio does not have (no memberships, say) has no page: nothing to index.
        const html = await readFile(join(outDir, file), "utf8").catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : Promise.reject(error)));
        const indexed = html === null ? null : asIndexed(html);
        if (indexed !== null) await writeFile(join(staging, file), indexed);
      }),
    );
    const { index, errors } = await createIndex({ excludeSelectors: NOT_INDEXED });
    if (!index) throw searchIndexError(errors);
    const added = await index.addDirectory({ path: staging });
    if (added.errors.length > 0) throw searchIndexError(added.errors);
    const bundle = join(outDir, SEARCH_BUNDLE_FOLDER);
    // A rebuild into the same folder writes new file names (they carry their content's hash).
    await rm(bundle, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length > 0) throw searchIndexError(written.errors);
    // The site's own box searches through pagefind.js on the page's thread: Pagefind's ready-made
    // interfaces (about 400 KB) and its worker would only be published, never fetched.
    await Promise.all(UNUSED_BUNDLE_FILES.map((file) => rm(join(bundle, file), { force: true })));
    // Pagefind's own count of what it indexed.
    const entry = JSON.parse(await readFile(join(bundle, "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    return { pages, durationMs: performance.now() - started };
  } finally {
    try {
      // Pagefind's binary runs as a service until closed; the build process must be free to exit.
      await close();
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
}

/** The searchable pages' files in one language's folder of `outDir`, as paths from `outDir` ("es/classes/ballet/index.html"); a fixed page the studio has no section for is listed all the same. */
async function searchableFiles(outDir: string, languageFolder: string): Promise<string[]> {
  const within = (path: string) => (languageFolder === "" ? path : `${languageFolder}/${path}`);
  const pages = await Promise.all(
    SEARCHABLE_FOLDERS.map(async (folder) => {
      if (!folder.endsWith("/*")) return [`/${folder}/`];
      const parent = folder.slice(0, -"/*".length);
      const entries = await readdir(join(outDir, within(parent)), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isDirectory()).map((entry) => `/${parent}/${entry.name}/`);
    }),
  );
  return pages.flat().filter(isSearchablePage).map((path) => within(`${path.slice(1)}index.html`));
}

/**
 * A page as Pagefind reads it: its language, its title and its `<main>` (the rest of a page
 * is never indexed: Base.astro marks `<main>` as the body), with the words of a term and its
 * description, of two list items or of two cells kept apart (Pagefind runs the text of such
 * neighbours together: "Ends Dec 21, 2026Instructors", "dom Cerradolun–jue"), and a class
 * page's facets written out (`withFacets`). The page a family downloads is not changed. Null for
 * a page without a `<main>` (none of the site's): there is nothing of it to index.
 */
export function asIndexed(html: string): string | null {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  if (start < 0 || end < 0) return null;
  const main = html.slice(start, end + "</main>".length);
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? "";
  return `<!DOCTYPE html><html${lang === undefined ? "" : ` lang="${lang}"`}><head>${title}</head><body>${withFacets(main.replace(/<\/(dt|dd|li|td|th)>/g, "$& "))}</body></html>`;
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
