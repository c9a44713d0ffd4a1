import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * `engines.node` in package.json is the Node a person needs when they run the project on
 * their own Node instead of the bundled one (`npm ci --ignore-scripts`, a host that builds
 * with its own). It must allow no version that the code itself or any installed package
 * refuses; the lockfile says what a fresh clone installs.
 */

const ROOT = join(import.meta.dirname, "..");
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");

/** What the project's own code needs from Node, beyond what its packages declare. */
const OWN_NEEDS = [
  // The npm scripts run scripts/*.ts directly: type stripping is on by default from 22.18 and 23.6.
  { need: "running .ts files directly (type stripping on by default)", range: "^22.18.0 || >=23.6.0" },
];

interface LockEntry {
  readonly version?: string;
  readonly optional?: boolean;
  readonly engines?: { readonly node?: string } | readonly string[];
}

/** Every Node range the lockfile's packages declare, with the packages that declare it. */
function dependencyNeeds(lock: { packages: Record<string, LockEntry> }): { need: string; range: string }[] {
  const byRange = new Map<string, string[]>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    // An optional package whose engines refuse the running Node is skipped by npm, not run
    // (a platform's prebuilt binary, say); the root is the range under test.
    if (path === "" || entry.optional) continue;
    const range = Array.isArray(entry.engines) ? undefined : (entry.engines as { node?: string } | undefined)?.node;
    if (range === undefined) continue;
    const name = `${path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)}@${entry.version}`;
    byRange.set(range, [...new Set([...(byRange.get(range) ?? []), name])]);
  }
  const list = (names: string[]): string =>
    names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
  return [...byRange].map(([range, names]) => ({ need: list(names), range }));
}

/** The needs whose range lets through a version that `engines` allows. */
function unmetBy(engines: string, needs: readonly { need: string; range: string }[]): string[] {
  return needs.filter(({ range }) => !semver.subset(engines, range)).map(({ need, range }) => `${range} (${need})`);
}

const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };
const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, LockEntry> };
const engines = pkg.engines.node;
const floor = semver.minVersion(engines)!;

describe("the Node versions package.json allows", () => {
  it("are all ones the project's own code runs on", () => {
    expect(unmetBy(engines, OWN_NEEDS)).toEqual([]);
  });

  it("are all ones every installed package accepts", () => {
    const needs = dependencyNeeds(lock);
    expect(needs.length).toBeGreaterThan(50);
    expect(unmetBy(engines, needs)).toEqual([]);
  });

  it("catches a range lower than a package needs", () => {
    expect(unmetBy(">=22.12.0", dependencyNeeds(lock)).join("\n")).toMatch(/^>=22\.19\.0 \(.*undici@/m);
  });

  it("are what the lockfile's copy of package.json says", () => {
    expect((lock.packages[""]?.engines as { node?: string }).node).toBe(engines);
  });

  it("include the Node the project brings and the one .nvmrc names for hosts and nvm", () => {
    expect(semver.satisfies(lock.packages["node_modules/node"]!.version!, engines)).toBe(true);
    const nvmrc = read(".nvmrc").trim();
    expect(semver.subset(nvmrc, engines), `.nvmrc "${nvmrc}" within "${engines}"`).toBe(true);
  });

  it("are the ones the README names", () => {
    const readme = read("README.md");
    expect(readme.includes(`\`${engines}\``), `README quotes \`${engines}\``).toBe(true);
    expect(readme.includes(`Node ${floor.major}.${floor.minor} or later`), `README says "Node ${floor.major}.${floor.minor} or later"`).toBe(true);
  });
});
