import type { AstroIntegration } from "astro";
import { readSiteConfig } from "../config.ts";
import { lookCss } from "../settings/look-css.ts";

/**
 * The settings file's look (colours, fonts, corner radius) as a stylesheet every page
 * imports right after theme.css (src/layouts/Base.astro), so Astro inlines it with the rest
 * of the page's CSS and lists it in the page policy like any of its own. The file is
 * watched: in `astro dev` an edit shows at once, and a bad value shows the message that
 * stops a build.
 */
export const LOOK_MODULE_ID = "virtual:site-look.css";
const RESOLVED_ID = `\0${LOOK_MODULE_ID}`;

export function siteLook(settingsPath: string): AstroIntegration {
  return {
    name: "site-look",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "site-look",
                resolveId: (id) => (id === LOOK_MODULE_ID ? RESOLVED_ID : undefined),
                load(id) {
                  if (id !== RESOLVED_ID) return undefined;
                  this.addWatchFile(settingsPath);
                  // Read again on every load: in `astro dev` the file may have changed since the config was.
                  return lookCss(readSiteConfig().settings);
                },
              },
            ],
          },
        });
      },
    },
  };
}
