import { describe, expect, it } from "vitest";
import {
  ageDay,
  ageOn,
  applyFilter,
  classMeetings,
  countShown,
  filterAttributes,
  itemTokens,
  meetingChosen,
  readItemTokens,
  filterMatch,
  filterQuery,
  NO_FILTER,
  partOfDay,
  readFilter,
  readFilterable,
  readAge,
  WEEKDAYS,
  type ClassFilter,
  type FilterableClass,
} from "../../src/page-rules/class-filters.ts";
import { filterWords } from "../../src/site/script-words.ts";

/** The build's English words for a list of classes (src/site/script-words.ts). */
const CLASS_LIST = { today: "", words: filterWords("en-US", "classes") };

/*
 * Classes written from the spec's fields (2.4): `age_range` {min, max} and
 * `day_schedules` keyed "0" (Sunday) .. "6" (Saturday) with local HH:MM start times.
 */
// age_range {min: 5, max: 7}; day_schedules {"1": [{time: "16:00"}]}: Monday after school.
// start_date "2026-09-08"; capacity {enrolled: 8, max: 12}.
const balletI: FilterableClass = {
  category: "ballet",
  location: "main-street",
  meetings: [{ day: 1, start: "16:00" }],
  ageRange: { min: 5, max: 7 },
  start: "2026-09-08",
  noSpots: false,
};
// age_range {min: 6, max: 10}; day_schedules {"6": [{time: "09:30"}], "3": [{time: "17:00"}]};
// start_date "2026-01-10" (running); capacity {enrolled: 14, max: 14}: full.
const hipHop: FilterableClass = {
  category: "hip-hop",
  location: "riverside",
  meetings: [
    { day: 3, start: "17:00" },
    { day: 6, start: "09:30" },
  ],
  ageRange: { min: 6, max: 10 },
  start: "2026-01-10",
  noSpots: true,
};
// age_range {min: 10, max: null}; day_schedules {"2": [{time: "12:00"}]}.
const teens: FilterableClass = { category: "hip-hop", location: "", meetings: [{ day: 2, start: "12:00" }], ageRange: { min: 10, max: null }, start: "", noSpots: false };
// age_range null; day_schedules {"4": [{time: "11:59"}]}.
const stretch: FilterableClass = { category: "", location: "", meetings: [{ day: 4, start: "11:59" }], ageRange: null, start: "", noSpots: false };
// age_range {min: null, max: null}: the class says nothing about age either. A one-time
// class whose only session has no time yet (ClassInstance.time null), on a Friday.
const workshop: FilterableClass = { category: "", location: "", meetings: [{ day: 5, start: null }], ageRange: { min: null, max: null }, start: "", noSpots: false };

const all = { balletI, hipHop, teens, stretch, workshop };

const matching = (filter: Partial<ClassFilter>) =>
  Object.entries(all)
    .filter(([, item]) => filterMatch(item, { ...NO_FILTER, ...filter }) === "match")
    .map(([name]) => name);

describe("partOfDay", () => {
  it("puts starts before 12:00 in the morning, 12:00 to 16:59 in the afternoon, and 17:00 on in the evening", () => {
    expect(["00:00", "06:30", "11:59"].map(partOfDay)).toEqual(["morning", "morning", "morning"]);
    expect(["12:00", "15:45", "16:59"].map(partOfDay)).toEqual(["afternoon", "afternoon", "afternoon"]);
    expect(["17:00", "19:30", "23:59"].map(partOfDay)).toEqual(["evening", "evening", "evening"]);
  });
});

describe("filterMatch", () => {
  it("matches everything with no filter", () => {
    expect(matching({})).toEqual(["balletI", "hipHop", "teens", "stretch", "workshop"]);
  });

  it("filters by category and location slug", () => {
    expect(matching({ category: "hip-hop" })).toEqual(["hipHop", "teens"]);
    expect(matching({ location: "main-street" })).toEqual(["balletI"]);
  });

  it("keeps a class meeting on any of the chosen days", () => {
    expect(matching({ days: [1] })).toEqual(["balletI"]);
    expect(matching({ days: [1, 2, 6] })).toEqual(["balletI", "hipHop", "teens"]);
    expect(matching({ days: [0] })).toEqual([]);
  });

  it("keeps a class starting in any of the chosen parts of the day", () => {
    expect(matching({ times: ["morning"] })).toEqual(["hipHop", "stretch"]);
    expect(matching({ times: ["afternoon"] })).toEqual(["balletI", "teens"]);
    expect(matching({ times: ["evening"] })).toEqual(["hipHop"]);
    expect(matching({ times: ["afternoon", "evening"] })).toEqual(["balletI", "hipHop", "teens"]);
  });

  it("needs one meeting on a chosen day at a chosen time: Wednesday evening and Saturday morning is not Saturday evening", () => {
    expect(matching({ days: [3], times: ["evening"] })).toEqual(["hipHop"]);
    expect(matching({ days: [6], times: ["morning"] })).toEqual(["hipHop"]);
    expect(matching({ days: [6], times: ["evening"] })).toEqual([]);
  });

  it("keeps a class without a published time for its day, but not for a time of day", () => {
    expect(matching({ days: [5] })).toEqual(["workshop"]);
    expect(matching({ days: [5], times: ["morning", "afternoon", "evening"] })).toEqual([]);
  });

  it("keeps only the classes whose age range includes the age, ends included and open ends open", () => {
    expect(matching({ age: 5 })).toEqual(["balletI"]);
    expect(matching({ age: 7 })).toEqual(["balletI", "hipHop"]);
    expect(matching({ age: 10 })).toEqual(["hipHop", "teens"]);
    expect(matching({ age: 40 })).toEqual(["teens"]);
    expect(matching({ age: 0 })).toEqual([]);
  });

  it("sets classes that give no age range apart instead of keeping them for any age", () => {
    expect(filterMatch(stretch, { ...NO_FILTER, age: 6 })).toBe("no-age-range");
    expect(filterMatch(workshop, { ...NO_FILTER, age: 6 })).toBe("no-age-range");
    expect(filterMatch(stretch, { ...NO_FILTER, age: 6, days: [1] })).toBe("out");
  });

  it("treats an age range from 0 with no upper end as every age", () => {
    expect(filterMatch({ ...stretch, ageRange: { min: 0, max: null } }, { ...NO_FILTER, age: 70 })).toBe("match");
  });
});

describe("applyFilter", () => {
  const items = Object.values(all);

  it("finds a class for a 6-year-old on a weekday afternoon", () => {
    const outcome = applyFilter(items, { ...NO_FILTER, days: [1, 2, 3, 4, 5], times: ["afternoon"], age: 6 }, CLASS_LIST);
    expect(outcome.shown).toEqual([true, false, false, false, false]);
    expect(outcome.summary).toBe("Showing 1 of 5 classes for age 6.");
  });

  it("says how many classes give no age range and how to include them", () => {
    const outcome = applyFilter(items, { ...NO_FILTER, age: 6 }, CLASS_LIST);
    expect(outcome.shown).toEqual([true, true, false, false, false]);
    expect(outcome.summary).toBe(
      'Showing 2 of 5 classes for age 6. 2 more classes give no age range: tick "Include classes with no age range" to see them.',
    );
  });

  it("shows classes with no age range when asked, and says which are which", () => {
    const outcome = applyFilter(items, { ...NO_FILTER, age: 6, withoutAgeRange: true }, CLASS_LIST);
    expect(outcome.shown).toEqual([true, true, false, true, true]);
    expect(outcome.shownCount).toBe(4);
    expect(outcome.summary).toBe("Showing 4 of 5 classes: 2 for age 6 and 2 that give no age range.");
  });

  it("uses the singular for one class", () => {
    expect(applyFilter([stretch], { ...NO_FILTER, age: 6 }, CLASS_LIST).summary).toBe(
      'Showing 0 of 1 class for age 6. 1 more class gives no age range: tick "Include classes with no age range" to see it.',
    );
  });

  it("says it in Spanish and French, by each language's plural rules", () => {
    const inSpanish = { today: "", words: filterWords("es-US", "classes") };
    const inFrench = { today: "", words: filterWords("fr-CA", "sessions") };
    expect(applyFilter(items, { ...NO_FILTER, age: 6 }, inSpanish).summary).toBe(
      "Mostrando 2 de 5 clases para 6 años. 2 clases más no indican rango de edad: marque «Incluir clases sin rango de edad» para verlas.",
    );
    expect(applyFilter([stretch], { ...NO_FILTER, age: 6, withoutAgeRange: true }, inSpanish).summary).toBe("Mostrando 1 de 1 clase: 0 para 6 años y 1 sin rango de edad.");
    expect(applyFilter(items, { ...NO_FILTER, days: [6] }, inFrench).summary).toBe("Affichage\u202f: 1 sur 5 séances.");
    expect(applyFilter([stretch], { ...NO_FILTER, age: 6 }, inFrench).summary).toBe(
      "Affichage\u202f: 0 sur 1 séance pour 6 ans. 1 autre séance n’indique pas de tranche d’âge\u202f: cochez « Inclure les cours sans tranche d’âge » pour l’afficher.",
    );
  });

  it("counts plainly without an age", () => {
    expect(applyFilter(items, { ...NO_FILTER, days: [1, 2] }, CLASS_LIST).summary).toBe("Showing 2 of 5 classes.");
  });
});

describe("classMeetings", () => {
  it("uses the weekly pattern when there is one, each meeting once, by day then time", () => {
    const weekly = [
      { day: 3, start: "17:00" },
      { day: 1, start: "16:00" },
      { day: 3, start: "09:00" },
      { day: 1, start: "16:00" },
    ];
    expect(classMeetings(weekly, [{ day: 0, start: "10:00" }])).toEqual([
      { day: 1, start: "16:00" },
      { day: 3, start: "09:00" },
      { day: 3, start: "17:00" },
    ]);
  });

  it("falls back to the sessions' weekdays and times for a class with no pattern", () => {
    expect(
      classMeetings(
        [],
        [
          { day: 6, start: "10:00" },
          { day: 6, start: "10:00" },
          { day: 0, start: null },
        ],
      ),
    ).toEqual([
      { day: 0, start: null },
      { day: 6, start: "10:00" },
    ]);
  });
});

/** What `element.dataset` holds for the attributes the build wrote. */
const datasetOf = (attributes: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice("data-".length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

describe("itemTokens, readItemTokens and countShown: the rest of a list, counted by the filter", () => {
  const rest: FilterableClass[] = [
    balletI,
    { ...hipHop, noSpots: true },
    teens,
    stretch,
    workshop,
    { category: "", location: "park", meetings: [{ day: 1, start: "16:00" }, { day: 3, start: null }], ageRange: { min: null, max: 5 }, start: "2026-09-08", noSpots: false },
  ];

  it("reads back every item as the filter reads its row", () => {
    const tokens = itemTokens(rest);
    expect(tokens.split(" ")).toHaveLength(rest.length);
    expect(readItemTokens(tokens)).toEqual(rest.map((item) => readFilterable(Object.fromEntries(Object.entries(filterAttributes(item)).map(([name, value]) => [name.replace(/^data-/, "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value])))));
    expect(readItemTokens("")).toEqual([]);
    expect(readItemTokens("a|b broken|token|x|x|x|x|x|x")).toEqual([]);
  });

  it("counts what applyFilter would show of them: the same choices, the same no-age-range rule", () => {
    const choices = [
      NO_FILTER,
      { ...NO_FILTER, spots: true },
      { ...NO_FILTER, age: 4 },
      { ...NO_FILTER, age: 4, withoutAgeRange: true },
      { ...NO_FILTER, days: [1], times: ["afternoon" as const] },
      { ...NO_FILTER, location: "park", spots: true },
    ];
    for (const filter of choices) {
      const read = readItemTokens(itemTokens(rest));
      expect(countShown(read, filter), JSON.stringify(filter)).toBe(applyFilter(rest, filter, CLASS_LIST).shownCount);
    }
    expect(countShown(readItemTokens(itemTokens(rest)), { ...NO_FILTER, spots: true })).toBe(rest.length - 1);
  });

  it("tells which meetings a choice of days and times keeps", () => {
    expect(meetingChosen({ day: 6, start: "09:00" }, { days: [6], times: ["morning"] })).toBe(true);
    expect(meetingChosen({ day: 3, start: "09:00" }, { days: [6], times: ["morning"] })).toBe(false);
    expect(meetingChosen({ day: 6, start: "18:00" }, { days: [6], times: ["morning"] })).toBe(false);
    expect(meetingChosen({ day: 6, start: null }, { days: [6], times: [] })).toBe(true);
    expect(meetingChosen({ day: 6, start: null }, { days: [], times: ["morning"] })).toBe(false);
  });
});

describe("filterAttributes and readFilterable", () => {
  it("writes tokens only, leaving open age ends empty", () => {
    expect(filterAttributes(hipHop)).toEqual({
      "data-category": "hip-hop",
      "data-location": "riverside",
      "data-meets": "3@17:00 6@09:30",
      "data-age-min": "6",
      "data-age-max": "10",
      "data-start": "2026-01-10",
      "data-no-spots": "yes",
    });
    expect(filterAttributes(balletI)).not.toHaveProperty("data-no-spots");
    expect(filterAttributes(workshop)["data-meets"]).toBe("5");
  });

  it.each(Object.entries({ balletI, hipHop, teens, stretch }))("reads back what the build wrote for %s", (_name, item) => {
    expect(readFilterable(datasetOf(filterAttributes(item)))).toEqual(item);
  });

  it("reads two open age ends back as no age range", () => {
    expect(readFilterable(datasetOf(filterAttributes(workshop))).ageRange).toBeNull();
  });

  it("ignores tokens that are not meetings or ages", () => {
    expect(readFilterable({ meets: "1@16:00 x 9@10:00 3@25:00 3 2@7:00", ageMin: "-2", ageMax: "five" })).toEqual({
      category: "",
      location: "",
      meetings: [
        { day: 1, start: "16:00" },
        { day: 3, start: null },
      ],
      ageRange: null,
      start: "",
      noSpots: false,
    });
    expect(readFilterable({ start: "Sept 8", full: "no" })).toMatchObject({ start: "", noSpots: false });
  });
});

describe("readFilter and filterQuery", () => {
  const fields = (values: Record<string, string[]>) => (name: string) => values[name] ?? [];

  it("reads the form's fields, several days and times at once, blank meaning no filter", () => {
    expect(
      readFilter(fields({ category: ["ballet"], day: ["3", "0", "3"], time: ["evening", "morning"], age: [" 6 "], "no-age-range": ["yes"], location: [""] })),
    ).toEqual({ ...NO_FILTER, category: "ballet", days: [0, 3], times: ["morning", "evening"], age: 6, withoutAgeRange: true });
    expect(readFilter(fields({}))).toEqual(NO_FILTER);
  });

  it("drops a day, time or birth date it cannot read instead of guessing, and says what is wrong with an age", () => {
    expect(readFilter(fields({ day: ["7", "Monday"], time: ["night"], born: ["2021-3-4"], "no-age-range": ["on"], spots: ["on"] }))).toEqual(NO_FILTER);
    expect(readFilter(fields({ age: ["4.5"] }))).toEqual({ ...NO_FILTER, ageProblem: true });
  });

  it("writes only the chosen filters to the URL, and reads them back", () => {
    const filter: ClassFilter = { ...NO_FILTER, category: "ballet", days: [1, 3], times: ["afternoon"], age: 6, withoutAgeRange: true, spots: true };
    const query = filterQuery(filter);
    expect(query.toString()).toBe("category=ballet&day=1&day=3&time=afternoon&age=6&no-age-range=yes&spots=yes");
    expect(readFilter((name) => query.getAll(name))).toEqual(filter);
    expect(filterQuery(NO_FILTER).toString()).toBe("");
  });

  it("links Saturday mornings for 5-year-olds as a studio would write it", () => {
    expect(readFilter((name) => new URLSearchParams("day=6&time=morning&age=5").getAll(name))).toEqual({ ...NO_FILTER, days: [6], times: ["morning"], age: 5 });
  });

  it("writes a birth date instead of an age when both are given", () => {
    const query = filterQuery({ ...NO_FILTER, age: 5, born: "2021-03-04" });
    expect(query.toString()).toBe("born=2021-03-04");
    expect(readFilter((name) => query.getAll(name))).toEqual({ ...NO_FILTER, born: "2021-03-04" });
  });
});

describe("readAge", () => {
  it("reads whole years from 0 to 99, and blank as any age", () => {
    expect(["0", " 5 ", "99", ""].map((text) => readAge(text).age)).toEqual([0, 5, 99, null]);
    expect(readAge("").problem).toBe(false);
  });

  it.each(["5.5", "-1", "200", "100", "five", "?"])("calls %s a problem, not an age", (text) => {
    expect(readAge(text)).toEqual({ age: null, problem: true });
  });

  it("says what to type instead, in the page's language", () => {
    expect(filterWords("en-US", "classes").ageProblem).toBe("Enter the age in whole years, from 0 to 99, like 5, or use the birth date.");
    expect(filterWords("es-US", "classes").ageProblem).toBe("Indique la edad en años enteros, de 0 a 99, por ejemplo 5, o use la fecha de nacimiento.");
  });
});

describe("ageOn: a child's age on a class's start date", () => {
  it("counts a year only from the birthday on: the day before, the day of, the day after", () => {
    expect(ageOn("2021-09-08", "2026-09-07")).toBe(4);
    expect(ageOn("2021-09-08", "2026-09-08")).toBe(5);
    expect(ageOn("2021-09-08", "2026-09-09")).toBe(5);
  });

  it("turns a Feb 29 child a year older on Mar 1 in other years, and on Feb 29 in leap years", () => {
    expect(ageOn("2020-02-29", "2027-02-28")).toBe(6);
    expect(ageOn("2020-02-29", "2027-03-01")).toBe(7);
    expect(ageOn("2020-02-29", "2028-02-28")).toBe(7);
    expect(ageOn("2020-02-29", "2028-02-29")).toBe(8);
  });

  it("is negative before the child is born", () => {
    expect(ageOn("2026-10-01", "2026-09-08")).toBe(-1);
  });

  it("counts on the start date of a class not yet started, and today for one already running or giving none", () => {
    expect(ageDay("2026-09-08", "2026-08-01")).toBe("2026-09-08");
    expect(ageDay("2026-01-10", "2026-08-01")).toBe("2026-08-01");
    expect(ageDay("", "2026-08-01")).toBe("2026-08-01");
  });
});

describe("filterMatch with a birth date", () => {
  const TODAY = "2026-08-01";
  const born = (date: string) => filterMatch(balletI, { ...NO_FILTER, born: date }, TODAY);

  // Ballet I takes ages 5–7 and starts on 2026-09-08.
  it("matches a child who turns 5 the day before the class starts, or on the day", () => {
    expect(born("2021-09-07")).toBe("match");
    expect(born("2021-09-08")).toBe("match");
  });

  it("leaves out a child who turns 5 the day after the class starts, though the typed age 5 would match", () => {
    expect(born("2021-09-09")).toBe("out");
    expect(filterMatch(balletI, { ...NO_FILTER, age: 5 }, TODAY)).toBe("match");
  });

  it("counts a running class's ages on today", () => {
    // Hip Hop (6–10) started 2026-01-10: a child who turned 6 in March is placed on today's age.
    expect(filterMatch(hipHop, { ...NO_FILTER, born: "2020-03-01" }, TODAY)).toBe("match");
    expect(filterMatch(hipHop, { ...NO_FILTER, born: "2020-08-02" }, TODAY)).toBe("out");
  });

  it("says whom the count is for", () => {
    expect(applyFilter([balletI], { ...NO_FILTER, born: "2021-09-07" }, { ...CLASS_LIST, today: TODAY, bornText: "Sep 7, 2021" }).summary).toBe(
      "Showing 1 of 1 class for a child born Sep 7, 2021.",
    );
  });
});

describe("has spots, weekdays and the age problem", () => {
  const items = Object.values(all);

  it("leaves out what is full when only classes with spots are wanted", () => {
    expect(matching({ spots: true })).toEqual(["balletI", "teens", "stretch", "workshop"]);
  });

  it("takes Monday to Friday as the weekdays", () => {
    expect(matching({ days: [...WEEKDAYS] })).toEqual(["balletI", "hipHop", "teens", "stretch", "workshop"]);
    expect(matching({ days: [...WEEKDAYS], spots: true })).toEqual(["balletI", "teens", "stretch", "workshop"]);
    expect(WEEKDAYS).toEqual([1, 2, 3, 4, 5]);
    expect(matching({ days: [...WEEKDAYS], times: ["morning"] })).toEqual(["stretch"]);
  });

  it("never counts silently past an age it could not read", () => {
    expect(applyFilter(items, { ...NO_FILTER, ageProblem: true }, CLASS_LIST).summary).toBe(
      "Showing 5 of 5 classes, of any age: the age above is not a whole number of years.",
    );
  });

  it("counts session rows as sessions", () => {
    expect(applyFilter(items, { ...NO_FILTER, days: [6] }, { today: "", words: filterWords("en-US", "sessions") }).summary).toBe("Showing 1 of 5 sessions.");
  });
});
