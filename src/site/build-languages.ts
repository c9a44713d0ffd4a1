import { build } from "astro";
import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { siteSettingsOrExit } from "./language-site.ts";
import { siteLanguages } from "./site-languages.ts";
import { indexSite, type SearchIndexResult } from "./search-index.ts";

export interface BuildLanguagesOptions {
  /** The project folder (astro.config.mjs). */
  readonly root: string;
  /** Where the site goes; default `<root>/dist`. */
  readonly outDir?: string;
  /** Astro's cache folder; default Astro's own. */
  readonly cacheDir?: string;
  /** The folder of files served as they are (the studio's logo, fonts); default `<root>/public`. */
  readonly publicDir?: string;
  readonly logLevel?: "debug" | "info" | "warn" | "error" | "silent";
}

/**
 * `npm run build`: one Astro build per language of the site (README, "Languages"). The
 * first language is built into outDir, each other one into its folder inside it with
 * that folder added to the base, so Astro's BASE_URL puts every link, feed, canonical
 * address and asset of that build under it, and tells the build its language
 * (src/site/site-languages.ts). The first goes first: Astro empties its outDir. Then the
 * site search indexes them all (src/site/search-index.ts).
 */
export async function buildLanguages(options: BuildLanguagesOptions): Promise<{ outDir: string; locales: readonly string[]; search: SearchIndexResult }> {
  const outDir = resolve(options.root, options.outDir ?? "dist");
  const languages = siteLanguages(siteSettingsOrExit());
  const shared = {
    root: options.root,
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    ...(options.publicDir ? { publicDir: options.publicDir } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
  };
  await build({ ...shared, outDir });
  for (const language of languages.slice(1)) await build({ ...shared, outDir: join(outDir, language.path), base: language.base });
  // After every language: one search bundle for the whole site (src/site/search-index.ts).
  const search = await indexSite(outDir, languages.map((language) => language.path));
  return { outDir, locales: languages.map((language) => language.locale), search };
}

/**
 * The one line `npm run build` ends with, instead of Astro's line per page: where the site is,
 * how many pages in which languages, and how to look at it.
 */
export async function buildSummary(built: { outDir: string; locales: readonly string[]; search?: SearchIndexResult }, seconds: number, cwd = process.cwd()): Promise<string> {
  const files = await readdir(built.outDir, { recursive: true });
  const pages = files.filter((file) => file.endsWith(".html")).length;
  const where = `${relative(cwd, built.outDir) || "."}/`;
  const search = built.search ? ` (${built.search.pages} of them searchable, indexed in ${(built.search.durationMs / 1000).toFixed(1)} s)` : "";
  return `Built ${pages} pages${search} (${built.locales.join(", ")}) into ${where} in ${seconds.toFixed(1)} s. npm run preview serves them at http://localhost:4321.`;
}
