import { describe, expect, it } from "vitest";
import { serializeJsonLd, type JsonLd } from "../../src/page-rules/structured-data/json-ld.ts";
import {
  appointmentsPageJsonLd,
  breadcrumbPageJsonLd,
  classListPageJsonLd,
  classPageJsonLd,
  homePageJsonLd,
  membershipsPageJsonLd,
  seasonPageJsonLd,
  trialsPageJsonLd,
} from "../../src/site/page-structured-data.ts";
import { addDays } from "../../src/core/local-time.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { aMembershipPrice, aMembershipType } from "../fixtures/catalog-records.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

const NOW = new Date("2026-03-17T14:00:00Z");
const DEMO = await demoLikeSnapshot(NOW);
const WITHOUT_LOCATIONS = await demoLikeSnapshot(NOW, { lacking: ["locations:read"] });
const SITE = "https://schedule.example.com";
const eightWeeks = (today: string) => ({ from: today, to: addDays(today, 55) });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (blocks: JsonLd[]): Json[] => blocks.map((block) => JSON.parse(serializeJsonLd(block)) as Json);
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function model(snapshot: Snapshot = DEMO, currency: string | null = null) {
  return buildSiteModel(snapshot, { locale: "en-US", now: NOW, currency });
}

describe("the site model's currency", () => {
  it("prefers STUDIO_CURRENCY, else the membership prices' one currency", () => {
    expect(model(undefined, "eur").currency).toBe("EUR");
    expect(model().currency).toBe("USD");
  });

  it("is unknown when membership prices disagree", async () => {
    const snapshot = await demoLikeSnapshot(NOW);
    snapshot.membership_types = [aMembershipType({ prices: [aMembershipPrice({ currency: "USD" }), aMembershipPrice({ currency: "CAD" })] })];
    expect(model(snapshot).currency).toBeNull();
  });

  it("decides each class once, with every session the snapshot holds for it, for the pages, feeds and structured data alike", () => {
    const snapshot = DEMO;
    const built = model(snapshot);
    expect(built.classes.length).toBeGreaterThan(0);
    for (const cls of built.classes) {
      expect(cls).not.toHaveProperty("record");
      expect(cls.datedSessions.map((session) => session.id).sort()).toEqual((snapshot.sessions_by_class[cls.id] ?? []).map((session) => session.id).sort());
      // The class page's sessions are the same decided objects, not decided again, and so are the schedule's and the studio feed's.
      for (const session of cls.sessions) expect(cls.datedSessions).toContain(session);
      for (const session of cls.datedSessions) expect(built.sessions).toContain(session);
    }
    expect(built.sessions).toHaveLength(built.classes.reduce((sum, cls) => sum + cls.datedSessions.length, 0));
  });
});

describe("page structured data", () => {
  it("puts the synced locations on the home page, and none when that section was skipped", () => {
    const [home] = json(homePageJsonLd(model(), SITE));
    expect(home).toMatchObject({ "@type": "Organization", "@id": `${SITE}/#studio`, url: `${SITE}/` });
    expect(asArray(home?.location).map((place) => place.url)).toEqual([
      `${SITE}/locations/#main-street-studio`,
      `${SITE}/locations/#millbrook-park-pavilion`,
      `${SITE}/locations/#riverside-gym-center`,
    ]);
    const [skipped] = json(homePageJsonLd(model(WITHOUT_LOCATIONS), SITE));
    expect(skipped?.location).toBeUndefined();
    expect(skipped?.["@type"]).toBe("Organization");
  });

  it("makes a logo path absolute", () => {
    const [home] = json(homePageJsonLd(model(), SITE, "/logo.svg"));
    expect(home?.logo).toBe(`${SITE}/logo.svg`);
  });

  it("describes a class page's Course with its canonical URL, address and the site model's currency", () => {
    const site = model(undefined, "GBP");
    const ballet = site.classes.find((cls) => cls.id === demoIds.ballet)!;
    const [course] = json(classPageJsonLd(site, ballet, SITE, { path: ballet.href, days: eightWeeks(site.today) }));
    expect(course).toMatchObject({ "@type": "Course", url: `${SITE}/classes/ballet-i-ages-5-7/`, offers: { priceCurrency: "GBP" } });
    const first = asArray(course?.hasCourseInstance)[0];
    expect(first?.location?.address?.streetAddress).toEqual(expect.any(String));
    expect(first?.offers).toMatchObject({ price: "85.00", priceCurrency: "GBP" });
  });

  it("leaves the address out of a class's place when locations were not synced", () => {
    const site = model(WITHOUT_LOCATIONS);
    const ballet = site.classes.find((cls) => cls.id === demoIds.ballet)!;
    const [course] = json(classPageJsonLd(site, ballet, SITE, { path: ballet.href, days: eightWeeks(site.today) }));
    const first = asArray(course?.hasCourseInstance)[0];
    expect(first?.location).toMatchObject({ "@type": "Place", name: expect.any(String) });
    expect(first?.location?.address).toBeUndefined();
  });

  it("lists as sessions only those the page shows, at the page's own address", async () => {
    const site = model(await demoLikeSnapshot(NOW, { daysAhead: 70 }));
    const gym = site.classes.find((cls) => cls.id === demoIds.twiceWeekly)!;
    // 2026-03-17 is a Tuesday; Recreational Gymnastics Level 1 meets Mondays and Wednesdays at 16:00 (EDT, -04:00).
    const path = "/classes/recreational-gymnastics-level-1/sessions/";
    const [course] = json(classPageJsonLd(site, gym, SITE, { path, days: { from: "2026-05-12", to: "2026-05-19" } }));
    expect(course?.url).toBe(`${SITE}${path}`);
    expect(asArray(course?.hasCourseInstance).map((instance) => instance.startDate)).toEqual([
      "2026-05-13T16:00:00-04:00",
      "2026-05-18T16:00:00-04:00",
    ]);
  });

  it("links a season's class items to the class pages", () => {
    const site = model();
    const main = site.seasons.find((season) => season.name === "2026–27 Dance & Gymnastics Season")!;
    const [offers] = json(seasonPageJsonLd(site, main, SITE));
    expect(offers?.url).toBe(`${SITE}/seasons/2026-27-dance-gymnastics-season/`);
    const urls = asArray(offers?.itemListElement).map((element) => element.itemOffered?.url ?? element.url);
    expect(urls).toContain(`${SITE}/classes/jazz-funk-teens/`);
  });

  it("names a season's items as its page does, each by its own name", () => {
    const site = model();
    const main = site.seasons.find((season) => season.name === "2026–27 Dance & Gymnastics Season")!;
    const [offers] = json(seasonPageJsonLd(site, main, SITE));
    const names = asArray(offers?.itemListElement).map((element) => element.itemOffered?.name ?? element.name);
    expect(names).toEqual(main.groups.flatMap((group) => group.items.map((item) => item.name)));
    expect(names).toContain("Family Membership (Monthly)");
    expect(names).toContain("Family Membership");
  });

  it("lists only what each offer page shows", () => {
    const site = model();
    expect(json(membershipsPageJsonLd(site, SITE))[0]?.numberOfItems).toBe(site.memberships.length);
    expect(json(trialsPageJsonLd(site, SITE))[0]?.numberOfItems).toBe(site.trials.length);
    expect(json(appointmentsPageJsonLd(site, SITE))[0]?.numberOfItems).toBe(site.appointments.length);
  });

  it("offers a trial from the day its page says it opens, and one open today with no such day", () => {
    const site = model();
    const [trials] = json(trialsPageJsonLd(site, SITE));
    const offers = asArray(trials?.itemListElement);
    for (const trial of site.trials) {
      const offer = offers.find((element) => (element.itemOffered?.name ?? element.name) === trial.name);
      expect(offer?.availabilityStarts, trial.name).toBe(trial.availability.opensOn ?? undefined);
    }
    expect(site.trials.some((trial) => trial.action?.kind === "opens" && trial.availability.opensOn !== null)).toBe(true);
  });

  it("lists class pages, and nothing for an empty list", () => {
    const site = model();
    const [list] = json(classListPageJsonLd("Classes", "/classes/", site.classes, SITE));
    expect(list?.numberOfItems).toBe(site.classes.length);
    expect(classListPageJsonLd("Classes", "/classes/", [], SITE)).toEqual([]);
  });

  it("ends the breadcrumb list with the page itself", () => {
    const [crumbs] = json([breadcrumbPageJsonLd([{ href: "/", label: "Home" }, { href: "/classes/", label: "Classes" }], { name: "Ballet I", path: "/classes/ballet-i/" }, SITE, "en-US")]);
    expect(asArray(crumbs?.itemListElement).map((item) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", `${SITE}/`],
      [2, "Classes", `${SITE}/classes/`],
      [3, "Ballet I", `${SITE}/classes/ballet-i/`],
    ]);
  });

  it("asks for SITE_URL when Astro has no site", () => {
    expect(() => homePageJsonLd(model(), undefined)).toThrow(expect.objectContaining({ code: "site_url_missing" }));
  });
});

describe("JSON-LD words in the site's language", () => {
  const names = (locale: string) => {
    const local = buildSiteModel(DEMO, { locale, now: NOW, currency: null });
    const [memberships] = json(membershipsPageJsonLd(local, SITE));
    const [trials] = json(trialsPageJsonLd(local, SITE));
    const [appointments] = json(appointmentsPageJsonLd(local, SITE));
    const [crumbs] = json([breadcrumbPageJsonLd([{ href: "/", label: "" }], { name: "Ballet I", path: "/classes/ballet-i/" }, SITE, locale)]);
    return {
      memberships: [memberships!.name, memberships!.itemListElement[0].serviceType],
      trials: [trials!.name, asArray<Json>(trials!.itemListElement).map((item) => item.itemOffered?.serviceType ?? item.serviceType)[0]],
      appointments: [appointments!.name, appointments!.itemListElement[0].serviceType],
      unnamedCrumb: crumbs!.itemListElement[0].name,
    };
  };

  it("names the Spanish pages' catalogs and service types in Spanish (es-US)", () => {
    expect(names("es-US")).toEqual({
      memberships: ["Membresías", "Membresía"],
      trials: ["Clases de prueba", "Clase de prueba"],
      appointments: ["Citas", "Cita"],
      unnamedCrumb: "Página",
    });
  });

  it("names the French pages' catalogs and service types in French (fr-CA)", () => {
    expect(names("fr-CA")).toEqual({
      memberships: ["Abonnements", "Abonnement"],
      trials: ["Cours d’essai", "Cours d’essai"],
      appointments: ["Rendez-vous", "Rendez-vous"],
      unnamedCrumb: "Page",
    });
  });

  it("keeps the English names", () => {
    expect(names("en-US")).toEqual({
      memberships: ["Memberships", "Membership"],
      trials: ["Trial classes", "Trial class"],
      appointments: ["Appointments", "Appointment"],
      unnamedCrumb: "Page",
    });
  });
});
