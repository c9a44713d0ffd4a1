import { describe, expect, it } from "vitest";
import { appointmentView, membershipView, trialView } from "../../src/site/offer-views.ts";
import { classPageView } from "../../src/site/class-page-view.ts";
import { homeView } from "../../src/site/home-view.ts";
import { locationView } from "../../src/site/location-views.ts";
import { availableSections, navItems, sectionIndexPaths } from "../../src/site/nav.ts";
import { seasonView } from "../../src/site/season-views.ts";
import { buildSiteCatalog } from "../../src/site/site-catalog.ts";
import { createViewContext } from "../../src/site/view-context.ts";
import {
  aCatalogGroup,
  aCatalogItem,
  aLocation,
  aMembershipPrice,
  aMembershipType,
  aSeason,
  aSeasonDetail,
  aService,
  aSnapshot,
  aTrial,
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
        aMembershipPrice({ name: "Monthly", price_display: "$120.00/month", term: { mode: "none", months: null, starts_on: null, ends_on: null } }),
        aMembershipPrice({ name: "Bad", links: { checkout: "javascript:alert(1)" } }),
      ],
    });
    const view = membershipView(type, contextFor(aSnapshot({ membership_types: [type] })));
    expect(view.name).toBe("Gold");
    expect(view.prices.map((price) => [price.name, price.checkout?.startsWith("https://") ?? null])).toEqual([
      ["Monthly", true],
      ["Bad", null],
    ]);
    expect(view.prices[0]).toMatchObject({ price: "$120.00/month", term: "Until you cancel." });
  });
});

describe("trialView", () => {
  it("links the trial's own sign-up page, else its booking page", () => {
    const ctx = contextFor();
    expect(trialView(aTrial(), new Map(), ctx).action?.label).toBe("Start the trial");
    const noEnroll = aTrial({ links: { enroll: null, book: "https://x.example/book", store: "https://x.example" } });
    expect(trialView(noEnroll, new Map(), ctx).action).toEqual({ href: "https://x.example/book", label: "Book the trial" });
    const nothingSafe = aTrial({ links: { enroll: "javascript:x", book: "/book", store: "https://x.example" } });
    expect(trialView(nothingSafe, new Map(), ctx).action).toBeNull();
  });

  it("links the class it attends when the site has a page for it", () => {
    const trial = aTrial({ class: { id: fixtureId(1), name: "Ballet I", schedule_description: null, age_range: { min: 4, max: 6 } } });
    const view = trialView(trial, new Map([[fixtureId(1), "/classes/ballet-i/"]]), contextFor());
    expect(view.attends).toEqual({ name: "Ballet I", href: "/classes/ballet-i/", schedule: null, ageRange: "Ages 4–6" });
    expect(view.sessions).toBe("1 class");
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
    expect(gb.hours.map((row) => row.label)).toEqual(["Monday", "Sunday"]);
  });
});

describe("seasonView", () => {
  it("orders catalog groups and links class items that have a page", () => {
    // Open, with no window: anyone may sign up until the studio closes it.
    const season = aSeason({ slug: "fall-2026", status: "open", registration_window: { internal_opens_at: null, external_opens_at: null, closes_at: null } });
    const ballet = aCatalogItem({ class: { id: fixtureId(1), duration_minutes: 45, category: null, location: null } });
    const detail = aSeasonDetail(season, {
      catalog_groups: [aCatalogGroup({ name: "Classes", sort_order: 2, items: [ballet] }), aCatalogGroup({ name: "Fees", sort_order: 1 })],
    });
    const view = seasonView(season, detail, new Map([[fixtureId(1), "/classes/ballet-i/"]]), contextFor(aSnapshot({ registrations: [season] })));
    expect(view.slug).toBe("fall-2026");
    expect(view.groups.map((group) => group.name)).toEqual(["Fees", "Classes"]);
    expect(view.groups[1]?.items[0]?.classHref).toBe("/classes/ballet-i/");
    expect(view.window.map((line) => line.label)).toEqual(["Everyone from", "Closes"]);
    expect(view.accepting).toBe(true);
  });

  it("copes with a season whose detail is missing", () => {
    const season = aSeason();
    const view = seasonView(season, undefined, new Map(), contextFor(aSnapshot({ registrations: [season] })));
    expect(view.groups).toEqual([]);
    expect(view.billing).toEqual([]);
  });
});

describe("nav and section pages", () => {
  it("names only synced sections, in a fixed order", () => {
    const snapshot = skipSections(aSnapshot(), ["registrations", "trial_classes"]);
    expect(navItems(availableSections(snapshot.sections)).map((item) => item.label)).toEqual([
      "Classes",
      "Schedule",
      "Memberships",
      "Appointments",
      "Locations",
    ]);
  });

  it("builds a section's index page only when the section was synced", () => {
    const catalog = buildSiteCatalog(skipSections(aSnapshot(), ["membership_types"]), { locale: "en-US", now: NOW });
    expect(sectionIndexPaths(catalog, "memberships")).toEqual([]);
    expect(sectionIndexPaths(catalog, "locations")).toEqual([{ params: { index: undefined } }]);
  });
});

describe("homeView", () => {
  it("shows today's sessions, the rest of the week, and seasons open or opening", async () => {
    const catalog = buildSiteCatalog(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const home = homeView(catalog);
    expect(home.today.length).toBeGreaterThan(0);
    expect(home.today.every((session) => session.date === catalog.today)).toBe(true);
    expect(home.week).toHaveLength(6);
    expect(home.week.every((day) => day.sessions.length <= 6)).toBe(true);
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

describe("classPageView", () => {
  it("describes the class in one line and lists its facts", async () => {
    const catalog = buildSiteCatalog(await demoLikeSnapshot(NOW), { locale: "en-US", now: NOW });
    const ballet = catalog.classes.find((cls) => cls.id === demoIds.ballet);
    if (!ballet) throw new Error("fixture lacks Ballet I");
    const view = classPageView(ballet, catalog);
    expect(view.description).toBe("Ballet I (Ages 5–7) at Brightside Dance & Gymnastics. Mon 4:00 PM – 4:45 PM · Ages 5–7 · $85.00/month.");
    expect(view.facts.map((fact) => fact.label)).toEqual(["Ages", "Length", "Location", "Instructors", "Category", "Price", "Billing", "Starts", "Ends"]);
    expect(view.facts.find((fact) => fact.label === "Location")?.href).toBe("/locations/#main-street-studio");
  });
});
