import type { APIRoute } from "astro";

/**
 * /search/words.json: the search box's words in the page's language (src/site/script-words.ts),
 * fetched with Pagefind when a family first opens the box, so no page carries them.
 */
export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(locals.model.words.search), { headers: { "Content-Type": "application/json; charset=utf-8" } });
