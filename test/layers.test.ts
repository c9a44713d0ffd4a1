import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The folders follow the data's path (README, "Project layout"), and imports only point
 * down it: api → core → snapshot → sync, and api → core → page-rules → site → pages; the emulator
 * stands on api and core alone. A rule both sides need lives once, below both.
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));

type Layer = "api" | "i18n" | "core" | "snapshot" | "sync" | "page-rules" | "site" | "live" | "pages" | "emulator" | "config";

/** What each layer may import (besides itself and packages). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  api: [],
  // The interface's words: one messages file per language, and the page's messages for browser scripts.
  i18n: [],
  core: ["api", "i18n"],
  // The snapshot file: its schema, reading it, and the copy the site publishes.
  snapshot: ["api", "core"],
  // The sync reads its settings, and starts the built-in emulator for the demo studio.
  sync: ["api", "core", "snapshot", "config", "emulator"],
  "page-rules": ["api", "i18n", "core", "snapshot"],
  site: ["api", "i18n", "core", "snapshot", "page-rules", "config"],
  // The browser scripts: the contract's plain values, the rules they share with the build.
  live: ["api", "i18n", "core", "page-rules"],
  pages: ["api", "i18n", "core", "page-rules", "site", "live", "config"],
  emulator: ["api", "core"],
  config: ["api", "i18n", "core", "snapshot"],
};

function layerOf(path: string): Layer {
  const [top] = relative(SRC, path).split("/");
  if (top === "pages" || top === "components" || top === "layouts" || top === "styles" || top === "middleware.ts" || top === "env.d.ts") return "pages";
  // The settings file (src/settings) is configuration too, read with the environment.
  if (top === "config.ts" || top === "config-error.ts" || top === "settings") return "config";
  if (top === "api" || top === "i18n" || top === "core" || top === "snapshot" || top === "sync" || top === "page-rules" || top === "site" || top === "live" || top === "emulator") return top;
  throw new Error(`No layer for ${path}`);
}

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.(ts|astro)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** Every local module a file imports, statically or dynamically, resolved to a path. */
function localImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(SRC, specifier.slice(2))];
    if (specifier.startsWith(".")) return [normalize(join(dirname(file), specifier))];
    return [];
  });
}

describe("layers", () => {
  it("imports only point down the data's path", async () => {
    const wrongWay: string[] = [];
    let crossLayer = 0;
    for (const file of await sourceFiles()) {
      const from = layerOf(file);
      for (const target of localImports(file, await readFile(file, "utf8"))) {
        if (!target.startsWith(SRC)) continue;
        const to = layerOf(target);
        if (to !== from) crossLayer += 1;
        if (to !== from && !MAY_IMPORT[from].includes(to)) wrongWay.push(`${relative(SRC, file)} (${from}) imports ${relative(SRC, target)} (${to})`);
      }
    }
    expect(wrongWay).toEqual([]);
    // The check saw the imports it is about (a parsing slip would make it pass vacuously).
    expect(crossLayer).toBeGreaterThan(200);
  });
});

/** Files under `src/` whose path starts with one of `folders`. */
async function filesUnder(...folders: string[]): Promise<{ path: string; source: string }[]> {
  const files = (await sourceFiles()).filter((file) => folders.some((folder) => relative(SRC, file).startsWith(folder)));
  return Promise.all(files.map(async (path) => ({ path: relative(SRC, path), source: await readFile(path, "utf8") })));
}

/** The code between an .astro file's `---` fences, without imports, comments and blank lines. */
function frontmatterCode(source: string): string[] {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) return [];
  const withoutComments = match[1]!.replace(/\/\*[\s\S]*?\*\//g, "");
  return withoutComments
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("//") && !/^import\s/.test(line) && !/^\s+[\w{},\s]*\}? ?from\s/.test(line));
}


/** Every source file under `src/` (or under `folders`), with its path from `src/`. */
async function sourceFilesUnder(...folders: string[]): Promise<{ path: string; source: string }[]> {
  return folders.length === 0 ? filesUnder("") : filesUnder(...folders);
}

/** A file's code without comments, so a rule named in a comment is not a use of it. */
const codeOf = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/**
 * The session rules (issue 31) and the one module allowed to apply each: a session's instants
 * and end, the capacity it shows, its checkout link, who teaches it, and the fallback of a
 * name. Anything else reads the decided facts. A rule's own module defines it; its tests
 * live outside src/.
 */
const SESSION_RULES: readonly { rule: string; use: RegExp; allowed: readonly string[] }[] = [
  {
    rule: "a session's instants and end",
    use: /\b(sessionTiming|studioClock|localToInstant|toIsoWithOffset|wallClockAt|ownOrClassDuration)\(/,
    // The clock is made once per build (the view context); the site model's window start is a moment, not a session's.
    allowed: ["page-rules/session-facts.ts", "core/local-time.ts", "core/classes.ts", "core/weekly-slots.ts", "site/view-context.ts", "site/site-model.ts", "sync/", "emulator/"],
  },
  { rule: "the capacity a session shows", use: /\b(shownCapacity|capacityStates)\(/, allowed: ["page-rules/session-facts.ts", "core/classes.ts"] },
  {
    rule: "a session's checkout link",
    use: /\b(checkoutOf|rowAction)\(|\.links\.checkout\b/,
    // Membership prices have a checkout of their own (spec 2.10); the sync only warns about unsafe links.
    allowed: ["page-rules/session-facts.ts", "page-rules/call-to-action.ts", "site/offer-views.ts", "page-rules/structured-data/offer-pages.ts", "sync/", "emulator/", "api/"],
  },
  { rule: "who teaches a session", use: /\b(sessionInstructors|namedInstructors|instructorName)\(/, allowed: ["page-rules/session-facts.ts", "page-rules/class-facts.ts", "site/class-views.ts"] },
  {
    rule: "a name's fallback",
    use: /\bdisplayName\(|["']rules\.unnamed\.|["']site\.unnamed\./,
    // The entry builders: each record's name is decided once, with its entry. The season page's JSON-LD still names its
    // catalog's items from the season's catalog (PENDING_RECORD_FIELDS) until the season page's restructure lands. The change
    // feed's entries name records as they were when the sync saw them (a class since removed has no entry), decided with each entry.
    allowed: ["page-rules/names.ts", "site/class-views.ts", "site/offer-views.ts", "site/season-views.ts", "site/location-views.ts", "site/site-model.ts", "site/change-feeds.ts", "page-rules/structured-data/offer-pages.ts"],
  },
];

/** "file: rule" for every use of a session rule outside the module allowed to apply it. */
function ruleStrays(files: readonly { path: string; source: string }[]): string[] {
  const strays: string[] = [];
  for (const { path, source } of files) {
    const code = codeOf(source);
    for (const { rule, use, allowed } of SESSION_RULES) {
      if (allowed.some((prefix) => path.startsWith(prefix))) continue;
      if (use.test(code)) strays.push(`${path}: ${rule}`);
    }
  }
  return strays.sort();
}

/** The API's record types (src/api/schemas), which no view field may hold: a view hands on what its builder decided. */
const RECORD_TYPES = ["Me", "Class", "ClassInstance", "Category", "TrialClass", "Registration", "RegistrationDetail", "CatalogGroup", "CatalogItem", "MembershipType", "MembershipPrice", "AppointmentService", "Location", "CategoryRef", "LocationRef", "Instructor", "Capacity", "DaySchedules", "DaySlot"];

/**
 * The view whose records go when the season pages are restructured (issue 31's family points
 * 1-5, done beside this change): the season page's JSON-LD still reads the season and its
 * catalog. Every other view holds decided facts only.
 */
const PENDING_RECORD_FIELDS: readonly string[] = ["site/season-views.ts SeasonView.detail: RegistrationDetail | undefined", "site/season-views.ts SeasonView.record: Registration"];

/**
 * "file View.field: Type" for every field of an exported view (an interface named *View, or
 * the SiteModel) whose type names an API record; an indexed type (`CatalogItem["item_type"]`:
 * one of its values) is a fact, not a record.
 */
function rawRecordFields(files: readonly { path: string; source: string }[]): string[] {
  const record = new RegExp(`\\b(${RECORD_TYPES.join("|")})\\b(?!\\[["'])`);
  const found: string[] = [];
  for (const { path, source } of files) {
    for (const match of codeOf(source).matchAll(/export interface (\w*View|SiteModel)\b[^{]*\{/g)) {
      // The interface's body, to its closing brace at depth 0.
      let depth = 1;
      let end = match.index + match[0].length;
      while (depth > 0 && end < source.length) {
        const character = codeOf(source)[end];
        if (character === "{") depth += 1;
        if (character === "}") depth -= 1;
        end += 1;
      }
      const body = codeOf(source).slice(match.index + match[0].length, end - 1);
      for (const field of body.matchAll(/^\s*readonly (\w+)\??: ([^;]+);/gm)) {
        if (record.test(field[2]!)) found.push(`${path} ${match[1]}.${field[1]}: ${field[2]!.trim()}`);
      }
    }
  }
  return found.sort();
}

/** "file:line: code" for each `localeCompare`: its order follows the build machine's locale (use `nameOrder`, or `compareText` for codes). */
function machineOrders(files: readonly { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) =>
    codeOf(source)
      .split("\n")
      .flatMap((line, index) => (/\blocaleCompare\s*\(|new Intl\.Collator\s*\((\s*\)|\s*undefined)/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/**
 * The values kept for the whole process (issue 31): Intl objects, made once per locale and
 * options; the zones Intl knew; the process's environment, read once; the owner's settings
 * file checked, keyed by its text, the theme's and the options (every page's headers and
 * look ask for the config, and a check parses YAML and measures contrast; a changed file
 * is a new key, so no answer goes stale); and this build's own site model. Anything else a
 * build remembers lives in its view context.
 */
const PROCESS_CACHES: readonly string[] = [
  // In the browser: a page's one fetch of the planner's data, for every "Add this date" it has.
  "components/add-date-client.ts: data",
  "config.ts: cachedEnvironment",
  "core/intl-objects.ts: collators",
  "core/intl-objects.ts: dateTimeFormats",
  "core/intl-objects.ts: listFormats",
  "core/intl-objects.ts: locales",
  "core/intl-objects.ts: numberFormats",
  "core/local-time.ts: knownZones",
  "i18n/messages.ts: cache",
  "i18n/page-messages.ts: formats",
  "settings/site-settings.ts: cache",
  "site/site-model-data.ts: built",
];

/**
 * "file: name" for every module-level value that can fill up as the process runs: an empty
 * Map, Set or WeakMap made at the top level, a top-level `let`, or a function that keeps its
 * answers (`oncePer`-style). A Set or Map made from its entries is a constant table, not a cache.
 */
function processCaches(files: readonly { path: string; source: string }[]): string[] {
  const found: string[] = [];
  for (const { path, source } of files) {
    for (const line of codeOf(source).split("\n")) {
      const empty = /^(?:export )?(?:const|let) (\w+)(?::[^=]+)? = new (?:Map|Set|WeakMap|WeakSet)\b(?:<[^>]*>)?\(\s*\)/.exec(line);
      const variable = /^(?:export )?let (\w+)\b/.exec(line);
      const kept = /^(?:export )?const (\w+)(?::[^=]+)? = (?:oncePer|memoize|cached)\(/.exec(line);
      const name = empty?.[1] ?? variable?.[1] ?? kept?.[1];
      if (name) found.push(`${path}: ${name}`);
    }
  }
  return found.sort();
}

describe("the same bytes on every machine, and caches that cost less than they save", () => {
  it("orders no text by the build machine's locale", async () => {
    expect(machineOrders(await sourceFilesUnder())).toEqual([]);
  });

  it("keeps values for the whole process only in the short list of Intl objects, known zones and the build's own context", async () => {
    expect(processCaches(await sourceFilesUnder())).toEqual(PROCESS_CACHES);
  });

  it("sees a bare localeCompare and a cache made at a module's top level", () => {
    expect(machineOrders([{ path: "site/x.ts", source: "const byName = (a, b) => a.name.localeCompare(b.name);\nconst fine = nameOrder(locale);" }])).toEqual([
      "site/x.ts:1: const byName = (a, b) => a.name.localeCompare(b.name);",
    ]);
    const source = 'const kept = new Map<string, string>();\nconst TABLE = new Set(["a", "b"]);\nlet last = null;\nexport const words = oncePer((locale) => locale);\nfunction f() { const local = new Map(); }';
    expect(processCaches([{ path: "site/x.ts", source }])).toEqual(["site/x.ts: kept", "site/x.ts: last", "site/x.ts: words"]);
  });
});

describe("the lints of issue 31 see what they are for", () => {
  it("find a session rule applied outside its module", () => {
    expect(ruleStrays([{ path: "site/schedule-views.ts", source: "const spots = shownCapacity(cls, session);" }])).toEqual(["site/schedule-views.ts: the capacity a session shows"]);
    expect(ruleStrays([{ path: "page-rules/structured-data/course.ts", source: "const url = session.links.checkout ?? cls.links.checkout;" }])).toEqual(["page-rules/structured-data/course.ts: a session's checkout link"]);
    expect(ruleStrays([{ path: "page-rules/calendar-feed.ts", source: "const who = sessionInstructors(session, cls);" }])).toEqual(["page-rules/calendar-feed.ts: who teaches a session"]);
    expect(ruleStrays([{ path: "page-rules/calendar-feed.ts", source: 'const name = plainLine(cls.name) || t("rules.unnamed.class");' }])).toEqual(["page-rules/calendar-feed.ts: a name's fallback"]);
    expect(ruleStrays([{ path: "page-rules/structured-data/course.ts", source: "const end = sessionTiming(record, 45, clock).end;" }])).toEqual(["page-rules/structured-data/course.ts: a session's instants and end"]);
    expect(ruleStrays([{ path: "page-rules/structured-data/course.ts", source: "// shownCapacity(cls, session) is applied once, in session-facts.ts" }])).toEqual([]);
  });

  it("finds a record in a view's fields, and reads a record's indexed value as a fact", () => {
    const source = "export interface ThingView {\n  readonly record: Class;\n  readonly kind: CatalogItem[\"item_type\"];\n  readonly inner: { readonly at: number };\n  readonly place: Location | null;\n  readonly kinds: readonly Category[];\n}\n";
    expect(rawRecordFields([{ path: "site/thing.ts", source }])).toEqual(["site/thing.ts ThingView.kinds: readonly Category[]", "site/thing.ts ThingView.place: Location | null", "site/thing.ts ThingView.record: Class"]);
  });
});

/**
 * Resolve once, render many (src/site/site-model.ts builds one entry per record): the
 * snapshot is read, records are looked up and session instants are resolved there and
 * nowhere else on the site's side, so two pages cannot derive a fact two ways.
 */
describe("the site reads resolved entries", () => {
  const BUILDER = ["site/site-model.ts", "site/view-context.ts", "site/class-views.ts", "site/site-model-data.ts", "site/snapshot-source.ts", "site/site-data-error.ts"];

  it("reads the snapshot and its raw record lists only in the site model's builder", async () => {
    const found: string[] = [];
    const RAW = /\bsnapshot\.|\.snapshot\b|sessions_by_class|season_details/;
    for (const { path, source } of await filesUnder("site/", "pages/", "components/", "layouts/", "live/")) {
      if (BUILDER.includes(path)) continue;
      source.split("\n").forEach((line, index) => {
        // Types of the snapshot may be named; its values may not be read.
        const code = /^\s*import\s/.test(line) ? "" : line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (RAW.test(code)) found.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("keeps each session rule in the entry builder: instants and end, capacity, checkout link, instructors and names", async () => {
    expect(ruleStrays(await sourceFilesUnder())).toEqual([]);
  });

  it("hands no view a raw record: every field of a view is a decided fact", async () => {
    expect(rawRecordFields(await sourceFilesUnder("site/"))).toEqual(PENDING_RECORD_FIELDS);
  });

  it("keeps every page's frontmatter to 15 lines of code besides its imports", async () => {
    const pages = await filesUnder("pages/");
    const astro = pages.filter(({ path }) => path.endsWith(".astro"));
    expect(astro.length).toBeGreaterThan(10);
    const long = astro.map(({ path, source }) => ({ path, lines: frontmatterCode(source).length })).filter(({ lines }) => lines > 15);
    expect(long).toEqual([]);
  });
});
