import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { getSiteModel } from "../../../site/site-model-data.ts";
import { changeFeedAtom } from "../../../site/change-feeds.ts";

/** One Atom feed of what changed per class that has a page, beside the page: /classes/<slug>/changes.xml. */
export const getStaticPaths = (async () => {
  const model = await getSiteModel();
  return model.classes.map((cls) => ({ params: { slug: cls.slug }, props: { cls } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props, site, locals }) =>
  new Response(changeFeedAtom(locals.model, site, props.cls), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
