import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SITE_BUILD, SITE_TRAILING_SLASH } from "../src/site/build-options.ts";

/** Files of one kind the site's endpoint routes wrote: ".ics" calendar feeds, ".xml" feeds of what changed, ".json" data files... */
export interface EndpointFiles {
  readonly extension: string;
  readonly files: number;
}

/** How many files of each kind the site wrote, for a floor that writes as many. */
export interface BareProjectShape {
  /** HTML pages. */
  readonly pages: number;
  /** Files written by endpoint routes, by kind. */
  readonly endpoints: readonly EndpointFiles[];
}

/**
 * Writes the floor for the build benchmark: an Astro project with one dynamic page route
 * whose getStaticPaths gives `pages` trivial pages, and for each endpoint kind one
 * endpoint route that writes as many trivial files of that kind, so the floor writes as
 * many files of each kind as the site (each endpoint is a route Astro renders like a
 * page). It must sit inside this project (node_modules/.cache/...) so `astro` resolves to
 * this project's copy and version.
 */
export async function writeBareProject(dir: string, shape: BareProjectShape): Promise<void> {
  await mkdir(join(dir, "src", "pages"), { recursive: true });
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
  for (const { extension, files } of shape.endpoints) {
    const kind = extension.replace(/^\./, "");
    if (!/^[a-z0-9]+$/.test(kind)) throw new RangeError(`Expected a file extension such as ".ics", got "${extension}".`);
    await mkdir(join(dir, "src", "pages", kind), { recursive: true });
    await writeFile(
      join(dir, "src", "pages", kind, `[file].${kind}.ts`),
      `export function getStaticPaths() {
  return Array.from({ length: ${files} }, (_, index) => ({ params: { file: String(index + 1) } }));
}

export function GET({ params }) {
  return new Response(\`${kind} file \${params.file}\\n\`);
}
`,
    );
  }
}
