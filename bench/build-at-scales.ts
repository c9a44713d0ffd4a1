import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchOptions } from "./bench-options.ts";
import { benchBuildAtScale, type BuildFigures } from "./build-at-scale.ts";
import { timeFloorMs } from "./request-floor.ts";
import { benchSyncAtScale, RATE_LIMIT, RATE_WINDOW_MS } from "./sync-at-scale.ts";

/** One studio size's build beside its own floor (issue 17: 400 and 1,500 classes). */
export interface BuildAtScale extends BuildFigures {
  /** Classes in the generated studio. */
  classes: number;
  /** Sessions in the snapshot the site was built from. */
  sessions: number;
}

/** A snapshot already synced at one size (section 1's), which the build of that size reuses. */
export interface SyncedSnapshot {
  classes: number;
  sessions: number;
  path: string;
}

export type BuildAtScalesOptions = Pick<BenchOptions, "buildClasses" | "buildRuns" | "seasons" | "daysAhead" | "verbose">;

/**
 * Whole minutes a sync of a generated studio takes at least: one request per class and
 * per season (plus /me), RATE_LIMIT a rolling minute.
 */
function syncMinutesAtLeast(classes: number, seasons: number): number {
  return timeFloorMs(1 + classes + seasons, RATE_LIMIT, RATE_WINDOW_MS) / RATE_WINDOW_MS;
}

/**
 * Builds the site at every size in `buildClasses`, each beside a bare Astro project with
 * as many pages and endpoint files. The size `synced` has is built from it; every other size is
 * synced first the way section 1 syncs (the real limit, so the snapshot is the one a
 * studio that size gets), and its snapshot removed after its build.
 */
export async function benchBuildAtScales(
  options: BuildAtScalesOptions,
  synced: SyncedSnapshot | null,
  say: (line: string) => void,
): Promise<BuildAtScale[]> {
  const builds: BuildAtScale[] = [];
  const build = async (snapshot: SyncedSnapshot) => {
    say(`building the ${snapshot.classes}-class studio's site and a bare Astro project with as many pages and endpoint files, in turn (${options.buildRuns} cold run(s) each)...`);
    const figures = await benchBuildAtScale(snapshot.path, options.buildRuns);
    builds.push({ classes: snapshot.classes, sessions: snapshot.sessions, ...figures });
  };
  for (const classes of options.buildClasses) {
    if (synced?.classes === classes) {
      await build(synced);
      continue;
    }
    const dir = await mkdtemp(join(tmpdir(), "studio-bench-build-sync-"));
    try {
      const minutes = syncMinutesAtLeast(classes, options.seasons);
      const duration = minutes < 1 ? "under a minute" : `about ${minutes} minute(s)`;
      say(`syncing a generated studio of ${classes} classes for the build at that size, at the real limit of 300 a minute (${duration})...`);
      const path = join(dir, "snapshot.json");
      const sync = await benchSyncAtScale({ classes, seasons: options.seasons, daysAhead: options.daysAhead, snapshotPath: path, echo: options.verbose });
      await build({ classes, sessions: sync.sessions, path });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return builds;
}
