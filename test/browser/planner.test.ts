import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ICAL from "ical.js";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { secondWeek, tapCounter, useDemoBrowser, type DemoBrowser } from "./demo-browser.ts";
import { messagesFor } from "../../src/i18n/messages.ts";
import { formatLocalDate } from "../../src/core/format.ts";
import { addable, readPlanData } from "../../src/page-rules/plan-data.ts";

/**
 * The family planner on a phone, in Chromium, on the demo studio (issue 34): a parent of a
 * 6-year-old and a 10-year-old plans both children's week from the home page, adds a class
 * from its page, sees a clash and the total, and opens the share link in a fresh browser.
 */
const demo = useDemoBrowser();
const spanishDemo = useDemoBrowser({ shared: "demo-es" });
const frenchDemoLike = useDemoBrowser({ shared: "demo-like-fr" });

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WALK_TIMEOUT = 120_000;

const planner = (page: Page) => page.locator("[data-planner]");

/** The planner has read its data file and drawn the plan. */
const ready = (page: Page) => page.waitForFunction(() => document.querySelector("[data-plan-body]")?.childElementCount, undefined, { timeout: 20_000 });

/**
 * Adds two children, 6 and 10, and the household's free times: weekdays from 4 PM, Saturday mornings.
 * Each tap comes straight after typing, as a thumb does: the field's change fires as the tap
 * begins, and the tap must still land (it did nothing while a redraw replaced the button).
 */
async function twoChildrenAndFreeTimes(page: Page, tap: (target: Locator) => Promise<void>, t: (key: "page.plan.addChild" | "page.plan.addFree" | "filter.weekdays") => string): Promise<void> {
  const box = planner(page);
  await tap(box.getByRole("button", { name: t("page.plan.addChild") }));
  await box.locator("[data-plan-child] input[type=number]").nth(0).fill("6");
  await tap(box.getByRole("button", { name: t("page.plan.addChild") }));
  expect(await box.locator("[data-plan-child]").count(), "the first tap after typing an age adds the child").toBe(2);
  await box.locator("[data-plan-child] input[type=number]").nth(1).fill("10");
  // The first free time starts as Saturday 8:00 AM – 12:00 PM; the second is made weekdays from 4 PM.
  await tap(box.getByRole("button", { name: t("page.plan.addFree") }));
  expect(await box.locator("[data-plan-free]").count(), "the first tap after typing adds the free time").toBe(1);
  await tap(box.getByRole("button", { name: t("page.plan.addFree") }));
  const second = box.locator("[data-plan-free]").nth(1);
  // "Weekdays" replaces the new free time's Saturday with Monday to Friday in one tap.
  await tap(second.getByRole("button", { name: t("filter.weekdays") }));
  expect(await second.locator("input[type=checkbox]:checked").evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).sort())).toEqual(["1", "2", "3", "4", "5"]);
  await second.locator("input[type=time]").nth(0).fill("16:00");
  await second.locator("input[type=time]").nth(0).blur();
  await box.locator("[data-plan-free]").nth(1).locator("input[type=time]").nth(1).fill("21:00");
  await box.locator("[data-plan-free]").nth(1).locator("input[type=time]").nth(1).blur();
}

describe("the family planner on a phone", () => {
  it("plans two children's week from the home page: suggestions, an add from a class page, a clash, the total, and a share link that rebuilds it elsewhere", async () => {
    const { t } = messagesFor("en-US");
    const watched = await demo().open(PHONE);
    const { page } = watched;
    const count = tapCounter(page);
    const tap = count.tap;
    await page.goto(`${demo().origin}/`, { waitUntil: "load" });
    await tap(page.locator(".site-nav").getByRole("link", { name: "My plan" }));
    await page.waitForURL(/\/plan\/$/, { waitUntil: "load" });
    await ready(page);
    await twoChildrenAndFreeTimes(page, tap, t);

    const first = planner(page).locator('[data-plan-suggestions="a"]');
    const second = planner(page).locator('[data-plan-suggestions="b"]');
    await expect.poll(() => first.locator("li").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("Hip Hop Kids")]));
    // Ages on the class's start date, free times with "or", room: a 10-year-old gets no class for 5–7, nor a full one first.
    expect((await second.innerText()).includes("Ballet I (Ages 5–7)")).toBe(false);
    expect(await first.innerText()).not.toContain("Competitive Team Training");
    await tap(first.locator("li", { hasText: "Hip Hop Kids" }).getByRole("button"));
    // Said where the thumb is, and the keyboard goes there: the button it was on left with the class.
    expect(await page.locator("[data-plan-toast]").textContent()).toBe("Hip Hop Kids is in Child 1's plan. See the week");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-plan-toast"))).toBe(true);
    // While the bar shows, the page ends below it: the last control can scroll clear of it.
    const clear = await page.evaluate(() => {
      const bar = document.querySelector("[data-plan-toast]")!.getBoundingClientRect();
      window.scrollTo(0, document.documentElement.scrollHeight);
      const last = [...document.querySelectorAll("[data-plan-body] button")].at(-1)!.getBoundingClientRect();
      return last.bottom <= bar.top;
    });
    expect(clear).toBe(true);
    await tap(planner(page).locator('[data-plan-suggestions="b"] li', { hasText: "Hip Hop Kids" }).getByRole("button"));
    await tap(planner(page).locator('[data-plan-suggestions="b"] li', { hasText: "Recreational Gymnastics Level 2" }).getByRole("button"));

    // Tap I from its own page: "Add to plan", then which child.
    await tap(page.locator(".site-nav").getByRole("link", { name: "Classes" }));
    await page.waitForURL(/\/classes\/$/, { waitUntil: "load" });
    await tap(page.getByRole("link", { name: "Tap I", exact: true }));
    await page.waitForURL(/\/classes\/tap-i\/$/, { waitUntil: "load" });
    await tap(page.getByRole("link", { name: "Add to plan" }));
    await ready(page);
    await expect.poll(() => page.locator("#plan-pending").textContent()).toBe("Add Tap I to the plan for:");
    // The 10-year-old can still be chosen, and the card says before the tap that Tap I is for other ages.
    expect(await page.locator("[data-planner] section.card p").allInnerTexts()).toEqual(["Child 2 is outside the ages of Tap I (Ages 6–9)."]);
    await tap(page.locator("[data-planner] section.card").getByRole("button", { name: "Child 1" }));
    expect(page.url()).not.toContain("#add=");

    const warnings = planner(page).locator("[data-plan-warnings] li");
    await expect.poll(() => warnings.allInnerTexts()).toEqual([expect.stringMatching(/^Two places at once: Recreational Gymnastics Level 2 \(Child 2\) and Tap I \(Child 1\) overlap, first on Tue, Dec 1\.$/)]);
    const week = await planner(page).locator("[data-plan-week]").innerText();
    expect(week).toContain("Friday");
    expect(week).toContain("4:00 PM – 4:45 PM · Hip Hop Kids · Child 1 · Main Street Studio");
    // "In the plan": each class with its room and what it comes to, its place linked to its card (address, map).
    const plannedTap = planner(page).locator("[data-plan-planned] li", { hasText: "Tap I" });
    expect(await plannedTap.innerText()).toMatch(/\$22\.00\/week · \d+ spots? left[\s\S]*Child 1 · \$95\.33 a month/);
    expect(await plannedTap.getByRole("link", { name: "Main Street Studio" }).getAttribute("href")).toBe("/locations/#main-street-studio");
    // $80 + $22 a week (≈ $95.33 a month) for Child 1, $80 + $115 for Child 2; the season's $35 fee once for the family.
    const total = await planner(page).locator("[data-plan-total]").innerText();
    expect(total).toBe("$370.33 a month · $35.00 once");
    expect(await planner(page).locator("[data-plan-cost]").innerText()).toContain("2026–27 Dance & Gymnastics Season: required charges, once per family");
    expect(count.taps).toBeLessThanOrEqual(14);
    console.info(`planner walk: ${count.taps} taps from the home page to a complete plan for two children`);

    // The share link is as wide as the page and as tall as a thumb.
    const field = (await planner(page).locator("[data-plan-link]").boundingBox())!;
    expect(field.height).toBeGreaterThanOrEqual(44);
    expect(field.width).toBeGreaterThan(300);
    const share = await planner(page).locator("[data-plan-link]").inputValue();
    expect(share).toMatch(/\/plan\/#plan=/);
    expect(new URL(share).search).toBe("");
    expect(watched.problems).toEqual([]);

    const elsewhere = await demo().open(PHONE);
    await elsewhere.page.goto(share, { waitUntil: "load" });
    await ready(elsewhere.page);
    await expect.poll(() => planner(elsewhere.page).locator("[data-plan-total]").textContent()).toBe(total);
    expect(await planner(elsewhere.page).locator("[data-plan-week]").innerText()).toBe(week);
    // A browser with no plan of its own keeps the shared one at once, so a class page's "Add to plan" adds to it.
    expect(await planner(elsewhere.page).locator("[data-plan-status]").innerText()).toBe(t("page.plan.sharedKept"));
    expect(JSON.parse((await elsewhere.page.evaluate(() => localStorage.getItem("studio-plan")))!).picks).toHaveLength(4);
    await elsewhere.page.goto(`${demo().origin}/classes/hip-hop-kids/`, { waitUntil: "load" });
    await elsewhere.page.getByRole("link", { name: "Add to plan" }).tap();
    await ready(elsewhere.page);
    expect(await planner(elsewhere.page).locator("section.card button").allInnerTexts()).toEqual(["Child 1", "Child 2"]);
    expect(elsewhere.problems).toEqual([]);
    await elsewhere.close();

    // One .ics of exactly the planned sessions (each weekly class through its published dates, cancelled ones marked), read back with ical.js.
    const [download] = await Promise.all([page.waitForEvent("download"), planner(page).getByRole("button", { name: "Download the calendar (.ics)" }).tap()]);
    const events = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8"))).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const sessionsOf = (name: string) => data.classes.find((cls) => cls.name === name)!.sessions.length;
    const planned = { "Hip Hop Kids (Child 1)": sessionsOf("Hip Hop Kids"), "Hip Hop Kids (Child 2)": sessionsOf("Hip Hop Kids"), "Tap I (Child 1)": sessionsOf("Tap I"), "Recreational Gymnastics Level 2 (Child 2)": sessionsOf("Recreational Gymnastics Level 2") };
    const counted: Record<string, number> = {};
    for (const event of events) counted[event.summary] = (counted[event.summary] ?? 0) + 1;
    expect(counted).toEqual(planned);
    expect(events.length).toBeGreaterThan(30);

    // The printed week fits one page, with where to sign up: each next step's address printed after it.
    await page.emulateMedia({ media: "print" });
    const pdf = (await page.pdf({ format: "Letter", printBackground: false })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    const printedSteps = planner(page).locator(".planner__steps a");
    // One step a link, every child it is for.
    expect(await printedSteps.allInnerTexts()).toContain("Sign up: Hip Hop Kids (Child 1, Child 2)");
    expect(await printedSteps.count()).toBeGreaterThan(0);
    expect(await printedSteps.first().isVisible()).toBe(true);
    expect(await printedSteps.first().evaluate((link) => getComputedStyle(link, "::after").content)).toMatch(/attr\(href\)|https:\/\//);
    await page.emulateMedia({ media: "screen" });

    // "Clear my plan" leaves nothing in the browser, and offers it back once.
    await tap(planner(page).getByRole("button", { name: "Clear my plan" }));
    expect(await page.evaluate(() => localStorage.getItem("studio-plan"))).toBeNull();
    expect(await planner(page).locator("[data-plan-child]").count()).toBe(0);
    await tap(page.locator("[data-plan-toast]").getByRole("button", { name: "Undo" }));
    expect(await planner(page).locator("[data-plan-total]").innerText()).toBe(total);
    // Said, and the keyboard is where it is said (the Undo button went with the bar's last words).
    expect(await page.locator("[data-plan-toast]").textContent()).toBe("Your plan is back.");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-plan-toast"))).toBe(true);
    // Its Close button, outside what is said, reads on the dark bar (WCAG 4.5:1) and is a thumb's size.
    const closeButton = page.locator("[data-plan-close]");
    const { contrast, height } = await closeButton.evaluate((button) => {
      const rgb = (color: string) => color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((value) => value / 255).map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const text = luminance(getComputedStyle(button).color);
      const bar = luminance(getComputedStyle(button.parentElement!).backgroundColor);
      return { contrast: (Math.max(text, bar) + 0.05) / (Math.min(text, bar) + 0.05), height: button.getBoundingClientRect().height };
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    expect(height).toBeGreaterThanOrEqual(44);
    // Closed by hand: the bar goes, and the keyboard goes to the week.
    await tap(closeButton);
    expect(await page.locator("[data-plan-toast]").textContent()).toBe("");
    expect(await closeButton.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("plan-week");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("studio-plan")))!).picks).toHaveLength(4);
    await watched.close();
  }, WALK_TIMEOUT);

  it("says a shared plan's vanished class is gone, and still shows the rest", async () => {
    const watched = await demo().open(PHONE);
    const plan = { children: [{ key: "a", name: "Maya", age: 6, born: "" }], free: [], picks: [{ child: "a", classId: "00000000-0000-4000-8000-00000000dead" }], transfer: 15, done: [] };
    await watched.page.goto(`${demo().origin}/plan/#plan=${encodeURIComponent(JSON.stringify(plan))}`, { waitUntil: "load" });
    await ready(watched.page);
    await expect.poll(() => planner(watched.page).locator("[data-plan-warnings] li").allInnerTexts()).toEqual(["A class in this plan is no longer on the site, so it was left out."]);
    expect(await planner(watched.page).locator("[data-plan-child] legend").allInnerTexts()).toEqual(["Maya"]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("warns of a drop-in date with no spot left and of a class outside the child's free times, asks a child's age before suggesting, and shows more on request", async () => {
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const ninja = data.classes.find((cls) => cls.name === "Ninja Warriors")!;
    const full = ninja.sessions.find((session) => session.full && !session.cancelled)!;
    const plan = {
      children: [{ key: "a", name: "Maya", age: 6, born: "" }, { key: "b", name: "", age: null, born: "" }, { key: "c", name: "", age: 8, born: "" }],
      free: [{ child: "a", days: [6], from: "08:00", until: "12:00" }],
      picks: [{ child: "a", classId: ninja.id, dates: [full.date] }],
      transfer: 15,
      done: [],
    };
    const watched = await demo().open(PHONE);
    const { page } = watched;
    await page.goto(`${demo().origin}/plan/#plan=${encodeURIComponent(JSON.stringify(plan))}`, { waitUntil: "load" });
    await ready(page);
    const date = `${formatLocalDate(full.date, "en-US", "weekday-short")} 2:00 PM – 3:00 PM`;
    await expect.poll(() => planner(page).locator("[data-plan-warnings] li").allInnerTexts()).toEqual([
      `Ninja Warriors has no spot left on ${formatLocalDate(full.date, "en-US", "weekday-short")}.`,
      `Ninja Warriors on ${date} is outside Maya's free times.`,
    ]);
    // A drop-in is its dates, not a weekly class: the week's line says which.
    expect(await planner(page).locator("[data-plan-week]").innerText()).toContain(`${date} · Ninja Warriors · Maya`);
    // Its step is its class's date picker (spec 2.2 rule 1), naming the dates to pick there.
    const step = planner(page).locator(".planner__steps a");
    expect(await step.allInnerTexts()).toEqual([`${ninja.next!.label}: Ninja Warriors (Maya · ${formatLocalDate(full.date, "en-US", "weekday-short")})`]);
    expect(await step.getAttribute("href")).toBe(ninja.next!.href);
    expect(await planner(page).locator('[data-plan-suggestions="b"]').innerText()).toContain("Enter Child 2's age or birth date to see the classes that fit.");
    // Typing a time on a keyboard: each whole time typed is a change, and the field keeps the focus through it.
    const from = planner(page).locator("[data-plan-free] input[type=time]").first();
    await from.focus();
    await page.keyboard.type("0430P");
    expect(await from.inputValue()).toBe("16:30");
    expect(await from.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(() => planner(page).locator("[data-plan-free] legend").first().textContent()).toBe("Sat 4:30 PM–8:30 PM");
    const third = planner(page).locator('[data-plan-suggestions="c"]');
    expect(await third.locator("li").count()).toBe(8);
    await third.getByRole("button", { name: "More classes for Child 3" }).tap();
    expect(await third.locator("li").count()).toBeGreaterThan(8);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("says once which ages a class is for when a child is outside them, and counts an age as it is typed", async () => {
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const ballet = data.classes.find((cls) => cls.name === "Ballet I (Ages 5–7)")!;
    const hipHop = data.classes.find((cls) => cls.name === "Hip Hop Kids")!;
    const plan = { children: [{ key: "a", name: "Leo", age: 12, born: "" }], free: [], picks: [{ child: "a", classId: ballet.id }, { child: "a", classId: hipHop.id }], transfer: 15, done: [] };
    const watched = await demo().open(PHONE);
    const { page } = watched;
    await page.goto(`${demo().origin}/plan/#plan=${encodeURIComponent(JSON.stringify(plan))}`, { waitUntil: "load" });
    await ready(page);
    // Ballet I's name says its ages already; Hip Hop Kids' does not.
    await expect.poll(() => planner(page).locator("[data-plan-warnings] li").allInnerTexts()).toEqual([
      "Leo is outside the ages of Ballet I (Ages 5–7).",
      `Leo is outside the ages of Hip Hop Kids (${hipHop.ages}).`,
    ]);
    // Typing 8 makes Leo fit Hip Hop Kids at once, before the field is left.
    const age = planner(page).locator("[data-plan-child] input[type=number]");
    await age.fill("");
    await page.keyboard.type("8");
    await expect.poll(() => planner(page).locator("[data-plan-warnings] li").allInnerTexts()).toEqual(["Leo is outside the ages of Ballet I (Ages 5–7)."]);
    expect(await age.evaluate((field) => field === document.activeElement)).toBe(true);
    // Three digits are no age: the field keeps what was typed until it is left, then asks again.
    await page.keyboard.type("88");
    expect(await age.inputValue()).toBe("888");
    await age.blur();
    await expect.poll(() => planner(page).locator('[data-plan-suggestions="a"]').innerText()).toContain("Enter Leo's age or birth date");
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("plans a trial from its card: a start date to choose, the class sessions it covers, its own price and its own start link", async () => {
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const trial = data.trials.find((candidate) => candidate.name === "Free Ballet Trial Class")!;
    expect(trial.starts.length).toBeGreaterThan(1);
    const watched = await demo().open(PHONE);
    const { page } = watched;
    // A plan with one child kept in this browser (a shared link opened where none is kept).
    const maya = { children: [{ key: "a", name: "Maya", age: 6, born: "" }], free: [], picks: [], transfer: 15, done: [] };
    await page.goto(`${demo().origin}/plan/#plan=${encodeURIComponent(JSON.stringify(maya))}`, { waitUntil: "load" });
    await ready(page);
    await page.goto(`${demo().origin}/trials/`, { waitUntil: "load" });
    await page.locator("[data-add-to-plan]", { hasText: `: ${trial.name}` }).tap();
    await page.waitForURL(/\/plan\/#add=/, { waitUntil: "load" });
    await ready(page);
    await expect.poll(() => page.locator("#plan-pending").textContent()).toBe(`Add ${trial.name} to the plan for:`);
    const starts = planner(page).getByRole("combobox", { name: "Starts on" });
    expect(await starts.locator("option").count()).toBe(trial.starts.length);
    expect(await starts.inputValue()).toBe(trial.starts[0]);
    await starts.selectOption(trial.starts[1]!);
    // A change elsewhere redraws the plan: the date chosen stays chosen.
    await planner(page).locator("[data-plan-child] input[type=text]").fill("Maya R.");
    await planner(page).locator("[data-plan-child] input[type=text]").blur();
    expect(await starts.inputValue()).toBe(trial.starts[1]);
    await planner(page).locator("section.card").getByRole("button", { name: "Maya R." }).tap();
    const week = await planner(page).locator("[data-plan-week]").innerText();
    expect(week).toContain(`${formatLocalDate(trial.starts[1]!, "en-US", "weekday-short")} `);
    expect(week).toContain(`· ${trial.name} · Maya R.`);
    // Its own price once, not Ballet I's monthly one; its own start link, not the class's sign-up.
    expect(await planner(page).locator("[data-plan-total]").innerText()).toBe("$0.00 a month");
    const step = planner(page).locator(".planner__steps a");
    expect(await step.allInnerTexts()).toEqual([`Start the trial: ${trial.name} (Maya R.)`]);
    expect(await step.getAttribute("href")).toBe(trial.next!.href);
    // Removing it is said, and the keyboard goes there.
    await planner(page).getByRole("button", { name: `Remove ${trial.name} for Maya R.` }).tap();
    expect(await page.locator("[data-plan-toast]").textContent()).toBe(`${trial.name} is out of Maya R.'s plan.`);
    // A shared link opened where a plan is kept shows the link's plan and leaves the kept one as it is until a change.
    const kept = await page.evaluate(() => localStorage.getItem("studio-plan"));
    const other = { children: [{ key: "a", name: "Leo", age: 10, born: "" }], free: [], picks: [], transfer: 15, done: [] };
    // (Opened here, on /plan/ already: only the fragment changes, and the planner reads it as a new visit.)
    await page.goto(`${demo().origin}/plan/#plan=${encodeURIComponent(JSON.stringify(other))}`, { waitUntil: "load" });
    await expect.poll(() => planner(page).locator("[data-plan-status]").innerText()).toBe("A shared plan: any change you make keeps it in this browser.");
    expect(await planner(page).locator("[data-plan-child] legend").allInnerTexts()).toEqual(["Leo"]);
    expect(await page.evaluate(() => localStorage.getItem("studio-plan"))).toBe(kept);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it("without JavaScript, says the planner needs it and links the class list", async () => {
    const watched = await demo().open({ ...PHONE, javaScriptEnabled: false });
    await watched.page.goto(`${demo().origin}/plan/`, { waitUntil: "load" });
    expect(await watched.page.locator(".plan-needs-script").isVisible()).toBe(true);
    expect(await watched.page.locator(".plan-needs-script a").getAttribute("href")).toBe("/classes/");
    expect(await planner(watched.page).isVisible()).toBe(false);
    await watched.close();
  });

  // Spanish on the demo; French on the demo-like studio (the demo's catalog 30 days on), which the run builds in French already.
  it.each([
    { language: "Spanish", locale: "es-US", site: spanishDemo, perMonth: /al mes/ },
    { language: "French", locale: "fr-CA", site: frenchDemoLike, perMonth: /par mois/ },
  ] as const)("walks the same in $language", async ({ locale, site, perMonth }) => {
    const { t } = messagesFor(locale);
    const watched = await site().open(PHONE);
    const { page } = watched;
    const { tap } = tapCounter(page);
    await page.goto(`${site().origin}/`, { waitUntil: "load" });
    await tap(page.locator(".site-nav").getByRole("link", { name: t("site.nav.plan") }));
    await page.waitForURL(/\/plan\/$/, { waitUntil: "load" });
    await ready(page);
    await twoChildrenAndFreeTimes(page, tap, t);
    await tap(planner(page).locator('[data-plan-suggestions="a"] li', { hasText: "Hip Hop Kids" }).getByRole("button"));
    const child = (number: number) => t("page.plan.childNumber", { number });
    expect(await planner(page).locator("[data-plan-suggestions] h3").allInnerTexts()).toEqual([1, 2].map((number) => t("page.plan.suggestions", { name: child(number) })));
    expect(await planner(page).locator("[data-plan-total]").innerText()).toMatch(perMonth);
    expect(await planner(page).locator("#plan-week").innerText()).toBe(t("page.plan.week"));
    expect(await planner(page).locator("[data-plan-week]").innerText()).toContain("Hip Hop Kids");
    expect(watched.problems).toEqual([]);
    await watched.close();
  }, WALK_TIMEOUT);
});

/** `path` without JavaScript, where each `selector` is in the page but not shown (it could do nothing there). */
async function withoutScript(path: string, selector: string) {
  const watched = await demo().open({ ...PHONE, javaScriptEnabled: false });
  await watched.page.goto(`${demo().origin}${path}`, { waitUntil: "load" });
  expect(await watched.page.locator(selector).count(), selector).toBeGreaterThan(0);
  for (const element of await watched.page.locator(selector).all()) expect(await element.isVisible(), selector).toBe(false);
  return watched;
}

/** A button's own words, without what it says to a screen reader only. */
const visibleWords = (button: Locator) => button.evaluate((node) => node.firstChild?.textContent ?? "");

/** Taps `button` and reads the one event of the calendar file the page hands over, with ical.js. */
async function addedEvent(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.tap()]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(events[0]!), fileName: download.suggestedFilename() };
}

describe("one date at a time, from its row (issue 36)", () => {
  it("adds a drop-in date from its class page and a trial's first date from its card, each the row's own session, made on the phone", async () => {
    const watched = await demo().open(PHONE);
    const { page } = watched;
    await page.goto(`${demo().origin}/classes/open-gym/`, { waitUntil: "load" });
    const row = page.locator("li.session", { has: page.locator("[data-add-date]") }).first();
    const button = row.locator("[data-add-date]");
    const name = (await page.locator("h1").innerText()).trim();
    expect(await visibleWords(button)).toBe("Add this date to your calendar");
    expect(await button.locator(".visually-hidden").textContent()).toBe(`: ${(await row.locator("time").innerText()).replace(/\s+/g, " ").trim()}`);
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const at = (await row.locator("time").getAttribute("datetime"))!;
    const { method, event, fileName } = await addedEvent(page, button);
    expect(method).toBe("PUBLISH");
    expect(event.summary).toBe(name);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(at));
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(Date.parse(at));
    expect(await row.evaluate((element) => element.closest<HTMLElement>("[data-add-class]")?.dataset.addClass)).toBe(new URL(page.url()).pathname);
    // The list names its class by its page; the event's UID is the class's id, as the planner writes it.
    const planData = readPlanData(JSON.parse(await readFile(join(demo().site.outDir, "plan", "data.json"), "utf8")))!;
    const classId = planData.classes.find((cls) => cls.href === new URL(page.url()).pathname)!.id;
    expect(event.uid).toBe(`${classId}-${at.slice(0, 10)}-${at.slice(11, 16).replace(":", "")}@plan`);
    expect(fileName).toBe(`open-gym-${at.slice(0, 10)}.ics`);

    // A session the live layer cancels after the build (it sets the row's class) has no date to add.
    await row.evaluate((element) => element.classList.add("session--cancelled"));
    expect(await button.isVisible()).toBe(false);

    // A trial's card: the first date it can start, as it says it.
    await watched.goto("/trials/");
    const first = page.locator(".trial__first").first();
    const said = (await first.locator("time").getAttribute("datetime"))!;
    // Its button names the trial and the date it adds, as the card says them.
    const trialName = (await page.locator(".trial__name").first().innerText()).trim();
    expect(await first.locator("[data-add-date] .visually-hidden").textContent()).toBe(`: ${trialName}, ${(await first.locator("time").innerText()).trim()}`);
    const trial = await addedEvent(page, first.locator("[data-add-date]"));
    expect(trial.event.startDate.toJSDate().getTime()).toBe(Date.parse(said));
    expect(watched.problems).toEqual([]);
    await watched.close();
  }, WALK_TIMEOUT);

  it("shows no calendar button without JavaScript, where it could do nothing", async () => {
    const watched = await withoutScript("/trials/", "[data-add-date]");
    expect(await watched.page.locator(".trial__first time").first().isVisible()).toBe(true);
    await watched.close();
  });

  it("says what it adds in Spanish", async () => {
    const site: () => DemoBrowser = spanishDemo;
    const watched = await site().open(PHONE);
    await watched.page.goto(`${site().origin}/trials/`, { waitUntil: "load" });
    const first = watched.page.locator(".trial__first").first();
    expect(await first.locator("time").innerText()).toMatch(/^Primera fecha para comenzar: /);
    expect(await visibleWords(first.locator("[data-add-date]"))).toBe(messagesFor("es-US").t("page.session.addDate"));
    const { event } = await addedEvent(watched.page, first.locator("[data-add-date]"));
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse((await first.locator("time").getAttribute("datetime"))!));
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("adding to the plan from a list (issue 34)", () => {
  it("puts \"Add to plan\" on the schedule's rows with one tap, and a row's link adds its class (a drop-in row its date) to the plan", async () => {
    const watched = await demo().open(PHONE);
    const { page } = watched;
    const { t } = messagesFor("en-US");
    // A plan with one child, 8 years old.
    await page.goto(`${demo().origin}/plan/`, { waitUntil: "load" });
    await ready(page);
    await planner(page).getByRole("button", { name: t("page.plan.addChild") }).tap();
    await planner(page).locator("[data-plan-child] input[type=number]").fill("8");
    await planner(page).locator("[data-plan-child] input[type=number]").blur();
    // The schedule's second week: the first, late on the studio's Saturday, may hold no row.
    await page.goto(`${demo().origin}${await secondWeek(demo())}`, { waitUntil: "load" });
    expect(await page.locator("[data-plan-add]").count()).toBe(0);
    await page.getByRole("button", { name: "Add classes to my plan" }).tap();
    await expect.poll(() => page.locator(".plan-pick").innerText()).toBe("“Add to plan” is now on each class below.");
    // The sentence that took the button's place has the focus, so the next Tab goes on to the rows.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("plan-pick");
    const rows = page.locator("li.session");
    const links = page.locator("li.session [data-plan-add]");
    expect(await links.count()).toBeGreaterThan(0);
    // Every row of a class a family can act on has one, none has two; a drop-in row names its own date.
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const byHref = new Map(data.classes.map((cls) => [cls.href, cls]));
    for (const row of await rows.all()) {
      const cls = byHref.get((await row.locator("a.class-link").getAttribute("href"))!)!;
      const added = row.locator("[data-plan-add]");
      expect(await added.count(), cls.name).toBe(addable(cls.access) ? 1 : 0);
      if (!addable(cls.access)) continue;
      const date = (await row.locator("time").getAttribute("datetime"))!.slice(0, 10);
      expect(await added.getAttribute("href"), cls.name).toBe(`/plan/#add=${cls.id}${cls.dropIn ? `@${date}` : ""}`);
      // A cancelled date has nothing to plan: its link is not shown.
      const cancelled = await row.evaluate((element) => element.classList.contains("session--cancelled"));
      expect(await added.isVisible(), `${cls.name} ${date}`).toBe(!cancelled);
      // Each drop-in row's link is named by its date too, so no two links of a list sound the same.
      const spoken = (await added.locator(".visually-hidden").textContent())!;
      expect(spoken, cls.name).toBe(cls.dropIn ? `: ${cls.name}, ${formatLocalDate(date, "en-US", "weekday-short")} ${await row.locator(".session__time").textContent()}` : `: ${cls.name}`);
    }
    // A row the live layer cancels after the build (it sets the row's class) hides its link too.
    const live = rows.filter({ has: page.locator("[data-plan-add]") }).first();
    await live.evaluate((row) => row.classList.add("session--cancelled"));
    expect(await live.locator("[data-plan-add]").isVisible()).toBe(false);
    await live.evaluate((row) => row.classList.remove("session--cancelled"));
    const first = links.filter({ visible: true }).first();
    const name = byHref.get((await first.locator("xpath=ancestor::li[1]").locator("a.class-link").getAttribute("href"))!)!.name;
    await first.tap();
    await page.waitForURL(/\/plan\/#add=/, { waitUntil: "load" });
    await ready(page);
    await expect.poll(() => page.locator("#plan-pending").textContent()).toBe(`Add ${name} to the plan for:`);
    await planner(page).locator("section.card").getByRole("button", { name: "Child 1" }).tap();
    await expect.poll(() => planner(page).locator("[data-plan-week]").innerText()).toContain(name);
    expect(watched.problems).toEqual([]);
    await watched.close();
  }, WALK_TIMEOUT);

  it("offers \"Add classes to my plan\" on the class list once the family has filtered, and a card's link adds its class", async () => {
    const watched = await demo().open(PHONE);
    const { page } = watched;
    await page.goto(`${demo().origin}/classes/`, { waitUntil: "load" });
    const pick = page.getByRole("button", { name: "Add classes to my plan" });
    // Not before the family filters: the first class stays on a phone's first screen.
    expect(await pick.isVisible()).toBe(false);
    await page.locator("[data-filter-box] summary").tap();
    await page.locator("form[data-class-filter] input[name=age]").fill("6");
    await expect.poll(() => pick.isVisible(), { message: "the button did not come with the filter's answer" }).toBe(true);
    await pick.tap();
    await expect.poll(() => page.locator(".plan-pick").innerText()).toBe("“Add to plan” is now on each class below.");
    // Every card of a class a family can act on has one link to add it, inside the card; the others none.
    const data = readPlanData(await (await fetch(`${demo().origin}/plan/data.json`)).json())!;
    const byHref = new Map(data.classes.map((cls) => [cls.href, cls]));
    const cards = page.locator("main article.class-card");
    expect(await cards.count()).toBeGreaterThan(10);
    for (const card of await cards.all()) {
      const cls = byHref.get((await card.locator("a.class-link").getAttribute("href"))!)!;
      expect(await card.locator("[data-plan-add]").count(), cls.name).toBe(addable(cls.access) ? 1 : 0);
      if (addable(cls.access)) expect(await card.locator("[data-plan-add]").getAttribute("href"), cls.name).toBe(`/plan/#add=${cls.id}`);
    }
    const first = page.locator("main li.class-item:not([hidden]) [data-plan-add]").first();
    const name = byHref.get((await first.locator("xpath=ancestor::article[1]").locator("a.class-link").getAttribute("href"))!)!.name;
    await first.tap();
    await page.waitForURL(/\/plan\/#add=/, { waitUntil: "load" });
    await ready(page);
    await expect.poll(() => planner(page).innerText()).toContain(`Add a child below, then choose who ${name} is for.`);
    expect(watched.problems).toEqual([]);
    await watched.close();
  }, WALK_TIMEOUT);

  it("shows no such button without JavaScript", async () => {
    const watched = await withoutScript("/schedule/", "[data-plan-pick]");
    await watched.close();
  });
});
