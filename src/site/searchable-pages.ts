/**
 * The pages the site search indexes, by their path within a language: class pages, season
 * pages, and the memberships, trials, appointments and locations pages; never the schedule,
 * later-session pages, listings, embed views or the 404. One list for both sides: Base.astro
 * marks these pages' content (`isSearchablePage`), and the indexer reads only these files.
 */
export const SEARCHABLE_FOLDERS = ["classes/*", "seasons/*", "memberships", "trials", "appointments", "locations"] as const;

const SEARCHABLE_PATH = new RegExp(`^/(?:${SEARCHABLE_FOLDERS.map((folder) => folder.replace("*", "[^/]+")).join("|")})/$`);

/** Whether the site search indexes the page at `path` ("/classes/ballet/", within its language, without the base). */
export function isSearchablePage(path: string): boolean {
  return SEARCHABLE_PATH.test(path) && !/^\/classes\/(?:category|location)\/$/.test(path);
}

/**
 * The attribute on a class page that holds the class's filter tokens (`itemTokens`, the
 * filter's own), one short value instead of a `data-pagefind-filter` element per facet value
 * (a class for ages 18 and up is in 82 ages): the indexer turns it into Pagefind's filters,
 * so the page a family downloads stays light.
 */
export const SEARCH_FACETS = "data-search-facets";

/** Where the search bundle goes inside the built site, and where pages fetch it from (under the site's base path). */
export const SEARCH_BUNDLE_FOLDER = "pagefind";
