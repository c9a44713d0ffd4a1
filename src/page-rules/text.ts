import { Parser } from "htmlparser2";
import { plainLine, withoutControls } from "./plain-line.ts";

/**
 * Free text from the studio, made fit to print as plain text. Studios sometimes paste
 * HTML into descriptions; its tags are dropped (the words stay) so families never see
 * markup, and character references are decoded once. Rendering still escapes
 * everything: this is about looks, not safety. htmlparser2 tokenizes as browsers do, so
 * a `>` inside a quoted attribute or a `<` that starts no tag ("Ages 3 < 5") is read
 * the way a browser would read it.
 */

/** Elements whose content is never text a family should read. */
const HIDDEN_ELEMENTS = new Set(["script", "style", "template", "noscript", "head", "title", "iframe", "object", "svg", "math"]);

/** Elements that end a paragraph: their content is kept, followed by a blank line. */
const BLOCK_ELEMENTS = new Set([
  "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6",
  "blockquote", "section", "article", "header", "footer", "table", "tr", "pre", "hr",
]);

/**
 * htmlparser2 acts on `<` (a tag) and `&` (a character reference) only: text with neither
 * reads as itself, as most names, places and times do, so it skips the parser.
 */
const MARKUP_OR_REFERENCE = /[<&]/;

/** The text of an HTML fragment, tags dropped, with `<br>` as a line break and blocks as blank lines. */
function textOfMarkup(markup: string): string {
  if (!MARKUP_OR_REFERENCE.test(markup)) return markup;
  const out: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth += 1;
        else if (name === "br" && hiddenDepth === 0) out.push("\n");
      },
      ontext(text) {
        if (hiddenDepth === 0) out.push(text);
      },
      onclosetag(name) {
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (BLOCK_ELEMENTS.has(name) && hiddenDepth === 0) out.push("\n\n");
      },
    },
    // Entities decoded once, by the HTML rules (so "&amp;lt;" reads "&lt;"); tag names lowercased.
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(markup);
  parser.end();
  return out.join("");
}

/** Tag-free text with paragraph breaks kept as blank lines. */
export function plainText(value: string | null | undefined): string {
  if (typeof value !== "string") return "";
  return textOfMarkup(value.replace(/\r\n?/g, "\n"))
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Plain text on one line: every run of whitespace, line breaks included, becomes one space. */
export function oneLine(value: string | null | undefined): string {
  return plainLine(plainText(value));
}


/** A name as every output shows it: plain text on one line, without control characters; "" when nothing is left. */
export function plainName(value: string | null | undefined): string {
  return plainLine(withoutControls(plainText(value)));
}

/** Paragraphs of a description, for one `<p>` each. */
export function paragraphs(value: string | null | undefined): string[] {
  return plainText(value)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** One line of at most `maxLength` characters, cut at a word boundary with an ellipsis. */
export function excerpt(value: string | null | undefined, maxLength = 160): string {
  return cutText(plainText(value), maxLength);
}

/**
 * `excerpt` for text that is plain already: markup is not looked for again, so text the
 * API wrote as entities ("&lt;img&gt;", shown as "<img>") is not dropped as a tag the
 * second time round.
 */
export function cutText(plain: string, maxLength = 160): string {
  const text = plain.replace(/\s+/g, " ");
  const chars = [...text];
  if (chars.length <= maxLength) return text;
  const cut = chars.slice(0, maxLength - 1).join("");
  // The cut already ends a word when the next character is a space.
  const endsWord = chars[maxLength - 1] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  const base = endsWord || lastSpace <= maxLength / 2 ? cut : cut.slice(0, lastSpace);
  return `${base.replace(/[\s,;:.!?-]+$/, "")}…`;
}
