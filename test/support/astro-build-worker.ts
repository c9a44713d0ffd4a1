/**
 * Builds one site after another in ONE process, for test/support/build-worker.ts: a warm
 * Astro builds a small site in about a quarter of the time a fresh process takes, which
 * is what lets the random-studio checks build a site per studio. Each build reads the
 * snapshot at CATALOG_SNAPSHOT (the parent rewrites that file before each build) and
 * gets its own outDir and cacheDir, so Astro's content store starts empty every time.
 *
 * Usage (forked with an IPC channel): node test/support/astro-build-worker.ts
 * Messages in: { outDir, cacheDir, publicDir? }; out: { ok: true } or { ok: false, error }.
 */
import { build } from "astro";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";

const root = fileURLToPath(new URL("../../", import.meta.url));

if (!process.send) {
  console.error("Start this worker with an IPC channel (test/support/build-worker.ts does).");
  process.exit(2);
}

process.on("message", (message: { outDir: string; cacheDir: string; publicDir?: string }) => {
  const publicDir = message.publicDir ? { publicDir: message.publicDir } : {};
  build({ root, outDir: message.outDir, cacheDir: message.cacheDir, ...publicDir, logLevel: "warn" }).then(
    () => process.send!({ ok: true }),
    (error: unknown) => process.send!({ ok: false, error: inspect(error, { depth: 4 }) }),
  );
});
process.on("disconnect", () => process.exit(0));
