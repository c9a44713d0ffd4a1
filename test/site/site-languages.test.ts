import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../src/config.ts";
import { schedulePlan } from "../../src/page-rules/schedule.ts";
import { alternates, languageOfBase, languageVersions, ownName, siteLanguages } from "../../src/site/site-languages.ts";

const languagesOf = (env: Record<string, string>) => siteLanguages(readSiteConfig(env));

describe("the site's languages", () => {
  it("puts each language after the first under its folder, below SITE_URL's own path", () => {
    expect(languagesOf({ STUDIO_LOCALES: "en-US,es-US,fr-CA", SITE_URL: "https://owner.github.io/studio" }).map((language) => language.base)).toEqual([
      "/studio/",
      "/studio/es/",
      "/studio/fr/",
    ]);
    expect(languagesOf({ STUDIO_LOCALES: "fr-CA,fr-FR" }).map((language) => language.base)).toEqual(["/", "/fr-fr/"]);
  });

  it("tells a build's language by its base, and takes any other base for the first language's", () => {
    const languages = languagesOf({ STUDIO_LOCALES: "en-US,es-US", SITE_URL: "https://owner.github.io/studio" });
    expect(languageOfBase(languages, "/studio/es/").locale).toBe("es-US");
    expect(languageOfBase(languages, "/studio/es").locale).toBe("es-US");
    expect(languageOfBase(languages, "/studio/").locale).toBe("en-US");
    expect(languageOfBase(languages, undefined).locale).toBe("en-US");
  });

  it("names each language in itself, with its region only when two locales share it", () => {
    const languages = languagesOf({ STUDIO_LOCALES: "en-US,es-US,fr-CA,fr-FR" });
    expect(languages.map((language) => ownName(language, languages))).toEqual(["English", "Español", "Français (Canada)", "Français (France)"]);
  });

  it("links a page to itself in each language, and the not-found page to each language's home", () => {
    const languages = languagesOf({ STUDIO_LOCALES: "en-US,es-US" });
    const [english, spanish] = languages;
    expect(languageVersions(languages, spanish!, "/es/classes/ballet/").map(({ href, current }) => [href, current])).toEqual([
      ["/classes/ballet/", false],
      ["/es/classes/ballet/", true],
    ]);
    expect(languageVersions(languages, english!, "/404/").map(({ href }) => href)).toEqual(["/", "/es/"]);
    expect(alternates(languages, english!, "/404/", "https://schedule.example.com")).toEqual([]);
  });

  it("names the same alternates from every version of a page, and none on a site in one language", () => {
    const languages = languagesOf({ STUDIO_LOCALES: "en-US,es-US" });
    const site = "https://schedule.example.com";
    const fromEnglish = alternates(languages, languages[0]!, "/schedule/", site);
    expect(fromEnglish).toEqual([
      { hreflang: "en-US", href: "https://schedule.example.com/schedule/" },
      { hreflang: "es-US", href: "https://schedule.example.com/es/schedule/" },
      { hreflang: "x-default", href: "https://schedule.example.com/schedule/" },
    ]);
    expect(alternates(languages, languages[1]!, "/es/schedule/", site)).toEqual(fromEnglish);
    const alone = languagesOf({ STUDIO_LOCALE: "es-US" });
    expect(alternates(alone, alone[0]!, "/schedule/", site)).toEqual([]);
  });
});

describe("a dated schedule page in the other language (issue 32: no link to a page that does not exist)", () => {
  // 2026-11-22 is a Sunday: en-US weeks start on Sundays, fr-FR weeks on Mondays.
  const [en, fr] = languagesOf({ STUDIO_LOCALES: "en-US,fr-FR", SITE_URL: "https://schedule.example.com" });
  const counts = new Map<string, number>([["2026-11-25", 13], ...Array.from({ length: 7 }, (_, day) => [`2026-11-${String(22 + day).padStart(2, "0")}`, 12] as [string, number])]);
  counts.set("2026-11-25", 20);
  const plans = new Map([
    ["en-US", schedulePlan(counts, "2026-11-14", "2026-12-31", "2026-11-14", "en-US")],
    ["fr-FR", schedulePlan(counts, "2026-11-14", "2026-12-31", "2026-11-14", "fr-FR")],
  ]);

  it("plans each language's own weeks and crowded days", () => {
    expect(plans.get("en-US")!.weekStarts.slice(0, 3)).toEqual(["2026-11-08", "2026-11-15", "2026-11-22"]);
    expect(plans.get("fr-FR")!.weekStarts.slice(0, 3)).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
    // The en-US week of Nov 22-28 lists 92 sessions (crowded); the fr-FR week of Nov 23-29 lists 80 (not crowded).
    expect([...plans.get("en-US")!.dayPages]).toEqual(["2026-11-25"]);
    expect([...plans.get("fr-FR")!.dayPages]).toEqual([]);
  });

  it("leads the switcher to the page that shows the same date there", () => {
    const hrefs = (path: string) => languageVersions([en!, fr!], en!, path, plans).map((version) => version.href);
    expect(hrefs("/schedule/2026-11-22/")).toEqual(["/schedule/2026-11-22/", "/fr/schedule/2026-11-16/"]);
    expect(hrefs("/schedule/2026-11-29/")).toEqual(["/schedule/2026-11-29/", "/fr/schedule/2026-11-23/"]);
    expect(hrefs("/schedule/day/2026-11-25/")).toEqual(["/schedule/day/2026-11-25/", "/fr/schedule/2026-11-23/"]);
    expect(hrefs("/schedule/2026-11-15/")).toEqual(["/schedule/2026-11-15/", "/fr/schedule/"]);
    expect(hrefs("/classes/")).toEqual(["/classes/", "/fr/classes/"]);
    const back = languageVersions([en!, fr!], fr!, "/fr/schedule/2026-11-23/", plans).map((version) => version.href);
    expect(back).toEqual(["/schedule/2026-11-22/", "/fr/schedule/2026-11-23/"]);
  });

  it("names no hreflang alternates for such a page, and the usual ones where every language's weeks agree", () => {
    expect(alternates([en!, fr!], en!, "/schedule/2026-11-22/", "https://schedule.example.com")).toEqual([]);
    expect(alternates([en!, fr!], en!, "/schedule/day/2026-11-25/", "https://schedule.example.com")).toEqual([]);
    expect(alternates([en!, fr!], en!, "/classes/", "https://schedule.example.com")).toHaveLength(3);
    const [us, es] = languagesOf({ STUDIO_LOCALES: "en-US,es-US", SITE_URL: "https://schedule.example.com" });
    expect(alternates([us!, es!], us!, "/schedule/2026-11-22/", "https://schedule.example.com")).toHaveLength(3);
  });
});
