import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../src/config.ts";
import { ownPageLocales, ownPagePaths, versionKey } from "../../src/site/own-pages.ts";
import { alternates, languageVersions, siteLanguages } from "../../src/site/site-languages.ts";

/** Issue 32: a page the owner adds exists in the languages it is written in, and only those. */
const languagesOf = (locales: string) => siteLanguages(readSiteConfig({ STUDIO_LOCALES: locales, SITE_URL: "https://schedule.example.com" }));

describe("an owner's page in the languages it is written in", () => {
  const versions = { en: "About us", es: "Quiénes somos" };

  it("finds a locale's version by the locale, then by its language, as the settings file does", () => {
    expect(versionKey(versions, "es-US")).toBe("es");
    expect(versionKey({ ...versions, "es-MX": "Nosotros" }, "es-MX")).toBe("es-MX");
    expect(versionKey(versions, "fr-CA")).toBeNull();
  });

  it("is built in a language with a version, and not at all in one without", () => {
    const [en, es, fr] = languagesOf("en-US,es-US,fr-CA");
    const languages = [en!, es!, fr!];
    expect(ownPagePaths(versions, { languages, current: es! })).toEqual([{ params: { index: undefined } }]);
    expect(ownPagePaths(versions, { languages, current: fr! })).toEqual([]);
    expect(ownPageLocales(versions, languages)).toEqual(["en-US", "es-US"]);
  });

  it("names only its versions as alternates, and leads the switcher to a language's home where it has none", () => {
    const [en, es, fr] = languagesOf("en-US,es-US,fr-CA");
    const languages = [en!, es!, fr!];
    const available = new Set(["en-US", "es-US"]);
    expect(alternates(languages, es!, "/es/about/", "https://schedule.example.com", available)).toEqual([
      { hreflang: "en-US", href: "https://schedule.example.com/about/" },
      { hreflang: "es-US", href: "https://schedule.example.com/es/about/" },
      { hreflang: "x-default", href: "https://schedule.example.com/about/" },
    ]);
    expect(languageVersions(languages, es!, "/es/about/", undefined, available).map((version) => version.href)).toEqual(["/about/", "/es/about/", "/fr/"]);
    // Written in one language only: no alternates at all.
    expect(alternates(languages, en!, "/about/", "https://schedule.example.com", new Set(["en-US"]))).toEqual([]);
  });
});
