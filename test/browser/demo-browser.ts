/**
 * A demo site served on 127.0.0.1 and driven through playwright-core, per test file: by
 * default a site the run shares between files (test/support/shared-sites.ts: the demo studio
 * synced from the emulator and built once per run), in the file's own Chromium
 * (test/support/chromium.ts finds it; no download). One Chromium for every browser file was
 * measured slower (the five files: 331 s and 204 s of CPU against 284 s and 192 s): its
 * Playwright server works in the run's own process, and one browser process serves them all.
 * With `live`, the file's own site: synced from an emulator the test keeps running and
 * built with its publishable key, so pages call that emulator for live spots.
 */
import { load } from "cheerio";
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request, type Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { pageTypeOf, type PageType } from "../../bench/page-types.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { sharedSite, type SharedSiteName } from "../support/shared-sites.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";
import type { HostRules } from "../support/host-headers.ts";
import { demoKey, startEmulator, type RunningEmulator } from "../../src/emulator/index.ts";
import { envFor, readText, runSync, tempSnapshotPath } from "../support/sync-harness.ts";
import { launchChromium } from "../support/chromium.ts";

/** A request the page made to another host than the site's. */
export interface ExternalRequest {
  url: string;
  resourceType: string;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions, failed requests and HTTP errors, as readable lines. */
  problems: string[];
  /**
   * The same, less the browser's own network lines for requests to the live API ("Failed
   * to load resource…", failed and 4xx/5xx requests): no script can silence those, so a
   * failing API is judged by everything else (our script's errors, CSP violations).
   */
  problemsBesidesApi(): string[];
  /** Requests to other hosts, answered by the test (images) or refused (anything else). */
  external: ExternalRequest[];
  /**
   * Loads `path` of the site in this page, once what was recorded so far (problems, external
   * requests) is forgotten, so each address of a walk is judged on its own: one page visiting
   * several addresses costs a navigation each, where a context each costs a new renderer process
   * (about three times the time in Debian's Chromium, a whole browser, not the packaged headless shell).
   */
  goto(path: string): Promise<Response | null>;
  close(): Promise<void>;
}

export interface DemoBrowser {
  site: BuiltSite;
  server: StaticServer;
  origin: string;
  browser: Browser;
  /** URL paths of every built page, by page type. */
  pagesByType: Map<PageType, string[]>;
  /** With `live`: the emulator the pages call. */
  emulator: RunningEmulator | null;
  /**
   * A fresh context and page that records every problem; external images get a 1×1 GIF.
   * `alsoAllow`: other origins the page may reach (a studio's website showing the embed).
   */
  open(options?: BrowserContextOptions, alsoAllow?: readonly string[]): Promise<WatchedPage>;
}

/** The smallest valid image, so an external <img> loads without reaching the network. */
const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

async function watch(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions,
  apiOrigin: string | null,
  alsoAllow: readonly string[] = [],
): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const problems: string[] = [];
  const apiLines: string[] = [];
  const external: ExternalRequest[] = [];
  await context.route(
    (url) => url.origin !== origin && url.origin !== apiOrigin && !alsoAllow.includes(url.origin),
    async (route) => {
      const request = route.request();
      external.push({ url: request.url(), resourceType: request.resourceType() });
      if (request.resourceType() === "image") await route.fulfill({ status: 200, contentType: "image/gif", body: PIXEL_GIF });
      else await route.abort("blockedbyclient");
    },
  );
  const page = await context.newPage();
  const fromApi = (url: string) => apiOrigin !== null && url.startsWith(apiOrigin);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const line = `console error: ${message.text()}`;
    problems.push(line);
    if (fromApi(message.location().url) || (message.text().startsWith("Failed to load resource") && apiOrigin !== null)) apiLines.push(line);
  });
  page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`));
  // Leaving a page cancels what it still loads (the favicon, fetched after `load`): Chromium
  // reports net::ERR_ABORTED for those. Only a request of an earlier document, cancelled when
  // the next one came, is excused; any other failure is a problem. A document is counted when
  // its navigation is answered, not when the navigation's request starts: until then the old
  // document's scripts still run and may start requests (a search page's index, a filter's
  // module on an idle callback), which the new document then cancels (seen under load). A
  // change of the fragment alone is no new document and answers nothing, so it counts nothing.
  let documents = 0;
  const startedAt = new WeakMap<Request, number>();
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documents += 1;
  });
  page.on("request", (request) => startedAt.set(request, documents));
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "?";
    // Chromium's own favicon fetch can start after a click's navigation has begun and be cut by
    // it (seen under load on a no-JavaScript walk): the browser's request, not the page's.
    const browserFavicon = /\/favicon\.\w+$/.test(new URL(request.url()).pathname);
    const leftBehind = error.includes("ERR_ABORTED") && (browserFavicon || (startedAt.get(request) ?? documents) < documents);
    if (leftBehind) return;
    const line = `failed request: ${request.url()} (${error})`;
    problems.push(line);
    if (fromApi(request.url())) apiLines.push(line);
  });
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const line = `HTTP ${response.status()}: ${response.url()}`;
    problems.push(line);
    if (fromApi(response.url())) apiLines.push(line);
  });
  const problemsBesidesApi = () => problems.filter((line) => !apiLines.includes(line));
  const goto = (path: string) => {
    problems.length = 0;
    apiLines.length = 0;
    external.length = 0;
    return page.goto(`${origin}${path}`, { waitUntil: "load" });
  };
  return { page, context, problems, problemsBesidesApi, external, goto, close: () => context.close() };
}

export interface DemoBrowserOptions {
  /** The shared site to serve (default "demo"); not with `live`. */
  shared?: SharedSiteName;
  /** Live spots on: the file's own build with the emulator's publishable key in the pages, the emulator kept running for the tests. */
  live?: boolean;
  /** With `live`: more build settings, read when the build starts (EMBED_ORIGINS naming a server a test started first). */
  env?: () => Record<string, string>;
  /** Serve the site's `_headers` as this host applies it. Default: no headers file. */
  headers?: HostRules;
}

/** The demo studio synced from an emulator that stays up, and the build settings that point pages at it. */
export async function liveDemo(): Promise<{ emulator: RunningEmulator; snapshot: string; env: Record<string, string> }> {
  const emulator = await startEmulator();
  const path = await tempSnapshotPath();
  const run = await runSync(envFor(emulator, demoKey("full"), path));
  if (run.exitCode !== 0) throw new Error(`The sync failed with exit code ${run.exitCode}:\n${run.stderr}`);
  const env = { STUDIO_PUBLIC_KEY: demoKey("publishable"), STUDIO_PUBLIC_API_URL: emulator.url, SITE_URL: "http://localhost:4321" };
  return { emulator, snapshot: await readText(path), env };
}

/** Registers the file's beforeAll/afterAll; call the returned function inside tests. */
export function useDemoBrowser(options: DemoBrowserOptions = {}): () => DemoBrowser {
  let demo: DemoBrowser | undefined;
  let site: BuiltSite | undefined;
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let emulator: RunningEmulator | null = null;

  beforeAll(async () => {
    const build = async () => {
      if (!options.live) return (await sharedSite(options.shared ?? "demo")).site;
      const live = await liveDemo();
      emulator = live.emulator;
      return buildSite({ snapshot: live.snapshot, env: { ...live.env, ...options.env?.() } });
    };
    [site, browser] = await Promise.all([
      build(),
      launchChromium(),
    ]);
    server = await startStaticServer(site.outDir, { headers: options.headers });
    const pagesByType = new Map<PageType, string[]>();
    for (const path of await site.pages()) {
      const type = pageTypeOf(path);
      pagesByType.set(type, [...(pagesByType.get(type) ?? []), path]);
    }
    const { origin } = server;
    const running = browser;
    const apiOrigin = emulator === null ? null : new URL(emulator.url).origin;
    demo = {
      site,
      server,
      origin,
      browser: running,
      pagesByType,
      emulator,
      open: (contextOptions = {}, alsoAllow = []) => watch(running, origin, contextOptions, apiOrigin, alsoAllow),
    };
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await emulator?.close();
    await site?.cleanup();
  });

  return () => {
    if (!demo) throw new Error("The demo site is not ready yet; call this inside a test.");
    return demo;
  };
}

/**
 * Resolves once the page stands still: at once when nothing scrolled over two frames, else at
 * its `scrollend`, or once no scroll event has come for 300 ms. The filter glides the first
 * result on screen after each change; a tap sent while the page glides lands beside what it
 * aimed at, and a family's finger waits too. Chromium does not always end a scroll with
 * `scrollend` (a glide cut short by another, here the planner's toast taking the focus): the
 * walk on /plan/ waited for it until its 120 s ran out, one run in six.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last: "scroll" | "scrollend" | null = null;
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const seen = (event: Event) => (last = event.type as "scroll" | "scrollend");
        const finish = () => {
          clearTimeout(quiet);
          removeEventListener("scroll", seen);
          removeEventListener("scrollend", seen);
          removeEventListener("scroll", stillFor);
          removeEventListener("scrollend", finish);
          resolve();
        };
        const stillFor = () => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, 300);
        };
        addEventListener("scroll", seen);
        addEventListener("scrollend", seen);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (last !== "scroll") return finish();
            addEventListener("scrollend", finish, { once: true });
            addEventListener("scroll", stillFor);
            stillFor();
          }),
        );
      }),
  );
}

/**
 * The schedule's second week (under `schedule`, "/schedule/" or "/embed/schedule/"): always a
 * whole one, where the first runs from today and, late on the studio's Saturday, may hold no row.
 */
export async function secondWeek(demo: DemoBrowser, schedule = "/schedule/"): Promise<string> {
  const href = load(await demo.site.readPage(schedule))('nav.week-nav a[rel="next"]').first().attr("href");
  if (!href) throw new Error(`${schedule} links no next week.`);
  return href;
}

/** For each page type, its largest page (the most content, the most to go wrong). */
export async function samplePages(demo: DemoBrowser): Promise<Map<PageType, string>> {
  const samples = new Map<PageType, string>();
  for (const [type, paths] of demo.pagesByType) {
    const sizes = await Promise.all(paths.map(async (path) => ({ path, size: (await demo.site.readPage(path)).length })));
    samples.set(type, sizes.reduce((a, b) => (b.size > a.size ? b : a)).path);
  }
  return samples;
}

/** Counts every tap of a walk, so the test can hold it to its name. */
export function tapCounter(page: Page) {
  let taps = 0;
  return {
    async tap(target: Locator) {
      await untilStill(page);
      await target.scrollIntoViewIfNeeded();
      await target.tap();
      taps += 1;
    },
    get taps() {
      return taps;
    },
    page,
  };
}
