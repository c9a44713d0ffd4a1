import { describe, expect, it } from "vitest";
import { operatingHoursRows } from "../../src/catalog/operating-hours.ts";

const everyRowIsText = (rows: { label: string | null; value: string }[]) => {
  for (const row of rows) {
    for (const text of [row.label ?? "", row.value]) {
      expect(text).not.toMatch(/\[object Object\]|undefined|NaN|null/);
    }
  }
};

describe("operatingHoursRows", () => {
  it("orders weekday keys from the given first day and labels them", () => {
    const rows = operatingHoursRows({ saturday: "9–1", monday: "3–8", sun: "closed" }, undefined, 1);
    expect(rows).toEqual([
      { label: "Monday", value: "3–8" },
      { label: "Saturday", value: "9–1" },
      { label: "Sunday", value: "closed" },
    ]);
  });

  it("uses the day-name function it is given", () => {
    const rows = operatingHoursRows({ "1": "3–8" }, (weekday) => `day ${weekday}`);
    expect(rows).toEqual([{ label: "day 1", value: "3–8" }]);
  });

  it("reads open/close objects and lists of ranges", () => {
    const rows = operatingHoursRows({
      tuesday: { open: "09:00", close: "17:00" },
      wednesday: [
        { from: "09:00", to: "12:00" },
        { from: "13:00", to: "17:00" },
      ],
      thursday: { closed: true },
      friday: false,
    });
    expect(rows).toEqual([
      { label: "Tuesday", value: "09:00–17:00" },
      { label: "Wednesday", value: "09:00–12:00, 13:00–17:00" },
      { label: "Thursday", value: "Closed" },
      { label: "Friday", value: "Closed" },
    ]);
  });

  it("keeps non-weekday keys after the days, humanized", () => {
    const rows = operatingHoursRows({ holiday_hours: "Closed on public holidays", monday: "9–5" });
    expect(rows).toEqual([
      { label: "Monday", value: "9–5" },
      { label: "Holiday hours", value: "Closed on public holidays" },
    ]);
  });

  it("turns a plain string into one unlabelled row", () => {
    expect(operatingHoursRows("Mon–Fri 3–8 PM")).toEqual([{ label: null, value: "Mon–Fri 3–8 PM" }]);
  });

  it("reads an array of day records", () => {
    const rows = operatingHoursRows([
      { day: "Monday", hours: "9–5" },
      { day: 2, open: "10", close: "4" },
      "By appointment",
    ]);
    expect(rows).toEqual([
      { label: "Monday", value: "Hours: 9–5" },
      { label: "Tuesday", value: "10–4" },
      { label: null, value: "By appointment" },
    ]);
  });

  it.each([
    [null],
    [42],
    [[]],
    [{}],
    [{ monday: null, tuesday: {}, wednesday: [] }],
    [{ monday: { deeply: { nested: { object: { here: { now: "x" } } } } } }],
    [[null, [null], { day: null }]],
    [Number.NaN],
  ])("never prints [object Object], undefined, NaN or null for %j", (hours) => {
    everyRowIsText(operatingHoursRows(hours));
  });

  it("drops empty values", () => {
    expect(operatingHoursRows({ monday: null, tuesday: "" })).toEqual([]);
  });

  it("shows numbers as text", () => {
    expect(operatingHoursRows({ monday: 9 })).toEqual([{ label: "Monday", value: "9" }]);
  });

  it("clips very long values", () => {
    const [row] = operatingHoursRows({ monday: "x".repeat(1000) });
    expect([...(row?.value ?? "")].length).toBe(200);
  });
});
