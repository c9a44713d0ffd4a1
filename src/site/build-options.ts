/**
 * How Astro builds the site (astro.config.mjs), shared with the benchmark's floor (a bare
 * Astro project of as many pages, bench/bare-project.ts), so the floor is built the same
 * way and the ratio between the two measures the site's own work.
 */
export const SITE_BUILD = {
  // Every page's CSS in the page: a first visit is one response (the 14 KB budget).
  inlineStylesheets: "always",
  // Each page waits on the file system (its folder, its file) and on Web Crypto (the policy's
  // hashes of its inline styles) between renders; a few pages in flight fill those waits
  // with another page's rendering. Every build of a snapshot still writes the same bytes
  // (test/site/rebuild.test.ts).
  concurrency: 4,
} as const;

/**
 * Vite's rule for putting a small asset in the page instead of a file of its own (scripts
 * included: Astro inlines a script with no imports under the limit). The season page's
 * countdown script (OpeningCountdown.astro, 0.4 KiB gzipped) is a file the browser keeps for
 * every season page, instead of bytes in each one's HTML: issue 36's weight on a page is
 * held to 0.3 KB. Everything else keeps Vite's own rule (`undefined`).
 */
export function assetsInlineLimit(filePath: string): boolean | undefined {
  return filePath.includes("OpeningCountdown") ? false : undefined;
}

/**
 * A component's script file named for its component, "_astro/SiteSearch.BLPfKu_9.js", where
 * Astro writes "_astro/SiteSearch.astro_astro_type_script_index_0_lang.BLPfKu_9.js": the name is
 * in a `<script src>` on every page that loads it (the search's loader on every page), about
 * 20 bytes gzipped a tag. The hash keeps two components' files of one name apart.
 */
export function scriptFileName(chunk: { readonly name: string }): string {
  const name = chunk.name.replace(/\.astro_astro_type_script_index_(\d+)_lang$/, (_, index: string) => (index === "0" ? "" : `-${index}`));
  return `_astro/${name.replace(/[^\w.-]/g, "_")}.[hash].js`;
}

/** Every page at a folder address ending in a slash, as static hosts serve `index.html`. */
export const SITE_TRAILING_SLASH = "always";
