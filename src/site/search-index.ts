import { Parser } from "htmlparser2";
import { createIndex, close } from "pagefind";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
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
const NOT_INDEXED = new Set(["breadcrumbs", "session-list", "later-sessions", "spots-as-of", "calendar-links", "visually-hidden"]);

/** Elements whose words Pagefind would run into the next element's ("Ends Dec 21, 2026Instructors", "dom Cerradolun–jue"). */
const WORD_BREAK_AFTER = new Set(["dt", "dd", "li", "td", "th"]);

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
 * (`languageFolders`: "" for the site's root, "es"), and of those only what `asIndexed`
 * keeps, handed to Pagefind's service all at once: the site's pages are not changed, and
 * nothing is written but the bundle (staging them in a folder for Pagefind to read itself
 * cost three file operations a page, more than the whole index made this way at 1,500 classes).
 */
export async function indexSite(outDir: string, languageFolders: readonly string[]): Promise<SearchIndexResult> {
  const started = performance.now();
  let pages: number;
  try {
    const { index, errors } = await createIndex();
    if (!index) throw searchIndexError(errors);
    // In code-unit order: a folder's listing comes in the file system's own order.
    const files = (await Promise.all(languageFolders.map((folder) => searchableFiles(outDir, folder)))).flat().sort();
    const read = await Promise.all(
      files.map(async (file) => {
        // A section the studio does not have (no memberships, say) has no page: nothing to index.
        const html = await readFile(join(outDir, file), "utf8").catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : Promise.reject(error)));
        return { file, content: html === null ? null : asIndexed(html) };
      }),
    );
    // Handed over in one order whichever file was read first: Pagefind numbers pages as they come (its
    // service, 1.6, answers one message after another), and the same pages must make the same bundle,
    // byte for byte (test/site/rebuild.test.ts). The page's address is Pagefind's from its
    // path, as if it read the file itself: "es/classes/ballet/index.html" is /es/classes/ballet/.
    const added = await Promise.all(read.flatMap(({ file, content }) => (content === null ? [] : [index.addHTMLFile({ sourcePath: file, content })])));
    const failed = added.flatMap((page) => page.errors);
    if (failed.length > 0) throw searchIndexError(failed);
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
    pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  } finally {
    // Pagefind's binary runs as a service until closed; the build process must be free to exit.
    await close();
  }
  return { pages, durationMs: performance.now() - started };
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
 * is never indexed: Base.astro marks `<main>` as the body), without what is `NOT_INDEXED`, with
 * a space after each of `WORD_BREAK_AFTER`'s elements, and a class page's facets written out
 * (`facetMarks`). One pass of an HTML parser finds where each of these is in the page, and the
 * page's own text is kept between them. The page a family downloads is not changed. Null for
 * a page without a `<main>` (none of the site's): there is nothing of it to index.
 *
 * Leaving out the session rows here rather than by Pagefind's `excludeSelectors` hands Pagefind
 * a quarter of the bytes at 1,500 classes, and Pagefind reads what it is handed one page after another.
 */
export function asIndexed(html: string): string | null {
  let lang: string | undefined;
  let title = "";
  // Set by the parser's callbacks (a type annotation alone would keep it `null` after them for the compiler).
  let main = null as { start: number; end: number } | null;
  let mainOpened = null as { start: number; depth: number } | null;
  let titleStart = -1;
  // Edits inside <main>, in page order: the text from `start` to `end` becomes `text`.
  const edits: { start: number; end: number; text: string }[] = [];
  let depth = 0;
  let skipped = null as { start: number; depth: number } | null;
  // Where the last opening tag ended: a void element ("<br>", "<img>") is closed there, at once.
  let openTagEnd = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        openTagEnd = parser.endIndex;
        if (name === "html") lang = attributes.lang;
        else if (name === "title") titleStart = parser.startIndex;
        else if (name === "main" && mainOpened === null) mainOpened = { start: parser.startIndex, depth };
        if (mainOpened === null || main !== null || skipped !== null) return;
        if (attributes.class?.split(/\s+/).some((name) => NOT_INDEXED.has(name))) skipped = { start: parser.startIndex, depth };
        else if (attributes[SEARCH_FACETS] !== undefined) edits.push({ start: parser.endIndex + 1, end: parser.endIndex + 1, text: facetMarks(attributes[SEARCH_FACETS]) });
      },
      onclosetag(name, implied) {
        // Where the element ends: after its closing tag's ">" ("</span >" too); a void element after its own tag; one
        // closed by another tag (an open <li> by the next <li>, a <p> by a <div>) or by the page's end, where that begins.
        const end = !implied ? html.indexOf(">", parser.endIndex) + 1 : parser.endIndex === openTagEnd ? openTagEnd + 1 : Math.min(parser.startIndex, html.length);
        if (skipped !== null && depth === skipped.depth) {
          edits.push({ start: skipped.start, end, text: "" });
          skipped = null;
        } else if (skipped === null && mainOpened !== null && main === null) {
          if (depth === mainOpened.depth) main = { start: mainOpened.start, end };
          else if (WORD_BREAK_AFTER.has(name)) edits.push({ start: end, end, text: " " });
        }
        if (name === "title" && titleStart >= 0 && title === "") title = html.slice(titleStart, end);
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (main === null) return null;
  const { start, end } = main;
  let body = "";
  let at = start;
  for (const edit of edits) {
    body += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  body += html.slice(at, end);
  return `<!DOCTYPE html><html${lang === undefined ? "" : ` lang="${lang}"`}><head>${title}</head><body>${body}</body></html>`;
}

/**
 * A class page's facets (`SEARCH_FACETS`, the class's filter tokens, as the page writes them)
 * as Pagefind reads them: one `data-pagefind-filter` element per value, by the filter's own
 * rules (`searchFacetMarks`), placed inside the element that carries them. Only the index sees
 * these. Nothing for tokens the filter cannot read.
 */
export function facetMarks(tokens: string): string {
  const [item] = readItemTokens(decodeEntities(tokens));
  if (!item) return "";
  return searchFacetMarks(item)
    .map((mark) => `<span data-pagefind-filter="${mark.replace(/[&"<]/g, (character) => `&#${character.charCodeAt(0)};`)}"></span>`)
    .join("");
}

function searchIndexError(errors: readonly string[]): SiteDataError {
  return new SiteDataError(
    "search_index_failed",
    `The site search's index could not be written (${errors.join("; ") || "no reason given"}). The pages are built; run the build again, and report it if it repeats.`,
  );
}
