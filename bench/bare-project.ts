import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SITE_BUILD, SITE_TRAILING_SLASH } from "../src/site/build-options.ts";

/** How many files of each kind the site wrote, for a floor that writes as many. */
export interface BareProjectShape {
  /** HTML pages. */
  readonly pages: number;
  /** Endpoint files (the calendar feeds, `.ics`). */
  readonly feeds: number;
}

/**
 * Writes the floor for the build benchmark: an Astro project with one dynamic page route
 * whose getStaticPaths gives `pages` trivial pages, and one endpoint route that writes
 * `feeds` trivial `.ics` files, so the floor writes as many files of each kind as the
 * site (each endpoint is a route Astro renders like a page). It must sit inside this
 * project (node_modules/.cache/...) so `astro` resolves to this project's copy and version.
 */
export async function writeBareProject(dir: string, shape: BareProjectShape): Promise<void> {
  await mkdir(join(dir, "src", "pages", "feeds"), { recursive: true });
  await writeFile(join(dir, "package.json"), `${JSON.stringify({ name: "bench-bare", private: true, type: "module" }, null, 2)}\n`);
  // Built as the site is (its build options and trailing slashes), so the ratio measures the site's own work.
  const config = { build: SITE_BUILD, trailingSlash: SITE_TRAILING_SLASH };
  await writeFile(join(dir, "astro.config.mjs"), `import { defineConfig } from "astro/config";\n\nexport default defineConfig(${JSON.stringify(config)});\n`);
  await writeFile(
    join(dir, "src", "pages", "[page].astro"),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${shape.pages} }, (_, index) => ({ params: { page: String(index + 1) } }));
}
const { page } = Astro.params;
---
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Page {page}</title>
  </head>
  <body>
    <h1>Page {page}</h1>
  </body>
</html>
`,
  );
  await writeFile(
    join(dir, "src", "pages", "feeds", "[feed].ics.ts"),
    `export function getStaticPaths() {
  return Array.from({ length: ${shape.feeds} }, (_, index) => ({ params: { feed: String(index + 1) } }));
}

export function GET({ params }) {
  return new Response(\`BEGIN:VCALENDAR\\r\\nVERSION:2.0\\r\\nPRODID:-//bench//floor//EN\\r\\nX-WR-CALNAME:Feed \${params.feed}\\r\\nEND:VCALENDAR\\r\\n\`, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
`,
  );
}
