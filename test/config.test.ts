import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../src/config-error.ts";
import { readSiteConfig, readSyncConfig } from "../src/config.ts";
import { DEMO_TIMEZONE } from "../src/core/demo-timezone.ts";

const valid = {
  STUDIO_API_URL: "https://api.example.com/v1/",
  STUDIO_API_KEY: "svc_sk_live_abcdef0123456789",
  STUDIO_TIMEZONE: "America/Chicago",
};

describe("readSyncConfig", () => {
  it("reads a studio's settings with defaults for the rest", () => {
    const config = readSyncConfig(valid);
    expect(config.api).toEqual({ url: "https://api.example.com/v1", key: valid.STUDIO_API_KEY });
    expect(config.timezone).toBe("America/Chicago");
    expect(config.daysAhead).toBe(90);
    expect(config.rateLimit).toBe(300);
    expect(config.snapshotPath).toMatch(/\.catalog\/snapshot\.json$/);
  });

  it("runs the demo when no key is set, in the demo studio's zone", () => {
    const config = readSyncConfig({});
    expect(config.api).toBeNull();
    expect(config.timezone).toBe(DEMO_TIMEZONE);
  });

  it("lists every problem at once, each with its fix", () => {
    const attempt = () =>
      readSyncConfig({
        STUDIO_API_URL: "https://api.example.com/v2",
        STUDIO_API_KEY: "sk_live_1234567890",
        STUDIO_TIMEZONE: "Mars/Olympus_Mons",
        SYNC_DAYS_AHEAD: "ninety",
        STUDIO_RATE_LIMIT: "1000",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STUDIO_API_KEY (starting "sk_live") is not a Studio Catalog API key. Copy a key starting svc_pk_ or svc_sk_ from the studio\'s key-management settings.',
        'STUDIO_API_URL "https://api.example.com/v2" must end with the version segment /v1 (for example https://api.example.com/v1).',
        'STUDIO_TIMEZONE "Mars/Olympus_Mons" is not an IANA time zone. Use a name such as America/Chicago or Europe/London.',
        'SYNC_DAYS_AHEAD is "ninety"; it must be a whole number from 1 to 366 (default 90).',
        'STUDIO_RATE_LIMIT is "1000"; it must be a whole number from 1 to 300 (default 300).',
      ]);
      expect((error as ConfigError).message).toMatch(/^The configuration has 5 problems:\n {2}- STUDIO_API_KEY/);
      expect((error as ConfigError).code).toBe("config_invalid");
    }
  });

  it("requires the URL and the time zone once a key is given, and never echoes the key", () => {
    const error = (() => {
      try {
        readSyncConfig({ STUDIO_API_KEY: "svc_sk_live_supersecretvalue" });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems).toHaveLength(2);
    expect(error?.message).toContain("STUDIO_API_URL is missing");
    expect(error?.message).toContain("STUDIO_TIMEZONE is missing");
    expect(error?.message).not.toContain("supersecretvalue");
  });
});

describe("readSyncConfig: where the change report finds the previous snapshot", () => {
  const problemsOf = (env: Record<string, string>): readonly string[] => {
    try {
      readSyncConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it("defaults to the snapshot the site publishes at SITE_URL, under its base path", () => {
    expect(readSyncConfig({ ...valid, SITE_URL: "https://schedule.example.com/" }).previousSnapshotUrl).toBe(
      "https://schedule.example.com/catalog-snapshot.json",
    );
    expect(readSyncConfig({ ...valid, SITE_URL: "https://owner.github.io/studio-site" }).previousSnapshotUrl).toBe(
      "https://owner.github.io/studio-site/catalog-snapshot.json",
    );
  });

  it("has no default for the demo studio, a site on plain http elsewhere than this computer, or without SITE_URL", () => {
    expect(readSyncConfig({ SITE_URL: "https://schedule.example.com" }).previousSnapshotUrl).toBeNull();
    expect(readSyncConfig({ ...valid, SITE_URL: "http://schedule.example.com" }).previousSnapshotUrl).toBeNull();
    expect(readSyncConfig(valid).previousSnapshotUrl).toBeNull();
    expect(readSyncConfig({ ...valid, SITE_URL: "http://127.0.0.1:4321" }).previousSnapshotUrl).toBe("http://127.0.0.1:4321/catalog-snapshot.json");
  });

  it("takes PREVIOUS_SNAPSHOT_URL over SITE_URL, and none turns the download off", () => {
    const site = { ...valid, SITE_URL: "https://schedule.example.com" };
    expect(readSyncConfig({ ...site, PREVIOUS_SNAPSHOT_URL: "https://cdn.example.com/snap.json" }).previousSnapshotUrl).toBe("https://cdn.example.com/snap.json");
    expect(readSyncConfig({ ...site, PREVIOUS_SNAPSHOT_URL: "none" }).previousSnapshotUrl).toBeNull();
    expect(readSyncConfig({ PREVIOUS_SNAPSHOT_URL: "http://localhost:8080/catalog-snapshot.json" }).previousSnapshotUrl).toBe(
      "http://localhost:8080/catalog-snapshot.json",
    );
  });

  it("refuses plain http to another computer, and anything that is not a URL, saying what to set", () => {
    const advice = (raw: string) =>
      `PREVIOUS_SNAPSHOT_URL "${raw}" must be an https:// address (http:// only for localhost or 127.0.0.1), for example https://schedule.example.com/catalog-snapshot.json. Set it to none to compare with the local snapshot only.`;
    for (const raw of ["http://schedule.example.com/catalog-snapshot.json", "ftp://127.0.0.1/x.json", "schedule.example.com/catalog-snapshot.json"]) {
      expect(problemsOf({ ...valid, PREVIOUS_SNAPSHOT_URL: raw })).toEqual([advice(raw)]);
    }
  });
});

describe("readSiteConfig", () => {
  it("defaults to en-US and no site URL (the demo's), and validates what is set", () => {
    expect(readSiteConfig({})).toMatchObject({ siteUrl: null, locale: "en-US", currency: null });
    expect(readSiteConfig({ SITE_URL: "https://dance.example.org/", STUDIO_LOCALE: "en-gb", STUDIO_CURRENCY: "eur" })).toMatchObject({
      siteUrl: "https://dance.example.org",
      locale: "en-GB",
      currency: "EUR",
    });
    expect(() => readSiteConfig({ SITE_URL: "ftp://x", STUDIO_LOCALE: "not a locale!", STUDIO_CURRENCY: "dollars" })).toThrow(
      /3 problems:[\s\S]*SITE_URL "ftp:\/\/x"[\s\S]*STUDIO_LOCALE[\s\S]*STUDIO_CURRENCY/,
    );
  });

  it("builds in every language the interface speaks, with the region's formats, and refuses others with the list", () => {
    for (const locale of ["es-US", "fr-CA", "fr-FR", "en-GB", "es"]) expect(readSiteConfig({ STUDIO_LOCALE: locale }).locale).toBe(locale);
    expect(() => readSiteConfig({ STUDIO_LOCALE: "de-DE" })).toThrow(/STUDIO_LOCALE "de-DE" is a language the site's interface does not speak yet\. Use one of: en, es, fr\b/);
  });
});

describe("readSiteConfig: STUDIO_LOCALES", () => {
  const problemsOf = (env: Record<string, string>): readonly string[] => {
    try {
      readSiteConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it("builds the first locale at the root and each other one under its language", () => {
    expect(readSiteConfig({ STUDIO_LOCALES: " en-us, es-US ,fr-CA" })).toMatchObject({
      locale: "en-US",
      locales: [
        { locale: "en-US", path: "" },
        { locale: "es-US", path: "es" },
        { locale: "fr-CA", path: "fr" },
      ],
    });
  });

  it("puts a second locale of a language under its whole tag, lowercased", () => {
    expect(readSiteConfig({ STUDIO_LOCALES: "fr-CA,fr-FR,en-US,en-GB" }).locales).toEqual([
      { locale: "fr-CA", path: "" },
      { locale: "fr-FR", path: "fr-fr" },
      { locale: "en-US", path: "en" },
      { locale: "en-GB", path: "en-gb" },
    ]);
  });

  it("gives the sync's change report the first language's formats", () => {
    expect(readSyncConfig({ STUDIO_LOCALES: "fr-CA,en-CA" }).locale).toBe("fr-CA");
  });

  it("is one locale at the root when only STUDIO_LOCALE (or nothing) is set", () => {
    expect(readSiteConfig({ STUDIO_LOCALE: "es-US" }).locales).toEqual([{ locale: "es-US", path: "" }]);
    expect(readSiteConfig({}).locales).toEqual([{ locale: "en-US", path: "" }]);
  });

  it("refuses each bad locale with its own message, all at once", () => {
    expect(problemsOf({ STUDIO_LOCALES: "en-US,de-DE,not a tag!,es-US,es-us,fr-FR,fr" })).toEqual([
      `STUDIO_LOCALES "de-DE" is a language the site's interface does not speak yet. Use one of: en, es, fr (with a region for formats, such as en-GB, es-US, fr-CA or fr-FR), or add its messages file (README, "Languages").`,
      `STUDIO_LOCALES "not a tag!" is not a language tag. Use one such as en-US, en-GB, es-US or fr-CA.`,
      `STUDIO_LOCALES lists "es-US" twice. List each locale once, the first for the site's root.`,
      `STUDIO_LOCALES lists "fr" after "fr-FR", which already has its folder /fr/. List "fr" before "fr-FR", or add its region (such as fr-CA).`,
    ]);
  });

  it("refuses STUDIO_LOCALE and STUDIO_LOCALES together, saying to use one", () => {
    expect(problemsOf({ STUDIO_LOCALE: "en-GB", STUDIO_LOCALES: "en-GB,fr-FR" })).toEqual([
      "STUDIO_LOCALE and STUDIO_LOCALES are both set. Use one: STUDIO_LOCALE for a site in one language, or STUDIO_LOCALES alone for several, the first at the site's root (for example STUDIO_LOCALES=en-GB,es-US).",
    ]);
  });
});

describe("readSiteConfig: live spots", () => {
  const site = { SITE_URL: "https://schedule.example.com" };

  it("is off without STUDIO_PUBLIC_KEY", () => {
    expect(readSiteConfig(site).live).toBeNull();
  });

  it("takes a publishable key and calls STUDIO_PUBLIC_API_URL, else STUDIO_API_URL", () => {
    expect(readSiteConfig({ ...site, STUDIO_PUBLIC_KEY: "svc_pk_live_0123456789", STUDIO_API_URL: "https://api.example.com/v1/" }).live).toEqual({
      apiUrl: "https://api.example.com/v1",
      publicKey: "svc_pk_live_0123456789",
    });
    expect(
      readSiteConfig({
        ...site,
        STUDIO_PUBLIC_KEY: "svc_pk_live_0123456789",
        STUDIO_API_URL: "http://10.0.0.5:8080/v1",
        STUDIO_PUBLIC_API_URL: "https://api.example.com/v1",
      }).live?.apiUrl,
    ).toBe("https://api.example.com/v1");
  });

  it("refuses a secret key, saying why, and never echoes it", () => {
    const attempt = () => readSiteConfig({ ...site, STUDIO_PUBLIC_KEY: "svc_sk_live_supersecretvalue", STUDIO_API_URL: "https://api.example.com/v1" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STUDIO_PUBLIC_KEY holds a secret key \(svc_sk_…\)\. A secret key must never ship in a web page/);
    expect(attempt).not.toThrow(/supersecretvalue/);
  });

  it("refuses anything else that is not a publishable key, and a key with no API address", () => {
    expect(() => readSiteConfig({ ...site, STUDIO_PUBLIC_KEY: "pk_live_123456", STUDIO_API_URL: "https://api.example.com/v1" })).toThrow(
      /STUDIO_PUBLIC_KEY \(starting "pk_live"\) is not a publishable key/,
    );
    expect(() => readSiteConfig({ ...site, STUDIO_PUBLIC_KEY: "svc_pk_live_0123456789" })).toThrow(
      /STUDIO_PUBLIC_KEY is set but no API address is: set STUDIO_PUBLIC_API_URL/,
    );
    expect(() => readSiteConfig({ ...site, STUDIO_PUBLIC_KEY: "svc_pk_live_0123456789", STUDIO_PUBLIC_API_URL: "https://api.example.com/v2" })).toThrow(
      /STUDIO_PUBLIC_API_URL "https:\/\/api\.example\.com\/v2" must end with the version segment \/v1/,
    );
  });
});

describe("readSiteConfig: EMBED_ORIGINS", () => {
  it("allows no other website to frame the embed by default", () => {
    expect(readSiteConfig({}).embedOrigins).toEqual([]);
  });

  it("reads https origins and loopback http origins with a port, separated by commas, once each", () => {
    expect(
      readSiteConfig({ EMBED_ORIGINS: " https://www.example-studio.com/, https://example-studio.com,http://localhost:8080 ,http://127.0.0.1:5500,https://example-studio.com,http://127.0.0.2:4000" })
        .embedOrigins,
    ).toEqual(["https://www.example-studio.com", "https://example-studio.com", "http://localhost:8080", "http://127.0.0.1:5500", "http://127.0.0.2:4000"]);
  });

  it.each([
    ["http://www.example-studio.com"],
    ["https://www.example-studio.com/schedule"],
    ["*"],
    ["'self'"],
    ["www.example-studio.com"],
    ["http://localhost"],
    ["http://192.168.1.10:8080"],
    ["https://example.com?x=1"],
  ])("refuses %s with the fix named", (value) => {
    const attempt = () => readSiteConfig({ EMBED_ORIGINS: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      `EMBED_ORIGINS has "${value}", which is not a website origin this site can allow to frame it. List the websites that will show the schedule as https origins separated by commas, for example EMBED_ORIGINS=https://www.example-studio.com,https://example-studio.com (http://localhost:<port> or http://127.0.0.1:<port> to try it on your computer).`,
    );
  });
});

describe("readSiteConfig: BUILD_TIME", () => {
  it("builds as of the machine's clock by default, and as of BUILD_TIME when it is set", () => {
    expect(readSiteConfig({}).buildTime).toBeNull();
    expect(readSiteConfig({ BUILD_TIME: "2026-11-27T09:00:00-05:00" }).buildTime?.toISOString()).toBe("2026-11-27T14:00:00.000Z");
    expect(readSiteConfig({ BUILD_TIME: " 2026-11-27T14:00Z " }).buildTime?.toISOString()).toBe("2026-11-27T14:00:00.000Z");
  });

  it.each([["2026-11-27"], ["2026-11-27T09:00:00"], ["tomorrow"], ["2026-13-40T09:00:00Z"]])("refuses %s, which names no one instant, with the fix", (value) => {
    expect(() => readSiteConfig({ BUILD_TIME: value })).toThrow(
      `BUILD_TIME "${value}" is not an ISO 8601 time with its offset. Use one such as 2026-11-27T09:00:00-05:00 or 2026-11-27T14:00:00Z, or unset it to build as of now.`,
    );
  });
});

describe("readSyncConfig guards against publishing the wrong studio", () => {
  it("refuses an API URL without a key instead of quietly building the demo studio", () => {
    expect(() => readSyncConfig({ STUDIO_API_URL: "https://api.example.com/v1", STUDIO_TIMEZONE: "America/Chicago" })).toThrow(
      /STUDIO_API_URL is set but STUDIO_API_KEY is missing\. Set STUDIO_API_KEY to the studio's API key \(in CI, check the secret's name\)/,
    );
  });

  it("keeps the demo studio in its own zone whatever STUDIO_TIMEZONE says, but still checks the name", () => {
    expect(readSyncConfig({ STUDIO_TIMEZONE: "Pacific/Kiritimati" }).timezone).toBe(DEMO_TIMEZONE);
    expect(() => readSyncConfig({ STUDIO_TIMEZONE: "Nowhere/Nothing" })).toThrow(/STUDIO_TIMEZONE "Nowhere\/Nothing" is not an IANA time zone/);
  });

  it.each(["0x10", "1.0", "1e2", " 12 abc", "-5"])("rejects %j as a whole number", (raw) => {
    expect(() => readSyncConfig({ STUDIO_RATE_LIMIT: raw })).toThrow(/STUDIO_RATE_LIMIT is ".*"; it must be a whole number from 1 to 300/);
  });
});

describe("astro.config", () => {
  const root = fileURLToPath(new URL("../", import.meta.url));

  it("stops `astro build` with exit code 2 and the configuration's message when a setting is bad", () => {
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", "await import('./astro.config.mjs')"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", STUDIO_PUBLIC_KEY: "svc_sk_live_abcdef0123456789", STUDIO_API_URL: "https://api.example.com/v1" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("A secret key must never ship in a web page");
    expect(result.stderr).toContain("Build not started.");
    expect(result.stderr).not.toContain("abcdef0123456789");
  });

  it("stops `astro build` with exit code 2 when EMBED_ORIGINS names something other than an origin", () => {
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", "await import('./astro.config.mjs')"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", EMBED_ORIGINS: "example-studio.com" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('EMBED_ORIGINS has "example-studio.com", which is not a website origin');
    expect(result.stderr).toContain("Build not started.");
  });
});
