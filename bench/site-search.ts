/**
 * The site search's figures (issue 35), on a built site: Pagefind's indexing time and bundle
 * size, and what a family's first search transfers, measured in Chromium: everything the page
 * fetches from opening the box ("/") to the first results, each response counted as a host
 * sends it gzipped (Pagefind's index files are compressed already and count as they are).
 *
 * `node bench/site-search.ts <outDir> [query]` indexes and measures a site built by `astro build`.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { load } from "cheerio";
import { join } from "node:path";
import { launchChromium } from "../test/support/chromium.ts";
import { startStaticServer } from "../test/support/static-server.ts";
import { indexSite, type SearchIndexResult } from "../src/site/search-index.ts";
import { SEARCH_BUNDLE_FOLDER } from "../src/site/searchable-pages.ts";
import { gzipSize } from "./page-weight.ts";

export interface SearchFigures {
  /** Pages in the index. */
  pages: number;
  indexMs: number;
  /** The whole bundle on disk (dist/pagefind/), and its index files alone (no script, no WebAssembly). */
  bundleBytes: number;
  indexBytes: number;
  query: string;
  /** Requests and bytes from opening the box to the first results. */
  firstSearchRequests: number;
  firstSearchBytes: number;
  /** Search files fetched before the box was opened (should be none). */
  requestsBeforeUse: number;
}

async function folderBytes(folder: string, keep: (name: string) => boolean = () => true): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && keep(entry.name)) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** A word a family would type on a generated studio: the first word of its first class's name (its page's <h1>). */
export async function searchWordOf(outDir: string): Promise<string> {
  const classes = (await readdir(join(outDir, "classes"), { withFileTypes: true })).filter((entry) => entry.isDirectory() && entry.name !== "category" && entry.name !== "location");
  const first = classes.map((entry) => entry.name).sort()[0];
  if (!first) return "class";
  const name = load(await readFile(join(outDir, "classes", first, "index.html"), "utf8"))("h1").first().text();
  return name.split(/\s+/).find((word) => /[\p{L}\p{N}]/u.test(word)) ?? "class";
}

/**
 * Measures a first search for `query` from `path` on `outDir`, in the index already made there
 * (`indexed`) or, for a site built without it (the builds at scale), in one made now.
 */
export async function benchSiteSearch(outDir: string, query: string, path: string, indexed?: SearchIndexResult): Promise<SearchFigures> {
  // The bench's sites are built in one language, at the root.
  indexed ??= await indexSite(outDir, [""]);
  const bundle = join(outDir, SEARCH_BUNDLE_FOLDER);
  const server = await startStaticServer(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let used = false;
    let requestsBeforeUse = 0;
    const bodies: Promise<number>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!used) {
        if (url.pathname.includes(`/${SEARCH_BUNDLE_FOLDER}/`) || url.pathname.includes("site-search-client")) requestsBeforeUse += 1;
        return;
      }
      bodies.push(
        response.body().then(
          (body) => {
            const size = Math.min(body.length, gzipSize(body));
            if (process.env.BENCH_SEARCH_VERBOSE) console.error(`${size}\t${url.pathname}`);
            return size;
          },
          () => 0,
        ),
      );
    });
    await page.goto(`${server.origin}${path}`, { waitUntil: "networkidle" });
    used = true;
    await page.keyboard.press("/");
    await page.keyboard.type(query);
    await page.locator("#site-search-box [role=status]").filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies);
    return {
      pages: indexed.pages,
      indexMs: indexed.durationMs,
      bundleBytes: await folderBytes(bundle),
      indexBytes: await folderBytes(bundle, (name) => name.endsWith(".pf_index") || name.endsWith(".pf_fragment") || name.endsWith(".pf_meta") || name.endsWith(".pf_filter")),
      query,
      firstSearchRequests: sizes.length,
      firstSearchBytes: sizes.reduce((sum, size) => sum + size, 0),
      requestsBeforeUse,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.main) {
  const [outDir, query = "ballet", path = "/"] = process.argv.slice(2);
  if (!outDir) {
    console.error("Usage: node bench/site-search.ts <outDir> [query] [page path]");
    process.exit(2);
  }
  console.log(JSON.stringify(await benchSiteSearch(outDir, query, path), null, 2));
}
