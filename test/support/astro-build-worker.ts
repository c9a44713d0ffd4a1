/**
 * Builds one site after another in ONE process, for test/support/build-worker.ts: a warm
 * Astro builds a site in about half the time a fresh process takes (the demo: 2.3-2.8 s
 * against 4.2-4.9 s, 3.9 s of CPU against 6 s), which is what lets the random-studio checks
 * build a site per studio and the run's test services build every file's sites. Each build
 * gets its own environment (CATALOG_SNAPSHOT, STUDIO_LOCALE, ... as a fresh process would
 * inherit it), outDir and cacheDir, so Astro's content store starts empty every time. The
 * pages' modules are loaded anew by every build (Vite bundles them into the build's own
 * chunks); astro.config.mjs's are Node's, kept from one build to the next, so the
 * environment they read once is forgotten before each build.
 *
 * Usage (forked with an IPC channel): node test/support/astro-build-worker.ts
 * Messages in: WorkerBuild; out: { ok: true } or { ok: false, error }.
 */
import { build } from "astro";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import { forgetEnvironment } from "../../src/config.ts";
import { buildLanguages } from "../../src/site/build-languages.ts";
import { retryingContentAssetsRace } from "./content-assets-race.ts";

export interface WorkerBuild {
  outDir: string;
  cacheDir: string;
  publicDir?: string;
  /** The whole environment of this build, replacing the worker's own. */
  env: Record<string, string | undefined>;
  /** Every language and the search index, as `npm run build` (buildLanguages); else Astro's build of the first language only. */
  languages: boolean;
}

const root = fileURLToPath(new URL("../../", import.meta.url));

if (!process.send) {
  console.error("Start this worker with an IPC channel (test/support/build-worker.ts does).");
  process.exit(2);
}

/** process.env becomes exactly `env`: Astro reads every variable into the build's import.meta.env. */
function useEnvironment(env: Record<string, string | undefined>): void {
  for (const name of Object.keys(process.env)) if (env[name] === undefined) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
}

async function run(message: WorkerBuild): Promise<void> {
  useEnvironment(message.env);
  // The settings this build's environment gives (astro.config.mjs reads them), not the first build's.
  forgetEnvironment();
  const options = { root, outDir: message.outDir, cacheDir: message.cacheDir, ...(message.publicDir ? { publicDir: message.publicDir } : {}), logLevel: "warn" as const };
  // A bad setting makes buildLanguages exit 2, as `npm run build` does: the pool's reply then says the worker exited, with its message.
  await retryingContentAssetsRace(async () => void (message.languages ? await buildLanguages(options) : await build(options)));
}

process.on("message", (message: WorkerBuild) => {
  run(message).then(
    () => process.send!({ ok: true }),
    (error: unknown) => process.send!({ ok: false, error: inspect(error, { depth: 4 }) }),
  );
});
process.on("disconnect", () => process.exit(0));
