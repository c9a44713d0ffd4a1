import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { excerpt, oneLine, paragraphs, plainText } from "../../src/page-rules/text.ts";

/**
 * Every string value in the snapshot, as the pages may show it: whole, as plain text, by
 * paragraph and by sentence; but the values of the fields named in `except` (the API's
 * printable prices, which the site composes in the page's language: issue 32).
 */
export function studioStrings(snapshot: Snapshot, except: readonly string[] = []): string[] {
  const found = new Set<string>();
  const skipped = new Set(except);
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const forms = [value, plainText(value), oneLine(value), ...paragraphs(value).map(oneLine), ...[160, 300].map((length) => excerpt(value, length))];
      for (const form of forms) {
        found.add(form.trim());
        for (const sentence of form.split(/(?<=[.!?])\s+|\n+/)) found.add(sentence.trim());
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") {
      for (const [key, field] of Object.entries(value)) if (!skipped.has(key)) visit(field);
    }
  };
  visit(snapshot);
  // The API's own tokens ("session_based", "class", ids, dates) are no text a family reads.
  const token = /^[a-z0-9_:.+-]*$/;
  // Longest first, so a whole name goes before a shorter string inside it.
  return [...found].filter((text) => text.length >= 2 && !token.test(text)).sort((a, b) => b.length - a.length);
}
