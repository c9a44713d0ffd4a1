import { describe, expect, it } from "vitest";
import type { Class, ClassInstance } from "../../src/api/schemas/index.ts";
import { CACHE_MS, PAGE_REQUEST_BUDGET } from "../../src/live/live-spots.ts";
import { spotsInWords } from "../../src/core/classes.ts";
import { spotsWords } from "../../src/site/script-words.ts";
import { addDays } from "../../src/core/local-time.ts";
import { capacityOf } from "../../src/emulator/data/building-blocks.ts";
import { secondWeek, useDemoBrowser, type WatchedPage } from "./demo-browser.ts";
import { pageWatched, shiftScore, WATCH_SHIFTS_AND_POLICY } from "./page-watch.ts";
import { planFragment } from "../../src/page-rules/plan-link.ts";
import { EMPTY_PLAN } from "../../src/page-rules/plan-rules.ts";
import { readPlanData } from "../../src/page-rules/plan-data.ts";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** A test that opens every page type in the browser: a page a second on a busy two-core machine. */
const EVERY_PAGE_TYPE_TIMEOUT = 120_000;

/**
 * Live spots against the API emulator: the demo site is built with the emulator's
 * publishable key, then the test changes the emulator's data (or its behaviour) and opens
 * pages as a new visitor (a fresh browser context, so nothing is cached).
 */
const demo = useDemoBrowser({ live: true });

/**
 * What a page's watch saw (page-watch.ts). The live script starts once the page has loaded, so a
 * shift it causes starts after the load event (`shiftAfterLoad`); a shift while a starved machine
 * paints the page before that is the page's own, which Lighthouse's layout-shift figure measures
 * (npm run bench).
 */
interface Observed {
  shift: number;
  /** The layout shifts that started after the load event: the live script's, if any. */
  shiftAfterLoad: number;
  csp: string[];
  moved: string[];
}

/** A phone-sized page that observes layout shifts and CSP violations on every document it loads. */
async function observedPage(): Promise<WatchedPage> {
  const watched = await demo().open({ viewport: { width: 390, height: 844 } });
  await watched.page.addInitScript(WATCH_SHIFTS_AND_POLICY);
  return watched;
}

async function visit(path: string): Promise<WatchedPage> {
  const watched = await observedPage();
  await watched.goto(path);
  return watched;
}

/**
 * Resolves once the browser has rendered two more frames, so a change made before is laid out and
 * any shift it caused recorded: a ResizeObserver reports in the rendering step of each frame,
 * whatever clock the page's timers run on (Playwright's fake clock drives requestAnimationFrame).
 */
const twoFramesRendered = (watched: WatchedPage) =>
  watched.page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Out of the flow and unseen: it moves nothing.
        const probe = document.body.appendChild(document.createElement("div"));
        probe.style.cssText = "position:absolute;top:0;left:0;width:1px;height:1px;visibility:hidden";
        let frames = 0;
        new ResizeObserver((_entries, observer) => {
          frames += 1;
          if (frames < 2) {
            probe.style.width = "2px";
            return;
          }
          observer.disconnect();
          probe.remove();
          resolve();
        }).observe(probe);
      }),
  );

/**
 * Resolves once the page's live-spots refresh has ended, however it ended (the script counts
 * its refreshes in data-live-refreshed), and what it changed is on screen; at once on a page
 * without live spots.
 */
async function refreshed(watched: WatchedPage): Promise<void> {
  if ((await watched.page.locator("[data-live-config]").count()) > 0) {
    await watched.page.locator("[data-live-config][data-live-refreshed]").waitFor({ state: "attached", timeout: 15_000 });
  }
  await twoFramesRendered(watched);
}

/** Does `act` and resolves once the page's live layer has finished one more refresh (its count in data-live-refreshed). */
async function afterLiveRefresh(watched: WatchedPage, act: () => Promise<unknown>): Promise<void> {
  const refreshes = () => watched.page.locator("[data-live-config]").getAttribute("data-live-refreshed").then(Number);
  const before = await refreshes();
  await act();
  await expect.poll(refreshes, { timeout: 15_000 }).toBeGreaterThan(before);
}

async function observed(watched: WatchedPage): Promise<Observed> {
  const { shifts, moved, csp } = await pageWatched(watched.page);
  // A page opened without a navigation of its own has no load time: every shift counts.
  const loadedAt = await watched.page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0);
  return { shift: shiftScore(shifts), shiftAfterLoad: shiftScore(shifts, loadedAt), csp, moved };
}
const noteOf = (watched: WatchedPage) => watched.page.locator("[data-live-note]").first().textContent();
const waitForLiveNote = (watched: WatchedPage) => watched.page.waitForFunction(() => document.querySelector("[data-live-note]")?.textContent?.startsWith("Updated just now"));

function emulatorClass(name: string): Class {
  const found = demo().emulator!.data.classes.find((cls) => cls.name === name);
  if (!found) throw new Error(`No class named ${name} in the demo studio.`);
  return found;
}

function setClass(id: string, change: (cls: Class) => Class): void {
  const emulator = demo().emulator!;
  emulator.setData({ ...emulator.data, classes: emulator.data.classes.map((cls) => (cls.id === id ? change(cls) : cls)) });
}

function setSession(id: string, change: (session: ClassInstance) => ClassInstance): void {
  const emulator = demo().emulator!;
  emulator.setData({ ...emulator.data, instances: emulator.data.instances.map((session) => (session.id === id ? change(session) : session)) });
}

/** GET requests the emulator logged during `work` (preflights are counted apart). */
async function apiRequestsDuring(work: () => Promise<void>): Promise<{ gets: string[]; preflights: number }> {
  const log = demo().emulator!.requestLog;
  const before = log.length;
  await work();
  const entries = log.slice(before);
  return {
    gets: entries.filter((entry) => entry.method === "GET").map((entry) => `${entry.path}?${entry.query}`),
    preflights: entries.filter((entry) => entry.method === "OPTIONS").length,
  };
}

const BALLET = "Ballet I (Ages 5–7)";

describe("live spots on", () => {
  it("shows the emulator's current spots on a class page and on /classes/, and Full with the waitlist once the class fills", async () => {
    const ballet = emulatorClass(BALLET);
    const path = "/classes/ballet-i-ages-5-7/";
    // Two spots taken since the build.
    const max = ballet.capacity.max!;
    const enrolled = Math.min(max - 1, ballet.capacity.enrolled + 2);
    setClass(ballet.id, (cls) => ({ ...cls, capacity: capacityOf(max, enrolled) }));
    const now = spotsInWords(capacityOf(max, enrolled), spotsWords("en-US"))!;

    const page = await visit(path);
    await waitForLiveNote(page);
    expect(await page.page.locator(".signup [data-live-spots]").textContent()).toBe(now);
    expect(await page.page.locator('.signup [data-live-when="open"]').isVisible()).toBe(true);
    expect(await page.page.locator('.signup [data-live-when="full"]').isVisible()).toBe(false);
    expect(page.problems).toEqual([]);
    await page.close();

    const list = await visit("/classes/");
    await waitForLiveNote(list);
    const card = list.page.locator(`.class-card[data-live-capacity="class:${ballet.id}"]`);
    expect(await card.locator("[data-live-spots]").textContent()).toBe(now);
    await list.close();

    // Registration day: the last spots go.
    setClass(ballet.id, (cls) => ({ ...cls, capacity: capacityOf(max, max) }));
    const full = await visit(path);
    await waitForLiveNote(full);
    expect(await full.page.locator(".signup [data-live-spots]").textContent()).toBe("Full");
    expect(await full.page.locator(".signup [data-live-spots]").getAttribute("class")).toContain("badge--full");
    const waitlist = full.page.locator('.signup [data-live-when="full"] a.button');
    expect(await waitlist.isVisible()).toBe(true);
    expect(await waitlist.textContent()).toContain("Check for a waitlist");
    expect(await full.page.locator('.signup [data-live-when="open"]').isVisible()).toBe(false);
    expect(full.problems).toEqual([]);
    const seen = await observed(full);
    expect(seen.shiftAfterLoad, seen.moved.join("; ")).toBe(0);
    await full.close();
    setClass(ballet.id, (cls) => ({ ...cls, capacity: ballet.capacity }));
  });

  it("shows the emulator's current spots in the family planner, after each drawing of the plan", async () => {
    const ballet = emulatorClass(BALLET);
    const max = ballet.capacity.max!;
    const enrolled = Math.min(max - 1, ballet.capacity.enrolled + 2);
    setClass(ballet.id, (cls) => ({ ...cls, capacity: capacityOf(max, enrolled) }));
    const now = spotsInWords(capacityOf(max, enrolled), spotsWords("en-US"))!;
    try {
      // A six-year-old with Ballet I planned: its spots in the planned list, as the API says them now.
      const plan = { ...EMPTY_PLAN, children: [{ key: "a", name: "", age: 6, born: "" }], picks: [{ child: "a", classId: ballet.id }] };
      const page = await visit(`/plan/#${planFragment(plan, false)}`);
      const spots = page.page.locator(`[data-plan-planned] [data-live-capacity="class:${ballet.id}"] [data-live-spots]`);
      await expect.poll(() => spots.textContent(), { timeout: 15_000 }).toBe(now);
      // A drawing after a change keeps the spots current, with one request at most (none when it shows the same classes: the answer is a minute fresh).
      const asked = await apiRequestsDuring(async () => {
        await afterLiveRefresh(page, async () => {
          await page.page.locator('input[type="number"][max="240"]').fill("20");
          await page.page.locator('input[type="number"][max="240"]').dispatchEvent("change");
        });
      });
      expect(await spots.textContent()).toBe(now);
      expect(asked.gets.length).toBeLessThanOrEqual(1);
      expect(page.problems).toEqual([]);
      await page.close();
    } finally {
      setClass(ballet.id, (cls) => ({ ...cls, capacity: ballet.capacity }));
    }
  });

  it("decides the family planner with the API's answer: a class filled since the build says Full where it is, is warned of and stepped to by its full action, and is suggested after those with room at the next change", async () => {
    const ballet = emulatorClass(BALLET);
    const max = ballet.capacity.max!;
    setClass(ballet.id, (cls) => ({ ...cls, capacity: capacityOf(max, max) }));
    try {
      const built = readPlanData(JSON.parse(await readFile(join(demo().site.outDir, "plan", "data.json"), "utf8")))!;
      const entry = built.classes.find((cls) => cls.id === ballet.id)!;
      // Open with a spot left when built, and its page switches to another action when full.
      expect(entry.access).toBe("open");
      const full = { access: entry.access, next: entry.next, ...entry.liveWhenFull };
      expect(full.next).not.toEqual(entry.next);
      // Maya (6) has Ballet I planned; Leo (6) has nothing yet, so his suggestions include it.
      const plan = {
        ...EMPTY_PLAN,
        children: [{ key: "a", name: "", age: 6, born: "" }, { key: "b", name: "", age: 6, born: "" }],
        picks: [{ child: "a", classId: ballet.id }],
      };
      const page = await visit(`/plan/#${planFragment(plan, false)}`);
      const warnings = page.page.locator("[data-plan-warnings] li");
      await expect.poll(() => warnings.allTextContents(), { timeout: 15_000 }).toContain(`${entry.name}: Full.`);
      const step = page.page.locator(`.planner__steps a[href="${full.next!.href}"]`);
      expect(await step.textContent()).toContain(`${full.next!.label}: ${entry.name}`);
      // Leo's suggestions: Ballet I says Full where it was drawn, among those with room (nothing moves under a thumb)…
      const access = (id: string) => built.classes.find((cls) => cls.id === id)!.access;
      const suggestedIds = () => page.page.locator('[data-plan-suggestions="b"] li').evaluateAll((items) => items.map((item) => item.getAttribute("data-key")!.replace("suggest-b-", "")));
      await expect.poll(() => page.page.locator(`[data-key="suggest-b-${ballet.id}"] [data-live-spots]`).textContent()).toBe("Full");
      const inPlace = await suggestedIds();
      expect(inPlace.slice(inPlace.indexOf(ballet.id) + 1).filter((id) => access(id) === "open").length, "drawn among the classes with room").toBeGreaterThan(0);
      // …and the family's next change draws it after every class with room (the demo's six-year-old gets fewer than eight, so it stays listed).
      await afterLiveRefresh(page, async () => {
        await page.page.locator('input[type="number"][max="240"]').fill("20");
        await page.page.locator('input[type="number"][max="240"]').dispatchEvent("change");
      });
      const suggested = await suggestedIds();
      const at = suggested.indexOf(ballet.id);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(suggested.slice(at + 1).filter((id) => access(id) === "open")).toEqual([]);
      expect(await page.page.locator(`[data-key="suggest-b-${ballet.id}"] [data-live-spots]`).textContent()).toBe("Full");
      expect(suggested.filter((id) => access(id) === "open").length).toBeGreaterThan(0);
      expect(page.problems).toEqual([]);
      await page.close();
    } finally {
      setClass(ballet.id, (cls) => ({ ...cls, capacity: ballet.capacity }));
    }
  });

  it("moves nothing on a class page, the schedule or a listing when its classes fill up, or get room again, while it is open (layout shift 0)", async () => {
    const emulator = demo().emulator!;
    const built = emulator.data;
    const withEnrolled = (enrolledOf: (max: number) => number) => {
      const change = <T extends { capacity: Class["capacity"] }>(row: T): T =>
        row.capacity.max === null || row.capacity.max === 0 ? row : { ...row, capacity: capacityOf(row.capacity.max, enrolledOf(row.capacity.max)) };
      return { ...built, classes: built.classes.map(change), instances: built.instances.map(change) };
    };
    const fullBadges = (watched: WatchedPage) =>
      watched.page.locator("[data-live-spots]").evaluateAll((badges) => badges.filter((badge) => badge.checkVisibility() && badge.textContent === "Full").length);
    /**
     * Where every element of the page sits (page coordinates, so below the fold too, where
     * the layout-shift score does not look until the visitor scrolls): the ones shown both
     * times must not move.
     */
    const positions = (watched: WatchedPage) =>
      watched.page.evaluate(() =>
        [...document.querySelectorAll("body *")].map((element) => {
          const box = element.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
          return shown ? `${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)}` : null;
        }),
      );
    const named = (watched: WatchedPage, indexes: number[]) =>
      watched.page.evaluate(
        (picked) =>
          picked.map((index) => {
            const element = document.querySelectorAll("body *")[index]!;
            return `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
          }),
        indexes,
      );
    /** The page's own second refresh: a tab coming back after the cache aged (the script's visibilitychange rule). */
    async function refreshAfter(watched: WatchedPage, data: ReturnType<typeof withEnrolled>, change: "more" | "fewer") {
      emulator.setData(data);
      const fullBefore = await fullBadges(watched);
      const before = await observed(watched);
      const placed = await positions(watched);
      // Well past the cache's minute: the last answer's time is when it arrived, which a busy machine puts
      // seconds after the refresh began (with one second to spare, a fresh clone once reused the filled answer).
      // Until this refresh has handled every answer: the page's Full badges before it (the demo's full
      // classes) would satisfy "some are full" at once, and a CI run once measured a refresh still in flight.
      await afterLiveRefresh(watched, async () => {
        await watched.page.clock.fastForward(CACHE_MS + 15_000);
        await watched.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      });
      const full = await fullBadges(watched);
      if (change === "more") expect(full, "Full badges after the classes filled").toBeGreaterThan(fullBefore);
      else expect(full, "Full badges after the classes got room").toBeLessThan(fullBefore);
      // The browser lays out and paints the switch, and records any shift.
      await twoFramesRendered(watched);
      const after = await observed(watched);
      const now = await positions(watched);
      const movedIndexes = placed.flatMap((at, index) => (at !== null && now[index] !== null && at !== now[index] ? [index] : []));
      return {
        elementsMoved: (await named(watched, movedIndexes.slice(0, 8))).concat(movedIndexes.length > 8 ? [`and ${movedIndexes.length - 8} more`] : []), shift: Number((after.shift - before.shift).toFixed(4)), moved: after.moved.slice(before.moved.length) };
    }
    try {
      const shifts: Record<string, unknown> = {};
      // The schedule's second week: the first, late on the studio's Saturday, may hold no row to fill.
      const week = await secondWeek(demo());
      for (const path of ["/classes/ballet-i-ages-5-7/", week, "/classes/"]) {
        // A phone's width, and tall enough that the score sees the rows and cards a live update changes (it only counts what is in view).
        const watched = await demo().open({ viewport: { width: 390, height: 2400 } });
        await watched.page.clock.install();
        await watched.page.addInitScript(WATCH_SHIFTS_AND_POLICY);
        await watched.page.goto(`${demo().origin}${path}`, { waitUntil: "load" });
        await waitForLiveNote(watched);
        const filled = await refreshAfter(watched, withEnrolled((max) => max), "more");
        const freed = await refreshAfter(watched, withEnrolled(() => 0), "fewer");
        shifts[path] = { filled, freed };
        expect(watched.problems, path).toEqual([]);
        await watched.close();
      }
      const none = { shift: 0, moved: [], elementsMoved: [] };
      expect(shifts).toEqual({
        "/classes/ballet-i-ages-5-7/": { filled: none, freed: none },
        [week]: { filled: none, freed: none },
        "/classes/": { filled: none, freed: none },
      });
    } finally {
      emulator.setData(built);
    }
  });

  it("marks a session the studio cancelled after the build as cancelled, on its class page and on the schedule", async () => {
    const { emulator, site } = demo();
    // The schedule's first day, there even when no session is left today (a Saturday evening): the studio's today at the build.
    const today = (await site.readPage("/schedule/")).match(/class="schedule-day[^"]*" id="(\d{4}-\d{2}-\d{2})"/)?.[1];
    expect(today).toBeDefined();
    // The first day after today with a scheduled session of a session-based class (the demo has none on some
    // days: built on the studio's Saturday, tomorrow is a Sunday); /schedule/ is the current week, and a later
    // day opens its week's page.
    const weekPaths = ["/schedule/", ...(await site.pages()).filter((path) => /^\/schedule\/\d{4}-\d{2}-\d{2}\/$/.test(path))];
    const weeks = await Promise.all(weekPaths.map(async (path) => ({ path, html: await site.readPage(path) })));
    let session: ClassInstance | undefined;
    let schedulePath = "/schedule/";
    for (let ahead = 1; ahead <= 7 && !session; ahead += 1) {
      const day = addDays(today!, ahead);
      const week = weeks.find(({ html }) => html.includes(`id="${day}"`));
      schedulePath = week?.path ?? schedulePath;
      const schedulePage = week?.html ?? "";
      session = emulator!.data.instances.find(
        (candidate) =>
          candidate.date === day &&
          candidate.status === "scheduled" &&
          schedulePage.includes(`data-live-session="${candidate.id}"`) &&
          emulator!.data.classes.some((cls) => cls.id === candidate.class_id && cls.enrollment_model === "session_based"),
      );
    }
    expect(session).toBeDefined();
    const cls = emulator!.data.classes.find((candidate) => candidate.id === session!.class_id)!;
    setSession(session!.id, (row) => ({ ...row, status: "cancelled", links: { checkout: null } }));

    const schedule = await visit(schedulePath);
    await waitForLiveNote(schedule);
    const row = schedule.page.locator(`[data-live-session="${session!.id}"]`);
    expect(await row.locator("[data-live-cancelled]").isVisible()).toBe(true);
    expect(await row.getAttribute("class")).toContain("session--cancelled");
    expect(schedule.problems).toEqual([]);
    await schedule.close();

    const pagePath = await classPagePath(cls.id);
    const page = await visit(pagePath);
    await waitForLiveNote(page);
    expect(await page.page.locator(`[data-live-session="${session!.id}"] [data-live-cancelled]`).isVisible()).toBe(true);
    expect(page.problems).toEqual([]);
    await page.close();
    setSession(session!.id, () => session!);
  });

  it("keeps each page view within its request budget", async () => {
    const { site } = demo();
    const classes = (await site.readPage("/classes/")).match(/data-live-capacity="class:/g)?.length ?? 0;
    const budgets: [string, (count: number) => boolean][] = [
      ["/classes/", (count) => count === Math.ceil(classes / 100)],
      ["/classes/ballet-i-ages-5-7/", (count) => count >= 1 && count <= 2],
      // The schedule's second week: the first, late on the studio's Saturday, may hold no row to ask about.
      [await secondWeek(demo()), (count) => count >= 1 && count <= PAGE_REQUEST_BUDGET],
      ["/", (count) => count >= 1 && count <= PAGE_REQUEST_BUDGET],
    ];
    for (const [path, withinBudget] of budgets) {
      const requests = await apiRequestsDuring(async () => {
        const watched = await visit(path);
        await waitForLiveNote(watched);
        await watched.close();
      });
      expect(withinBudget(requests.gets.length), `${path}: ${requests.gets.length} requests\n${requests.gets.join("\n")}`).toBe(true);
    }
  });

  /*
   * One page walks every page type, as a family's tab does (WatchedPage.goto forgets between addresses; the
   * observer's init script starts afresh on each document): a context per page cost a new
   * renderer process each, about three times the time in Debian's Chromium.
   */
  it("shows no Content-Security-Policy violation on any page type", async () => {
    const watched = await observedPage();
    for (const [type, paths] of demo().pagesByType) {
      await watched.goto(paths[0]!);
      await refreshed(watched);
      expect((await observed(watched)).csp, type).toEqual([]);
      expect(watched.problems, type).toEqual([]);
      // Each page type asks the API itself, as on a first visit, not from the tab's cache of answers.
      await watched.page.evaluate(() => sessionStorage.clear());
    }
    await watched.close();
  }, EVERY_PAGE_TYPE_TIMEOUT);

  it("lets no script write HTML on any page type: the policy requires Trusted Types and allows no policy to make them", async () => {
    const watched = await demo().open({ viewport: { width: 390, height: 844 } });
    for (const [type, paths] of demo().pagesByType) {
      await watched.goto(paths[0]!);
      const refused = await watched.page.evaluate(() => {
        const attempts: [string, () => void][] = [
          ["innerHTML", () => void (document.createElement("div").innerHTML = "<b>x</b>")],
          ["outerHTML", () => void (document.body.appendChild(document.createElement("i")).outerHTML = "<b>x</b>")],
          ["insertAdjacentHTML", () => document.body.insertAdjacentHTML("beforeend", "<b>x</b>")],
          ["a policy", () => void (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy("any", {})],
        ];
        return attempts.map(([what, attempt]) => {
          try {
            attempt();
            return `${what}: written`;
          } catch (error) {
            return `${what}: ${(error as Error).name}`;
          }
        });
      });
      expect(refused, type).toEqual(["innerHTML: TypeError", "outerHTML: TypeError", "insertAdjacentHTML: TypeError", "a policy: TypeError"]);
    }
    await watched.close();
  }, EVERY_PAGE_TYPE_TIMEOUT);

  it.each([
    ["answering 429", () => demo().emulator!.setFaults({ spurious429: 1 })],
    ["answering 401 (the key was revoked)", () => void (demo().emulator!.keys.find((key) => key.label === "publishable")!.revoked = true)],
    ["answering cut-off JSON", () => demo().emulator!.setFaults({ truncate: 1 })],
  ])("keeps the page as built when the API is %s, with no error from the script and no layout shift", async (_what, breakIt) => {
    const path = "/classes/ballet-i-ages-5-7/";
    const built = await demo().site.readPage(path);
    // An element, not the stylesheet rule that names the attribute.
    const builtSpots = built.match(/<span[^>]*\sdata-live-spots[^>]*>([^<]+)</)?.[1];
    breakIt();
    try {
      const watched = await visit(path);
      // Every answer is in and handled, and whatever the script changed is on screen.
      await refreshed(watched);
      expect(await noteOf(watched)).toMatch(/^Spots as of /);
      expect(await watched.page.locator(".signup [data-live-spots]").textContent()).toBe(builtSpots);
      expect(watched.problemsBesidesApi()).toEqual([]);
      const seen = await observed(watched);
      expect({ shiftAfterLoad: seen.shiftAfterLoad, csp: seen.csp }, seen.moved.join("; ")).toEqual({ shiftAfterLoad: 0, csp: [] });
      await watched.close();
    } finally {
      demo().emulator!.setFaults(null);
      demo().emulator!.keys.find((key) => key.label === "publishable")!.revoked = false;
    }
  });

  // Last: the emulator does not come back.
  it("keeps the page as built when the API is down", async () => {
    // The second week's page, which always has rows to refresh: late on a Saturday the first has none left.
    const week = await secondWeek(demo());
    await demo().emulator!.close();
    const watched = await visit(week);
    await refreshed(watched);
    expect(await noteOf(watched)).toMatch(/^Spots as of /);
    expect(watched.problemsBesidesApi()).toEqual([]);
    const seen = await observed(watched);
    expect({ shiftAfterLoad: seen.shiftAfterLoad, csp: seen.csp }, seen.moved.join("; ")).toEqual({ shiftAfterLoad: 0, csp: [] });
    await watched.close();
  });
});

async function classPagePath(classId: string): Promise<string> {
  for (const path of await demo().site.pages()) {
    if (!/^\/classes\/[^/]+\/$/.test(path)) continue;
    if ((await demo().site.readPage(path)).includes(`data-live-capacity="class:${classId}"`)) return path;
  }
  throw new Error(`No class page for ${classId}.`);
}
