import { StudioError } from "./studio-error.ts";

/**
 * Base of every error the API client raises. Its message says what happened to which
 * request, and never holds the API key. Advice that turns on the reader's settings (the key,
 * the URL, the rate limit) is the caller's to add (src/sync/failure-advice.ts); the two
 * errors no setting causes, an answer that breaks the contract (ContractError) and a list
 * that changed under its pages (PaginationDriftError), end with what to do, since only the
 * client saw what went wrong.
 */
export abstract class ApiError extends StudioError {
  /** "GET /classes?limit=100&offset=0": the request that failed, without the key. */
  readonly endpoint: string;

  constructor(endpoint: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.endpoint = endpoint;
  }
}
