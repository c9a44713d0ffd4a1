/**
 * Text the site has read once already, kept to what every output may print: the pages, the
 * feeds and the calendar files, the browser's among them. Apart from text.ts, which reads
 * markup with htmlparser2, so a module that runs in the browser (calendar-file.ts) takes
 * these rules without the parser.
 */

/**
 * Text the site has read once already (a name as its pages show it) on one line: whitespace
 * collapsed, nothing read as markup again, so "&lt;b&gt;" the API wrote as words stays "<b>"
 * in a title or a feed as it is in the page's heading.
 */
export function plainLine(plain: string | null | undefined): string {
  return typeof plain === "string" ? plain.replace(/\s+/g, " ").trim() : "";
}

/** Text without control characters (all but tab and line feed): RFC 5545 allows none in a value, and no page shows one. */
export function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}
