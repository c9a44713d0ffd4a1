import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { load, type CheerioAPI } from "cheerio";
import { PAGE_TYPES, pageTypeOf, urlPathOf, type PageType } from "./page-types.ts";

/** What a first visit to one page costs. */
export interface PageCost {
  path: string;
  type: PageType;
  /** The HTML plus every stylesheet it links, as sent (bytes). */
  htmlCssBytes: number;
  /** The same, each response gzipped (level 6, the common server default). */
  htmlCssGzipBytes: number;
  /** Executable JavaScript, inline and external, gzipped; JSON-LD is data, not counted. */
  jsGzipBytes: number;
  /** The document plus every distinct subresource it references. */
  requests: number;
  /** Subresources on another host than the site's (they cost a DNS lookup and a connection). */
  externalRequests: string[];
}

export interface Spread {
  median: number;
  max: number;
}

export interface PageTypeWeight {
  type: PageType;
  pages: number;
  htmlCssBytes: Spread;
  htmlCssGzipBytes: Spread;
  jsGzipBytes: Spread;
  requests: Spread;
  externalRequests: Spread;
  /** The page with the most gzipped HTML + CSS. */
  heaviest: string;
}

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 6 }).length;

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { median: 0, max: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, max: sorted[sorted.length - 1]! };
}

/** Scripts that run: no src-less data blocks (JSON-LD, JSON). */
const isExecutable = (type: string | undefined) => !type || type === "module" || /javascript|ecmascript/i.test(type);

const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

function cssReferences(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((match) => match[2]!).filter((ref) => !ref.startsWith("data:") && !ref.startsWith("#"));
}

/** Every URL a browser fetches for this page on a first visit (besides the document). */
function subresources($: CheerioAPI, css: readonly string[]): string[] {
  const refs: string[] = [];
  $('link[rel~="stylesheet"][href], link[rel~="icon"][href], link[rel="apple-touch-icon"][href], link[rel="manifest"][href], link[rel="preload"][href], link[rel="modulepreload"][href]').each((_, el) => {
    refs.push($(el).attr("href")!);
  });
  $("script[src], img[src], video[poster], source[src], audio[src], iframe[src], embed[src], object[data]").each((_, el) => {
    const node = $(el);
    refs.push(node.attr("src") ?? node.attr("poster") ?? node.attr("data")!);
  });
  $("style").each((_, el) => void refs.push(...cssReferences($(el).text())));
  for (const sheet of css) refs.push(...cssReferences(sheet));
  return refs.filter((ref) => !ref.startsWith("data:"));
}

async function readLocal(outDir: string, url: URL): Promise<Buffer | null> {
  try {
    return await readFile(join(outDir, decodeURIComponent(url.pathname)));
  } catch {
    return null;
  }
}

/** Measures one built page; `origin` is where the site's own URLs point (any fixed origin). */
export async function measurePage(outDir: string, path: string, origin = "http://site.invalid"): Promise<PageCost> {
  const html = await readFile(join(outDir, path.endsWith("/") ? `${path}index.html` : path), "utf8");
  const $ = load(html);
  const base = new URL(path, origin);
  const resolve = (ref: string) => new URL(ref, base);

  const sheets: string[] = [];
  let htmlCssBytes = Buffer.byteLength(html);
  let htmlCssGzipBytes = gzipSize(html);
  for (const el of $('link[rel~="stylesheet"][href]').toArray()) {
    const url = resolve($(el).attr("href")!);
    const body = url.origin === origin ? await readLocal(outDir, url) : null;
    if (!body) continue;
    sheets.push(body.toString("utf8"));
    htmlCssBytes += body.length;
    htmlCssGzipBytes += gzipSize(body);
  }

  let jsGzipBytes = 0;
  for (const el of $("script").toArray()) {
    const script = $(el);
    if (!isExecutable(script.attr("type"))) continue;
    const src = script.attr("src");
    if (src === undefined) {
      jsGzipBytes += gzipSize(script.text());
      continue;
    }
    const url = resolve(src);
    const body = url.origin === origin ? await readLocal(outDir, url) : null;
    if (body) jsGzipBytes += gzipSize(body);
  }

  const urls = [...new Set(subresources($, sheets).map((ref) => resolve(ref).href))];
  return {
    path,
    type: pageTypeOf(path),
    htmlCssBytes,
    htmlCssGzipBytes,
    jsGzipBytes,
    requests: 1 + urls.length,
    externalRequests: urls.filter((url) => new URL(url).origin !== origin),
  };
}

export async function builtPages(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => urlPathOf(join(entry.parentPath, entry.name).slice(outDir.length + 1)))
    .sort();
}

/** Pages read and parsed at once: all of a 1,500-class site at once (4,785 parsed pages, 207 MB of HTML) ran out of a 4 GB heap. */
const PAGES_AT_ONCE = 16;

/** Every page of a built site, measured and summarized by page type. */
export async function measurePageWeight(outDir: string): Promise<{ pages: PageCost[]; byType: PageTypeWeight[] }> {
  const paths = await builtPages(outDir);
  const pages: PageCost[] = new Array(paths.length);
  let next = 0;
  const measureNext = async () => {
    for (let index = next++; index < paths.length; index = next++) pages[index] = await measurePage(outDir, paths[index]!);
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, measureNext));
  const order: PageType[] = [...PAGE_TYPES, "other"];
  const byType = order.flatMap((type): PageTypeWeight[] => {
    const ofType = pages.filter((page) => page.type === type);
    if (ofType.length === 0) return [];
    const heaviest = ofType.reduce((a, b) => (b.htmlCssGzipBytes > a.htmlCssGzipBytes ? b : a));
    return [
      {
        type,
        pages: ofType.length,
        htmlCssBytes: spread(ofType.map((page) => page.htmlCssBytes)),
        htmlCssGzipBytes: spread(ofType.map((page) => page.htmlCssGzipBytes)),
        jsGzipBytes: spread(ofType.map((page) => page.jsGzipBytes)),
        requests: spread(ofType.map((page) => page.requests)),
        externalRequests: spread(ofType.map((page) => page.externalRequests.length)),
        heaviest: heaviest.path,
      },
    ];
  });
  return { pages, byType };
}
