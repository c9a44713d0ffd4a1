import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { studioClock } from "../../src/core/local-time.ts";
import { calendarFile } from "../../src/page-rules/calendar-file.ts";
import type { PlanClass, PlanSession } from "../../src/page-rules/plan-data.ts";
import { planEntries } from "../../src/page-rules/plan-rules.ts";
import { sessionTiming } from "../../src/page-rules/session-facts.ts";

const NY = studioClock("America/New_York");
const decided = (date: string, time: string | null, minutes: number, cancelled = false): PlanSession => {
  const timing = sessionTiming({ date, time, duration_minutes: minutes }, null, NY);
  return { date, start: timing.start?.iso ?? null, end: timing.end?.iso ?? null, cancelled, full: false };
};

const base: Omit<PlanClass, "id" | "name" | "sessions" | "dropIn"> = {
  href: "/classes/x/",
  ageRange: null,
  ages: null,
  start: "",
  place: "Main Street Studio; Room 2",
  when: ["Sun · 1:30 AM – 2:30 AM"],
  price: "$80.00/month",
  charge: { kind: "unpriced" },
  spots: null,
  access: "open",
  next: null,
  season: null,
};

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate?.isDate ? event.endDate.toString() : event.endDate?.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
      location: event.location,
    };
  });
}

describe("the plan's calendar file, read back with ical.js", () => {
  const weekly: PlanClass = {
    ...base,
    id: "c1",
    name: "Hip Hop Kids",
    dropIn: false,
    // A fall-back night, a cancelled week and a date-only session.
    sessions: [decided("2026-11-01", "01:30", 60), decided("2026-11-08", "01:30", 60, true), decided("2026-11-15", null, 60)],
  };
  const dropIn: PlanClass = { ...base, id: "c2", name: "Ninja Warriors", dropIn: true, sessions: [decided("2026-11-07", "14:00", 60), decided("2026-11-14", "14:00", 60)] };
  const names = (key: string) => ({ a: "Maya", b: "Leo" })[key] ?? key;
  const entries = planEntries({ picks: [{ child: "a", classId: "c1" }, { child: "b", classId: "c2", dates: ["2026-11-14"] }, { child: "a", classId: "gone" }] }, { classes: [weekly, dropIn] }, names, "https://studio.example");
  const events = read(calendarFile(entries, { name: "My plan – Brightside", stamp: "2026-10-30T12:00:00Z", language: "EN" }));

  it("holds exactly the planned sessions: every session of a weekly class (cancelled marked), the chosen drop-in date, nothing of a vanished class", () => {
    expect(events.map((event) => [event.summary, event.start, event.status])).toEqual([
      ["Hip Hop Kids (Maya)", "2026-11-01T05:30:00.000Z", "CONFIRMED"],
      ["Hip Hop Kids (Maya)", "2026-11-08T06:30:00.000Z", "CANCELLED"],
      ["Ninja Warriors (Leo)", "2026-11-14T19:00:00.000Z", "CONFIRMED"],
      ["Hip Hop Kids (Maya)", "2026-11-15", "CONFIRMED"],
    ]);
  });
  it("keeps a session's real length across the night clocks go back, and its place as text", () => {
    expect(events[0]!.end).toBe("2026-11-01T06:30:00.000Z");
    expect(events[0]!.location).toBe("Main Street Studio; Room 2");
  });
  it("gives each event a UID of its own that is the same next time", () => {
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const again = read(calendarFile(entries, { name: "x", stamp: "2026-10-31T12:00:00Z", language: "EN" }));
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });
});
