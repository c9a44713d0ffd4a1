import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Frame, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareText } from "../../src/core/compare-text.ts";
import { load } from "cheerio";
import { embedAddress, embedSnippet } from "../../src/site/embed.ts";
import { boxedHeight, UPCOMING_ROWS } from "../../src/site/boxed-views.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";
import { useDemoBrowser, type WatchedPage } from "./demo-browser.ts";

/**
 * The embed (issue 20) as a studio's own website shows it: host pages served from other
 * loopback origins (127.0.0.2, allowed by EMBED_ORIGINS; 127.0.0.3, not) paste the snippet
 * the /embed/ page gives; the demo site is served with its `_headers` applied as
 * Cloudflare Pages does, built with live spots from the emulator.
 */
let hostDir = "";
let allowed: StaticServer | undefined;
let refused: StaticServer | undefined;

// Registered before useDemoBrowser's, so the build knows the allowed host's origin.
beforeAll(async () => {
  hostDir = await mkdtemp(join(tmpdir(), "studio-embed-host-"));
  allowed = await startStaticServer(hostDir, { host: "127.0.0.2" });
  refused = await startStaticServer(hostDir, { host: "127.0.0.3" });
});

const demo = useDemoBrowser({ live: true, headers: "cloudflare", env: () => ({ EMBED_ORIGINS: allowed!.origin }) });

afterAll(async () => {
  console.info(`embed figures:\n${figures.join("\n")}`);
  await allowed?.close();
  await refused?.close();
  await rm(hostDir, { recursive: true, force: true });
});

const VIEWS = ["schedule", "classes", "classes/category/ballet", "seasons"] as const;
const TOLERANCE = 2;

/** A plain studio website page around `body`, saved as /<name>.html on the host servers. */
async function hostPage(name: string, body: string): Promise<string> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our studio</title>
<style>body { font-family: sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; } </style></head>
<body><h1>Brightside Dance &amp; Gymnastics</h1><p>Welcome! Here is what is on.</p>
${body}
<p>Find us at 12 Main Street.</p></body></html>`;
  await writeFile(join(hostDir, `${name}.html`), html, "utf8");
  return `/${name}.html`;
}

const snippet = (site: string, view: string) => embedSnippet(site, view);

async function openHost(host: StaticServer, path: string, extra: readonly string[] = [], width = 1280): Promise<WatchedPage> {
  const watched = await demo().open({ viewport: { width, height: 900 } }, [host.origin, ...extra]);
  await watched.page.goto(`${host.origin}${path}`, { waitUntil: "load" });
  return watched;
}

interface Fit {
  frame: number;
  content: number;
  /** How far the frame's own document could scroll: a nested scrollbar when above 0. */
  innerScroll: number;
}

async function fitOf(iframe: Locator): Promise<Fit> {
  const frame = await contentOf(iframe);
  const box = await iframe.evaluate((element) => element.getBoundingClientRect().height);
  const inner = await frame.evaluate(() => ({
    content: document.documentElement.getBoundingClientRect().height,
    innerScroll: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }));
  return { frame: box, ...inner };
}

async function contentOf(iframe: Locator): Promise<Frame> {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error("The iframe has no frame.");
  return frame;
}

/**
 * Waits until the frame is as tall as its content (±2 px) with nothing to scroll inside, and returns the figures.
 * Measured as a visitor sees the frame, on screen: Chromium 156 tells a cross-site frame far below the fold its new
 * size only once it comes near the screen, so until then the frame's document still thinks it is 600 px tall.
 */
async function fitted(iframe: Locator): Promise<Fit> {
  await iframe.scrollIntoViewIfNeeded();
  let last: Fit | null = null;
  const fits = (fit: Fit) => Math.abs(fit.frame - fit.content) <= TOLERANCE && fit.innerScroll <= 0;
  try {
    await expect
      .poll(async () => {
        last = await fitOf(iframe);
        return fits(last);
      }, { timeout: 15_000 })
      .toBe(true);
  } catch {
    throw new Error(`The frame did not take its content's height (±${TOLERANCE} px, nothing to scroll inside) in 15 s: last seen ${JSON.stringify(last)}.`);
  }
  return last!;
}

const figures: string[] = [];

describe("the embed on a studio's website (an origin in EMBED_ORIGINS)", () => {
  it("shows every view from the snippet, each frame titled, as tall as its content, with no nested scrollbar", async () => {
    const path = await hostPage("all", VIEWS.map((view) => snippet(demo().origin, view)).join("\n<p>Between the views.</p>\n"));
    const watched = await openHost(allowed!, path);
    const frames = watched.page.locator("iframe");
    await expect.poll(() => frames.count()).toBe(VIEWS.length);
    for (const [index, view] of VIEWS.entries()) {
      const iframe = frames.nth(index);
      expect(await iframe.getAttribute("src")).toBe(`${demo().origin}/embed/${view}/`);
      expect(await iframe.getAttribute("title")).toBeTruthy();
      const fit = await fitted(iframe);
      figures.push(`${view}: frame ${fit.frame} px, content ${fit.content} px`);
      expect(fit.content).toBeGreaterThan(300);
      const frame = await contentOf(iframe);
      expect(await frame.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await frame.locator('link[rel="canonical"]').getAttribute("href")).toBe(`http://localhost:4321/${view}/`);
    }
    // The host page scrolls as one page.
    const host = await watched.page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    expect(host).toBeGreaterThan(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("sizes a frame only from its own view's message, from the site's origin, of the exact shape", async () => {
    const path = await hostPage("messages", `${snippet(demo().origin, "schedule")}\n${snippet(demo().origin, "seasons")}`);
    const watched = await openHost(allowed!, path);
    const [schedule, seasons] = [watched.page.locator("iframe").nth(0), watched.page.locator("iframe").nth(1)];
    const before = { schedule: (await fitted(schedule)).frame, seasons: (await fitted(seasons)).frame };
    const heightOf = (iframe: Locator) => iframe.evaluate((element) => element.getBoundingClientRect().height);
    // From the host page itself: the right shape, the wrong origin.
    await watched.page.evaluate(() => window.postMessage({ type: "studio-embed:height", height: 5 }, "*"));
    const frame = await contentOf(seasons);
    await frame.evaluate(() => {
      parent.postMessage({ type: "studio-embed:height", height: 5, more: true }, "*");
      parent.postMessage({ type: "studio-embed:size", height: 5 }, "*");
      parent.postMessage({ type: "studio-embed:height", height: "5" }, "*");
      parent.postMessage("studio-embed:height 5", "*");
      parent.postMessage({ type: "studio-embed:height", height: 77 }, "*");
    });
    await expect.poll(() => heightOf(seasons)).toBe(77);
    expect(await heightOf(schedule)).toBe(before.schedule);
    expect(before.seasons).not.toBe(77);

    // The same frame, navigated to a page of another origin, speaks with the right shape: ignored.
    const impostor = await hostPage("impostor", `<script>parent.postMessage({ type: "studio-embed:height", height: 5 }, "*");</script>`);
    await seasons.evaluate((element, src) => ((element as HTMLIFrameElement).src = src), `${allowed!.origin}${impostor}`);
    await expect.poll(async () => (await contentOf(seasons)).url()).toBe(`${allowed!.origin}${impostor}`);
    await (await contentOf(seasons)).waitForLoadState("load");
    // Messages to one window arrive in order: once this one is in, the impostor's was handled.
    await watched.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener("message", (event) => event.data === "after the impostor" && resolve());
          postMessage("after the impostor", "*");
        }),
    );
    expect(await heightOf(seasons)).toBe(77);
    await watched.close();
  });

  it("follows the content after a filter change", async () => {
    const path = await hostPage("classes", snippet(demo().origin, "classes"));
    const watched = await openHost(allowed!, path);
    const iframe = watched.page.locator("iframe");
    const before = await fitted(iframe);
    const frame = await contentOf(iframe);
    const visibleRows = () => frame.locator("[data-meets]").filter({ visible: true }).count();
    const allRows = await visibleRows();
    // A family reaches the select (focus loads the filter), then chooses.
    await frame.locator('select[name="category"]').focus();
    await frame.locator('select[name="category"]').selectOption({ label: "Tap" });
    await expect.poll(async () => (await fitOf(iframe)).frame).toBeLessThan(before.frame - 200);
    const after = await fitted(iframe);
    figures.push(`classes filtered to Tap: frame ${before.frame} → ${after.frame} px, content ${after.content} px`);
    await frame.locator('button[type="reset"]').click();
    await expect.poll(visibleRows).toBe(allRows);
    // Every class is back, and the frame with them (the filter's answer stays: its status line "Showing 40 of 40 classes."
    // and "Add classes to my plan" beside it).
    const cleared = await fitted(iframe);
    const status = await frame.locator("[data-filter-status]").evaluate((element) => element.getBoundingClientRect().height);
    const answer = await frame.locator(".class-filter__active").evaluate((element) => element.getBoundingClientRect().height);
    expect(status).toBeGreaterThan(0);
    expect(answer).toBeGreaterThanOrEqual(status);
    expect(cleared.frame).toBeGreaterThan(after.frame + 200);
    expect(cleared.frame - before.frame).toBeLessThanOrEqual(answer + 24 + TOLERANCE);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("follows the content after a live-spots update", async () => {
    const { emulator, site } = demo();
    // The view's next week, reached inside the frame: the first week runs from today to Saturday, so late on a
    // Saturday it has no session left to cancel; the next always holds a whole week.
    const first = load(await site.readPage("/embed/schedule/"));
    const nextHref = first('nav.week-nav a[rel="next"]').first().attr("href");
    expect(nextHref).toMatch(/^\/embed\/schedule\/\d{4}-\d{2}-\d{2}\/$/);
    const week = await site.readPage(nextHref!);
    // Live spots ask for the sessions of a schedule page's first two days (planLiveRequests): the last of those.
    const firstDays = [...new Set([...week.matchAll(/data-live-date="([^"]+)"/g)].map((match) => match[1]!))].sort().slice(0, 2);
    const session = emulator!.data.instances
      .filter((candidate) => candidate.status === "scheduled" && firstDays.includes(candidate.date) && week.includes(`data-live-session="${candidate.id}"`))
      .sort((a, b) => compareText(`${b.date} ${b.time}`, `${a.date} ${a.time}`))[0];
    expect(session).toBeDefined();
    emulator!.setData({ ...emulator!.data, instances: emulator!.data.instances.map((row) => (row.id === session!.id ? { ...row, status: "cancelled" } : row)) });
    try {
      const path = await hostPage("schedule", snippet(demo().origin, "schedule"));
      const watched = await openHost(allowed!, path, [new URL(emulator!.url).origin]);
      const iframe = watched.page.locator("iframe");
      let frame = await contentOf(iframe);
      // The first view a family sees is brought up to date too, whenever it has a session left (not late on a Saturday).
      if ((await frame.locator("[data-live-session]").count()) > 0) {
        await frame.waitForFunction(() => document.querySelector("[data-live-note]")?.textContent?.startsWith("Updated just now"), undefined, { timeout: 15_000 });
      }
      await frame.locator('nav.week-nav a[rel="next"]').first().click();
      await expect.poll(async () => new URL((await contentOf(iframe)).url()).pathname, { timeout: 15_000 }).toBe(nextHref);
      frame = await contentOf(iframe);
      await frame.waitForFunction(() => document.querySelector("[data-live-note]")?.textContent?.startsWith("Updated just now"), undefined, { timeout: 15_000 });
      expect(await frame.locator(`[data-live-session="${session!.id}"] [data-live-cancelled]`).isVisible()).toBe(true);
      const fit = await fitted(iframe);
      figures.push(`next week's schedule after live spots: frame ${fit.frame} px, content ${fit.content} px`);
      expect(watched.problems).toEqual([]);
      await watched.close();
    } finally {
      emulator!.setData({ ...emulator!.data, instances: emulator!.data.instances.map((row) => (row.id === session!.id ? session! : row)) });
    }
  });

  it("opens checkout links and class names in the top window, and keeps the next week in the frame", async () => {
    const path = await hostPage("links", snippet(demo().origin, "schedule"));
    const watched = await openHost(allowed!, path);
    const iframe = watched.page.locator("iframe");
    await fitted(iframe);
    const frame = await contentOf(iframe);
    expect(await frame.evaluate(() => document.querySelector("base")?.target)).toBe("_top");
    // Every link without its own target opens in the top window.
    const targets = await frame.evaluate(() => [...new Set([...document.querySelectorAll("a")].map((a) => a.getAttribute("target") ?? "(base: _top)"))]);
    expect(targets.sort()).toEqual(["(base: _top)", "_self"]);

    const next = frame.locator('nav.week-nav a[rel="next"]').first();
    expect(await next.getAttribute("target")).toBe("_self");
    const nextWeek = (await next.getAttribute("href"))!;
    expect(nextWeek).toMatch(/^\/embed\/schedule\/\d{4}-\d{2}-\d{2}\/$/);
    // The rows are read on the next week, which is always whole (the first runs from today: late on a Saturday it may hold none).
    const toNextWeek = async (shown: Frame) => {
      await shown.locator('nav.week-nav a[rel="next"]').first().click();
      await expect.poll(() => shown.url()).toBe(`${demo().origin}${nextWeek}`);
      await shown.waitForLoadState("load");
    };
    await toNextWeek(frame);

    const checkout = frame.locator('.session a.button[href*="/checkout"]:visible').first();
    const href = (await checkout.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/.*checkout/);
    expect(await checkout.getAttribute("target")).toBeNull();
    await watched.page.route(href, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title><p>Hosted checkout" }));
    await checkout.click();
    await watched.page.waitForURL(href);
    expect(watched.page.mainFrame().url()).toBe(href);

    await watched.page.goto(`${allowed!.origin}${path}`);
    const again = await contentOf(watched.page.locator("iframe"));
    await again.waitForLoadState("load");
    await toNextWeek(again);
    const className = again.locator("a.class-link").first();
    const classHref = (await className.getAttribute("href"))!;
    await className.click();
    await watched.page.waitForURL(`${demo().origin}${classHref}`);
    expect(await watched.page.locator("header.site-header").count()).toBe(1);
    await watched.close();
  });

  it("adds a class to the family's plan from an embed on another site: the site's own /plan/ opens in the top window, where its storage is first-party", async () => {
    const path = await hostPage("plan", snippet(demo().origin, "classes"));
    const watched = await openHost(allowed!, path, [], 390);
    const frame = await contentOf(watched.page.locator("iframe"));
    const className = frame.locator("a.class-link", { hasText: "Hip Hop Kids" }).first();
    await className.click();
    await watched.page.waitForURL(/\/classes\/hip-hop-kids\/$/, { waitUntil: "load" });
    await watched.page.getByRole("link", { name: "Add to plan" }).click();
    await watched.page.waitForURL(/\/plan\/#add=/, { waitUntil: "load" });
    expect(new URL(watched.page.mainFrame().url()).origin).toBe(demo().origin);
    await watched.page.waitForFunction(() => document.querySelector("[data-plan-body]")?.childElementCount);
    expect(await watched.page.getByRole("status").filter({ hasText: "Hip Hop Kids" }).innerText()).toBe("Add a child below, then choose who Hip Hop Kids is for.");
    await watched.page.getByRole("button", { name: "Add a child" }).click();
    await watched.page.locator("[data-plan-child] input[type=number]").fill("6");
    await watched.page.locator("[data-plan-child] input[type=number]").blur();
    await watched.page.locator("#plan-pending + div").getByRole("button", { name: "Child 1" }).click();
    const stored = await watched.page.evaluate(() => JSON.parse(localStorage.getItem("studio-plan") ?? "null"));
    expect(stored.picks).toEqual([{ child: "a", classId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await watched.page.locator("[data-plan-week]").innerText()).toContain("Hip Hop Kids · Child 1");
    expect(watched.problemsBesidesApi()).toEqual([]);
    await watched.close();
  });

  it("keeps week navigation inside the frame", async () => {
    const path = await hostPage("weeks", snippet(demo().origin, "schedule"));
    const watched = await openHost(allowed!, path);
    const iframe = watched.page.locator("iframe");
    const frame = await contentOf(iframe);
    const next = frame.locator('nav.week-nav a[rel="next"]').first();
    const target = await next.getAttribute("href");
    await next.click();
    await expect.poll(() => frame.url()).toBe(`${demo().origin}${target}`);
    expect(watched.page.url()).toBe(`${allowed!.origin}${path}`);
    await fitted(iframe);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("works as a plain iframe with a fixed height, without the script", async () => {
    const path = await hostPage("plain", `<iframe src="${demo().origin}/embed/schedule/" title="Class schedule" style="width:100%;height:700px;border:0"></iframe>`);
    const watched = await openHost(allowed!, path);
    const frame = await contentOf(watched.page.locator("iframe"));
    await frame.waitForLoadState("load");
    expect(await frame.locator(".schedule-day").count()).toBeGreaterThan(0);
    // The view scrolls inside its fixed frame instead of being cut off.
    expect(await frame.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight)).toBe(true);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  // 83 stops with a look at where focus landed after each: well under a minute on a busy machine; each Tab has its own 10 s limit and message.
  it("walks from the host page into the frame, through its filter and links, and out again with Tab", { timeout: 60_000 }, async () => {
    const path = await hostPage("keyboard", `<p><a id="before" href="#before">Before the schedule</a></p>\n${snippet(demo().origin, "classes")}\n<p><a id="after" href="#after">After the schedule</a></p>`);
    const watched = await openHost(allowed!, path);
    const iframe = watched.page.locator("iframe");
    await fitted(iframe);
    const frame = await contentOf(iframe);
    await frame.locator("[data-class-filter]").waitFor({ state: "visible" });
    await watched.page.focus("#before");
    /**
     * Where focus is once it has landed. Focus crosses into and out of a frame of another site
     * through the browser process: the frame's element takes focus first, and for a moment
     * (longer on a busy machine) the host page's own focus is on its body.
     */
    const focus = async () => {
      const host = await watched.page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || "none");
      const inner = host === "IFRAME" ? await frame.evaluate(() => (document.hasFocus() ? (document.activeElement?.tagName ?? "none") : "none")) : "none";
      return { host, inner, landed: host === "IFRAME" ? inner !== "none" && inner !== "BODY" : host !== "BODY" };
    };
    const inside: string[] = [];
    let left = false;
    for (let step = 0; step < 400 && !left; step += 1) {
      await watched.page.keyboard.press("Tab");
      // The first look usually finds focus landed: one or two round trips per Tab (83 stops).
      let now = { host: "none", inner: "none", landed: false };
      try {
        await expect.poll(async () => (now = await focus()).landed, { timeout: 10_000, interval: 20 }).toBe(true);
      } catch {
        throw new Error(`Tab went to ${now.host} on the host page (${now.inner} in the frame) instead of into the frame, after ${inside.length} stops inside.`);
      }
      if (now.host === "after") left = true;
      else if (now.host === "IFRAME") inside.push(now.inner);
      else throw new Error(`Tab went to ${now.host} on the host page instead of into the frame, after ${inside.length} stops inside.`);
    }
    expect(left).toBe(true);
    expect(inside[0]).toBe("A");
    expect(inside).toContain("SELECT");
    expect(inside).toContain("INPUT");
    expect(inside.filter((tag) => tag === "A").length).toBeGreaterThan(20);
    figures.push(`keyboard: ${inside.length} tab stops inside the classes frame`);
    await watched.close();
  });
});

describe("the views for a box of fixed height (Wix), on a studio's website", () => {
  /*
   * Issue 33: Wix keeps its embed box at the height the owner drags it to, and the demo's
   * schedule weeks differ by thousands of pixels. The upcoming view is always the height
   * its snippet asks for (the /embed/ page says it), at any box width.
   */
  it.each([390, 600, 980])("keeps the upcoming view within the height its snippet asks for, in a %i px box, with nothing to scroll inside", async (width) => {
    const height = boxedHeight(UPCOMING_ROWS.usual);
    const path = await hostPage(`upcoming-${width}`, `<div style="width:${width - 32}px">${snippet(demo().origin, `upcoming/${UPCOMING_ROWS.usual}`)}</div>`);
    const watched = await openHost(allowed!, path, [], width);
    const iframe = watched.page.locator("iframe");
    expect(await iframe.getAttribute("title")).toBe("Upcoming classes");
    const fit = await fitted(iframe);
    figures.push(`upcoming/${UPCOMING_ROWS.usual} in a ${width} px box: frame ${fit.frame} px (the snippet asks ${height})`);
    expect(fit.frame).toBeLessThanOrEqual(height);
    expect(fit.frame).toBeGreaterThan(height - 64);
    const frame = await contentOf(iframe);
    expect(await frame.locator(".boxed__row").count()).toBe(UPCOMING_ROWS.usual);
    expect(await frame.locator('link[rel="canonical"]').getAttribute("href")).toBe("http://localhost:4321/schedule/");
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("fits a plain frame of the height the /embed/ page gives, for 1, 8 and 15 rows, without a scrollbar inside", async () => {
    for (const rows of [1, 8, 15]) {
      const height = boxedHeight(rows);
      const path = await hostPage(`plain-upcoming-${rows}`, `<iframe src="${demo().origin}/embed/upcoming/${rows}/" title="Upcoming classes" style="width:320px;height:${height}px;border:0"></iframe>`);
      const watched = await openHost(allowed!, path);
      const frame = await contentOf(watched.page.locator("iframe"));
      await frame.waitForLoadState("load");
      const inside = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight - document.documentElement.clientHeight, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, rows: document.querySelectorAll(".boxed__row").length }));
      expect(inside, `${rows} rows`).toEqual({ scroll: 0, sideways: 0, rows });
      await watched.close();
    }
  });

  it("opens every row's sign-up, and its class name, in the whole window", async () => {
    const path = await hostPage("upcoming-links", snippet(demo().origin, `upcoming/${UPCOMING_ROWS.usual}`));
    const watched = await openHost(allowed!, path);
    await fitted(watched.page.locator("iframe"));
    const frame = await contentOf(watched.page.locator("iframe"));
    const actions = await frame.locator(".boxed__row a").evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLAnchorElement).href, target: link.getAttribute("target") ?? document.querySelector("base")?.target })),
    );
    expect(actions.length).toBeGreaterThanOrEqual(UPCOMING_ROWS.usual * 2 - 1);
    for (const action of actions) expect(action.target, action.href).toBe("_top");
    const buttons = frame.locator(".boxed__row a.button");
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(UPCOMING_ROWS.usual - 1);
    for (let index = 0; index < count; index += 1) {
      await watched.page.goto(`${allowed!.origin}${path}`);
      const again = await contentOf(watched.page.locator("iframe"));
      const button = again.locator(".boxed__row a.button").nth(index);
      const href = (await button.getAttribute("href"))!;
      if (!href.startsWith(demo().origin) && !href.startsWith("/")) await watched.page.route(href, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Studio page</title>" }));
      await button.click();
      await watched.page.waitForURL((url) => url.href === new URL(href, demo().origin).href);
      expect(watched.page.mainFrame().url(), `row ${index + 1}`).toBe(new URL(href, demo().origin).href);
    }
    await watched.close();
  });

  it("is refused inside another site's frame (as Wix's Embed HTML puts it) until that frame's address is allowed, and the console says so", async () => {
    // The host page (allowed) frames a page of another origin (Wix's frame, not allowed), which holds the snippet.
    const inner = await hostPage("wix-frame", snippet(demo().origin, `upcoming/${UPCOMING_ROWS.usual}`));
    const path = await hostPage("wix-page", `<iframe src="${refused!.origin}${inner}" title="Embed HTML" style="width:100%;height:${boxedHeight(UPCOMING_ROWS.usual)}px;border:0"></iframe>`);
    const watched = await openHost(allowed!, path, [refused!.origin]);
    const line = () => watched.problems.find((problem) => problem.includes("frame-ancestors")) ?? "";
    await expect.poll(line, { timeout: 10_000 }).not.toBe("");
    figures.push(`a view inside an unlisted frame: ${line()}`);
    // Chromium names the view it refused and the rule, not the frame that is missing from it (the /embed/ page says how to find that).
    expect(line()).toMatch(/Framing '.+' violates the following Content Security Policy directive: "frame-ancestors 'self' http:\/\/127\.0\.0\.2:\d+"/);
    await watched.close();
  });
});

describe("the /embed/ page", () => {
  it("puts each snippet and address, exactly as shown, on the clipboard with its Copy button", async () => {
    const watched = await demo().open({ viewport: { width: 1280, height: 900 } });
    await watched.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: demo().origin });
    await watched.page.goto(`${demo().origin}/embed/`, { waitUntil: "load" });
    const site = "http://localhost:4321";
    // What the page shows, read from the built file (entities decoded): each snippet, and each boxed view's address.
    const $ = load(await demo().site.readPage("/embed/"));
    const expected = $(".snippet code").toArray().map((code) => $(code).text());
    expect(expected).toContain(embedSnippet(site, "schedule", "Class schedule"));
    expect(expected).toContain(embedSnippet(site, `upcoming/${UPCOMING_ROWS.usual}`, "Upcoming classes"));
    expect(expected).toContain(embedAddress(site, { path: `/embed/upcoming/${UPCOMING_ROWS.usual}/` }));
    const buttons = watched.page.locator("[data-copy]");
    expect(await buttons.count()).toBe(expected.length);
    const copied: string[] = [];
    for (let index = 0; index < expected.length; index += 1) {
      const button = buttons.nth(index);
      await button.click();
      await expect.poll(() => button.textContent()).toMatch(/^Copied/);
      copied.push(await watched.page.evaluate(() => navigator.clipboard.readText()));
    }
    expect(copied).toEqual(expected);
    expect(copied.filter((text) => text.includes('data-studio-embed="upcoming/5"'))).toHaveLength(1);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("the embed elsewhere", () => {
  /** Chromium's own line for a frame the header refused; the frame then shows its error page. */
  async function refusal(watched: WatchedPage): Promise<string> {
    const line = () => watched.problems.find((problem) => problem.includes("violates the following Content Security Policy directive")) ?? "";
    await expect.poll(line, { timeout: 10_000, message: "Chromium reported no Content Security Policy refusal" }).not.toBe("");
    expect(watched.problems.some((problem) => problem.includes("net::ERR_BLOCKED_BY_RESPONSE"))).toBe(true);
    // The error page commits after the refusal is reported.
    await expect
      .poll(() => watched.page.frames().map((frame) => frame.url()), { timeout: 10_000, message: "the refused frame did not show Chromium's error page" })
      .toContain("chrome-error://chromewebdata/");
    return line();
  }

  it("is refused by the frame-ancestors header on a website not in EMBED_ORIGINS", async () => {
    const path = await hostPage("elsewhere", snippet(demo().origin, "schedule"));
    const watched = await openHost(refused!, path);
    expect(await refusal(watched)).toContain(`frame-ancestors 'self' ${allowed!.origin}`);
    await watched.close();
  });

  it("keeps every other page of the site unframeable, even by an allowed website", async () => {
    const path = await hostPage("full-site", `<iframe src="${demo().origin}/schedule/" title="Schedule" style="width:100%;height:600px"></iframe>`);
    const watched = await openHost(allowed!, path);
    expect(await refusal(watched)).toContain(`"frame-ancestors 'self'"`);
    await watched.close();
  });

  it("gets the same answers from the _headers file as Netlify applies it", async () => {
    const netlify = await startStaticServer(demo().site.outDir, { headers: "netlify" });
    try {
      const path = await hostPage("netlify", snippet(netlify.origin, "seasons"));
      const shown = await openHost(allowed!, path, [netlify.origin]);
      await fitted(shown.page.locator("iframe"));
      expect(shown.problems).toEqual([]);
      await shown.close();
      const blocked = await openHost(refused!, path, [netlify.origin]);
      expect(await refusal(blocked)).toContain(`frame-ancestors 'self' ${allowed!.origin}`);
      await blocked.close();
    } finally {
      await netlify.close();
    }
  });

});
