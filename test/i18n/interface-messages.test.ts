import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { INTERFACE_MESSAGES, LANGUAGES } from "../../src/i18n/interface-messages.ts";
import { messagesFor } from "../../src/i18n/messages.ts";
import { pageText } from "../../src/i18n/page-messages.ts";

/**
 * The interface messages: every language has exactly English's keys, each message parses as ICU
 * MessageFormat with the same arguments as English's, every key is used by the code,
 * and every key the code names exists.
 */
const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const english = INTERFACE_MESSAGES.en as Record<string, string>;

/** The names of a message's arguments ("count", "date"), in any branch. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

async function sourceText(): Promise<string> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(ts|astro)$/.test(entry.name) && !entry.parentPath.includes("/i18n"));
  return (await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")))).join("\n");
}

describe("interface messages", () => {
  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other, with the same arguments", (language) => {
    const model = INTERFACE_MESSAGES[language] as Record<string, string>;
    expect(Object.keys(model).sort()).toEqual(Object.keys(english).sort());
    for (const [key, source] of Object.entries(model)) {
      const wanted = [...argumentsOf(parse(english[key]!, { ignoreTag: true }))].sort();
      expect([...argumentsOf(parse(source, { ignoreTag: true }))].sort(), `${language} ${key}`).toEqual(wanted);
    }
  });

  it("uses every key, and names no key the messages lack", async () => {
    const source = await sourceText();
    const unused = Object.keys(english).filter((key) => !source.includes(`"${key}"`));
    expect(unused).toEqual([]);
    const named = new Set([...source.matchAll(/\bt\(\s*"([a-z][\w-]*(?:\.[\w-]+)+)"/g)].map((match) => match[1]!));
    expect([...named].filter((key) => !(key in english))).toEqual([]);
  });

  it("words a count by the locale's plural rules, on the build and in the browser alike", () => {
    const cases: [string, number, string][] = [
      ["en-US", 1, "1 spot left"],
      ["en-US", 3, "3 spots left"],
      ["es-US", 1, "Queda 1 lugar"],
      ["es-US", 3, "Quedan 3 lugares"],
      ["fr-CA", 0, "0 place restante"],
      ["fr-CA", 2, "2 places restantes"],
      ["fr-FR", 1_000_000, "1 000 000 places restantes"],
    ];
    for (const [locale, count, text] of cases) {
      const messages = messagesFor(locale);
      expect(messages.t("core.spotsLeft", { count }).replace(/\s/g, " ")).toBe(text);
      expect(pageText(messages.forPage("core.spotsLeft", "count"), locale, count).replace(/\s/g, " ")).toBe(text);
    }
  });
});
