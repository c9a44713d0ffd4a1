/**
 * Base of every error the API client raises. `code` is stable (branch on it);
 * `message` says what happened and what to do next, and never holds the API key.
 */
export abstract class ApiError extends Error {
  abstract readonly code: string;
  /** "GET /classes?limit=100&offset=0": the request that failed, without the key. */
  readonly endpoint: string;

  constructor(endpoint: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.endpoint = endpoint;
  }
}
