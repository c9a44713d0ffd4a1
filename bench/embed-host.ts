import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LighthouseTarget } from "./lighthouse.ts";

/**
 * A plain studio website page that shows the schedule with the snippet (issue 20), for
 * Lighthouse: the cost of the embed to the page hosting it. It is written into the built
 * site's folder, so the one server Lighthouse is given serves both (same origin: the
 * frame-ancestors header is the browser test's business, not the benchmark's). The
 * script's relative src resolves to the server's origin, as SITE_URL would.
 */
export async function writeEmbedHostPage(outDir: string): Promise<LighthouseTarget> {
  const path = "/bench-embed-host/";
  await mkdir(join(outDir, path), { recursive: true });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brightside Dance &amp; Gymnastics: our classes this week</title>
<meta name="description" content="A studio's own home page with its class schedule embedded, as a studio owner would paste it from the schedule site.">
<style>body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }</style>
</head>
<body>
<header><p><strong>Brightside Dance &amp; Gymnastics</strong></p></header>
<main>
<h1>Our classes this week</h1>
<p>Dance, gymnastics and tumbling for every age. Here is what is on, with spots and sign-up.</p>
<div data-studio-embed="schedule"></div>
<script src="/embed.js" async></script>
</main>
<footer><p>12 Main Street</p></footer>
</body>
</html>
`;
  await writeFile(join(outDir, path, "index.html"), html, "utf8");
  return { page: "host page embedding the schedule", path };
}
