import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { aClass, aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";
import { buildSite, builtSite, runBuild, type BuildRun } from "./build-site.ts";

/**
 * The run's test services build every file's sites in warm processes
 * (test/support/test-services.ts); a warm process must build each site as a fresh one
 * would, whatever it built before. Seen failing when the process kept the first build's
 * environment (astro.config.mjs reads the config through Node's module cache): the second
 * studio's site came out with the first studio's snapshot and languages.
 *
 * The services' pool hands out the process freed last, so in a run of this file alone the
 * second studio is built by the process that built the first; in a whole run, by one that
 * has built other files' sites before.
 */
interface StudioSite {
  snapshot: Snapshot;
  env: Record<string, string>;
}

const first: StudioSite = {
  snapshot: aSnapshot({ studio: { ...aSnapshot().studio, name: "First Studio" }, classes: [aClass({ id: fixtureId(9101), name: "Tap One" })] }),
  env: { STUDIO_LOCALE: "en-US", BUILD_TIME: "2026-03-02T15:00:00Z" },
};
const second: StudioSite = {
  snapshot: aSnapshot({ studio: { ...aSnapshot().studio, name: "Second Studio" }, classes: [aClass({ id: fixtureId(9102), name: "Ballet Two" })] }),
  env: { STUDIO_LOCALES: "es-US,fr-CA", SITE_URL: "https://example.org/studio", BUILD_TIME: "2026-03-02T15:00:00Z" },
};

const runs: BuildRun[] = [];

afterAll(async () => {
  await Promise.all(runs.map((run) => run.cleanup()));
});

describe("a warm build process", () => {
  it("builds a second studio, in other languages at another address, byte for byte as a fresh process does", async () => {
    runs.push(await buildSite(first));
    const [warmSite, fresh] = await Promise.all([buildSite(second), runBuild(second)]);
    runs.push(warmSite, fresh);
    expect(fresh.code, fresh.output).toBe(0);
    const freshSite = builtSite(fresh);
    const files = await freshSite.files();
    expect(await warmSite.files()).toEqual(files);
    const differ = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(warmSite.outDir, file)), readFile(join(fresh.outDir, file))]);
      if (!a.equals(b)) differ.push(file);
    }
    expect(differ).toEqual([]);
    // What the first build would have left: its studio and language.
    const home = await warmSite.readPage("/");
    expect(home).toContain("Second Studio");
    expect(home).toContain('lang="es-US"');
    expect(await warmSite.readPage("/fr/")).toContain('lang="fr-CA"');
  }, 120_000);
});
