import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { readSiteConfig } from "./config.ts";
import { snapshotLoader } from "./site/snapshot-loader.ts";
import type { Snapshot } from "./core/snapshot.ts";

const config = readSiteConfig();

/**
 * The catalog snapshot written by `npm run sync`, read once per build (and again in
 * `astro dev` whenever a re-sync rewrites it). The loader validates it with the
 * snapshot schema; the collection schema only carries the type.
 */
const catalog = defineCollection({
  loader: snapshotLoader({ path: config.snapshotPath, siteUrl: config.siteUrl }),
  schema: z.custom<Snapshot>((value) => typeof value === "object" && value !== null),
});

export const collections = { catalog };
