import { describe, expect, it } from "vitest";
import { decodeSessions, encodeSessions, readPlanData, type PlanSession } from "../../src/page-rules/plan-data.ts";
import { addFragment, readAddFragment } from "../../src/page-rules/plan-add-link.ts";
import { parsePlan, planFragment, planFromFragment, readPlan } from "../../src/page-rules/plan-link.ts";
import { EMPTY_PLAN, type Plan } from "../../src/page-rules/plan-rules.ts";

const session = (date: string, start: string | null, end: string | null, mark: Partial<PlanSession> = {}): PlanSession => ({
  date,
  start: start && `${date}${start}`,
  end: end && `${date}${end}`,
  cancelled: false,
  full: false,
  ...mark,
});

describe("the data file's sessions", () => {
  it("round-trip exactly: times with their offsets across a DST change, cancelled and full marks, date-only and past-midnight sessions", () => {
    const sessions: PlanSession[] = [
      session("2027-03-07", "T16:00:00-05:00", "T17:00:00-05:00"),
      session("2027-03-14", "T16:00:00-04:00", "T17:00:00-04:00", { cancelled: true }),
      session("2027-03-21", "T16:00:00-04:00", "T17:00:00-04:00"),
      session("2027-03-28", "T16:00:00-04:00", "T17:00:00-04:00", { full: true }),
      session("2027-04-02", null, null),
      { date: "2027-04-03", start: "2027-04-03T23:30:00-04:00", end: "2027-04-04T00:30:00-04:00", cancelled: false, full: false },
    ];
    const text = encodeSessions(sessions);
    expect(decodeSessions(text)).toEqual(sessions);
    expect(text).toContain("=2027-03-14c 7 7f");
  });
  it("costs a few bytes a week for a weekly class", () => {
    const weekly = Array.from({ length: 52 }, (_, week) => {
      const date = new Date(Date.UTC(2027, 0, 4 + week * 7)).toISOString().slice(0, 10);
      return session(date, "T16:00:00-05:00", "T17:00:00-05:00");
    });
    expect(encodeSessions(weekly).length).toBeLessThan(160);
  });
  it("reads back a file, and refuses what is not one", () => {
    const file = { version: 1, today: "2026-11-27", locale: "en-US", currency: "USD", spotsAsOf: "", seasons: [], classes: [{ id: "c1", sessions: encodeSessions([session("2026-12-04", "T16:00:00-05:00", null)]) }] };
    expect(readPlanData(file)?.classes[0]?.sessions).toEqual([session("2026-12-04", "T16:00:00-05:00", null)]);
    expect(readPlanData({ ...file, version: 2 })).toBeNull();
    expect(readPlanData("<html>")).toBeNull();
  });
});

describe("the plan as text", () => {
  const plan: Plan = {
    children: [
      { key: "a", name: "Maya", age: 6, born: "" },
      { key: "b", name: "Leo", age: null, born: "2016-05-02" },
    ],
    free: [{ child: "", days: [6], from: "08:00", until: "12:00" }, { child: "a", days: [1, 2, 3, 4, 5], from: "16:00", until: "21:00" }],
    picks: [{ child: "a", classId: "6f1c3c1e-0000-4000-8000-000000000001" }, { child: "b", classId: "6f1c3c1e-0000-4000-8000-000000000002", dates: ["2026-12-05"] }],
    transfer: 20,
    done: ["https://studio.example/checkout/1"],
  };
  it("shares the plan in the fragment, names only when chosen, never the ticked steps", () => {
    const named = planFromFragment(`#${planFragment(plan, true)}`);
    expect(named).toEqual({ ...plan, done: [] });
    const unnamed = planFromFragment(planFragment(plan, false));
    expect(unnamed?.children.map((child) => child.name)).toEqual(["", ""]);
    expect(planFragment(plan, false)).not.toContain("Maya");
  });
  it("reads what it can of a damaged or hostile plan and never throws", () => {
    expect(planFromFragment("#plan=%7B%22children")).toEqual(EMPTY_PLAN);
    expect(planFromFragment("#plan=%E0%A4%A")).toEqual(EMPTY_PLAN);
    expect(planFromFragment("#top")).toBeNull();
    expect(parsePlan("null")).toEqual(EMPTY_PLAN);
    const hostile = readPlan({
      children: [...Array.from({ length: 12 }, (_, n) => ({ key: `k${n}`, name: "<img src=x onerror=alert(1)>", age: 5 })), { key: "../x", age: 3 }],
      free: [{ child: "zz", days: [1], from: "08:00", until: "09:00" }, { child: "", days: [9], from: "8", until: "09:00" }],
      picks: [{ child: "k0", classId: "javascript:alert(1)" }, { child: "nobody", classId: "abc" }, { child: "k1", classId: "abc", dates: ["tomorrow"] }],
      transfer: -5,
    });
    expect(hostile.children).toHaveLength(8);
    expect(hostile.free).toEqual([]);
    expect(hostile.picks).toEqual([{ child: "k1", classId: "abc" }]);
    expect(hostile.transfer).toBe(15);
  });
  it("reads a trial pick with its dates, and drops one with a bad id or no dates", () => {
    const read = readPlan({
      children: [{ key: "a", age: 6 }],
      picks: [
        { child: "a", classId: "abc", trial: "t1", dates: ["2026-12-04"] },
        { child: "a", classId: "abc", trial: "javascript:alert(1)", dates: ["2026-12-04"] },
        { child: "a", classId: "abc", trial: "t2" },
      ],
    });
    expect(read.picks).toEqual([{ child: "a", classId: "abc", trial: "t1", dates: ["2026-12-04"] }]);
  });
  it("reads a data file from before trials could be planned as having none", () => {
    expect(readPlanData({ version: 1, classes: [], seasons: [] })?.trials).toEqual([]);
  });
  it("names a class to add, and a drop-in's session date", () => {
    expect(readAddFragment(`#${addFragment("6f1c3c1e-0000-4000-8000-000000000001")}`)).toEqual({ classId: "6f1c3c1e-0000-4000-8000-000000000001", date: null });
    expect(readAddFragment(addFragment("abc", "2026-12-05"))).toEqual({ classId: "abc", date: "2026-12-05" });
    expect(readAddFragment("#add=<script>")).toBeNull();
  });
});
