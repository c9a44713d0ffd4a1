/**
 * The one place the browser tests and the benchmark's Lighthouse find their Chromium,
 * so `npm ci && npm test` works on a machine with nothing installed by hand:
 *
 * 1. `CHROME_PATH`, when set (any Chromium or Chrome you choose);
 * 2. else the Chromium that `npm ci` installs inside the `@sparticuz/chromium` package,
 *    unpacked from its Brotli archive into node_modules/.cache on first use (no download);
 * 3. else (that package missing) Debian's `/usr/bin/chromium`, when installed.
 *
 * The packaged one comes first because the lockfile pins it: every machine runs the suite in
 * the same browser, whatever its image has installed, and it is the headless shell, which
 * opens a page in about half the time and CPU of Debian's whole browser in headless mode
 * (measured here: 10 pages, each in a new context, 2.5 s against 5.6 s; the phone test
 * file 51 s against 85 s). `TEST_CHROMIUM=debian` (or `packaged`) picks one of the two
 * whatever else is installed, so one machine can run the suite with each browser a family
 * may have. Nothing is ever downloaded.
 */
import { spawn } from "node:child_process";
import { chromium, type Browser } from "playwright-core";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import lockfile from "proper-lockfile";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Headless, quiet and offline apart from the pages under test: no updates, sync or QUIC probing. */
const QUIET_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/**
 * The packaged build renders through its bundled SwiftShader. Its own serverless flag set
 * is left out on purpose: with `--single-process` Lighthouse cannot score performance.
 */
const SWIFTSHADER_ARGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"] as const;

export interface FoundChromium {
  executablePath: string;
  args: readonly string[];
  /** Environment for the browser process (the packaged build may need its own fonts). */
  env: Record<string, string | undefined>;
}

export class ChromiumMissingError extends Error {
  readonly code = "chromium_missing";
  constructor(detail: string) {
    super(
      `No Chromium for the browser tests: ${detail} Run \`npm ci\` (it installs @sparticuz/chromium, which carries one), install Debian's chromium package, or set CHROME_PATH to a Chromium binary.`,
    );
    this.name = "ChromiumMissingError";
  }
}

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CACHE_ROOT = join(PROJECT_ROOT, "node_modules", ".cache", "packaged-chromium");
const UNPACK_CHILD = "const { default: chromium } = await import('@sparticuz/chromium'); process.stdout.write(await chromium.executablePath());";

let found: Promise<FoundChromium> | undefined;

/** The Chromium to use, found (and unpacked, the first time) once per process. */
export function findChromium(): Promise<FoundChromium> {
  found ??= locate();
  return found;
}

/** Playwright's Chromium, the one `findChromium` finds, with its flags and environment. */
export async function launchChromium(): Promise<Browser> {
  const { executablePath, args, env } = await findChromium();
  return chromium.launch({ executablePath, args: [...args], env });
}

/** The values `TEST_CHROMIUM` takes. */
const CHROMIUM_CHOICES = ["packaged", "debian"] as const;

async function locate(): Promise<FoundChromium> {
  // Test tooling, not the site: the site's configuration lives in src/config.ts.
  const choice = process.env.TEST_CHROMIUM;
  if (choice === "packaged") return packagedChromium();
  if (choice === "debian") {
    if (!existsSync(DEBIAN_CHROMIUM)) throw new ChromiumMissingError(`TEST_CHROMIUM is debian, but ${DEBIAN_CHROMIUM} is not installed.`);
    return { executablePath: DEBIAN_CHROMIUM, args: QUIET_ARGS, env: process.env };
  }
  if (choice) throw new ChromiumMissingError(`TEST_CHROMIUM is "${choice}"; it takes ${CHROMIUM_CHOICES.join(" or ")}, or unset it.`);
  const chromePath = process.env.CHROME_PATH;
  if (chromePath) {
    if (!existsSync(chromePath)) throw new ChromiumMissingError(`CHROME_PATH is set to ${chromePath}, but there is no file there.`);
    return { executablePath: chromePath, args: QUIET_ARGS, env: process.env };
  }
  if (!existsSync(DEBIAN_CHROMIUM) || packagedInstalled()) return packagedChromium();
  return { executablePath: DEBIAN_CHROMIUM, args: QUIET_ARGS, env: process.env };
}

/** Whether `npm ci` installed @sparticuz/chromium (a production-only install leaves it out). */
function packagedInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("@sparticuz/chromium");
    return true;
  } catch {
    return false;
  }
}

/**
 * Unpacks @sparticuz/chromium once into node_modules/.cache/packaged-chromium/<version>.
 * The package unpacks into os.tmpdir() and trusts whatever it finds there, so a child
 * process does it with TMPDIR pointing at a fresh folder, which is renamed into place
 * when complete: test files running in parallel share one lock, and a run killed
 * half-way leaves nothing that looks finished.
 */
async function packagedChromium(): Promise<FoundChromium> {
  let packageDir: string;
  try {
    // Its exports hide package.json; the entry point is build/index.js.
    packageDir = dirname(dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")));
  } catch (error) {
    throw new ChromiumMissingError(`CHROME_PATH is not set, @sparticuz/chromium is not installed (${(error as Error).message}), and ${DEBIAN_CHROMIUM} is not there either.`);
  }
  const { version } = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8")) as { version: string };
  const folder = join(CACHE_ROOT, version);
  const executablePath = join(folder, "chromium");
  if (!existsSync(executablePath)) {
    await mkdir(CACHE_ROOT, { recursive: true });
    const release = await lockfile.lock(CACHE_ROOT, { lockfilePath: `${folder}.lock`, retries: { retries: 60, minTimeout: 500, maxTimeout: 2_000 }, stale: 60_000 });
    try {
      if (!existsSync(executablePath)) {
        const staging = await mkdtemp(join(CACHE_ROOT, `${version}-unpacking-`));
        try {
          await unpackInto(staging, packageDir);
          // A folder without a complete binary (left by hand, say) must not block the rename.
          await rm(folder, { recursive: true, force: true });
          await rename(staging, folder);
        } catch (error) {
          await rm(staging, { recursive: true, force: true });
          throw error;
        }
      }
    } finally {
      await release();
    }
  }
  return { executablePath, args: [...QUIET_ARGS, ...SWIFTSHADER_ARGS], env: await fontEnvironment(folder) };
}

function unpackInto(folder: string, packageDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "--eval", UNPACK_CHILD], {
      cwd: packageDir,
      env: { ...process.env, TMPDIR: folder },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0 && existsSync(join(folder, "chromium"))) resolve();
      else reject(new ChromiumMissingError(`unpacking @sparticuz/chromium failed (exit code ${code}):\n${output}`));
    });
  });
}

/**
 * The machine's fonts when it has a fontconfig setup (Debian images ship DejaVu); on one
 * without, the packaged build's own Open Sans, so pages still render real glyphs.
 */
async function fontEnvironment(folder: string): Promise<Record<string, string | undefined>> {
  if (existsSync("/etc/fonts/fonts.conf")) return process.env;
  const config = join(folder, "packaged-fonts.conf");
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${join(folder, "fonts", "fonts")}</dir><cachedir>${join(folder, "fonts-cache")}</cachedir></fontconfig>\n`,
  );
  return { ...process.env, FONTCONFIG_FILE: config };
}
