import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The folders follow the data's path (README, "Project layout"), and imports only point
 * down it: api → core → snapshot → sync, and api → core → page-rules → site → pages; the emulator
 * stands on api and core alone. A rule both sides need lives once, below both.
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));

type Layer = "api" | "i18n" | "core" | "snapshot" | "sync" | "page-rules" | "site" | "live" | "pages" | "emulator" | "config";

/** What each layer may import (besides itself and packages). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  api: [],
  // The interface's words: one messages file per language, and the page's messages for browser scripts.
  i18n: [],
  core: ["api", "i18n"],
  // The snapshot file: its schema, reading it, and the copy the site publishes.
  snapshot: ["api", "core"],
  // The sync reads its settings, and starts the built-in emulator for the demo studio.
  sync: ["api", "core", "snapshot", "config", "emulator"],
  "page-rules": ["api", "i18n", "core", "snapshot"],
  site: ["api", "i18n", "core", "snapshot", "page-rules", "config"],
  // The browser scripts: the contract's plain values, the rules they share with the build.
  live: ["api", "i18n", "core", "page-rules"],
  pages: ["api", "i18n", "core", "page-rules", "site", "live", "config"],
  emulator: ["api", "core"],
  config: ["api", "i18n", "core", "snapshot"],
};

function layerOf(path: string): Layer {
  const [top] = relative(SRC, path).split("/");
  if (top === "pages" || top === "components" || top === "layouts" || top === "styles" || top === "middleware.ts" || top === "env.d.ts") return "pages";
  // The settings file (src/settings) is configuration too, read with the environment.
  if (top === "config.ts" || top === "config-error.ts" || top === "settings") return "config";
  if (top === "api" || top === "i18n" || top === "core" || top === "snapshot" || top === "sync" || top === "page-rules" || top === "site" || top === "live" || top === "emulator") return top;
  throw new Error(`No layer for ${path}`);
}

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.(ts|astro)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** Every local module a file imports, statically or dynamically, resolved to a path. */
function localImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(SRC, specifier.slice(2))];
    if (specifier.startsWith(".")) return [normalize(join(dirname(file), specifier))];
    return [];
  });
}

describe("layers", () => {
  it("imports only point down the data's path", async () => {
    const wrongWay: string[] = [];
    let crossLayer = 0;
    for (const file of await sourceFiles()) {
      const from = layerOf(file);
      for (const target of localImports(file, await readFile(file, "utf8"))) {
        if (!target.startsWith(SRC)) continue;
        const to = layerOf(target);
        if (to !== from) crossLayer += 1;
        if (to !== from && !MAY_IMPORT[from].includes(to)) wrongWay.push(`${relative(SRC, file)} (${from}) imports ${relative(SRC, target)} (${to})`);
      }
    }
    expect(wrongWay).toEqual([]);
    // The check saw the imports it is about (a parsing slip would make it pass vacuously).
    expect(crossLayer).toBeGreaterThan(200);
  });
});

/** Files under `src/` whose path starts with one of `folders`. */
async function filesUnder(...folders: string[]): Promise<{ path: string; source: string }[]> {
  const files = (await sourceFiles()).filter((file) => folders.some((folder) => relative(SRC, file).startsWith(folder)));
  return Promise.all(files.map(async (path) => ({ path: relative(SRC, path), source: await readFile(path, "utf8") })));
}

/** The code between an .astro file's `---` fences, without imports, comments and blank lines. */
function frontmatterCode(source: string): string[] {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) return [];
  const withoutComments = match[1]!.replace(/\/\*[\s\S]*?\*\//g, "");
  return withoutComments
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("//") && !/^import\s/.test(line) && !/^\s+[\w{},\s]*\}? ?from\s/.test(line));
}

/**
 * Resolve once, render many (src/site/site-model.ts builds one entry per record): the
 * snapshot is read, records are looked up and session instants are resolved there and
 * nowhere else on the site's side, so two pages cannot derive a fact two ways.
 */
describe("the site reads resolved entries", () => {
  const BUILDER = ["site/site-model.ts", "site/view-context.ts", "site/class-views.ts", "site/site-model-data.ts", "site/snapshot-source.ts", "site/site-data-error.ts"];

  it("reads the snapshot and its raw record lists only in the site model's builder", async () => {
    const found: string[] = [];
    const RAW = /\bsnapshot\.|\.snapshot\b|sessions_by_class|season_details/;
    for (const { path, source } of await filesUnder("site/", "pages/", "components/", "layouts/", "live/")) {
      if (BUILDER.includes(path)) continue;
      source.split("\n").forEach((line, index) => {
        // Types of the snapshot may be named; its values may not be read.
        const code = /^\s*import\s/.test(line) ? "" : line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (RAW.test(code)) found.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("resolves a session's instants only in the entry builder", async () => {
    const found: string[] = [];
    for (const { path, source } of await filesUnder("site/", "pages/", "components/", "layouts/", "live/")) {
      if (path === "site/class-views.ts" || path === "site/site-model.ts") continue;
      if (/\b(resolveSessions|sessionTimes|localToInstant|toIsoWithOffset)\(/.test(source)) found.push(path);
    }
    expect(found).toEqual([]);
    // The structured data and the feeds take resolved sessions; they resolve nothing themselves.
    for (const { path, source } of await filesUnder("page-rules/structured-data/", "page-rules/calendar-feed.ts")) {
      expect(/\b(sessionTimes|resolveSessions)\(/.test(source), path).toBe(false);
    }
  });

  it("keeps every page's frontmatter to 15 lines of code besides its imports", async () => {
    const pages = await filesUnder("pages/");
    const astro = pages.filter(({ path }) => path.endsWith(".astro"));
    expect(astro.length).toBeGreaterThan(10);
    const long = astro.map(({ path, source }) => ({ path, lines: frontmatterCode(source).length })).filter(({ lines }) => lines > 15);
    expect(long).toEqual([]);
  });
});
