import { describe, expect, it } from "vitest";
import { operatingHoursRows, readHoursText, weekdaysOfKey, type HoursWords } from "../../src/page-rules/operating-hours.ts";
import { formatDayName, formatLocalTimeRange } from "../../src/core/format.ts";

const wordsIn = (locale: string, firstDay: number): HoursWords => ({
  dayName: (weekday) => formatDayName(weekday, locale, "short"),
  firstDay,
  timeRange: (opens, closes) => formatLocalTimeRange(opens, closes, locale),
});
const US = wordsIn("en-US", 0);
const GB = wordsIn("en-GB", 1);

describe("readHoursText", () => {
  it.each([
    { text: "9:00-21:00", ranges: [{ opens: "09:00", closes: "21:00" }] },
    { text: "9am - 5pm", ranges: [{ opens: "09:00", closes: "17:00" }] },
    { text: "3:30 PM – 8:30 PM", ranges: [{ opens: "15:30", closes: "20:30" }] },
    { text: "1:00 - 5:00 PM", ranges: [{ opens: "13:00", closes: "17:00" }] },
    { text: "9am-12pm, 1pm-5pm", ranges: [{ opens: "09:00", closes: "12:00" }, { opens: "13:00", closes: "17:00" }] },
    { text: "10:00 a.m. to 1:00 p.m.", ranges: [{ opens: "10:00", closes: "13:00" }] },
    { text: "Closed", ranges: [] },
  ])("reads $text", ({ text, ranges }) => {
    expect(readHoursText(text)).toEqual(ranges);
  });

  it.each(["9-5", "8pm-2am", "by appointment", "9:75-17:00", ""])("does not guess at %j", (text) => {
    expect(readHoursText(text)).toBeNull();
  });
});

describe("readHoursText, edge readings", () => {
  const range = (opens: string, closes: string) => [{ opens, closes }];
  it.each([
    { text: "9am - noon", ranges: range("09:00", "12:00") },
    { text: "9am - Noon", ranges: range("09:00", "12:00") },
    { text: "noon - 5pm", ranges: range("12:00", "17:00") },
    { text: "12 - 5pm", ranges: range("12:00", "17:00") },
    { text: "10 - 5pm", ranges: range("10:00", "17:00") },
    { text: "11 - 1pm", ranges: range("11:00", "13:00") },
    { text: "5 - 5pm", ranges: range("05:00", "17:00") },
    { text: "13:00 - 5pm", ranges: range("13:00", "17:00") },
    { text: "0:30 - 9am", ranges: range("00:30", "09:00") },
    { text: "9am - 17:00", ranges: range("09:00", "17:00") },
    { text: "12:30 - 17:00", ranges: range("12:30", "17:00") },
    { text: "  Closed  ", ranges: [] },
    { text: "9am-12pm,, 1pm-5pm", ranges: [...range("09:00", "12:00"), ...range("13:00", "17:00")] },
    { text: "9am-12pm,1pm-5pm", ranges: [...range("09:00", "12:00"), ...range("13:00", "17:00")] },
  ])("reads $text", ({ text, ranges }) => {
    expect(readHoursText(text)).toEqual(ranges);
  });

  it.each(["noon - 11am", "soon - 5pm", "9 - 17:00", "9am - 13pm", "0am - 9am", "13am - 5pm", "09:00 - 24:00", "9am - 9am", "9am-12pm-5pm", ";"])(
    "does not guess at %j",
    (text) => {
      expect(readHoursText(text)).toBeNull();
    },
  );
});

describe("weekdaysOfKey", () => {
  it("reads a key in capitals, with spaces around it, or with a space inside a group's name", () => {
    expect(weekdaysOfKey(" MON. ")).toEqual([1]);
    expect(weekdaysOfKey("Week days")).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOfKey("week_ends")).toEqual([0, 6]);
  });

  it("reads day names, short names and the common groups", () => {
    expect(weekdaysOfKey("Monday")).toEqual([1]);
    expect(weekdaysOfKey("thurs.")).toEqual([4]);
    expect(weekdaysOfKey("weekdays")).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOfKey("weekends")).toEqual([0, 6]);
    expect(weekdaysOfKey("note")).toBeNull();
  });
});

describe("operatingHoursRows", () => {
  const mainStreet = {
    monday: "9:00-21:00",
    tuesday: "9:00-21:00",
    wednesday: "9:00-21:00",
    thursday: "9:00-21:00",
    friday: "9:00-23:59",
    saturday: "8:00-16:00",
    sunday: "Closed",
  };

  it("shows ranges like every other time on the site, merging equal neighbours, from the locale's first day", () => {
    expect(operatingHoursRows(mainStreet, US, "en-US")).toEqual([
      { label: "Sun", value: "Closed" },
      { label: "Mon–Thu", value: "9:00 AM – 9:00 PM" },
      { label: "Fri", value: "9:00 AM – 11:59 PM" },
      { label: "Sat", value: "8:00 AM – 4:00 PM" },
    ]);
    expect(operatingHoursRows(mainStreet, GB, "en-GB")).toEqual([
      { label: "Mon–Thu", value: "09:00 – 21:00" },
      { label: "Fri", value: "09:00 – 23:59" },
      { label: "Sat", value: "08:00 – 16:00" },
      { label: "Sun", value: "Closed" },
    ]);
  });

  it("merges a whole working week into one line", () => {
    const week = { mon: "9am-5pm", tue: "9am-5pm", wed: "9am-5pm", thu: "9am-5pm", fri: "9am - 5pm" };
    expect(operatingHoursRows(week, US, "en-US")).toEqual([{ label: "Mon–Fri", value: "9:00 AM – 5:00 PM" }]);
  });

  it("merges only days that are neighbours in the week", () => {
    expect(operatingHoursRows({ monday: "9am-5pm", wednesday: "9am-5pm" }, US, "en-US")).toEqual([
      { label: "Mon", value: "9:00 AM – 5:00 PM" },
      { label: "Wed", value: "9:00 AM – 5:00 PM" },
    ]);
  });

  it("spreads a group key over its days, letting a key for one day win", () => {
    expect(operatingHoursRows({ weekdays: "3:30 PM – 8:30 PM", friday: "3:30 PM - 6 PM", saturday: "8:00 AM – 2:00 PM" }, US, "en-US")).toEqual([
      { label: "Mon–Thu", value: "3:30 PM – 8:30 PM" },
      { label: "Fri", value: "3:30 PM – 6:00 PM" },
      { label: "Sat", value: "8:00 AM – 2:00 PM" },
    ]);
  });

  it("shows other text as entered, and other keys after the days with their own label", () => {
    expect(operatingHoursRows({ note: "Closed on public holidays.", monday: "By appointment", tuesday: "9-5" }, US, "en-US")).toEqual([
      { label: "Mon", value: "By appointment" },
      { label: "Tue", value: "9-5" },
      { label: "Note", value: "Closed on public holidays." },
    ]);
  });

  it("shows a bare text value as one unlabelled row, markup dropped", () => {
    expect(operatingHoursRows("Mon–Fri <b>3–8</b>", US, "en-US")).toEqual([{ label: null, value: "Mon–Fri 3–8" }]);
  });

  it.each([
    { what: "an open/close object", hours: { tuesday: { open: "15:00", close: "20:00" } } },
    { what: "a list of ranges", hours: { wednesday: ["9:00-12:00", "13:00-17:00"] } },
    { what: "a number", hours: { monday: 9 } },
    { what: "true", hours: { monday: true } },
    { what: "a list at the top", hours: [{ day: "Monday", hours: "9-5" }, "By appointment"] },
    { what: "a number at the top", hours: 42 },
    { what: "null", hours: null },
    { what: "blank text", hours: { monday: "  ", tuesday: "" } },
  ])("shows nothing for $what", ({ hours }) => {
    expect(operatingHoursRows(hours, US, "en-US")).toEqual([]);
  });

  it("clips very long text", () => {
    const [row] = operatingHoursRows({ monday: "x".repeat(1000) }, US, "en-US");
    expect([...(row?.value ?? "")].length).toBe(200);
  });

  it("keeps text of exactly 200 characters whole", () => {
    expect(operatingHoursRows({ monday: "x".repeat(200) }, US, "en-US")).toEqual([{ label: "Mon", value: "x".repeat(200) }]);
  });

  it("gives no row for blank text, an array, or a key whose value is blank", () => {
    expect(operatingHoursRows("   ", US, "en-US")).toEqual([]);
    expect(operatingHoursRows(["9am-5pm"], US, "en-US")).toEqual([]);
    expect(operatingHoursRows({ monday: "  " }, US, "en-US")).toEqual([]);
  });

  it("writes two ranges of one day joined by a comma", () => {
    expect(operatingHoursRows({ monday: "9am-12pm, 1pm-5pm" }, US, "en-US")).toEqual([
      { label: "Mon", value: `${formatLocalTimeRange("09:00", "12:00", "en-US")}, ${formatLocalTimeRange("13:00", "17:00", "en-US")}` },
    ]);
  });

  it("labels other keys in plain words, and leaves a key with no words unlabelled", () => {
    const rows = operatingHoursRows(
      { opening_time: "a", holidayHours: "b", "special_ hours": "c", " NOTE ": "d", "___": "e" },
      US,
      "en-US",
    );
    expect(rows).toEqual([
      { label: "Opening time", value: "a" },
      { label: "Holiday hours", value: "b" },
      { label: "Special hours", value: "c" },
      { label: "Note", value: "d" },
      { label: null, value: "e" },
    ]);
  });

  it("lets a key for one day win over a group key that comes after it", () => {
    expect(operatingHoursRows({ friday: "Closed", weekdays: "9am-5pm" }, US, "en-US").at(-1)).toEqual({ label: "Fri", value: "Closed" });
  });

  it("keeps the first of two group keys for a day they share", () => {
    expect(operatingHoursRows({ weekends: "Closed", daily: "9am-5pm" }, US, "en-US")[0]).toEqual({ label: "Sun", value: "Closed" });
  });

  it("shows at most 30 rows", () => {
    const many = Object.fromEntries(Array.from({ length: 35 }, (_, index) => [`note ${index + 1}`, "see the desk"]));
    expect(operatingHoursRows(many, US, "en-US")).toHaveLength(30);
  });
});

describe("operating hours in Spanish (es-US) and French (fr-CA)", () => {
  it("says a closed day in the language, with the days' own short names", () => {
    const hours = { monday: "9:00-17:00", tuesday: "9:00-17:00", sunday: "Closed" };
    expect(operatingHoursRows(hours, wordsIn("es-US", 0), "es-US")).toEqual([
      { label: formatDayName(0, "es-US", "short"), value: "Cerrado" },
      { label: `${formatDayName(1, "es-US", "short")}–${formatDayName(2, "es-US", "short")}`, value: formatLocalTimeRange("09:00", "17:00", "es-US") },
    ]);
    expect(operatingHoursRows({ sunday: "closed" }, wordsIn("fr-CA", 0), "fr-CA")).toEqual([{ label: "dim.", value: "Fermé" }]);
  });
});
