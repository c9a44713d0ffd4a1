import { ApiError } from "./api-error.ts";

/** A list kept changing while it was paged through, even after re-reading it. */
export class PaginationDriftError extends ApiError {
  readonly code = "pagination_drift";

  constructor(endpoint: string, attempts: number, detail: string) {
    super(
      endpoint,
      `${endpoint} changed while it was being read (${detail}), ${attempts} times in a row. The studio is probably editing its catalog right now: run the sync again in a few minutes.`,
    );
    this.name = "PaginationDriftError";
  }
}
