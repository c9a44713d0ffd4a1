import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { hostileSnapshot } from "../fixtures/hostile-snapshot.ts";
import { sparseSnapshot } from "../fixtures/sparse-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { sharedSite } from "../support/shared-sites.ts";
import { interfacePhrases } from "../support/interface-phrases.ts";
import { studioStrings } from "../support/studio-strings.ts";

/**
 * Issue 19's acceptance: a site built with STUDIO_LOCALE=es-US or fr-CA shows no English
 * interface text. Every built page (its visible text and the attributes read aloud or
 * shown: aria-label, alt, title, placeholder, the meta description) and every calendar
 * feed is scanned for English interface words once the studio's own strings (every
 * string of the snapshot: names, descriptions, addresses, which stay as the studio wrote
 * them) are taken out. Issue 32: the API's printable prices (`price_display`,
 * `billing_summary`) are not the studio's words: the site composes every price and
 * billing sentence in the page's language, so they are scanned too, on the demo-like
 * studio and on the sparse and hostile fixtures (with STUDIO_CURRENCY set).
 */
const LOCALES = ["es-US", "fr-CA"] as const;

/** The API's printable prices, which the site says in the page's language (issue 32). */
const COMPOSED_FIELDS = ["price_display", "billing_summary"];

/** Issue 32's list: the money words of the API's English printable prices. */
const MONEY_PHRASES = [
  "/month",
  "/year",
  "one-time",
  "charged every",
  "until you cancel",
  "does not renew",
  "at checkout",
  "per month",
  "per year",
  "every",
  "months",
  "Free",
  "Contact the studio",
];

/**
 * English interface words the site wrote before the catalogs (the templates' headings,
 * badges and buttons), so the scan fails on an untranslated build whatever the catalogs
 * hold; every English catalog phrase is looked for too.
 */
const ENGLISH_WORDS = [
  "Full",
  "Schedule",
  "Classes",
  "Class",
  "Upcoming sessions",
  "Sign up",
  "spots left",
  "spot left",
  "Join the waitlist",
  "Waitlist",
  "Register",
  "Registration",
  "Cancelled",
  "Today",
  "Tomorrow",
  "Skip to content",
  "Page not found",
  "Opening hours",
  "Memberships",
  "Membership",
  "Locations",
  "Later this week",
  "Later sessions",
  "Jump to a week",
  "How to join",
  "Home",
  "Full schedule",
  "Classes by category",
  "Trial classes",
  "Try a class",
  "Book",
  "Billing",
  "Benefits",
  "Available",
  "Appointments",
  "All seasons",
  "Add to your calendar",
  "Filter classes",
  "Filter sessions",
  "Spots as of",
  "Time to be announced",
  "per month",
  "Ages",
  "Details",
  "When",
  "Where",
  "Price",
  "Morning",
  "Afternoon",
  "Evening",
  ...MONEY_PHRASES,
];

/** Phrases a translation may share with English ("Classes" is not French, but a studio's word might be): none yet. */
const SHARED_WITH_ENGLISH = new Set(interfacePhrases("es", "fr"));

const englishPhrases = [...new Set([...ENGLISH_WORDS, ...interfacePhrases("en")])].filter((phrase) => !SHARED_WITH_ENGLISH.has(phrase));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase is a whole word: no letter or digit before one that starts with a letter ("/month" follows "$45.00"), no letter after. */
const PATTERNS = englishPhrases.map((phrase) => ({
  phrase,
  pattern: new RegExp(`${/^[\p{L}\p{N}]/u.test(phrase) ? "(?<![\\p{L}\\p{N}])" : ""}${escapeRegExp(phrase)}(?![\\p{L}])`, "u"),
}));

/**
 * A text cut short ("…", a meta description's 160 characters) may end inside one of the
 * studio's strings, which no longer matches whole: the start of it before the "…" is taken
 * out too ("4 clases en la categoría Adult Classes <img src=x…").
 */
function withoutCutStudioText(text: string, studio: readonly string[]): string {
  if (!text.endsWith("…")) return text;
  const body = text.slice(0, -1);
  for (const own of studio) {
    const start = own.length >= 8 ? body.lastIndexOf(own.slice(0, 8)) : -1;
    if (start >= 0 && own.startsWith(body.slice(start).trimEnd())) return `${body.slice(0, start)}\n`;
  }
  return text;
}

/** `text` without links and the studio's strings (whole words only), each replaced by a break so words on either side never join. */
function withoutStudioText(text: string, studio: readonly string[]): string {
  let rest = withoutCutStudioText(text.replace(/\s+/g, " "), studio).replace(/https?:\/\/\S+/g, "\n");
  for (const own of studio) {
    if (!rest.includes(own)) continue;
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(own)}(?![\\p{L}\\p{N}])`, "gu"), "\n");
  }
  return rest;
}

/** A snippet of HTML shown as code holds its attributes' text escaped (`data-title="Clases de &quot;…"`): read as the frame will. */
const attributeText = (code: string): string => code.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The text a page shows or reads aloud: text nodes (one a line) and the attributes people meet. */
function pageText($: CheerioAPI): string[] {
  $("script, style, template").remove();
  const texts: string[] = [];
  const walk = (nodes: ReturnType<CheerioAPI>) => {
    nodes.contents().each((_, node) => {
      if (node.type === "text") texts.push(node.parent && $(node.parent).is("code") ? attributeText(node.data) : node.data);
      else if (node.type === "tag") walk($(node));
    });
  };
  walk($("html"));
  $("[aria-label], [alt], [title], [placeholder], [data-chip]").each((_, element) => {
    for (const name of ["aria-label", "alt", "title", "placeholder", "data-chip"]) {
      const value = $(element).attr(name);
      if (value) texts.push(value);
    }
  });
  $('meta[name="description"], meta[property="og:description"], meta[property="og:title"], meta[name="twitter:title"], meta[name="twitter:description"]').each(
    (_, element) => void texts.push($(element).attr("content") ?? ""),
  );
  return texts.map((text) => text.trim()).filter((text) => text !== "");
}

/** The text of a calendar feed's events: summary, description, location. */
function feedText(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const texts = [String(calendar.getFirstPropertyValue("x-wr-calname") ?? ""), String(calendar.getFirstPropertyValue("x-wr-caldesc") ?? "")];
  for (const event of calendar.getAllSubcomponents("vevent")) {
    for (const name of ["summary", "description", "location"]) texts.push(String(event.getFirstPropertyValue(name) ?? ""));
  }
  return texts.filter((text) => text !== "");
}

/** Every phrase's pattern at once: most texts hold none, and one test tells so. */
const ANY_PHRASE = new RegExp(PATTERNS.map(({ pattern }) => pattern.source).join("|"), "u");

/**
 * Each text's finds, once per site's studio strings: a site's pages repeat their header, footer
 * and labels on every page, so most texts were scanned already (issue 30: the scan took most of
 * this file's 75 s).
 */
const scanned = new WeakMap<readonly string[], Map<string, readonly { phrase: string; text: string }[]>>();

/** The English interface phrases in one text, each with the text it was found in (studio text shown as ¦). */
function englishInText(text: string, studio: readonly string[]): readonly { phrase: string; text: string }[] {
  let seen = scanned.get(studio);
  if (!seen) scanned.set(studio, (seen = new Map()));
  let found = seen.get(text);
  if (!found) {
    const rest = withoutStudioText(text, studio);
    found = ANY_PHRASE.test(rest) ? PATTERNS.filter(({ pattern }) => pattern.test(rest)).map(({ phrase }) => ({ phrase, text: rest.replace(/\n/g, "¦").slice(0, 140) })) : [];
    seen.set(text, found);
  }
  return found;
}

/** The English interface phrases in `texts`, each with the text it was found in (studio text shown as ¦). */
function englishIn(texts: readonly string[], studio: readonly string[]): { phrase: string; text: string }[] {
  return texts.flatMap((text) => englishInText(text, studio));
}

/** One line a phrase: how often it was found, and where first. */
function report(found: readonly { phrase: string; text: string; where: string }[]): string[] {
  const byPhrase = new Map<string, { count: number; first: string }>();
  for (const { phrase, text, where } of found) {
    const seen = byPhrase.get(phrase);
    if (seen) seen.count += 1;
    else byPhrase.set(phrase, { count: 1, first: `${where}: "${text}"` });
  }
  return [...byPhrase].map(([phrase, { count, first }]) => `"${phrase}" ×${count}, first ${first}`);
}

/** A built site in one language, with the studio's own strings of its snapshot. */
interface ScannedSite {
  site: BuiltSite;
  studio: string[];
}

const FIXTURES = ["demo-like", "sparse", "hostile"] as const;
const sites = new Map<string, ScannedSite>();
const siteName = (fixture: string, locale: string) => `${fixture} ${locale}`;
const built: BuiltSite[] = [];

beforeAll(async () => {
  // The run's shared demo-like sites (test/support/shared-sites.ts), one snapshot for both.
  const shared = { "es-US": sharedSite("demo-like-es"), "fr-CA": sharedSite("demo-like-fr") } as const;
  const demoLike = await shared["es-US"];
  for (const locale of LOCALES) sites.set(siteName("demo-like", locale), { site: (await shared[locale]).site, studio: studioStrings(demoLike.snapshot, COMPOSED_FIELDS) });
  // Issue 32: the sparse and hostile fixtures too, on the demo's clock, with the currency set (class, trial and service prices carry none, spec 2.10).
  const fixtures = { sparse: await sparseSnapshot(demoLike.now), hostile: await hostileSnapshot(demoLike.now) };
  for (const [fixture, snapshot] of Object.entries(fixtures)) {
    const studio = studioStrings(snapshot, COMPOSED_FIELDS);
    const runs = await Promise.all(LOCALES.map((locale) => buildSite({ snapshot, env: { STUDIO_LOCALE: locale, STUDIO_CURRENCY: "USD" } })));
    runs.forEach((site, index) => sites.set(siteName(fixture, LOCALES[index]!), { site, studio }));
    built.push(...runs);
  }
}, 600_000);

afterAll(async () => {
  await Promise.all(built.map((site) => site.cleanup()));
});

describe.each(FIXTURES.flatMap((fixture) => LOCALES.map((locale) => ({ fixture, locale }))))("the $fixture site built in $locale", ({ fixture, locale }) => {
  it("marks every page with its language", async () => {
    const { site } = sites.get(siteName(fixture, locale))!;
    const pages = await site.pages();
    expect(pages.length).toBeGreaterThan(fixture === "demo-like" ? 20 : 5);
    const wrong = [];
    for (const path of pages) {
      const lang = load(await site.readPage(path))("html").attr("lang");
      if (lang !== locale) wrong.push(`${path}: ${lang}`);
    }
    expect(wrong).toEqual([]);
  });

  it("shows no English interface words on any page, once the studio's own text is taken out", async () => {
    const { site, studio } = sites.get(siteName(fixture, locale))!;
    const found = [];
    for (const path of await site.pages()) {
      for (const hit of englishIn(pageText(load(await site.readPage(path))), studio)) found.push({ ...hit, where: path });
    }
    expect(report(found)).toEqual([]);
  });

  it("writes no English interface words into any calendar feed", async () => {
    const { site, studio } = sites.get(siteName(fixture, locale))!;
    const feeds = (await site.files()).filter((file) => file.endsWith(".ics"));
    if (fixture === "demo-like") expect(feeds.length).toBeGreaterThan(1);
    const found = [];
    for (const feed of feeds) {
      for (const hit of englishIn(feedText(await readFile(join(site.outDir, feed), "utf8")), studio)) found.push({ ...hit, where: feed });
    }
    expect(report(found)).toEqual([]);
  });
});

describe("the scan", () => {
  it("takes out the studio's strings and finds English interface words left around them", () => {
    const own = studioStrings({ classes: [{ kind: "class", name: "Full Moon Ballet", description: "<p>Sign up early.</p><p>Classes fill fast.</p>" }] } as unknown as Snapshot);
    expect(englishIn(["Full Moon Ballet", "Sign up early.", "Classes fill fast.", "https://example.com/classes/full/"], own)).toEqual([]);
    expect(englishIn(["Full Moon Ballet · Completo", "Quedan 3 lugares"], own)).toEqual([]);
    const found = englishIn(["Full Moon Ballet · Full", "Class page: /classes/"], own);
    expect(found).toEqual(expect.arrayContaining([
      { phrase: "Full", text: "¦ · Full" },
      { phrase: "Class", text: "Class page: /classes/" },
    ]));
    // Only the interface's words: nothing is found inside the studio's own name.
    expect(found.every((finding) => finding.text !== "Full Moon Ballet · Full")).toBe(true);
    // A text cut short inside the studio's name: its start is the studio's too.
    expect(englishIn(["4 clases en la categoría Full Moon Bal…"], own)).toEqual([]);
    expect(englishIn(["Full schedule: Full Moon Bal…"], own)).toEqual(expect.arrayContaining([expect.objectContaining({ phrase: "Full schedule" })]));
  });
});
