import type { SiteCatalog } from "./site-catalog.ts";
import type { SiteSection } from "./nav.ts";

/**
 * Static paths for a section's index page, written as `[...index].astro`: one page at
 * the folder's root when the section was synced, none when the key lacked its scope.
 * (A plain `index.astro` would always be built; a rest parameter that is undefined
 * maps to the folder itself, so the page can be left out.)
 */
export function sectionIndexPaths(catalog: SiteCatalog, section: SiteSection): { params: { index: undefined } }[] {
  return catalog.sections.has(section) ? [{ params: { index: undefined } }] : [];
}
