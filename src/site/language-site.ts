import sitemap, { type SitemapOptions } from "@astrojs/sitemap";
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import { ConfigError } from "../config-error.ts";
import { readSiteConfig, type SiteConfig } from "../config.ts";
import { headersFile } from "./host-headers.ts";
import { isSitemapPage, type SiteAddress } from "./site-address.ts";
import { alternates, languageOfBase, type SiteLanguage } from "./site-languages.ts";

export interface LanguageSiteOptions {
  readonly address: SiteAddress;
  readonly languages: readonly SiteLanguage[];
  /** EMBED_ORIGINS, for the host headers. */
  readonly embedOrigins: readonly string[];
}

/** The sitemap file each language's build writes first (@astrojs/sitemap names its chunks `sitemap-<n>.xml`). */
const FIRST_SITEMAP = "sitemap-0.xml";

/**
 * The sitemap of one language's build. With several languages each entry names every
 * version of its page (and x-default), and the first language's sitemap index, at the
 * site's root, lists the other languages' sitemaps too: one index for the whole site.
 */
export function sitemapOptions(languages: readonly SiteLanguage[], current: SiteLanguage, site: string): SitemapOptions {
  const filter = (page: string) => isSitemapPage(page, current.base);
  if (languages.length < 2) return { filter };
  return {
    filter,
    serialize: (item) => ({
      ...item,
      links: alternates(languages, current, new URL(item.url).pathname, site).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
    }),
    ...(current === languages[0] ? { customSitemaps: languages.slice(1).map((language) => new URL(`${language.base}${FIRST_SITEMAP}`, site).href) } : {}),
  };
}

/**
 * The parts of a build that depend on its language, told by the base it is built under
 * (src/site/build-languages.ts sets it): the sitemap, and the host headers, which only the
 * build at the site's root writes (hosts read dist/_headers alone), for every language's paths.
 */
export function languageSite({ address, languages, embedOrigins }: LanguageSiteOptions): AstroIntegration {
  let current = languages[0]!;
  return {
    name: "site-languages",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        current = languageOfBase(languages, config.base);
        updateConfig({ integrations: [sitemap(sitemapOptions(languages, current, address.site))] });
      },
      // dist/_headers for Cloudflare Pages and Netlify: the embed views' frame-ancestors names EMBED_ORIGINS.
      "astro:build:done": async ({ dir }) => {
        if (current !== languages[0]) return;
        const [root, ...others] = languages.map((language) => language.base);
        await writeFile(new URL("_headers", dir), headersFile({ base: root!, embedOrigins, languageBases: others }));
      },
    },
  };
}

/**
 * The site's settings for a build; a bad one ends the build with the configuration's own
 * message and exit code 2, as the sync does (astro.config and the build command alike).
 */
export function siteSettingsOrExit(stderr: { write(text: string): unknown } = process.stderr): SiteConfig {
  try {
    return readSiteConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stderr.write(`${error.message}\nBuild not started.\n`);
    process.exit(2);
  }
}
