import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Snapshot } from "../snapshot/snapshot.ts";
import { LOGO_FILES } from "./logo.ts";
import { SiteDataError } from "./site-data-error.ts";

/**
 * The module the site model's reader imports to learn which snapshot file it reads:
 * `{ path }`. It is the only thing Vite knows of the snapshot, and it names the file as one
 * to watch, so Vite evaluates it again, with its importers, whenever a sync replaces the file.
 */
export const SNAPSHOT_MODULE_ID = "virtual:studio-snapshot";
const RESOLVED_ID = `\0${SNAPSHOT_MODULE_ID}`;

/** What the module says of the snapshot. */
export interface SnapshotSource {
  /** Absolute (SiteConfig.snapshotPath). */
  readonly path: string;
  /** Astro's public folder, absolute: where the site model looks for the studio's logo (`siteLogo`). */
  readonly publicDir: string;
}

/**
 * The snapshot reaches the pages as a file the site model's reader validates and builds from
 * once (src/site/site-model-data.ts), not as an entry of Astro's content layer: the layer
 * stores an entry by serialising it with devalue, bundles the store into the build as one
 * JavaScript string and parses it back, and keeps both copies in memory: for one entry
 * holding the whole catalog, a large part of a large studio's build before a page was
 * rendered (measured in docs/build-speed.md).
 *
 * The file still drives `astro dev` as a content file would: the module names it as a file
 * to watch, so when a sync replaces the snapshot Vite evaluates the module again, and with
 * it the site model's reader and every page that imports it (their static paths too), and the
 * browser reloads. The logo files the site model looks for in public/ (`siteLogo`) are watched
 * the same way, so a logo dropped in shows at once, and so are `alsoWatched` (the settings
 * file, whose header sections and footer and home words the site model holds).
 */
export function snapshotSource(path: string, alsoWatched: readonly string[] = []): AstroIntegration {
  if (typeof path !== "string" || !isAbsolute(path)) {
    throw new SiteDataError(
      "snapshot_path_invalid",
      `snapshotSource needs the absolute path of the catalog snapshot, got ${JSON.stringify(path)}. Pass readSiteConfig().snapshotPath.`,
    );
  }
  return {
    name: "studio-snapshot",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const publicDir = fileURLToPath(config.publicDir);
        const logos = LOGO_FILES.map((name) => resolve(publicDir, name));
        updateConfig({
          vite: {
            plugins: [
              {
                name: "studio-snapshot",
                resolveId: (id) => (id === SNAPSHOT_MODULE_ID ? RESOLVED_ID : undefined),
                load(id) {
                  if (id !== RESOLVED_ID) return undefined;
                  for (const file of [path, ...logos, ...alsoWatched]) this.addWatchFile(file);
                  const source: SnapshotSource = { path, publicDir };
                  return `export default ${JSON.stringify(source)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}

/**
 * A snapshot the site may be built from: a real studio's needs the site's public address
 * (canonical links, the sitemap, calendar feeds); the demo studio's may do without.
 */
export function buildableSnapshot(snapshot: Snapshot, siteUrl: string | null): Snapshot {
  if (snapshot.source.kind === "api" && siteUrl === null) {
    throw new SiteDataError(
      "site_url_missing",
      "SITE_URL is not set. A real studio's site needs its public address for canonical links and the sitemap: set SITE_URL (for example https://schedule.example.com) in the environment or .env, then build again.",
    );
  }
  return snapshot;
}
