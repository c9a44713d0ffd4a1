import type { Graph, Thing, WithContext } from "schema-dts";

/** Anything a page may put in one `<script type="application/ld+json">` block. */
export type JsonLd = WithContext<Thing> | Graph;

/**
 * JSON-LD as the text of a `<script type="application/ld+json">` element. API text can
 * hold "</script>" or "<!--", which would end the element or change how the browser
 * parses it; `<`, `>` and `&` are written as JSON escapes (`\u003c` …) instead, which
 * JSON parsers read back as the same characters. U+2028/U+2029 are escaped as well,
 * for the older JavaScript parsers that treat them as line ends.
 *
 * This string is the one thing a page may pass to `set:html`, and only inside that
 * script element: `<script type="application/ld+json" set:html={serializeJsonLd(data)} />`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
