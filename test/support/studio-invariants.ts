/**
 * What must hold for any studio the spec allows (issue 22, "Random studios"), as lists of
 * problems (empty when all is well) so one run can report every broken rule at once:
 * the sync mirrors the catalog; each in-window session is on its class pages, in their
 * JSON-LD and in the class's calendar feed once, at the right instant; no page
 * contradicts itself, links anything but a safe scheme, or outgrows its size budget.
 */
import { readFile } from "node:fs/promises";
import { studioStrings } from "./studio-strings.ts";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { load, type CheerioAPI } from "cheerio";
import type { z } from "zod";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  locationSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  registrationSchema,
  trialClassSchema,
  type ClassInstance,
} from "../../src/api/schemas/index.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import type { StudioData } from "../../src/emulator/index.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { orderByName, orderCategories, orderClasses, orderRegistrations, orderSessions } from "../../src/sync/ordering.ts";
import { measurePage } from "../../bench/page-weight.ts";
import { TARGETS } from "../../bench/targets.ts";
import { parseFeed } from "../fixtures/calendar-feeds.ts";
import type { BuiltSite } from "./build-site.ts";
import { scanPage } from "./contradiction-scan.ts";
import { outputDisagreements } from "./consistency-scan.ts";
import { localDateAt, localInstant, offsetMinutes, shiftDate } from "./zone-clock.ts";

const MINUTE_MS = 60_000;

/** The first place two JSON values differ, as a path with both values. */
export function firstDifference(actual: unknown, expected: unknown, path = ""): string | null {
  if (isDeepStrictEqual(actual, expected)) return null;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return `${path || "(top)"}: ${actual.length} items, expected ${expected.length}`;
    for (let index = 0; index < actual.length; index += 1) {
      const found = firstDifference(actual[index], expected[index], `${path}[${index}]`);
      if (found) return found;
    }
  }
  if (actual && expected && typeof actual === "object" && typeof expected === "object" && !Array.isArray(actual) && !Array.isArray(expected)) {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    for (const key of keys) {
      const found = firstDifference((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path || "(top)"}: got ${JSON.stringify(actual)?.slice(0, 300)}, expected ${JSON.stringify(expected)?.slice(0, 300)}`;
}

const parseAll = <T>(schema: z.ZodType<T>, records: readonly unknown[]): T[] => records.map((record) => schema.parse(record));

/** Spec 4.1: a class is current with no end date or one not before the studio's today. */
const isCurrent = (cls: { end_date: string | null }, today: string) => cls.end_date === null || cls.end_date >= today;

/**
 * The snapshot is the served catalog: every record as the schemas read it (date-times
 * brought to one spelling), in the snapshot's order; sessions of current classes in the
 * window or through their end date, of every status; each season's detail; nothing else, and no warning but the
 * unsafe-link ones.
 */
export function snapshotProblems(snapshot: Snapshot, data: StudioData, daysAhead: number, now: Date): string[] {
  const problems: string[] = [];
  const from = localDateAt(now.getTime(), data.timezone);
  const window = { from, to: shiftDate(from, daysAhead), days_ahead: daysAhead };
  const same = (what: string, actual: unknown, expected: unknown) => {
    const difference = firstDifference(actual, expected);
    if (difference) problems.push(`snapshot ${what} differs from the catalog: ${difference}`);
  };
  same("window", snapshot.window, window);
  same("timezone", snapshot.timezone, data.timezone);
  same("studio", snapshot.studio, data.studio);
  same("classes", snapshot.classes, orderClasses(parseAll(classSchema, data.classes)));
  same("categories", snapshot.categories, orderCategories(parseAll(categorySchema, data.categories)));
  same("trial_classes", snapshot.trial_classes, orderByName(parseAll(trialClassSchema, data.trialClasses)));
  const summaries = data.registrations.map(({ billing: _billing, catalog_groups: _groups, ...summary }) => summary);
  same("registrations", snapshot.registrations, orderRegistrations(parseAll(registrationSchema, summaries)));
  same("membership_types", snapshot.membership_types, orderByName(parseAll(membershipTypeSchema, data.membershipTypes)));
  same("appointment_services", snapshot.appointment_services, orderByName(parseAll(appointmentServiceSchema, data.appointmentServices)));
  same("locations", snapshot.locations, orderByName(parseAll(locationSchema, data.locations)));
  const details = Object.fromEntries(data.registrations.map((season) => [season.id, registrationDetailSchema.parse(season)]));
  same("season_details", snapshot.season_details, details);
  const sessions: Record<string, ClassInstance[]> = {};
  for (const cls of data.classes.filter((item) => isCurrent(item, from))) {
    // A class that runs past the window is mirrored through its end date, at most a year ahead.
    const cap = shiftDate(from, 366);
    const through = cls.end_date !== null && cls.end_date > window.to ? (cls.end_date < cap ? cls.end_date : cap) : window.to;
    const inWindow = data.instances.filter((session) => session.class_id === cls.id && session.date >= window.from && session.date <= through);
    sessions[cls.id] = orderSessions(parseAll(classInstanceSchema, inWindow));
  }
  same("sessions_by_class", snapshot.sessions_by_class, sessions);
  const counts = {
    classes: data.classes.length,
    categories: data.categories.length,
    trial_classes: data.trialClasses.length,
    registrations: data.registrations.length,
    membership_types: data.membershipTypes.length,
    appointment_services: data.appointmentServices.length,
    locations: data.locations.length,
  };
  same("sections", snapshot.sections, Object.fromEntries(Object.entries(counts).map(([name, records]) => [name, { status: "synced", reason: null, records }])));
  for (const warning of snapshot.warnings) {
    if (!/is not an http\(s\) URL/.test(warning)) problems.push(`unexpected sync warning: ${warning}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------
// The built site
// ---------------------------------------------------------------------------

/** When the build ran: the site reads its clock once, somewhere in between. */
export interface BuildTimes {
  startedAt: number;
  endedAt: number;
}

type Expectation = "sure" | "maybe";

/** A session as a page states it: its instant (or date, for a date-only one) and whether it is cancelled. */
function sessionKey(start: string, cancelled: boolean): string {
  return `${start}${cancelled ? " cancelled" : ""}`;
}

/**
 * The sessions a class page lists at build time (README: upcoming ones, cancelled ones
 * marked, completed ones left out), as keys: "sure" ones must be listed once, "maybe"
 * ones (ending while the site was built) at most once.
 */
function upcomingKeys(sessions: readonly ClassInstance[], classMinutes: number, timeZone: string, times: BuildTimes): Map<string, Expectation[]> {
  const keys = new Map<string, Expectation[]>();
  const add = (key: string, expectation: Expectation) => keys.set(key, [...(keys.get(key) ?? []), expectation]);
  const todayFirst = localDateAt(times.startedAt, timeZone);
  const todayLast = localDateAt(times.endedAt, timeZone);
  for (const session of sessions) {
    if (session.status === "completed") continue;
    const cancelled = session.status === "cancelled";
    if (session.time === null) {
      if (session.date >= todayLast) add(sessionKey(session.date, cancelled), "sure");
      else if (session.date >= todayFirst) add(sessionKey(session.date, cancelled), "maybe");
      continue;
    }
    const start = localInstant(session.date, session.time, timeZone);
    const end = start + (session.duration_minutes ?? classMinutes) * MINUTE_MS;
    const key = sessionKey(new Date(start).toISOString(), cancelled);
    if (end > times.endedAt) add(key, "sure");
    else if (end > times.startedAt) add(key, "maybe");
  }
  return keys;
}

/** Whether what a page lists matches what it must: every sure session once, a maybe one at most once, nothing else. */
function compareListed(where: string, listed: readonly string[], expected: Map<string, Expectation[]>): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const key of listed) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, expectations] of expected) {
    const sure = expectations.filter((expectation) => expectation === "sure").length;
    const count = counts.get(key) ?? 0;
    if (count < sure || count > expectations.length) problems.push(`${where}: the session at ${key} is listed ${count} time(s), expected ${sure === expectations.length ? sure : `${sure} to ${expectations.length}`}`);
  }
  for (const [key, count] of counts) {
    if (!expected.has(key)) problems.push(`${where}: lists a session at ${key} ${count} time(s) that it should not list`);
  }
  return problems;
}

/**
 * A page's ISO date-time as the instant it names, checking the offset written is the
 * zone's at that instant (a session after a clock change carries the new offset).
 */
function readStart(value: string, timeZone: string, where: string, problems: string[]): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const match = /([+-])(\d{2}):(\d{2})$|Z$/.exec(value);
  const ms = Date.parse(value);
  if (!match || Number.isNaN(ms)) {
    problems.push(`${where}: "${value}" is neither a date nor a date-time with an offset`);
    return value;
  }
  const written = match[0] === "Z" ? 0 : (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  if (written !== offsetMinutes(ms, timeZone)) problems.push(`${where}: "${value}" carries offset ${written} min, but ${timeZone} is at ${offsetMinutes(ms, timeZone)} min then`);
  return new Date(ms).toISOString();
}

/** Every JSON-LD node on a page, nested ones included. */
function jsonLdNodes($: CheerioAPI): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      nodes.push(value as Record<string, unknown>);
      Object.values(value).forEach(visit);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) => visit(JSON.parse($(element).text())));
  return nodes;
}

/** Schemes a page may link or load: relative URLs (not protocol-relative), http(s), mailto:, tel: and webcal:. */
const SAFE_REFERENCE = /^(?:(?![a-z][a-z0-9+.-]*:)(?!\/\/)|https?:\/\/[^/]|mailto:|tel:|webcal:\/\/)/i;
const URL_ATTRIBUTES = ["href", "src", "srcset", "action", "formaction", "poster", "data", "cite", "background", "xlink:href"];
const JSON_LD_URL_KEYS = new Set(["url", "image", "logo", "sameAs", "@id", "item"]);

function unsafeReferences($: CheerioAPI, path: string): string[] {
  const problems: string[] = [];
  for (const attribute of URL_ATTRIBUTES) {
    $(`[${attribute.replace(":", "\\:")}]`).each((_, element) => {
      const raw = $(element).attr(attribute) ?? "";
      const values = attribute === "srcset" ? raw.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [raw.trim()];
      for (const value of values) {
        if (!SAFE_REFERENCE.test(value)) problems.push(`${path}: unsafe ${attribute}="${value.slice(0, 80)}" on <${(element as { name?: string }).name}>`);
      }
    });
  }
  $('meta[http-equiv="refresh" i]').each(() => void problems.push(`${path}: a meta refresh`));
  for (const node of jsonLdNodes($)) {
    for (const [key, value] of Object.entries(node)) {
      if (!JSON_LD_URL_KEYS.has(key) || typeof value !== "string") continue;
      if (!/^https?:\/\/[^/]/i.test(value)) problems.push(`${path}: JSON-LD ${key} "${value.slice(0, 80)}" is not an http(s) URL`);
    }
  }
  return problems;
}

export interface SiteCheckOptions {
  /** Demo-sized studios must keep every page under the first-visit budget (bench/targets.ts). */
  pageBudget: boolean;
}

export async function siteProblems(site: BuiltSite, snapshot: Snapshot, times: BuildTimes, options: SiteCheckOptions): Promise<string[]> {
  const problems: string[] = [];
  const timeZone = snapshot.timezone;
  const pages = await site.pages();
  const files = await site.files();
  const html = new Map(await Promise.all(pages.map(async (path) => [path, await site.readPage(path)] as const)));
  const parsed = new Map([...html].map(([path, text]) => [path, load(text)] as const));

  // Classes with pages: the current ones (spec 4.1), each under the href the site gives it.
  const model = buildSiteModel(snapshot, { locale: "en-US", now: new Date(times.endedAt) });
  const today = localDateAt(times.endedAt, timeZone);
  const current = snapshot.classes.filter((cls) => isCurrent(cls, today)).map((cls) => cls.id).sort();
  const withPages = model.classes.map((cls) => cls.id).sort();
  if (!isDeepStrictEqual(current, withPages) && localDateAt(times.startedAt, timeZone) === today) {
    problems.push(`class pages for ${withPages.length} classes, expected the ${current.length} current ones`);
  }

  for (const view of model.classes) {
    const record = snapshot.classes.find((cls) => cls.id === view.id)!;
    const sessions = snapshot.sessions_by_class[view.id] ?? [];
    const expected = upcomingKeys(sessions, record.duration_minutes, timeZone, times);
    const classPages = pages.filter((path) => path === view.href || path.startsWith(`${view.href}sessions/`));
    if (!classPages.includes(view.href)) {
      problems.push(`no page at ${view.href} for class ${record.id}`);
      continue;
    }
    const rows: string[] = [];
    const instances: string[] = [];
    for (const path of classPages) {
      const $ = parsed.get(path)!;
      $("main li.session").each((_, row) => {
        const datetime = $(row).find("time[datetime]").first().attr("datetime") ?? "(none)";
        rows.push(sessionKey(readStart(datetime, timeZone, `${path} <time>`, problems), $(row).hasClass("session--cancelled")));
      });
      for (const node of jsonLdNodes($)) {
        if (node["@type"] !== "CourseInstance") continue;
        const cancelled = String(node.eventStatus ?? "").endsWith("EventCancelled");
        instances.push(sessionKey(readStart(String(node.startDate), timeZone, `${path} JSON-LD`, problems), cancelled));
      }
    }
    problems.push(...compareListed(`${view.href} (and its later sessions' pages)`, rows, expected));
    problems.push(...compareListed(`${view.href} JSON-LD`, instances, expected));

    // The class's feed: every session of the snapshot (any status) once, at its instant.
    const feedPath = `${view.href.replace(/^\//, "")}calendar.ics`;
    if (!files.includes(feedPath)) {
      problems.push(`no calendar feed at /${feedPath}`);
      continue;
    }
    const { events } = parseFeed(await readFile(join(site.outDir, feedPath), "utf8"));
    const byUid = new Map<string, typeof events>();
    for (const event of events) {
      const id = event.uid.split("@")[0]!.toLowerCase();
      byUid.set(id, [...(byUid.get(id) ?? []), event]);
    }
    for (const session of sessions) {
      const found = byUid.get(session.id.toLowerCase()) ?? [];
      byUid.delete(session.id.toLowerCase());
      if (found.length !== 1) {
        problems.push(`/${feedPath}: session ${session.id} appears ${found.length} time(s)`);
        continue;
      }
      const event = found[0]!;
      const start = session.time === null ? session.date : new Date(localInstant(session.date, session.time, timeZone)).toISOString();
      if (event.start !== start) problems.push(`/${feedPath}: session ${session.id} (${session.date} ${session.time ?? "date only"}) starts at ${event.start}, expected ${start}`);
      if ((event.status === "CANCELLED") !== (session.status === "cancelled")) problems.push(`/${feedPath}: session ${session.id} is ${session.status} but its event's status is ${event.status}`);
    }
    for (const id of byUid.keys()) problems.push(`/${feedPath}: an event for ${id}, which is no session of the class`);
  }

  // Issue 31: every session said alike in its rows, its JSON-LD and its calendar feed.
  problems.push(...(await outputDisagreements(site, timeZone)).problems);

  const studioTexts = studioStrings(snapshot);
  for (const [path, $] of parsed) {
    problems.push(...scanPage(html.get(path)!, path, { studioTexts }));
    problems.push(...unsafeReferences($, path));
  }
  if (options.pageBudget) {
    for (const path of pages) {
      const cost = await measurePage(site.outDir, path);
      if (cost.htmlCssGzipBytes > TARGETS.pageGzipBytes) problems.push(`${path}: ${cost.htmlCssGzipBytes} bytes of HTML+CSS gzipped, over the ${TARGETS.pageGzipBytes}-byte budget`);
    }
  }
  return problems;
}
