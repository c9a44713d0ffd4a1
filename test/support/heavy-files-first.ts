/**
 * The config's sequencer. Vitest runs the longest files first when it remembers their
 * durations (node_modules/.vite/vitest), and the largest first when it does not: on a fresh
 * clone (CI) a short file that runs for a minute (the random studios, 20 site builds) then
 * starts last, and the run waits for it on one core. Without remembered durations, files that
 * drive Chromium or build many sites go first, then those that build a site or run the sync
 * end to end, then the rest, with the syncs that mostly wait spread among the first files
 * (`spreadWaiting`); Vitest's own order holds within each group, and whenever it remembers
 * every file.
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

/**
 * A sync end to end that builds nothing: it spends most of its time waiting out rate-limit
 * windows (seconds scaled from the API's minute), on almost no CPU.
 */
export function mostlyWaits(path: string, text: string): boolean {
  return path.endsWith(".e2e.test.ts") && !/\b(buildSite|sharedSite|runBuild|liveDemo)\b|demo-live\.ts/.test(text);
}

/**
 * The files in order with those that mostly wait spread among the first ones, one after every
 * `every` others: a worker waiting on a rate-limit window leaves both cores to the browsers and
 * builds beside it, where at the end of the run (their place by weight) they left a core idle
 * (issue 30: a clean clone's run used 1.6 of its 2 cores).
 */
export function spreadWaiting<File>(files: readonly File[], waits: (file: File) => boolean, every = 2): File[] {
  const waiting = files.filter(waits);
  const rest = files.filter((file) => !waits(file));
  const order: File[] = [];
  for (const [index, file] of rest.entries()) {
    order.push(file);
    if ((index + 1) % every === 0 && waiting.length > 0) order.push(waiting.shift()!);
  }
  return [...order, ...waiting];
}

export default class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const remembered = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    if (sorted.every((file) => remembered(file) !== undefined)) return sorted;
    const texts = new Map(sorted.map((file) => [file, readFileSync(file.moduleId, "utf8")]));
    const weights = new Map(sorted.map((file) => [file, weightOf(file.moduleId, texts.get(file)!)]));
    // Array.prototype.sort is stable: Vitest's order holds within a weight.
    return spreadWaiting(
      sorted.sort((a, b) => weights.get(b)! - weights.get(a)!),
      (file) => mostlyWaits(file.moduleId, texts.get(file)!),
    );
  }
}
