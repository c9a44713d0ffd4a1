import type { PageMessage } from "../i18n/page-messages.ts";

/**
 * The site search's rules shared by the build and the browser (issue 35): the words its
 * box says, and how it reads Pagefind's excerpts. Nothing here may touch Node or the DOM.
 */

/** The search box's words in the page's language, made by the build (src/site/script-words.ts) and fetched from /search/words.json when the box is first used. */
export interface SearchWords {
  readonly locale: string;
  /** The box's name: "Search classes, seasons and more". */
  readonly label: string;
  /** "{#} results", a form per plural category (the words searched stay in the field above). */
  readonly count: PageMessage;
}

/** One run of an excerpt's text: matched words are marked. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/** `text` with the entities an HTML serializer writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&#x27;`) turned back into characters. */
export const decodeEntities = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

/**
 * Pagefind's excerpt ("… a <mark>ballet</mark> class …", the page's text with `<`, `>` and `&`
 * escaped) as plain runs, so the box writes it with textContent: the page never parses HTML
 * from the index (the page policy allows no script to), and a studio's `<b>` stays text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece !== "") parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}
