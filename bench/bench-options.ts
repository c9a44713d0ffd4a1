import { parseArgs } from "node:util";

export interface BenchOptions {
  classes: number;
  seasons: number;
  daysAhead: number;
  lighthouseRuns: number;
  buildRuns: number;
  /**
   * Studio sizes the build is measured at, each against its own floor (issue 17: 400 and
   * 1,500). The size equal to `classes` builds section 1's snapshot; any other is synced first.
   */
  buildClasses: number[];
  skipSync: boolean;
  /** Skip the sync at scale through bursts of 429s and the usual faults. */
  skipBurst: boolean;
  skipBuild: boolean;
  skipWeight: boolean;
  skipLighthouse: boolean;
  /** Skip the demo built with live spots on (its page weight and Lighthouse). */
  skipLive: boolean;
  /** Skip the demo built in Spanish and French (page weight per language, live JS, Lighthouse on a Spanish page). */
  skipLanguages: boolean;
  /** Folder for the JSON results. */
  outDir: string | null;
  /** Echo the sync's progress lines. */
  verbose: boolean;
  /** Print the usage and stop. */
  help: boolean;
}

export class BenchUsageError extends Error {
  readonly code = "bench_usage";
  constructor(message: string) {
    super(`${message}\n\n${BENCH_USAGE}`);
    this.name = "BenchUsageError";
  }
}

export const BENCH_USAGE = `Usage: npm run bench -- [options]
  --classes N          classes in the generated studio (default 400)
  --seasons N          seasons in the generated studio (default 40)
  --days N             days of sessions, and the sync window (default 90)
  --lighthouse-runs N  Lighthouse runs per page; the median is shown (default 3)
  --build-runs N       cold builds of each project, site and floor in turn; the fastest is shown (default 3)
  --build-classes N[,N...]
                       studio sizes the build is measured at, each against its own floor
                       (default 400,1500); a size other than --classes is synced first at
                       the real limit of 300 a minute (about 5 minutes for 1500)
  --skip-sync          skip the sync at scale (and so the build at scale)
  --skip-burst         skip the sync at scale through bursts of 429s and the usual faults
  --burst-only         run only that sync through bursts of 429s (about 3 minutes)
  --skip-build         skip the build at scale (every --build-classes size, and their syncs)
  --skip-weight        skip the demo studio's page weight
  --skip-lighthouse    skip Lighthouse
  --skip-live          skip the demo with live spots on (its JavaScript per page and Lighthouse)
  --skip-languages     skip the demo in Spanish and French (weight per language, live JS, Lighthouse in Spanish)
  --out DIR            where the JSON goes (default bench-results/)
  --verbose            show the sync's progress`;

function count(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BenchUsageError(`Expected --${name} to be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

const MAX_CLASSES = 100_000;

/** "400,1500": whole numbers from 1 to MAX_CLASSES, each once, in the order given. */
function classCounts(name: string, raw: string | undefined, fallback: readonly number[]): number[] {
  if (raw === undefined) return [...fallback];
  const values = raw.split(",").map((part) => Number(part));
  if (values.some((value) => !Number.isInteger(value) || value < 1 || value > MAX_CLASSES)) {
    throw new BenchUsageError(`Expected --${name} to be whole numbers from 1 to ${MAX_CLASSES} separated by commas, like 400,1500; got "${raw}".`);
  }
  const repeated = values.find((value, index) => values.indexOf(value) !== index);
  if (repeated !== undefined) throw new BenchUsageError(`--${name} names ${repeated} twice; give each studio size once.`);
  return values;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        classes: { type: "string" },
        seasons: { type: "string" },
        days: { type: "string" },
        "lighthouse-runs": { type: "string" },
        "build-runs": { type: "string" },
        "build-classes": { type: "string" },
        "skip-sync": { type: "boolean", default: false },
        "skip-burst": { type: "boolean", default: false },
        "burst-only": { type: "boolean", default: false },
        "skip-build": { type: "boolean", default: false },
        "skip-weight": { type: "boolean", default: false },
        "skip-lighthouse": { type: "boolean", default: false },
        "skip-live": { type: "boolean", default: false },
        "skip-languages": { type: "boolean", default: false },
        out: { type: "string" },
        verbose: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
  const burstOnly = values["burst-only"];
  if (burstOnly && values["skip-burst"]) throw new BenchUsageError("--burst-only and --skip-burst contradict each other; give one of them.");
  return {
    classes: count("classes", values.classes, 400, 1, MAX_CLASSES),
    seasons: count("seasons", values.seasons, 40, 0, 10_000),
    daysAhead: count("days", values.days, 90, 1, 366),
    lighthouseRuns: count("lighthouse-runs", values["lighthouse-runs"], 3, 1, 20),
    buildRuns: count("build-runs", values["build-runs"], 3, 1, 10),
    buildClasses: classCounts("build-classes", values["build-classes"], [400, 1500]),
    skipSync: values["skip-sync"] || burstOnly,
    skipBurst: values["skip-burst"],
    skipBuild: values["skip-build"] || values["skip-sync"] || burstOnly,
    skipWeight: values["skip-weight"] || burstOnly,
    skipLighthouse: values["skip-lighthouse"] || burstOnly,
    skipLive: values["skip-live"] || burstOnly,
    skipLanguages: values["skip-languages"] || burstOnly,
    outDir: values.out ?? null,
    verbose: values.verbose,
    help: values.help,
  };
}
