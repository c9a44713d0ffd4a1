import { beforeAll, describe, expect, it } from "vitest";
import { studioStrings } from "../support/studio-strings.ts";
import type { BuiltSite } from "../support/build-site.ts";
import { invitationOnlyClass, scanPage, scanSite, type ScanFacts } from "../support/contradiction-scan.ts";
import { sharedSite } from "../support/shared-sites.ts";

/**
 * The demo studio's site as `npm run build` makes it, read page by page for the
 * contradictions a family noticed: a "Full" badge beside an open-enrollment or sign-up
 * state, a length that disagrees with its time range, words said twice, "s's", a season
 * item's price without its unit, one time range written two ways across pages. The run's
 * shared demo site (test/support/shared-sites.ts).
 */
let demo: BuiltSite;
let sessionDates: Set<string>;

beforeAll(async () => {
  const shared = await sharedSite("demo");
  const sessions = Object.values(shared.snapshot.sessions_by_class).flat();
  sessionDates = new Set(sessions.filter((session) => session.status !== "cancelled").map((session) => session.date));
  demo = shared.site;
});

const page = (body: string, head = "<title>Page</title>") => `<html><head>${head}</head><body><main>${body}</main></body></html>`;

describe("the contradiction scan", () => {
  it.each([
    {
      what: "Open enrollment beside Full",
      html: page(`<header><span class="badge">Open enrollment</span><span class="badge badge--full">Full</span></header>`),
      finds: `"Full" beside "Open enrollment"`,
    },
    {
      what: "a sign-up button beside Full",
      html: page(`<li class="card"><span class="badge badge--full">Full</span><a class="button" href="/x">Sign up<span>: Tap</span></a></li>`),
      finds: `"Full" beside a "Sign up: Tap" button`,
    },
    {
      what: "Full said again beside its badge",
      html: page(`<li class="card"><span class="badge badge--full">Full</span><div><span class="cta__note">Full. Join the waitlist through registration:</span></div></li>`),
      finds: `"Full" badge, then "Full. Join the waitlist through registration:"`,
    },
    {
      what: "a Sign up heading over an invitation-only class",
      html: page(`<aside><div class="signup"><h2>Sign up</h2><p>$210.00/month</p><span class="cta__note">By invitation from the studio only.</span></div></aside>`),
      finds: `a "Sign up" heading over a class nobody can sign up for now`,
    },
    {
      what: "a card's length against its slot's range",
      html: page(`<article class="card"><ul><li><strong>Fri</strong> 10:30 AM – 11:00 AM</li></ul><p>Ages 2–3 · 45 min</p></article>`),
      finds: `the length "45 min" disagrees with "10:30 AM – 11:00 AM"`,
    },
    {
      what: "a slot line's own length against its range",
      html: page(`<article class="card"><p>Wed 5:00 PM – 6:15 PM · 1 hr</p></article>`),
      finds: `"5:00 PM – 6:15 PM · 1 hr" says a length its time range does not`,
    },
    {
      what: "a slot past midnight whose own length its range does not say",
      html: page(`<article class="card"><p>Thu 11:40 PM – 12:40 AM (next day) · 2 hr</p></article>`),
      finds: `"11:40 PM – 12:40 AM (next day) · 2 hr" says a length its time range does not`,
    },
    { what: "a label said again", html: page(`<dl><dt>Ages</dt><dd>Ages 5–7</dd></dl>`), finds: `says "ages" twice` },
    { what: "closes said twice", html: page(`<dl><dt>Closes</dt><dd>When the studio closes it</dd></dl>`), finds: `says "closes" twice` },
    { what: "a doubled word", html: page(`<h1>Adult Classes classes</h1>`), finds: `"Classes classes"` },
    {
      what: "the end of a sentence said again",
      html: page(`<li class="card"><p>$45.00 charged every month until you cancel.</p><p>Until you cancel.</p></li>`),
      finds: `"until you cancel" said twice`,
    },
    {
      what: "a schedule row without its action",
      html: page(`<ul><li class="session"><time datetime="2026-11-30T16:00">4:00 PM – 4:45 PM</time><a class="class-link" href="/classes/cheer/">Cheer &amp; Stunt</a><span class="badge badge--open">2 spots left</span></li></ul>`),
      finds: `the row "4:00 PM – 4:45 PM Cheer & Stunt 2 spots left" has no action`,
    },
    {
      what: "a home glance row without its action, its live variants hidden",
      html: page(`<ul><li><span class="glance-time">4:00 PM</span> <a class="class-link" href="/classes/cheer/">Cheer</a><a class="button" href="/x" data-live-when="full" hidden>Check for a waitlist</a></li></ul>`),
      finds: `has no action`,
    },
    {
      what: "a spots count beside By invitation",
      html: page(`<ul><li class="card"><a class="class-link" href="/classes/private/">Private Coaching Program</a><span class="badge badge--open">4 spots left</span> · By invitation</li></ul>`),
      finds: `"4 spots left" on an invitation-only class`,
    },
    {
      what: "a spots count on a row of an invitation-only class",
      html: page(`<ul><li class="session"><time>5:30 PM – 7:30 PM</time><a class="class-link" href="/classes/team/">Competitive Team Training</a><span class="badge badge--open">1 spot left</span><a class="button" href="/x">Sign up</a></li></ul>`),
      facts: { invitationOnly: new Set(["/classes/team/"]) },
      finds: `"1 spot left" on an invitation-only class`,
    },
    {
      what: "a week page showing other days than its address",
      html: page(`<h1>Schedule: Dec 1 – 5, 2026</h1><section class="schedule-day" id="2026-12-01"></section>`),
      path: "/schedule/2026-11-29/",
      finds: `/schedule/2026-11-29/: titled "Schedule: Dec 1 – 5, 2026", first day 2026-12-01: not the week of 2026-11-29`,
    },
    {
      what: "No classes on a day that had sessions",
      html: page(`<section class="schedule-day" id="2026-11-24"><h2>Tuesday</h2><p class="muted">No classes scheduled.</p></section>`),
      facts: { sessionDates: new Set(["2026-11-24"]) },
      finds: `"No classes" on 2026-11-24, a day with sessions`,
    },
    {
      what: "a season item's price without its unit where the season bills monthly",
      html: page(`<dl><dt>Billing</dt><dd>Classes in this season are billed monthly.</dd></dl>
        <ul><li class="catalog-item" data-item-kind="class"><p class="catalog-item__name"><a href="/c/">Ballet III / Pointe Prep</a></p><p class="catalog-item__price">$110.00</p></li></ul>`),
      finds: `"Ballet III / Pointe Prep" costs "$110.00" without its unit, where the season says "Classes in this season are billed monthly."`,
    },
    {
      what: "a possessive s's in the description",
      html: page("", `<title>Not found</title><meta name="description" content="Not on Brightside Dance &amp; Gymnastics's site.">`),
      finds: `the possessive "Gymnastics's"`,
    },
  ] as { what: string; html: string; finds: string; path?: string; facts?: ScanFacts }[])("finds $what", ({ html, finds, path = "/x/", facts }) => {
    expect(scanPage(html, path, facts).join("\n")).toContain(finds);
  });

  it("leaves a word the studio's own text repeats (its markup removed) to the studio, and still finds the interface's", () => {
    // A class named "Teens <img src=x onerror=alert(1)> Teens Camp" is shown as "Teens Teens Camp" (npm run fuzz, seed 20261125).
    const html = page(`<h1>Teens Teens Camp Zqc · Ballet</h1><p>Adult Classes classes</p>`);
    const found = scanPage(html, "/x/", { studioTexts: studioStrings({ classes: [{ name: "Teens &lt;img src=x onerror=alert(1)&gt; Teens Camp Zqc" }] } as never) });
    expect(found.join("\n")).not.toContain('"Teens Teens"');
    expect(found.join("\n")).toContain('"Classes classes"');
    expect(scanPage(html, "/x/").join("\n")).toContain('"Teens Teens"');
  });

  it("finds one time range written two ways on two pages", () => {
    const pages = [
      { path: "/schedule/", html: page(`<li class="session">Fri <time>10:30 PM – 12:30 AM</time></li>`) },
      { path: "/classes/", html: page(`<li>Fri 10:30 PM – 12:30 AM (next day)</li>`) },
    ];
    expect(scanSite(pages)).toEqual([`one time range written 2 ways: "10:30 PM – 12:30 AM" on /schedule/, "10:30 PM – 12:30 AM (next day)" on /classes/`]);
    expect(scanSite([pages[1]!, { ...pages[1]!, path: "/classes/jam/" }])).toEqual([]);
  });

  it("finds nothing in agreeing facts", () => {
    const html = page(`
      <article class="card"><ul><li><strong>Mon</strong> 5:00 PM – 6:00 PM · 1 hr</li><li><strong>Wed</strong> 5:00 PM – 6:15 PM · 1 hr 15 min</li></ul>
      <p>Ages 8–10 · Main Street Studio</p><span class="badge badge--full">Full</span><a class="button" href="/x">Join the waitlist</a></article>
      <dl><dt>Ages</dt><dd>8–10</dd><dt>Closes</dt><dd>No closing date set</dd></dl>
      <h1>Schedule: Nov 29 – Dec 5, 2026</h1>
      <section class="schedule-day" id="2026-11-29"><p class="muted">2 classes earlier today</p><p>Nothing else is scheduled today.</p>
      <ul><li class="session"><time>4:00 PM – 4:45 PM</time><a class="class-link" href="/classes/team/">Team</a><span class="session__note">By invitation</span></li>
      <li class="session"><time>5:00 PM</time><a class="class-link" href="/classes/tap/">Tap</a><span class="badge">Cancelled</span></li></ul></section>`);
    expect(scanPage(html, "/schedule/2026-11-29/", { sessionDates: new Set(["2026-11-29"]), invitationOnly: new Set(["/classes/team/"]) })).toEqual([]);
    const season = page(`
      <dl><dt>Ages</dt><dd>8–10</dd><dt>Closes</dt><dd>No closing date set</dd><dt>Billing</dt><dd>Classes in this season are billed monthly.</dd></dl>
      <ul><li class="catalog-item"><p class="catalog-item__price">$110.00/month</p></li><li class="catalog-item"><p class="catalog-item__price">$125.00 every 3 months</p></li>
      <li class="catalog-item"><p class="catalog-item__price">$35.00 one-time</p></li><li class="catalog-item"><p class="catalog-item__price">Free</p></li></ul>`);
    expect(scanPage(season, "/x/")).toEqual([]);
    const nextDay = page(`
      <article class="card"><ul><li><strong>Thu</strong> 11:40 PM – 12:40 AM (next day) · 1 hr</li><li><strong>Fri</strong> 8:37 PM – 8:37 PM (next day) · 24 hr</li></ul></article>`);
    expect(scanPage(nextDay, "/x/")).toEqual([]);
    // A slot longer than a day: "(6 days later)" is 6 days on top of the clock times, and a wrong length is still found.
    const daysLater = (length: string) => page(`<article class="card"><p>Sun 12:00 AM – 10:40 PM (6 days later) · ${length}</p></article>`);
    expect(scanPage(daysLater("166 hr 40 min"), "/x/")).toEqual([]);
    expect(scanPage(daysLater("22 hr 40 min"), "/x/")).toEqual([`/x/: "12:00 AM – 10:40 PM (6 days later) · 22 hr 40 min" says a length its time range does not`]);
  });
});

describe("the demo studio's built site", () => {
  it("contradicts and repeats itself on no page", async () => {
    const paths = await demo.pages();
    expect(paths.length).toBeGreaterThan(50);
    const pages = await Promise.all(paths.map(async (path) => ({ path, html: await demo.readPage(path) })));
    const invitationOnly = new Set(pages.map(({ html, path }) => invitationOnlyClass(html, path)).filter((path): path is string => path !== null));
    expect(invitationOnly.size).toBeGreaterThan(0);
    const problems = [...pages.flatMap(({ html, path }) => scanPage(html, path, { sessionDates, invitationOnly })), ...scanSite(pages)];
    expect(problems).toEqual([]);
  });
});
