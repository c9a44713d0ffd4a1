/**
 * A test file's side of the run's test services (test/support/test-services.ts, the
 * config's globalSetup): where they listen, and asking them for something.
 */
import { request } from "node:http";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's test services (test/support/test-services.ts): http://127.0.0.1:<port>. */
    testServices: string;
  }
}

/** The run's test services, or undefined when the tests run without vitest.config.ts's globalSetup. */
export function testServicesIfAny(): string | undefined {
  return inject("testServices") || undefined;
}

/** The run's test services, or a clear error when the tests run without vitest.config.ts. */
export function testServicesUrl(): string {
  const url = testServicesIfAny();
  if (!url) throw new Error("No test services: run the tests through vitest.config.ts (npm test, npx vitest run), whose globalSetup starts them.");
  return url;
}

/**
 * Asks the run's process for a service (GET, or POST with `body` as JSON), waiting while it
 * is made: through node:http, which sets no time limit (fetch gives up on an answer after
 * 300 s, and a build on a busy machine may take longer); the asking hook's own timeout
 * still applies.
 */
export function askTestServices<T>(path: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const asking = request(`${testServicesUrl()}${path}`, { method: sent === undefined ? "GET" : "POST", headers: sent === undefined ? {} : { "content-type": "application/json" } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        if (response.statusCode === 200) resolve(JSON.parse(text) as T);
        else reject(new Error(`The test services could not make ${path}:\n${text}`));
      });
    });
    asking.on("error", reject);
    asking.end(sent);
  });
}
