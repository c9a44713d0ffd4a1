import { excerpt } from "../text.ts";

/** Search engines show roughly this many characters of a description before cutting it themselves. */
export const META_DESCRIPTION_MAX_LENGTH = 155;

/**
 * A `<meta name="description">` from a record's own description: markup dropped,
 * whitespace collapsed to single spaces, and cut at a word boundary with an ellipsis
 * so it never ends mid-word. `fallback` (already plain text the page wrote, such as
 * "Ballet I at Demo Dance Studio: schedule, prices and sign-up.") is used when the
 * record has no description worth showing, and is cut the same way.
 */
export function metaDescription(
  description: string | null | undefined,
  fallback: string,
  maxLength: number = META_DESCRIPTION_MAX_LENGTH,
): string {
  const fromRecord = excerpt(description, maxLength);
  return fromRecord !== "" ? fromRecord : excerpt(fallback, maxLength);
}
