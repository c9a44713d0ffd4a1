import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { runSyncCommand } from "../src/sync/sync-command.ts";
import { buildPaths, runAstroBuild, type AstroBuildFigures } from "./astro-build.ts";
import { BENCH_CACHE, PROJECT_ROOT } from "./bench-paths.ts";

export interface DemoSite {
  outDir: string;
  build: AstroBuildFigures;
  cleanup(): Promise<void>;
}

/**
 * What `npm run build` makes on a fresh clone: the sync with no key (the embedded
 * emulator's demo studio) into a temp snapshot, then `astro build` of it.
 */
export async function buildDemoSite(): Promise<DemoSite> {
  await mkdir(BENCH_CACHE, { recursive: true });
  const dir = await mkdtemp(join(BENCH_CACHE, "demo-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const snapshotPath = join(dir, "snapshot.json");
    let log = "";
    // An explicit environment: no key (so the demo), and no .env file read.
    const exitCode = await runSyncCommand({ env: { CATALOG_SNAPSHOT: snapshotPath }, stderr: { write: (chunk: string) => (log += chunk) } });
    if (exitCode !== 0) throw new Error(`The demo sync failed with exit code ${exitCode}:\n${log}`);
    const paths = buildPaths(dir);
    const build = await runAstroBuild({ root: PROJECT_ROOT, ...paths, env: { CATALOG_SNAPSHOT: snapshotPath } });
    return { outDir: paths.outDir, build, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
