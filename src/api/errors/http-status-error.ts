import { ApiError } from "./api-error.ts";

export interface HttpStatusErrorDetails {
  endpoint: string;
  status: number;
  /** `error.code` from the body (spec 7), or a code derived from the status when the body had none. */
  apiCode: string;
  apiMessage: string | null;
  /** The key's start as redactKey shows it, for advice that names the key. */
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

/** A non-2xx answer: "GET /me answered 401 unauthorized. The API said: …". */
export class HttpStatusError extends ApiError {
  override readonly name = "HttpStatusError";
  readonly code: string;
  readonly status: number;
  readonly apiMessage: string | null;
  readonly keyHint: string;
  readonly requiredScope: string | null;
  /** The first RESPONSE_BODY_EXCERPT characters of a body that was not the API's error, key redacted. */
  readonly responseBody: string | null;

  constructor(details: HttpStatusErrorDetails) {
    const responseBody = details.responseBody?.slice(0, RESPONSE_BODY_EXCERPT) ?? null;
    const fromApi = details.apiMessage ? ` The API said: "${details.apiMessage}".` : "";
    // On one line: a proxy's HTML page is mostly line breaks and indentation.
    const fromElsewhere = responseBody === null ? "" : ` The answer was not the API's, it began: "${responseBody.replace(/\s+/g, " ").trim()}".`;
    super(details.endpoint, `${details.endpoint} answered ${details.status} ${details.apiCode}.${fromApi}${fromElsewhere}`);
    this.code = details.apiCode;
    this.status = details.status;
    this.apiMessage = details.apiMessage;
    this.keyHint = details.keyHint;
    this.requiredScope = details.requiredScope;
    this.responseBody = responseBody;
  }
}
