import { describe, expect, it } from "vitest";
import type { ParsedEvent } from "../fixtures/calendar-feeds.ts";
import { disagreements, type Stated } from "./consistency-scan.ts";

const NY = "America/New_York";
const start = "2027-03-14T10:00:00-04:00";
const end = Date.parse("2027-03-14T10:45:00-04:00");

const jsonLd: Stated = { start, end, cancelled: false, instructor: "Ana Lopez", location: "Main Street Studio", offer: "https://studio.example.com/c" };
const row: Stated = { ...jsonLd, end: null, location: null, offer: null };
const scheduleRow: Stated = { ...jsonLd, end: null, instructor: null, location: "Ages 5–7 · Main Street Studio · $85.00/month" };
const event: ParsedEvent = {
  uid: "s@studio.studio-catalog",
  summary: "Ballet I",
  location: "Main Street Studio, 12 Main Street",
  description: "With Ana Lopez\nClass details and sign-up: https://schedule.example.com/classes/ballet-i/",
  url: null,
  status: "CONFIRMED",
  sequence: 1,
  lastModified: null,
  allDay: false,
  start: "2027-03-14T14:00:00.000Z",
  end: "2027-03-14T14:45:00.000Z",
};
const check = (changes: { row?: Partial<Stated>; event?: Partial<ParsedEvent> | null; schedule?: Partial<Stated>; time?: string }) =>
  disagreements("/classes/ballet-i/", { ...row, ...changes.row }, jsonLd, changes.event === null ? null : { ...event, ...changes.event }, { ...scheduleRow, ...changes.schedule }, changes.time ?? "10:00 AM – 10:45 AM", NY);

describe("the consistency scan", () => {
  it("finds nothing where every output says the same", () => {
    expect(check({})).toEqual([]);
  });

  it.each([
    ["start", { row: { start: "2027-03-14T11:00:00-04:00" } }],
    ["start", { event: { start: "2027-03-14T15:00:00.000Z" } }],
    ["start", { event: null }],
    ["end", { time: "10:00 AM" }],
    ["end", { time: "10:00 AM – 11:00 AM" }],
    ["end", { event: { end: null } }],
    ["status", { row: { cancelled: true } }],
    ["status", { event: { status: "CANCELLED" } }],
    ["instructor", { row: { instructor: "" } }],
    ["instructor", { event: { description: "Class details and sign-up: https://schedule.example.com/" } }],
    ["location", { event: { location: "Park Pavilion" } }],
    ["location", { schedule: { location: "Ages 5–7 · Park Pavilion" } }],
    ["offer", { schedule: { offer: "https://studio.example.com/other" } }],
  ] as const)("finds a disagreement on %s", (fact, changes) => {
    const found = check(changes as Parameters<typeof check>[0]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.includes(`: ${fact}: `))).toBe(true);
  });
});
