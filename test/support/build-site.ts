/**
 * Builds the Astro site from a snapshot into a temp folder and reads the result.
 * Full builds take seconds on a 2-core machine: build once per snapshot in a
 * `beforeAll` and share the result across a file's tests.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { REPRODUCTION_VARIABLES, SITE_VARIABLES as CONFIG_SITE_VARIABLES, SYNC_VARIABLES } from "../../src/config.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";

const RUNNER = fileURLToPath(new URL("./astro-build-runner.ts", import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface BuildOptions {
  /** The snapshot to build from (written to a temp file), or raw text for broken-file cases. */
  snapshot: Snapshot | string | null;
  /** Extra environment (SITE_URL, STUDIO_LOCALE, ...). Unset variables are removed, not inherited. */
  env?: Record<string, string | undefined>;
  /** Give up after this long. */
  timeoutMs?: number;
  /** Astro's public folder (the studio's logo, fonts); default the project's `public/`. */
  publicDir?: string;
}

export interface BuildRun {
  /** Exit code of the build. */
  code: number | null;
  /** stdout and stderr together. */
  output: string;
  outDir: string;
  /** Wall-clock build time. */
  durationMs: number;
  /** Removes the temp folders. */
  cleanup(): Promise<void>;
}

export interface BuiltSite extends BuildRun {
  /** The HTML of a page by its URL path ("/classes/", "/404.html"). */
  readPage(path: string): Promise<string>;
  hasPage(path: string): boolean;
  /** URL paths of every built HTML page, sorted. */
  pages(): Promise<string[]>;
  /** Every file under the output folder, as paths relative to it. */
  files(): Promise<string[]>;
}

/**
 * Never inherited by a test's build: the variables the site reads (from the developer's
 * shell), and the `import.meta.env` values Vitest puts into process.env (Astro reads every
 * environment variable into the build's `import.meta.env`, so an inherited BASE_URL "/"
 * would silently override the configured base path).
 */
export const SITE_VARIABLES: readonly string[] = [...new Set<string>([...CONFIG_SITE_VARIABLES, ...SYNC_VARIABLES, ...REPRODUCTION_VARIABLES])];
export const VITEST_VARIABLES = ["BASE_URL", "MODE", "DEV", "PROD", "SSR"];

/**
 * Builds go under the project folder on purpose: Astro 7 writes a static build's
 * prerender chunks next to `outDir` only when `outDir` is inside the working
 * directory, and otherwise into the shared `<root>/.astro/.prerender/`, where two
 * builds at once overwrite each other's chunks (astro/dist/core/build/common.js,
 * getOutDirWithinCwd).
 */
const BUILDS_DIR = join(PROJECT_ROOT, "node_modules", ".cache", "studio-site-tests");

/** A fresh folder for one build's output, cache and snapshot, under the project (see BUILDS_DIR). */
export async function makeBuildDir(): Promise<string> {
  await mkdir(BUILDS_DIR, { recursive: true });
  return mkdtemp(join(BUILDS_DIR, "build-"));
}

/** A build's environment: this process's, without the site's variables, reading `snapshotPath`. */
export function buildEnvironment(snapshotPath: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
  for (const name of [...SITE_VARIABLES, ...VITEST_VARIABLES]) delete env[name];
  // STUDIO_LOCALES (a site in several languages) refuses a STUDIO_LOCALE beside it.
  const locale = extra.STUDIO_LOCALES === undefined ? { STUDIO_LOCALE: "en-US" } : {};
  // The site's own look and words, whatever settings file (site.yaml) the project folder holds, unless a test names one.
  return Object.assign(env, { CATALOG_SNAPSHOT: snapshotPath, SITE_SETTINGS: "none", ...locale }, extra);
}

/** The build's snapshot file: raw text as given (broken-file cases), a snapshot as JSON. */
const writeSnapshot = (path: string, snapshot: Snapshot | string): Promise<void> =>
  writeFile(path, typeof snapshot === "string" ? snapshot : JSON.stringify(snapshot), "utf8");

/** Runs `npm run build`'s Astro builds (one per language); resolves whatever the exit code. */
export async function runBuild(options: BuildOptions): Promise<BuildRun> {
  const dir = await makeBuildDir();
  const outDir = join(dir, "dist");
  const cacheDir = join(dir, "cache");
  const snapshotPath = join(dir, "snapshot.json");
  if (options.snapshot !== null) await writeSnapshot(snapshotPath, options.snapshot);
  const env = buildEnvironment(snapshotPath, options.env);
  const started = Date.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, outDir, cacheDir, ...(options.publicDir ? [options.publicDir] : [])], { cwd: PROJECT_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 180_000);
    child.on("error", reject);
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode, output: text });
    });
  });
  return { code, output, outDir, durationMs: Date.now() - started, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

function pagePath(outDir: string, urlPath: string): string {
  const clean = urlPath.split(/[?#]/)[0] ?? "/";
  return clean.endsWith(".html") ? join(outDir, clean) : join(outDir, clean, "index.html");
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** What the run's test services answer for a build (test/support/test-services.ts, `POST /build`). */
export interface ServiceBuild {
  code: number | null;
  output: string;
  durationMs: number;
}

/**
 * `npm run build`'s Astro builds through one of the run's warm build processes, when the
 * tests run through vitest.config.ts (its globalSetup keeps them); otherwise through a
 * process of its own, as runBuild. Only for a build expected to succeed: a warm process
 * cannot show the exit code and output a studio's own build would (runBuild does).
 */
async function warmBuild(options: BuildOptions): Promise<BuildRun | null> {
  // Never loads vitest outside a test run (scripts/fuzz.ts builds through this module too).
  if (!process.env.VITEST || options.snapshot === null) return null;
  const { askTestServices, testServicesIfAny } = await import("./services-client.ts");
  if (!testServicesIfAny()) return null;
  const dir = await makeBuildDir();
  const snapshotPath = join(dir, "snapshot.json");
  await writeSnapshot(snapshotPath, options.snapshot);
  const body = { dir, env: buildEnvironment(snapshotPath, options.env), publicDir: options.publicDir, timeoutMs: options.timeoutMs };
  const answer = await askTestServices<ServiceBuild>("/build", body);
  return { ...answer, outDir: join(dir, "dist"), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Builds the site and fails with the build's output when it does not succeed. */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const run = (await warmBuild(options)) ?? (await runBuild(options));
  if (run.code !== 0) {
    await run.cleanup();
    throw new Error(`astro build failed with exit code ${run.code}:\n${run.output}`);
  }
  return builtSite(run);
}

/** Reading a successful build's output. */
export function builtSite(run: BuildRun): BuiltSite {
  const files = async () => (await walk(run.outDir)).map((file) => relative(run.outDir, file).split(sep).join("/")).sort();
  return {
    ...run,
    readPage: (path) => readFile(pagePath(run.outDir, path), "utf8"),
    hasPage: (path) => existsSync(pagePath(run.outDir, path)),
    files,
    pages: async () =>
      (await files())
        .filter((file) => file.endsWith(".html"))
        .map((file) => (file.endsWith("index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file}`)),
  };
}
