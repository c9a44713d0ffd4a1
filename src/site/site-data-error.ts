export type SiteDataErrorCode = "snapshot_path_invalid" | "site_url_missing" | "snapshot_not_loaded" | "logo_unreadable";

/** The site cannot be built from what it was given; the message says what to do. */
export class SiteDataError extends Error {
  readonly code: SiteDataErrorCode;

  constructor(code: SiteDataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SiteDataError";
    this.code = code;
  }
}
