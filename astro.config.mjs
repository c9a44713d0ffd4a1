// @ts-check
import { defineConfig } from "astro/config";
import sitemap from "@astrojs/sitemap";
import { DEMO_SITE_URL, readSiteConfig } from "./src/config.ts";
import { isSitemapPage, siteAddress } from "./src/site/site-address.ts";

const siteConfig = readSiteConfig();
// SITE_URL may carry a path (a GitHub Pages project site: https://owner.github.io/repo);
// the pages are then built under that path, and every link goes through `href()`.
const address = siteAddress(siteConfig.siteUrl ?? DEMO_SITE_URL);

export default defineConfig({
  site: address.site,
  base: address.base,
  trailingSlash: "always",
  integrations: [sitemap({ filter: (page) => isSitemapPage(page, address.base) })],
  build: { inlineStylesheets: "always" },
});
