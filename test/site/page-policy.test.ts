import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHash, ownHashes, withOwnPolicy as narrowBytes } from "../../src/site/page-policy.ts";

const withOwnPolicy = (html: string): string => narrowBytes(Buffer.from(html)).toString("utf8");

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const STYLE = "body{color:#222}";
const SCRIPT = '(b=>{b.hidden=!1})(document.currentScript.parentElement)';
const OTHER = hash("somebody else's code");
const page = (policy: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${STYLE}</style><script type="module" src="/_astro/a.js"></script></head><body><p>a &amp; b</p><script>${SCRIPT}</script></body></html>`;

describe("each page's policy names its own inline code only", () => {
  it("keeps the hashes of the page's inline scripts and styles, drops the rest, and leaves every other source and directive", () => {
    const policy = `default-src 'self';script-src 'self' 'wasm-unsafe-eval' ${hash(SCRIPT)} ${OTHER}; style-src 'self' ${OTHER} ${hash(STYLE)};img-src 'self' https:`;
    const narrowed = withOwnPolicy(page(policy));
    expect(narrowed).toBe(page(`default-src 'self';script-src 'self' 'wasm-unsafe-eval' ${hash(SCRIPT)}; style-src 'self' ${hash(STYLE)};img-src 'self' https:`));
  });

  it("hashes the text as written, entities and all, and never a script loaded from a file", () => {
    const entity = "a{content:'&amp;'}";
    const html = `<meta http-equiv="content-security-policy" content="style-src ${hash(entity)} ${hash("")}"><style>${entity}</style><script src="/x.js"></script>`;
    expect(withOwnPolicy(html)).toContain(`content="style-src ${hash(entity)}"`);
  });

  it("needs no hash for structured data (a data block a browser never runs), and keeps a script's with the same text", () => {
    const data = '{"@context":"https://schema.org","@type":"Course"}';
    const html = `<meta http-equiv="content-security-policy" content="script-src 'self' ${hash(data)}"><script type="application/ld+json">${data}</script>`;
    expect(withOwnPolicy(html)).toContain(`content="script-src 'self'"`);
    expect(withOwnPolicy(`${html}<script type="module">${data}</script>`)).toContain(`content="script-src 'self' ${hash(data)}"`);
  });

  it("hashes a style's text in UTF-8 whether or not its tag has attributes", () => {
    const css = 'a::after{content:"é — 日本"}';
    for (const tag of ["<style>", '<style media="print">']) {
      const html = `<meta http-equiv="content-security-policy" content="style-src ${hash(css)} ${hash(`${css} `)}">${tag}${css}</style >`;
      expect(withOwnPolicy(html)).toContain(`content="style-src ${hash(css)}"`);
    }
  });

  it("leaves a page without a policy, or with nothing to narrow, byte for byte", () => {
    expect(withOwnPolicy("<p>no policy</p>")).toBe("<p>no policy</p>");
    const html = page(`script-src 'self' ${hash(SCRIPT)}`);
    expect(withOwnPolicy(html)).toBe(html);
  });

  it("hashes an inline script's or style's text as a policy source", () => {
    const css = ".accent-abc{--accent:#abc}";
    expect(inlineHash(css)).toBe(`sha256-${createHash("sha256").update(css).digest("base64")}`);
  });

  it("keeps sources that are not hashes, keywords and nonces alike", () => {
    expect(ownHashes("script-src 'self' 'nonce-abc' https://plausible.io 'strict-dynamic'", new Set())).toBe("script-src 'self' 'nonce-abc' https://plausible.io 'strict-dynamic'");
  });
});
