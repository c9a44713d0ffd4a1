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

/** Every page at a folder address ending in a slash, as static hosts serve `index.html`. */
export const SITE_TRAILING_SLASH = "always";
