import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * Each page's Content-Security-Policy names the hashes of its own inline scripts and styles
 * only. Astro's policy (astro.config `security.csp`) lists the hashes of every inline script
 * and style of the whole site in every page's `<meta>`: about forty hashes, 1.5 KB gzipped on
 * every page, and most of them allow code the page does not have. As each page is made
 * (src/middleware.ts), it keeps of those hashes the ones its own `<script>` (without `src`) and
 * `<style>` elements have, so a page allows exactly what it runs, and weighs less. The page is read with
 * htmlparser2, as browsers tokenize it; the policy is otherwise untouched.
 */

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/=]+'$/;

/** The policy source for an inline `<script>` or `<style>` with exactly this text (quoted in a policy: `'sha256-…'`). */
export function inlineHash(text: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
/** How Astro writes the policy `<meta>` (its own markup, in this order, in double quotes). */
const POLICY_META = 'http-equiv="content-security-policy" content="';

const STARTS = { script: Buffer.from("<script"), style: Buffer.from("<style") } as const;
/**
 * How the layout writes structured data (Base.astro): a data block, which no policy governs and
 * a browser never runs, so it needs no hash. Passed over unread: it is most of a class page's
 * inline bytes (every listed session's markup), and reading and hashing it was most of this
 * module's time.
 */
const JSON_LD_START = Buffer.from('<script type="application/ld+json">');
const CLOSES = { script: Buffer.from("</script"), style: Buffer.from("</style") } as const;
const POLICY_BYTES = Buffer.from(POLICY_META);
const QUOTE = 0x22;
const GREATER = 0x3e;

/**
 * A page's inline scripts' and styles' hashes, as policy sources ('sha256-…'), from its bytes.
 * Each place a `<script` or `<style` starts is read by htmlparser2, as browsers tokenize it, up
 * to the end of its element (a script or style ends at the first `</script` or `</style`, HTML's
 * rule for raw text); the rest of the page is neither decoded nor parsed, which at 400 classes
 * is most of 66 MB. A start that is not an element (text in an attribute) adds a hash the page
 * did not need, never drops one it needs. Astro writes tag names in lower case, and the studio's
 * text reaches a page escaped, so every inline element starts as searched.
 */
function inlineHashes(page: Buffer): Set<string> {
  const own = new Set<string>();
  for (const name of ["script", "style"] as const) {
    for (let at = page.indexOf(STARTS[name]); at !== -1; at = page.indexOf(STARTS[name], at + 1)) {
      const next = page[at + STARTS[name].length];
      // "<scripts" or "<styled" is another tag.
      if (next !== undefined && !/[\s>/]/.test(String.fromCharCode(next))) continue;
      if (name === "script" && page.subarray(at, at + JSON_LD_START.length).equals(JSON_LD_START)) continue;
      const close = page.indexOf(CLOSES[name], at);
      // A style as Astro writes it, with no attribute: its text is the bytes up to `</style`, hashed as they are (no decoding, no parse).
      if (name === "style" && close !== -1 && page[at + STARTS.style.length] === GREATER) {
        own.add(`'sha256-${createHash("sha256").update(page.subarray(at + STARTS.style.length + 1, close)).digest("base64")}'`);
        continue;
      }
      // Through the close tag's own ">", however it is written ("</style >" too).
      const end = close === -1 ? -1 : page.indexOf(GREATER, close);
      const element = page.subarray(at, end === -1 ? page.length : end + 1).toString("utf8");
      let inline: { text: string } | null = null;
      const parser = new Parser(
        {
          onopentag(tag, attributes) {
            if (inline === null && tag === name && (tag === "style" || attributes.src === undefined)) inline = { text: "" };
          },
          ontext(text) {
            if (inline) inline.text += text;
          },
        },
        { decodeEntities: false },
      );
      parser.write(element);
      parser.end();
      if (inline !== null) own.add(`'${inlineHash((inline as { text: string }).text)}'`);
    }
  }
  return own;
}

/** The policy with only the hash sources in `own`; every other source and directive as it was. */
export function ownHashes(policy: string, own: ReadonlySet<string>): string {
  return policy
    .split(";")
    .map((directive) =>
      directive
        .split(" ")
        .filter((source) => !HASH_SOURCE.test(source) || own.has(source))
        .join(" "),
    )
    .join(";");
}

/** The page's bytes with its policy narrowed to its own inline code; the same bytes when it has no policy `<meta>` as Astro writes it. */
export function withOwnPolicy(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = page.indexOf(POLICY_BYTES);
  if (at === -1) return page;
  const from = at + POLICY_BYTES.length;
  const to = page.indexOf(QUOTE, from);
  const policy = page.subarray(from, to).toString("utf8");
  if (!policy.includes("'sha256-")) return page;
  const narrowed = ownHashes(policy, inlineHashes(page));
  return narrowed === policy ? page : Buffer.concat([page.subarray(0, from), Buffer.from(narrowed), page.subarray(to)]);
}
