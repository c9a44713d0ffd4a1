import { describe, expect, it } from "vitest";
import type { Class, ClassInstance, Location } from "../../../src/api/schemas/index.ts";
import { classJsonLd, isoDuration, type ClassJsonLdInput } from "../../../src/page-rules/structured-data/course.ts";
import { decidedClass } from "../../fixtures/decided.ts";
import { serializeJsonLd } from "../../../src/page-rules/structured-data/json-ld.ts";
import { aClass, aLocation, aSession, fixtureId } from "../../fixtures/catalog-records.ts";
import { asArray, HOME, parsed, SITE, type Json } from "./json-ld-fixtures.ts";

const NY = "America/New_York";
const CLASS_ID = fixtureId(1);
const PAGE = `${SITE}/classes/ballet-i/`;
const HOSTED = "https://studio.example.com/demo";

function ballet(overrides: Partial<Class> = {}): Class {
  return aClass({
    id: CLASS_ID,
    name: "Ballet I",
    description: "<p>First steps in ballet.</p>",
    duration_minutes: 45,
    instructors: [{ first_name: "Ana", last_name: "Lopez" }],
    location: { id: fixtureId(500), name: "Main Street Studio" },
    featured_image_url: "https://cdn.example.com/ballet.jpg",
    capacity: { max: 12, enrolled: 4, spots_remaining: 8 },
    links: { checkout: `${HOSTED}/checkout/ballet`, browse: `${HOSTED}/classes`, store: `${HOSTED}/store` },
    ...overrides,
  });
}

function sessions(): ClassInstance[] {
  return [
    aSession({ id: fixtureId(101), class_id: CLASS_ID, date: "2027-03-13", time: "10:00:00", instructor: null }),
    aSession({ id: fixtureId(102), class_id: CLASS_ID, date: "2027-03-14", time: "10:00:00", instructor: { first_name: "Ben", last_name: "Kim" } }),
    aSession({ id: fixtureId(103), class_id: CLASS_ID, date: "2027-03-14", time: "02:30:00" }),
    aSession({ id: fixtureId(104), class_id: CLASS_ID, date: "2027-03-15", time: "16:00:00", status: "cancelled" }),
    aSession({ id: fixtureId(105), class_id: CLASS_ID, date: "2027-03-16", time: null }),
    // Already over at build time, and a completed one: neither is upcoming.
    aSession({ id: fixtureId(106), class_id: CLASS_ID, date: "2027-02-20", time: "10:00:00" }),
    aSession({ id: fixtureId(107), class_id: CLASS_ID, date: "2027-03-17", time: "10:00:00", status: "completed" }),
  ];
}

const NOW = new Date("2027-03-01T12:00:00Z");

type InputOverrides = Partial<Omit<ClassJsonLdInput, "cls" | "sessions">> & { cls?: Class; sessions?: ClassInstance[]; location?: Location | null };

/** A class page's JSON-LD input: the class and its upcoming sessions as the site's entry builder decides them at NOW. */
function input(overrides: InputOverrides = {}): ClassJsonLdInput {
  const { cls = ballet(), sessions: list = sessions(), location = aLocation({ id: fixtureId(500), name: "Main Street Studio", address: "12 Main Street, Springfield" }), ...rest } = overrides;
  const view = decidedClass(cls, list, { location, now: NOW, timeZone: NY, locale: rest.locale ?? "en-US" });
  return {
    pageUrl: PAGE,
    studioName: "Demo Dance Studio",
    locale: "en-US",
    homeUrl: HOME,
    currency: "USD",
    ...rest,
    cls: view,
    sessions: view.sessions,
  };
}

const instances = (json: Json): Json[] => asArray(json.hasCourseInstance);

describe("classJsonLd: the Course", () => {
  const json = parsed(classJsonLd(input()));

  it("has the properties Google's course markup requires: name, description, provider", () => {
    expect(json["@context"]).toBe("https://schema.org");
    expect(json["@type"]).toBe("Course");
    expect(json.name).toBe("Ballet I");
    expect(json.description).toBe("First steps in ballet.");
    expect(json.provider).toEqual({ "@type": "Organization", "@id": `${HOME}#studio`, name: "Demo Dance Studio", url: HOME });
    expect(json.url).toBe(PAGE);
    expect(json.image).toBe("https://cdn.example.com/ballet.jpg");
  });

  it("offers the class checkout at its price per month (its billing), with the category Google's course offers use", () => {
    expect(json.offers).toEqual({
      "@type": "Offer",
      url: `${HOSTED}/checkout/ballet`,
      price: "85.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      category: "Subscription",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "85.00",
        priceCurrency: "USD",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON", unitText: "month" },
      },
    });
  });

  it("lists upcoming sessions only: not past, not completed", () => {
    expect(instances(json)).toHaveLength(5);
  });

  it("falls back to a plain description when the class has none", () => {
    expect(parsed(classJsonLd(input({ cls: ballet({ description: null }) }))).description).toBe("Ballet I at Demo Dance Studio");
  });

  it("composes its fallback words in the site's language (es-US, fr-CA), and names a nameless class as its page does", () => {
    const words = (locale: string) => {
      const json = parsed(classJsonLd(input({ cls: ballet({ description: null }), locale })));
      const nameless = parsed(classJsonLd(input({ cls: ballet({ name: "", description: null }), locale })));
      return [json.description, instances(json)[0]?.description, nameless.name, instances(nameless)[0]?.name];
    };
    expect(words("es-US")).toEqual(["Ballet I en Demo Dance Studio", "Ballet I en Demo Dance Studio", "Clase", "Clase"]);
    expect(words("fr-CA")).toEqual(["Ballet I chez Demo Dance Studio", "Ballet I chez Demo Dance Studio", "Cours", "Cours"]);
    expect(words("en-US")).toEqual(["Ballet I at Demo Dance Studio", "Ballet I at Demo Dance Studio", "Class", "Class"]);
  });
});

describe("classJsonLd: each session as a CourseInstance (an Event)", () => {
  const json = parsed(classJsonLd(input()));
  const list = instances(json);
  const at = (startDate: string) => list.find((item) => item.startDate === startDate);

  it("has Google's required Event properties: name, startDate, and a Place with an address", () => {
    for (const item of list) {
      expect(item["@type"]).toBe("CourseInstance");
      expect(item.name).toBe("Ballet I");
      expect(typeof item.startDate).toBe("string");
      expect(item.location).toEqual({
        "@type": "Place",
        name: "Main Street Studio",
        address: { "@type": "PostalAddress", streetAddress: "12 Main Street, Springfield" },
      });
      expect(item.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
      expect(item.organizer).toMatchObject({ "@type": "Organization", name: "Demo Dance Studio" });
      expect(item.courseMode).toBe("Onsite");
    }
  });

  it("writes start and end with the studio's UTC offset for that date (-05:00 before the change, -04:00 after)", () => {
    expect(at("2027-03-13T10:00:00-05:00")?.endDate).toBe("2027-03-13T10:45:00-05:00");
    expect(at("2027-03-14T10:00:00-04:00")?.endDate).toBe("2027-03-14T10:45:00-04:00");
    // 02:30 does not exist that morning: the session starts at 03:30 daylight time.
    expect(at("2027-03-14T03:30:00-04:00")?.endDate).toBe("2027-03-14T04:15:00-04:00");
  });

  it("gives a date-only session a plain date and no end", () => {
    expect(at("2027-03-16")).toBeDefined();
    expect(at("2027-03-16")).not.toHaveProperty("endDate");
  });

  it("marks a cancelled session EventCancelled and offers nothing for it", () => {
    const cancelled = at("2027-03-15T16:00:00-04:00");
    expect(cancelled?.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(cancelled).not.toHaveProperty("offers");
    expect(list.filter((item) => item !== cancelled).every((item) => item.eventStatus === "https://schema.org/EventScheduled")).toBe(true);
  });

  it("names the session's instructor, else the class's, as performer and instructor", () => {
    expect(at("2027-03-14T10:00:00-04:00")?.performer).toEqual([{ "@type": "Person", name: "Ben Kim" }]);
    expect(at("2027-03-13T10:00:00-05:00")?.instructor).toEqual([{ "@type": "Person", name: "Ana Lopez" }]);
  });

  it("names the class's instructors for a session whose own instructor has no name, as the calendar feed does", () => {
    const nameless = aSession({ id: fixtureId(110), class_id: CLASS_ID, date: "2027-03-20", time: "10:00:00", instructor: { first_name: " ", last_name: null } });
    const [only] = instances(parsed(classJsonLd(input({ sessions: [nameless] }))));
    expect(only?.instructor).toEqual([{ "@type": "Person", name: "Ana Lopez" }]);
  });

  it("states each session's length as the course workload", () => {
    expect(at("2027-03-13T10:00:00-05:00")?.courseWorkload).toBe("PT45M");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(120)).toBe("PT2H");
  });

  it("offers a session-based class's checkout with the class's availability", () => {
    expect(at("2027-03-13T10:00:00-05:00")?.offers).toMatchObject({
      url: `${HOSTED}/checkout/ballet`,
      price: "85.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
  });
});

describe("classJsonLd: offers", () => {
  const dropIn = (sessionList: ClassInstance[], overrides: Partial<Class> = {}) =>
    instances(
      parsed(
        classJsonLd(
          input({
            cls: ballet({ enrollment_model: "per_instance", enrollment_type: "drop_in", price_cents: 2000, ...overrides }),
            sessions: sessionList,
          }),
        ),
      ),
    );

  it("uses each drop-in session's own checkout and spots: SoldOut, LimitedAvailability, InStock", () => {
    const list = dropIn([
      aSession({ id: fixtureId(201), class_id: CLASS_ID, date: "2027-03-10", capacity: { max: 10, enrolled: 10, spots_remaining: 0 }, links: { checkout: `${HOSTED}/s/201` } }),
      aSession({ id: fixtureId(202), class_id: CLASS_ID, date: "2027-03-11", capacity: { max: 10, enrolled: 8, spots_remaining: 2 }, links: { checkout: `${HOSTED}/s/202` } }),
      aSession({ id: fixtureId(203), class_id: CLASS_ID, date: "2027-03-12", capacity: { max: 10, enrolled: 2, spots_remaining: 8 }, links: { checkout: `${HOSTED}/s/203` } }),
    ]);
    expect(list.map((item) => [item.offers.url, item.offers.availability, item.offers.price])).toEqual([
      [`${HOSTED}/s/201`, "https://schema.org/SoldOut", "20.00"],
      [`${HOSTED}/s/202`, "https://schema.org/LimitedAvailability", "20.00"],
      [`${HOSTED}/s/203`, "https://schema.org/InStock", "20.00"],
    ]);
  });

  it("falls back to the class's date picker for a drop-in session without its own safe link", () => {
    const [item] = dropIn([aSession({ class_id: CLASS_ID, date: "2027-03-10", links: { checkout: "javascript:alert(1)" } })]);
    expect(item?.offers.url).toBe(`${HOSTED}/checkout/ballet`);
  });

  it("makes no offer anywhere when there is no safe checkout link", () => {
    const json = parsed(classJsonLd(input({ cls: ballet({ links: { checkout: "javascript:alert(1)", browse: HOSTED, store: HOSTED } }) })));
    expect(json).not.toHaveProperty("offers");
    expect(instances(json).some((item) => "offers" in item)).toBe(false);
  });

  it("makes no offer for seasonal or closed classes (no checkout of their own)", () => {
    for (const enrollment_type of ["seasonal", "closed"] as const) {
      const json = parsed(classJsonLd(input({ cls: ballet({ enrollment_type, links: { checkout: null, browse: HOSTED, store: HOSTED } }) })));
      expect(json).not.toHaveProperty("offers");
      expect(instances(json).some((item) => "offers" in item)).toBe(false);
    }
  });

  it("leaves price and currency out when the currency is unknown, and keeps the offer", () => {
    const json = parsed(classJsonLd(input({ currency: null })));
    expect(json.offers.url).toBe(`${HOSTED}/checkout/ballet`);
    expect(json.offers).not.toHaveProperty("price");
    expect(json.offers).not.toHaveProperty("priceCurrency");
    for (const item of instances(json)) {
      if (item.offers) {
        expect(item.offers).not.toHaveProperty("price");
        expect(item.offers).not.toHaveProperty("priceCurrency");
      }
    }
  });

  it("says SoldOut for a full session-based class, and keeps its link (checkout shows the waitlist)", () => {
    const json = parsed(classJsonLd(input({ cls: ballet({ capacity: { max: 12, enrolled: 12, spots_remaining: 0 } }) })));
    expect(json.offers).toMatchObject({ availability: "https://schema.org/SoldOut", url: `${HOSTED}/checkout/ballet` });
  });
});

describe("classJsonLd: hostile and missing data", () => {
  it("escapes </script> in a class name so the block stays one script", () => {
    // Entities survive tag-stripping and decode to a real "</script>" in the name.
    const data = classJsonLd(input({ cls: ballet({ name: "Ballet &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" }) }));
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(parsed(data).name).toBe("Ballet </script><script>alert(1)</script>");
  });

  it("names the studio as the pages show it (plain text already): its markup-looking words stay", () => {
    const json = parsed(classJsonLd(input({ cls: ballet({ description: null }), studioName: "Studio <b>Teens</b> & Co" })));
    expect(json.description).toBe("Ballet I at Studio <b>Teens</b> & Co");
    expect((json.provider as { name: string }).name).toBe("Studio <b>Teens</b> & Co");
  });

  it("uses only an http(s) image", () => {
    const json = parsed(classJsonLd(input({ cls: ballet({ featured_image_url: "javascript:alert(1)" }) })));
    expect(json).not.toHaveProperty("image");
    expect(instances(json).some((item) => "image" in item)).toBe(false);
  });

  it("gives a Place without an address when the studio's locations were not synced", () => {
    const [item] = instances(parsed(classJsonLd(input({ location: null }))));
    expect(item?.location).toEqual({ "@type": "Place", name: "Main Street Studio" });
  });

  it("has no course instances when nothing is upcoming", () => {
    expect(parsed(classJsonLd(input({ sessions: [] })))).not.toHaveProperty("hasCourseInstance");
  });
});

describe("classJsonLd: what search engines read about people, offers and ids (issue 22, surviving mutants)", () => {
  const one = (cls: Class, list: ClassInstance[]) => instances(parsed(classJsonLd(input({ cls, sessions: list }))));
  const plain = (id: number, overrides: Partial<ClassInstance> = {}) =>
    aSession({ id: fixtureId(id), class_id: CLASS_ID, date: "2027-03-20", time: "10:00:00", instructor: null, ...overrides });

  it("names each instructor once, and leaves performer and instructor out when nobody has a name", () => {
    const twice = ballet({ instructors: [{ first_name: "Ana", last_name: "Lopez" }, { first_name: "Ana", last_name: "Lopez" }, { first_name: "Ben", last_name: "Kim" }] });
    expect(one(twice, [plain(120)])[0]?.performer).toEqual([
      { "@type": "Person", name: "Ana Lopez" },
      { "@type": "Person", name: "Ben Kim" },
    ]);
    const [nameless] = one(ballet({ instructors: [{ first_name: " ", last_name: null }] }), [plain(121)]);
    expect(nameless).not.toHaveProperty("performer");
    expect(nameless).not.toHaveProperty("instructor");
    const [nobody] = one(ballet({ instructors: [] }), [plain(122)]);
    expect(nobody).not.toHaveProperty("performer");
    expect(nobody).not.toHaveProperty("instructor");
  });

  it("makes no offer for a seasonal class even when the API gives it a checkout link", () => {
    const json = parsed(classJsonLd(input({ cls: ballet({ enrollment_type: "seasonal" }), sessions: [plain(123)] })));
    expect(json).not.toHaveProperty("offers");
    expect(instances(json).some((item) => "offers" in item)).toBe(false);
  });

  it("offers a drop-in class's checkout on the Course too, at a paid price, not a subscription", () => {
    const dropIn = ballet({ enrollment_model: "per_instance", enrollment_type: "drop_in", price_cents: 2000, billing: { is_recurring: true, interval_value: 1, interval_unit: "months" } });
    const json = parsed(classJsonLd(input({ cls: dropIn, sessions: [plain(124)] })));
    expect(json.offers).toMatchObject({ url: `${HOSTED}/checkout/ballet`, category: "Paid" });
    expect(instances(json)[0]?.offers).toMatchObject({ category: "Paid" });
  });

  it("offers a one-payment class as paid, not a subscription", () => {
    const once = ballet({ billing: { is_recurring: false, interval_value: null, interval_unit: null } });
    expect(parsed(classJsonLd(input({ cls: once, sessions: [plain(125)] }))).offers).toMatchObject({ category: "Paid" });
  });

  it("offers a session-based class's own checkout on each session, never a session's link", () => {
    const [item] = one(ballet(), [plain(126, { links: { checkout: `${HOSTED}/s/126` } })]);
    expect(item?.offers).toMatchObject({ url: `${HOSTED}/checkout/ballet` });
  });

  it("gives the Course an id from its page's address", () => {
    expect(parsed(classJsonLd(input()))["@id"]).toBe(`${PAGE}#course`);
  });
});
