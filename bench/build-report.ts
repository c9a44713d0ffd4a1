import type { AstroBuildFigures } from "./astro-build.ts";
import { BUILD_PHASES, type BuildPhases } from "./astro-build-phases.ts";
import type { BuildAtScale } from "./build-at-scales.ts";
import { verdict, type Check } from "./check.ts";
import { kib, mib, ratio, renderColumns, seconds } from "./format.ts";
import type { PageTypeWeight } from "./page-weight.ts";
import { TARGETS } from "./targets.ts";

const wallFigure = (classes: number) => `${classes} classes: site build / bare Astro build, wall time`;
const cpuFigure = (classes: number) => `${classes} classes: site build / bare Astro build, CPU time`;

/** Whether this size's pages are held to TARGETS.pageGzipBytesAtScale. */
const weighedAgainstTarget = (build: BuildAtScale) => build.classes === TARGETS.pageGzipBytesAtScaleClasses;

const cpuRatioOf = ({ site, bare }: BuildAtScale) => (site.cpuMs === undefined || !bare.cpuMs ? null : site.cpuMs / bare.cpuMs);

/** The wall and CPU ratios a studio of `classes` is held to (TARGETS: larger from `largeBuildClasses` on). */
export function buildTargets(classes: number): { wall: number; cpu: number } {
  return classes >= TARGETS.largeBuildClasses ? { wall: TARGETS.largeBuildRatio, cpu: TARGETS.largeBuildCpuRatio } : { wall: TARGETS.buildRatio, cpu: TARGETS.buildCpuRatio };
}

/** Per size: wall and CPU time against the floor; at the targeted size, every page type's heaviest page. */
export function buildChecks(builds: readonly BuildAtScale[]): Check[] {
  const checks: Check[] = [];
  for (const build of builds) {
    const wall = build.site.wallMs / build.bare.wallMs;
    const target = buildTargets(build.classes);
    checks.push({ section: "build", figure: wallFigure(build.classes), value: wall, target: `<= ${target.wall}`, verdict: verdict(wall <= target.wall) });
    const cpu = cpuRatioOf(build);
    if (cpu !== null) {
      checks.push({ section: "build", figure: cpuFigure(build.classes), value: cpu, target: `<= ${target.cpu}`, verdict: verdict(cpu <= target.cpu) });
    }
    if (!weighedAgainstTarget(build)) continue;
    for (const type of build.weight) {
      const max = type.htmlCssGzipBytes.max;
      checks.push({ section: "build", figure: `at ${build.classes} classes, ${type.type}: HTML+CSS gzip, max`, value: max, target: `<= ${kib(TARGETS.pageGzipBytesAtScale)}`, verdict: verdict(max <= TARGETS.pageGzipBytesAtScale) });
    }
    if (build.planner) {
      const { dataGzipBytes: data, jsGzipBytes, calendarJsGzipBytes } = build.planner;
      checks.push({ section: "build", figure: `at ${build.classes} classes, planner data file gzip`, value: data, target: `<= ${kib(TARGETS.plannerDataGzipBytes)}`, verdict: verdict(data <= TARGETS.plannerDataGzipBytes) });
      const code = jsGzipBytes + calendarJsGzipBytes;
      checks.push({ section: "build", figure: `at ${build.classes} classes, planner JavaScript gzip`, value: code, target: `<= ${kib(TARGETS.plannerJsGzipBytes)}`, verdict: verdict(code <= TARGETS.plannerJsGzipBytes) });
    }
  }
  return checks;
}

/** Files the build's endpoint routes wrote: the kinds the floor was asked to write as many of. */
const endpointsOf = (build: AstroBuildFigures, { shape }: BuildAtScale) =>
  build.outputs.filter((kind) => shape.endpoints.some((endpoint) => endpoint.extension === kind.extension)).reduce((sum, kind) => sum + kind.files, 0);
const perSecond = (build: AstroBuildFigures) => (build.pages / (build.wallMs / 1000)).toFixed(1);
const cpu = (build: AstroBuildFigures) => (build.cpuMs === undefined ? "" : seconds(build.cpuMs));

function heaviestPageLine(build: BuildAtScale): string {
  const heaviest = build.weight.reduce<PageTypeWeight | null>((top, type) => (!top || type.htmlCssGzipBytes.max > top.htmlCssGzipBytes.max ? type : top), null);
  if (!heaviest) return `  ${build.classes} classes: no pages measured.`;
  const page = `${build.classes} classes: heaviest page ${heaviest.heaviest} (${heaviest.type}), ${kib(heaviest.htmlCssGzipBytes.max)} gzipped HTML+CSS`;
  if (!weighedAgainstTarget(build)) return `  ${page} (no target at this size)`;
  const over = build.weight.filter((type) => type.htmlCssGzipBytes.max > TARGETS.pageGzipBytesAtScale).length;
  const met = over === 0 ? "ok" : `MISS (${over} of ${build.weight.length} page types over)`;
  return `  ${page}; target <= ${kib(TARGETS.pageGzipBytesAtScale)} on every page: ${met}`;
}

const share = (ms: number, total: number) => (total > 0 ? `${Math.round((ms / total) * 100)}%` : "");
const signedSeconds = (ms: number) => `${ms >= 0 ? "+" : "-"}${seconds(Math.abs(ms))}`;

/** Site and floor side by side, phase by phase, and what the site adds over the floor in each. */
function timeSplit(site: BuildPhases, bare: BuildPhases): string {
  const rows = BUILD_PHASES.map(({ key, label }) => {
    const [ours, floor] = [site[key], bare[key]];
    return [
      label,
      ours === null ? "not in log" : seconds(ours),
      ours === null ? "" : share(ours, site.totalMs),
      floor === null ? "not in log" : seconds(floor),
      floor === null ? "" : share(floor, bare.totalMs),
      ours === null || floor === null ? "" : signedSeconds(ours - floor),
    ];
  });
  rows.push(["total (wall time)", seconds(site.totalMs), "100%", seconds(bare.totalMs), "100%", signedSeconds(site.totalMs - bare.totalMs)]);
  const missing = BUILD_PHASES.filter(({ key }) => site[key] === null || bare[key] === null).map(({ label }) => label);
  return [
    renderColumns(["phase", "site", "share", "floor", "share", "site - floor"], rows, "    "),
    ...(missing.length > 0 ? [`    Astro's log did not show ${missing.join(", ")}; that time is counted in the rest (bench/astro-build-phases.ts reads the log).`] : []),
  ].join("\n");
}

function outputsByKind(site: AstroBuildFigures): string {
  return renderColumns(
    ["kind", "files", "size", "render time"],
    site.outputs
      .filter((kind) => kind.files > 0)
      .map((kind) => [kind.extension, String(kind.files), kind.bytes >= 1024 * 1024 ? mib(kind.bytes) : kib(kind.bytes), kind.renderMs === null ? "" : seconds(kind.renderMs)]),
    "    ",
  );
}

const endpointKindsOf = (builds: readonly BuildAtScale[]) =>
  [...new Set(builds.flatMap((build) => build.shape.endpoints.map((endpoint) => endpoint.extension)))].join(", ") || "none";

/** Section 2 of the table: every size's build beside its floor, its heaviest page, and where the time went. */
export function buildSection(builds: readonly BuildAtScale[], checks: readonly Check[]): string {
  const mark = (figure: string) => checks.find((check) => check.section === "build" && check.figure === figure)?.verdict ?? "";
  const rows = builds.flatMap((build) => {
    const { site, bare } = build;
    const cpuRatio = cpuRatioOf(build);
    return [
      [String(build.classes), String(build.sessions), "site", String(site.pages), String(endpointsOf(site, build)), seconds(site.wallMs), perSecond(site), cpu(site), mib(site.peakRssBytes), `${ratio(site.wallMs / bare.wallMs)} ${mark(wallFigure(build.classes))}`, cpuRatio === null ? "" : `${ratio(cpuRatio)} ${mark(cpuFigure(build.classes))}`],
      ["", "", "floor", String(bare.pages), String(endpointsOf(bare, build)), seconds(bare.wallMs), perSecond(bare), cpu(bare), mib(bare.peakRssBytes), "1.00", "1.00"],
    ];
  });
  const runs = builds[0]?.runs ?? 0;
  const lines = [
    `2. Build at scale: astro build of each size's snapshot, and a bare Astro project (the floor) with as many trivial pages and endpoint files of each kind (${endpointKindsOf(builds)}; a getStaticPaths route each); built in turn, fastest of ${runs} cold run(s) each; target site <= ${TARGETS.buildRatio} × floor in wall time and <= ${TARGETS.buildCpuRatio} × in CPU time (from ${TARGETS.largeBuildClasses} classes, ${TARGETS.largeBuildRatio} × and ${TARGETS.largeBuildCpuRatio} ×) (CPU time counts start-up and is steady on a busy machine)`,
    renderColumns(["classes", "sessions", "build", "pages", "endpoints", "wall time", "pages/s", "CPU time", "peak memory", "wall ratio", "CPU ratio"], rows),
    "",
    `  Page weight at scale, gzipped HTML+CSS (target at ${TARGETS.pageGzipBytesAtScaleClasses} classes only; every page type in section 3):`,
    ...builds.map(heaviestPageLine),
  ];
  for (const build of builds) {
    lines.push(
      "",
      `  ${build.classes} classes, where the time goes (phases from Astro's info log; the rest is start-up, configuration, integrations' hooks such as the sitemap, and copying assets):`,
      timeSplit(build.site.phases, build.bare.phases),
      `  ${build.classes} classes, site output by kind (render time summed from Astro's per-route log; with pages in flight together, the sums can exceed the rendering phase):`,
      outputsByKind(build.site),
    );
  }
  return lines.join("\n");
}
