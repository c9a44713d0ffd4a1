import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { getSiteModel } from "../../../site/site-model-data.ts";
import { classCalendarFeed } from "../../../site/calendar-feeds.ts";

/** One feed per class that has a page (current classes), beside the page: /classes/<slug>/calendar.ics. */
export const getStaticPaths = (async () => {
  const model = await getSiteModel();
  return model.classes.map((cls) => ({ params: { slug: cls.slug }, props: { cls } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** Served as text/calendar here (dev and SSR); static hosts need the header rules in the deployment docs. */
export const GET: APIRoute<Props> = ({ props, site, locals }) => {
  const body = classCalendarFeed(locals.model, props.cls, site);
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
};
