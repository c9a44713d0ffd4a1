import { describe, expect, it } from "vitest";
import { studioCurrency } from "../../../src/page-rules/structured-data/offers.ts";
import { appointmentsJsonLd, membershipsJsonLd, seasonJsonLd, trialsJsonLd } from "../../../src/page-rules/structured-data/offer-pages.ts";
import { classJsonLd } from "../../../src/page-rules/structured-data/course.ts";
import { homeJsonLd } from "../../../src/page-rules/structured-data/organization.ts";
import { demoLikeSnapshot } from "../../fixtures/demo-like-snapshot.ts";
import { asArray, HOME, parsed, SITE } from "./json-ld-fixtures.ts";
import { buildSiteModel } from "../../../src/site/site-model.ts";
import { locationFacts } from "../../../src/site/page-structured-data.ts";

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const now = new Date("2027-03-10T15:00:00Z");
const snapshot = await demoLikeSnapshot(now);

describe("JSON-LD of the demo-like studio", () => {
  const currency = studioCurrency(null, snapshot);
  const studio = { studioName: snapshot.studio.name, homeUrl: HOME, locale: "en-US" };
  // Each current class and its upcoming sessions as the site model decides them.
  const model = buildSiteModel(snapshot, { locale: "en-US", now });

  it("gives every class a Course whose sessions carry Google's required Event properties", () => {
    let sessions = 0;
    expect(model.classes.length).toBeGreaterThan(10);
    for (const cls of model.classes) {
      const location = snapshot.locations.find((candidate) => candidate.name === cls.location?.name) ?? null;
      const json = parsed(classJsonLd({ cls, sessions: cls.sessions, pageUrl: `${SITE}/classes/x/`, currency, ...studio }));
      expect(json).toMatchObject({ "@type": "Course", name: expect.any(String), description: expect.any(String), provider: expect.any(Object) });
      for (const item of asArray(json.hasCourseInstance)) {
        sessions += 1;
        expect(item.name).toEqual(expect.any(String));
        expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
        if (item.startDate.length > 10) expect(item.startDate).toMatch(ISO_WITH_OFFSET);
        if (location?.address) expect(item.location.address.streetAddress).toBe(location.address);
        expect(["https://schema.org/EventScheduled", "https://schema.org/EventCancelled"]).toContain(item.eventStatus);
        if (item.offers) expect(item.offers.url).toMatch(/^https?:\/\//);
      }
    }
    expect(sessions).toBeGreaterThan(0);
  });

  it("builds the home, season, membership, trial and appointment blocks", () => {
    expect(parsed(homeJsonLd({ ...studio, locations: model.locations.map(locationFacts) })).name).toBe(snapshot.studio.name);
    for (const season of snapshot.registrations) {
      const json = parsed(seasonJsonLd({ season, detail: snapshot.season_details[season.id], pageUrl: `${SITE}/seasons/x/`, currency, ...studio }));
      expect(json["@type"]).toBe("OfferCatalog");
    }
    expect(parsed(membershipsJsonLd({ memberships: model.memberships, pageUrl: `${SITE}/memberships/`, ...studio })).numberOfItems).toBe(snapshot.membership_types.length);
    expect(parsed(trialsJsonLd({ trials: model.trials, pageUrl: `${SITE}/trials/`, currency, ...studio })).numberOfItems).toBe(model.trials.length);
    expect(model.trials.length).toBeGreaterThan(0);
    expect(parsed(appointmentsJsonLd({ services: model.appointments, pageUrl: `${SITE}/appointments/`, currency, ...studio })).numberOfItems).toBe(snapshot.appointment_services.length);
  });
});
