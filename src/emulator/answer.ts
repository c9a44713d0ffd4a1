import { ErrorReply, notFound } from "./error-reply.ts";
import { QueryReader } from "./query-reader.ts";
import type { UnfixedOrder } from "./orderings.ts";
import { ALLOWED_METHODS, errorReply, okReply, PREFLIGHT_HEADERS, type Reply } from "./reply.ts";
import { matchRoute } from "./routes.ts";
import type { EmulatorKey, StudioData } from "./types.ts";

export interface IncomingCall {
  method: string;
  /** Path as requested, e.g. "/v1/classes". */
  path: string;
  search: URLSearchParams;
  apiKey: string | undefined;
}

export interface ServingState {
  data: StudioData;
  keys: readonly EmulatorKey[];
  today: string;
  now: number;
  unfixedOrder: UnfixedOrder;
}

const BASE_PATH = "/v1";

/**
 * One request, answered by the spec. Checks run in a fixed order, so a request
 * with several problems always gets the same answer: method (405), preflight,
 * key (401), route (404), scope (403), parameters (400), record lookup (404).
 */
export function answer(call: IncomingCall, state: ServingState): Reply {
  try {
    if (call.method !== "GET" && call.method !== "OPTIONS") {
      throw new ErrorReply(405, "method_not_allowed", `${call.method} is not allowed; this API is read-only. Use GET.`, {
        Allow: ALLOWED_METHODS,
      });
    }
    if (call.method === "OPTIONS") return { status: 204, body: null, headers: { ...PREFLIGHT_HEADERS } };

    const key = findKey(call.apiKey, state.keys);
    const match = call.path.startsWith(`${BASE_PATH}/`) ? matchRoute(call.path.slice(BASE_PATH.length)) : null;
    if (!match) throw notFound(`There is no endpoint at ${call.path}. Endpoints live under ${BASE_PATH}, for example ${BASE_PATH}/classes.`);
    const { route, pathId } = match;
    if (route.scope !== null && !key.scopes.includes(route.scope)) {
      throw new ErrorReply(403, "forbidden", `This key lacks the ${route.scope} scope that ${route.pattern} needs. Add the scope to the key in key management, or use another key.`);
    }
    return okReply(
      route.handle({
        data: state.data,
        query: new QueryReader(call.search),
        pathId,
        today: state.today,
        now: state.now,
        key,
        unfixedOrder: state.unfixedOrder,
      }),
    );
  } catch (error) {
    if (error instanceof ErrorReply) return errorReply(error);
    return errorReply(new ErrorReply(500, "internal_error", `The emulator failed: ${(error as Error).message}`));
  }
}

function findKey(apiKey: string | undefined, keys: readonly EmulatorKey[]): EmulatorKey {
  if (apiKey === undefined || apiKey === "") {
    throw new ErrorReply(401, "unauthorized", "No API key. Send the key in the X-API-Key header.");
  }
  const key = keys.find((candidate) => candidate.key === apiKey);
  if (!key) throw new ErrorReply(401, "unauthorized", "The API key is not valid. Check that it was copied whole from key management.");
  if (key.revoked) throw new ErrorReply(401, "unauthorized", "The API key has been revoked. Create a new key in key management.");
  return key;
}
