import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTranslationsCommand } from "../../src/settings/translations-command.ts";
import { checkTranslations } from "../../src/settings/translations.ts";
import { serializeSnapshot } from "../../src/snapshot/snapshot.ts";
import { aCategory, aClass, aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";

let dir: string;
const env = () => ({ CATALOG_SNAPSHOT: join(dir, "snapshot.json"), TRANSLATIONS_DIR: join(dir, "translations"), SITE_SETTINGS: "none", STUDIO_LOCALES: "en-US,es-US" });

async function run(args: string[], extra: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const code = await runTranslationsCommand({ args, env: { ...env(), ...extra }, stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "translations-command-"));
  const category = aCategory({ id: fixtureId(1), name: "Ballet" });
  const snapshot = aSnapshot({ categories: [category], classes: [aClass({ id: fixtureId(2), name: "Ballet I", description: "Plies.", category: { id: category.id, name: "Ballet", color: null } })] });
  await writeFile(join(dir, "snapshot.json"), serializeSnapshot(snapshot));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run translations", () => {
  it("writes the language's file with every text of the synced catalog, says what it holds, and keeps what was written when run again", async () => {
    const first = await run(["es"]);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toMatch(/^\/.+\/translations\/es\.yaml: 5 texts of the studio's in "en"; 0 translated, 5 to write, 0 whose words changed since \(marked changed_to\), 0 no longer in the catalog \(marked gone\)\.\n$/);
    const path = join(dir, "translations", "es.yaml");
    const written = (await readFile(path, "utf8")).replace('en: Ballet I\n      es: ""', "en: Ballet I\n      es: Ballet 1");
    await writeFile(path, written);
    const second = await run(["es"]);
    expect(second.stdout).toContain("1 translated, 4 to write");
    const again = await readFile(path, "utf8");
    expect(again).toBe(written);
    expect(checkTranslations(again, "es", "es.yaml").translations.words.size).toBe(1);
  });

  it("exits 2 with the fix for a bad argument, an unknown source, a broken file or no synced catalog", async () => {
    expect(await run([])).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run translations -- <language>") });
    expect(await run(["Spanish"])).toMatchObject({ code: 2 });
    expect(await run(["es", "--source", "English"])).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
    expect((await run(["en"])).stderr).toContain("npm run translations -- en --source fr");
    expect((await run(["fr"], { CATALOG_SNAPSHOT: join(dir, "missing.json") })).stderr).toContain("run npm run sync, then this again");
    await writeFile(join(dir, "translations", "es.yaml"), "source: en\ntexts:\n  x:\n    name: {es: Hola}\n");
    const broken = await run(["es"]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('texts.x.name has no "en:" line');
    expect(broken.stderr).toContain("Translations not written.");
  });

  it("never rewrites a file it cannot read whole, even for a language the site does not build", async () => {
    const path = join(dir, "translations", "de.yaml");
    const written = "source: en\ntexts:\n  x:\n    name:\n      en: Ballet I\n      de: Ballett: Stufe 1\n";
    await writeFile(path, written);
    const run1 = await run(["de"], { STUDIO_LOCALES: "en-US" });
    expect(run1.code).toBe(2);
    expect(run1.stderr).toMatch(/de\.yaml line 6, column \d+: .+\. Put quotes around words with a colon/);
    expect(await readFile(path, "utf8")).toBe(written);
  });
});
