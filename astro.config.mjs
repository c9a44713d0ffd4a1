// @ts-check
import { defineConfig } from "astro/config";
import { DEMO_SITE_URL } from "./src/config.ts";
import { contentSecurityDirectives, scriptSources, siteAddress } from "./src/site/site-address.ts";
import { inlineScriptHashes } from "./src/site/inline-scripts.ts";
import { languageSite, siteSettingsOrExit } from "./src/site/language-site.ts";
import { siteLanguages } from "./src/site/site-languages.ts";
import { snapshotSource } from "./src/site/snapshot-source.ts";
import { siteLook } from "./src/site/site-look.ts";
import { assetsInlineLimit, scriptFileName, SITE_BUILD, SITE_TRAILING_SLASH } from "./src/site/build-options.ts";

const siteConfig = siteSettingsOrExit();
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
  trailingSlash: SITE_TRAILING_SLASH,
  integrations: [
    // The catalog snapshot the pages are built from (CATALOG_SNAPSHOT), watched in `astro dev` with the settings file.
    snapshotSource(siteConfig.snapshotPath, [siteConfig.settingsPath]),
    // The settings file's colours, fonts and corners, as a stylesheet after theme.css (site.yaml; README, "Make it yours").
    siteLook(siteConfig.settingsPath),
    // The sitemap and dist/_headers, which depend on the language being built (npm run build builds each one).
    languageSite({ address, languages: siteLanguages(siteConfig), embedOrigins: siteConfig.embedOrigins }),
    previewLikeAHost,
  ],
  build: SITE_BUILD,
  vite: {
    build: { assetsInlineLimit },
    // Astro's own naming for the browser's files, with shorter names for components' scripts (scriptFileName).
    environments: { client: { build: { rolldownOptions: { output: { entryFileNames: scriptFileName } } } } },
  },
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
