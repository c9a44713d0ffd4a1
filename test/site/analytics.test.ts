import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config-error.ts";
import { readSiteConfig } from "../../src/config.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";

/**
 * An owner's analytics tool (README, "Analytics"): one https script on every page, its
 * origin allowed by the page policy and nothing more, and outbound links that say what
 * they do so the tool can count them. Off by default.
 */
const SCRIPT = "https://plausible.io/js/script.js";
const REPORTS_TO = "https://mystudio.goatcounter.com/count";

function problemsOf(env: Record<string, string>): string {
  try {
    readSiteConfig(env);
    return "";
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

describe("ANALYTICS_SCRIPT_URL", () => {
  it("is off by default", () => {
    expect(readSiteConfig({}).analytics).toBeNull();
  });

  it("takes an https script with data- attributes, and allows the hosts it reports to", () => {
    const config = readSiteConfig({ ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_SCRIPT_ATTRIBUTES: `data-domain=schedule.example.com data-goatcounter=${REPORTS_TO}` });
    expect(config.analytics).toEqual({
      scriptUrl: SCRIPT,
      attributes: { "data-domain": "schedule.example.com", "data-goatcounter": REPORTS_TO },
      scriptOrigin: "https://plausible.io",
      connectOrigins: ["https://plausible.io", "https://mystudio.goatcounter.com"],
    });
  });

  it("refuses a script that is not https, or that carries credentials, with the fix", () => {
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: "http://plausible.io/js/script.js" })).toContain(
      'ANALYTICS_SCRIPT_URL "http://plausible.io/js/script.js" must be an https address without a user name or password',
    );
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: "https://me:secret@plausible.io/js/script.js" })).toContain("must be an https address");
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: "javascript:alert(1)" })).toContain("must be an https address");
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: "plausible" })).toContain('ANALYTICS_SCRIPT_URL "plausible" is not a URL');
  });

  it("refuses attributes that are not plain data- pairs, and attributes without a script", () => {
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_SCRIPT_ATTRIBUTES: "onload=alert(1)" })).toContain(
      'ANALYTICS_SCRIPT_ATTRIBUTES has "onload=alert(1)": write each attribute as data-name=value',
    );
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_SCRIPT_ATTRIBUTES: 'data-x="><script>' })).toContain("ANALYTICS_SCRIPT_ATTRIBUTES has");
    expect(problemsOf({ ANALYTICS_SCRIPT_ATTRIBUTES: "data-domain=x" })).toContain("ANALYTICS_SCRIPT_ATTRIBUTES is set but ANALYTICS_SCRIPT_URL is not");
  });
});

/** The page policy's directives, by name. */
function policy(html: string): Map<string, string[]> {
  const content = cheerio.load(html)('meta[http-equiv="content-security-policy"]').attr("content") ?? "";
  return new Map(
    content
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("a site built with analytics on, and one without", () => {
  let on: BuiltSite;
  let off: BuiltSite;

  beforeAll(async () => {
    const snapshot = await demoLikeSnapshot(new Date());
    const env = { SITE_URL: "https://schedule.example.com" };
    [on, off] = await Promise.all([
      buildSite({ snapshot, env: { ...env, ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_SCRIPT_ATTRIBUTES: "data-domain=schedule.example.com" } }),
      buildSite({ snapshot, env }),
    ]);
  });
  afterAll(async () => Promise.all([on?.cleanup(), off?.cleanup()]));

  it("loads the script on every page, and lets only its origin in script-src and connect-src", async () => {
    const pages = await on.pages();
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) {
      const html = await on.readPage(path);
      const scripts = cheerio.load(html)(`script[src="${SCRIPT}"]`);
      expect(scripts.length, path).toBe(1);
      expect(scripts.attr("data-domain"), path).toBe("schedule.example.com");
      expect(scripts.attr("defer"), path).toBeDefined();
      const directives = policy(html);
      expect(directives.get("script-src"), path).toContain("https://plausible.io");
      expect(directives.get("connect-src"), path).toEqual(["'self'", "https://plausible.io"]);
    }
  });

  it("has no analytics script and no outside origin in the policy when it is off", async () => {
    for (const path of await off.pages()) {
      const html = await off.readPage(path);
      expect(html, path).not.toContain("plausible.io");
      expect(policy(html).get("connect-src"), path).toEqual(["'self'"]);
      // 'wasm-unsafe-eval': the site search's WebAssembly (issue 35), which loads from the site itself.
      expect(policy(html).get("script-src")?.filter((source) => !source.startsWith("'sha256-")), path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  });

  it("marks every link to the studio's hosted pages with what it does and for what", async () => {
    const seen = new Set<string>();
    for (const path of await on.pages()) {
      const $ = cheerio.load(await on.readPage(path));
      $("main a[href^='http']").each((_, element) => {
        const link = $(element);
        const href = link.attr("href") ?? "";
        // Maps, calendars and the studio's store pages are not sign-ups.
        if (/google\.com|maps|calendar/.test(href) || !link.hasClass("button")) return;
        const action = link.attr("data-outbound");
        expect(action, `${path}: ${href}`).toMatch(/^(sign-up|book-session|waitlist|register|trial|membership|appointment|browse)$/);
        expect(link.attr("data-outbound-item"), `${path}: ${href}`).toBeTruthy();
        seen.add(action!);
      });
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(["appointment", "book-session", "membership", "register", "sign-up", "trial", "waitlist"]));
  });
});
