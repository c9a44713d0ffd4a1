// @ts-check
import { defineConfig } from "astro/config";
import sitemap from "@astrojs/sitemap";
import { DEMO_SITE_URL, readSiteConfig } from "./src/config.ts";

const siteConfig = readSiteConfig();

export default defineConfig({
  site: siteConfig.siteUrl ?? DEMO_SITE_URL,
  trailingSlash: "always",
  integrations: [sitemap({ filter: (page) => !page.includes("/404") })],
  build: { inlineStylesheets: "always" },
});
