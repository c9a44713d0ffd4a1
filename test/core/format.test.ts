import { describe, expect, it } from "vitest";
import {
  formatDateRange,
  formatDateTime,
  zoneName,
  formatDayName,
  formatDuration,
  formatInstantDate,
  formatLocalDate,
  formatLocalTime,
  formatLocalTimeRange,
  formatMoney,
  formatTime,
  plural,
} from "../../src/core/format.ts";
import { localToInstant } from "../../src/core/local-time.ts";

describe("formatTime", () => {
  it.each([
    { instant: "2026-11-21T23:30:00Z", zone: "America/New_York", locale: "en-US", text: "6:30 PM" },
    { instant: "2026-11-21T23:30:00Z", zone: "America/New_York", locale: "en-GB", text: "18:30" },
    { instant: "2026-11-21T23:30:00Z", zone: "America/New_York", locale: "de-DE", text: "18:30" },
    { instant: "2026-11-21T23:30:00Z", zone: "Asia/Kolkata", locale: "en-US", text: "5:00 AM" },
    { instant: "2026-11-21T12:00:00Z", zone: "UTC", locale: "en-US", text: "12:00 PM" },
    { instant: "2026-11-21T05:00:00Z", zone: "UTC", locale: "en-US", text: "5:00 AM" },
    { instant: "2026-11-21T05:00:00Z", zone: "UTC", locale: "en-GB", text: "05:00" },
  ])("$instant in $zone reads $text in $locale", ({ instant, zone, locale, text }) => {
    expect(formatTime(new Date(instant), zone, locale)).toBe(text);
  });

  it.each([
    { date: "2027-03-14", time: "02:30", zone: "America/New_York", text: "3:30 AM" },
    { date: "2026-11-01", time: "01:30", zone: "America/New_York", text: "1:30 AM" },
    { date: "2026-10-04", time: "02:15", zone: "Australia/Lord_Howe", text: "2:45 AM" },
  ])("shows the clock the studio actually reads: $date $time in $zone is $text", ({ date, time, zone, text }) => {
    expect(formatTime(localToInstant(date, time, zone), zone, "en-US")).toBe(text);
  });

  it("refuses an unknown zone with an invalid_time_zone error", () => {
    expect(() => formatTime(new Date(), "Nowhere/Land", "en-US")).toThrow(expect.objectContaining({ code: "invalid_time_zone" }));
  });

  it("refuses an invalid Date with an invalid_instant error, not Intl's RangeError", () => {
    expect(() => formatTime(new Date("not a date"), "America/New_York", "en-US")).toThrow(
      expect.objectContaining({ code: "invalid_instant", message: "Expected a valid Date, got Invalid Date." }),
    );
  });
});

describe("formatInstantDate", () => {
  // 23:30 UTC on Nov 21 is already Nov 22 in Kolkata: the studio's date, not UTC's.
  const instant = new Date("2026-11-21T23:30:00Z");

  it("writes the studio's calendar date at the instant, long by default", () => {
    expect(formatInstantDate(instant, "America/New_York", "en-US")).toBe("November 21, 2026");
    expect(formatInstantDate(instant, "Asia/Kolkata", "en-US")).toBe("November 22, 2026");
    expect(formatInstantDate(instant, "America/New_York", "en-US", "weekday-short")).toBe("Sat, Nov 21");
  });

  it("refuses an invalid Date or an unknown zone with the shared errors, not Intl's RangeError", () => {
    expect(() => formatInstantDate(new Date(Number.NaN), "America/New_York", "en-US")).toThrow(
      expect.objectContaining({ code: "invalid_instant", message: "Expected a valid Date, got Invalid Date." }),
    );
    expect(() => formatInstantDate(instant, "Nowhere/Land", "en-US")).toThrow(
      expect.objectContaining({
        code: "invalid_time_zone",
        message: '"Nowhere/Land" is not an IANA time zone. Set STUDIO_TIMEZONE to a name such as America/New_York.',
      }),
    );
  });
});

describe("formatLocalTime", () => {
  it.each([
    { hhmm: "18:30", locale: "en-US", text: "6:30 PM" },
    { hhmm: "18:30", locale: "en-GB", text: "18:30" },
    { hhmm: "18:30:00", locale: "en-US", text: "6:30 PM" },
    { hhmm: "00:00", locale: "en-US", text: "12:00 AM" },
    { hhmm: "00:05", locale: "en-GB", text: "00:05" },
    { hhmm: "12:00", locale: "en-US", text: "12:00 PM" },
    { hhmm: "07:05", locale: "de-DE", text: "07:05" },
    { hhmm: "07:05", locale: "en-US", text: "7:05 AM" },
    { hhmm: "23:59", locale: "fr-FR", text: "23:59" },
  ])("$hhmm is $text in $locale", ({ hhmm, locale, text }) => {
    expect(formatLocalTime(hhmm, locale)).toBe(text);
  });

  it("refuses a time that is not HH:MM", () => {
    expect(() => formatLocalTime("6:30pm", "en-US")).toThrow(expect.objectContaining({ code: "invalid_local_time" }));
  });
});

describe("formatLocalDate", () => {
  it.each([
    { style: undefined, locale: "en-US", text: "November 21, 2026" },
    { style: "long", locale: "en-US", text: "November 21, 2026" },
    { style: "medium", locale: "en-US", text: "Nov 21, 2026" },
    { style: "short", locale: "en-US", text: "11/21/26" },
    { style: "weekday-long", locale: "en-US", text: "Saturday, November 21, 2026" },
    { style: "weekday-short", locale: "en-US", text: "Sat, Nov 21" },
    { style: "long", locale: "en-GB", text: "21 November 2026" },
    { style: "weekday-long", locale: "en-GB", text: "Saturday 21 November 2026" },
    { style: "short", locale: "en-GB", text: "21/11/2026" },
    { style: "weekday-long", locale: "de-DE", text: "Samstag, 21. November 2026" },
  ] as const)("2026-11-21 in $locale, style $style, is $text", ({ style, locale, text }) => {
    // ICU has used both "Saturday 21" and "Saturday, 21" for en-GB; compare without commas there.
    const actual = formatLocalDate("2026-11-21", locale, style);
    expect(locale === "en-GB" ? actual.replace(",", "") : actual).toBe(text);
  });

  it.each(["2027-01-01", "2026-12-31", "2027-03-14", "2026-11-01"])("prints %s as that date, never the day before or after", (date) => {
    const [year, month, day] = date.split("-").map(Number);
    expect(formatLocalDate(date, "en-US", "short")).toBe(`${month}/${day}/${String(year).slice(2)}`);
  });

  it("refuses an impossible date", () => {
    expect(() => formatLocalDate("2026-02-29", "en-US")).toThrow(expect.objectContaining({ code: "invalid_local_date" }));
  });
});

describe("formatDayName", () => {
  it.each([
    { weekday: 0, locale: "en-US", width: undefined, text: "Sunday" },
    { weekday: 1, locale: "en-US", width: "long", text: "Monday" },
    { weekday: 6, locale: "en-US", width: "long", text: "Saturday" },
    { weekday: 3, locale: "en-US", width: "short", text: "Wed" },
    { weekday: 0, locale: "de-DE", width: "long", text: "Sonntag" },
    { weekday: 5, locale: "fr-FR", width: "long", text: "vendredi" },
  ] as const)("day $weekday is $text in $locale", ({ weekday, locale, width, text }) => {
    expect(formatDayName(weekday, locale, width)).toBe(text);
  });

  it.each([-1, 7, 1.5])("refuses weekday %s", (weekday) => {
    expect(() => formatDayName(weekday, "en-US")).toThrow(
      expect.objectContaining({ code: "invalid_weekday", message: `Expected a weekday from 0 (Sunday) to 6 (Saturday), got ${weekday}.` }),
    );
  });
});

describe("formatDateTime", () => {
  it.each([
    { instant: "2026-11-21T23:30:00Z", zone: "America/New_York", locale: "en-US", text: "Nov 21, 2026, 6:30 PM Eastern Time" },
    { instant: "2026-07-04T16:05:00Z", zone: "America/New_York", locale: "en-US", text: "Jul 4, 2026, 12:05 PM Eastern Time" },
    // One name for the zone all year (issue 32: a page names it one way), but the two 01:30s
    // of the US fall-back night, told apart by their short names; the hours around them are not repeated.
    { instant: "2026-11-01T05:30:00Z", zone: "America/New_York", locale: "en-US", text: "Nov 1, 2026, 1:30 AM EDT" },
    { instant: "2026-11-01T06:30:00Z", zone: "America/New_York", locale: "en-US", text: "Nov 1, 2026, 1:30 AM EST" },
    { instant: "2026-11-01T04:30:00Z", zone: "America/New_York", locale: "en-US", text: "Nov 1, 2026, 12:30 AM Eastern Time" },
    { instant: "2026-11-01T07:30:00Z", zone: "America/New_York", locale: "en-US", text: "Nov 1, 2026, 2:30 AM Eastern Time" },
    { instant: "2026-11-21T23:30:00Z", zone: "Asia/Kolkata", locale: "en-US", text: "Nov 22, 2026, 5:00 AM India Standard Time" },
    { instant: "2026-11-21T23:30:00Z", zone: "Europe/Berlin", locale: "de-DE", text: "22. Nov. 2026, 00:30 Mitteleuropäische Zeit" },
  ])("$instant in $zone reads $text", ({ instant, zone, locale, text }) => {
    expect(formatDateTime(new Date(instant), zone, locale)).toBe(text);
  });

  it("names the zone in the page's language, as the footer does", () => {
    // ICU versions differ in the space before "a.m.".
    expect(formatDateTime(new Date("2026-03-05T14:00:00Z"), "America/New_York", "es-US").replace(/\s/g, " ")).toBe("5 mar 2026, 9:00 a.m. hora oriental");
    expect(formatDateTime(new Date("2026-03-05T14:00:00Z"), "America/New_York", "es-US")).toContain(zoneName("America/New_York", "es-US"));
  });

  it("refuses an invalid Date or an unknown zone with the shared errors, not Intl's RangeError", () => {
    expect(() => formatDateTime(new Date("not a date"), "America/New_York", "en-US")).toThrow(
      expect.objectContaining({ code: "invalid_instant", message: "Expected a valid Date, got Invalid Date." }),
    );
    expect(() => formatDateTime(new Date("2026-11-21T23:30:00Z"), "Nowhere/Land", "en-US")).toThrow(
      expect.objectContaining({
        code: "invalid_time_zone",
        message: '"Nowhere/Land" is not an IANA time zone. Set STUDIO_TIMEZONE to a name such as America/New_York.',
      }),
    );
  });
});

describe("zoneName", () => {
  it.each([
    { zone: "America/New_York", locale: "en-US", at: "2026-07-04T16:00:00Z", name: "Eastern Time" },
    // The same words in winter: a generic name, not EST/EDT.
    { zone: "America/New_York", locale: "en-US", at: "2026-12-04T16:00:00Z", name: "Eastern Time" },
    { zone: "America/New_York", locale: "en-GB", at: "2026-07-04T16:00:00Z", name: "Eastern Time" },
    { zone: "America/Chicago", locale: "en-US", at: "2026-07-04T16:00:00Z", name: "Central Time" },
    { zone: "Europe/London", locale: "en-GB", at: "2026-07-04T16:00:00Z", name: "United Kingdom Time" },
    { zone: "Europe/Berlin", locale: "de-DE", at: "2026-07-04T16:00:00Z", name: "Mitteleuropäische Zeit" },
  ])("names $zone in $locale as $name", ({ zone, locale, at, name }) => {
    expect(zoneName(zone, locale, new Date(at))).toBe(name);
  });

  it("refuses a zone that is not one", () => {
    expect(() => zoneName("Mars/Olympus", "en-US")).toThrow(expect.objectContaining({ code: "invalid_time_zone" }));
  });

  it("is the zone formatDateTime writes for families", () => {
    expect(formatDateTime(new Date("2026-11-21T23:30:00Z"), "America/New_York", "en-US")).toBe("Nov 21, 2026, 6:30 PM Eastern Time");
  });
});

describe("formatDuration", () => {
  it.each([
    { minutes: 45, locale: "en-US", text: "45 min" },
    { minutes: 60, locale: "en-US", text: "1 hr" },
    { minutes: 90, locale: "en-US", text: "1 hr 30 min" },
    { minutes: 120, locale: "en-US", text: "2 hr" },
    { minutes: 0, locale: "en-US", text: "0 min" },
    { minutes: 1500, locale: "en-US", text: "25 hr" },
    { minutes: 44.6, locale: "en-US", text: "45 min" },
    { minutes: 90, locale: "de-DE", text: "1 Std., 30 Min." },
    // French keeps number and unit together with no-break spaces.
    { minutes: 90, locale: "fr-FR", text: "1\u202fh 30\u00a0min" },
    // Spanish and French lengths are Intl's units too: no English word in them.
    { minutes: 90, locale: "es-US", text: "1 h 30 min" },
    { minutes: 120, locale: "es-US", text: "2 h" },
    { minutes: 90, locale: "fr-CA", text: "1\u00a0h 30\u00a0min" },
    { minutes: 45, locale: "fr-CA", text: "45\u00a0min" },
  ])("$minutes minutes read $text in $locale", ({ minutes, locale, text }) => {
    expect(formatDuration(minutes, locale)).toBe(text);
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s minutes", (minutes) => {
    expect(() => formatDuration(minutes, "en-US")).toThrow(
      expect.objectContaining({ code: "invalid_duration", message: `Expected a duration as a non-negative number of minutes, got ${minutes}.` }),
    );
  });
});

// Intl puts thin spaces (U+2009) around the range dash.
describe("formatDateRange", () => {
  it("shares the year within one year", () => {
    expect(formatDateRange("2026-11-29", "2026-12-05", "en-US")).toBe("Nov 29\u2009–\u2009Dec 5, 2026");
  });

  it("shares the month within one month", () => {
    expect(formatDateRange("2026-11-22", "2026-11-28", "en-US")).toBe("Nov 22\u2009–\u200928, 2026");
  });

  it("gives both years across New Year", () => {
    expect(formatDateRange("2026-12-28", "2027-01-03", "en-US")).toBe("Dec 28, 2026\u2009–\u2009Jan 3, 2027");
  });

  it("gives one date when both are equal", () => {
    expect(formatDateRange("2026-11-28", "2026-11-28", "en-US")).toBe("Nov 28, 2026");
  });

  it("follows the locale", () => {
    expect(formatDateRange("2026-11-29", "2026-12-05", "en-GB")).toBe("29 Nov\u2009–\u20095 Dec 2026");
  });

  it("puts a reversed pair in order", () => {
    expect(formatDateRange("2026-12-05", "2026-11-29", "en-US")).toBe("Nov 29\u2009–\u2009Dec 5, 2026");
  });
});

describe("formatLocalTimeRange", () => {
  it("writes a range as every time on the site reads, in the locale", () => {
    expect(formatLocalTimeRange("09:00", "21:00", "en-US")).toBe("9:00 AM – 9:00 PM");
    expect(formatLocalTimeRange("09:00", "21:00", "en-GB")).toBe("09:00 – 21:00");
    expect(formatLocalTimeRange("22:30", "00:30", "en-US", 1)).toBe("10:30 PM – 12:30 AM (next day)");
    expect(formatLocalTimeRange("00:00", "22:40", "en-US", 6)).toBe("12:00 AM – 10:40 PM (6 days later)");
  });
});

describe("formatMoney", () => {
  it("prints cents in the currency and the locale's form", () => {
    expect(formatMoney(85000, "USD", "en-US")).toBe("$850.00");
    expect(formatMoney(1999, "USD", "en-US")).toBe("$19.99");
    expect(formatMoney(1999, "EUR", "fr-FR")).toBe("19,99\u00a0€");
    expect(formatMoney(0, "USD", "en-US")).toBe("$0.00");
  });

  it("prints nothing without a known currency or a whole number of cents", () => {
    expect(formatMoney(1999, null, "en-US")).toBeNull();
    expect(formatMoney(null, "USD", "en-US")).toBeNull();
    expect(formatMoney(19.5, "USD", "en-US")).toBeNull();
    expect(formatMoney(-100, "USD", "en-US")).toBeNull();
    expect(formatMoney(100, "NOT A CODE", "en-US")).toBeNull();
  });
});

describe("plural", () => {
  it("uses the singular for exactly one, the plural for none and for many", () => {
    expect([0, 1, 2].map((count) => plural(count, "session", "sessions"))).toEqual(["0 sessions", "1 session", "2 sessions"]);
  });
});

describe("time ranges in Spanish (es-US) and French (fr-CA)", () => {
  it("says a range that ends after midnight ends the next day, in the language", () => {
    expect(formatLocalTimeRange("22:30", "00:30", "es-US", 1)).toBe(`${formatLocalTime("22:30", "es-US")} – ${formatLocalTime("00:30", "es-US")} (día siguiente)`);
    expect(formatLocalTimeRange("22:30", "00:30", "fr-CA", 1)).toBe("22 h 30 – 00 h 30 (le lendemain)");
    expect(formatLocalTimeRange("00:00", "22:40", "es-US", 6)).toBe(`${formatLocalTime("00:00", "es-US")} – ${formatLocalTime("22:40", "es-US")} (6 días después)`);
    expect(formatLocalTimeRange("00:00", "22:40", "fr-CA", 2)).toBe("00 h 00 – 22 h 40 (2 jours plus tard)");
    expect(formatLocalTimeRange("16:00", "16:45", "fr-CA")).toBe("16 h 00 – 16 h 45");
  });
});
