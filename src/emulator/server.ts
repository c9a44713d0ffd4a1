import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { API_RATE_LIMIT_PER_MINUTE, API_RATE_WINDOW_MS } from "../api/contract.ts";
import { DEMO_TIMEZONE } from "../core/demo-timezone.ts";
import { addDays, isLocalDate, studioToday } from "../core/local-time.ts";
import { answer } from "./answer.ts";
import { createRandom } from "./data/building-blocks.ts";
import { createDemoStudio } from "./data/demo-studio.ts";
import { copyDemoKeys, KEY_PREFIX_LENGTH } from "./demo-keys.ts";
import { EmulatorOptionsError } from "./emulator-options-error.ts";
import { createCompetingClient } from "./competing-client.ts";
import { createUnfixedOrder } from "./orderings.ts";
import { createFaultPlanner, type FaultPlanner } from "./faults.ts";
import { changeSpots, checkLiveChanges } from "./live-changes.ts";
import { rateLimitedReply, type Reply } from "./reply.ts";
import { SlidingLogLimiter } from "./sliding-log-limiter.ts";
import type { EmulatorKey, EmulatorOptions, FaultOptions, RequestLogEntry, RunningEmulator, StudioData } from "./types.ts";
import { writeReply } from "./write-reply.ts";


function checkOptions(options: EmulatorOptions): void {
  const { port, rateLimit, today, now, host, unorderedLists } = options;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new EmulatorOptionsError(`Expected \`port\` to be a whole number from 0 to 65535 (0 = any free port), got ${port}.`);
  }
  if (rateLimit !== undefined && (!Number.isInteger(rateLimit) || rateLimit < 1)) {
    throw new EmulatorOptionsError(`Expected \`rateLimit\` to be a positive whole number of requests per minute, got ${rateLimit}.`);
  }
  if (today !== undefined && !isLocalDate(today)) {
    throw new EmulatorOptionsError(`Expected \`today\` to be a date as YYYY-MM-DD, got "${today}".`);
  }
  if (now !== undefined && typeof now !== "function") {
    throw new EmulatorOptionsError("Expected `now` to be a function returning ms since the epoch, like Date.now.");
  }
  if (unorderedLists !== undefined && unorderedLists !== "stable" && unorderedLists !== "shuffled") {
    throw new EmulatorOptionsError(`Expected \`unorderedLists\` to be "stable" or "shuffled", got ${JSON.stringify(unorderedLists)}.`);
  }
  if (host !== undefined && (typeof host !== "string" || host === "")) {
    throw new EmulatorOptionsError(`Expected \`host\` to be a host name or address such as 127.0.0.1, got ${String(host)}.`);
  }
  if (options.liveChanges !== undefined) checkLiveChanges(options.liveChanges);
}

/** Starts the API emulator on 127.0.0.1 (by default on a free port). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  checkOptions(options);
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? Date.now;
  const rateLimit = options.rateLimit ?? API_RATE_LIMIT_PER_MINUTE;
  const rateWindowMs = options.rateWindowMs ?? API_RATE_WINDOW_MS;
  const limiter = new SlidingLogLimiter(rateLimit, rateWindowMs);
  let faults: FaultPlanner | null = options.faults ? createFaultPlanner(options.faults, { rateWindowMs }) : null;
  const competitor =
    options.faults?.competingClient === undefined ? null : createCompetingClient(options.faults.competingClient, limiter, rateLimit, rateWindowMs);
  const unfixedOrder = createUnfixedOrder(options.unorderedLists ?? "stable");
  let data: StudioData = options.data ?? createDemoStudio({ today: options.today ?? studioToday(new Date(now()), DEMO_TIMEZONE) });
  let keys: EmulatorKey[] = options.keys ?? copyDemoKeys();
  let requestLog: RequestLogEntry[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  /** The studio's date at this instant, unless the options fix one. */
  const todayAt = (ms: number) => options.today ?? studioToday(new Date(ms), data.timezone);
  if (options.liveChanges) {
    const { everyMs, classes, seed = 1 } = options.liveChanges;
    const random = createRandom(seed);
    const tick = setInterval(() => {
      const today = todayAt(now());
      data = changeSpots(data, random, classes, today, addDays(today, 1));
    }, everyMs);
    // The changes alone never keep a process alive; close() stops them.
    tick.unref();
    timers.add(tick);
  }

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const arrivedAt = now();
    // No request has a body (spec 4); drain whatever a write attempt sent.
    request.resume();
    const url = new URL(request.url ?? "/", "http://emulator.invalid");
    const apiKey = headerValue(request.headers["x-api-key"]);
    const entry: RequestLogEntry = {
      at: arrivedAt,
      method: request.method ?? "GET",
      path: url.pathname,
      query: url.search.replace(/^\?/, ""),
      status: 0,
      keyPrefix: apiKey === undefined ? null : apiKey.slice(0, KEY_PREFIX_LENGTH),
      remoteAddress: request.socket.remoteAddress ?? "",
    };
    requestLog.push(entry);

    let reply: Reply;
    competitor?.catchUp(entry.remoteAddress, arrivedAt);
    if (faults?.inRateLimitBurst(arrivedAt)) {
      reply = rateLimitedReply();
    } else if (!limiter.tryAccept(entry.remoteAddress, arrivedAt)) {
      reply = rateLimitedReply();
      faults?.rateLimitRefused(entry);
    } else {
      reply = answer(
        { method: entry.method, path: url.pathname, search: url.searchParams, apiKey },
        { data, keys, today: todayAt(arrivedAt), now: arrivedAt, unfixedOrder },
      );
      if (faults) {
        const fault = faults.plan(entry, reply);
        writeReply(response, fault.reply, entry, { fault: fault.kind, delayMs: fault.delayMs, timers });
        return;
      }
    }
    writeReply(response, reply, entry, { fault: "none", delayMs: 0, timers });
  };

  const server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The emulator did not get a TCP address.");
  const hostInUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${hostInUrl}:${address.port}/v1`,
    get keys() {
      return keys;
    },
    set keys(next: EmulatorKey[]) {
      keys = next;
    },
    get data() {
      return data;
    },
    set data(next: StudioData) {
      data = next;
    },
    setData(next: StudioData) {
      data = next;
    },
    setFaults(next: FaultOptions | null) {
      faults = next === null ? null : createFaultPlanner(next, { rateWindowMs });
    },
    get requestLog() {
      return requestLog;
    },
    set requestLog(next: RequestLogEntry[]) {
      requestLog = next;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        // Hung and keep-alive sockets would hold close() open; end them now.
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
