import { excerpt } from "../text.ts";

/** Search engines show roughly this many characters of a description before cutting it themselves. */
export const META_DESCRIPTION_MAX_LENGTH = 155;

/**
 * Below this many characters a record's own description says too little on its own
 * ("Weekly classes."): the page's sentence follows it, so the snippet still names the
 * page and says what is on it (and two records with the same short text do not share
 * a description).
 */
export const META_DESCRIPTION_MIN_LENGTH = 70;

const asSentence = (text: string): string => (/[.!?…:;]$/.test(text) ? text : `${text}.`);

/**
 * A `<meta name="description">` from a record's own description: markup dropped,
 * whitespace collapsed to single spaces, and cut at a word boundary with an ellipsis
 * so it never ends mid-word. `pageSentence` (plain text the page wrote, such as
 * "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00.") stands in when
 * the record has no description, follows a short one, and is cut the same way.
 */
export function metaDescription(
  description: string | null | undefined,
  pageSentence: string,
  maxLength: number = META_DESCRIPTION_MAX_LENGTH,
): string {
  const own = excerpt(description, maxLength).trim();
  if (own === "") return excerpt(pageSentence, maxLength);
  if ([...own].length >= META_DESCRIPTION_MIN_LENGTH) return own;
  return excerpt(`${asSentence(own)} ${pageSentence}`, maxLength).trim();
}
