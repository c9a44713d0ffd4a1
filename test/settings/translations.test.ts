import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { checkTranslations, updateTranslations } from "../../src/settings/translations.ts";
import { textKey, type StudioText } from "../../src/snapshot/translate.ts";

const ID = "4f1b0b0e-0000-4000-8000-000000000001";
const OTHER = "4f1b0b0e-0000-4000-8000-000000000002";
const texts: StudioText[] = [
  { id: ID, field: "name", text: "Hip Hop Kids", kind: "class" },
  { id: ID, field: "description", text: "Grooves.\n\nSneakers required.", kind: "class" },
  { id: OTHER, field: "name", text: "Main Street: Studio #2", kind: "location" },
];
const FILE = "translations/es.yaml";
const read = (text: string) => parseDocument(text).toJS() as { source: string; texts: Record<string, Record<string, Record<string, unknown>>> };

describe("updateTranslations (npm run translations)", () => {
  it("writes every text with its API words and an empty line for the language, which the build reads as nothing translated", () => {
    const update = updateTranslations(texts, null, "es", "en");
    expect(read(update.text)).toEqual({
      source: "en",
      texts: {
        [ID]: { name: { en: "Hip Hop Kids", es: "" }, description: { en: "Grooves.\n\nSneakers required.", es: "" } },
        [OTHER]: { name: { en: "Main Street: Studio #2", es: "" } },
      },
    });
    expect(update).toMatchObject({ texts: 3, translated: 0, missing: 3, changed: 0, gone: 0 });
    expect(update.text).toContain("# class: Hip Hop Kids\n");
    const checked = checkTranslations(update.text, "es", FILE);
    expect(checked.problems).toEqual([]);
    expect(checked.translations.words.size).toBe(0);
  });

  it("keeps what was written, marks words the API changed since with the new ones, and marks texts gone from the catalog", () => {
    const first = updateTranslations(texts, null, "es", "en").text.replace('en: Hip Hop Kids\n      es: ""', "en: Hip Hop Kids\n      es: Hip hop para niños");
    const written = first.replace(`es: ""`, "es: Ritmos.");
    const renamed: StudioText[] = [{ ...texts[0]!, text: "Hip Hop Kids (6-9)" }, texts[1]!];
    const update = updateTranslations(renamed, written, "es", "en");
    const file = read(update.text);
    expect(file.texts[ID]!.name).toEqual({ en: "Hip Hop Kids", es: "Hip hop para niños", changed_to: "Hip Hop Kids (6-9)" });
    expect(file.texts[ID]!.description).toEqual({ en: "Grooves.\n\nSneakers required.", es: "Ritmos." });
    expect(file.texts[OTHER]!.name).toEqual({ en: "Main Street: Studio #2", es: "", gone: true });
    expect(update).toMatchObject({ texts: 2, translated: 1, missing: 0, changed: 1, gone: 1 });
    // The build keeps the translation of the words it was made from (the page shows the new name untranslated), and none of a gone one.
    const checked = checkTranslations(update.text, "es", FILE);
    expect(checked.problems).toEqual([]);
    expect(checked.translations.words.get(textKey(ID, "name"))).toEqual({ from: "Hip Hop Kids", to: "Hip hop para niños" });
    // Run again, nothing changes.
    expect(updateTranslations(renamed, update.text, "es", "en").text).toBe(update.text);
  });

  it("writes words with characters an editor may change unseen in quotes, and reads them back exactly", () => {
    const tricky = ["Ballet\u200b I", "Tap\u00a0& Jazz", "Hip Hop ", "Line\u2028break", "  Indented"];
    const update = updateTranslations(tricky.map((text, index) => ({ id: ID, field: `benefits.${index}`, text, kind: "membership" })), null, "es", "en");
    const lines = update.text.split("\n").filter((line) => line.trim().startsWith("en:"));
    expect(lines).toHaveLength(tricky.length);
    for (const line of lines) expect(line.trim()).toMatch(/^en: ".*"$/s);
    const fields = read(update.text).texts[ID]!;
    expect(Object.values(fields).map((entry) => entry.en)).toEqual(tricky);
    expect(update.text).not.toMatch(/en: Hip Hop \n/);
  });

  it("writes a hostile name on one comment line", () => {
    const update = updateTranslations([{ id: ID, field: "name", text: "Evil\n# source: fr\u0007\u202e", kind: "class" }], null, "es", "en");
    expect(read(update.text).source).toBe("en");
    expect(read(update.text).texts[ID]!.name).toEqual({ en: "Evil\n# source: fr\u0007\u202e", es: "" });
  });
});

describe("checkTranslations", () => {
  const problems = (text: string) => checkTranslations(text, "es", FILE).problems;

  it("says where a file does not parse, and how to write it", () => {
    expect(problems("source: en\ntexts:\n  a:\n    name: {en: x, es: y\n")).toEqual([expect.stringMatching(/^translations\/es\.yaml line \d+, column \d+: .+ Put quotes around words with a colon or a # in them/)]);
  });

  it("names the entry and the fix for each broken one, all at once", () => {
    const broken = ["source: en", "texts:", `  ${ID}:`, "    name:", "      es: Hola", "    description:", "      en: Plies.", "      es: [pliés]", "      fr: Pliés", `  ${OTHER}: nothing`].join("\n");
    expect(problems(broken)).toEqual([
      `${FILE}: texts.${ID}.name has no "en:" line with the API's words it translates. Copy them from the line npm run translations -- es wrote, or run it again.`,
      `${FILE}: texts.${ID}.description has "fr", which this file does not take. Keep "en", "es" and the marks npm run translations writes (changed_to, gone).`,
      `${FILE}: texts.${ID}.description: "es:" should be the words, in quotes if they hold a colon or a #, or "" to show the API's.`,
      `${FILE}: texts.${OTHER} should hold its fields (name, description, …). Each text is "<id>:", then "<field>:", then "en: <the API's words>" and "es: <the words>" (empty to show the API's), two spaces in for each level; npm run translations -- es writes every entry.`,
    ]);
  });

  it("names a field that is not one of the studio's words", () => {
    expect(problems(`source: en\ntexts:\n  ${ID}:\n    nmae: { en: Ballet, es: Ballet }\n`)).toEqual([
      `${FILE}: texts.${ID}.nmae: "nmae" is not a field of the studio's words. Use name, description, schedule_description, benefits.<number>, tags.<number> or operating_hours.<day>, as npm run translations -- es writes them.`,
    ]);
  });

  it("asks for the API's language, and refuses the file's own", () => {
    expect(problems("texts: {}\n")).toEqual([`${FILE} has source null: it should name the language of the API's words, such as "source: en".`]);
    expect(problems("source: es\ntexts: {}\n")[0]).toMatch(/has "source: es", the file's own language/);
    expect(problems("source: en\ntexts: {}\nlanguage: es\n")).toEqual([`${FILE} has "language" at its top, which is not part of a translation file. Keep only "source:" and "texts:".`]);
  });
});
