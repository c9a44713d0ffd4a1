import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { scanPage } from "../support/contradiction-scan.ts";
import { syncDemoSnapshot } from "../support/sync-harness.ts";

/**
 * The demo studio's site as `npm run build` makes it, read page by page for the
 * contradictions a family noticed: a "Full" badge beside an open-enrollment or sign-up
 * state, a length that disagrees with its time range, words said twice, "s's".
 */
let demo: BuiltSite;

beforeAll(async () => {
  demo = await buildSite({ snapshot: await syncDemoSnapshot() });
});

afterAll(async () => {
  await demo?.cleanup();
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
      what: "a possessive s's in the description",
      html: page("", `<title>Not found</title><meta name="description" content="Not on Brightside Dance &amp; Gymnastics's site.">`),
      finds: `the possessive "Gymnastics's"`,
    },
  ])("finds $what", ({ html, finds }) => {
    expect(scanPage(html, "/x/").join("\n")).toContain(finds);
  });

  it("finds nothing in agreeing facts", () => {
    const html = page(`
      <article class="card"><ul><li><strong>Mon</strong> 5:00 PM – 6:00 PM · 1 hr</li><li><strong>Wed</strong> 5:00 PM – 6:15 PM · 1 hr 15 min</li></ul>
      <p>Ages 8–10 · Main Street Studio</p><span class="badge badge--full">Full</span><a class="button" href="/x">Join the waitlist</a></article>
      <dl><dt>Ages</dt><dd>8–10</dd><dt>Closes</dt><dd>No closing date set</dd></dl>
      <article class="card"><ul><li><strong>Thu</strong> 11:40 PM – 12:40 AM (next day) · 1 hr</li><li><strong>Fri</strong> 8:37 PM – 8:37 PM (next day) · 24 hr</li></ul></article>`);
    expect(scanPage(html, "/x/")).toEqual([]);
  });
});

describe("the demo studio's built site", () => {
  it("contradicts and repeats itself on no page", async () => {
    const paths = await demo.pages();
    expect(paths.length).toBeGreaterThan(50);
    const problems = (await Promise.all(paths.map(async (path) => scanPage(await demo.readPage(path), path)))).flat();
    expect(problems).toEqual([]);
  });
});
