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
  const vanished: VanishedRecord[] = [];
  const noteVanished = (record: VanishedRecord) => {
    vanished.push(record);
    const message = vanishedWarning(record);
    warnings.push(message);
    log.warn(message);
  };
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
    warn: (message) => {
      warnings.push(message);
      log.warn(message);
    },
  });

  try {
    const { data: reported } = await client.get("/me", {}, singleEnvelope(meSchema), { endpointTemplate: "/me", scope: null });
    // Once here, below the command's output filter: the log line, an error and the snapshot all show this prefix.
    const me = { ...reported, key: { ...reported.key, prefix: safeKeyPrefix(reported.key.prefix, options.apiKey) } };
    log.info(`Studio "${me.studio.name}", ${me.key.type} key ${me.key.prefix}… with ${me.key.scopes.length} scope(s): ${me.key.scopes.join(", ") || "none"}.`);
    const window = syncWindow(now, options.timezone, options.daysAhead);
    const granted = new Set<string>(me.key.scopes);
    if (!sectionNames.some((name) => granted.has(SECTION_SOURCES[name].scope))) {
      throw new NoUsableScopeError(me.key.prefix, me.key.scopes);
    }
    let floor = 1;
    const sections = {} as Record<SectionName, SectionStatus>;

    /** One list endpoint in full, or nothing when the key lacks its scope (no request that would get 403). */
    const fetchSection = async <T extends z.ZodType<{ id: string }>>(name: SectionName, schema: T): Promise<z.infer<T>[]> => {
      const { path, scope } = SECTION_SOURCES[name];
      if (!granted.has(scope)) {
        sections[name] = { status: "skipped", reason: `the key lacks the scope ${scope}`, records: 0 };
        log.info(`${name}: skipped (the key lacks ${scope})`);
        return [];
      }
      const records = await fetchAllPages(client, path, {}, schema, { pageSize: MAX_PAGE_SIZE, endpointTemplate: path, scope });
      floor += pagesFor(records.length, MAX_PAGE_SIZE);
      sections[name] = { status: "synced", reason: null, records: records.length };
      log.info(`${name}: ${records.length} record(s)`);
      return records;
    };

    /** Sessions in the window for every current class, as soon as the class list is in. */
    const sessionsThrough = new Map<string, string>();
    const fetchSessionsOf = async (classes: readonly Class[]): Promise<Map<string, ClassInstance[]>> => {
      const current = currentClasses(classes, window.from);
      const sessionsByClass = new Map<string, ClassInstance[]>();
      const progress = log.progress("sessions", current.length);
      let done = 0;
      await Promise.all(
        current.map(async (item) => {
          const through = classSessionsThrough(item, window);
          const sessions = await unlessVanished(() => fetchSessions(client, item, { from: window.from, to: through }));
          floor += pagesFor(sessions?.length ?? 0, MAX_INSTANCE_PAGE_SIZE);
          if (sessions === null) noteVanished({ kind: "class", id: item.id, name: item.name });
          else {
            sessionsByClass.set(item.id, sessions);
            if (through !== window.to) sessionsThrough.set(item.id, through);
          }
          done += 1;
          progress(done);
        }),
      );
      const total = [...sessionsByClass.values()].reduce((sum, list) => sum + list.length, 0);
      const longer = sessionsThrough.size > 0 ? ` (${sessionsThrough.size} of them through their end date, up to ${[...sessionsThrough.values()].sort().at(-1)})` : "";
      log.info(`sessions: ${total} in ${window.from}..${window.to} for ${sessionsByClass.size} current class(es)${longer}`);
      return sessionsByClass;
    };

    /** `GET /registrations/{id}` for every season, as soon as the season list is in. */
    const fetchSeasonDetails = async (seasons: readonly Registration[]): Promise<Map<string, RegistrationDetail>> => {
      const details = new Map<string, RegistrationDetail>();
      await Promise.all(
        seasons.map(async ({ id, name }) => {
          const detail = await unlessVanished(() =>
            client.get(`/registrations/${id}`, {}, singleEnvelope(registrationDetailSchema), {
              endpointTemplate: "/registrations/{id}",
              scope: ENDPOINT_SCOPES["/registrations/{registrationId}"],
            }),
          );
          floor += 1;
          if (detail === null) noteVanished({ kind: "season", id, name });
          else details.set(id, detail.data);
        }),
      );
      log.info(`season details: ${details.size}`);
      return details;
    };

    const classesRead = fetchSection("classes", classSchema);
    const seasonsRead = fetchSection("registrations", registrationSchema);
    const [classes, sessionsByClass, categories, trialClasses, registrations, seasonDetails, membershipTypes, appointmentServices, locations] =
      await Promise.all([
        classesRead,
        classesRead.then(fetchSessionsOf),
        fetchSection("categories", categorySchema),
        fetchSection("trial_classes", trialClassSchema),
        seasonsRead,
        seasonsRead.then(fetchSeasonDetails),
        fetchSection("membership_types", membershipTypeSchema),
        fetchSection("appointment_services", appointmentServiceSchema),
        fetchSection("locations", locationSchema),
      ]);

    const listedClasses = withoutVanished(classes, vanished, "class");
    const listedSeasons = withoutVanished(registrations, vanished, "season");
    // Records left after the vanished ones; a skipped section read none, and still says 0.
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
      sections: Object.fromEntries(sectionNames.map((name) => [name, sections[name]])),
      classes: orderClasses(listedClasses),
      categories: orderCategories(categories),
      trial_classes: orderByName(trialClasses),
      registrations: orderRegistrations(listedSeasons),
      membership_types: orderByName(membershipTypes),
      appointment_services: orderByName(appointmentServices),
      locations: orderByName(locations),
      sessions_by_class: sortedRecord(sessionsByClass),
      sessions_through: sortedRecord(sessionsThrough),
      season_details: sortedRecord(seasonDetails),
      warnings: [] as string[],
      // A fresh feed: the sync command records what changed since the previous snapshot (src/sync/change-feed.ts).
      change_feed: startedChangeFeed(now.toISOString()),
    };
    const linkWarnings = findUnsafeLinks(assembled);
    for (const message of linkWarnings) log.warn(message);
    assembled.warnings = [...warnings, ...linkWarnings].sort();
    // Parsing the whole snapshot once more fixes its key order and proves it is what the site expects.
    const snapshot = snapshotSchema.parse(assembled);
    return {
      snapshot,
      stats: {
        requests: client.stats.requests,
        floor,
        retries: client.stats.retries,
        rateLimited: client.stats.rateLimited,
        durationMs: performance.now() - started,
      },
    };
  } finally {
    abort.abort();
    await limiter.stop();
  }
}
