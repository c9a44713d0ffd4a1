import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurePage } from "../../bench/page-weight.ts";
import { LANGUAGES } from "../../src/i18n/interface-messages.ts";
import type { RunningEmulator } from "../../src/emulator/index.ts";
import { liveWords } from "../../src/site/script-words.ts";
import { liveDemo } from "../browser/demo-browser.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { interfacePhrases } from "../support/interface-phrases.ts";

/**
 * The browser scripts speak the page's language without shipping the interface messages: the demo
 * built in Spanish with live spots on, its scripts read for any interface text or the ICU
 * formatter, and the schedule page's JavaScript weighed as `npm run bench` weighs it.
 */
let site: BuiltSite;
let emulator: RunningEmulator;
let scripts: { file: string; text: string }[];

beforeAll(async () => {
  const live = await liveDemo();
  emulator = live.emulator;
  site = await buildSite({ snapshot: live.snapshot, env: { ...live.env, STUDIO_LOCALE: "es-US" } });
  const dir = join(site.outDir, "_astro");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".js"));
  scripts = await Promise.all(files.map(async (file) => ({ file, text: await readFile(join(dir, file), "utf8") })));
}, 300_000);

afterAll(async () => {
  await emulator?.close();
  await site?.cleanup();
});

/** Every run of two words or more the interface messages hold, in every language: none of them belongs in a script. */
const INTERFACE_SENTENCES = interfacePhrases(...LANGUAGES);

describe("the browser scripts of a Spanish build", () => {
  it("ship no interface messages and no ICU formatter", () => {
    expect(scripts.length).toBeGreaterThan(0);
    // The words the scripts used to spell in English are among those looked for.
    for (const sentence of ["spots left", "Updated just now (", "that give no age range", "Remove filter:"]) expect(INTERFACE_SENTENCES).toContain(sentence);
    for (const { file, text } of scripts) {
      expect(text, file).not.toMatch(/MessageFormat|intl-messageformat|@formatjs/);
      expect(INTERFACE_SENTENCES.filter((sentence) => text.includes(sentence)), file).toEqual([]);
    }
  });

  it("find their words on the page, in the page's language", async () => {
    const html = await site.readPage("/schedule/");
    const config = /data-live-config[^>]*data-words="([^"]*)"/.exec(html) ?? /data-words="([^"]*)"[^>]*data-live-config/.exec(html);
    expect(config).not.toBeNull();
    const words = JSON.parse(config![1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as unknown;
    expect(words).toEqual(liveWords("es-US"));
    expect(html).toContain("data-words=");
    expect(JSON.stringify(words)).toContain("Quedan {#} lugares");
  });

  it("keep the schedule page's JavaScript within 5 KB gzipped with live spots on", async () => {
    const cost = await measurePage(site.outDir, "/schedule/");
    expect(cost.jsGzipBytes).toBeGreaterThan(0);
    expect(cost.jsGzipBytes).toBeLessThanOrEqual(5 * 1024);
    console.log(`schedule page JavaScript, gzipped, es-US, live spots on: ${cost.jsGzipBytes} bytes`);
  });
});
