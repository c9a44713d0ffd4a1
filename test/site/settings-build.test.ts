/**
 * The owner's settings file (site.yaml; README, "Make it yours") through a real build: the
 * demo studio built in two languages with a settings file that changes the colours, fonts,
 * corners, the header's sections, the home sentence and the footer's lines and links, read
 * back from the built pages (and the colours from Chromium's computed styles); and a bad
 * file stopping both the sync, before its first request, and the build, with exit code 2.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoKey } from "../../src/emulator/index.ts";
import { buildSite, makeBuildDir, runBuild, type BuiltSite } from "../support/build-site.ts";
import { launchChromium } from "../support/chromium.ts";
import { startStaticServer } from "../support/static-server.ts";
import { envFor, runSync, syncDemoSnapshot, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";
import { parseSnapshot, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { studioTexts } from "../../src/snapshot/translate.ts";
import { updateTranslations } from "../../src/settings/translations.ts";
import { readPlanData } from "../../src/page-rules/plan-data.ts";
import { planFragment } from "../../src/page-rules/plan-link.ts";
import { EMPTY_PLAN } from "../../src/page-rules/plan-rules.ts";

const SETTINGS = `
colors:
  brand: "#0b6e4f"
  accent: "#0a5c42"
fonts:
  body: Georgia, "Times New Roman", serif
  heading: Verdana, sans-serif
corner_radius: 0
header:
  sections: [schedule, classes, locations]
home:
  sentence:
    en: Tap, ballet and tumbling on Main Street since 1998.
    es: Claqué, ballet y acrobacia en Main Street desde 1998.
footer:
  address: 12 Main Street, Millbrook
  phone: (845) 555-0199
  email: hello@brightside.example
  lines:
    - en: Free parking behind the studio.
      es: Estacionamiento gratis detrás del estudio.
  social:
    - label: Instagram
      url: https://www.instagram.com/brightside/
`;

async function settingsFile(yaml: string): Promise<string> {
  const path = join(await makeBuildDir(), "site.yaml");
  await writeFile(path, yaml);
  return path;
}

/**
 * The studio's words in Spanish (issue 32): a translations folder as `npm run translations -- es`
 * writes it (`updateTranslations`), with three texts filled (a class's name and description, a
 * category) and one translated from words the API no longer has (a class renamed since).
 */
async function translationsFolder(synced: Snapshot, previous: string): Promise<string> {
  const dir = join(await makeBuildDir(), "translations");
  await mkdir(dir);
  await writeFile(join(dir, "es.yaml"), updateTranslations(studioTexts(synced), previous, "es", "en").text);
  return dir;
}

let snapshot: string;
let site: BuiltSite;
let demo: Snapshot;
let translationsDir: string;
const byName = (name: string) => demo.classes.find((cls) => cls.name === name)!;

beforeAll(async () => {
  snapshot = await syncDemoSnapshot();
  demo = parseSnapshot(snapshot, "demo");
  const kids = byName("Hip Hop Kids");
  const translations = (translationsDir = await translationsFolder(
    demo,
    [
      "source: en",
      "texts:",
      `  ${kids.id}:`,
      `    name: { en: "Hip Hop Kids", es: "Hip Hop para niños" }`,
      `    description: { en: ${JSON.stringify(kids.description)}, es: "Ritmos, congelados y música para su edad. Se requieren tenis." }`,
      `  ${kids.category!.id}:`,
      `    name: { en: ${JSON.stringify(kids.category!.name)}, es: "Jazz y hip hop" }`,
      `  ${byName("Hip Hop Teens").id}:`,
      `    name: { en: "Hip Hop Teenagers", es: "Hip hop para adolescentes" }`,
    ].join("\n"),
  ));
  site = await buildSite({ snapshot, env: { STUDIO_LOCALES: "en-US,es-US", SITE_SETTINGS: await settingsFile(SETTINGS), TRANSLATIONS_DIR: translations } });
});

afterAll(async () => {
  await site?.cleanup();
});

/** `work` on a 390 × 844 page of Chromium, the built site served at `origin`; both closed after. */
async function onAPhone(work: (page: Page, origin: string) => Promise<void>): Promise<void> {
  const server = await startStaticServer(site.outDir);
  const browser = await launchChromium();
  try {
    await work(await browser.newPage({ viewport: { width: 390, height: 844 } }), server.origin);
  } finally {
    await browser.close();
    await server.close();
  }
}

describe("a build with the owner's settings file", () => {
  it("shows the header's sections the file names, in its order, and still links every section from the footer", async () => {
    const $ = load(await site.readPage("/"));
    expect($(".site-nav a").toArray().map((link) => $(link).text().trim())).toEqual(["Schedule", "Classes", "Locations"]);
    // The footer: the seven sections and the family planner, whose link leaves the header when the file chooses it.
    expect($("footer nav a").toArray().map((link) => $(link).attr("href"))).toContain("/plan/");
    expect($("footer nav a").length).toBe(8);
    const $es = load(await site.readPage("/es/"));
    expect($es(".site-nav a").toArray().map((link) => $es(link).attr("href"))).toEqual(["/es/schedule/", "/es/classes/", "/es/locations/"]);
  });

  it("opens the home page with the owner's sentence, in each language", async () => {
    expect(load(await site.readPage("/"))("main .lede").first().text()).toBe("Tap, ballet and tumbling on Main Street since 1998.");
    expect(load(await site.readPage("/es/"))("main .lede").first().text()).toBe("Claqué, ballet y acrobacia en Main Street desde 1998.");
  });

  it("writes the footer's address, phone, email, own line and social link on every page, in each language", async () => {
    for (const [path, line] of [
      ["/classes/", "Free parking behind the studio."],
      ["/es/schedule/", "Estacionamiento gratis detrás del estudio."],
    ] as const) {
      const $ = load(await site.readPage(path));
      const footer = $("footer");
      expect(footer.find("address").text(), path).toContain("12 Main Street, Millbrook");
      expect(footer.find('a[href="tel:8455550199"]').text(), path).toBe("(845) 555-0199");
      expect(footer.find('a[href="mailto:hello@brightside.example"]').text(), path).toBe("hello@brightside.example");
      expect(footer.find("p").toArray().map((p) => $(p).text()), path).toContain(line);
      expect(footer.find('a[href="https://www.instagram.com/brightside/"]').text(), path).toBe("Instagram ↗");
    }
  });

  it("paints the owner's colours, fonts and corners over the theme's, in a real browser", async () => {
    await onAPhone(async (page, origin) => {
      for (const path of ["/memberships/", "/es/memberships/"]) {
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        const look = await page.evaluate(() => {
          const button = getComputedStyle(document.querySelector("main a.button")!);
          const link = getComputedStyle(document.querySelector("main a:not(.button)")!);
          return {
            buttonBackground: button.backgroundColor,
            buttonCorners: button.borderTopLeftRadius,
            link: link.color,
            body: getComputedStyle(document.body).fontFamily,
            heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
          };
        });
        expect(look, path).toEqual({
          buttonBackground: "rgb(11, 110, 79)",
          buttonCorners: "0px",
          link: "rgb(10, 92, 66)",
          body: 'Georgia, "Times New Roman", serif',
          heading: "Verdana, sans-serif",
        });
      }
    });
  });
});

describe("a build with a translation file of the studio's words (issue 32)", () => {
  it("marks in the family planner the names it has no words for as the API's language, and the translated ones as the page's", async () => {
    const data = readPlanData(JSON.parse(await readFile(join(site.outDir, "es", "plan", "data.json"), "utf8")))!;
    const translated = ["Hip Hop para niños", "Hip hop para adolescentes"];
    expect(data.classes.map((cls) => [cls.name, cls.nameLang])).toEqual(data.classes.map((cls) => [cls.name, translated.includes(cls.name) ? undefined : "en"]));
    expect(data.classes.filter((cls) => cls.place !== null && cls.placeLang !== "en")).toEqual([]);
    expect(data.trials.length).toBeGreaterThan(0);
    expect(data.trials.filter((trial) => trial.nameLang !== "en")).toEqual([]);
    // The English planner's file marks nothing: its names are the page's language.
    const english = readPlanData(JSON.parse(await readFile(join(site.outDir, "plan", "data.json"), "utf8")))!;
    expect(english.classes.filter((cls) => cls.nameLang !== undefined || cls.placeLang !== undefined)).toEqual([]);

    // A plan of the translated class and an untranslated one, opened from a shared link on a phone.
    const kids = data.classes.find((cls) => cls.name === "Hip Hop para niños")!;
    const other = data.classes.find((cls) => cls.nameLang === "en" && !cls.dropIn && cls.sessions.length > 0 && cls.when.length > 0)!;
    const plan = { ...EMPTY_PLAN, children: [{ key: "a", name: "", age: 7, born: "" }], picks: [kids, other].map((cls) => ({ child: "a", classId: cls.id })) };
    await onAPhone(async (page, origin) => {
      await page.goto(`${origin}/es/plan/#${planFragment(plan, false)}`, { waitUntil: "load" });
      const week = page.locator("[data-plan-week] li");
      await week.first().waitFor();
      const names = (where: string) =>
        page.locator(where).evaluateAll((nodes) => nodes.map((node) => ({ text: node.textContent, marked: [...node.querySelectorAll("[lang]")].map((mark) => [mark.getAttribute("lang"), mark.textContent]) })));
      const lines = await names("[data-plan-week] li");
      const kidsLines = lines.filter((line) => line.text!.includes("Hip Hop para niños"));
      expect(kidsLines.length).toBeGreaterThan(0);
      for (const line of kidsLines) expect(line.marked).toEqual(kids.place ? [["en", kids.place]] : []);
      const otherLines = lines.filter((line) => line.text!.includes(other.name));
      expect(otherLines.length).toBeGreaterThan(0);
      for (const line of otherLines) expect(line.marked).toEqual([["en", other.name], ...(other.place ? [["en", other.place]] : [])]);
      const planned = await names("[data-plan-planned] strong");
      expect(planned.find((item) => item.text === "Hip Hop para niños")?.marked).toEqual([]);
      expect(planned.find((item) => item.text === other.name)?.marked).toEqual([["en", other.name]]);
    });
  });

  it("shows the translated name and description on the Spanish class page, its title and JSON-LD, and the English page as the API says it", async () => {
    const $ = load(await site.readPage("/es/classes/hip-hop-kids/"));
    expect($("h1").text()).toBe("Hip Hop para niños");
    expect($("h1").attr("lang")).toBeUndefined();
    expect($(".description").first().text()).toBe("Ritmos, congelados y música para su edad. Se requieren tenis.");
    expect($("title").text()).toContain("Hip Hop para niños");
    const course = $('script[type="application/ld+json"]').toArray().map((node) => $(node).text()).join("\n");
    expect(course).toContain('"name":"Hip Hop para niños"');
    expect(course).not.toContain("Hip Hop Kids");
    // One address in every language: the switcher and hreflang find the English page.
    expect($('link[hreflang="en-US"]').attr("href")).toMatch(/\/classes\/hip-hop-kids\/$/);
    const $en = load(await site.readPage("/classes/hip-hop-kids/"));
    expect($en("h1").text()).toBe("Hip Hop Kids");
    // Its own language needs no mark: only the page and the language switcher's links carry one.
    expect($en("h1").attr("lang")).toBeUndefined();
    expect($en("[lang]").toArray().map((node) => $en(node).attr("lang")).filter((lang) => lang === "en")).toEqual([]);
  });

  it("finds a class by its translated words in the Spanish site search (issue 35), its Spanish page first, and not by them in the English one", async () => {
    await onAPhone(async (page, origin) => {
      const found = async (path: string) => {
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        await page.locator("[data-search-page] [role=status]").filter({ hasText: /\d/ }).waitFor();
        return page.locator("[data-search-page] ol a").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      };
      expect((await found("/es/search/?q=hip%20hop%20para%20ni%C3%B1os"))[0]).toBe("/es/classes/hip-hop-kids/");
      // A word only the translated description has (a season that lists the class may quote it too).
      expect((await found("/es/search/?q=congelados"))[0]).toBe("/es/classes/hip-hop-kids/");
      expect(await found("/search/?q=ni%C3%B1os")).toEqual([]);
    });
  });

  it("marks every class name it has no words for as the API's language, on a list and on a class page, and the translated ones as the page's", async () => {
    const $ = load(await site.readPage("/es/classes/"));
    const links = $("a.class-link").toArray().map((link) => ({ name: $(link).text(), lang: $(link).attr("lang") }));
    expect(links).toContainEqual({ name: "Hip Hop para niños", lang: undefined });
    const others = links.filter((link) => link.name !== "Hip Hop para niños");
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter((link) => link.lang !== "en")).toEqual([]);
    // The hidden names of the sign-up links read the class name in its own language too.
    const hidden = $(".class-card .visually-hidden").toArray().map((span) => ({ text: $(span).text(), marked: $(span).find('span[lang="en"]').text() }));
    expect(hidden).toContainEqual({ text: ": Hip Hop para niños", marked: "" });
    expect(hidden.filter((name) => name.text !== ": Hip Hop para niños" && `: ${name.marked}` !== name.text)).toEqual([]);
    // Category tags: the translated one in the page's language, the others marked as the API's.
    const tags = $(".category-tag").toArray().map((tag) => ({ name: $(tag).text().trim(), lang: $(tag).attr("lang") }));
    expect(tags).toContainEqual({ name: "Jazz y hip hop", lang: undefined });
    expect(tags.filter((tag) => tag.name !== "Jazz y hip hop" && tag.lang !== "en")).toEqual([]);
    // The schedule's rows name their classes the same way.
    // The second week, which always holds a whole one (the first runs from today, and late on a Saturday holds two rows or none).
    const nextWeek = load(await site.readPage("/es/schedule/"))('nav.week-nav a[rel="next"]').first().attr("href")!;
    const $week = load(await site.readPage(nextWeek));
    const rows = $week("a.session__class").toArray().map((link) => ({ name: $week(link).text().trim(), lang: $week(link).attr("lang") }));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((row) => (row.name === "Hip Hop para niños" ? row.lang !== undefined : row.lang !== "en"))).toEqual([]);
    // Translated from "Hip Hop Teenagers", which the API no longer says: its name as the API says it, marked English.
    // npm run translations marked that entry with the API's words now.
    expect(await readFile(join(translationsDir, "es.yaml"), "utf8")).toMatch(/name:\n\s+en: Hip Hop Teenagers\n\s+es: Hip hop para adolescentes\n\s+changed_to: Hip Hop Teens\n/);
    const $teens = load(await site.readPage("/es/classes/hip-hop-teens/"));
    expect($teens("h1").text()).toBe("Hip Hop Teens");
    expect($teens("h1").attr("lang")).toBe("en");
    expect($teens(".description").parent().attr("lang")).toBe("en");
  });

  it("names the class in Spanish in the Spanish studio calendar, read by a real iCalendar parser", async () => {
    const calendar = new ICAL.Component(ICAL.parse(await readFile(join(site.outDir, "es", "calendar.ics"), "utf8")));
    const summaries = calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
    expect(summaries.some((summary) => summary.includes("Hip Hop para niños"))).toBe(true);
    expect(summaries.some((summary) => summary.includes("Hip Hop Kids"))).toBe(false);
  });
});

describe("a broken translation file", () => {
  const BROKEN = ["source: en", "texts:", "  4f1b0b0e-0000-4000-8000-000000000001:", "    name:", "      es: Ballet para todos", "    description:", "      en: Plies.", "      es: [pliés]"].join("\n");
  const folder = async () => {
    const dir = join(await makeBuildDir(), "translations");
    await mkdir(dir);
    await writeFile(join(dir, "es.yaml"), BROKEN);
    return dir;
  };
  const EXPECTED = [
    /translations\/es\.yaml: texts\.4f1b0b0e-0000-4000-8000-000000000001\.name has no "en:" line with the API's words it translates\. Copy them from the line npm run translations -- es wrote, or run it again\./,
    /translations\/es\.yaml: texts\.4f1b0b0e-0000-4000-8000-000000000001\.description: "es:" should be the words, in quotes if they hold a colon or a #/,
    /Correct the translation file where each line says \(README, "The studio's words in other languages"\)\./,
  ];

  it("stops the sync with exit code 2 before its first request, naming the file, each entry and the fix", async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runSync(envFor(emulator, demoKey("publishable"), await tempSnapshotPath(), { STUDIO_LOCALES: "en-US,es-US", TRANSLATIONS_DIR: await folder() }));
      expect(run.exitCode).toBe(2);
      for (const expected of EXPECTED) expect(run.stderr).toMatch(expected);
      expect(emulator.requestLog).toEqual([]);
    });
  });

  it("stops the build with exit code 2 and the same words", async () => {
    const run = await runBuild({ snapshot, env: { STUDIO_LOCALES: "en-US,es-US", TRANSLATIONS_DIR: await folder() } });
    try {
      expect(run.code).toBe(2);
      for (const expected of EXPECTED) expect(run.output).toMatch(expected);
      expect(run.output).toContain("Build not started.");
    } finally {
      await run.cleanup();
    }
  });
});

describe("a bad settings file", () => {
  const LOW_CONTRAST = 'colors:\n  brand: "#8f7fe0"\n';
  const MALFORMED = "header:\n  sections: [classes, lessons]\ncorner_radius: round\n";

  it("stops the sync with exit code 2 before its first request: a low-contrast brand colour with its ratio and the nearest that passes, a malformed value with its fix", async () => {
    await withEmulator({}, async (emulator) => {
      for (const [yaml, expected] of [
        [LOW_CONTRAST, /colors\.brand in .*site\.yaml is "#8f7fe0", which has a contrast of 3\.34:1 against the text on it \(#ffffff\), which needs 4\.5:1 \(WCAG 2\.2 AA\)\. The nearest colour of the same hue that passes is "#7968c7"/],
        [MALFORMED, /header\.sections\[1\] in .*site\.yaml should be one of classes, schedule, seasons, trials, memberships, appointments, locations[\s\S]*corner_radius in .*site\.yaml is "round": write a size from 0 to 32 pixels/],
      ] as const) {
        const run = await runSync(envFor(emulator, demoKey("publishable"), await tempSnapshotPath(), { SITE_SETTINGS: await settingsFile(yaml) }));
        expect(run.exitCode).toBe(2);
        expect(run.stderr).toMatch(expected);
        expect(run.stderr).toContain('Correct the settings file where each line says (README, "Make it yours"; site.example.yaml shows every setting).');
        expect(emulator.requestLog).toEqual([]);
      }
    });
  });

  it("stops the build with exit code 2 and the same words", async () => {
    const run = await runBuild({ snapshot, env: { SITE_SETTINGS: await settingsFile(LOW_CONTRAST) } });
    try {
      expect(run.code).toBe(2);
      expect(run.output).toMatch(/colors\.brand in .*site\.yaml is "#8f7fe0", which has a contrast of 3\.34:1[\s\S]*"#7968c7"[\s\S]*Build not started\./);
    } finally {
      await run.cleanup();
    }
  });
});
