/**
 * Serves a built `dist/` folder on 127.0.0.1 (a free port by default), the way a static
 * host does: `/path/` serves `path/index.html`, `/path` redirects to `/path/` when that
 * folder exists, unknown paths answer the site's `404.html` with status 404, and every
 * file goes out with its content type, text gzipped when the client accepts it (as
 * static hosts do, so Lighthouse sees realistic transfer sizes), with the site's
 * `_headers` applied as Cloudflare Pages or Netlify would when asked. For browser tests
 * and Lighthouse runs; not a production server.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { headersFor, parseHeadersFile, type HostRules } from "./host-headers.ts";

export interface StaticServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Every request's method and URL path, in arrival order. */
  readonly requests: readonly { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1; any 127.x.y.z is another origin on this computer (a studio's website in the embed tests). */
  host?: string;
  /**
   * Apply the site's `_headers` file as this host does (host-headers.ts), and do not serve
   * the file itself. Default: no headers file.
   */
  headers?: HostRules;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

async function fileAt(path: string): Promise<"file" | "dir" | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? "file" : info.isDirectory() ? "dir" : null;
  } catch {
    return null;
  }
}

/** Starts serving `root` (an absolute path to a built site). */
export async function startStaticServer(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const base = normalize(root + sep);
  const requests: { method: string; path: string; status: number }[] = [];
  const sockets = new Set<Socket>();
  const host = options.host ?? "127.0.0.1";
  const rules = options.headers ? parseHeadersFile(await readFile(join(base, "_headers"), "utf8")) : null;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? "GET";
    let path = "/";
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", "http://static.invalid").pathname);
    } catch {
      path = "\0";
    }
    const entry = { method, path, status: 0 };
    requests.push(entry);
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const send = async (status: number, headers: Record<string, string>, file?: string) => {
      entry.status = status;
      let body = file ? await readFile(file) : null;
      if (body && gzip && COMPRESSIBLE.test(headers["Content-Type"] ?? "")) {
        body = gzipSync(body);
        Object.assign(headers, { "Content-Encoding": "gzip", Vary: "Accept-Encoding" });
      }
      // A host's rules replace what it would send by default (the feeds' Content-Type).
      const sent = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      if (rules && options.headers) Object.assign(sent, headersFor(rules, path, options.headers));
      response.writeHead(status, { ...sent, "content-length": String(body?.length ?? 0) });
      response.end(method === "HEAD" ? undefined : (body ?? undefined));
    };

    if (method !== "GET" && method !== "HEAD") return send(405, { Allow: "GET, HEAD" });
    const target = normalize(join(base, path));
    // A path that climbs out of the site folder is not found, whatever it names.
    const inside = target.startsWith(base) || target + sep === base;
    const hidden = rules !== null && path === "/_headers";
    const kind = inside && !hidden && !path.includes("\0") ? await fileAt(target) : null;
    if (kind === "file") return send(200, { "Content-Type": contentTypeOf(target) }, target);
    if (kind === "dir") {
      if (!path.endsWith("/")) return send(301, { Location: `${encodeURI(path)}/` });
      const index = join(target, "index.html");
      if ((await fileAt(index)) === "file") return send(200, { "Content-Type": contentTypeOf(index) }, index);
    }
    const notFound = join(base, "404.html");
    if ((await fileAt(notFound)) === "file") return send(404, { "Content-Type": contentTypeOf(notFound) }, notFound);
    return send(404, { "Content-Type": "text/plain; charset=utf-8" });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
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
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    origin: `http://${host}:${port}`,
    requests,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
