import { createApiClient, type ApiClient } from "../api/api-client.ts";
import { ENDPOINT_SCOPES } from "../api/endpoints.ts";
import { ContractError } from "../api/errors/contract-error.ts";
import { MAX_INSTANCE_PAGE_SIZE, MAX_PAGE_SIZE, fetchAllPages } from "../api/paginate.ts";
import { createRequestLimiter } from "../api/request-limiter.ts";
import type { RetryTiming } from "../api/retry-policy.ts";
import {
  classInstanceSchema,
  meSchema,
  registrationDetailSchema,
  singleEnvelope,
  type Class,
  type ClassInstance,
  type RegistrationDetail,
} from "../api/schemas/index.ts";
import { orderByName, orderCategories, orderClasses, orderRegistrations, orderSessions, sortedRecord } from "./ordering.ts";
import { SECTION_SOURCES } from "./sections.ts";
import { SNAPSHOT_SCHEMA_VERSION, sectionNames, snapshotSchema, type SectionName, type SectionStatus, type Snapshot } from "./snapshot-schema.ts";
import type { SyncLog } from "./sync-log.ts";
import { NoUsableScopeError } from "./no-usable-scope-error.ts";
import { findUnsafeLinks } from "./unsafe-links.ts";
import { syncWindow } from "./window.ts";

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
  /** 1 + ceil(n/page max) per list (at least 1) + one per season + ceil(sessions/200) per class. */
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

/** A class is current while its end date is unset or not before the studio's today. */
export const isCurrentClass = (item: Class, today: string) => item.end_date === null || item.end_date >= today;

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
 * Independent requests run concurrently inside the one rate limiter.
 */
export async function syncCatalog(options: SyncOptions): Promise<SyncResult> {
  const started = performance.now();
  const now = options.now?.() ?? new Date();
  const { log } = options;
  const warnings: string[] = [];
  // Once anything fails for good, the sync is over: cancel in-flight requests and
  // pending retries so the process ends now, not when their timers run out.
  const abort = new AbortController();
  const limiter = createRequestLimiter({
    limit: options.rateLimit,
    windowMs: options.windowMs,
    maxConcurrent: options.maxConcurrent,
    onSlowDown: (message) => log.info(message),
  });
  const client = createApiClient({
    baseUrl: options.apiUrl,
    apiKey: options.apiKey,
    limiter,
    timing: options.timing,
    fetch: options.fetch,
    signal: abort.signal,
    warn: (message) => {
      warnings.push(message);
      log.warn(message);
    },
  });

  try {
    const { data: me } = await client.get("/me", {}, singleEnvelope(meSchema), { endpointTemplate: "/me", scope: null });
    log.info(`Studio "${me.studio.name}", ${me.key.type} key ${me.key.prefix}… with ${me.key.scopes.length} scope(s): ${me.key.scopes.join(", ") || "none"}.`);
    const window = syncWindow(now, options.timezone, options.daysAhead);
    const granted = new Set(me.key.scopes);
    if (!sectionNames.some((name) => granted.has(SECTION_SOURCES[name].scope))) {
      throw new NoUsableScopeError(me.key.prefix, me.key.scopes);
    }
    let floor = 1;

    const sections = {} as Record<SectionName, SectionStatus>;
    const lists = {} as Record<SectionName, { id: string }[]>;
    const sessionsByClass = new Map<string, ClassInstance[]>();
    const seasonDetails = new Map<string, RegistrationDetail>();

    const syncSection = async (name: SectionName) => {
      const source = SECTION_SOURCES[name];
      if (!granted.has(source.scope)) {
        sections[name] = { status: "skipped", reason: `the key lacks the scope ${source.scope}`, records: 0 };
        lists[name] = [];
        log.info(`${name}: skipped (the key lacks ${source.scope})`);
        return;
      }
      const records = await fetchAllPages(client, source.path, {}, source.schema, {
        pageSize: MAX_PAGE_SIZE,
        endpointTemplate: source.path,
        scope: source.scope,
      });
      floor += pagesFor(records.length, MAX_PAGE_SIZE);
      lists[name] = records;
      sections[name] = { status: "synced", reason: null, records: records.length };
      log.info(`${name}: ${records.length} record(s)`);

      if (name === "classes") {
        const current = (records as Class[]).filter((item) => isCurrentClass(item, window.from));
        let done = 0;
        const progress = log.progress("sessions", current.length);
        await Promise.all(
          current.map(async (item) => {
            const sessions = await fetchSessions(client, item, window);
            floor += pagesFor(sessions.length, MAX_INSTANCE_PAGE_SIZE);
            sessionsByClass.set(item.id, sessions);
            done += 1;
            progress(done);
          }),
        );
        const total = [...sessionsByClass.values()].reduce((sum, list) => sum + list.length, 0);
        log.info(`sessions: ${total} in ${window.from}..${window.to} for ${current.length} current class(es)`);
      }
      if (name === "registrations") {
        await Promise.all(
          records.map(async ({ id }) => {
            const { data } = await client.get(`/registrations/${id}`, {}, singleEnvelope(registrationDetailSchema), {
              endpointTemplate: "/registrations/{id}",
              scope: ENDPOINT_SCOPES["/registrations/{registrationId}"],
            });
            floor += 1;
            seasonDetails.set(id, data);
          }),
        );
        log.info(`season details: ${seasonDetails.size}`);
      }
    };

    await Promise.all(sectionNames.map(syncSection));

    const assembled = {
      schema_version: SNAPSHOT_SCHEMA_VERSION,
      synced_at: now.toISOString(),
      timezone: options.timezone,
      window,
      source: options.source,
      studio: me.studio,
      key: me.key,
      sections: Object.fromEntries(sectionNames.map((name) => [name, sections[name]])),
      classes: orderClasses(lists.classes as Snapshot["classes"]),
      categories: orderCategories(lists.categories as Snapshot["categories"]),
      trial_classes: orderByName(lists.trial_classes as Snapshot["trial_classes"]),
      registrations: orderRegistrations(lists.registrations as Snapshot["registrations"]),
      membership_types: orderByName(lists.membership_types as Snapshot["membership_types"]),
      appointment_services: orderByName(lists.appointment_services as Snapshot["appointment_services"]),
      locations: orderByName(lists.locations as Snapshot["locations"]),
      sessions_by_class: sortedRecord(sessionsByClass),
      season_details: sortedRecord(seasonDetails),
      warnings: [] as string[],
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
