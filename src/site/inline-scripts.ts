import { WIDE_SCREEN } from "../page-rules/class-filters.ts";
import { inlineHash } from "./page-policy.ts";

/**
 * Shows the class filter (src/components/ClassFilter.astro) while the page is parsed,
 * before its first paint, so that nothing shifts when a script shows it later; on
 * /classes/ it also hides the static category and location links the filter stands in
 * for. Without JavaScript the filter stays hidden and the links stay. A class list's
 * filter (`data-open-wide`) opens on a screen 48rem wide or wider, where it fits beside
 * the list's start; on a phone it stays closed, so the first class is on the first screen
 * (issue 33), and so does a link that carries a filter, which shows its chips instead.
 * It runs right after the filter's <details> (the box's first element), which it may open.
 */
export const SHOW_FILTER_SCRIPT = `(b=>{b.hidden=!1;b.firstElementChild.open=b.hasAttribute("data-open-wide")&&!location.search&&matchMedia(${JSON.stringify(WIDE_SCREEN)}).matches;if(b.hasAttribute("data-replaces-browse"))for(const n of document.querySelectorAll("[data-browse]"))n.hidden=!0})(document.currentScript.parentElement)`;

/**
 * On /plan/, shows the planner's frame and hides the sentence saying the planner needs
 * JavaScript, while the page is parsed, so nothing shifts when the planner's script runs;
 * without JavaScript the sentence and its link to the class list stay.
 */
export const SHOW_PLANNER_SCRIPT = '(p=>{p.hidden=!1;p.previousElementSibling.hidden=!0})(document.currentScript.parentElement)';

/** The page policy's hashes of the inline scripts Astro does not hash itself (`is:inline`). */
export function inlineScriptHashes(): `sha256-${string}`[] {
  return [SHOW_FILTER_SCRIPT, SHOW_PLANNER_SCRIPT].map(inlineHash);
}
