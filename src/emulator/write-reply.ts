import type { ServerResponse } from "node:http";
import type { FaultKind } from "./faults.ts";
import { COMMON_HEADERS, type Reply } from "./reply.ts";
import type { RequestLogEntry } from "./types.ts";

export interface Delivery {
  fault: FaultKind;
  delayMs: number;
  /** Pending delays, cleared when the emulator closes. */
  timers: Set<NodeJS.Timeout>;
}

/** Writes a reply, or spoils it as the fault says; records the status sent in the log entry. */
export function writeReply(response: ServerResponse, reply: Reply, entry: RequestLogEntry, delivery: Delivery): void {
  // Accepted and never answered; the socket stays open until the client or close() ends it.
  if (delivery.fault === "hang") return;
  if (delivery.delayMs <= 0) {
    send(response, reply, entry, delivery.fault);
    return;
  }
  const timer = setTimeout(() => {
    delivery.timers.delete(timer);
    send(response, reply, entry, delivery.fault);
  }, delivery.delayMs);
  delivery.timers.add(timer);
}

function send(response: ServerResponse, reply: Reply, entry: RequestLogEntry, fault: FaultKind): void {
  if (response.destroyed || response.socket === null || response.socket.destroyed) return;
  const body = reply.body === null ? null : Buffer.from(JSON.stringify(reply.body), "utf8");
  const headers: Record<string, string | number> = { ...COMMON_HEADERS, ...reply.headers };
  if (body !== null) headers["Content-Length"] = body.length;
  const part = body === null ? Buffer.alloc(0) : body.subarray(0, Math.floor(body.length / 2));

  if (fault === "reset") {
    // Headers and half the body, then the connection dies: the client sees a reset mid-response.
    response.writeHead(reply.status, headers);
    response.write(part, () => response.socket?.destroy());
    entry.status = 0;
    return;
  }
  if (fault === "truncate") {
    // The full Content-Length is promised, half is sent, and the connection is closed.
    response.writeHead(reply.status, { ...headers, Connection: "close" });
    response.end(part);
    entry.status = reply.status;
    return;
  }
  response.writeHead(reply.status, headers);
  response.end(body ?? undefined);
  entry.status = reply.status;
}
