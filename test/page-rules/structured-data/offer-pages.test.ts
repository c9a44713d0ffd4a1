import { describe, expect, it } from "vitest";
import { decidedMembership, decidedService, decidedTrial } from "../../fixtures/decided.ts";
import { membershipPriceKey, membershipPriceTerms } from "../../../src/page-rules/billing.ts";
import { appointmentsJsonLd, membershipsJsonLd, seasonJsonLd, trialsJsonLd } from "../../../src/page-rules/structured-data/offer-pages.ts";
import {
  aCatalogGroup,
  aCatalogItem,
  aMembershipPrice,
  aMembershipType,
  aSeason,
  aSeasonDetail,
  aService,
  aTrial,
  fixtureId,
} from "../../fixtures/catalog-records.ts";
import { asArray, HOME, parsed, SITE } from "./json-ld-fixtures.ts";

const studio = { studioName: "Demo Dance Studio", homeUrl: HOME, locale: "en-US" };

describe("seasonJsonLd", () => {
  const season = aSeason({
    id: fixtureId(300),
    name: "Fall 2026",
    registration_window: { internal_opens_at: "2026-07-01T13:00:00Z", external_opens_at: "2026-07-15T13:00:00Z", closes_at: "2026-09-30T04:00:00Z" },
    links: { register: "https://studio.example.com/register/fall" },
  });
  const detail = aSeasonDetail(season, {
    catalog_groups: [
      aCatalogGroup({ sort_order: 2, items: [aCatalogItem({ name: "Unlimited", description: null, item_type: "membership", class: null, price_cents: 12000, membership: { type_id: fixtureId(9), price_id: null, billing_interval: "month", billing_period: 1, duration_months: null } })] }),
      aCatalogGroup({ sort_order: 1, items: [aCatalogItem({ name: "Ballet I", description: null, price_cents: 30000, class: { id: fixtureId(1), duration_minutes: 45, category: null, location: null } })] }),
    ],
  });
  const input = { season, detail, pageUrl: `${SITE}/seasons/fall-2026/`, currency: "USD", classUrls: new Map([[fixtureId(1), `${SITE}/classes/ballet-i/`]]), ...studio };

  it("names each item as the season page decided it when given, else by its own name", () => {
    const membership = detail.catalog_groups[0]!.items[0]!;
    const json = parsed(seasonJsonLd({ ...input, itemNames: new Map([[membership.id, "Unlimited (Monthly)"]]) }));
    expect(json.itemListElement.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name)).toEqual(["Ballet I", "Unlimited (Monthly)"]);
  });

  it("offers each catalog item at its season price (per the season's billing period) through the season's sign-up page, in the studio's order", () => {
    const json = parsed(seasonJsonLd(input));
    expect(detail.billing).toMatchObject({ interval_value: 1, interval_unit: "month" });
    expect(json).toMatchObject({ "@type": "OfferCatalog", name: "Fall 2026", url: `${SITE}/seasons/fall-2026/`, numberOfItems: 2 });
    expect(json.itemListElement[0]).toEqual({
      "@type": "Offer",
      url: "https://studio.example.com/register/fall",
      price: "300.00",
      priceCurrency: "USD",
      availabilityStarts: "2026-07-15T13:00:00Z",
      availabilityEnds: "2026-09-30T04:00:00Z",
      itemOffered: { "@type": "Course", name: "Ballet I", url: `${SITE}/classes/ballet-i/` },
      offeredBy: { "@type": "Organization", "@id": `${HOME}#studio`, name: "Demo Dance Studio", url: HOME },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "300.00",
        priceCurrency: "USD",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "month" },
      },
    });
    // A membership item whose price the key cannot read says no period it cannot prove.
    expect(json.itemListElement[1]).not.toHaveProperty("priceSpecification");
    expect(json.itemListElement[1].itemOffered).toEqual({ "@type": "Service", name: "Unlimited", serviceType: "Membership" });
  });

  it("offers a membership item per its own price's period, with the whole term when the price has a set number of charges", () => {
    const price = aMembershipPrice({ id: fixtureId(21), amount_cents: 15000, is_one_time: false, billing_interval: "month", billing_period: 1, charges: 6 });
    const once = aMembershipPrice({ id: fixtureId(22), amount_cents: 85000, is_one_time: true, billing_interval: "month", billing_period: 1, charges: 1 });
    const types = [aMembershipType({ id: fixtureId(20), prices: [price, once] })];
    const item = (priceId: string, cents: number) =>
      aCatalogItem({ item_type: "membership", class: null, price_cents: cents, membership: { type_id: fixtureId(20), price_id: priceId, billing_interval: "month", billing_period: 1, duration_months: null } });
    const passes = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ items: [item(fixtureId(21), 15000), item(fixtureId(22), 85000)] })] });
    const membershipPrices = new Map(types.flatMap((type) => type.prices.map((each) => [membershipPriceKey(type.id, each.id), membershipPriceTerms(each)] as const)));
    const json = parsed(seasonJsonLd({ ...input, detail: passes, membershipPrices }));
    expect(json.itemListElement[0].priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "150.00",
      priceCurrency: "USD",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "month" },
      billingDuration: { "@type": "QuantitativeValue", value: 6, unitCode: "MON" },
    });
    expect(json.itemListElement[1]).not.toHaveProperty("priceSpecification");
  });

  it("lists the items of a view group (information only, spec 2.9) without offers", () => {
    const viewGroups = aSeasonDetail(season, {
      catalog_groups: detail.catalog_groups.map((group) => (group.sort_order === 1 ? { ...group, visibility_mode: "view" as const } : group)),
    });
    const json = parsed(seasonJsonLd({ ...input, detail: viewGroups }));
    expect(json.itemListElement.map((item: { "@type": string }) => item["@type"])).toEqual(["Course", "Offer"]);
  });

  it("lists a closed season's items without offers", () => {
    const json = parsed(seasonJsonLd({ ...input, season: { ...season, status: "closed" } }));
    expect(json.itemListElement.map((item: { "@type": string }) => item["@type"])).toEqual(["Course", "Service"]);
  });

  it("makes no offers when the sign-up link is unsafe, and no prices without a currency", () => {
    const unsafe = parsed(seasonJsonLd({ ...input, season: { ...season, links: { register: "javascript:alert(1)" } } }));
    expect(unsafe.itemListElement.some((item: { "@type": string }) => item["@type"] === "Offer")).toBe(false);
    const noCurrency = parsed(seasonJsonLd({ ...input, currency: null }));
    expect(noCurrency.itemListElement[0]).not.toHaveProperty("price");
    expect(noCurrency.itemListElement[0]).not.toHaveProperty("priceCurrency");
  });
});

describe("membershipsJsonLd", () => {
  it("offers every price with its own currency and checkout", () => {
    const type = aMembershipType({
      name: "Unlimited",
      prices: [
        aMembershipPrice({ name: "Monthly", amount_cents: 12000, currency: "usd", billing_summary: "$120.00 every month until cancelled", links: { checkout: "https://studio.example.com/m/1" } }),
        aMembershipPrice({ name: "Annual", amount_cents: 120000, currency: "USD", is_one_time: true, links: { checkout: "javascript:void(0)" } }),
      ],
    });
    const json = parsed(membershipsJsonLd({ memberships: [decidedMembership(type)], pageUrl: `${SITE}/memberships/`, ...studio }));
    const [service] = json.itemListElement;
    expect(service).toMatchObject({ "@type": "Service", serviceType: "Membership", name: "Unlimited" });
    expect(asArray(service.offers)).toEqual([
      {
        "@type": "Offer",
        url: "https://studio.example.com/m/1",
        name: "Monthly",
        // As the memberships page says how it is paid.
        description: "$120.00 charged monthly until you cancel.",
        price: "120.00",
        priceCurrency: "USD",
        category: "Subscription",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "120.00",
          priceCurrency: "USD",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "month" },
        },
      },
    ]);
  });
});

describe("trialsJsonLd", () => {
  it("offers a trial through its sign-up page, else its booking page, at the studio's currency", () => {
    const withEnroll = aTrial({ name: "Try Ballet", price_cents: 0, links: { enroll: "https://studio.example.com/t/1", book: "https://studio.example.com/b/1", store: SITE } });
    const bookOnly = aTrial({ name: "Try Tap", price_cents: 1500, links: { enroll: null, book: "https://studio.example.com/b/2", store: SITE } });
    const json = parsed(trialsJsonLd({ trials: [withEnroll, bookOnly].map(decidedTrial), pageUrl: `${SITE}/trials/`, currency: "USD", ...studio }));
    expect(json.itemListElement.map((offer: { url: string; price: string; category: string }) => [offer.url, offer.price, offer.category])).toEqual([
      ["https://studio.example.com/t/1", "0.00", "Free"],
      ["https://studio.example.com/b/2", "15.00", "Paid"],
    ]);
    expect(json.itemListElement[0].itemOffered).toMatchObject({ "@type": "Service", name: "Try Ballet" });
  });

  it("offers a trial not available today from the day it opens, and names no day for one available today", () => {
    const later = { ...decidedTrial(aTrial({ name: "Try Hip Hop" })), availability: { opensOn: "2026-12-02" } };
    const now = decidedTrial(aTrial({ name: "Try Ballet" }));
    const json = parsed(trialsJsonLd({ trials: [later, now], pageUrl: `${SITE}/trials/`, currency: "USD", ...studio }));
    expect(json.itemListElement[0]).toMatchObject({ "@type": "Offer", availabilityStarts: "2026-12-02" });
    expect(json.itemListElement[1]).not.toHaveProperty("availabilityStarts");
  });

  it("lists a trial with no safe link as a service without an offer", () => {
    const trial = aTrial({ links: { enroll: null, book: "javascript:alert(1)", store: SITE } });
    const json = parsed(trialsJsonLd({ trials: [decidedTrial(trial)], pageUrl: `${SITE}/trials/`, currency: "USD", ...studio }));
    expect(json.itemListElement[0]["@type"]).toBe("Service");
  });
});

describe("appointmentsJsonLd", () => {
  it("offers self-service appointments through their booking page, and lists the rest without an offer", () => {
    const bookable = aService({ name: "Private lesson", price_cents: 4000, allow_self_service_booking: true });
    const byRequest = aService({ name: "Choreography", allow_self_service_booking: false });
    const json = parsed(appointmentsJsonLd({ services: [bookable, byRequest].map(decidedService), pageUrl: `${SITE}/appointments/`, currency: "USD", ...studio }));
    expect(json.itemListElement[0].offers).toMatchObject({ url: bookable.links.book, price: "40.00", priceCurrency: "USD", category: "Paid" });
    expect(json.itemListElement[1]).not.toHaveProperty("offers");
    expect(json.itemListElement[1]).toMatchObject({ "@type": "Service", name: "Choreography" });
  });
});

describe("offer pages: words, images and links search engines read (issue 22, surviving mutants)", () => {
  const IMG = "https://cdn.example.com/card.jpg";
  const page = `${SITE}/x/`;

  it("gives each season, item, appointment, membership and trial its description when it has one, and none when blank", () => {
    const season = aSeason({ name: "Fall", description: "<p>Autumn term.</p>", links: { register: "https://studio.example.com/register/fall" } });
    const detail = aSeasonDetail(season, { catalog_groups: [aCatalogGroup({ items: [aCatalogItem({ name: "Ballet I", description: "Barre work.", class: null })] })] });
    const json = parsed(seasonJsonLd({ season, detail, pageUrl: page, currency: "USD", ...studio }));
    expect(json.description).toBe("Autumn term.");
    expect(parsed(seasonJsonLd({ season: { ...season, description: " " }, detail, pageUrl: page, currency: "USD", ...studio }))).not.toHaveProperty("description");

    const service = (description: string | null) =>
      parsed(appointmentsJsonLd({ services: [decidedService(aService({ description, featured_image_url: IMG }))], pageUrl: page, currency: "USD", ...studio })).itemListElement[0];
    expect(service("One to one.")).toMatchObject({ description: "One to one.", image: IMG });
    expect(service(null)).not.toHaveProperty("description");
    expect(parsed(appointmentsJsonLd({ services: [decidedService(aService({ featured_image_url: null }))], pageUrl: page, currency: "USD", ...studio })).itemListElement[0]).not.toHaveProperty("image");

    const membership = (fields: Parameters<typeof aMembershipType>[0]) =>
      parsed(membershipsJsonLd({ memberships: [decidedMembership(aMembershipType(fields))], pageUrl: page, ...studio })).itemListElement[0];
    expect(membership({ description: "All classes.", featured_image_url: IMG, links: { checkout: null, detail: "https://studio.example.com/m" } })).toMatchObject({
      description: "All classes.",
      image: IMG,
      url: "https://studio.example.com/m",
    });
    const bare = membership({ description: null, featured_image_url: null, links: { checkout: null, detail: "javascript:void(0)" }, prices: [aMembershipPrice({ links: { checkout: "javascript:void(0)" } })] });
    for (const key of ["description", "image", "url", "offers"]) expect(bare).not.toHaveProperty(key);

    const trial = (fields: Parameters<typeof aTrial>[0]) => parsed(trialsJsonLd({ trials: [decidedTrial(aTrial(fields))], pageUrl: page, currency: "USD", ...studio })).itemListElement[0];
    expect(trial({ name: "Try Ballet", description: "A first class.", featured_image_url: IMG }).itemOffered).toMatchObject({ description: "A first class.", image: IMG });
    // A nameless trial is named by its kind, as its card is (`displayName`), on the page and in its offer alike.
    const blank = trial({ name: " ", description: null, featured_image_url: null });
    expect(blank).toMatchObject({ name: "Trial" });
    for (const key of ["description", "image"]) expect(blank.itemOffered).not.toHaveProperty(key);
  });

  it("names an unnamed season item by its kind, and lists no items for a season without its detail", () => {
    const season = aSeason({ name: "Fall", links: { register: "https://studio.example.com/register/fall" } });
    const detail = aSeasonDetail(season, {
      catalog_groups: [
        aCatalogGroup({
          items: [
            aCatalogItem({ name: " ", item_type: "class", class: null }),
            aCatalogItem({ name: " ", item_type: "membership", class: null, membership: { type_id: fixtureId(9), price_id: null, billing_interval: "month", billing_period: 1, duration_months: null } }),
          ],
        }),
      ],
    });
    const json = parsed(seasonJsonLd({ season, detail, pageUrl: page, currency: "USD", ...studio }));
    expect(json.itemListElement.map((offer: { itemOffered: { "@type": string; name: string } }) => [offer.itemOffered["@type"], offer.itemOffered.name])).toEqual([
      ["Course", "Class"],
      ["Service", "Membership"],
    ]);
    const none = parsed(seasonJsonLd({ season, detail: undefined, pageUrl: page, currency: "USD", ...studio }));
    expect(none).toMatchObject({ name: "Fall", numberOfItems: 0 });
    expect(none.itemListElement ?? []).toEqual([]);
  });
});

describe("offer pages: names (issue 22, surviving mutants)", () => {
  const page = `${SITE}/x/`;

  it("names an unnamed season, appointment and membership by their kind, and a named trial's offer by the trial", () => {
    const season = aSeason({ name: " ", links: { register: "https://studio.example.com/register/fall" } });
    expect(parsed(seasonJsonLd({ season, detail: undefined, pageUrl: page, currency: "USD", ...studio })).name).toBe("Season");
    expect(parsed(appointmentsJsonLd({ services: [decidedService(aService({ name: " " }))], pageUrl: page, currency: "USD", ...studio })).itemListElement[0].name).toBe("Appointment");
    expect(parsed(membershipsJsonLd({ memberships: [decidedMembership(aMembershipType({ name: " " }))], pageUrl: page, ...studio })).itemListElement[0].name).toBe("Membership");
    const trial = aTrial({ name: "Try Ballet", links: { enroll: "https://studio.example.com/t/1", book: "javascript:void(0)", store: SITE } });
    expect(parsed(trialsJsonLd({ trials: [decidedTrial(trial)], pageUrl: page, currency: "USD", ...studio })).itemListElement[0]).toMatchObject({ "@type": "Offer", name: "Try Ballet" });
  });
});
