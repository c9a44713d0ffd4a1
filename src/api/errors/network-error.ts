import { ApiError } from "./api-error.ts";

/** The request never produced a complete answer: refused, reset, cut off, or timed out. */
export class NetworkError extends ApiError {
  readonly code: "network_error" | "timeout" | "bad_body";

  constructor(endpoint: string, kind: NetworkError["code"], detail: string, options?: { cause?: unknown }) {
    const what =
      kind === "timeout"
        ? `got no answer in time (${detail})`
        : kind === "bad_body"
          ? `answered with a body that is not complete JSON (${detail})`
          : `could not be completed (${detail})`;
    super(
      endpoint,
      `${endpoint} ${what}, even after retrying. Check that STUDIO_API_URL is right and that this machine can reach it, then run the sync again.`,
      options,
    );
    this.name = "NetworkError";
    this.code = kind;
  }
}
