import { describe, expect, it } from "vitest";
import { ageFits, ageRangeFact, ageRangeInWords, enrollmentLabel, instructorName, instructorsInWords, namedInstructors, sessionInstructors } from "../../src/page-rules/class-facts.ts";

describe("ageRangeInWords", () => {
  it.each([
    [{ min: 3, max: 5 }, "Ages 3–5"],
    [{ min: 4, max: 4 }, "Age 4"],
    [{ min: 6, max: null }, "Ages 6+"],
    [{ min: 0, max: null }, "All ages"],
    [{ min: null, max: 5 }, "Up to age 5"],
    [{ min: 9, max: 7 }, "Ages 7–9"],
    [{ min: null, max: null }, null],
    [null, null],
  ])("describes %j as %j", (range, words) => {
    expect(ageRangeInWords(range, "en-US")).toBe(words);
  });
});

describe("ageFits", () => {
  it("includes both ends of the range", () => {
    expect(ageFits({ min: 3, max: 5 }, 3)).toBe(true);
    expect(ageFits({ min: 3, max: 5 }, 5)).toBe(true);
    expect(ageFits({ min: 3, max: 5 }, 6)).toBe(false);
    expect(ageFits({ min: 3, max: 5 }, 2)).toBe(false);
  });

  it("reads a range with its ends swapped as the same range, both ends included", () => {
    const swapped = { min: 7, max: 5 };
    expect([4, 5, 6, 7, 8].map((age) => ageFits(swapped, age))).toEqual([false, true, true, true, false]);
  });

  it("treats a missing end or range as open", () => {
    expect(ageFits({ min: 6, max: null }, 40)).toBe(true);
    expect(ageFits({ min: null, max: 5 }, 0)).toBe(true);
    expect(ageFits(null, 12)).toBe(true);
  });
});

describe("instructorName", () => {
  it.each([
    [{ first_name: "Ana", last_name: "Lopez" }, "Ana Lopez"],
    [{ first_name: "Ana", last_name: null }, "Ana"],
    [{ first_name: null, last_name: "Lopez" }, "Lopez"],
    [{ first_name: " ", last_name: null }, null],
    [{ first_name: "<b>Ana</b>\n", last_name: " Lopez  Jr" }, "Ana Lopez Jr"],
    [null, null],
  ])("names %j as %j", (instructor, name) => {
    expect(instructorName(instructor)).toBe(name);
  });
});

describe("namedInstructors and instructorsInWords", () => {
  it("joins distinct names as a list in the locale", () => {
    const list = [
      { first_name: "Ana", last_name: "Lopez" },
      { first_name: "Ben", last_name: "Kim" },
      { first_name: "Ana", last_name: "Lopez" },
      { first_name: "Cleo", last_name: null },
    ];
    expect(instructorsInWords(namedInstructors(list), "en-US")).toBe("Ana Lopez, Ben Kim, and Cleo");
    expect(instructorsInWords(namedInstructors(list), "en-GB")).toBe("Ana Lopez, Ben Kim and Cleo");
  });

  it("is null when nobody has a name", () => {
    expect(namedInstructors([{ first_name: null, last_name: null }])).toEqual([]);
    expect(instructorsInWords([], "en-US")).toBeNull();
  });
});

describe("ageRangeFact", () => {
  it.each([
    [{ min: 5, max: 7 }, { label: "Ages", value: "5–7" }],
    [{ min: 4, max: 4 }, { label: "Age", value: "4" }],
    [{ min: 18, max: null }, { label: "Ages", value: "18 and up" }],
    [{ min: 0, max: null }, { label: "Ages", value: "All" }],
    [{ min: null, max: 5 }, { label: "Ages", value: "Up to 5" }],
    [{ min: null, max: null }, null],
    [null, null],
  ])("labels %j without saying the label's word twice", (range, fact) => {
    expect(ageRangeFact(range, "en-US")).toEqual(fact);
    if (fact) expect(fact.value.toLowerCase()).not.toContain("age");
  });
});

describe("enrollmentLabel", () => {
  it("names the enrollment model where it helps", () => {
    expect(enrollmentLabel({ enrollment_type: "drop_in", enrollment_model: "per_instance" }, "en-US")).toBe("Drop-in");
    expect(enrollmentLabel({ enrollment_type: "open", enrollment_model: "per_instance" }, "en-US")).toBe("Drop-in");
    expect(enrollmentLabel({ enrollment_type: "seasonal", enrollment_model: "session_based" }, "en-US")).toBe("Seasonal registration");
    expect(enrollmentLabel({ enrollment_type: "closed", enrollment_model: "session_based" }, "en-US")).toBe("By invitation");
  });

  it("gives an open session-based class none, so 'Open enrollment' never stands beside 'Full'", () => {
    expect(enrollmentLabel({ enrollment_type: "open", enrollment_model: "session_based" }, "en-US")).toBeNull();
  });
});

describe("sessionInstructors", () => {
  const cls = { instructors: [{ first_name: "Ana", last_name: "Lopez" }] };

  it("gives the session's own named instructor over the class's", () => {
    expect(sessionInstructors({ instructor: { first_name: "Ben", last_name: "Kim" } }, cls)).toEqual([{ first_name: "Ben", last_name: "Kim" }]);
  });

  it("falls back to the class's instructors when the session has none, or one without a name", () => {
    expect(sessionInstructors({ instructor: null }, cls)).toBe(cls.instructors);
    expect(sessionInstructors({ instructor: { first_name: null, last_name: " " } }, cls)).toBe(cls.instructors);
  });
});

describe("class facts in Spanish (es-US) and French (fr-CA)", () => {
  it.each([
    [{ min: 3, max: 5 }, "De 3 a 5 años", "De 3 à 5 ans"],
    [{ min: 4, max: 4 }, "4 años", "4 ans"],
    [{ min: 1, max: 1 }, "1 año", "1 an"],
    [{ min: 6, max: null }, "6 años o más", "6 ans et plus"],
    [{ min: 0, max: null }, "Todas las edades", "Tous les âges"],
    [{ min: null, max: 5 }, "Hasta 5 años", "Jusqu’à 5 ans"],
  ])("says the ages %o with the word for years", (range, es, fr) => {
    expect(ageRangeInWords(range, "es-US")).toBe(es);
    expect(ageRangeInWords(range, "fr-CA")).toBe(fr);
  });

  it("labels the age fact once and keeps the years in the value", () => {
    expect(ageRangeFact({ min: 3, max: 5 }, "es-US")).toEqual({ label: "Edad", value: "3–5 años" });
    expect(ageRangeFact({ min: 5, max: null }, "fr-CA")).toEqual({ label: "Âge", value: "5 ans et plus" });
  });

  it("names the enrollment badges and joins instructors in the language", () => {
    const badges = (locale: string) =>
      (["drop_in", "seasonal", "closed"] as const).map((type) => enrollmentLabel({ enrollment_type: type, enrollment_model: "session_based" }, locale));
    expect(badges("es-US")).toEqual(["Clase suelta", "Inscripción por temporada", "Solo por invitación"]);
    expect(badges("fr-CA")).toEqual(["À la séance", "Inscription à la saison", "Sur invitation"]);
    const two = [
      { id: "i1", first_name: "Ana", last_name: "Lopez" },
      { id: "i2", first_name: "Ben", last_name: "Kim" },
    ] as never;
    expect(instructorsInWords(namedInstructors(two), "es-US")).toBe("Ana Lopez y Ben Kim");
    expect(instructorsInWords(namedInstructors(two), "fr-CA")).toBe("Ana Lopez et Ben Kim");
  });
});
