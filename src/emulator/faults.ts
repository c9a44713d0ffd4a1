import { createHash } from "node:crypto";
import type { Pagination } from "../api/schemas/index.ts";
import { EmulatorOptionsError } from "./emulator-options-error.ts";
import { ErrorReply } from "./error-reply.ts";
import { isUuid } from "./query-reader.ts";
import { errorReply, rateLimitedReply, type Reply } from "./reply.ts";
import { classNotFound, matchRoute, seasonNotFound } from "./routes.ts";
import type { FaultOptions, RequestLogEntry } from "./types.ts";

export type FaultKind = "none" | "error500" | "error503" | "spurious429" | "rateLimitBurst" | "reset" | "truncate" | "hang";

export interface PlannedFault {
  kind: FaultKind;
  /** The reply to send: the real one, or the fault's error reply. */
  reply: Reply;
  delayMs: number;
}

export interface FaultPlanner {
  plan(entry: RequestLogEntry, reply: Reply): PlannedFault;
  /** True while a burst of 429s runs: the request is refused before the rate limit counts it. */
  inRateLimitBurst(at: number): boolean;
  /** The rate limit refused a request: in burst mode that starts a burst too. */
  rateLimitRefused(entry: RequestLogEntry): void;
}

export interface FaultScale {
  /** The emulator's rate window; burst lengths scale with it. */
  rateWindowMs: number;
}

/**
 * The everyday fault mix the sync is measured against (issue 11): 5% 500, 3% 503, 2% resets
 * and 2% cut-off bodies. Tests and the benchmark add the 429 modes to it.
 */
export const USUAL_FAULTS: Readonly<FaultOptions> = { error500: 0.05, error503: 0.03, reset: 0.02, truncate: 0.02 };

const SHARE_NAMES = ["error500", "error503", "spurious429", "rateLimitBurst", "reset", "truncate"] as const;
/** Issue 11: on the spec's 60 s window, a burst of 429s lasts 0.3 to 1.5 s. */
const BURST_MS_PER_MINUTE: [number, number] = [300, 1_500];
const DEFAULT_SLOW_MS = 10_000;
const DEFAULT_DRIFT = { path: "/classes", afterPages: 1 };

function checkFaultOptions(options: FaultOptions): void {
  let sum = 0;
  for (const name of [...SHARE_NAMES, "slowShare", "competingClient"] as const) {
    const share = options[name];
    if (share === undefined) continue;
    if (typeof share !== "number" || !(share >= 0 && share <= 1)) {
      throw new EmulatorOptionsError(`Expected \`faults.${name}\` to be a share from 0 to 1, got ${share}.`);
    }
    if (name !== "slowShare" && name !== "competingClient") sum += share;
  }
  if (sum > 1) throw new EmulatorOptionsError(`The fault shares add up to ${sum}; together they must be at most 1.`);
  const { latencyMs, slowMs, stopAfter, seed, totalDrift, rateLimitBurstMs, undercountTotal, vanished } = options;
  for (const [name, range] of [["latencyMs", latencyMs], ["rateLimitBurstMs", rateLimitBurstMs]] as const) {
    if (range === undefined) continue;
    const [min, max] = range;
    if (!(min >= 0 && max >= min)) {
      throw new EmulatorOptionsError(`Expected \`faults.${name}\` to be [min, max] with 0 <= min <= max, got [${min}, ${max}].`);
    }
  }
  if (slowMs !== undefined && !(slowMs >= 0)) throw new EmulatorOptionsError(`Expected \`faults.slowMs\` to be at least 0, got ${slowMs}.`);
  if (stopAfter !== undefined && !(Number.isInteger(stopAfter) && stopAfter >= 0)) {
    throw new EmulatorOptionsError(`Expected \`faults.stopAfter\` to be a whole number of requests, got ${stopAfter}.`);
  }
  if (seed !== undefined && !Number.isInteger(seed)) throw new EmulatorOptionsError(`Expected \`faults.seed\` to be a whole number, got ${seed}.`);
  if (typeof totalDrift === "object" && (!totalDrift.path.startsWith("/") || !(Number.isInteger(totalDrift.afterPages) && totalDrift.afterPages >= 0))) {
    throw new EmulatorOptionsError(
      `Expected \`faults.totalDrift\` to be { path: "/classes", afterPages: 1 } (a path starting with / and a whole number), got ${JSON.stringify(totalDrift)}.`,
    );
  }
  if (undercountTotal !== undefined && !(typeof undercountTotal === "string" && undercountTotal.startsWith("/"))) {
    throw new EmulatorOptionsError(`Expected \`faults.undercountTotal\` to be a list's path such as "/classes", got ${JSON.stringify(undercountTotal)}.`);
  }
  for (const name of ["classIds", "seasonIds"] as const) {
    const ids = vanished?.[name];
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === "string" && isUuid(id)))) {
      throw new EmulatorOptionsError(`Expected \`faults.vanished.${name}\` to be a list of record ids (UUIDs), got ${JSON.stringify(ids)}.`);
    }
  }
}

/** A list's path as the request log has it: "/classes" and "/v1/classes" both give "/v1/classes". */
const loggedPath = (path: string) => `/v1${path.replace(/^\/v1(?=\/)/, "")}`;

/** A number in [0, 1) from the seed and the words given: the same request gets the same roll on every run. */
function roll(...parts: (string | number)[]): number {
  return createHash("sha256").update(parts.join("\u001f")).digest().readUInt32LE(0) / 4_294_967_296;
}

function isListBody(body: unknown): body is { data: unknown[]; pagination: Pagination } {
  return typeof body === "object" && body !== null && "pagination" in body && Array.isArray((body as { data?: unknown }).data);
}

const FAULT_REPLIES: Partial<Record<FaultKind, () => Reply>> = {
  error500: () => errorReply(new ErrorReply(500, "internal_error", "Injected fault: the server failed. Retry later.")),
  error503: () => errorReply(new ErrorReply(503, "internal_error", "Injected fault: the service is unavailable. Retry later.")),
  spurious429: () =>
    errorReply(new ErrorReply(429, "rate_limited", "Injected fault: too many requests from this address. Wait and retry.")),
  rateLimitBurst: () => rateLimitedReply(),
};

/**
 * Decides each accepted request's fault. Decisions hash the seed with the request
 * (method, path, query) and how many times that same request came before, so they
 * do not depend on the order concurrent requests arrive in, and a retry rolls anew.
 */
export function createFaultPlanner(options: FaultOptions, scale: FaultScale = { rateWindowMs: 60_000 }): FaultPlanner {
  checkFaultOptions(options);
  const seed = options.seed ?? 1;
  const [burstMin, burstMax] = options.rateLimitBurstMs ?? (BURST_MS_PER_MINUTE.map((ms) => (ms * scale.rateWindowMs) / 60_000) as [number, number]);
  let burstUntil = Number.NEGATIVE_INFINITY;
  /** After a 429 outside a burst, every request in the next burstMin..burstMax ms gets 429 too. */
  const startBurst = (entry: RequestLogEntry, request: string, occurrence: number) => {
    if (options.rateLimitBurst === undefined || entry.at < burstUntil) return;
    burstUntil = entry.at + burstMin + roll(seed, "burst", request, occurrence) * (burstMax - burstMin);
  };
  const drift = options.totalDrift === true ? DEFAULT_DRIFT : options.totalDrift || null;
  const driftPath = drift ? loggedPath(drift.path) : null;
  const undercountPath = options.undercountTotal === undefined ? null : loggedPath(options.undercountTotal);
  const vanishedClasses = new Set(options.vanished?.classIds?.map((id) => id.toLowerCase()));
  const vanishedSeasons = new Set(options.vanished?.seasonIds?.map((id) => id.toLowerCase()));

  /** The 404 a vanished record's detail answers instead of `reply`, or null. Scope and key checks still come first. */
  const vanishedReply = (entry: RequestLogEntry, reply: Reply): Reply | null => {
    if (reply.status !== 200 || !entry.path.startsWith("/v1/")) return null;
    const match = matchRoute(entry.path.slice("/v1".length));
    const id = match?.pathId?.toLowerCase();
    if (match === null || id === undefined) return null;
    if (match.route.pattern === "/classes/{classId}/instances" && vanishedClasses.has(id)) return errorReply(classNotFound(id));
    if (match.route.pattern === "/registrations/{registrationId}" && vanishedSeasons.has(id)) return errorReply(seasonNotFound(id));
    return null;
  };
  const seen = new Map<string, number>();
  let accepted = 0;
  let driftPagesServed = 0;

  const occurrenceOf = (entry: RequestLogEntry) => {
    const request = `${entry.method} ${entry.path}?${entry.query}`;
    const occurrence = seen.get(request) ?? 0;
    seen.set(request, occurrence + 1);
    return { request, occurrence };
  };

  return {
    inRateLimitBurst: (at) => at < burstUntil,
    rateLimitRefused(entry) {
      if (options.rateLimitBurst === undefined) return;
      const { request, occurrence } = occurrenceOf(entry);
      startBurst(entry, request, occurrence);
    },
    plan(entry, served) {
      accepted += 1;
      const reply = vanishedReply(entry, served) ?? served;
      if (options.stopAfter !== undefined && accepted > options.stopAfter) return { kind: "hang", reply, delayMs: 0 };

      const { request, occurrence } = occurrenceOf(entry);
      const faultRoll = roll(seed, "fault", request, occurrence);
      let kind: FaultKind = "none";
      let threshold = 0;
      for (const name of SHARE_NAMES) {
        threshold += options[name] ?? 0;
        if (faultRoll < threshold) {
          kind = name;
          break;
        }
      }

      let delayMs = 0;
      if (options.latencyMs) {
        const [min, max] = options.latencyMs;
        delayMs = min + Math.floor(roll(seed, "latency", request, occurrence) * (max - min + 1));
      }
      if (options.slowShare && roll(seed, "slow", request, occurrence) < options.slowShare) {
        delayMs = options.slowMs ?? DEFAULT_SLOW_MS;
      }

      if (kind === "rateLimitBurst") startBurst(entry, request, occurrence);
      let sent = FAULT_REPLIES[kind]?.() ?? reply;
      if (kind === "none" && driftPath === entry.path && reply.status === 200 && isListBody(reply.body)) {
        if (driftPagesServed === drift!.afterPages) sent = withDriftedTotal(reply, reply.body);
        driftPagesServed += 1;
      }
      if (kind === "none" && undercountPath === entry.path && reply.status === 200 && isListBody(reply.body)) {
        sent = withUndercountedTotal(reply, reply.body);
      }
      return { kind, reply: sent, delayMs };
    },
  };
}

/** The same page reporting one more row than there is, as if a record was added mid-paging. */
function withDriftedTotal(reply: Reply, body: { data: unknown[]; pagination: Pagination }): Reply {
  const total = body.pagination.total + 1;
  const { limit, offset } = body.pagination;
  return { ...reply, body: { ...body, pagination: { total, limit, offset, has_more: offset + limit < total } } };
}

/** The same page counting only the rows up to its own end, while still saying has_more when more follow. */
function withUndercountedTotal(reply: Reply, body: { data: unknown[]; pagination: Pagination }): Reply {
  const { limit, offset, has_more } = body.pagination;
  return { ...reply, body: { ...body, pagination: { total: offset + body.data.length, limit, offset, has_more } } };
}
