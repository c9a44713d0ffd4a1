import type { z } from "zod";
import { createApiClient, type ApiClient } from "../api/api-client.ts";
import { ENDPOINT_SCOPES } from "../api/endpoints.ts";
import { ContractError } from "../api/errors/contract-error.ts";
import { fetchAllPages, MAX_INSTANCE_PAGE_SIZE, MAX_PAGE_SIZE } from "../api/paginate.ts";
import { safeKeyPrefix } from "../api/redact-key.ts";
import { createRequestLimiter } from "../api/request-limiter.ts";
import type { RetryTiming } from "../api/retry-policy.ts";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  registrationSchema,
  singleEnvelope,
  trialClassSchema,
  type Class,
  type ClassInstance,
  type Registration,
  type RegistrationDetail,
} from "../api/schemas/index.ts";
import { currentClasses } from "../core/classes.ts";
import { addDays, studioToday } from "../core/local-time.ts";
import { startedChangeFeed } from "../snapshot/change-feed.ts";
import { sectionNames, SNAPSHOT_SCHEMA_VERSION, snapshotSchema, type SectionName, type SectionStatus, type Snapshot } from "../snapshot/snapshot.ts";
import { slowDownAdvice } from "./failure-advice.ts";
import { NoUsableScopeError } from "./no-usable-scope-error.ts";
import { orderByName, orderCategories, orderClasses, orderRegistrations, orderSessions, sortedRecord } from "./ordering.ts";
import { SECTION_SOURCES } from "./sections.ts";
import type { SyncLog } from "./sync-log.ts";
import { findUnsafeLinks } from "./unsafe-links.ts";
import { unlessVanished, vanishedWarning, withoutVanished, type VanishedRecord } from "./vanished-records.ts";

export interface SyncOptions {
  apiUrl: string;
  apiKey: string;
  timezone: string;
  daysAhead: number;
  rateLimit: number;
  source: Snapshot["source"];
  log: SyncLog;
  now?: () => Date;
  timing?: Partial<RetryTiming>;
  /** The rate limit's rolling window; 60 000 ms unless a test or benchmark scales time down. */
  windowMs?: number;
  maxConcurrent?: number;
  fetch?: typeof globalThis.fetch;
}

export interface SyncStats {
  requests: number;
  /** 1 + ceil(n/page max) per list (at least 1) + one per season + ceil(sessions/200) per class (at least 1). */
  floor: number;
  retries: number;
  rateLimited: number;
  durationMs: number;
}

export interface SyncResult {
  snapshot: Snapshot;
  stats: SyncStats;
}

const pagesFor = (records: number, pageSize: number) => Math.max(1, Math.ceil(records / pageSize));

/** How far past today a class's sessions are mirrored at most, however late its `end_date`. */
export const CLASS_SESSIONS_MAX_DAYS = 366;

/** Sessions are mirrored from the studio's today to today + daysAhead (inclusive). */
export function syncWindow(now: Date, timeZone: string, daysAhead: number): Snapshot["window"] {
  const from = studioToday(now, timeZone);
  return { from, to: addDays(from, daysAhead), days_ahead: daysAhead };
}

/**
 * The last date of a class's sessions to mirror: its `end_date` when that is past the window
 * (capped at CLASS_SESSIONS_MAX_DAYS from today), so its page lists every date it runs; the
 * window's `to` for a class without one. The instances endpoint takes `to`, so a later date
 * costs a request only when the class has more than a page of sessions.
 */
export function classSessionsThrough(item: Pick<Class, "end_date">, window: Pick<Snapshot["window"], "from" | "to">): string {
  if (item.end_date === null || item.end_date <= window.to) return window.to;
  const cap = addDays(window.from, CLASS_SESSIONS_MAX_DAYS);
  return item.end_date < cap ? item.end_date : cap;
}

async function fetchSessions(
  client: ApiClient,
  item: Class,
  window: { from: string; to: string },
): Promise<ClassInstance[]> {
  const path = `/classes/${item.id}/instances`;
  const sessions = await fetchAllPages(
    client,
    path,
    { from: window.from, to: window.to, status: "all" },
    classInstanceSchema,
    { pageSize: MAX_INSTANCE_PAGE_SIZE, endpointTemplate: "/classes/{id}/instances", scope: ENDPOINT_SCOPES["/classes/{classId}/instances"] },
  );
  const stray = sessions.find((session) => session.class_id !== item.id);
  if (stray) {
    throw new ContractError(`GET ${path}`, [
      { path: "data[].class_id", message: `session belongs to class ${stray.class_id}, not ${item.id}`, recordId: stray.id },
    ]);
  }
  return orderSessions(sessions);
}

/** What a sync's readers share: the client, the log, and where warnings and vanished records go. */
interface SyncReading {
  readonly client: ApiClient;
  readonly log: SyncLog;
  /** Scopes the key was given (`/me`). */
  readonly granted: ReadonlySet<string>;
  /** A listed class or season whose own endpoint answered 404: warned about and left out. */
  noteVanished(record: VanishedRecord): void;
}

/** One list endpoint's records, how many requests the floor counts for it, and its section's status. */
interface SectionRead<T> {
  readonly records: T[];
  readonly requests: number;
  readonly status: SectionStatus;
}

/** One list endpoint in full, or nothing when the key lacks its scope (no request that would get 403). */
async function readSection<T extends z.ZodType<{ id: string }>>(reading: SyncReading, name: SectionName, schema: T): Promise<SectionRead<z.infer<T>>> {
  const { path, scope } = SECTION_SOURCES[name];
  if (!reading.granted.has(scope)) {
    reading.log.info(`${name}: skipped (the key lacks ${scope})`);
    return { records: [], requests: 0, status: { status: "skipped", reason: `the key lacks the scope ${scope}`, records: 0 } };
  }
  const records = await fetchAllPages(reading.client, path, {}, schema, { pageSize: MAX_PAGE_SIZE, endpointTemplate: path, scope });
  reading.log.info(`${name}: ${records.length} record(s)`);
  return { records, requests: pagesFor(records.length, MAX_PAGE_SIZE), status: { status: "synced", reason: null, records: records.length } };
}

/** Every current class's sessions in the window (through its end date when later), and the classes read further than the window. */
interface SessionsRead {
  readonly byClass: Map<string, ClassInstance[]>;
  /** Classes whose sessions were read past the window's end, and through which date. */
  readonly through: Map<string, string>;
  readonly requests: number;
}

async function readSessions(reading: SyncReading, classes: readonly Class[], window: Snapshot["window"]): Promise<SessionsRead> {
  const current = currentClasses(classes, window.from);
  const byClass = new Map<string, ClassInstance[]>();
  const through = new Map<string, string>();
  const progress = reading.log.progress("sessions", current.length);
  let done = 0;
  // Each class's reading answers with its own requests; they are summed once every answer is in.
  const requests = await Promise.all(
    current.map(async (item) => {
      const last = classSessionsThrough(item, window);
      const sessions = await unlessVanished(() => fetchSessions(reading.client, item, { from: window.from, to: last }));
      if (sessions === null) reading.noteVanished({ kind: "class", id: item.id, name: item.name });
      else {
        byClass.set(item.id, sessions);
        if (last !== window.to) through.set(item.id, last);
      }
      done += 1;
      progress(done);
      return pagesFor(sessions?.length ?? 0, MAX_INSTANCE_PAGE_SIZE);
    }),
  );
  const total = [...byClass.values()].reduce((sum, list) => sum + list.length, 0);
  const longer = through.size > 0 ? ` (${through.size} of them through their end date, up to ${[...through.values()].sort().at(-1)})` : "";
  reading.log.info(`sessions: ${total} in ${window.from}..${window.to} for ${byClass.size} current class(es)${longer}`);
  return { byClass, through, requests: requests.reduce((sum, count) => sum + count, 0) };
}

/** `GET /registrations/{id}` for every season: one request each. */
async function readSeasonDetails(reading: SyncReading, seasons: readonly Registration[]): Promise<{ details: Map<string, RegistrationDetail>; requests: number }> {
  const details = new Map<string, RegistrationDetail>();
  await Promise.all(
    seasons.map(async ({ id, name }) => {
      const detail = await unlessVanished(() =>
        reading.client.get(`/registrations/${id}`, {}, singleEnvelope(registrationDetailSchema), {
          endpointTemplate: "/registrations/{id}",
          scope: ENDPOINT_SCOPES["/registrations/{registrationId}"],
        }),
      );
      if (detail === null) reading.noteVanished({ kind: "season", id, name });
      else details.set(id, detail.data);
    }),
  );
  reading.log.info(`season details: ${details.size}`);
  return { details, requests: seasons.length };
}

/** The one rate-limited, retrying client of a sync, and the abort that ends its requests once the sync is over. */
function openClient(options: SyncOptions, warn: (message: string) => void) {
  const { log } = options;
  // Once anything fails for good, the sync is over: cancel in-flight requests and
  // pending retries so the process ends now, not when their timers run out.
  const abort = new AbortController();
  const limiter = createRequestLimiter({
    limit: options.rateLimit,
    windowMs: options.windowMs,
    maxConcurrent: options.maxConcurrent,
    onSlowDown: (message, slowDown) => {
      const advice = slowDownAdvice(slowDown);
      log.info(advice ? `${message} ${advice}` : message);
    },
  });
  const client = createApiClient({
    baseUrl: options.apiUrl,
    apiKey: options.apiKey,
    limiter,
    timing: options.timing,
    fetch: options.fetch,
    signal: abort.signal,
    onRetry: (line) => log.info(line),
    warn,
  });
  return {
    client,
    close: async () => {
      abort.abort();
      await limiter.stop();
    },
  };
}

/** `/me`, with the key's prefix as safe to show, and the scopes it grants; refuses a key that can read nothing. */
async function readKey(client: ApiClient, options: SyncOptions) {
  const { data: reported } = await client.get("/me", {}, singleEnvelope(meSchema), { endpointTemplate: "/me", scope: null });
  // Once here, below the command's output filter: the log line, an error and the snapshot all show this prefix.
  const me = { ...reported, key: { ...reported.key, prefix: safeKeyPrefix(reported.key.prefix, options.apiKey) } };
  options.log.info(`Studio "${me.studio.name}", ${me.key.type} key ${me.key.prefix}… with ${me.key.scopes.length} scope(s): ${me.key.scopes.join(", ") || "none"}.`);
  const granted = new Set<string>(me.key.scopes);
  if (!sectionNames.some((name) => granted.has(SECTION_SOURCES[name].scope))) throw new NoUsableScopeError(me.key.prefix, me.key.scopes);
  return { me, granted };
}

/**
 * Mirrors the studio's catalog into a validated snapshot: `/me` first, then only the
 * endpoints whose scope the key has (no request that would get 403), lists in full,
 * sessions of current classes in the window, and the detail of every season.
 * Independent requests run concurrently inside the one rate limiter. A class or season
 * archived mid-sync (its sessions or detail answer 404) is left out, with a warning.
 */
export async function syncCatalog(options: SyncOptions): Promise<SyncResult> {
  const started = performance.now();
  const now = options.now?.() ?? new Date();
  const { log } = options;
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    log.warn(message);
  };
  const vanished: VanishedRecord[] = [];
  const { client, close } = openClient(options, warn);

  try {
    const { me, granted } = await readKey(client, options);
    const window = syncWindow(now, options.timezone, options.daysAhead);
    const reading: SyncReading = {
      client,
      log,
      granted,
      noteVanished: (record) => {
        vanished.push(record);
        warn(vanishedWarning(record));
      },
    };
    const classesRead = readSection(reading, "classes", classSchema);
    const seasonsRead = readSection(reading, "registrations", registrationSchema);
    const [classes, sessions, categories, trialClasses, registrations, seasonDetails, membershipTypes, appointmentServices, locations] = await Promise.all([
      classesRead,
      classesRead.then((read) => readSessions(reading, read.records, window)),
      readSection(reading, "categories", categorySchema),
      readSection(reading, "trial_classes", trialClassSchema),
      seasonsRead,
      seasonsRead.then((read) => readSeasonDetails(reading, read.records)),
      readSection(reading, "membership_types", membershipTypeSchema),
      readSection(reading, "appointment_services", appointmentServiceSchema),
      readSection(reading, "locations", locationSchema),
    ]);
    const lists = { classes, categories, trial_classes: trialClasses, registrations, membership_types: membershipTypes, appointment_services: appointmentServices, locations };

    const listedClasses = withoutVanished(classes.records, vanished, "class");
    const listedSeasons = withoutVanished(registrations.records, vanished, "season");
    // Records left after the vanished ones; a skipped section read none, and still says 0.
    const sections = Object.fromEntries(sectionNames.map((name) => [name, { ...lists[name].status }])) as Record<SectionName, SectionStatus>;
    sections.classes.records = listedClasses.length;
    sections.registrations.records = listedSeasons.length;
    const assembled = {
      schema_version: SNAPSHOT_SCHEMA_VERSION,
      synced_at: now.toISOString(),
      timezone: options.timezone,
      window,
      source: options.source,
      studio: me.studio,
      key: me.key,
      sections,
      classes: orderClasses(listedClasses),
      categories: orderCategories(categories.records),
      trial_classes: orderByName(trialClasses.records),
      registrations: orderRegistrations(listedSeasons),
      membership_types: orderByName(membershipTypes.records),
      appointment_services: orderByName(appointmentServices.records),
      locations: orderByName(locations.records),
      sessions_by_class: sortedRecord(sessions.byClass),
      sessions_through: sortedRecord(sessions.through),
      season_details: sortedRecord(seasonDetails.details),
      warnings: [] as string[],
      // A fresh feed: the sync command records what changed since the previous snapshot (src/sync/change-feed.ts).
      change_feed: startedChangeFeed(now.toISOString()),
    };
    const linkWarnings = findUnsafeLinks(assembled);
    for (const message of linkWarnings) log.warn(message);
    assembled.warnings = [...warnings, ...linkWarnings].sort();
    // Parsing the whole snapshot once more fixes its key order and proves it is what the site expects.
    const snapshot = snapshotSchema.parse(assembled);
    // The floor: /me, then each list's pages, each class's pages of sessions and one request per season.
    const floor = 1 + Object.values(lists).reduce((sum, read) => sum + read.requests, 0) + sessions.requests + seasonDetails.requests;
    return {
      snapshot,
      stats: { requests: client.stats.requests, floor, retries: client.stats.retries, rateLimited: client.stats.rateLimited, durationMs: performance.now() - started },
    };
  } finally {
    await close();
  }
}
