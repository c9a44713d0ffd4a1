import { defineCollection } from "astro:content";
import { readSiteConfig } from "./config.ts";
import { snapshotLoader } from "./site/snapshot-loader.ts";

const config = readSiteConfig();

/**
 * The catalog snapshot written by `npm run sync`, read once per build (and again in
 * `astro dev` whenever a re-sync rewrites it). The loader validates it with the
 * snapshot's own zod schema and hands Astro that schema, so the entry is typed by it.
 */
const catalog = defineCollection({
  loader: snapshotLoader({ path: config.snapshotPath, siteUrl: config.siteUrl }),
});

export const collections = { catalog };
