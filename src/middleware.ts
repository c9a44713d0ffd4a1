import { defineMiddleware } from "astro:middleware";
import { getSiteModel } from "./site/site-model-data.ts";
import { withOwnPolicy } from "./site/page-policy.ts";

/**
 * Every page and feed of a request renders from one site model: looked up here once and put in
 * `locals`, rather than by the layout and each component of the page (a schedule day of 500
 * rows asked for it 500 times, each time through the content layer).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.model = await getSiteModel();
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  // Each page's policy names its own inline code only (src/site/page-policy.ts), narrowed as the page is made: no second pass over the files.
  return new Response(withOwnPolicy(Buffer.from(await response.arrayBuffer())), response);
});
