import { describe, expect, it } from "vitest";
import { homeJsonLd } from "../../../src/page-rules/structured-data/organization.ts";
import { aLocation, fixtureId } from "../../fixtures/catalog-records.ts";
import { decidedLocation } from "../../fixtures/decided.ts";
import { locationFacts } from "../../../src/site/page-structured-data.ts";

/** A location as its entry decides it, as the home page's markup takes it. */
const facts = (location: Parameters<typeof decidedLocation>[0]) => locationFacts(decidedLocation(location));
import { HOME, parsed } from "./json-ld-fixtures.ts";

const main = aLocation({
  id: fixtureId(500),
  name: "Main Street Studio",
  address: "12 Main Street, Springfield",
  contact_info: { email: "hello@studio.example.com", phone: "(555) 010-0123" },
  operating_hours: { monday: "3:00 PM – 8:00 PM", saturday: "9:00 AM – 1:00 PM" },
});

describe("homeJsonLd", () => {
  it("names the studio as the pages show it (plain text already): its markup-looking words stay", () => {
    expect(parsed(homeJsonLd({ studioName: "Studio <b>Teens</b>\n & Co", homeUrl: HOME, locations: [], locale: "en-US" })).name).toBe("Studio <b>Teens</b> & Co");
  });

  it("makes a one-location studio a LocalBusiness with address, phone, e-mail and hours", () => {
    expect(parsed(homeJsonLd({ studioName: "Demo Dance Studio", homeUrl: HOME, locations: [main].map(facts), locale: "en-US" }))).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${HOME}#studio`,
      name: "Demo Dance Studio",
      url: HOME,
      address: { "@type": "PostalAddress", streetAddress: "12 Main Street, Springfield" },
      telephone: "(555) 010-0123",
      email: "hello@studio.example.com",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday"], opens: "15:00", closes: "20:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "13:00" },
      ],
    });
  });

  it("makes a studio with several locations an Organization whose locations are places", () => {
    const west = aLocation({
      id: fixtureId(501),
      name: "West Side",
      address: null,
      contact_info: { email: "not an email", phone: "12" },
      operating_hours: { monday: "by appointment" },
    });
    const json = parsed(
      homeJsonLd({
        studioName: "Demo Dance Studio",
        homeUrl: HOME,
        locations: [main, west].map(facts),
        locationUrls: new Map([[fixtureId(500), `${HOME}locations/#main-street-studio`]]),
        locale: "en-US",
      }),
    );
    expect(json["@type"]).toBe("Organization");
    expect(json).not.toHaveProperty("address");
    expect(json.location).toHaveLength(2);
    expect(json.location[0]).toMatchObject({
      "@type": "LocalBusiness",
      name: "Main Street Studio",
      url: `${HOME}locations/#main-street-studio`,
      address: { "@type": "PostalAddress", streetAddress: "12 Main Street, Springfield" },
      telephone: "(555) 010-0123",
      email: "hello@studio.example.com",
    });
    expect(json.location[0].openingHoursSpecification).toHaveLength(2);
    // Nothing guessed: no address, no unusable e-mail or phone, no hours that do not parse.
    expect(json.location[1]).toEqual({ "@type": "LocalBusiness", name: "West Side" });
  });

  it("is a bare Organization when no locations were synced, with a logo only when it is http(s)", () => {
    const json = parsed(homeJsonLd({ studioName: "Demo Dance Studio", homeUrl: HOME, locations: [], logoUrl: "https://cdn.example.com/logo.png", locale: "en-US" }));
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${HOME}#studio`,
      name: "Demo Dance Studio",
      url: HOME,
      logo: "https://cdn.example.com/logo.png",
    });
    expect(parsed(homeJsonLd({ studioName: "S", homeUrl: HOME, locations: [], logoUrl: "javascript:x", locale: "en-US" }))).not.toHaveProperty("logo");
  });
});
