import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../src/settings/brand-colors.ts";
import { lookCss } from "../../src/settings/look-css.ts";
import { NO_SETTINGS, readSiteSettings, type ReadSettingsOptions } from "../../src/settings/site-settings.ts";

const ROOT = join(import.meta.dirname, "../..");
const THEME = join(ROOT, "src/styles/theme.css");

async function folder(): Promise<string> {
  return mkdtemp(join(tmpdir(), "site-settings-"));
}

/** Reads `yaml` as site.yaml of a fresh folder (with an empty public/ beside it). */
async function read(yaml: string, options: Partial<ReadSettingsOptions> = {}) {
  const dir = await folder();
  await mkdir(join(dir, "public"), { recursive: true });
  await writeFile(join(dir, "site.yaml"), yaml);
  return readSiteSettings({ path: join(dir, "site.yaml"), shownAs: "site.yaml", required: false, locales: ["en-US"], publicDir: join(dir, "public"), themeFile: THEME, ...options });
}

describe("the settings file", () => {
  it("sets nothing when there is none, and says so when SITE_SETTINGS names one that is missing", async () => {
    const dir = await folder();
    const options = { path: join(dir, "site.yaml"), shownAs: "site.yaml", required: false, locales: ["en-US"], publicDir: dir, themeFile: THEME };
    expect(readSiteSettings(options)).toEqual({ settings: NO_SETTINGS, problems: [] });
    expect(readSiteSettings({ ...options, shownAs: "look.yaml", required: true }).problems).toEqual([
      "SITE_SETTINGS names look.yaml, which does not exist. Create it (site.example.yaml shows every setting), or unset SITE_SETTINGS to use site.yaml.",
    ]);
    expect((await read("# nothing set yet\n")).problems).toEqual([]);
  });

  it("reads the shipped example as it stands, for a site in one language and in two", async () => {
    const example = join(ROOT, "site.example.yaml");
    for (const locales of [["en-US"], ["en-US", "es-US"]]) {
      const { settings, problems } = readSiteSettings({ path: example, shownAs: "site.example.yaml", required: true, locales, publicDir: join(ROOT, "public"), themeFile: THEME });
      expect(problems).toEqual([]);
      expect(settings.colors.brand).toBe("#4a2fb3");
      expect(settings.headerSections).toHaveLength(7);
      expect(settings.footer.lines[0]!["es-US"] ?? settings.footer.lines[0]!["en-US"]).toMatch(/1998/);
    }
  });

  it("reads every setting, each text in each of the site's languages", async () => {
    const { settings, problems } = await read(
      [
        "colors:",
        '  brand: "#0b6e4f"',
        '  accent: "#0a5c42"',
        "fonts:",
        '  body: Georgia, "Times New Roman", serif',
        "corner_radius: 4",
        "header:",
        "  sections: [schedule, classes]",
        "home:",
        "  sentence:",
        "    en: Dance for every age.",
        "    es-US: Baile para todas las edades.",
        "footer:",
        "  address: 12 Main Street",
        "  phone: (845) 555-0199",
        "  email: hello@studio.example",
        "  lines: [Free parking.]",
        "  social:",
        "    - url: https://www.instagram.com/studio/",
      ].join("\n"),
      { locales: ["en-US", "es-US"] },
    );
    expect(problems).toEqual([]);
    expect(settings.colors).toMatchObject({ brand: "#0b6e4f", accent: "#0a5c42", onBrand: null });
    expect(contrastRatio(settings.colors.brandStrong!, "#ffffff")).toBeGreaterThan(contrastRatio("#0b6e4f", "#ffffff"));
    expect(settings.fonts.body).toEqual({ family: 'Georgia, "Times New Roman", serif', file: null });
    expect(settings.cornerRadius).toBe("4px");
    expect(settings.headerSections).toEqual(["schedule", "classes"]);
    expect(settings.homeSentence).toEqual({ "en-US": "Dance for every age.", "es-US": "Baile para todas las edades." });
    expect(settings.footer).toEqual({
      address: { "en-US": "12 Main Street", "es-US": "12 Main Street" },
      phone: "(845) 555-0199",
      email: "hello@studio.example",
      lines: [{ "en-US": "Free parking.", "es-US": "Free parking." }],
      // A link without a label is named by its site.
      social: [{ label: { "en-US": "instagram.com", "es-US": "instagram.com" }, url: "https://www.instagram.com/studio/" }],
    });
  });

  it("stops a brand colour below 4.5:1, with the measured ratio and the nearest colour that passes", async () => {
    const { problems } = await read('colors:\n  brand: "#8f7fe0"\n');
    expect(problems).toEqual([
      'colors.brand in site.yaml is "#8f7fe0", which has a contrast of 3.34:1 against the text on it (#ffffff), which needs 4.5:1 (WCAG 2.2 AA). The nearest colour of the same hue that passes is "#7968c7" (4.54:1 against the text on it, 4.54:1 against the page background): use it, or choose another.',
    ]);
    // The suggestion passes as written.
    expect((await read('colors:\n  brand: "#7968c7"\n')).problems).toEqual([]);
  });

  it("checks the brand against the text set on it, and a link colour against the page and the shaded boxes", async () => {
    expect((await read('colors:\n  brand: "#4a2fb3"\n  on_brand: "#222222"\n')).problems[0]).toMatch(
      /^colors\.brand in site\.yaml is "#4a2fb3", which has a contrast of 1\.77:1 against the text on it \(colors\.on_brand\) \(#222222\), which needs 4\.5:1 \(WCAG 2\.2 AA\)\. The nearest colour of the same hue that passes is "#[0-9a-f]{6}"/,
    );
    // A light brand with dark text passes where its edge still shows on the page (3:1).
    expect((await read('colors:\n  brand: "#8a79e0"\n  on_brand: "#111111"\n')).problems).toEqual([]);
    expect((await read('colors:\n  accent: "#7a7a7a"\n')).problems[0]).toMatch(
      /^colors\.accent in site\.yaml is "#7a7a7a", which has a contrast of 4\.29:1 against the page background \(#ffffff\), which needs 4\.5:1, and 3\.95:1 against the shaded boxes' background \(#f6f5fa\), which needs 4\.5:1/,
    );
  });

  it("checks against the theme's own page colour, when theme.css has made it dark", async () => {
    const dir = await folder();
    const theme = join(dir, "theme.css");
    await writeFile(theme, ":root { --color-bg: #111111; --color-surface: #1d1d1d; --color-on-brand: #111111; }");
    expect((await read('colors:\n  brand: "#4a2fb3"\n', { themeFile: theme })).problems[0]).toMatch(/against the page background \(#111111\)/);
    expect((await read('colors:\n  brand: "#c9b8ff"\n', { themeFile: theme })).problems).toEqual([]);
  });

  it("names every problem at once: each setting, the file and the fix", async () => {
    const { problems } = await read(
      [
        "colors:",
        "  brand: purpleish",
        "corner_radius: 90",
        "header:",
        "  sections: [classes, lessons]",
        "footer:",
        "  phone: call us",
        "  email: not an address",
        "  social:",
        "    - url: http://instagram.com/x",
        "footr: 1",
      ].join("\n"),
    );
    expect(problems).toEqual([
      "header.sections[1] in site.yaml should be one of classes, schedule, seasons, trials, memberships, appointments, locations (seasons is the header's Registration).",
      'footr in site.yaml is not a setting. Use colors, fonts, corner_radius, header, home, footer (README, "Make it yours").',
      'colors.brand in site.yaml is "purpleish", which is not a colour the site can use. Write an opaque hex colour in quotes, such as "#4a2fb3".',
      'corner_radius in site.yaml is "90": write a size from 0 to 32 pixels, such as 8 (pixels), "12px" or "0.5rem"; 0 makes square corners.',
      'footer.phone in site.yaml is "call us", which is not a phone number a phone can call. Write it as families dial it, such as "(845) 555-0142" or "+44 20 7946 0018".',
      'footer.email in site.yaml is "not an address", which is not an email address. Write one address, such as hello@yourstudio.com.',
      'footer.social[0].url in site.yaml is "http://instagram.com/x": write the page\'s whole https address, such as https://www.instagram.com/yourstudio/.',
    ]);
  });

  it("says on which line and column the YAML itself goes wrong", async () => {
    const { problems } = await read("home:\n  sentence: Our studio: the best\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^site\.yaml line 2, column \d+: .+ Write each setting as "name: value" on its own line, two spaces in for each level, and put quotes around a value with a colon or a # in it/);
    expect((await read("colors:\n  brand: \"#4a2fb3\"\n  brand: \"#000000\"\n")).problems[0]).toMatch(/^site\.yaml line 3, column 3: /);
  });

  it("asks for the words in each of the site's languages", async () => {
    const { problems } = await read("home:\n  sentence:\n    en: Dance for every age.\n", { locales: ["en-US", "fr-CA"] });
    expect(problems).toEqual(['home.sentence in site.yaml has no words for fr-CA, one of the site\'s languages. Add a line "fr: …" under it, or write one text for every language.']);
  });

  it("takes a web font file only from public/, as .woff2", async () => {
    const dir = await folder();
    await mkdir(join(dir, "fonts"));
    await writeFile(join(dir, "fonts", "fraunces.woff2"), "wOF2");
    const options = { publicDir: dir };
    const font = "fonts:\n  heading:\n    family: Fraunces\n    file: fonts/fraunces.woff2\n    weight: 100 900\n";
    const { settings, problems } = await read(font, options);
    expect(problems).toEqual([]);
    expect(settings.fonts.heading).toEqual({ family: '"Fraunces", system-ui, sans-serif', file: { path: "fonts/fraunces.woff2", name: "Fraunces", weight: "100 900", style: null } });
    expect((await read(font.replace("fraunces.woff2", "missing.woff2"), options)).problems[0]).toBe(
      'fonts.heading.file in site.yaml is "fonts/missing.woff2", which is not in public/. Put the .woff2 file at public/fonts/missing.woff2, or correct the path.',
    );
    expect((await read(font.replace("fonts/fraunces.woff2", "../secret.woff2"), options)).problems[0]).toMatch(/^fonts\.heading\.file in site\.yaml is "\.\.\/secret\.woff2": name a \.woff2 file inside public\//);
    expect((await read('fonts:\n  body: "Georgia; } body { color: red"\n', options)).problems[0]).toMatch(/^fonts\.body in site\.yaml is "Georgia; } body \{ color: red": write font names separated by commas/);
  });
});

describe("lookCss", () => {
  it("writes nothing for a site without settings, so its pages stay as they were", () => {
    expect(lookCss(NO_SETTINGS)).toBe("");
  });

  it("writes the settings' colours, fonts and corners over the theme's, and a web font's @font-face", async () => {
    const dir = await folder();
    await mkdir(join(dir, "fonts"));
    await writeFile(join(dir, "fonts", "fraunces.woff2"), "wOF2");
    const { settings } = await read('colors:\n  brand: "#0b6e4f"\nfonts:\n  heading:\n    family: Fraunces\n    file: fonts/fraunces.woff2\ncorner_radius: "0.5rem"\n', { publicDir: dir });
    expect(lookCss(settings)).toBe(
      '@font-face{font-family:"Fraunces";src:url("/fonts/fraunces.woff2") format("woff2");font-display:swap}\n' +
        `:root{--color-brand:#0b6e4f;--color-brand-strong:${settings.colors.brandStrong};--font-heading:"Fraunces", system-ui, sans-serif;--radius:0.5rem;--radius-small:calc(0.5rem * 0.6)}`,
    );
  });
});
