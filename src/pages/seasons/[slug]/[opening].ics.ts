import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { getSiteModel } from "../../../site/site-model-data.ts";
import { seasonOpeningCalendar } from "../../../site/registration-day.ts";

/** /seasons/<slug>/opens-<who>.ics: each registration opening still ahead, as one event with its reminders (a few files a build). */
export const getStaticPaths = (async () => {
  const model = await getSiteModel();
  if (!model.sections.has("seasons")) return [];
  return model.seasons.flatMap((season) => season.upcoming.map((opening) => ({ params: { slug: season.slug, opening: opening.file }, props: { season, opening } })));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props, site, locals }) =>
  new Response(seasonOpeningCalendar(locals.model, props.season, props.opening, site), { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
