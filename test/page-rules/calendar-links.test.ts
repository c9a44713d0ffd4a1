import { describe, expect, it } from "vitest";
import { classCalendarPath, googleCalendarUrl, STUDIO_CALENDAR_PATH, webcalUrl } from "../../src/page-rules/calendar-links.ts";

describe("feed links", () => {
  it("puts the studio feed at the root and each class feed beside its page", () => {
    expect(STUDIO_CALENDAR_PATH).toBe("/calendar.ics");
    expect(classCalendarPath("ballet-i")).toBe("/classes/ballet-i/calendar.ics");
  });

  it("turns an http(s) feed URL into its webcal: twin for subscribing", () => {
    expect(webcalUrl("https://schedule.example.com/calendar.ics")).toBe("webcal://schedule.example.com/calendar.ics");
    expect(webcalUrl("http://localhost:4321/classes/tap/calendar.ics")).toBe("webcal://localhost:4321/classes/tap/calendar.ics");
  });

  it("gives no webcal: link for anything but an absolute http(s) URL", () => {
    expect(webcalUrl("/calendar.ics")).toBeNull();
    expect(webcalUrl("javascript:alert(1)")).toBeNull();
  });

  it("gives Google Calendar's add-by-URL address with the webcal: feed encoded, for Android where webcal: does nothing", () => {
    expect(googleCalendarUrl("https://schedule.example.com/classes/tap/calendar.ics")).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschedule.example.com%2Fclasses%2Ftap%2Fcalendar.ics",
    );
    expect(googleCalendarUrl("/calendar.ics")).toBeNull();
  });
});
