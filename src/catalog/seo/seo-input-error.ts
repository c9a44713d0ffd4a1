export type SeoInputErrorCode = "invalid_site_url";

/** A value the search-engine helpers cannot work with, such as a site address that is not http(s). */
export class SeoInputError extends Error {
  readonly code: SeoInputErrorCode;

  constructor(code: SeoInputErrorCode, message: string) {
    super(message);
    this.name = "SeoInputError";
    this.code = code;
  }
}
