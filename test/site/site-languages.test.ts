import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../src/config.ts";
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
