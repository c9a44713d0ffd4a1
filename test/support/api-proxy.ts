import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningEmulator } from "../../src/emulator/index.ts";

/** A request as the proxy sees it: the path below /v1 ("/classes/abc/instances") and its query string. */
export interface ProxiedRequest {
  readonly path: string;
  readonly query: string;
}

/** An answer with this status and JSON body, given instead of the emulator's. */
export interface ProxyAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * What the proxy does with one request: answer it itself, accept it and never answer
 * ("hang"), pass it through with the emulator's answer rewritten (`rewrite`), or pass it
 * through as it is (undefined). A plan may wait before it says (for another request to arrive).
 */
export type ProxyPlan = ProxyAnswer | "hang" | { readonly rewrite: (answer: ProxyAnswer) => ProxyAnswer } | undefined;

export interface ApiProxy {
  /** The base URL to give the sync, ending in /v1. */
  readonly url: string;
  /** Requests that the proxy left hanging and whose connection the client has since closed. */
  readonly abandoned: readonly ProxiedRequest[];
}

/** The spec's error body (spec 7). */
export const errorAnswer = (status: number, code: string, message: string): ProxyAnswer => ({ status, body: { error: { code, message } } });

/**
 * A real HTTP server on 127.0.0.1 in front of the emulator, for what the emulator does not
 * play by itself (a 404 on `/me`, a 403 on one record, a session of another class, a
 * request that is never answered): `plan` decides per request, the rest goes to the emulator
 * with the same key.
 */
export async function withApiProxy<T>(
  emulator: RunningEmulator,
  plan: (request: ProxiedRequest) => ProxyPlan | Promise<ProxyPlan>,
  work: (proxy: ApiProxy) => Promise<T>,
): Promise<T> {
  const target = new URL(emulator.url);
  const abandoned: ProxiedRequest[] = [];
  const send = (response: import("node:http").ServerResponse, answer: ProxyAnswer) =>
    response.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", target.origin);
    const proxied = { path: url.pathname.replace(/^\/v1/, ""), query: url.search.replace(/^\?/, "") };
    const planned = await plan(proxied);
    if (planned === "hang") {
      request.socket.once("close", () => abandoned.push(proxied));
      return;
    }
    if (planned !== undefined && !("rewrite" in planned)) {
      send(response, planned);
      return;
    }
    const upstream = await fetch(url, { headers: { "X-API-Key": String(request.headers["x-api-key"] ?? "") } });
    const answer = { status: upstream.status, body: JSON.parse(await upstream.text()) as unknown };
    send(response, planned === undefined ? answer : planned.rewrite(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await work({ url: `http://127.0.0.1:${port}/v1`, abandoned });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
