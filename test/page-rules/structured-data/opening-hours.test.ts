import { describe, expect, it } from "vitest";
import { openingHoursSpecification as fromWeeklyHours, weeklyHours } from "../../../src/page-rules/structured-data/opening-hours.ts";

/** The hours as their entry reads them (`weeklyHours`), stated for markup. */
const openingHoursSpecification = (hours: unknown) => fromWeeklyHours(weeklyHours(hours));

const spec = (days: string[], opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: days.map((day) => `https://schema.org/${day}`),
  opens,
  closes,
});

describe("openingHoursSpecification", () => {
  it("reads weekday keys with 24-hour and am/pm ranges, grouping days with the same hours", () => {
    expect(
      openingHoursSpecification({
        monday: "9:00-17:00",
        tuesday: "9am - 5pm",
        wednesday: "9:00 AM – 5:00 PM",
        saturday: "10:00 a.m. to 1:00 p.m.",
        sunday: "Closed",
      }),
    ).toEqual([spec(["Monday", "Tuesday", "Wednesday"], "09:00", "17:00"), spec(["Saturday"], "10:00", "13:00")]);
  });

  it("reads split days and a key for several days, by the page's own reading", () => {
    expect(openingHoursSpecification({ fri: "9am-12pm, 1pm-5pm", thu: "15:00-20:00" })).toEqual([
      spec(["Thursday"], "15:00", "20:00"),
      spec(["Friday"], "09:00", "12:00"),
      spec(["Friday"], "13:00", "17:00"),
    ]);
    expect(openingHoursSpecification({ weekdays: "3:30 PM – 8:30 PM" })).toEqual([
      spec(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "15:30", "20:30"),
    ]);
  });

  it("lets a bare start hour share the end's am/pm only where one reading is possible", () => {
    expect(openingHoursSpecification({ monday: "9-11am" })).toEqual([spec(["Monday"], "09:00", "11:00")]);
    expect(openingHoursSpecification({ monday: "11-1pm" })).toEqual([spec(["Monday"], "11:00", "13:00")]);
    expect(openingHoursSpecification({ monday: "1:00 - 5:00 PM" })).toEqual([spec(["Monday"], "13:00", "17:00")]);
  });

  it.each([
    { what: "free text", hours: "Mon-Fri 9-5" },
    { what: "a note beside the days", hours: { monday: "9:00-17:00", note: "Closed on holidays" } },
    { what: "hours with no am/pm or minutes", hours: { monday: "9-5" } },
    { what: "an overnight range", hours: { friday: "8pm-2am" } },
    { what: "a value that is not a range", hours: { monday: "by appointment" } },
    { what: "an object with other keys", hours: { monday: { open: "9:00", close: "17:00", note: "lunch 12-1" } } },
    { what: "an open/close object, which the page does not show either", hours: { thursday: { open: "15:00", close: "20:00" } } },
    { what: "a day named by two keys", hours: { weekdays: "9:00-17:00", friday: "9:00-12:00" } },
    { what: "a list", hours: ["Mon 9-5"] },
    { what: "nothing", hours: null },
    { what: "an empty object", hours: {} },
    { what: "closed every day", hours: { monday: "Closed" } },
    { what: "the same day twice", hours: { mon: "9:00-12:00", monday: "13:00-17:00" } },
    { what: "an impossible time", hours: { monday: "9:75-17:00" } },
  ])("leaves the hours out entirely for $what", ({ hours }) => {
    expect(openingHoursSpecification(hours)).toBeNull();
  });
});
