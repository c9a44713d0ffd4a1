/**
 * The config's sequencer. Vitest runs the longest files first when it remembers their
 * durations (node_modules/.vite/vitest), and the largest first when it does not: on a fresh
 * clone (CI) a short file that runs for a minute (the random studios, 20 site builds) then
 * starts last, and the run waits for it on one core. Without remembered durations, files that
 * drive Chromium or build many sites go first, then those that build a site or run the sync
 * end to end, then the rest; Vitest's own order holds within each group, and whenever it
 * remembers every file.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const BROWSER_OR_MANY_BUILDS = /\/(demo-browser|chromium|random-studios|build-worker)\.ts["']/;
/** A file that asks for three sites or more (a call in a loop counts once, so this is a floor). */
const SITE_CALL = /\b(buildSite|sharedSite|runBuild)\(/g;
const ONE_BUILD_OR_END_TO_END = /\/(build-site|shared-sites)\.ts["']|\bliveDemo\b/;

/** 2: drives Chromium or builds many sites; 1: builds a site or syncs end to end; 0: the rest. */
export function weightOf(path: string, text: string): number {
  if (BROWSER_OR_MANY_BUILDS.test(text) || (text.match(SITE_CALL)?.length ?? 0) >= 3) return 2;
  if (ONE_BUILD_OR_END_TO_END.test(text) || path.endsWith(".e2e.test.ts")) return 1;
  return 0;
}

export default class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const remembered = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    if (sorted.every((file) => remembered(file) !== undefined)) return sorted;
    const weights = new Map(sorted.map((file) => [file, weightOf(file.moduleId, readFileSync(file.moduleId, "utf8"))]));
    // Array.prototype.sort is stable: Vitest's order holds within a weight.
    return sorted.sort((a, b) => weights.get(b)! - weights.get(a)!);
  }
}
