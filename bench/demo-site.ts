import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_SITE_URL } from "../src/config.ts";
import { demoKey, startEmulator } from "../src/emulator/index.ts";
import { runSyncCommand } from "../src/sync/sync-command.ts";
import { buildPaths, runAstroBuild, type AstroBuildFigures } from "./astro-build.ts";
import { BENCH_CACHE, PROJECT_ROOT } from "./bench-paths.ts";
import { envFor } from "../test/support/sync-harness.ts";
import { indexSite, type SearchIndexResult } from "../src/site/search-index.ts";

export interface DemoSite {
  outDir: string;
  build: AstroBuildFigures;
  /** Its search index, made after the build as `npm run build` makes it. */
  search: SearchIndexResult;
  /** Also stops the emulator a live demo's pages call. */
  cleanup(): Promise<void>;
}

/**
 * What `npm run build` makes on a fresh clone: the sync with no key (the embedded
 * emulator's demo studio) into a temp snapshot, then `astro build` of it. With `live`,
 * the demo studio comes from an emulator that keeps running, and the site is built with
 * its publishable key (live spots on), as `npm run demo:live` does. With `analytics`, the
 * pages carry an analytics tool's script tag (`BENCH_ANALYTICS`). With `locale`, the site
 * speaks that language (STUDIO_LOCALE).
 */
/** The analytics script the bench builds the demo with (README, "Analytics"); its host is never called. */
export const BENCH_ANALYTICS = { ANALYTICS_SCRIPT_URL: "https://plausible.io/js/script.js", ANALYTICS_SCRIPT_ATTRIBUTES: "data-domain=localhost" } as const;

export async function buildDemoSite(options: { live?: boolean; analytics?: boolean; locale?: string } = {}): Promise<DemoSite> {
  await mkdir(BENCH_CACHE, { recursive: true });
  const dir = await mkdtemp(join(BENCH_CACHE, "demo-"));
  const emulator = options.live ? await startEmulator() : null;
  const cleanup = async () => {
    await emulator?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const snapshotPath = join(dir, "snapshot.json");
    let log = "";
    // An explicit environment: no key (so the demo), and no .env file read.
    const syncEnv = emulator ? envFor(emulator, demoKey("full"), snapshotPath) : { CATALOG_SNAPSHOT: snapshotPath };
    const exitCode = await runSyncCommand({ env: syncEnv, stderr: { write: (chunk: string) => (log += chunk) } });
    if (exitCode !== 0) throw new Error(`The demo sync failed with exit code ${exitCode}:\n${log}`);
    const paths = buildPaths(dir);
    const buildEnv: Record<string, string> = emulator
      ? { CATALOG_SNAPSHOT: snapshotPath, STUDIO_PUBLIC_KEY: demoKey("publishable"), STUDIO_PUBLIC_API_URL: emulator.url, SITE_URL: DEMO_SITE_URL }
      : { CATALOG_SNAPSHOT: snapshotPath };
    if (options.analytics) Object.assign(buildEnv, BENCH_ANALYTICS);
    if (options.locale) buildEnv.STUDIO_LOCALE = options.locale;
    const build = await runAstroBuild({ root: PROJECT_ROOT, ...paths, env: buildEnv });
    // The site as `npm run build` makes it, its search index included: Lighthouse on /search/ needs it.
    const search = await indexSite(paths.outDir, [""]);
    return { outDir: paths.outDir, build, search, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
