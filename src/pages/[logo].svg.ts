import type { APIRoute, GetStaticPaths } from "astro";
import demoLogo from "../site/demo-logo.svg?raw";
import { getSiteModel } from "../site/site-model-data.ts";
import { DEMO_LOGO } from "../site/logo.ts";

/** /demo-logo.svg, built for the demo studio only (src/site/logo.ts): a real studio's site has no such file. */
export const getStaticPaths = (async () => {
  const model = await getSiteModel();
  return model.source.kind === "demo-emulator" ? [{ params: { logo: DEMO_LOGO.name } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(demoLogo, { headers: { "Content-Type": "image/svg+xml" } });
