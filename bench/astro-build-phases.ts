import { stripVTControlCharacters } from "node:util";

/**
 * Where one `astro build` spent its wall time, read from Astro's info log (issue 17:
 * "show where the time goes"). A phase is null when the log did not show it (an Astro
 * release that words it differently); its time then falls into `restMs`.
 */
export interface BuildPhases {
  /**
   * The content layer's sync and the generated types: Astro's "[types] Generated 1.79s",
   * whose timer starts before "[content] Syncing content" (astro/dist/core/sync/index.js).
   */
  contentAndTypesMs: number | null;
  /** Vite's bundles, server and client: every "[vite] ✓ built in …" summed. */
  bundlingMs: number | null;
  /** Every page and endpoint rendered and written: the "✓ Completed in …" that ends "generating static routes". */
  renderingMs: number | null;
  /**
   * The wall time the log does not split: start-up and configuration, integrations'
   * hooks (the sitemap), route collection, copying assets.
   */
  restMs: number;
  /** The build's wall time, as the build child measured it around `build()`. */
  totalMs: number;
}

/** The phases in the order a build runs them, with the words the report prints. */
export const BUILD_PHASES = [
  { key: "contentAndTypesMs", label: "content sync + types" },
  { key: "bundlingMs", label: "bundling (vite)" },
  { key: "renderingMs", label: "rendering routes" },
  { key: "restMs", label: "the rest (start-up, hooks, sitemap)" },
] as const satisfies readonly { key: keyof BuildPhases; label: string }[];

/** Astro's getTimeStat (astro/dist/core/build/util.js): "782ms", "2.05s" or "1m 5s". */
const DURATION = String.raw`(\d+m \d+s|\d+(?:\.\d+)?ms|\d+(?:\.\d+)?s)`;
const TYPES_GENERATED = new RegExp(String.raw`\[types\] Generated ${DURATION}`);
const VITE_BUILT = new RegExp(String.raw`\[vite\] ✓ built in ${DURATION}`, "g");
const ROUTES_HEADING = "generating static routes";
const COMPLETED = new RegExp(String.raw`✓ Completed in ${DURATION}\.`);

/** Milliseconds in one of Astro's printed durations. */
export function parseAstroDuration(text: string): number {
  const minutes = /^(\d+)m (\d+)s$/.exec(text);
  if (minutes) return Number(minutes[1]) * 60_000 + Number(minutes[2]) * 1000;
  const amount = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(text);
  if (!amount) throw new RangeError(`Expected one of Astro's durations ("782ms", "2.05s", "1m 5s"), got "${text}".`);
  return Number(amount[1]) * (amount[2] === "s" ? 1000 : 1);
}

/**
 * Astro's log as text: the colours go (a terminal, or FORCE_COLOR in the environment,
 * turns them on, and they sit between a path and its time); the time stamps stay, since
 * every pattern here matches inside a line.
 */
export const plainAstroLog = (log: string) => stripVTControlCharacters(log);

/** Splits one build's `totalMs` into phases by the durations in its info log. */
export function buildPhasesOf(log: string, totalMs: number): BuildPhases {
  const text = plainAstroLog(log);
  const types = TYPES_GENERATED.exec(text);
  const bundles = [...text.matchAll(VITE_BUILT)];
  const routes = text.indexOf(ROUTES_HEADING);
  // The first "Completed" after the heading: later ones time the whole build step or images.
  const rendered = routes === -1 ? null : COMPLETED.exec(text.slice(routes));
  const phases = {
    contentAndTypesMs: types ? parseAstroDuration(types[1]!) : null,
    bundlingMs: bundles.length > 0 ? bundles.reduce((sum, match) => sum + parseAstroDuration(match[1]!), 0) : null,
    renderingMs: rendered ? parseAstroDuration(rendered[1]!) : null,
  };
  const split = (phases.contentAndTypesMs ?? 0) + (phases.bundlingMs ?? 0) + (phases.renderingMs ?? 0);
  return { ...phases, restMs: totalMs - split, totalMs };
}
