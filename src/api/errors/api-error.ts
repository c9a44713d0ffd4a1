import { StudioError } from "./studio-error.ts";

/**
 * Base of every error the API client raises. Its message says what happened to which
 * request, mechanically, and never holds the API key; what the reader should do about it
 * is for the caller to say.
 */
export abstract class ApiError extends StudioError {
  /** "GET /classes?limit=100&offset=0": the request that failed, without the key. */
  readonly endpoint: string;

  constructor(endpoint: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.endpoint = endpoint;
  }
}
