import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { load } from "cheerio";
import { gzipSize } from "./page-weight.ts";

/**
 * What the family planner costs a family the first time they open /plan/ (issue 34): its
 * data file, the JavaScript the page loads (its module and every chunk that module imports),
 * and the calendar maker loaded on the first tap of "Download the calendar", each gzipped.
 */
export interface PlannerSize {
  dataGzipBytes: number;
  jsGzipBytes: number;
  calendarJsGzipBytes: number;
}

const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/** A chunk and everything it imports statically, each once (`seen` is shared between calls). */
async function chunks(dir: string, file: string, seen: Set<string>): Promise<{ bytes: number; dynamic: string[] }> {
  if (seen.has(file)) return { bytes: 0, dynamic: [] };
  seen.add(file);
  const code = await readFile(join(dir, file), "utf8");
  let bytes = gzipSize(code);
  const dynamic = [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
  for (const [, imported] of code.matchAll(STATIC_IMPORT)) {
    const inner = await chunks(dir, imported!, seen);
    bytes += inner.bytes;
    dynamic.push(...inner.dynamic);
  }
  return { bytes, dynamic };
}

/** The planner's sizes in a built site; null when the site has no /plan/ page. */
export async function plannerSize(outDir: string): Promise<PlannerSize | null> {
  let html: string;
  try {
    html = await readFile(join(outDir, "plan", "index.html"), "utf8");
  } catch {
    return null;
  }
  // The page's own modules: every one but the header's search loader, which every page has (and
  // which came first on the page, so taking the first module measured the loader instead).
  const $ = load(html);
  const sources = $('script[type="module"][src]')
    .toArray()
    .map((script) => $(script).attr("src")!)
    .filter((src) => !src.includes("SiteSearch"));
  if (sources.length === 0) return null;
  const dir = join(outDir, dirname(sources[0]!.replace(/^\//, "")));
  const seen = new Set<string>();
  let jsGzipBytes = 0;
  const dynamic: string[] = [];
  for (const src of sources) {
    const page = await chunks(dir, src.slice(src.lastIndexOf("/") + 1), seen);
    jsGzipBytes += page.bytes;
    dynamic.push(...page.dynamic);
  }
  let calendar = 0;
  for (const file of dynamic.filter((name) => name.startsWith("calendar-file"))) calendar += (await chunks(dir, file, seen)).bytes;
  return { dataGzipBytes: gzipSize(await readFile(join(outDir, "plan", "data.json"))), jsGzipBytes, calendarJsGzipBytes: calendar };
}

/**
 * /plan/ with a plan of two children (6 and 10) and five classes that fit them, carried in
 * the URL's fragment as a share link does, for Lighthouse (issue 34); none without /plan/.
 */
export async function plannerLighthouseTarget(outDir: string): Promise<{ page: string; path: string }[]> {
  let data: { classes: { id: string; ageRange: { min: number | null; max: number | null } | null; access: string }[] };
  try {
    data = JSON.parse(await readFile(join(outDir, "plan", "data.json"), "utf8"));
  } catch {
    return [];
  }
  const fits = (age: number) => (cls: (typeof data.classes)[number]) =>
    cls.access === "open" && cls.ageRange !== null && (cls.ageRange.min ?? 0) <= age && age <= (cls.ageRange.max ?? 99);
  const picks = [
    ...data.classes.filter(fits(6)).slice(0, 2).map((cls) => ({ child: "a", classId: cls.id })),
    ...data.classes.filter(fits(10)).slice(0, 3).map((cls) => ({ child: "b", classId: cls.id })),
  ];
  const plan = { children: [{ key: "a", name: "", age: 6, born: "" }, { key: "b", name: "", age: 10, born: "" }], free: [], picks, transfer: 15, done: [] };
  return [{ page: "plan", path: `/plan/#plan=${encodeURIComponent(JSON.stringify(plan))}` }];
}
