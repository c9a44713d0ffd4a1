import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { OPENING_REMINDERS, singleEventCalendar, singleEventFileName, type SingleEvent } from "../../src/page-rules/single-event.ts";

/**
 * One date at a time into a calendar (src/page-rules/single-event.ts): the module the season
 * pages' opening files use and the family planner (issue 34) reuses for what a family picked,
 * read back by ical.js as a calendar app reads a file it is handed.
 */
const dropIn: SingleEvent = {
  uid: "0000000a-0000-4000-8000-000000000001@0000000b-0000-4000-8000-000000000002.studio-catalog",
  start: new Date("2026-12-05T15:00:00Z"),
  end: new Date("2026-12-05T16:00:00Z"),
  summary: "Open Gym (drop-in)",
  description: "Saturday drop-in.\nhttps://studio.example/classes/open-gym/",
  url: "https://studio.example/classes/open-gym/",
  location: "Main Street Studio, 12 Main Street",
  remindMinutesBefore: [],
  reminder: "",
};
const options = { language: "en", stamp: new Date("2026-11-21T17:00:00Z") };

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const [event] = events;
  return { calendar, event: event!, vevent: new ICAL.Event(event!) };
}

describe("one event into a calendar", () => {
  it("writes a session with its end, place, link and words, and no reminder it was not asked for", () => {
    const text = singleEventCalendar(dropIn, options);
    const { calendar, event, vevent } = read(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//studio-schedule-site//single-event//EN");
    expect(vevent.uid).toBe(dropIn.uid);
    expect(vevent.startDate.toJSDate()).toEqual(dropIn.start);
    expect(vevent.endDate.toJSDate()).toEqual(dropIn.end);
    expect(vevent.summary).toBe("Open Gym (drop-in)");
    expect(vevent.location).toBe("Main Street Studio, 12 Main Street");
    expect(vevent.description).toBe(dropIn.description);
    expect(event.getFirstPropertyValue("url")).toBe(dropIn.url);
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate()).toEqual(options.stamp);
    expect(event.getAllSubcomponents("valarm")).toEqual([]);
    // The same event, the same bytes: no clock, no machine zone or locale.
    expect(singleEventCalendar(dropIn, options)).toBe(text);
  });

  it("keeps a summary or a place one line, so the studio's text cannot start a property of its own", () => {
    const { event } = read(singleEventCalendar({ ...dropIn, summary: "Open Gym\r\nATTENDEE:mailto:x@example.com", location: "Hall\nB", remindMinutesBefore: OPENING_REMINDERS, reminder: "Soon\nBEGIN:VEVENT" }, options));
    expect(event.getFirstPropertyValue("summary")).toBe("Open Gym ATTENDEE:mailto:x@example.com");
    expect(event.getFirstPropertyValue("attendee")).toBeNull();
    expect(event.getFirstPropertyValue("location")).toBe("Hall B");
    expect(event.getAllSubcomponents("valarm").map((alarm) => [alarm.getFirstPropertyValue("description"), (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()])).toEqual([
      ["Soon BEGIN:VEVENT", -86_400],
      ["Soon BEGIN:VEVENT", -900],
    ]);
  });

  it("names its file from a slug", () => {
    expect(singleEventFileName("open-gym-2026-12-05")).toBe("open-gym-2026-12-05.ics");
  });
});
