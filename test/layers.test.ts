import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The folders follow the data's path (README, "Project layout"), and imports only point
 * down it: api → core → sync, and api → core → catalog → site → pages; the emulator
 * stands on api and core alone. A rule both sides need lives once, below both.
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));

type Layer = "api" | "core" | "sync" | "catalog" | "site" | "pages" | "emulator" | "config";

/** What each layer may import (besides itself and packages). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  api: [],
  core: ["api"],
  // The sync reads its settings, and starts the built-in emulator for the demo studio.
  sync: ["api", "core", "config", "emulator"],
  catalog: ["api", "core"],
  site: ["api", "core", "catalog", "config"],
  pages: ["api", "core", "catalog", "site", "config"],
  emulator: ["api", "core"],
  config: ["core"],
};

function layerOf(path: string): Layer {
  const [top] = relative(SRC, path).split("/");
  if (top === "pages" || top === "components" || top === "layouts" || top === "styles" || top === "content.config.ts") return "pages";
  if (top === "config.ts" || top === "config-error.ts") return "config";
  if (top === "api" || top === "core" || top === "sync" || top === "catalog" || top === "site" || top === "emulator") return top;
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
