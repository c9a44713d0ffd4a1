/**
 * The owner's settings file (README, "Make it yours"): the studio's look and words in one
 * YAML file, `site.yaml` in the project folder (SITE_SETTINGS names another): brand and
 * accent colours, fonts, corner radius, which sections the header shows and in what order,
 * the home page's opening sentence and the footer's lines, each text once per language of
 * the site. The project ships no such file (`site.example.yaml` shows every setting), so
 * an upgrade never touches it. It is read with the environment (src/config.ts): a bad value
 * stops the sync before its first request, and the build, with exit code 2 and the fix.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, isAbsolute, normalize, resolve } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { mailtoHref, telHref } from "../core/contact-links.ts";
import { contrastRatio, EDGE_CONTRAST, nearestPassing, opaqueHex, ratioText, strongerThan, TEXT_CONTRAST, type ContrastNeed } from "./brand-colors.ts";
import { readThemeColors, type ThemeColors } from "./theme-colors.ts";

/** The site's sections as the settings name them (their folders): the header's choice and order. */
export const SITE_SECTIONS = ["classes", "schedule", "seasons", "trials", "memberships", "appointments", "locations"] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export const DEFAULT_SETTINGS_FILE = "site.yaml";

/** Words the owner wrote, for each of the site's locales ("es-US" → the Spanish words). */
export type OwnerText = Readonly<Record<string, string>>;

/** A font the pages use: a CSS font-family list, and the web font file that provides its first family, if any. */
export interface FontChoice {
  readonly family: string;
  /** A .woff2 file in the public folder, loaded with @font-face; null: fonts the visitor's device has. */
  readonly file: { readonly path: string; readonly name: string; readonly weight: string | null; readonly style: "normal" | "italic" | null } | null;
}

export interface SiteSettings {
  /** The file that was read, as the owner names it; null when there is none (every default). */
  readonly file: string | null;
  /** Hex colours; null: the theme's (src/styles/theme.css). `brandStrong` follows from `brand`. */
  readonly colors: { readonly brand: string | null; readonly brandStrong: string | null; readonly onBrand: string | null; readonly accent: string | null };
  readonly fonts: { readonly body: FontChoice | null; readonly heading: FontChoice | null };
  /** A CSS length ("8px", "0.5rem"); null: the theme's. */
  readonly cornerRadius: string | null;
  /** The header's sections in order; null: every section, in the site's order. */
  readonly headerSections: readonly SiteSection[] | null;
  /** The home page's opening sentence; null: the interface's. */
  readonly homeSentence: OwnerText | null;
  readonly footer: {
    readonly address: OwnerText | null;
    readonly phone: string | null;
    readonly email: string | null;
    readonly social: readonly { readonly label: OwnerText; readonly url: string }[];
    readonly lines: readonly OwnerText[];
  };
}

export const NO_SETTINGS: SiteSettings = {
  file: null,
  colors: { brand: null, brandStrong: null, onBrand: null, accent: null },
  fonts: { body: null, heading: null },
  cornerRadius: null,
  headerSections: null,
  homeSentence: null,
  footer: { address: null, phone: null, email: null, social: [], lines: [] },
};

const TEXT_HINT = 'words in quotes, or the words for each language on lines of their own ("en: …", "es: …")';
const text = z.union([z.string().trim().min(1), z.record(z.string(), z.string().trim().min(1))], { error: `should be ${TEXT_HINT}` });
const words = z.union([z.string(), z.number()], { error: "should be words in quotes" }).transform(String);
const font = z.union(
  [
    z.string(),
    z.strictObject({
      family: z.string({ error: "should be the font's name, such as Fraunces" }),
      file: z.string({ error: "should be the font file's path in public/, such as fonts/fraunces.woff2" }).optional(),
      fallback: z.string().optional(),
      weight: z.union([z.number(), z.string()]).optional(),
      style: z.enum(["normal", "italic"], { error: "should be normal or italic" }).optional(),
    }),
  ],
  { error: 'should be a list of fonts ("Georgia, serif"), or a family with its file (family: Fraunces, file: fonts/fraunces.woff2)' },
);

/** Keys of each level, for the message about a key that is not one. */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  "": ["colors", "fonts", "corner_radius", "header", "home", "footer"],
  colors: ["brand", "on_brand", "accent"],
  fonts: ["body", "heading"],
  header: ["sections"],
  home: ["sentence"],
  footer: ["address", "phone", "email", "social", "lines"],
};

const schema = z.strictObject({
  colors: z.strictObject({ brand: words.optional(), on_brand: words.optional(), accent: words.optional() }).optional(),
  fonts: z.strictObject({ body: font.optional(), heading: font.optional() }).optional(),
  corner_radius: z.union([z.number(), z.string()], { error: 'should be a size such as 8 (pixels) or "0.5rem"' }).optional(),
  header: z
    .strictObject({
      sections: z
        .array(z.enum(SITE_SECTIONS, { error: `should be one of ${SITE_SECTIONS.join(", ")} (seasons is the header's Registration)` }), {
          error: `should be a list of sections, such as [classes, schedule, seasons]`,
        })
        .min(1, { error: "lists no section: list at least one, or leave sections out for all of them" })
        .optional(),
    })
    .optional(),
  home: z.strictObject({ sentence: text.optional() }).optional(),
  footer: z
    .strictObject({
      address: text.optional(),
      phone: words.optional(),
      email: words.optional(),
      social: z
        .array(z.strictObject({ label: text.optional(), url: z.string({ error: "should be the page's https address" }) }), {
          error: "should be a list of links, each with a url (and a label)",
        })
        .optional(),
      lines: z.array(text, { error: `should be a list of lines, each ${TEXT_HINT}` }).optional(),
    })
    .optional(),
});

type RawSettings = z.infer<typeof schema>;

export interface ReadSettingsOptions {
  /** The file, absolute. */
  readonly path: string;
  /** How messages name it ("site.yaml"). */
  readonly shownAs: string;
  /** Whether a missing file is a problem (SITE_SETTINGS named it) or simply no settings. */
  readonly required: boolean;
  /** The site's locales (STUDIO_LOCALES), each of which every text needs words for. */
  readonly locales: readonly string[];
  /** Astro's public folder, where font files are. */
  readonly publicDir: string;
  /** src/styles/theme.css: the colours a setting is checked against when the settings leave them. */
  readonly themeFile: string;
}

const cache = new Map<string, { readonly settings: SiteSettings; readonly problems: readonly string[] }>();

/**
 * The settings in the file, checked: every problem at once, each naming the setting, the file
 * and the fix. Kept per file text and options, since a build asks for its settings many times.
 */
export function readSiteSettings(options: ReadSettingsOptions): { settings: SiteSettings; problems: string[] } {
  if (!existsSync(options.path)) {
    if (!options.required) return { settings: NO_SETTINGS, problems: [] };
    return { settings: NO_SETTINGS, problems: [`SITE_SETTINGS names ${options.shownAs}, which does not exist. Create it (site.example.yaml shows every setting), or unset SITE_SETTINGS to use site.yaml.`] };
  }
  let source: string;
  let theme: string;
  try {
    source = readFileSync(options.path, "utf8");
    theme = existsSync(options.themeFile) ? readFileSync(options.themeFile, "utf8") : "";
  } catch (error) {
    return { settings: NO_SETTINGS, problems: [`${options.shownAs} could not be read (${(error as Error).message}). Check that the file is readable.`] };
  }
  const key = JSON.stringify([source, theme, options]);
  const known = cache.get(key);
  if (known) return { settings: known.settings, problems: [...known.problems] };
  const checked = checkSettings(source, readThemeColors(theme), options);
  cache.set(key, checked);
  return { settings: checked.settings, problems: [...checked.problems] };
}

function parseYaml(source: string, shownAs: string, problems: string[]): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = document.errors[0];
  if (first) {
    const at = lineCounter.linePos(first.pos[0]);
    problems.push(
      `${shownAs} line ${at.line}, column ${at.col}: ${first.message.split("\n")[0]} Write each setting as "name: value" on its own line, two spaces in for each level, and put quotes around a value with a colon or a # in it (site.example.yaml shows every setting).`,
    );
    return null;
  }
  return document.toJS() as unknown;
}

/** "footer.social[1].url" */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => (typeof part === "number" ? `${text}[${part}]` : text === "" ? String(part) : `${text}.${String(part)}`), "");
}

function issueLines(error: z.ZodError, shownAs: string): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const level = pathText(issue.path.filter((part) => typeof part === "string"));
      const allowed = KEYS[level] ?? [];
      return issue.keys.map((name) => `${pathText([...issue.path, name])} in ${shownAs} is not a setting.${allowed.length > 0 ? ` Use ${allowed.join(", ")}${level === "" ? "" : ` under ${level}`} (README, "Make it yours").` : ""}`);
    }
    return [`${pathText(issue.path)} in ${shownAs} ${issue.message}.`];
  });
}

/** Words for each locale from a text as written (one string, or one per language or locale). */
function ownerText(value: string | Record<string, string>, path: string, options: ReadSettingsOptions, problems: string[]): OwnerText {
  if (typeof value === "string") return Object.fromEntries(options.locales.map((locale) => [locale, value]));
  const byTag = new Map<string, string>();
  for (const [tag, words] of Object.entries(value)) {
    let canonical: string | undefined;
    try {
      canonical = Intl.getCanonicalLocales(tag)[0];
    } catch {
      canonical = undefined;
    }
    if (canonical === undefined) {
      problems.push(`${path} in ${options.shownAs} has "${tag}", which is not a language. Name each language as the site's STUDIO_LOCALES do (en, es, fr, or en-US).`);
      continue;
    }
    byTag.set(canonical.toLowerCase(), words);
  }
  const resolved: Record<string, string> = {};
  for (const locale of options.locales) {
    const language = new Intl.Locale(locale).language;
    const found = byTag.get(locale.toLowerCase()) ?? byTag.get(language);
    if (found === undefined) {
      problems.push(`${path} in ${options.shownAs} has no words for ${locale}, one of the site's languages. Add a line "${language}: …" under it, or write one text for every language.`);
      continue;
    }
    resolved[locale] = found;
  }
  return resolved;
}

const SAFE_FAMILY_LIST = /^[\p{L}\p{N} _'",.-]+$/u;
const SAFE_FAMILY = /^[\p{L}\p{N} _-]+$/u;
const quotesBalanced = (list: string) => (list.match(/"/g) ?? []).length % 2 === 0 && (list.match(/'/g) ?? []).length % 2 === 0;
const SYSTEM_FALLBACK = "system-ui, sans-serif";

function fontChoice(value: NonNullable<NonNullable<RawSettings["fonts"]>["body"]>, path: string, options: ReadSettingsOptions, problems: string[]): FontChoice | null {
  const listProblem = (list: string, name: string) =>
    `${name} in ${options.shownAs} is "${list}": write font names separated by commas, with quotes around a name that has spaces, such as Georgia, "Times New Roman", serif.`;
  if (typeof value === "string") {
    const list = value.trim();
    if (list === "" || !SAFE_FAMILY_LIST.test(list) || !quotesBalanced(list)) {
      problems.push(listProblem(list, path));
      return null;
    }
    return { family: list, file: null };
  }
  const name = value.family.trim();
  if (!SAFE_FAMILY.test(name)) {
    problems.push(`${path}.family in ${options.shownAs} is "${name}": write the font's name only (letters, digits, spaces and dashes), such as Fraunces.`);
    return null;
  }
  const fallback = value.fallback?.trim() ?? SYSTEM_FALLBACK;
  if (fallback === "" || !SAFE_FAMILY_LIST.test(fallback) || !quotesBalanced(fallback)) {
    problems.push(listProblem(fallback, `${path}.fallback`));
    return null;
  }
  const family = `"${name}", ${fallback}`;
  if (value.file === undefined) return { family, file: null };
  const file = value.file.trim().replace(/^\/+/, "").replace(/^public\//, "");
  const inPublic = normalize(file);
  if (isAbsolute(file) || inPublic.startsWith("..") || extname(inPublic).toLowerCase() !== ".woff2" || !/^[\w./-]+$/.test(inPublic)) {
    problems.push(`${path}.file in ${options.shownAs} is "${value.file}": name a .woff2 file inside public/ by its path there (letters, digits, dashes, dots), such as fonts/fraunces.woff2.`);
    return null;
  }
  if (!existsSync(resolve(options.publicDir, inPublic))) {
    problems.push(`${path}.file in ${options.shownAs} is "${value.file}", which is not in public/. Put the .woff2 file at public/${inPublic}, or correct the path.`);
    return null;
  }
  const weight = value.weight === undefined ? null : String(value.weight).trim();
  if (weight !== null && !/^\d{1,4}( \d{1,4})?$/.test(weight)) {
    problems.push(`${path}.weight in ${options.shownAs} is "${weight}": write one weight (400) or a range for a variable font ("100 900").`);
    return null;
  }
  return { family, file: { path: inPublic, name, weight, style: value.style ?? null } };
}

function cornerRadius(value: number | string, shownAs: string, problems: string[]): string | null {
  const fix = `corner_radius in ${shownAs} is "${value}": write a size from 0 to 32 pixels, such as 8 (pixels), "12px" or "0.5rem"; 0 makes square corners.`;
  if (typeof value === "number") {
    if (!(value >= 0 && value <= 32)) {
      problems.push(fix);
      return null;
    }
    return `${value}px`;
  }
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(value.trim());
  if (!match || Number(match[1]) * (match[2] === "rem" ? 16 : 1) > 32) {
    problems.push(fix);
    return null;
  }
  return `${match[1]}${match[2]}`;
}

/** A colour setting as hex; null (with a problem) when it is not an opaque colour. */
function colorSetting(value: string | undefined, name: string, shownAs: string, problems: string[]): string | null {
  if (value === undefined) return null;
  const hex = opaqueHex(value);
  if (hex === null) problems.push(`${name} in ${shownAs} is "${value}", which is not a colour the site can use. Write an opaque hex colour in quotes, such as "#4a2fb3".`);
  return hex;
}

interface Pairing {
  readonly with: string;
  readonly named: string;
  readonly minimum: number;
}

/**
 * One contrast problem for `name` (its hex `hex`) against what it must stand out from, each
 * ratio measured and its minimum named, with the nearest colour that passes them all.
 */
function contrastProblem(name: string, hex: string, pairings: readonly Pairing[], shownAs: string): string | null {
  const short = pairings.filter((pairing) => contrastRatio(hex, pairing.with) < pairing.minimum);
  if (short.length === 0) return null;
  const measured = short.map((pairing) => `${ratioText(contrastRatio(hex, pairing.with))} against ${pairing.named} (${pairing.with}), which needs ${pairing.minimum}:1`).join(", and ");
  const needs: ContrastNeed[] = pairings.map((pairing) => ({ against: pairing.with, minimum: pairing.minimum }));
  const nearest = nearestPassing(hex, needs);
  const suggestion =
    nearest === null
      ? "No shade of that hue passes: choose another colour."
      : `The nearest colour of the same hue that passes is "${nearest}" (${pairings.map((pairing) => `${ratioText(contrastRatio(nearest, pairing.with))} against ${pairing.named}`).join(", ")}): use it, or choose another.`;
  return `${name} in ${shownAs} is "${hex}", which has a contrast of ${measured} (WCAG 2.2 AA). ${suggestion}`;
}

function checkColors(raw: RawSettings["colors"], theme: ThemeColors, shownAs: string, problems: string[]): SiteSettings["colors"] {
  const brand = colorSetting(raw?.brand, "colors.brand", shownAs, problems);
  const onBrand = colorSetting(raw?.on_brand, "colors.on_brand", shownAs, problems);
  const accent = colorSetting(raw?.accent, "colors.accent", shownAs, problems);
  const page = theme.bg;
  const textOn = onBrand ?? theme.onBrand;
  if (brand !== null) {
    const problem = contrastProblem(
      "colors.brand",
      brand,
      [
        { with: textOn, named: onBrand === null ? "the text on it" : "the text on it (colors.on_brand)", minimum: TEXT_CONTRAST },
        // On the page it is an edge (a button's, a chosen filter's), not text: WCAG's 3:1 for a component's boundary.
        { with: page, named: "the page background", minimum: EDGE_CONTRAST },
      ],
      shownAs,
    );
    if (problem) problems.push(problem);
  } else if (onBrand !== null) {
    const problem = contrastProblem("colors.on_brand", onBrand, [{ with: theme.brand, named: "the brand colour it is written on", minimum: TEXT_CONTRAST }], shownAs);
    if (problem) problems.push(problem);
  }
  if (accent !== null) {
    const problem = contrastProblem(
      "colors.accent",
      accent,
      [
        { with: page, named: "the page background", minimum: TEXT_CONTRAST },
        { with: theme.surface, named: "the shaded boxes' background", minimum: TEXT_CONTRAST },
      ],
      shownAs,
    );
    if (problem) problems.push(problem);
  }
  // Hovered buttons: stronger than the brand, kept only while it still reads as well.
  const strong = brand === null ? null : strongerThan(brand, page);
  const strongReads = strong !== null && contrastRatio(strong, textOn) >= TEXT_CONTRAST && contrastRatio(strong, theme.surface) >= TEXT_CONTRAST;
  return { brand, brandStrong: brand === null ? null : strongReads ? strong : brand, onBrand, accent };
}

function checkFooter(raw: RawSettings["footer"], options: ReadSettingsOptions, problems: string[]): SiteSettings["footer"] {
  const { shownAs } = options;
  const phone = raw?.phone?.trim() || null;
  if (phone !== null && telHref(phone) === null) {
    problems.push(`footer.phone in ${shownAs} is "${phone}", which is not a phone number a phone can call. Write it as families dial it, such as "(845) 555-0142" or "+44 20 7946 0018".`);
  }
  const email = raw?.email?.trim() || null;
  if (email !== null && mailtoHref(email) === null) {
    problems.push(`footer.email in ${shownAs} is "${email}", which is not an email address. Write one address, such as hello@yourstudio.com.`);
  }
  const social = (raw?.social ?? []).flatMap((link, index) => {
    const path = `footer.social[${index}]`;
    let url: URL | null;
    try {
      url = new URL(link.url.trim());
    } catch {
      url = null;
    }
    if (url === null || url.protocol !== "https:" || url.username !== "" || url.password !== "") {
      problems.push(`${path}.url in ${shownAs} is "${link.url}": write the page's whole https address, such as https://www.instagram.com/yourstudio/.`);
      return [];
    }
    const label = link.label === undefined ? url.hostname.replace(/^www\./, "") : link.label;
    return [{ label: ownerText(label, `${path}.label`, options, problems), url: url.href }];
  });
  return {
    address: raw?.address === undefined ? null : ownerText(raw.address, "footer.address", options, problems),
    phone,
    email,
    social,
    lines: (raw?.lines ?? []).map((line, index) => ownerText(line, `footer.lines[${index}]`, options, problems)),
  };
}

/**
 * The file's sections, each checked on its own, so a section with a wrong shape still lets
 * the others' values be checked: every problem in the file is reported at once. A section
 * whose shape is wrong is left out (its problems are in `problems`).
 */
function parseSections(data: unknown, shownAs: string, problems: string[]): RawSettings {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    problems.push(`${shownAs} should be settings, one "name: value" to a line (site.example.yaml shows every setting).`);
    return {};
  }
  const whole = schema.safeParse(data);
  if (whole.success) return whole.data;
  problems.push(...issueLines(whole.error, shownAs));
  const raw: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(schema.shape)) {
    const parsed = (section as z.ZodType).safeParse((data as Record<string, unknown>)[name]);
    if (parsed.success) raw[name] = parsed.data;
  }
  return raw as RawSettings;
}

function checkSettings(source: string, theme: ThemeColors, options: ReadSettingsOptions): { settings: SiteSettings; problems: string[] } {
  const problems: string[] = [];
  const { shownAs } = options;
  const data = parseYaml(source, shownAs, problems);
  if (problems.length > 0) return { settings: NO_SETTINGS, problems };
  // An empty file (or one of comments only) sets nothing.
  if (data === null) return { settings: { ...NO_SETTINGS, file: shownAs }, problems };
  const raw = parseSections(data, shownAs, problems);
  const sections = raw.header?.sections ?? null;
  const repeated = sections?.filter((section, index) => sections.indexOf(section) !== index) ?? [];
  if (repeated.length > 0) problems.push(`header.sections in ${shownAs} lists ${[...new Set(repeated)].join(", ")} more than once. List each section once, in the order the header shows them.`);
  const settings: SiteSettings = {
    file: shownAs,
    colors: checkColors(raw.colors, theme, shownAs, problems),
    fonts: {
      body: raw.fonts?.body === undefined ? null : fontChoice(raw.fonts.body, "fonts.body", options, problems),
      heading: raw.fonts?.heading === undefined ? null : fontChoice(raw.fonts.heading, "fonts.heading", options, problems),
    },
    cornerRadius: raw.corner_radius === undefined ? null : cornerRadius(raw.corner_radius, shownAs, problems),
    headerSections: sections,
    homeSentence: raw.home?.sentence === undefined ? null : ownerText(raw.home.sentence, "home.sentence", options, problems),
    footer: checkFooter(raw.footer, options, problems),
  };
  return { settings, problems };
}
