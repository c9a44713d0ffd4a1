import type { APIRoute, GetStaticPaths } from "astro";
import demoLogo from "../site/demo-logo.svg?raw";
import { getSiteCatalog } from "../site/catalog-data.ts";
import { DEMO_LOGO } from "../site/logo.ts";

/** /demo-logo.svg, built for the demo studio only (src/site/logo.ts): a real studio's site has no such file. */
export const getStaticPaths = (async () => {
  const catalog = await getSiteCatalog();
  return catalog.source.kind === "demo-emulator" ? [{ params: { logo: DEMO_LOGO.name } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(demoLogo, { headers: { "Content-Type": "image/svg+xml" } });
