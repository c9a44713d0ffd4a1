import { ENROLLMENT_MODELS, ENROLLMENT_TYPES, isOneOf, MAX_INSTANCE_PAGE_SIZE, MAX_PAGE_SIZE, SESSION_STATUSES } from "../api/contract.ts";
import type { Capacity, Class, ClassInstance } from "../api/schemas/index.ts";
import type { LiveCoverage } from "../core/classes.ts";
import type { PageStorage } from "../core/page-storage.ts";

/**
 * The live layer's conversation with the API, run in the visitor's browser with a
 * publishable key (spec 5): which requests a page may make, what an answer must look
 * like to be used, and when to stay quiet. It holds no page rules of its own: the
 * spots and call-to-action decisions are the build's functions (src/core/classes.ts,
 * src/page-rules/call-to-action.ts), applied to fresher numbers.
 *
 * Every failure ends in "keep the page as built": nothing here throws or logs, since a
 * console error would cost the page its Lighthouse score and tell a family nothing.
 * Nothing here touches Node or the DOM; the page's script passes `fetch` and storage in.
 */

/** Most classes one `GET /classes?ids=` may name: the list endpoints' largest page (spec 8). */
const IDS_PER_REQUEST = MAX_PAGE_SIZE;
/** Largest page of sessions (spec 8: 1 to 200 on the class-instances endpoint). */
const SESSIONS_PER_REQUEST = MAX_INSTANCE_PAGE_SIZE;
/** How long an answer is reused, across the site's pages (sessionStorage is per tab and origin). */
export const CACHE_MS = 60_000;
/** A request that has not answered in this time is given up; the page stays as built. */
const TIMEOUT_MS = 5_000;
/** After a 429 the IP's budget is spent (spec 8): no request for this long. */
export const RATE_LIMITED_PAUSE_MS = 60_000;

/** The class fields the page's live parts read. */
export interface LiveClass {
  readonly id: string;
  readonly enrollment_type: Class["enrollment_type"];
  readonly enrollment_model: Class["enrollment_model"];
  readonly capacity: Capacity;
  readonly links: { readonly checkout: string | null };
}

/** The session fields the page's live parts read. */
export interface LiveSession {
  readonly id: string;
  readonly class_id: string;
  readonly date: string;
  readonly status: ClassInstance["status"];
  readonly capacity: Capacity;
  readonly links: { readonly checkout: string | null };
}

export interface LiveRequest {
  /** Path and query under the API's base URL. */
  readonly path: string;
  readonly kind: "classes" | "sessions";
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

function readCapacity(value: unknown): Capacity | null {
  if (!isObject(value) || !isCountOrNull(value.max) || !isCount(value.enrolled) || !isCountOrNull(value.spots_remaining)) return null;
  return { max: value.max, enrolled: value.enrolled, spots_remaining: value.spots_remaining };
}

function readCheckoutLinks(value: unknown): { checkout: string | null } | null {
  return isObject(value) && isTextOrNull(value.checkout) ? { checkout: value.checkout } : null;
}

/**
 * A hand-made guard on the few fields used, not the full schema (zod would be most of
 * the page's script): a record missing one of them makes the whole answer unusable.
 */
function readList<T>(body: unknown, readItem: (item: Json) => T | null): { items: T[]; hasMore: boolean } | null {
  if (!isObject(body) || !Array.isArray(body.data) || !isObject(body.pagination)) return null;
  const items: T[] = [];
  for (const item of body.data) {
    const read = isObject(item) ? readItem(item) : null;
    if (read === null) return null;
    items.push(read);
  }
  return { items, hasMore: body.pagination.has_more === true };
}

/** The classes of a `GET /classes` answer, or null when it is not the expected shape. */
export function readLiveClasses(body: unknown): LiveClass[] | null {
  return (
    readList(body, (item): LiveClass | null => {
      const capacity = readCapacity(item.capacity);
      const links = readCheckoutLinks(item.links);
      if (
        typeof item.id !== "string" ||
        capacity === null ||
        links === null ||
        !isOneOf(item.enrollment_type, ENROLLMENT_TYPES) ||
        !isOneOf(item.enrollment_model, ENROLLMENT_MODELS)
      ) {
        return null;
      }
      return { id: item.id, enrollment_type: item.enrollment_type, enrollment_model: item.enrollment_model, capacity, links };
    })?.items ?? null
  );
}

/** The sessions of a `GET /classes/{id}/instances` answer, or null when it is not the expected shape. */
export function readLiveSessions(body: unknown): { sessions: LiveSession[]; hasMore: boolean } | null {
  const list = readList(body, (item): LiveSession | null => {
    const capacity = readCapacity(item.capacity);
    const links = readCheckoutLinks(item.links);
    if (
      typeof item.id !== "string" ||
      typeof item.class_id !== "string" ||
      typeof item.date !== "string" ||
      capacity === null ||
      links === null ||
      !isOneOf(item.status, SESSION_STATUSES)
    ) {
      return null;
    }
    return { id: item.id, class_id: item.class_id, date: item.date, status: item.status, capacity, links };
  });
  return list === null ? null : { sessions: list.items, hasMore: list.hasMore };
}

/** `GET /classes?ids=` requests for these classes, 100 to a request; ids sorted so pages share cached answers. */
export function classRequests(classIds: readonly string[]): LiveRequest[] {
  const ids = [...new Set(classIds)].sort();
  const requests: LiveRequest[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    const chunk = ids.slice(start, start + IDS_PER_REQUEST);
    const query = new URLSearchParams({ ids: chunk.join(","), limit: String(IDS_PER_REQUEST) });
    requests.push({ path: `/classes?${query}`, kind: "classes" });
  }
  return requests;
}

/** One page of a class's sessions of every status (cancellations included) from `from` to `to`. */
export function sessionRequest(classId: string, from: string, to: string, offset = 0): LiveRequest {
  const query = new URLSearchParams({ from, to, status: "all", limit: String(SESSIONS_PER_REQUEST), offset: String(offset) });
  return { path: `/classes/${encodeURIComponent(classId)}/instances?${query}`, kind: "sessions" };
}

export type LiveFailure = "network" | "timeout" | "rate-limited" | "refused" | "error" | "shape" | "paused";
export type LiveAnswer = { readonly ok: true; readonly body: unknown; readonly at: number } | { readonly ok: false; readonly failure: LiveFailure };

export interface LiveClientOptions {
  /** The API's base URL, ending in /v1. */
  readonly apiUrl: string;
  /** The publishable key (svc_pk_). */
  readonly publicKey: string;
  readonly fetch: typeof globalThis.fetch;
  readonly storage: PageStorage | null;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly timeoutMs?: number;
}

export interface LiveClient {
  /** An answer no older than CACHE_MS, from the cache or the API; never throws. */
  get(request: LiveRequest): Promise<LiveAnswer>;
  /** Requests actually sent to the API by this client (cache hits and pauses excluded). */
  readonly sent: number;
}

function readStored<T>(storage: PageStorage | null, key: string): T | null {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    // Storage can be disabled, full or hold junk: then there is simply no cache.
    return null;
  }
}

function store(storage: PageStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the cache.
  }
}

/**
 * Fetches with the publishable key in `X-API-Key` (spec 5), straight from the browser.
 * 429: no request for RATE_LIMITED_PAUSE_MS; 401/403: none for the rest of the session
 * (the key was revoked or lacks classes:read; retrying cannot help); any other error
 * status, network errors, timeouts and answers that are not JSON: this answer is lost,
 * and the page stays as built.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const prefix = `live-spots:${options.apiUrl}`;
  const pauseKey = `${prefix}:pause`;
  let sent = 0;

  const paused = (): boolean => {
    const pause = readStored<{ until: unknown }>(options.storage, pauseKey);
    return typeof pause?.until === "number" && options.now() < pause.until;
  };
  /** `until` in milliseconds since the epoch; JSON has no Infinity, so "for the session" is the largest safe time. */
  const pauseUntil = (until: number) => store(options.storage, pauseKey, { until });

  return {
    get sent() {
      return sent;
    },
    async get(request) {
      const cacheKey = `${prefix}:${request.path}`;
      const cached = readStored<{ at: number; body: unknown }>(options.storage, cacheKey);
      if (cached !== null && typeof cached.at === "number" && options.now() - cached.at < CACHE_MS && options.now() >= cached.at) {
        return { ok: true, body: cached.body, at: cached.at };
      }
      if (paused()) return { ok: false, failure: "paused" };
      sent += 1;
      let response: Response;
      try {
        response = await options.fetch(`${options.apiUrl}${request.path}`, {
          headers: { "X-API-Key": options.publicKey, Accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
          credentials: "omit",
          cache: "no-store",
        });
      } catch (error) {
        return { ok: false, failure: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network" };
      }
      if (response.status === 429) {
        pauseUntil(options.now() + RATE_LIMITED_PAUSE_MS);
        return { ok: false, failure: "rate-limited" };
      }
      if (response.status === 401 || response.status === 403) {
        pauseUntil(Number.MAX_SAFE_INTEGER);
        return { ok: false, failure: "refused" };
      }
      if (!response.ok) return { ok: false, failure: "error" };
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        return { ok: false, failure: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "shape" };
      }
      const at = options.now();
      store(options.storage, cacheKey, { at, body });
      return { ok: true, body, at };
    },
  };
}

/** The most requests one refresh of the schedule or home page may make (issue: live spots). */
export const PAGE_REQUEST_BUDGET = 20;

/** What the page's live hooks ask for: whose capacity, which sessions. */
export interface LivePage {
  /**
   * "class": one class page, whose listed sessions are all refreshed; "list": class
   * capacity only (cards, and the schedule's later weeks); "schedule": also the sessions
   * of the first two days shown (today and tomorrow), within the budget.
   */
  readonly scope: "class" | "list" | "schedule";
  /** Classes whose capacity a hook follows, or whose sessions are listed. */
  readonly classIds: readonly string[];
  /** Every session row on the page: its class and local date. */
  readonly sessions: readonly { readonly classId: string; readonly date: string }[];
}

export interface LivePlan {
  readonly requests: readonly LiveRequest[];
  /** Which sessions the refresh covers, for the page's note (`updatedJustNow`). */
  readonly coverage: LiveCoverage;
}

/**
 * The requests for one refresh: every class's capacity in ceil(n/100) requests, then
 * sessions: a class page's whole listed window (200 a page), or on the schedule and the
 * home page the first two days shown, one request a class, until the budget is spent.
 */
export function planLiveRequests(page: LivePage, budget = PAGE_REQUEST_BUDGET): LivePlan {
  const requests: LiveRequest[] = [...classRequests(page.classIds)];
  if (page.sessions.length === 0) return { requests, coverage: "classes-only" };
  if (page.scope === "list") return { requests, coverage: "no-sessions" };
  const byClass = new Map<string, string[]>();
  for (const { classId, date } of page.sessions) {
    const dates = byClass.get(classId) ?? [];
    dates.push(date);
    byClass.set(classId, dates);
  }
  if (page.scope === "class") {
    for (const [classId, dates] of byClass) {
      const sorted = [...dates].sort();
      for (let offset = 0; offset < sorted.length; offset += SESSIONS_PER_REQUEST) {
        requests.push(sessionRequest(classId, sorted[0]!, sorted.at(-1)!, offset));
      }
    }
    return { requests, coverage: "all-sessions" };
  }
  const firstDays = [...new Set(page.sessions.map((session) => session.date))].sort().slice(0, 2);
  const soon = [...byClass]
    .filter(([, dates]) => dates.some((date) => firstDays.includes(date)))
    .map(([classId]) => classId)
    .sort();
  const room = Math.max(0, budget - requests.length);
  for (const classId of soon.slice(0, room)) requests.push(sessionRequest(classId, firstDays[0]!, firstDays.at(-1)!));
  return { requests, coverage: soon.length <= room ? "sessions-next-two-days" : "some-sessions-next-two-days" };
}
