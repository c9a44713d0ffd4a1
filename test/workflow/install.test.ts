import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The hourly runs install only what the sync and the build need (issue 33): `npm ci
 * --omit=dev` in the shipped workflow and the same in each host recipe, on the Node .nvmrc
 * names. That works only while nothing the sync or the build loads is a dev dependency,
 * which this checks of every import in src/, the two scripts and the Astro config (the
 * install itself, in a fresh clone, is measured in docs/deploying.md).
 */
const ROOT = join(import.meta.dirname, "../..");
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");
const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const INSTALL = "npm ci --omit=dev";

/** The packages a module's source loads at run time: bare specifiers of imports and re-exports, type-only ones left out. */
export function packagesLoadedBy(source: string): string[] {
  const found = new Set<string>();
  const statements = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(statements)) {
    if (match[1]) continue;
    const specifier = match[2] ?? match[3]!;
    if (/^(\.|~\/|\/|node:|astro:|virtual:)/.test(specifier) || isBuiltin(specifier)) continue;
    const parts = specifier.split("/");
    found.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
  }
  return [...found];
}

function sourcesOf(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|astro|mjs)$/.test(file))
    .map((file) => join(dir, file));
}

describe("the hourly run's install", () => {
  it("is npm ci --omit=dev in the shipped workflow, on the Node .nvmrc names", () => {
    const workflow = parse(read(".github/workflows/site.yml")) as { jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }> };
    const steps = workflow.jobs.build!.steps;
    const installs = steps.filter((step) => /\bnpm (ci|install|i)\b/.test(step.run ?? ""));
    expect(installs.map((step) => step.run!.trim())).toEqual([INSTALL]);
    const setup = steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setup?.with?.["node-version-file"]).toBe(".nvmrc");
    // Setting up Node comes before the install.
    expect(steps.indexOf(setup!)).toBeLessThan(steps.indexOf(installs[0]!));
  });

  it("is the same in the Netlify settings and the other host recipes of docs/deploying.md", () => {
    expect(read("netlify.toml")).toMatch(/^\s*NPM_FLAGS = "--omit=dev"$/m);
    const docs = read("docs/deploying.md");
    const section = (from: string, to: string) => docs.slice(docs.indexOf(from), docs.indexOf(to));
    expect(section("## 3. Cloudflare Pages", "## 4. Any web host")).toContain("`NPM_CONFIG_OMIT`");
    expect(section("## 4. Any web host", "## The change report on each host")).toContain(INSTALL);
  });

  it("needs no dev dependency for anything the sync or the build loads", () => {
    const files = [...sourcesOf("src"), "scripts/sync.ts", "scripts/build.ts", "astro.config.mjs"];
    const loaded = new Map<string, string[]>();
    for (const file of files) for (const name of packagesLoadedBy(read(file))) loaded.set(name, [...(loaded.get(name) ?? []), file]);
    expect(loaded.size).toBeGreaterThan(8);
    const missing = [...loaded].filter(([name]) => !(name in pkg.dependencies)).map(([name, from]) => `${name} (${from.slice(0, 3).join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("sees a dev dependency loaded at run time, and not one named for its types alone", () => {
    expect(packagesLoadedBy('import { load } from "cheerio";\nimport type { Thing } from "schema-dts";\nconst x = await import("@axe-core/playwright");\nimport "./local.ts";\nimport { readFile } from "node:fs";')).toEqual([
      "cheerio",
      "@axe-core/playwright",
    ]);
    expect("cheerio" in pkg.devDependencies).toBe(true);
  });
});
