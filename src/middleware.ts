import { defineMiddleware } from "astro:middleware";
import { getSiteModel } from "./site/site-model-data.ts";

/**
 * Every page and feed of a request renders from one site model: looked up here once and put in
 * `locals`, rather than by the layout and each component of the page (a schedule day of 500
 * rows asked for it 500 times, each time through the content layer).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.model = await getSiteModel();
  return next();
});
