import { ApiError } from "./api-error.ts";

export interface HttpStatusErrorDetails {
  endpoint: string;
  status: number;
  /** `error.code` from the body (spec 7), or a code derived from the status when the body had none. */
  apiCode: string;
  apiMessage: string | null;
  keyHint: string;
  /** The scope the endpoint needs, for a 403. */
  requiredScope: string | null;
  /**
   * The start of a body that is not the spec's error shape (a proxy's HTML 502 page, say),
   * key already redacted; null when the body was the API's own error.
   */
  responseBody?: string | null;
}

/** How much of a body that is not the API's error the error keeps. */
export const RESPONSE_BODY_EXCERPT = 200;

function advice(details: HttpStatusErrorDetails): string {
  const { status, endpoint, keyHint, requiredScope } = details;
  switch (status) {
    case 400:
      return `${endpoint} was rejected as a bad request. The sync built a request the API does not accept: this is a bug or an API change; please report it with this message.`;
    case 401:
      return `The API key ${keyHint} was refused: it is wrong, revoked or missing. Create a new key in the studio's key-management settings and set STUDIO_API_KEY to it.`;
    case 403:
      return `The API key ${keyHint} lacks the scope ${requiredScope ?? "this endpoint needs"} for ${endpoint}. Add that scope to the key in the studio's key-management settings, or use a key that has it.`;
    case 404:
      return `${endpoint} was not found. If it names a record, the studio removed it during the sync: run the sync again. Otherwise check that STUDIO_API_URL ends in /v1.`;
    case 405:
      return `${endpoint} answered 405 (method not allowed): the sync only sends GET, so STUDIO_API_URL probably points at something other than the Studio Catalog API.`;
    case 429:
      return `${endpoint} was still rate limited after retrying. Another program on this IP address may be using the same 300-requests-per-minute budget: wait a minute and run the sync again, or lower STUDIO_RATE_LIMIT.`;
    default:
      return status >= 500
        ? `${endpoint} kept failing with a server error (${status}) after retrying. The API is having trouble: try again later.`
        : `${endpoint} answered with unexpected status ${status}.`;
  }
}

export class HttpStatusError extends ApiError {
  readonly code: string;
  readonly status: number;
  readonly apiMessage: string | null;
  /** The first RESPONSE_BODY_EXCERPT characters of a body that was not the API's error, key redacted. */
  readonly responseBody: string | null;

  constructor(details: HttpStatusErrorDetails) {
    const responseBody = details.responseBody?.slice(0, RESPONSE_BODY_EXCERPT) ?? null;
    const fromApi = details.apiMessage ? ` The API said: "${details.apiMessage}".` : "";
    // On one line: a proxy's HTML page is mostly line breaks and indentation.
    const fromElsewhere = responseBody === null ? "" : ` The answer was not the API's, it began: "${responseBody.replace(/\s+/g, " ").trim()}".`;
    super(details.endpoint, `${details.status} ${details.apiCode}: ${advice(details)}${fromApi}${fromElsewhere}`);
    this.name = "HttpStatusError";
    this.code = details.apiCode;
    this.status = details.status;
    this.apiMessage = details.apiMessage;
    this.responseBody = responseBody;
  }
}
