import { plainText } from "../text.ts";

/** Between the page's own name and the studio's: "Ballet I · Demo Dance Studio". */
export const TITLE_SEPARATOR = " · ";

const oneLine = (value: string | null | undefined): string => plainText(value).replace(/\s+/g, " ").trim();

/**
 * A page's `<title>`: "<Page> · <Studio>". The home page (no page name, or one that is
 * the studio's own name) is titled with the studio's name alone, so no title repeats it.
 */
export function pageTitle(page: string | null | undefined, studioName: string): string {
  const studio = oneLine(studioName) || "Class schedule";
  const name = oneLine(page);
  if (name === "" || name === studio) return studio;
  return `${name}${TITLE_SEPARATOR}${studio}`;
}
