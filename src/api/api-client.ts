import pRetry, { AbortError } from "p-retry";
import type { z } from "zod";
import { errorBodySchema } from "./schemas/envelopes.ts";
import { HttpStatusError } from "./errors/http-status-error.ts";
import { NetworkError } from "./errors/network-error.ts";
import { describeNetworkFailure } from "./network-failure.ts";
import { parseResponse } from "./parse-response.ts";
import { redactKey, redactKeyIn } from "./redact-key.ts";
import type { RequestLimiter } from "./request-limiter.ts";
import { DEFAULT_RETRY_TIMING, classifyFailure, retryLine, type RetryTiming } from "./retry-policy.ts";

export type Query = Readonly<Record<string, string | number | boolean>>;

export interface GetOptions {
  /** "/classes/{id}/instances": groups warnings and names the endpoint kind. */
  endpointTemplate: string;
  /** Scope the endpoint needs, named in the advice of a 403. */
  scope: string | null;
}

export interface ClientStats {
  requests: number;
  retries: number;
  rateLimited: number;
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  limiter: RequestLimiter;
  warn: (message: string) => void;
  /** Told each retry as it is scheduled: "GET /me: connection refused; retry 2 of 6 in 4 s". */
  onRetry?: (line: string) => void;
  timing?: Partial<RetryTiming>;
  fetch?: typeof globalThis.fetch;
  /** Aborting it cancels in-flight requests and pending retries (the sync has failed). */
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T extends z.ZodType>(path: string, query: Query, schema: T, options: GetOptions): Promise<z.infer<T>>;
  readonly stats: Readonly<ClientStats>;
}

/** Retries wait ahead of first attempts in the limiter's queue (Bottleneck: lower runs first). */
const RETRY_PRIORITY = 4;

/**
 * GET requests to the Studio Catalog API. Every attempt, retries included, goes through
 * the one limiter: p-retry wraps `limiter.schedule`, so a retry waits for a slot like
 * any request (Bottleneck's own `failed`-event retries would skip the reservoir).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timing: RetryTiming = { ...DEFAULT_RETRY_TIMING, ...options.timing };
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const keyHint = redactKey(options.apiKey);
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const stats: ClientStats = { requests: 0, retries: 0, rateLimited: 0 };
  const reportedUnknownFields = new Set<string>();
  // Set by the first HTTP answer of any status: from then on the address is known to be
  // right, and a refused connection means the server is restarting, which can heal.
  let serverReached = false;

  async function attempt(url: string, endpoint: string, getOptions: GetOptions, attempts: number): Promise<unknown> {
    stats.requests += 1;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(url, {
        headers: { "X-API-Key": options.apiKey, Accept: "application/json" },
        signal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(timing.timeoutMs)])
          : AbortSignal.timeout(timing.timeoutMs),
      });
      status = response.status;
      serverReached = true;
      text = await response.text();
    } catch (error) {
      const { code, detail } = describeNetworkFailure(error);
      throw new NetworkError(endpoint, code, detail, { cause: error, attempts });
    }
    if (status < 200 || status > 299) {
      if (status === 429) stats.rateLimited += 1;
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's HTML page): the error keeps its start instead.
      }
      const parsed = errorBodySchema.safeParse(body);
      throw new HttpStatusError({
        endpoint,
        status,
        apiCode: parsed.success ? parsed.data.error.code : `http_${status}`,
        apiMessage: parsed.success ? parsed.data.error.message : null,
        keyHint,
        requiredScope: getOptions.scope,
        // Redacted before it is cut, so no part of the key survives at the cut.
        responseBody: parsed.success ? null : redactKeyIn(text, options.apiKey),
      });
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      // A cut-off body parses as broken JSON: retry it like a dropped connection.
      throw new NetworkError(endpoint, "bad_body", `${text.length} bytes received`, { cause: error, attempts });
    }
  }

  return {
    stats,
    async get(path, query, schema, getOptions) {
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
      const suffix = search.size > 0 ? `?${search}` : "";
      const endpoint = `GET ${path}${suffix}`;
      const url = `${baseUrl}${path}${suffix}`;
      // The retry budget runs from the first attempt's start and leaves out the time
      // later attempts wait for a limiter slot: in a large sync most requests queue for
      // minutes, and p-retry's own maxRetryTime (counted from the call) would leave them
      // no retry at all.
      let firstStartedAt: number | null = null;
      let queuedMs = 0;
      const body = await pRetry(
        async (attemptNumber) => {
          if (attemptNumber > 1) stats.retries += 1;
          const scheduledAt = performance.now();
          try {
            return await options.limiter.schedule(
              () => {
                const startedAt = performance.now();
                if (firstStartedAt === null) firstStartedAt = startedAt;
                else queuedMs += startedAt - scheduledAt;
                return attempt(url, endpoint, getOptions, attemptNumber);
              },
              attemptNumber > 1 ? RETRY_PRIORITY : undefined,
            );
          } catch (error) {
            if (classifyFailure(error, { serverReached }) === "fail") throw new AbortError(error as Error);
            throw error;
          }
        },
        {
          retries: timing.retries,
          factor: 2,
          minTimeout: timing.minTimeoutMs,
          maxTimeout: timing.maxTimeoutMs,
          randomize: true,
          signal: options.signal,
          // A 429 needs no wait of its own here: the limiter has already paused every
          // request, this one's retry included (issue 11).
          shouldRetry: ({ error, attemptNumber, retryDelay }) => {
            const retrying = firstStartedAt !== null && performance.now() - firstStartedAt - queuedMs < timing.maxRetryTimeMs;
            if (retrying) options.onRetry?.(retryLine(endpoint, error, attemptNumber, timing.retries, retryDelay));
            return retrying;
          },
        },
      );
      return parseResponse(schema, body, {
        endpoint,
        endpointTemplate: getOptions.endpointTemplate,
        warn: options.warn,
        reportedUnknownFields,
      });
    },
  };
}
