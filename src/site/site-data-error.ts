import { StudioError } from "../api/errors/studio-error.ts";

export type SiteDataErrorCode = "snapshot_path_invalid" | "site_url_missing" | "logo_unreadable" | "search_index_failed";

/** The site cannot be built from what it was given; the message says what to do. */
export class SiteDataError extends StudioError {
  override readonly name = "SiteDataError";
  readonly code: SiteDataErrorCode;

  constructor(code: SiteDataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
