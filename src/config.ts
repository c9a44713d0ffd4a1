import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { API_RATE_LIMIT_PER_MINUTE } from "./api/contract.ts";
import { currencyCode } from "./api/currency-code.ts";
import { parseHttpUrl } from "./api/http-url.ts";
import { ConfigError, ENVIRONMENT_HINT, SETTINGS_FILE_HINT, TRANSLATIONS_HINT } from "./config-error.ts";
import { languageOf, LANGUAGES } from "./i18n/messages.ts";
import { DEMO_TIMEZONE } from "./core/demo-timezone.ts";
import { isTimeZone } from "./core/local-time.ts";
import { PUBLISHED_SNAPSHOT_FILE } from "./snapshot/snapshot.ts";
import { DEFAULT_SETTINGS_FILE, NO_SETTINGS, readSiteSettings, type SiteSettings } from "./settings/site-settings.ts";
import { DEFAULT_TRANSLATIONS_DIR, readTranslations, type TranslationsByLanguage } from "./settings/translations.ts";

/**
 * The one module that reads the environment. Everything else receives values.
 * A `.env` file in the working directory is read too; real environment variables win.
 */

export const DEMO_SITE_URL = "http://localhost:4321";
export const DEFAULT_SNAPSHOT_PATH = ".catalog/snapshot.json";
export const DEFAULT_DAYS_AHEAD = 90;

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Every variable the sync reads. The readers below see only the variables listed here, so
 * a new setting works only once it is listed, and test/workflow checks that the shipped
 * workflow passes each one.
 */
export const SYNC_VARIABLES = [
  "STUDIO_API_KEY",
  "STUDIO_API_URL",
  "STUDIO_TIMEZONE",
  "SYNC_DAYS_AHEAD",
  "STUDIO_RATE_LIMIT",
  "STUDIO_LOCALE",
  "STUDIO_LOCALES",
  "CATALOG_SNAPSHOT",
  "PREVIOUS_SNAPSHOT_URL",
  "SITE_URL",
  "GITHUB_OUTPUT",
  "GITHUB_STEP_SUMMARY",
] as const;

/** Every variable the site's build reads; listed for the same reason as SYNC_VARIABLES. */
export const SITE_VARIABLES = [
  "SITE_URL",
  "STUDIO_LOCALE",
  "STUDIO_LOCALES",
  "CATALOG_SNAPSHOT",
  "STUDIO_CURRENCY",
  "STUDIO_PUBLIC_KEY",
  "STUDIO_PUBLIC_API_URL",
  "STUDIO_API_URL",
  "ANALYTICS_SCRIPT_URL",
  "ANALYTICS_SCRIPT_ATTRIBUTES",
  "EMBED_ORIGINS",
  "SITE_SETTINGS",
  "TRANSLATIONS_DIR",
] as const;

/**
 * Variables for reproducing a build rather than for running a site: read by the site's
 * build like the others, and never passed by the shipped workflow (a stale one would
 * freeze the published site's "today").
 */
export const REPRODUCTION_VARIABLES = ["BUILD_TIME"] as const;

/** The listed variables of `env` and no others. */
function listed<Name extends string>(env: Environment, names: readonly Name[]): Readonly<Partial<Record<Name, string>>> {
  const picked: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = env[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

export interface SyncConfig {
  /** null: no key was given, so the sync runs against the built-in demo emulator. */
  readonly api: { readonly url: string; readonly key: string } | null;
  readonly timezone: string;
  readonly daysAhead: number;
  readonly snapshotPath: string;
  readonly rateLimit: number;
  /** For the change report's dates and times. */
  readonly locale: string;
  /** Set by GitHub Actions: where to write step outputs (`changed=`) and the job summary. */
  readonly githubOutputPath: string | null;
  readonly githubStepSummaryPath: string | null;
  /**
   * Where the change report finds the previous snapshot when there is no usable local one:
   * PREVIOUS_SNAPSHOT_URL, else the one the site publishes at SITE_URL (with a key only),
   * else null. Read for the report only, never written to the snapshot path.
   */
  readonly previousSnapshotUrl: string | null;
}

/** Live spots in the visitor's browser (optional): a publishable key and the API address browsers call. */
export interface LiveConfig {
  /** STUDIO_PUBLIC_API_URL, else STUDIO_API_URL: the API's base URL, ending in /v1. */
  readonly apiUrl: string;
  /** STUDIO_PUBLIC_KEY: a publishable key (svc_pk_), which reads only public data and may sit in a page. */
  readonly publicKey: string;
}

/**
 * A privacy-friendly analytics tool's script (optional, off by default): Plausible,
 * GoatCounter, Umami and the like each ship one script tag configured by data- attributes.
 */
export interface AnalyticsConfig {
  /** ANALYTICS_SCRIPT_URL: the script's https address. */
  readonly scriptUrl: string;
  /** ANALYTICS_SCRIPT_ATTRIBUTES: the tag's data- attributes, such as data-domain. */
  readonly attributes: Readonly<Record<string, string>>;
  /** The origins the page policy must allow: the script's, for script-src and connect-src, and any https value's, for connect-src. */
  readonly scriptOrigin: string;
  readonly connectOrigins: readonly string[];
}

/** One language of the site (README, "Languages"). */
export interface SiteLocale {
  /** The BCP 47 locale its pages are built in ("es-US"). */
  readonly locale: string;
  /** The folder its pages sit in under the site's base: "" for the first (the root), "es", "fr-fr". */
  readonly path: string;
}

export interface SiteConfig {
  /** null when SITE_URL is unset: fine for the demo snapshot, an error for a real studio's (checked by the site). */
  readonly siteUrl: string | null;
  /** The first of `locales`: the language at the site's root. */
  readonly locale: string;
  /** STUDIO_LOCALES, else STUDIO_LOCALE alone: one or more, the first at the root. */
  readonly locales: readonly SiteLocale[];
  readonly snapshotPath: string;
  /** ISO 4217 code from STUDIO_CURRENCY; null lets the site infer it from membership prices. */
  readonly currency: string | null;
  /** null: no STUDIO_PUBLIC_KEY, so pages are the static site alone, with no live script. */
  readonly live: LiveConfig | null;
  /**
   * EMBED_ORIGINS: the websites (origins, no path) that may show the /embed/ views in a
   * frame; empty: only the site itself may.
   */
  readonly embedOrigins: readonly string[];
  /** null: no ANALYTICS_SCRIPT_URL, so pages load no analytics script. */
  readonly analytics: AnalyticsConfig | null;
  /**
   * BUILD_TIME: the instant the build takes as now (its "today", which sessions are still
   * to come, which seasons are open), so one snapshot builds the same bytes on any day and
   * any machine; null: the machine's clock when the build starts.
   */
  readonly buildTime: Date | null;
  /** The settings file (SITE_SETTINGS, else site.yaml), absolute; it need not exist (and with SITE_SETTINGS=none is not read). */
  readonly settingsPath: string;
  /** The studio's look and words from it (src/settings/site-settings.ts); every default when there is no file. */
  readonly settings: SiteSettings;
  /** The translations folder (TRANSLATIONS_DIR, else translations/), absolute; it need not exist. */
  readonly translationsDir: string;
  /** The studio's own words in the site's other languages, by language (src/settings/translations.ts); none without files. */
  readonly translations: TranslationsByLanguage;
}

let cachedEnvironment: Environment | undefined;

/** process.env over the `.env` file, read once. */
export function readEnvironment(cwd = process.cwd()): Environment {
  if (cachedEnvironment) return cachedEnvironment;
  const fromFile: Record<string, string> = {};
  const envFile = resolve(cwd, ".env");
  if (existsSync(envFile)) {
    const before = { ...process.env };
    process.loadEnvFile(envFile);
    for (const [name, value] of Object.entries(process.env)) {
      if (before[name] === undefined && value !== undefined) fromFile[name] = value;
    }
    // loadEnvFile writes into process.env; keep process.env as the caller's environment.
    for (const name of Object.keys(fromFile)) delete process.env[name];
  }
  cachedEnvironment = { ...fromFile, ...process.env };
  return cachedEnvironment;
}

/**
 * The next readEnvironment() reads process.env (and `.env`) again: for a process that builds
 * several sites one after another, each from its own environment (the tests' warm builders,
 * test/support/astro-build-worker.ts). astro.config.mjs imports this module through Node's own
 * module cache, which keeps it, and the environment it read, from one build to the next.
 */
export function forgetEnvironment(): void {
  cachedEnvironment = undefined;
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === "";

function readInteger(
  env: Environment,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} is "${raw}"; it must be a whole number from ${min} to ${max} (default ${fallback}).`);
    return fallback;
  }
  return value;
}

function readTimezone(env: Environment, required: boolean, problems: string[]): string {
  const raw = env.STUDIO_TIMEZONE?.trim();
  if (raw && !isTimeZone(raw)) {
    problems.push(`STUDIO_TIMEZONE "${raw}" is not an IANA time zone. Use a name such as America/Chicago or Europe/London.`);
    return DEMO_TIMEZONE;
  }
  // Without a key the sync mirrors the demo studio, whose data lives in the demo's zone.
  if (!required) return DEMO_TIMEZONE;
  if (!raw) {
    problems.push(
      "STUDIO_TIMEZONE is missing. Set it to the studio's IANA time zone, for example America/New_York; the API gives local times only.",
    );
    return DEMO_TIMEZONE;
  }
  return raw;
}

function readApi(env: Environment, problems: string[]): SyncConfig["api"] {
  const key = env.STUDIO_API_KEY?.trim();
  if (!key) {
    // A URL without a key is a studio whose secret went missing (a renamed CI secret, say):
    // building the demo studio then would publish it over the studio's real site.
    if (env.STUDIO_API_URL?.trim()) {
      problems.push(
        "STUDIO_API_URL is set but STUDIO_API_KEY is missing. Set STUDIO_API_KEY to the studio's API key (in CI, check the secret's name), or unset STUDIO_API_URL to build the built-in demo studio.",
      );
    }
    return null;
  }
  if (!/^svc_(sk|pk)_\S+$/.test(key)) {
    problems.push(
      `STUDIO_API_KEY (starting "${key.slice(0, 7)}") is not a Studio Catalog API key. Copy a key starting svc_pk_ or svc_sk_ from the studio's key-management settings.`,
    );
  }
  const url = env.STUDIO_API_URL?.trim();
  if (!url) {
    problems.push("STUDIO_API_URL is missing. Set it to the API's base URL, whose last segment is v1 (for example https://api.example.com/v1).");
    return null;
  }
  const base = readApiBaseUrl("STUDIO_API_URL", url, problems);
  return base === null ? null : { url: base, key };
}

/** An API base URL as `name` gives it, normalised without a trailing slash; null (with a problem) when unusable. */
function readApiBaseUrl(name: string, url: string, problems: string[]): string | null {
  const parsed = parseHttpUrl(url);
  if (parsed === null) {
    problems.push(`${name} "${url}" is not an http(s) URL. Use the full base URL, for example https://api.example.com/v1 (http:// only for a local emulator).`);
    return null;
  }
  const lastSegment = parsed.pathname.replace(/\/+$/, "").split("/").pop();
  if (lastSegment !== "v1") {
    problems.push(`${name} "${url}" must end with the version segment /v1 (for example ${parsed.origin}/v1).`);
  }
  if (parsed.search || parsed.hash) {
    problems.push(`${name} "${url}" must not carry a query or fragment; give the base URL only.`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
}

/**
 * The live layer's settings. A publishable key is made for web pages (spec 5): it reads
 * only public data, and anyone may read it from the page. A secret key in a page would
 * hand the studio's key to every visitor, so a svc_sk_ value is refused outright.
 */
function readLive(env: Environment, problems: string[]): LiveConfig | null {
  const key = env.STUDIO_PUBLIC_KEY?.trim();
  if (!key) return null;
  if (key.startsWith("svc_sk_")) {
    problems.push(
      "STUDIO_PUBLIC_KEY holds a secret key (svc_sk_…). A secret key must never ship in a web page, where every visitor can read it. Create a publishable key (svc_pk_…) in the studio's key-management settings for STUDIO_PUBLIC_KEY, and keep the secret key in STUDIO_API_KEY only.",
    );
    return null;
  }
  if (!/^svc_pk_\S+$/.test(key)) {
    problems.push(
      `STUDIO_PUBLIC_KEY (starting "${key.slice(0, 7)}") is not a publishable key. Copy a key starting svc_pk_ from the studio's key-management settings, or unset STUDIO_PUBLIC_KEY to build the site without live spots.`,
    );
    return null;
  }
  const name = env.STUDIO_PUBLIC_API_URL?.trim() ? "STUDIO_PUBLIC_API_URL" : "STUDIO_API_URL";
  const url = env[name]?.trim();
  if (!url) {
    problems.push(
      "STUDIO_PUBLIC_KEY is set but no API address is: set STUDIO_PUBLIC_API_URL (or STUDIO_API_URL) to the base URL browsers should call, ending in /v1.",
    );
    return null;
  }
  const apiUrl = readApiBaseUrl(name, url, problems);
  return apiUrl === null ? null : { apiUrl, publicKey: key };
}

const EMBED_ORIGINS_FIX =
  "List the websites that will show the schedule as https origins separated by commas, for example EMBED_ORIGINS=https://www.example-studio.com,https://example-studio.com (http://localhost:<port> or http://127.0.0.1:<port> to try it on your computer).";

/**
 * EMBED_ORIGINS goes into a Content-Security-Policy `frame-ancestors` header, where a
 * path, a wildcard or a stray keyword would silently allow the wrong sites (or none), so
 * only bare origins pass: https, or plain http on a loopback address and port for trying it out.
 */
function readEmbedOrigins(env: Environment, problems: string[]): string[] {
  const raw = env.EMBED_ORIGINS?.trim();
  if (!raw) return [];
  const origins: string[] = [];
  for (const item of raw.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const bare = url !== null && url.origin === item.replace(/\/$/, "");
    // Any 127.x.y.z is this computer too (the tests show the embed on 127.0.0.2).
    const loopback = url !== null && url.protocol === "http:" && (url.hostname === "localhost" || /^127(\.\d{1,3}){3}$/.test(url.hostname)) && url.port !== "";
    if (url === null || !bare || (url.protocol !== "https:" && !loopback)) {
      problems.push(`EMBED_ORIGINS has "${item}", which is not a website origin this site can allow to frame it. ${EMBED_ORIGINS_FIX}`);
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** An https URL without credentials, or null (with a problem that names `name`'s fix). */
function readHttpsUrl(name: string, raw: string, problems: string[], example: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    problems.push(`${name} "${raw}" is not a URL. Set it to the https address your analytics tool gives for its script, for example ${example}.`);
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "") {
    problems.push(`${name} "${raw}" must be an https address without a user name or password (every page loads it), for example ${example}.`);
    return null;
  }
  return parsed;
}

/**
 * The analytics script's tag (README, "Analytics"). Its attributes are `data-` names only,
 * with plain values: they are written into every page, so nothing else may ride along.
 */
function readAnalytics(env: Environment, problems: string[]): AnalyticsConfig | null {
  const raw = env.ANALYTICS_SCRIPT_URL?.trim();
  const rawAttributes = env.ANALYTICS_SCRIPT_ATTRIBUTES?.trim() ?? "";
  if (!raw) {
    if (rawAttributes !== "") problems.push("ANALYTICS_SCRIPT_ATTRIBUTES is set but ANALYTICS_SCRIPT_URL is not: set the script's https address too, or unset both.");
    return null;
  }
  const script = readHttpsUrl("ANALYTICS_SCRIPT_URL", raw, problems, "https://plausible.io/js/script.js");
  const attributes: Record<string, string> = {};
  const connectOrigins = new Set<string>(script ? [script.origin] : []);
  for (const pair of rawAttributes.split(/\s+/).filter((part) => part !== "")) {
    const match = /^(data-[a-z0-9-]+)=([^\s"'<>`]+)$/.exec(pair);
    if (!match) {
      problems.push(
        `ANALYTICS_SCRIPT_ATTRIBUTES has "${pair}": write each attribute as data-name=value, separated by spaces, for example "data-domain=schedule.example.com".`,
      );
      continue;
    }
    attributes[match[1]!] = match[2]!;
    // A tool that reports to another host (GoatCounter's data-goatcounter) needs it in connect-src.
    if (match[2]!.startsWith("https://")) {
      const endpoint = readHttpsUrl(match[1]!, match[2]!, problems, "https://mystudio.goatcounter.com/count");
      if (endpoint) connectOrigins.add(endpoint.origin);
    }
  }
  if (!script) return null;
  return { scriptUrl: script.href, attributes, scriptOrigin: script.origin, connectOrigins: [...connectOrigins] };
}

/** One language tag as `name` gives it, canonicalised ("en-gb" → "en-GB"); null (with a problem) when unusable. */
function readLocaleTag(name: string, raw: string, problems: string[]): string | null {
  let locale: string;
  try {
    locale = Intl.getCanonicalLocales(raw)[0] ?? "en-US";
  } catch {
    problems.push(`${name} "${raw}" is not a language tag. Use one such as en-US, en-GB, es-US or fr-CA.`);
    return null;
  }
  if (languageOf(locale) === null) {
    problems.push(
      `${name} "${raw}" is a language the site's interface does not speak yet. Use one of: ${LANGUAGES.join(", ")} (with a region for formats, such as en-GB, es-US, fr-CA or fr-FR), or add its messages file (README, "Languages").`,
    );
    return null;
  }
  return locale;
}

function readLocale(env: Environment, problems: string[]): string {
  const raw = env.STUDIO_LOCALE?.trim();
  if (!raw) return "en-US";
  return readLocaleTag("STUDIO_LOCALE", raw, problems) ?? "en-US";
}

/**
 * The site's languages: STUDIO_LOCALES ("en-US,es-US"), else STUDIO_LOCALE alone. The first
 * is built at the site's root, each other one under its language ("es"), or under its whole
 * tag ("fr-fr") when an earlier locale already has that language's folder.
 */
function readLocales(env: Environment, problems: string[]): SiteLocale[] {
  const raw = env.STUDIO_LOCALES?.trim();
  if (!raw) return [{ locale: readLocale(env, problems), path: "" }];
  if (!blank(env.STUDIO_LOCALE)) {
    problems.push(
      `STUDIO_LOCALE and STUDIO_LOCALES are both set. Use one: STUDIO_LOCALE for a site in one language, or STUDIO_LOCALES alone for several, the first at the site's root (for example STUDIO_LOCALES=${env.STUDIO_LOCALE?.trim()},es-US).`,
    );
  }
  const locales: SiteLocale[] = [];
  for (const item of raw.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    const locale = readLocaleTag("STUDIO_LOCALES", item, problems);
    if (locale === null) continue;
    if (locales.some((known) => known.locale === locale)) {
      problems.push(`STUDIO_LOCALES lists "${locale}" twice. List each locale once, the first for the site's root.`);
      continue;
    }
    if (locales.length === 0) {
      locales.push({ locale, path: "" });
      continue;
    }
    // A language's folder goes to its first locale after the root; a later one (or one sharing the root's language) gets its whole tag.
    const language = new Intl.Locale(locale).language;
    const languageTaken = locales.some((known) => new Intl.Locale(known.locale).language === language);
    const path = languageTaken ? locale.toLowerCase() : language;
    const holder = locales.find((known) => known.path === path);
    if (holder !== undefined) {
      problems.push(
        `STUDIO_LOCALES lists "${locale}" after "${holder.locale}", which already has its folder /${path}/. List "${locale}" before "${holder.locale}", or add its region (such as ${language}-CA).`,
      );
      continue;
    }
    locales.push({ locale, path });
  }
  return locales.length > 0 ? locales : [{ locale: "en-US", path: "" }];
}

/** SITE_URL without a trailing slash; null when unset or unusable (with a problem). */
function readSiteUrl(env: Environment, problems: string[]): string | null {
  const rawSite = env.SITE_URL?.trim();
  if (!rawSite) return null;
  const parsed = parseHttpUrl(rawSite);
  if (parsed === null) {
    problems.push(`SITE_URL "${rawSite}" is not an http(s) URL. Set it to the public address of the site, for example https://schedule.example.com.`);
    return null;
  }
  return parsed.href.replace(/\/+$/, "");
}

/** https anywhere; plain http only to this computer, where nobody can alter what is read on the way. */
function isSafeDownload(url: URL): boolean {
  if (url.protocol === "https:") return true;
  const loopback = url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  return url.protocol === "http:" && loopback;
}

function readPreviousSnapshotUrl(env: Environment, keyGiven: boolean, problems: string[]): string | null {
  const raw = env.PREVIOUS_SNAPSHOT_URL?.trim();
  if (raw === "none") return null;
  if (!raw) {
    // The demo studio has no published site to compare with.
    const siteUrl = keyGiven ? readSiteUrl(env, []) : null;
    if (siteUrl === null) return null;
    const published = new URL(`${siteUrl}/${PUBLISHED_SNAPSHOT_FILE}`);
    return isSafeDownload(published) ? published.href : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = new URL("invalid:");
  }
  if (!isSafeDownload(parsed)) {
    problems.push(
      `PREVIOUS_SNAPSHOT_URL "${raw}" must be an https:// address (http:// only for localhost or 127.0.0.1), for example https://schedule.example.com/${PUBLISHED_SNAPSHOT_FILE}. Set it to none to compare with the local snapshot only.`,
    );
    return null;
  }
  return parsed.href;
}

function readSnapshotPath(env: Environment): string {
  const raw = env.CATALOG_SNAPSHOT?.trim();
  return resolve(raw || DEFAULT_SNAPSHOT_PATH);
}

/** Sync settings. Throws one ConfigError naming every problem; sends nothing. */
export function readSyncConfig(given: Environment = readEnvironment()): SyncConfig {
  const env = listed(given, SYNC_VARIABLES);
  const problems: string[] = [];
  const api = readApi(env, problems);
  const keyGiven = !blank(env.STUDIO_API_KEY);
  const config: SyncConfig = {
    api,
    timezone: readTimezone(env, keyGiven, problems),
    daysAhead: readInteger(env, "SYNC_DAYS_AHEAD", DEFAULT_DAYS_AHEAD, 1, 366, problems),
    snapshotPath: readSnapshotPath(env),
    rateLimit: readInteger(env, "STUDIO_RATE_LIMIT", API_RATE_LIMIT_PER_MINUTE, 1, API_RATE_LIMIT_PER_MINUTE, problems),
    // The site's first language: the one at its root.
    locale: readLocales(env, problems)[0]!.locale,
    githubOutputPath: env.GITHUB_OUTPUT?.trim() || null,
    githubStepSummaryPath: env.GITHUB_STEP_SUMMARY?.trim() || null,
    previousSnapshotUrl: readPreviousSnapshotUrl(env, keyGiven, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** BUILD_TIME as an instant: ISO 8601 with its offset (or Z), so no machine's zone decides what it means. */
function readBuildTime(env: Environment, problems: string[]): Date | null {
  const raw = env.BUILD_TIME?.trim();
  if (!raw) return null;
  const instant = ISO_INSTANT.test(raw) ? new Date(raw) : null;
  if (instant === null || Number.isNaN(instant.getTime())) {
    problems.push(`BUILD_TIME "${raw}" is not an ISO 8601 time with its offset. Use one such as 2026-11-27T09:00:00-05:00 or 2026-11-27T14:00:00Z, or unset it to build as of now.`);
    return null;
  }
  return instant;
}

/** Site settings for `astro build` / `astro dev`. */
export function readSiteConfig(given: Environment = readEnvironment()): SiteConfig {
  const env = listed(given, [...SITE_VARIABLES, ...REPRODUCTION_VARIABLES]);
  const problems: string[] = [];
  const siteUrl = readSiteUrl(env, problems);
  const locales = readLocales(env, problems);
  let currency: string | null = null;
  const rawCurrency = env.STUDIO_CURRENCY?.trim();
  if (rawCurrency) {
    currency = currencyCode(rawCurrency);
    if (currency === null) problems.push(`STUDIO_CURRENCY "${rawCurrency}" is not a currency code. Use a three-letter ISO 4217 code such as USD or EUR.`);
  }
  const live = readLive(env, problems);
  const analytics = readAnalytics(env, problems);
  const embedOrigins = readEmbedOrigins(env, problems);
  const buildTime = readBuildTime(env, problems);
  // SITE_SETTINGS=none: no settings file at all, whatever is in the folder (the tests' builds).
  const named = env.SITE_SETTINGS?.trim();
  const settingsPath = resolve(named || DEFAULT_SETTINGS_FILE);
  const read = named === "none" ? { settings: NO_SETTINGS, problems: [] } : readSiteSettings({
    path: settingsPath,
    shownAs: named || DEFAULT_SETTINGS_FILE,
    required: Boolean(named),
    locales: locales.map((language) => language.locale),
    publicDir: resolve("public"),
    themeFile: resolve("src/styles/theme.css"),
  });
  const namedTranslations = env.TRANSLATIONS_DIR?.trim();
  const translationsDir = resolve(namedTranslations || DEFAULT_TRANSLATIONS_DIR);
  const translated = readTranslations({ dir: translationsDir, shownAs: namedTranslations || DEFAULT_TRANSLATIONS_DIR, locales: locales.map((language) => language.locale) });
  if (problems.length > 0 || read.problems.length > 0 || translated.problems.length > 0) {
    const hints = [
      ...(problems.length > 0 ? [ENVIRONMENT_HINT] : []),
      ...(read.problems.length > 0 ? [SETTINGS_FILE_HINT] : []),
      ...(translated.problems.length > 0 ? [TRANSLATIONS_HINT] : []),
    ];
    throw new ConfigError([...problems, ...read.problems, ...translated.problems], hints);
  }
  return {
    siteUrl,
    locale: locales[0]!.locale,
    locales,
    snapshotPath: readSnapshotPath(env),
    currency,
    live,
    analytics,
    embedOrigins,
    buildTime,
    settingsPath,
    settings: read.settings,
    translationsDir,
    translations: translated.translations,
  };
}
