import { createHash } from "node:crypto";

/**
 * Shows the class filter (src/components/ClassFilter.astro) while the page is parsed,
 * before its first paint, so that nothing shifts when a script shows it later; on
 * /classes/ it also hides the static category and location links the filter stands in
 * for. Without JavaScript the filter stays hidden and the links stay.
 */
export const SHOW_FILTER_SCRIPT =
  '(b=>{b.hidden=false;if(b.dataset.replacesBrowse==="")for(const n of document.querySelectorAll("[data-browse]"))n.hidden=true})(document.currentScript.parentElement)';

/** The page policy's hashes of the inline scripts Astro does not hash itself (`is:inline`). */
export function inlineScriptHashes(): `sha256-${string}`[] {
  return [SHOW_FILTER_SCRIPT].map((code) => `sha256-${createHash("sha256").update(code).digest("base64")}` as const);
}
