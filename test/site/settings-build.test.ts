/**
 * The owner's settings file (site.yaml; README, "Make it yours") through a real build: the
 * demo studio built in two languages with a settings file that changes the colours, fonts,
 * corners, the header's sections, the home sentence and the footer's lines and links, read
 * back from the built pages (and the colours from Chromium's computed styles); and a bad
 * file stopping both the sync, before its first request, and the build, with exit code 2.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoKey } from "../../src/emulator/index.ts";
import { buildSite, makeBuildDir, runBuild, type BuiltSite } from "../support/build-site.ts";
import { findChromium } from "../support/chromium.ts";
import { startStaticServer } from "../support/static-server.ts";
import { envFor, runSync, syncDemoSnapshot, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

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

let snapshot: string;
let site: BuiltSite;

beforeAll(async () => {
  snapshot = await syncDemoSnapshot();
  site = await buildSite({ snapshot, env: { STUDIO_LOCALES: "en-US,es-US", SITE_SETTINGS: await settingsFile(SETTINGS) } });
});

afterAll(async () => {
  await site?.cleanup();
});

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
    const server = await startStaticServer(site.outDir);
    const { executablePath, args, env } = await findChromium();
    const browser = await chromium.launch({ executablePath, args: [...args], env });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      for (const path of ["/memberships/", "/es/memberships/"]) {
        await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
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
    } finally {
      await browser.close();
      await server.close();
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
