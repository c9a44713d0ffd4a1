import { InputError } from "../input-error.ts";

export type SeoInputErrorCode = "invalid_site_url";

/** A value the search-engine helpers cannot work with, such as a site address that is not http(s). */
export class SeoInputError extends InputError<SeoInputErrorCode> {
  override name = "SeoInputError";
}
