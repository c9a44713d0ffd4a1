import { describe, expect, it } from "vitest";
import { addDays } from "../../src/core/local-time.ts";
import { weeklySlots } from "../../src/core/weekly-slots.ts";
import { readItemTokens } from "../../src/page-rules/class-filters.ts";
import { countWords, moreLink, REST_TOKENS_UP_TO } from "../../src/site/more-links.ts";
import { appointmentView, membershipView, trialView } from "../../src/site/offer-views.ts";
import { classPageView } from "../../src/site/class-page-view.ts";
import { classView } from "../../src/site/class-views.ts";
import { homeView } from "../../src/site/home-view.ts";
import { locationContact, locationView, studioContact } from "../../src/site/location-views.ts";
import { availableSections, navItems, sectionIndexPaths } from "../../src/site/nav.ts";
import { seasonCatalog, seasonLink, seasonRequirements, seasonView as seasonViewOf, type ItemClass } from "../../src/site/season-views.ts";
import type { MembershipType, Registration, RegistrationDetail } from "../../src/api/schemas/index.ts";
import { messagesFor } from "../../src/i18n/messages.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { createViewContext } from "../../src/site/view-context.ts";
import {
  aCatalogGroup,
  aClass,
  aCatalogItem,
  aLocation,
  aMembershipPrice,
  aMembershipType,
  aSeason,
  aSeasonDetail,
  aService,
  aSessionOf,
  aSnapshot,
  aTrial,
  aCapacity,
  fixtureId,
  skipSections,
} from "../fixtures/catalog-records.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

const NOW = new Date("2026-03-17T14:00:00Z");

function contextFor(snapshot = aSnapshot()) {
  return createViewContext(snapshot, "en-US", NOW);
}

describe("membershipView", () => {
  it("keeps each price's own checkout and drops unsafe ones", () => {
    const type = aMembershipType({
      name: "<b>Gold</b>",
      prices: [
        aMembershipPrice({
          name: "Monthly",
          amount_cents: 12000,
          currency: "USD",
          price_display: "$120.00/month",
          billing_summary: "$120.00 every month until cancelled.",
          term: { mode: "none", months: null, starts_on: null, ends_on: null },
        }),
        aMembershipPrice({ name: "Bad", links: { checkout: "javascript:alert(1)" } }),
      ],
    });
    const view = membershipView(type, contextFor(aSnapshot({ membership_types: [type] })));
    expect(view.name).toBe("Gold");
    expect(view.prices.map((price) => [price.name, price.checkout?.startsWith("https://") ?? null])).toEqual([
      ["Monthly", true],
      ["Bad", null],
    ]);
    // Composed from the fields (issue 32), saying what the API's strings say: the amount, monthly, until cancelled.
    expect(view.prices[0]).toMatchObject({ price: "$120.00/month", billing: "$120.00 charged monthly until you cancel." });
  });
});

describe("trialView", () => {
  it("links the trial's own sign-up page, else its booking page", () => {
    const ctx = contextFor();
    expect(trialView(aTrial(), new Map(), ctx).action).toMatchObject({ kind: "start", label: "Start the trial" });
    const noEnroll = aTrial({ links: { enroll: null, book: "https://x.example/book", store: "https://x.example" } });
    expect(trialView(noEnroll, new Map(), ctx).action).toEqual({ kind: "start", href: "https://x.example/book", label: "Start the trial", primary: true });
    const nothingSafe = aTrial({ links: { enroll: "javascript:x", book: "/book", store: "https://x.example" } });
    expect(trialView(nothingSafe, new Map(), ctx).action).toBeNull();
  });

  it("links the class it attends when the site has a page for it", () => {
    const trial = aTrial({ class: { id: fixtureId(1), name: "Ballet I", schedule_description: null, age_range: { min: 4, max: 6 } } });
    const page = {
      id: fixtureId(1),
      sessions: [],
      href: "/classes/ballet-i/",
      when: [{ days: "Mon", time: "4:00 PM – 4:45 PM" }],
      full: false,
      action: { kind: "invitation" } as const,
      weekly: weeklySlots({ "1": [{ time: "16:00", duration: null }] }, 45, "en-US"),
    };
    const view = trialView(trial, new Map([[fixtureId(1), page]]), contextFor());
    expect(view.attends).toEqual({ id: fixtureId(1), name: "Ballet I", href: "/classes/ballet-i/", schedule: "Mon 4:00 PM – 4:45 PM", ageRange: "Ages 4–6" });
    expect(view.starts).toBe("Starts at any Monday 4:00 PM session");
    expect(view.sessions).toBe("1 class");
    expect(view.full).toBeNull();
  });

  it("says when a trial opens, with no start, before its window (between two windows too), and offers the start inside one", () => {
    // NOW is Mar 17, 2026: the first window is over, the next opens Apr 1.
    const windows = [
      { start_date: "2026-02-01", end_date: "2026-02-28" },
      { start_date: "2026-04-01", end_date: "2026-04-30" },
    ];
    const view = trialView(aTrial({ availability_windows: windows }), new Map(), contextFor());
    expect(view.action).toEqual({ kind: "opens", text: "Opens Apr 1, 2026" });
    expect(view.availability.windows).toEqual(["Apr 1\u2009–\u200930, 2026"]);
    const open = trialView(aTrial({ availability_windows: [{ start_date: "2026-03-17", end_date: "2026-04-30" }] }), new Map(), contextFor());
    expect(open.action).toMatchObject({ kind: "start", label: "Start the trial" });
  });

  it("does not say the ages again when the class's name already says them", () => {
    const trial = aTrial({ class: { id: fixtureId(1), name: "Ballet I (Ages 5–7)", schedule_description: null, age_range: { min: 5, max: 7 } } });
    expect(trialView(trial, new Map(), contextFor()).attends?.ageRange).toBeNull();
  });

  it("says beside the button that the class is full, and links its waitlist", () => {
    const trial = aTrial({ class: { id: fixtureId(1), name: "Ballet I", schedule_description: "Mondays 4 PM", age_range: null } });
    const waitlist = { kind: "checkout", href: "https://x.example/checkout", label: "Check for a waitlist", full: true } as const;
    const page = { id: fixtureId(1), sessions: [], href: "/classes/ballet-i/", when: [], full: true, action: waitlist, weekly: [] };
    const view = trialView(trial, new Map([[fixtureId(1), page]]), contextFor());
    expect(view.full).toEqual({
      text: "This class is full right now.",
      waitlist: { href: "https://x.example/checkout", label: "Check for a waitlist" },
    });
    expect(view.action).toMatchObject({ label: "See trial availability", primary: false });
    const noWaitlist = { ...page, action: { kind: "invitation" } as const };
    expect(trialView(trial, new Map([[fixtureId(1), noWaitlist]]), contextFor()).full).toEqual({
      text: "This class is full right now, with no waitlist.",
      waitlist: null,
    });
  });
});

describe("appointmentView", () => {
  it("offers a Book link only for self-service services", () => {
    const ctx = contextFor();
    expect(appointmentView(aService(), ctx).book).toMatch(/^https:\/\//);
    const byStudio = aService({ allow_self_service_booking: false, links: { book: "https://x.example/book" } });
    expect(appointmentView(byStudio, ctx).book).toBeNull();
    expect(appointmentView(aService({ duration_minutes: 90 }), ctx).duration).toBe("1 hr 30 min");
  });
});

describe("locationView", () => {
  it("makes mailto and tel links only from usable contacts", () => {
    const good = locationView(aLocation({ contact_info: { email: "hello@studio.example.com", phone: "(555) 010-0123" } }), 2, contextFor());
    expect(good.email).toEqual({ text: "hello@studio.example.com", href: "mailto:hello@studio.example.com" });
    expect(good.phone).toEqual({ text: "(555) 010-0123", href: "tel:5550100123" });
    const junk = locationView(aLocation({ contact_info: { email: "call us", phone: "ask at the desk" } }), 0, contextFor());
    expect(junk.email?.href).toBeNull();
    expect(junk.phone?.href).toBeNull();
    expect(junk.classesHref).toBeNull();
  });

  it("labels hours with the locale's day names in its week order", () => {
    const location = aLocation({ operating_hours: { sunday: "closed", monday: "9–5" } });
    const snapshot = aSnapshot({ locations: [location] });
    const gb = locationView(location, 0, createViewContext(snapshot, "en-GB", NOW));
    expect(gb.hours).toEqual([
      { label: "Mon", value: "9–5" },
      { label: "Sun", value: "Closed" },
    ]);
  });

  it("links the address to a map search for directions", () => {
    const view = locationView(aLocation({ address: "125 Main Street, Suite 2, Millbrook, NY 12545" }), 0, contextFor());
    expect(view.directions).toBe("https://www.google.com/maps/search/?api=1&query=125%20Main%20Street%2C%20Suite%202%2C%20Millbrook%2C%20NY%2012545");
    expect(locationView(aLocation({ address: null }), 0, contextFor()).directions).toBeNull();
  });
});

describe("locationContact and studioContact", () => {
  it("reach a location by its phone, else its email", () => {
    expect(locationContact(aLocation({ contact_info: { email: "a@studio.example.com", phone: "(845) 555-0142" } }))).toEqual({
      text: "(845) 555-0142",
      href: "tel:8455550142",
    });
    expect(locationContact(aLocation({ contact_info: { email: "a@studio.example.com", phone: "ask at the desk" } }))).toEqual({
      text: "a@studio.example.com",
      href: "mailto:a@studio.example.com",
    });
    expect(locationContact(aLocation({ contact_info: null }))).toBeNull();
  });

  it("reach the studio through the first location, by name, that gives a way", () => {
    const park = aLocation({ name: "Park Pavilion", contact_info: null });
    const river = aLocation({ name: "Riverside", contact_info: { email: "gym@studio.example.com", phone: null } });
    const main = aLocation({ name: "Main Street", contact_info: { email: null, phone: "555 0100" } });
    expect(studioContact([river, park, main], "en-US")).toEqual({ text: "555 0100", href: "tel:5550100" });
    expect(studioContact([park], "en-US")).toBeNull();
  });
});

describe("seasonView", () => {
  const noInputs: { classes: ReadonlyMap<string, ItemClass>; membershipTypes: readonly MembershipType[]; currency: string | null } = { classes: new Map(), membershipTypes: [], currency: "USD" };
  /** A class page as a season item reads it: open, with room. */
  const classPage = (overrides: Partial<ItemClass> = {}): ItemClass => ({
    href: "/classes/ballet-i/",
    when: [],
    duration: "45 min",
    sessions: [],
    spots: null,
    full: false,
    enrollment: "Seasonal registration",
    action: { kind: "seasons", intro: "", seasons: [], full: false },
    live: null,
    ...overrides,
  });
  /** The season's view as the site model decides it: its link and catalog first, then its page. */
  const seasonView = (season: Registration, detail: RegistrationDetail | undefined, inputs: typeof noInputs, ctx: ReturnType<typeof contextFor>) =>
    seasonViewOf(season, detail, { link: seasonLink(season, ctx), catalog: seasonCatalog(detail, inputs, ctx) }, inputs, ctx);

  it("orders catalog groups and links class items that have a page", () => {
    // Open, with no window: anyone may sign up until the studio closes it.
    const season = aSeason({ slug: "fall-2026", status: "open", registration_window: { internal_opens_at: null, external_opens_at: null, closes_at: null } });
    const ballet = aCatalogItem({ class: { id: fixtureId(1), duration_minutes: 45, category: null, location: null } });
    const detail = aSeasonDetail(season, {
      catalog_groups: [aCatalogGroup({ name: "Classes", sort_order: 2, items: [ballet] }), aCatalogGroup({ name: "Fees", sort_order: 1 })],
    });
    const view = seasonView(season, detail, { ...noInputs, classes: new Map([[fixtureId(1), classPage()]]) }, contextFor(aSnapshot({ registrations: [season] })));
    expect(view.slug).toBe("fall-2026");
    expect(view.groups.map((group) => group.name)).toEqual(["Fees", "Classes"]);
    expect(view.groups[1]?.items[0]?.href).toBe("/classes/ballet-i/");
    expect(view.window.map((line) => line.label)).toEqual(["Everyone", "Closes"]);
    expect(view.accepting).toBe(true);
  });

  it("gives each class item its season price per the season's billing period, whether it is required, and the class's days, times and length", () => {
    const season = aSeason();
    const item = aCatalogItem({
      name: "Pre-Ballet",
      is_required: true,
      price_cents: 6500,
      class: { id: fixtureId(1), duration_minutes: 45, category: { id: fixtureId(2), name: "Little Movers", color: null }, location: null },
    });
    const detail = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ items: [item] })] });
    const when = [{ days: "Sat", time: "9:00 AM – 9:30 AM · 30 min" }, { days: "Sat", time: "10:00 AM – 10:45 AM · 45 min" }];
    const page = classPage({ href: "/classes/pre-ballet/", when, duration: null });
    const view = seasonView(season, detail, { ...noInputs, classes: new Map([[fixtureId(1), page]]) }, contextFor());
    expect(detail.billing).toMatchObject({ interval_value: 1, interval_unit: "month" });
    expect(view.groups[0]?.items[0]).toMatchObject({
      price: "$65.00/month",
      required: true,
      href: "/classes/pre-ballet/",
      when,
      // The slots differ, so no single length: the item's 45 minutes would contradict the 9:00 slot.
      details: "Little Movers",
    });
  });

  it("describes a membership item with its MembershipPrice, and without one says only what the item proves", () => {
    const season = aSeason();
    const price = aMembershipPrice({
      id: fixtureId(31),
      is_one_time: true,
      charges: 1,
      billing_period: 3,
      term: { mode: "duration", months: 2, starts_on: null, ends_on: null },
      billing_summary: "One payment of $120.00 at checkout; it does not renew.",
    });
    const type = aMembershipType({ id: fixtureId(30), prices: [price] });
    const membership = (priceId: string | null) => ({ type_id: fixtureId(30), price_id: priceId, billing_interval: "month", billing_period: 3, duration_months: 2 });
    const items = [
      aCatalogItem({ item_type: "membership", class: null, price_cents: 12000, membership: membership(fixtureId(31)) }),
      aCatalogItem({ item_type: "membership", class: null, price_cents: null, membership: membership(null) }),
    ];
    const detail = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ items })] });
    const view = seasonView(season, detail, { ...noInputs, membershipTypes: [type] }, contextFor());
    expect(view.groups[0]?.items.map((item) => [item.price, item.billing])).toEqual([
      // The amount the season charges (spec 2.9), in the price's own words.
      ["$120.00 one-time", "One payment of $120.00; it does not renew. It covers 2 months from the start."],
      [null, "Lasts 2 months."],
    ]);
  });

  it("names each item by its own name, so two prices of one membership never read alike, and prices it as the memberships page does", () => {
    const season = aSeason();
    const monthly = aMembershipPrice({ id: fixtureId(41), name: "Monthly for the season", amount_cents: 15000, price_display: "$150.00/month" });
    const once = aMembershipPrice({ id: fixtureId(42), name: "Paid in full", amount_cents: 85000, is_one_time: true, price_display: "$850.00 one-time" });
    const pass = aMembershipType({ id: fixtureId(40), name: "Season Pass", prices: [monthly, once] });
    const fee = aMembershipPrice({ id: fixtureId(44), name: "Once per season", amount_cents: 3500, is_one_time: true, price_display: "$35.00 one-time" });
    const registration = aMembershipType({ id: fixtureId(43), name: "Annual Registration Fee", prices: [fee] });
    const item = (typeId: string, priceId: string | null, cents: number | null, name: string) =>
      aCatalogItem({ item_type: "membership", class: null, name, price_cents: cents, membership: { type_id: typeId, price_id: priceId, billing_interval: "month", billing_period: 1, duration_months: null } });
    const detail = aSeasonDetail(season, {
      catalog_groups: [
        aCatalogGroup({
          items: [
            item(fixtureId(40), fixtureId(41), 15000, "Season Pass (Monthly for the season)"),
            item(fixtureId(43), fixtureId(44), 3500, "Annual Registration Fee (Once per season)"),
            // The season charges its own amount: the unit still comes from the price.
            item(fixtureId(40), fixtureId(41), 14000, "Season Pass (Monthly for the season)"),
            // The demo's case: a type's priced item and the type without a price, which read alike under the type's name.
            item(fixtureId(40), null, null, "Season Pass"),
            // Two items the studio named alike: the price's name tells them apart.
            item(fixtureId(40), fixtureId(41), 15000, "Pass"),
            item(fixtureId(40), fixtureId(42), 85000, "Pass"),
          ],
        }),
      ],
    });
    const ctx = contextFor(aSnapshot({ membership_types: [pass, registration] }));
    const view = seasonView(season, detail, { ...noInputs, membershipTypes: [pass, registration] }, ctx);
    const items = view.groups[0]?.items ?? [];
    expect(items.map((one) => [one.name, one.variant, one.price])).toEqual([
      ["Season Pass (Monthly for the season)", null, "$150.00/month"],
      ["Annual Registration Fee (Once per season)", null, "$35.00 one-time"],
      ["Season Pass (Monthly for the season)", null, "$140.00/month"],
      ["Season Pass", null, null],
      ["Pass", "Monthly for the season", "$150.00/month"],
      ["Pass", "Paid in full", "$850.00 one-time"],
    ]);
    const readings = items.map((one) => [one.name, one.variant, one.price].join(" | "));
    expect(new Set(readings).size).toBe(readings.length);
    expect(items[1]?.href).toBe(`/memberships/#${ctx.slugs.memberships.get(fixtureId(43))}`);
    expect(items[3]?.href).toBe(`/memberships/#${ctx.slugs.memberships.get(fixtureId(40))}`);
  });

  it("says a group whose items all come with every sign-up has nothing to choose", () => {
    const season = aSeason();
    const required = (name: string) => aCatalogItem({ name, is_required: true });
    const detail = aSeasonDetail(season, {
      catalog_groups: [
        aCatalogGroup({ name: "Registration fee", sort_order: 1, visibility_mode: "select", items: [required("Fee")] }),
        aCatalogGroup({ name: "Classes", sort_order: 2, visibility_mode: "select", items: [required("Ballet"), aCatalogItem({ name: "Tap", is_required: false })] }),
        aCatalogGroup({ name: "Team", sort_order: 3, visibility_mode: "view", items: [required("Team")] }),
        aCatalogGroup({ name: "Nothing yet", sort_order: 4, visibility_mode: "select", items: [] }),
      ],
    });
    const view = seasonView(season, detail, noInputs, contextFor());
    expect(view.groups.map((group) => [group.name, group.choice])).toEqual([
      ["Registration fee", "required"],
      ["Classes", "choose"],
      ["Team", "reference"],
      ["Nothing yet", "choose"],
    ]);
  });

  it("shows each class item's spots, Full or invitation marker as its class page decided them", () => {
    const season = aSeason();
    const classItem = (n: number) => aCatalogItem({ class: { id: fixtureId(n), duration_minutes: 60, category: null, location: null } });
    const detail = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ items: [classItem(1), classItem(2), classItem(3), classItem(4)] })] });
    const full = classPage({ spots: "Full", full: true, live: { source: `class:${fixtureId(1)}`, actions: null } });
    const roomy = classPage({ spots: "2 spots left" });
    const invitation = classPage({ enrollment: "By invitation", action: { kind: "invitation" } });
    const classes = new Map([
      [fixtureId(1), full],
      [fixtureId(2), roomy],
      [fixtureId(3), invitation],
    ]);
    const view = seasonView(season, detail, { ...noInputs, classes }, contextFor());
    expect(view.groups[0]?.items.map((item) => item.availability)).toEqual([
      { spots: "Full", full: true, enrollment: null, live: `class:${fixtureId(1)}` },
      { spots: "2 spots left", full: false, enrollment: null, live: null },
      { spots: null, full: false, enrollment: "By invitation", live: null },
      // No page for it: nothing decided to show.
      null,
    ]);
    expect(view.showsSpots).toBe(true);
  });

  it("copes with a season whose detail is missing", () => {
    const season = aSeason();
    const view = seasonView(season, undefined, noInputs, contextFor(aSnapshot({ registrations: [season] })));
    expect(view.groups).toEqual([]);
    expect(view.billing).toEqual([]);
  });
});

describe("what comes with every sign-up, on a class page", () => {
  it("names a seasonal class's season's required items, from the season's own catalog, and never the class itself", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const main = model.seasons.find((season) => season.name === "2026–27 Dance & Gymnastics Season")!;
    const fee = main.groups.flatMap((group) => group.items).find((item) => item.required)!;
    const jazz = model.classes.find((cls) => cls.id === demoIds.seasonal)!;
    expect(jazz.withEverySignUp).toEqual([{ season: main.name, href: main.href, items: [expect.objectContaining({ id: fee.id, name: fee.name, price: fee.price })] }]);
    expect(jazz.withEverySignUp[0]?.items[0]).toMatchObject({ name: "Annual Registration Fee (Once per season)", price: "$35.00 one-time" });
    // An open class is bought at its own checkout, not through a season: nothing comes with it.
    expect(model.classes.find((cls) => cls.id === demoIds.ballet)?.withEverySignUp).toEqual([]);
  });

  it("leaves out a required item that is the class itself", () => {
    const season = aSeason();
    const catalog = {
      groups: [],
      required: [
        { id: "a", name: "Tryout", variant: null, paragraphs: [], descriptionLang: undefined, kind: "class", required: true, price: "Free", membershipHref: null, classId: fixtureId(9), billing: null, charge: { kind: "once", cents: 0 } },
        { id: "b", name: "Fee", variant: null, paragraphs: [], descriptionLang: undefined, kind: "membership", required: true, price: "$35.00", membershipHref: null, classId: null, billing: null, charge: { kind: "once", cents: 3500 } },
      ],
    } as const;
    const link = seasonLink(season, contextFor());
    expect(seasonRequirements(fixtureId(9), [{ link, catalog }])).toEqual([{ season: link.name, href: link.href, items: [catalog.required[1]] }]);
    expect(seasonRequirements(fixtureId(9), [{ link, catalog: { groups: [], required: [catalog.required[0]] } }])).toEqual([]);
  });
});

describe("the trials on a class page", () => {
  it("lists on a class page the trials that attend it: the same views as /trials/", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const ballet = model.classes.find((cls) => cls.id === demoIds.ballet)!;
    const trials = classPageView(ballet, model).trials;
    expect(trials.map((trial) => trial.name)).toEqual(["Free Ballet Trial Class"]);
    expect(trials[0]).toBe(model.trials.find((trial) => trial.name === "Free Ballet Trial Class"));
    expect(classPageView(model.classes.find((cls) => cls.id === demoIds.fullBallet)!, model).trials).toEqual([]);
  });
});

describe("nav and section pages", () => {
  it("names only synced sections, in a fixed order", () => {
    const snapshot = skipSections(aSnapshot(), ["registrations", "trial_classes"]);
    expect(navItems(availableSections(snapshot.sections), messagesFor("en-US")).map((item) => item.label)).toEqual([
      "Classes",
      "Schedule",
      "Memberships",
      "Appointments",
      "Locations",
    ]);
  });

  it("builds a section's index page only when the section was synced", () => {
    const model = buildSiteModel(skipSections(aSnapshot(), ["membership_types"]), { locale: "en-US", now: NOW });
    expect(sectionIndexPaths(model, "memberships")).toEqual([]);
    expect(sectionIndexPaths(model, "locations")).toEqual([{ params: { index: undefined } }]);
  });
});

describe("homeView", () => {
  it("shows today's sessions, the rest of the week, and seasons open or opening", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const home = homeView(model);
    expect(home.today.length).toBeGreaterThan(0);
    expect(home.today.every((session) => session.date === model.today)).toBe(true);
    // The next six days, across the week's end: /schedule/ is only the current week.
    expect(home.week.map((day) => day.date)).toEqual([1, 2, 3, 4, 5, 6].map((n) => addDays(model.today, n)));
    expect(home.week.every((day) => day.sessions.length <= 4)).toBe(true);
    expect(home.week.every((day) => day.href.endsWith(`#${day.date}`))).toBe(true);
    // Not the workshop series: still "open" by status, but its sign-ups closed three days ago.
    expect(home.seasons.map((season) => season.name)).toEqual([
      "Summer 2026 Session",
      "Spring 2026 Camp",
      "2026–27 Dance & Gymnastics Season",
      "Competition Team Tryouts",
    ]);
    expect(home.more.map((link) => link.label)).toContain("Appointments");
  });
});

describe("what a row and a glance say (issue 31)", () => {
  it("gives every row on the schedule and the home page its class's price with its unit, as the class page prints it", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const rows = model.schedule.firstWeek.days.flatMap((day) => day.sessions);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const cls = model.classes.find((candidate) => candidate.id === row.classId)!;
      expect(row.price, row.className).toBe(cls.priceTerms.cents === null ? null : cls.price);
    }
    expect(rows.some((row) => row.price !== null && /^\$\d+\.\d{2}\/month$/.test(row.price))).toBe(true);
  });

  it("links the rest of a day with its filter tokens, and with none past what a page carries", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const day = model.schedule.firstWeek.days.find((candidate) => candidate.sessions.length > 4)!;
    const words = countWords(model.messages, "page.home.more", "page.home.moreUncounted");
    const more = moreLink(day.sessions.slice(4), day.href, words)!;
    expect(more).toMatchObject({ count: day.sessions.length - 4, text: `${day.sessions.length - 4} more`, uncounted: "More on the schedule", href: day.href });
    expect(readItemTokens(more.rest!)).toEqual(day.sessions.slice(4).map((session) => session.filterable));
    expect(moreLink([], day.href, words)).toBeNull();
    const many = Array.from({ length: REST_TOKENS_UP_TO + 1 }, () => day.sessions[0]!);
    expect(moreLink(many, day.href, words)).toMatchObject({ count: REST_TOKENS_UP_TO + 1, rest: null });
  });

  it("names, for a class without a weekly pattern, the next session at each of its meetings, soonest first", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const workshop = model.classes.find((cls) => cls.id === demoIds.workshop)!;
    expect(workshop.when).toEqual([]);
    const notCancelled = workshop.sessions.filter((session) => !session.cancelled);
    expect(workshop.nextSessions[0]).toMatchObject({ date: notCancelled[0]!.dateText });
    expect(new Set(workshop.nextSessions.map((next) => next.meeting)).size).toBe(workshop.nextSessions.length);
    expect(model.classes.find((cls) => cls.id === demoIds.ballet)!.nextSessions).toEqual([]);
  });
});

describe("classPageView", () => {
  it("describes the class in one line and lists its facts", async () => {
    const model = buildSiteModel(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const ballet = model.classes.find((cls) => cls.id === demoIds.ballet);
    if (!ballet) throw new Error("fixture lacks Ballet I");
    const view = classPageView(ballet, model);
    expect(view.description).toBe("Ballet I (Ages 5–7) at Brightside Dance & Gymnastics. Mon 4:00 PM – 4:45 PM · Ages 5–7 · $85.00/month.");
    expect(view.facts.map((fact) => fact.label)).toEqual(["Ages", "Length", "Location", "Instructors", "Category", "Price", "Billing", "Starts", "Ends"]);
    expect(view.facts.find((fact) => fact.label === "Location")?.href).toBe("/locations/#main-street-studio");
  });
});

describe("classView lengths and times", () => {
  const inputs = { categories: [], location: null, sessions: [], sessionsThrough: "2026-06-01", seasons: null, requirements: [], contact: null };
  const view = (overrides: Parameters<typeof aClass>[0]) => classView(aClass(overrides), inputs, contextFor());

  it("writes a session that ends after midnight as its slot is written: (next day)", () => {
    const cls = aClass({ id: fixtureId(70), duration_minutes: 120, enrollment_model: "session_based", day_schedules: { "5": [{ time: "22:30", duration: 120 }] } });
    const session = aSessionOf(cls, { date: "2026-03-20", time: "22:30:00", duration_minutes: 120, status: "scheduled" });
    const view = classView(cls, { ...inputs, sessions: [session] }, contextFor());
    expect(view.slots[0]?.time).toBe("10:30 PM – 12:30 AM (next day)");
    expect(view.sessions[0]?.timeText).toBe(view.slots[0]?.time);
  });

  it("says how far the dates go when the class runs past its last mirrored session, and its run in one date-range style", () => {
    const cls = aClass({ id: fixtureId(71), schedule_type: "recurring", start_date: "2026-03-02", end_date: "2026-09-28" });
    const session = aSessionOf(cls, { date: "2026-03-23", status: "scheduled" });
    const view = classView(cls, { ...inputs, sessions: [session] }, contextFor());
    expect(view.publishedThrough).toEqual({ date: "2026-06-01", text: "Dates published through Jun 1, 2026" });
    expect(view.runs).toBe("Runs Mar 2\u2009–\u2009Sep 28, 2026");
    // Every date through its end is there: nothing to say.
    expect(classView(cls, { ...inputs, sessions: [session], sessionsThrough: "2026-09-28" }, contextFor()).publishedThrough).toBeNull();
    // No sessions at all: the page says the studio has published none, not how far they go.
    expect(classView(cls, inputs, contextFor()).publishedThrough).toBeNull();
  });

  it("takes a slot's own duration over the class's: 10:30 for 30 minutes ends at 11:00 and is 30 min long", () => {
    const cls = view({ duration_minutes: 45, day_schedules: { "5": [{ time: "10:30", duration: 30 }] } });
    expect(cls.when).toEqual([{ days: "Fri", time: "10:30 AM – 11:00 AM" }]);
    expect(cls.duration).toBe("30 min");
  });

  it("uses the class's duration only for slots without their own", () => {
    const cls = view({ duration_minutes: 45, day_schedules: { "1": [{ time: "16:00", duration: null }] } });
    expect(cls.when).toEqual([{ days: "Mon", time: "4:00 PM – 4:45 PM" }]);
    expect(cls.duration).toBe("45 min");
  });

  it("gives each slot its own length when they differ, and no single length", () => {
    const cls = view({ duration_minutes: 60, day_schedules: { "1": [{ time: "17:00", duration: null }], "3": [{ time: "17:00", duration: 75 }] } });
    expect(cls.when).toEqual([
      { days: "Mon", time: "5:00 PM – 6:00 PM · 1 hr" },
      { days: "Wed", time: "5:00 PM – 6:15 PM · 1 hr 15 min" },
    ]);
    expect(cls.duration).toBeNull();
    expect(classPageView(cls, buildSiteModel(aSnapshot(), { locale: "en-US", now: NOW })).facts.map((fact) => fact.label)).not.toContain("Length");
  });

  it("keeps the class's duration for a class with no weekly slots", () => {
    expect(view({ duration_minutes: 360, day_schedules: null, schedule_type: "one-time" }).duration).toBe("6 hr");
  });

  it("labels the age fact once: Ages 5–7, never Ages: Ages 5–7", () => {
    const cls = view({ age_range: { min: 5, max: 7 } });
    const facts = classPageView(cls, buildSiteModel(aSnapshot(), { locale: "en-US", now: NOW })).facts;
    expect(facts.find((fact) => fact.label === "Ages")?.value).toBe("5–7");
  });
});


describe("the filter's attributes on class cards and session rows", () => {
  const inputs = { categories: [], location: null, sessionsThrough: "2026-12-31", seasons: null, requirements: [], contact: null };

  it("gives a session row the class's ages and start date with the session's own day and time, and marks it full with its class", () => {
    // Starts 2026-09-08 (a Tuesday), after the build's today; session-based, so the class's capacity is every session's.
    const cls = aClass({ age_range: { min: 5, max: 7 }, start_date: "2026-09-08", capacity: aCapacity(10, 10), day_schedules: { "2": [{ time: "16:00", duration: null }] } });
    const saturday = aSessionOf(cls, { date: "2026-09-12", time: "09:30", status: "scheduled" });
    const view = classView(cls, { ...inputs, sessions: [saturday] }, contextFor());
    expect(view.filter).toMatchObject({ "data-meets": "2@16:00", "data-age-min": "5", "data-age-max": "7", "data-start": "2026-09-08", "data-no-spots": "yes" });
    expect(view.sessions.map((session) => session.filter)).toEqual([{ ...view.filter, "data-meets": "6@09:30" }]);
  });

  it("leaves out the start date of a class already running at the build, whose ages count on the visitor's today", () => {
    const cls = aClass({ start_date: "2026-01-05", capacity: aCapacity(10, 3) });
    const view = classView(cls, { ...inputs, sessions: [] }, contextFor());
    expect(view.filter["data-start"]).toBe("");
    expect(view.filter).not.toHaveProperty("data-no-spots");
  });

  it("gives \"Has spots\" nothing to keep of a class by invitation, or of a cancelled session, whatever their counts say", () => {
    const closed = aClass({ enrollment_type: "closed", capacity: aCapacity(10, 3), links: { checkout: null, browse: "https://x.example", store: "https://x.example" } });
    const invited = classView(closed, { ...inputs, sessions: [aSessionOf(closed, { date: "2026-03-20", time: "16:00", status: "scheduled" })] }, contextFor());
    expect(invited.filter).toHaveProperty("data-no-spots", "yes");
    expect(invited.sessions[0]?.filter).toHaveProperty("data-no-spots", "yes");
    const open = aClass({ enrollment_model: "per_instance", enrollment_type: "drop_in", capacity: aCapacity(10, 3) });
    const rows = classView(open, { ...inputs, sessions: [aSessionOf(open, { date: "2026-03-20", time: "16:00", status: "cancelled", capacity: aCapacity(10, 1) }), aSessionOf(open, { date: "2026-03-21", time: "16:00", status: "scheduled", capacity: aCapacity(10, 1) })] }, contextFor());
    expect(rows.sessions.map((session) => [session.status, session.filter["data-no-spots"] ?? null])).toEqual([
      ["cancelled", "yes"],
      ["scheduled", null],
    ]);
  });
});
