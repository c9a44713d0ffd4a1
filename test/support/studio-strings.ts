import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { excerpt, oneLine, paragraphs, plainText } from "../../src/page-rules/text.ts";

/** Every string value in the snapshot, as the pages may show it: whole, as plain text, by paragraph and by sentence. */
export function studioStrings(snapshot: Snapshot): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const forms = [value, plainText(value), oneLine(value), ...paragraphs(value).map(oneLine), ...[160, 300].map((length) => excerpt(value, length))];
      for (const form of forms) {
        found.add(form.trim());
        for (const sentence of form.split(/(?<=[.!?])\s+|\n+/)) found.add(sentence.trim());
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(snapshot);
  // The API's own tokens ("session_based", "class", ids, dates) are no text a family reads.
  const token = /^[a-z0-9_:.+-]*$/;
  // Longest first, so a whole name goes before a shorter string inside it.
  return [...found].filter((text) => text.length >= 2 && !token.test(text)).sort((a, b) => b.length - a.length);
}
