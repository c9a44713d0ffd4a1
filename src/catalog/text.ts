/**
 * Free text from the studio, made fit to print as plain text. Studios sometimes paste
 * HTML into descriptions; its tags are dropped (the words stay) so families never see
 * markup. Rendering still escapes everything: this is about looks, not safety.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      // Lone surrogates and control characters stay as written.
      if (!Number.isInteger(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Tag-free text with paragraph breaks kept as blank lines. */
export function plainText(value: string | null | undefined): string {
  if (typeof value !== "string") return "";
  const text = value
    .replace(/\r\n?/g, "\n")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|ul|ol|blockquote)\s*>/gi, "\n\n")
    .replace(/<\/?[a-z][^<>]*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
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
  const text = plainText(value).replace(/\s+/g, " ");
  const chars = [...text];
  if (chars.length <= maxLength) return text;
  const cut = chars.slice(0, maxLength - 1).join("");
  // The cut already ends a word when the next character is a space.
  const endsWord = chars[maxLength - 1] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  const base = endsWord || lastSpace <= maxLength / 2 ? cut : cut.slice(0, lastSpace);
  return `${base.replace(/[\s,;:.!?-]+$/, "")}…`;
}
