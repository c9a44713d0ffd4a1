import { ApiError } from "./api-error.ts";

/**
 * Why the pages of a list did not add up: "changed" when its total moved or it still said
 * has_more at the end (records added or removed while it was read); "reordered" when the
 * total held but some records came on two pages and others on none (the server does not
 * keep the list's order from one request to the next).
 */
export type PaginationDriftReason = "changed" | "reordered";

/** A list whose pages did not add up to the whole list, even after re-reading it. */
export class PaginationDriftError extends ApiError {
  override readonly name = "PaginationDriftError";
  readonly code = "pagination_drift";
  readonly reason: PaginationDriftReason;

  constructor(endpoint: string, attempts: number, detail: string, reason: PaginationDriftReason = "changed") {
    super(
      endpoint,
      reason === "reordered"
        ? `${endpoint} came back in a different order from one page to the next (${detail}), ${attempts} times in a row, so its pages do not add up to the list. The spec leaves this list's order open, and it is longer than one page: run the sync again, and if it keeps failing, ask the API provider to keep the order stable.`
        : `${endpoint} changed while it was being read (${detail}), ${attempts} times in a row. The studio is probably editing its catalog right now: run the sync again in a few minutes.`,
    );
    this.reason = reason;
  }
}
