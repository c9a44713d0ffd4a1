import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

/**
 * A machine's locale as the build inherits it: LANG alone decides (LC_ALL and LC_COLLATE
 * would override it, so they are unset). Node's ICU reads it for the default locale of
 * `localeCompare` and `Intl`, whether or not the machine has generated that locale.
 */
const machineLocale = (lang: string): Record<string, string | undefined> => ({ LANG: lang, LC_ALL: undefined, LC_COLLATE: undefined, LANGUAGE: undefined });

const EN_US = machineLocale("en_US.UTF-8");
const DA_DK = machineLocale("da_DK.UTF-8");

/**
 * The demo-like studio with names whose order differs between locales: Danish sorts "Aa" as
 * "Å" and "Ä", "Æ", "Ø" after "Z"; English sorts them with A and O. Classes, their
 * categories and locations, memberships, trials and appointments all get such names.
 */
function namesThatSortByLocale(snapshot: Snapshot): Snapshot {
  const starts = ["Ærobic ", "Aalborg ", "Ørsted ", "Ärmel ", "Zumba "];
  const renamed = <T extends { name: string }>(rows: readonly T[]): T[] => rows.map((row, index) => ({ ...row, name: `${starts[index % starts.length]}${row.name}` }));
  const categoryNames = new Map(renamed(snapshot.categories).map((category) => [category.id, category.name]));
  const locationNames = new Map(renamed(snapshot.locations).map((location) => [location.id, location.name]));
  return {
    ...snapshot,
    classes: renamed(snapshot.classes).map((cls) => ({
      ...cls,
      category: cls.category && { ...cls.category, name: categoryNames.get(cls.category.id) ?? cls.category.name },
      location: cls.location && { ...cls.location, name: locationNames.get(cls.location.id) ?? cls.location.name },
    })),
    categories: renamed(snapshot.categories),
    locations: renamed(snapshot.locations),
    membership_types: renamed(snapshot.membership_types),
    trial_classes: renamed(snapshot.trial_classes),
    appointment_services: renamed(snapshot.appointment_services),
  };
}

async function differingFiles(first: BuiltSite, second: BuiltSite): Promise<string[]> {
  const files = await first.files();
  expect(files.length).toBeGreaterThan(100);
  expect(await second.files()).toEqual(files);
  const differing: string[] = [];
  for (const file of files) {
    const [a, b] = await Promise.all([readFile(join(first.outDir, file)), readFile(join(second.outDir, file))]);
    if (!a.equals(b)) differing.push(file);
  }
  // Where the first of them differs, then which ones do.
  if (differing.length > 0) expectSameBytes(await readFile(join(second.outDir, differing[0]!)), await readFile(join(first.outDir, differing[0]!)), differing[0]);
  return differing;
}

/**
 * A snapshot built twice gives the same site, byte for byte, though pages render four at a
 * time (src/site/build-options.ts) and whatever the build machine's locale: the hourly
 * workflow publishes only when the site changed, so a build that shuffled its output would
 * publish every hour, and the note on a change ("what changed since the last build") would
 * have nothing to go on. Both builds take the same instant as now (BUILD_TIME).
 */
describe("building a snapshot twice", () => {
  let english: BuiltSite;
  let danish: BuiltSite;

  beforeAll(async () => {
    const now = new Date();
    const snapshot = namesThatSortByLocale(await demoLikeSnapshot(now));
    const clock = { BUILD_TIME: now.toISOString() };
    // Side by side, as a busy machine would interleave them: the order pages finish in differs.
    [english, danish] = await Promise.all([buildSite({ snapshot, env: { ...clock, ...EN_US } }), buildSite({ snapshot, env: { ...clock, ...DA_DK } })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([english?.cleanup(), danish?.cleanup()]);
  });

  it("builds under machine locales whose default order of these names differs", () => {
    const defaultOrder = (env: Record<string, string | undefined>) => {
      const script = `process.stdout.write(JSON.stringify([new Intl.Collator().resolvedOptions().locale, ["Ørsted", "Aalborg", "Zumba"].sort((a, b) => a.localeCompare(b))]))`;
      const run = spawnSync(process.execPath, ["-e", script], { env: { ...process.env, ...env }, encoding: "utf8" });
      return JSON.parse(run.stdout) as unknown;
    };
    expect(defaultOrder(EN_US)).toEqual(["en-US", ["Aalborg", "Ørsted", "Zumba"]]);
    expect(defaultOrder(DA_DK)).toEqual(["da-DK", ["Zumba", "Ørsted", "Aalborg"]]);
  });

  it("writes the same files with the same bytes", async () => {
    expect(await differingFiles(english, danish)).toEqual([]);
  });
});
