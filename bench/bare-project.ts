import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Writes the floor for the build benchmark: an Astro project with one dynamic route
 * whose getStaticPaths gives `pages` trivial pages. It must sit inside this project
 * (node_modules/.cache/...) so `astro` resolves to this project's copy and version.
 */
export async function writeBareProject(dir: string, pages: number): Promise<void> {
  await mkdir(join(dir, "src", "pages"), { recursive: true });
  await writeFile(join(dir, "package.json"), `${JSON.stringify({ name: "bench-bare", private: true, type: "module" }, null, 2)}\n`);
  await writeFile(join(dir, "astro.config.mjs"), `import { defineConfig } from "astro/config";\n\nexport default defineConfig({});\n`);
  await writeFile(
    join(dir, "src", "pages", "[page].astro"),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, index) => ({ params: { page: String(index + 1) } }));
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
}
