// @ts-check
import { defineConfig } from "astro/config";
import sitemap from "@astrojs/sitemap";
import { ConfigError } from "./src/config-error.ts";
import { DEMO_SITE_URL, readSiteConfig } from "./src/config.ts";
import { writeFile } from "node:fs/promises";
import { contentSecurityDirectives, isSitemapPage, scriptSources, siteAddress } from "./src/site/site-address.ts";
import { headersFile } from "./src/site/host-headers.ts";
import { inlineScriptHashes } from "./src/site/inline-scripts.ts";

/** The site's settings; a bad one ends the build with the configuration's own message and exit code 2, as the sync does. */
function siteSettings() {
  try {
    return readSiteConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nBuild not started.\n`);
    process.exit(2);
  }
}

const siteConfig = siteSettings();
// SITE_URL may carry a path (a GitHub Pages project site: https://owner.github.io/repo);
// the pages are then built under that path, and every link goes through `href()`.
const address = siteAddress(siteConfig.siteUrl ?? DEMO_SITE_URL);

/**
 * `astro preview` answers 404 for `/classes` when trailingSlash is "always" (its own check,
 * in vite-plugin-astro-preview), where every static host serves or redirects to `/classes/`;
 * for the preview only, Astro's "ignore" serves the folder's page at both addresses.
 * @type {import("astro").AstroIntegration}
 */
const previewLikeAHost = {
  name: "preview-like-a-host",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "preview") updateConfig({ trailingSlash: "ignore" });
    },
  },
};

export default defineConfig({
  site: address.site,
  base: address.base,
  trailingSlash: "always",
  integrations: [
    sitemap({ filter: (page) => isSitemapPage(page, address.base) }),
    previewLikeAHost,
    {
      // dist/_headers for Cloudflare Pages and Netlify: the embed views' frame-ancestors names EMBED_ORIGINS.
      name: "host-headers",
      hooks: {
        "astro:build:done": ({ dir }) => writeFile(new URL("_headers", dir), headersFile({ base: address.base, embedOrigins: siteConfig.embedOrigins })),
      },
    },
  ],
  build: { inlineStylesheets: "always" },
  // No Markdown here; Shiki's inline styles would not pass the page policy anyway.
  markdown: { syntaxHighlight: false },
  // Every page's Content-Security-Policy <meta>: Astro adds the hashes of the site's own
  // scripts and styles (never 'unsafe-inline'); pictures may come from the studio's media
  // host; the browser may call the API only when live spots are on, and an analytics
  // tool's script and hosts only when ANALYTICS_SCRIPT_URL is set.
  security: {
    csp: {
      directives: contentSecurityDirectives(siteConfig.live, siteConfig.analytics),
      scriptDirective: { resources: scriptSources(siteConfig.analytics), hashes: inlineScriptHashes() },
    },
  },
});
