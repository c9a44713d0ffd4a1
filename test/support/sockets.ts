import { createServer as createHttpServer, type RequestListener, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { createServer as createNetServer } from "node:net";
import { SELF_SIGNED_CERT, SELF_SIGNED_KEY } from "../fixtures/self-signed-cert.ts";

/** A port on 127.0.0.1 where nothing listens: one the system just handed out, then freed. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

function listening(server: Server, scheme: "http" | "https"): Promise<RunningServer> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `${scheme}://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** An HTTP server on 127.0.0.1 and a free port. */
export const startHttpServer = (handler: RequestListener) => listening(createHttpServer(handler), "http");

/** An HTTPS server whose certificate is self-signed (test/fixtures/self-signed-cert.ts): no client trusts it. */
export const startSelfSignedHttpsServer = (handler: RequestListener) =>
  listening(createHttpsServer({ cert: SELF_SIGNED_CERT, key: SELF_SIGNED_KEY }, handler), "https");
