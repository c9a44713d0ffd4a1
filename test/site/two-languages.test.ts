import { createHash } from "node:crypto";
import { messagesFor } from "../../src/i18n/messages.ts";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullPathOf, isInEmbedFolder } from "../../src/site/embed.ts";
import { SEARCH_BUNDLE_FOLDER } from "../../src/site/searchable-pages.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildSite, runBuild, type BuiltSite } from "../support/build-site.ts";

/**
 * A site in two languages (STUDIO_LOCALES=en-US,es-US), built as `npm run build` builds it:
 * English at the root of the site's path, Spanish under /es/. The site sits under a path
 * (a GitHub Pages project site) so that every address must carry both the base and the
 * language's folder. Live spots are on, to see which language the browser script is told.
 */
const SITE = "https://owner.github.io/studio";
const BASE = "/studio";
let site: BuiltSite;

beforeAll(async () => {
  site = await buildSite({
    snapshot: await demoLikeSnapshot(new Date()),
    env: {
      STUDIO_LOCALES: "en-US,es-US",
      SITE_URL: SITE,
      STUDIO_PUBLIC_KEY: "svc_pk_two_languages_test",
      STUDIO_PUBLIC_API_URL: "https://api.example.com/v1",
    },
  });
});

afterAll(async () => {
  await site?.cleanup();
});

/** Page paths as built (no base): "/classes/", "/es/classes/", "/404.html". */
const pages = async () => site.pages();
const isSpanish = (path: string) => path.startsWith("/es/");
/** A built path within its language: "/es/classes/" → "/classes/". */
const withinLanguage = (path: string) => (isSpanish(path) ? path.slice("/es".length) : path);
const inEnglish = async () => (await pages()).filter((path) => !isSpanish(path));
const parsed = new Map<string, Promise<CheerioAPI>>();
/** A built page, parsed once: the checks below visit each page several times. */
function page(path: string): Promise<CheerioAPI> {
  if (!parsed.has(path)) parsed.set(path, site.readPage(path).then((html) => load(html)));
  return parsed.get(path)!;
}

/** A site address ("https://owner.github.io/studio/es/classes/", "/studio/es/") as a built path ("/es/classes/"), or null when it is not the site's. */
function builtPath(address: string): string | null {
  const url = new URL(address, `${SITE}/`);
  if (url.origin !== new URL(SITE).origin || !url.pathname.startsWith(`${BASE}/`)) return null;
  return url.pathname.slice(BASE.length);
}

/** A built path's file, relative to the output folder. */
function fileOf(path: string): string {
  return path.endsWith("/") ? `${path.slice(1)}index.html` : path.slice(1);
}

function alternatesOf($: CheerioAPI): Record<string, string> {
  return Object.fromEntries($('link[rel="alternate"][hreflang]').map((_, link) => [[$(link).attr("hreflang")!, $(link).attr("href")!]]).get());
}

describe("a site in two languages", () => {
  it("builds every page of the root again under /es/, and nothing else there", async () => {
    const all = await pages();
    const spanish = all.filter(isSpanish).map(withinLanguage);
    expect(spanish.length).toBeGreaterThan(20);
    expect(spanish).toEqual(await inEnglish());
  });

  it("marks each page with its language: en-US at the root, es-US under /es/", async () => {
    for (const path of await pages()) expect((await page(path))("html").attr("lang"), path).toBe(isSpanish(path) ? "es-US" : "en-US");
  });

  it("names every language and x-default on every page, the same set on each version of it (reciprocal)", async () => {
    // The not-found page is shown at any missing address and kept out of search results: it has no versions to name.
    expect(alternatesOf(await page("/404.html"))).toEqual({});
    expect(alternatesOf(await page("/es/404.html"))).toEqual({});
    for (const path of (await inEnglish()).filter((path) => path !== "/404.html")) {
      const english = alternatesOf(await page(path));
      const spanish = alternatesOf(await page(`/es${path}`));
      expect(english, path).toEqual({
        "en-US": `${SITE}${path}`,
        "es-US": `${SITE}/es${path}`,
        "x-default": `${SITE}${path}`,
      });
      expect(spanish, path).toEqual(english);
      // Each alternate is a built page whose own alternates name this one back.
      for (const href of Object.values(english)) {
        const target = builtPath(href)!;
        expect(site.hasPage(target), href).toBe(true);
        expect(Object.values(alternatesOf(await page(target))), href).toContain(`${SITE}${path}`);
        expect(Object.values(alternatesOf(await page(target))), href).toContain(`${SITE}/es${path}`);
      }
    }
  });

  it("offers the same page in the other language, each language named in itself, the current one marked", async () => {
    for (const path of await pages()) {
      const $ = await page(path);
      if (fullPathOf(withinLanguage(path), "/") !== null) {
        expect($(".language-switcher"), path).toHaveLength(0);
        continue;
      }
      // The not-found page leads to each language's home page.
      const inPage = path.endsWith("/404.html") ? "/" : withinLanguage(path);
      const links = $(".language-switcher a")
        .map((_, link) => ({
          href: $(link).attr("href"),
          hreflang: $(link).attr("hreflang"),
          lang: $(link).attr("lang"),
          name: $(link).text().trim(),
          current: $(link).attr("aria-current") ?? null,
        }))
        .get();
      expect(links, path).toEqual([
        { href: `${BASE}${inPage}`, hreflang: "en-US", lang: "en-US", name: "English", current: isSpanish(path) ? null : "page" },
        { href: `${BASE}/es${inPage}`, hreflang: "es-US", lang: "es-US", name: "Español", current: isSpanish(path) ? "page" : null },
      ]);
      expect($("nav.language-switcher").attr("aria-label"), path).toBe(isSpanish(path) ? "Idioma" : "Language");
    }
  });

  it("lists the switcher's inline style in each page's policy by its hash", async () => {
    for (const path of (await pages()).filter((path) => fullPathOf(withinLanguage(path), "/") === null)) {
      const $ = await page(path);
      const policy = $('meta[http-equiv="content-security-policy"]').attr("content") ?? "";
      const styles = $("style").map((_, style) => $(style).html() ?? "").get();
      expect(styles.some((css) => css.includes(".language-switcher")), path).toBe(true);
      for (const css of styles) expect(policy, path).toContain(`'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`);
    }
  });

  it("keeps every internal link, asset and feed of a Spanish page under /es/, except the way back to English and the one search bundle", async () => {
    const files = new Set(await site.files());
    for (const path of (await pages()).filter(isSpanish)) {
      const $ = await page(path);
      const addresses = $("a[href], link[href], img[src], script[src]")
        .not('.language-switcher a, link[rel="alternate"][hreflang]')
        .map((_, element) => $(element).attr("href") ?? $(element).attr("src"))
        .get()
        .filter((address) => !address.startsWith("#") && !address.startsWith("mailto:") && !address.startsWith("tel:"));
      for (const address of addresses) {
        const target = builtPath(address.replace(/^webcal:/, "https:"));
        if (target === null) continue;
        // Every language's index is in the one search bundle at the site's root (src/site/search-index.ts), which /es/search/ preloads.
        if (!target.startsWith(`/${SEARCH_BUNDLE_FOLDER}/`)) expect(target, `${path} links ${address}`).toMatch(/^\/es\//);
        expect(files.has(fileOf(target.split("#")[0]!)), `${path} links ${address}`).toBe(true);
      }
    }
  });

  it("lists both languages in one sitemap index at the root, each entry with its alternates", async () => {
    const files = await site.files();
    const index = await readFile(join(site.outDir, "sitemap-index.xml"), "utf8");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()).toEqual([`${SITE}/es/sitemap-0.xml`, `${SITE}/sitemap-0.xml`]);
    const entries = new Map<string, string>();
    for (const file of ["sitemap-0.xml", "es/sitemap-0.xml"]) {
      expect(files, file).toContain(file);
      const xml = await readFile(join(site.outDir, file), "utf8");
      for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) entries.set(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!, entry!);
    }
    // Not the 404, the embed views, nor the site's own search (noindex: a search engine indexes the pages it finds).
    const english = (await inEnglish()).filter((path) => path !== "/404.html" && path !== "/search/" && !isInEmbedFolder(path, "/"));
    expect([...entries.keys()].sort()).toEqual([...english.map((path) => `${SITE}${path}`), ...english.map((path) => `${SITE}/es${path}`)].sort());
    for (const [url, entry] of entries) {
      const path = builtPath(url)!.replace(/^\/es\//, "/");
      const links = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));
      expect(links, url).toEqual({ "en-US": `${SITE}${path}`, "es-US": `${SITE}/es${path}`, "x-default": `${SITE}${path}` });
    }
  });

  it("writes each calendar feed in each language, its links to that language's pages", async () => {
    const files = await site.files();
    const feeds = files.filter((file) => file.endsWith(".ics") && !file.startsWith("es/"));
    expect(feeds.length).toBeGreaterThan(3);
    for (const feed of feeds) {
      expect(files, feed).toContain(`es/${feed}`);
      const spanish = await readFile(join(site.outDir, "es", feed), "utf8");
      const links = [...spanish.replace(/\r\n[ \t]/g, "").matchAll(/^URL[^:]*:(.+)$/gm)].map((match) => match[1]!.trim());
      expect(links.length, feed).toBeGreaterThan(0);
      for (const link of links) expect(link, feed).toMatch(new RegExp(`^${SITE}/es/`));
    }
  });

  it("gives the live spots script the words of the page's own language", async () => {
    for (const path of ["/classes/", "/schedule/"]) {
      const english = (await page(path))("[data-live-config]").attr("data-words") ?? "";
      const spanish = (await page(`/es${path}`))("[data-live-config]").attr("data-words") ?? "";
      expect(english, path).toContain(JSON.stringify(messagesFor("en-US").t("core.full")));
      expect(spanish, path).toContain(JSON.stringify(messagesFor("es-US").t("core.full")));
      expect(spanish, path).not.toContain(JSON.stringify(messagesFor("en-US").t("core.full")));
    }
  });

  it("says in Spanish what comes with a season's sign-up, where an unpriced item's price is, a class's trials and when a trial opens", async () => {
    const seasonPath = (await pages()).find((path) => /^\/es\/seasons\/.*dance-gymnastics-season\/$/.test(path))!;
    const season = await page(seasonPath);
    const text = (element: ReturnType<CheerioAPI>) => element.text().replace(/\s+/g, " ").trim();
    const group = season("section.catalog-group").filter((_, element) => season(element).find("h3").text() === "Registration fee");
    expect(text(group.find("> p.muted"))).toBe("Se incluye en cada inscripción.");
    expect(text(season(".catalog-item__no-price"))).toBe("Precio en la página de inscripción");
    expect(text(season("dt").filter((_, dt) => season(dt).text() === "Pagos").next("dd"))).toContain("Primer pago: al inscribirse, ya que la temporada ya comenzó.");
    // The class items' spots refresh with live spots, as their class pages do.
    expect(season('li.catalog-item[data-item-kind="class"][data-live-capacity^="class:"]').length).toBeGreaterThan(0);
    expect(season("[data-live-config]")).toHaveLength(1);
    const gym = await page("/es/classes/recreational-gymnastics-level-2/");
    expect(text(gym(".signup__required p"))).toMatch(/^Con cada inscripción en .+ Season:$/);
    const hipHop = await page("/es/classes/hip-hop-kids/");
    expect(text(hipHop(".signup__trials h3"))).toBe("Pruebe esta clase primero");
    expect(text(hipHop(".signup__trials .trial-opens"))).toMatch(/^Disponible desde el \d{1,2} \w{3} \d{4}$/);
  });

  it("gives the host's headers for every language's embed views and feeds, in the root's _headers only", async () => {
    const headers = await readFile(join(site.outDir, "_headers"), "utf8");
    for (const rule of [`${BASE}/embed/*`, `${BASE}/es/embed/*`, `${BASE}/calendar.ics`, `${BASE}/es/calendar.ics`]) expect(headers.split("\n"), rule).toContain(rule);
    expect(await site.files()).not.toContain("es/_headers");
  });
});

describe("the build's languages setting", () => {
  it("stops the build with exit code 2 and one message per problem, before building anything", async () => {
    const run = await runBuild({ snapshot: await demoLikeSnapshot(new Date()), env: { STUDIO_LOCALES: "en-US,de-DE,en-us" } });
    try {
      expect(run.code).toBe(2);
      expect(run.output).toContain(`STUDIO_LOCALES "de-DE" is a language the site's interface does not speak yet. Use one of: en, es, fr`);
      expect(run.output).toContain(`STUDIO_LOCALES lists "en-US" twice. List each locale once, the first for the site's root.`);
      expect(run.output).toContain("Build not started.");
      expect(existsSync(run.outDir)).toBe(false);
    } finally {
      await run.cleanup();
    }
  });
});
