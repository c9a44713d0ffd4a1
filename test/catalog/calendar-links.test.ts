import { describe, expect, it } from "vitest";
import { classCalendarPath, STUDIO_CALENDAR_PATH, webcalUrl } from "../../src/catalog/calendar-links.ts";

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
});
