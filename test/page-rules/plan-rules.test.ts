import { describe, expect, it } from "vitest";
import { studioClock } from "../../src/core/local-time.ts";
import { sessionTiming } from "../../src/page-rules/session-facts.ts";
import { catalogItemCharge, classCharge, membershipCharge } from "../../src/page-rules/billing.ts";
import type { PlanClass, PlanData, PlanSession } from "../../src/page-rules/plan-data.ts";
import {
  ageMatch,
  attended,
  billedOtherwise,
  chargeCost,
  classFitsFreeTime,
  conflicts,
  EMPTY_PLAN,
  fitsFreeTime,
  fullDates,
  isEmptyPlan,
  outsideFreeTimes,
  planCost,
  plannedSessions,
  trialDates,
  weekSpan,
  withStart,
  type Plan,
} from "../../src/page-rules/plan-rules.ts";
import { aClass, aDropInClass, aMembershipPrice } from "../fixtures/catalog-records.ts";

const NY = studioClock("America/New_York");

/** A session as the site decides it (`sessionTiming`), in the planner's form. */
function decided(date: string, time: string | null, minutes: number | null): PlanSession {
  const timing = sessionTiming({ date, time, duration_minutes: minutes }, null, NY);
  return { date, start: timing.start?.iso ?? null, end: timing.end?.iso ?? null, cancelled: false, full: false };
}

function aPlanClass(overrides: Partial<PlanClass> = {}): PlanClass {
  return {
    id: "c1",
    name: "Hip Hop Kids",
    href: "/classes/hip-hop-kids/",
    ageRange: { min: 6, max: 10 },
    ages: "Ages 6–10",
    start: "",
    place: "Main Street Studio",
    placeHref: "/locations/#main-street-studio",
    when: ["Fri · 4:00 PM – 5:00 PM"],
    price: "$80.00/month",
    charge: { kind: "recurring", cents: 8000, per: { count: 1, unit: "month" }, charges: null },
    spots: "3 spots left",
    access: "open",
    next: { href: "https://studio.example/checkout/c1", label: "Sign up" },
    season: null,
    dropIn: false,
    sessions: [decided("2026-12-04", "16:00", 60), decided("2026-12-11", "16:00", 60)],
    ...overrides,
  };
}

describe("ageMatch: the child's age on the class's start date (the filter's rule)", () => {
  const sixOnJune15 = { age: null, born: "2020-06-15" };
  it("is out the day before the sixth birthday and in on the birthday", () => {
    expect(ageMatch(sixOnJune15, { ageRange: { min: 6, max: 10 }, start: "2026-06-14" }, "2026-01-01")).toBe("out");
    expect(ageMatch(sixOnJune15, { ageRange: { min: 6, max: 10 }, start: "2026-06-15" }, "2026-01-01")).toBe("match");
  });
  it("counts a running class (no start after the build) on today", () => {
    expect(ageMatch(sixOnJune15, { ageRange: { min: 6, max: 10 }, start: "" }, "2026-06-14")).toBe("out");
    expect(ageMatch(sixOnJune15, { ageRange: { min: 6, max: 10 }, start: "" }, "2026-06-15")).toBe("match");
  });
  it("takes a typed age as it is, and says when a class gives no range", () => {
    expect(ageMatch({ age: 10, born: "" }, { ageRange: { min: 6, max: 10 }, start: "" }, "2026-01-01")).toBe("match");
    expect(ageMatch({ age: 11, born: "" }, { ageRange: { min: 6, max: 10 }, start: "" }, "2026-01-01")).toBe("out");
    expect(ageMatch({ age: 11, born: "" }, { ageRange: null, start: "" }, "2026-01-01")).toBe("no-age-range");
  });
});

describe("free times, with the 'or' the filter cannot express", () => {
  const saturdayMorning = { child: "", days: [6], from: "08:00", until: "12:00" };
  const weekdaysAfterFour = { child: "", days: [1, 2, 3, 4, 5], from: "16:00", until: "21:00" };
  it("fits a session inside any of the windows and no other", () => {
    const friday = decided("2026-12-04", "16:00", 60);
    const saturday = decided("2026-12-05", "10:00", 60);
    const fridayEarly = decided("2026-12-04", "15:30", 60);
    expect(fitsFreeTime(friday, [saturdayMorning, weekdaysAfterFour])).toBe(true);
    expect(fitsFreeTime(saturday, [saturdayMorning, weekdaysAfterFour])).toBe(true);
    expect(fitsFreeTime(fridayEarly, [saturdayMorning, weekdaysAfterFour])).toBe(false);
    expect(fitsFreeTime(saturday, [weekdaysAfterFour])).toBe(false);
  });
  it("runs a window past midnight into the next day, Saturday's into Sunday", () => {
    const lateFriday = { days: [5], from: "22:00", until: "02:00" };
    expect(fitsFreeTime(decided("2026-12-05", "00:30", 60), [lateFriday])).toBe(true);
    expect(fitsFreeTime(decided("2026-12-05", "01:30", 60), [lateFriday])).toBe(false);
    expect(fitsFreeTime(decided("2026-12-06", "00:30", 30), [{ days: [6], from: "20:00", until: "01:00" }])).toBe(true);
    expect(fitsFreeTime(decided("2026-12-04", "23:30", 60), [lateFriday])).toBe(true);
  });
  it("reads a spring-forward session where the studio's clock says it is", () => {
    // 02:30 does not exist on 2027-03-14 in New York: the session starts at 03:30.
    const gap = decided("2027-03-14", "02:30", 60);
    expect(gap.start).toBe("2027-03-14T03:30:00-04:00");
    expect(fitsFreeTime(gap, [{ days: [0], from: "03:00", until: "05:00" }])).toBe(true);
    expect(fitsFreeTime(gap, [{ days: [0], from: "01:00", until: "04:00" }])).toBe(false);
    // 01:30 + 60 real minutes ends 03:30 on the clock: it does not fit a window ending at 3.
    expect(fitsFreeTime(decided("2027-03-14", "01:30", 60), [{ days: [0], from: "01:00", until: "03:00" }])).toBe(false);
  });
  it("keeps a fall-back session's real length when its end reads earlier than its start", () => {
    const repeated = decided("2026-11-01", "01:30", 60);
    expect(repeated.end).toBe("2026-11-01T01:30:00-05:00");
    expect(weekSpan(repeated)).toEqual([90, 150]);
    expect(fitsFreeTime(repeated, [{ days: [0], from: "01:00", until: "02:00" }])).toBe(false);
    expect(fitsFreeTime(repeated, [{ days: [0], from: "01:00", until: "03:00" }])).toBe(true);
  });
  it("never fits a session with no time yet, and a class fits when every session does (a drop-in: some)", () => {
    expect(fitsFreeTime(decided("2026-12-04", null, 60), [{ days: [5], from: "00:00", until: "00:00" }])).toBe(false);
    const mixed = aPlanClass({ sessions: [decided("2026-12-04", "16:00", 60), decided("2026-12-05", "16:00", 60)] });
    expect(classFitsFreeTime(mixed, [weekdaysAfterFour])).toBe(false);
    expect(classFitsFreeTime({ ...mixed, dropIn: true }, [weekdaysAfterFour])).toBe(true);
    expect(classFitsFreeTime(mixed, [])).toBe(true);
  });
});

describe("a planned class against its child's free times and its dates' room", () => {
  const weekdaysAfterFour = { days: [1, 2, 3, 4, 5], from: "16:00", until: "21:00" };
  it("names the sessions outside the free times, none when no free time is given", () => {
    const cls = aPlanClass({ sessions: [decided("2026-12-04", "16:00", 60), decided("2026-12-05", "14:00", 60), decided("2026-12-11", "16:00", 60)] });
    expect(outsideFreeTimes(cls, {}, [weekdaysAfterFour]).map((session) => session.date)).toEqual(["2026-12-05"]);
    expect(outsideFreeTimes(cls, {}, [])).toEqual([]);
    // A drop-in: only the dates chosen count; a session with no time yet is never called outside.
    const dropIn = { ...cls, dropIn: true, sessions: [...cls.sessions, decided("2026-12-12", null, null)] };
    expect(outsideFreeTimes(dropIn, { dates: ["2026-12-04", "2026-12-12"] }, [weekdaysAfterFour])).toEqual([]);
    expect(outsideFreeTimes(dropIn, { dates: ["2026-12-05"] }, [weekdaysAfterFour]).map((session) => session.date)).toEqual(["2026-12-05"]);
  });
  it("names a drop-in's chosen dates that are full, and never a session-based class's", () => {
    const sessions = [decided("2026-12-04", "16:00", 60), { ...decided("2026-12-05", "10:00", 60), full: true }];
    expect(fullDates(aPlanClass({ dropIn: true, sessions }), { dates: ["2026-12-04", "2026-12-05"] }).map((session) => session.date)).toEqual(["2026-12-05"]);
    expect(fullDates(aPlanClass({ dropIn: true, sessions }), { dates: ["2026-12-04"] })).toEqual([]);
    expect(fullDates(aPlanClass({ sessions }), {})).toEqual([]);
  });
});

describe("what the planner says of a plan and a price", () => {
  it("calls a plan empty only with nothing in it, so a shared plan never takes the place of free times or a transfer set here", () => {
    expect(isEmptyPlan(EMPTY_PLAN)).toBe(true);
    expect(isEmptyPlan({ ...EMPTY_PLAN, free: [{ child: "", days: [1], from: "16:00", until: "20:00" }] })).toBe(false);
    expect(isEmptyPlan({ ...EMPTY_PLAN, transfer: 45 })).toBe(false);
    expect(isEmptyPlan({ ...EMPTY_PLAN, done: ["https://studio.example/checkout"] })).toBe(false);
  });
  it("says what a price comes to a month only when it is billed otherwise", () => {
    expect(billedOtherwise(classCharge(aClass({ price_cents: 2200, enrollment_model: "session_based", billing: { is_recurring: true, interval_value: 1, interval_unit: "weeks" } })))).toBe(true);
    expect(billedOtherwise({ kind: "recurring", cents: 8000, per: { count: 1, unit: "month" }, charges: null })).toBe(false);
    expect(billedOtherwise({ kind: "recurring", cents: 12500, per: { count: 3, unit: "month" }, charges: null })).toBe(true);
    expect(billedOtherwise({ kind: "per-session", cents: 2500 })).toBe(true);
    expect(billedOtherwise({ kind: "once", cents: 3500 })).toBe(false);
  });
});

describe("a free time given a new start", () => {
  const saturdayMorning = { child: "", days: [6], from: "08:00", until: "12:00" };
  it("keeps its length and still ends by midnight", () => {
    expect(withStart(saturdayMorning, "16:00")).toEqual({ ...saturdayMorning, from: "16:00", until: "20:00" });
    expect(withStart(saturdayMorning, "22:30")).toEqual({ ...saturdayMorning, from: "22:30", until: "00:00" });
    expect(withStart({ ...saturdayMorning, until: "00:00" }, "16:00").until).toBe("00:00");
  });
  it("keeps running past midnight when it did", () => {
    expect(withStart({ ...saturdayMorning, from: "22:00", until: "02:00" }, "23:00").until).toBe("03:00");
  });
});

describe("clashes and transfers, on real instants", () => {
  const data = (classes: PlanClass[]): Pick<PlanData, "classes" | "trials"> => ({ classes, trials: [] });
  const hipHop = aPlanClass();
  const ballet = aPlanClass({ id: "c2", name: "Ballet", place: "Main Street Studio", sessions: [decided("2026-12-04", "16:30", 45)] });
  const swim = aPlanClass({ id: "c3", name: "Swim", place: "Riverside Pool", sessions: [decided("2026-12-04", "17:10", 45)] });
  const plan = (picks: Plan["picks"]): Plan => ({ ...EMPTY_PLAN, picks });

  it("warns when one child is in two classes at once, even at one place", () => {
    const found = conflicts(plannedSessions(plan([{ child: "a", classId: "c1" }, { child: "a", classId: "c2" }]), data([hipHop, ballet])), 15);
    expect(found.map((conflict) => [conflict.kind, conflict.first.classId, conflict.second.classId])).toEqual([["clash", "c1", "c2"]]);
  });
  it("lets two children share one place, but not be driven to two at once", () => {
    expect(conflicts(plannedSessions(plan([{ child: "a", classId: "c1" }, { child: "b", classId: "c2" }]), data([hipHop, ballet])), 15)).toEqual([]);
    const twoPlaces = conflicts(plannedSessions(plan([{ child: "a", classId: "c2" }, { child: "b", classId: "c3" }]), data([ballet, { ...swim, sessions: [decided("2026-12-04", "17:00", 45)] }])), 15);
    expect(twoPlaces.map((conflict) => conflict.kind)).toEqual(["household"]);
  });
  it("warns of a tight transfer below N minutes between places, and not at N", () => {
    const tight = conflicts(plannedSessions(plan([{ child: "a", classId: "c1" }, { child: "a", classId: "c3" }]), data([hipHop, swim])), 15);
    expect(tight.map((conflict) => [conflict.kind, conflict.gap])).toEqual([["tight", 10]]);
    expect(conflicts(plannedSessions(plan([{ child: "a", classId: "c1" }, { child: "a", classId: "c3" }]), data([hipHop, swim])), 10)).toEqual([]);
  });
  it("leaves out cancelled sessions and drop-in sessions not chosen", () => {
    const cancelled = { ...ballet, sessions: ballet.sessions.map((session) => ({ ...session, cancelled: true })) };
    expect(conflicts(plannedSessions(plan([{ child: "a", classId: "c1" }, { child: "a", classId: "c2" }]), data([hipHop, cancelled])), 15)).toEqual([]);
    const dropIn = { ...ballet, dropIn: true };
    expect(plannedSessions(plan([{ child: "a", classId: "c2", dates: ["2026-12-11"] }]), data([dropIn]))).toEqual([]);
    expect(plannedSessions(plan([{ child: "a", classId: "c2", dates: ["2026-12-04"] }]), data([dropIn]))).toHaveLength(1);
  });
});

describe("the cost of every billing shape", () => {
  it("prices a class by its billing rule (spec 2.4)", () => {
    const monthly = aClass({ price_cents: 8000, enrollment_model: "session_based", billing: { is_recurring: true, interval_value: 1, interval_unit: "months" } });
    expect(chargeCost(classCharge(monthly))).toEqual({ monthly: 8000, once: 0, unpriced: false });
    const everyFourWeeks = { ...monthly, billing: { is_recurring: true, interval_value: 4, interval_unit: "weeks" as const } };
    expect(chargeCost(classCharge(everyFourWeeks)).monthly).toBeCloseTo((8000 * 52) / 12 / 4);
    const wholeClass = { ...monthly, billing: { is_recurring: false, interval_value: null, interval_unit: null } };
    expect(chargeCost(classCharge(wholeClass))).toEqual({ monthly: 0, once: 8000, unpriced: false });
    expect(chargeCost(classCharge({ ...monthly, price_cents: null }))).toEqual({ monthly: 0, once: 0, unpriced: true });
    expect(chargeCost(classCharge({ ...monthly, price_cents: 0 }))).toEqual({ monthly: 0, once: 0, unpriced: false });
  });
  it("prices a drop-in per session booked", () => {
    const dropIn = aDropInClass({ price_cents: 2000 });
    expect(classCharge(dropIn)).toEqual({ kind: "per-session", cents: 2000 });
    expect(chargeCost(classCharge(dropIn), 3)).toEqual({ monthly: 0, once: 6000, unpriced: false });
  });
  it("prices a membership by its billing period, once when one-time (spec 2.10)", () => {
    const quarterly = aMembershipPrice({ amount_cents: 30000, billing_interval: "month", billing_period: 3, is_one_time: false, charges: null });
    expect(chargeCost(membershipCharge(quarterly)).monthly).toBeCloseTo(10000);
    const annual = aMembershipPrice({ amount_cents: 120000, billing_interval: "year", billing_period: 1, is_one_time: false, charges: 3 });
    expect(membershipCharge(annual)).toMatchObject({ kind: "recurring", charges: 3 });
    expect(chargeCost(membershipCharge(annual)).monthly).toBeCloseTo(10000);
    const payInFull = aMembershipPrice({ amount_cents: 45000, billing_interval: "month", billing_period: 1, is_one_time: true, charges: 1 });
    expect(chargeCost(membershipCharge(payInFull))).toEqual({ monthly: 0, once: 45000, unpriced: false });
  });
  it("prices a season item by the season's period, its membership price, or once (spec 2.9)", () => {
    const monthly = { count: 1, unit: "month" as const };
    expect(catalogItemCharge({ item_type: "class", price_cents: 9000 }, monthly, null)).toEqual({ kind: "recurring", cents: 9000, per: monthly, charges: null });
    expect(catalogItemCharge({ item_type: "class", price_cents: 3500 }, null, null)).toEqual({ kind: "once", cents: 3500 });
    const price = aMembershipPrice({ amount_cents: 5000, billing_interval: "month", billing_period: 1, is_one_time: false, charges: null });
    expect(catalogItemCharge({ item_type: "membership", price_cents: 4500 }, null, price)).toMatchObject({ kind: "recurring", cents: 4500 });
    expect(catalogItemCharge({ item_type: "membership", price_cents: 4500 }, monthly, null)).toEqual({ kind: "once", cents: 4500 });
    expect(catalogItemCharge({ item_type: "membership", price_cents: null }, null, price)).toEqual({ kind: "unpriced" });
  });
  it("counts a season's required items once per family, however many children sign up through it", () => {
    const fee = { name: "Registration fee", price: "$35.00", charge: { kind: "once" as const, cents: 3500 }, classId: null };
    const costume = { name: "Costume", price: null, charge: { kind: "unpriced" as const }, classId: null };
    // A required class the plan holds anyway (c2): its own sign-up, not counted twice.
    const tryout = { name: "Tryout", price: "$120.00", charge: { kind: "once" as const, cents: 12000 }, classId: "c2" };
    const data: Pick<PlanData, "classes" | "seasons" | "trials"> = {
      classes: [aPlanClass({ season: "/seasons/spring/" }), aPlanClass({ id: "c2", season: "/seasons/spring/", charge: { kind: "once", cents: 12000 } })],
      seasons: [{ key: "/seasons/spring/", name: "Spring", href: "/seasons/spring/", items: [fee, costume, tryout] }],
      trials: [],
    };
    const cost = planCost(
      { children: [{ key: "a", name: "", age: 6, born: "" }, { key: "b", name: "", age: 10, born: "" }], picks: [{ child: "a", classId: "c1" }, { child: "b", classId: "c1" }, { child: "b", classId: "c2" }] },
      data,
    );
    expect(cost.children.map((child) => child.cost)).toEqual([
      { monthly: 8000, once: 0, unpriced: false },
      { monthly: 8000, once: 12000, unpriced: false },
    ]);
    expect(cost.seasons).toEqual([{ key: "/seasons/spring/", name: "Spring", cost: { monthly: 0, once: 3500, unpriced: true }, unpriced: ["Costume"] }]);
    expect(cost.total).toEqual({ monthly: 16000, once: 15500, unpriced: true });
  });
  it("leaves a class gone from the build out of the cost without throwing", () => {
    const cost = planCost({ children: [{ key: "a", name: "", age: 6, born: "" }], picks: [{ child: "a", classId: "gone" }] }, { classes: [], seasons: [], trials: [] });
    expect(cost.total).toEqual({ monthly: 0, once: 0, unpriced: false });
  });
  it("prices a trial at its own price once, not its class's billing nor its season's items, and only the dates it covers", () => {
    const sessions = [decided("2026-12-04", "16:00", 60), { ...decided("2026-12-11", "16:00", 60), cancelled: true }, decided("2026-12-18", "16:00", 60), decided("2026-12-25", "16:00", 60)];
    const cls = aPlanClass({ season: "/seasons/spring/", sessions });
    const trial = { id: "t1", name: "Trial Week", href: "/trials/#trial-week", classId: "c1", price: "$15.00", charge: { kind: "once" as const, cents: 1500 }, sessions: 2, starts: ["2026-12-04"], next: null };
    // Two sessions from Dec 4: the cancelled Dec 11 is not one of them.
    expect(trialDates(cls, trial, "2026-12-04")).toEqual(["2026-12-04", "2026-12-18"]);
    const pick = { child: "a", classId: "c1", trial: "t1", dates: trialDates(cls, trial, "2026-12-04") };
    expect(attended(cls, pick).map((session) => session.date)).toEqual(["2026-12-04", "2026-12-18"]);
    const fee = { name: "Registration fee", price: "$35.00", charge: { kind: "once" as const, cents: 3500 }, classId: null };
    const data = { classes: [cls], seasons: [{ key: "/seasons/spring/", name: "Spring", href: "/seasons/spring/", items: [fee] }], trials: [trial] };
    const cost = planCost({ children: [{ key: "a", name: "", age: 6, born: "" }], picks: [pick] }, data);
    expect(cost.total).toEqual({ monthly: 0, once: 1500, unpriced: false });
    expect(cost.seasons).toEqual([]);
    // A trial named for another class (a hand-made link) is no trial of this one: nothing counted.
    expect(planCost({ children: [{ key: "a", name: "", age: 6, born: "" }], picks: [{ ...pick, classId: "c1" }] }, { ...data, trials: [{ ...trial, classId: "c9" }] }).total.once).toBe(0);
    // Nor is it in the week, whose clashes read the same picks.
    expect(plannedSessions({ picks: [pick] }, { ...data, trials: [{ ...trial, classId: "c9" }] })).toEqual([]);
    expect(plannedSessions({ picks: [pick] }, data).map((session) => session.session.date)).toEqual(["2026-12-04", "2026-12-18"]);
    // A trial gone from the build counts nothing.
    expect(planCost({ children: [{ key: "a", name: "", age: 6, born: "" }], picks: [pick] }, { ...data, trials: [] }).total).toEqual({ monthly: 0, once: 0, unpriced: false });
  });
});
