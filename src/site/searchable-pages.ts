/**
 * The pages the site search indexes, by their path within a language: class pages, season
 * pages, and the memberships, trials, appointments and locations pages; never the schedule,
 * later-session pages, listings, embed views or the 404. One list for both sides: Base.astro
 * marks these pages' content (`isSearchablePage`), and the indexer reads only these files.
 */
const SEARCHABLE_FOLDERS = ["classes/*", "seasons/*", "memberships", "trials", "appointments", "locations"] as const;

const SEARCHABLE_PATH = new RegExp(`^/(?:${SEARCHABLE_FOLDERS.map((folder) => folder.replace("*", "[^/]+")).join("|")})/$`);

/** Whether the site search indexes the page at `path` ("/classes/ballet/", within its language, without the base). */
export function isSearchablePage(path: string): boolean {
  return SEARCHABLE_PATH.test(path) && !/^\/classes\/(?:category|location)\/$/.test(path);
}

/** The same pages as built files, in every language's folder: reading only these keeps indexing a small part of the build. */
export const SEARCHABLE_FILES = `**/{${SEARCHABLE_FOLDERS.join(",")}}/index.html`;

/** Where the search bundle goes inside the built site, and where pages fetch it from (under the site's base path). */
export const SEARCH_BUNDLE_FOLDER = "pagefind";
