import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The components and pages whose styles are global (README, "Project layout") keep to their
 * own elements: every selector starts at a class the file's own markup writes, and no two
 * files start at the same class, so a global rule cannot reach another component's elements.
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));

interface GlobalStyle {
  readonly file: string;
  /** The file's markup: everything but its frontmatter and its style blocks. */
  readonly markup: string;
  readonly selectors: readonly string[];
}

/** Each rule's selectors in a style block (at-rules' own preludes left out), comments removed. */
export function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  for (const [, prelude] of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{/g)) {
    const text = prelude!.trim();
    if (text === "" || text.startsWith("@")) continue;
    selectors.push(...text.split(",").map((selector) => selector.trim()).filter((selector) => selector !== ""));
  }
  return selectors;
}

/** The class a selector starts at; null when it starts at an element, an attribute or anything else. */
export const rootClassOf = (selector: string): string | null => /^\.([A-Za-z][\w-]*)/.exec(selector)?.[1] ?? null;

async function globalStyles(): Promise<GlobalStyle[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".astro")).map((entry) => join(entry.parentPath, entry.name));
  const styles: GlobalStyle[] = [];
  for (const path of files) {
    const source = await readFile(path, "utf8");
    const blocks = [...source.matchAll(/<style is:global>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    if (blocks.length === 0) continue;
    // Style blocks out, not self-closing style elements (`<style is:inline set:html={…} />` in the layout's head).
    const markup = source.replace(/^---\n[\s\S]*?\n---/, "").replace(/<style\b[^>]*[^/]>[\s\S]*?<\/style>/g, "");
    styles.push({ file: relative(SRC, path), markup, selectors: blocks.flatMap(selectorsOf) });
  }
  return styles;
}

describe("global styles", () => {
  it("reads selectors and their first class", () => {
    expect(selectorsOf("/* a, b { } */ .a, .b:hover > .c { x: 1 } @media (min-width: 40rem) { .a { y: 2 } } p { z: 3 }")).toEqual([".a", ".b:hover > .c", ".a", "p"]);
    expect([".session__when time", ".embedded main", "legend", "[hidden]"].map(rootClassOf)).toEqual(["session__when", "embedded", null, null]);
  });

  it("start every selector at a class the file's own markup writes", async () => {
    const styles = await globalStyles();
    expect(styles.length).toBeGreaterThan(10);
    const strays: string[] = [];
    for (const { file, markup, selectors } of styles) {
      for (const selector of selectors) {
        const root = rootClassOf(selector);
        const written = root !== null && new RegExp(`(?<![\\w-])${root}(?![\\w-])`).test(markup);
        if (!written) strays.push(`${file}: ${selector}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("give each class to one file only", async () => {
    const owners = new Map<string, Set<string>>();
    for (const { file, selectors } of await globalStyles()) {
      for (const root of selectors.map(rootClassOf)) if (root) owners.set(root, (owners.get(root) ?? new Set()).add(file));
    }
    const shared = [...owners].filter(([, files]) => files.size > 1).map(([root, files]) => `.${root}: ${[...files].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
