import { describe, expect, it } from "vitest";
import type { DaySchedules } from "../../src/api/schemas/index.ts";
import { daysInWords, groupSlotsByTime, sharedDuration, weeklySlots, type WeeklySlot } from "../../src/core/weekly-slots.ts";
import { formatDayName } from "../../src/core/format.ts";

const slot = (weekday: number, start: string, end: string, durationMinutes: number, daysLater = 0): WeeklySlot => ({
  weekday,
  start,
  end,
  durationMinutes,
  daysLater,
});

describe("weeklySlots", () => {
  it("has no slots for a class with no weekly pattern", () => {
    expect(weeklySlots(null, 60, "en-US")).toEqual([]);
    expect(weeklySlots({}, 60, "en-US")).toEqual([]);
    expect(weeklySlots({ "2": [] }, 60, "en-US")).toEqual([]);
  });

  it.each([
    { what: "the slot's own duration wins", time: "18:00", duration: 45, classMinutes: 60, end: "18:45", minutes: 45, daysLater: 0 },
    { what: "no slot duration falls back to the class's", time: "18:00", duration: null, classMinutes: 60, end: "19:00", minutes: 60, daysLater: 0 },
    { what: "an end on the hour", time: "09:30", duration: 30, classMinutes: 60, end: "10:00", minutes: 30, daysLater: 0 },
    { what: "a late slot crosses midnight", time: "23:30", duration: 90, classMinutes: 60, end: "01:00", minutes: 90, daysLater: 1 },
    { what: "the class's duration crosses midnight", time: "22:15", duration: null, classMinutes: 120, end: "00:15", minutes: 120, daysLater: 1 },
    { what: "an end of exactly midnight is on the next day", time: "23:00", duration: 60, classMinutes: 60, end: "00:00", minutes: 60, daysLater: 1 },
    { what: "a minute before midnight is the same day", time: "23:00", duration: 59, classMinutes: 60, end: "23:59", minutes: 59, daysLater: 0 },
    { what: "a slot at midnight", time: "00:00", duration: null, classMinutes: 45, end: "00:45", minutes: 45, daysLater: 0 },
    { what: "a zero-minute class ends when it starts", time: "10:00", duration: null, classMinutes: 0, end: "10:00", minutes: 0, daysLater: 0 },
    // Spec 2.2 allows any duration: a camp slot can run for days (npm run fuzz, seed 20261125, studio 129).
    { what: "a slot longer than a day ends days later", time: "00:00", duration: 10000, classMinutes: 0, end: "22:40", minutes: 10000, daysLater: 6 },
    { what: "a slot of exactly two days ends two days later", time: "09:00", duration: 2880, classMinutes: 0, end: "09:00", minutes: 2880, daysLater: 2 },
  ])("$what: $time for $minutes min ends $end", ({ time, duration, classMinutes, end, minutes, daysLater }) => {
    expect(weeklySlots({ "3": [{ time, duration }] }, classMinutes, "en-US")).toEqual([slot(3, time, end, minutes, daysLater)]);
  });

  const everyDay: DaySchedules = {
    "6": [{ time: "09:00", duration: null }],
    "0": [{ time: "10:00", duration: null }],
    "1": [{ time: "17:00", duration: null }],
    "5": [{ time: "16:00", duration: null }],
    "3": [{ time: "18:00", duration: null }],
    "2": [{ time: "17:30", duration: null }],
    "4": [{ time: "15:00", duration: null }],
  };

  it.each([
    { locale: "en-US", order: [0, 1, 2, 3, 4, 5, 6] },
    { locale: "en-CA", order: [0, 1, 2, 3, 4, 5, 6] },
    { locale: "en-GB", order: [1, 2, 3, 4, 5, 6, 0] },
    { locale: "de-DE", order: [1, 2, 3, 4, 5, 6, 0] },
    { locale: "fr-FR", order: [1, 2, 3, 4, 5, 6, 0] },
    { locale: "ar-EG", order: [6, 0, 1, 2, 3, 4, 5] },
  ])("orders days from the $locale week's first day", ({ locale, order }) => {
    expect(weeklySlots(everyDay, 60, locale).map((s) => s.weekday)).toEqual(order);
  });

  it("orders slots within a day by start time, then the shorter first", () => {
    const slots = weeklySlots(
      {
        "2": [
          { time: "18:00", duration: 60 },
          { time: "07:05", duration: null },
          { time: "18:00", duration: 30 },
          { time: "10:00", duration: null },
        ],
      },
      45,
      "en-US",
    );
    expect(slots).toEqual([
      slot(2, "07:05", "07:50", 45),
      slot(2, "10:00", "10:45", 45),
      slot(2, "18:00", "18:30", 30),
      slot(2, "18:00", "19:00", 60),
    ]);
  });

  it("keeps a Sunday late slot crossing into Monday on Sunday, last in a Monday-first week", () => {
    const slots = weeklySlots(
      { "0": [{ time: "23:30", duration: null }], "1": [{ time: "00:30", duration: null }] },
      60,
      "de-DE",
    );
    expect(slots).toEqual([slot(1, "00:30", "01:30", 60), slot(0, "23:30", "00:30", 60, 1)]);
  });

  it("does not move a slot on a daylight-saving weekend: wall times are the studio's", () => {
    // Weekly slots carry no dates; 02:30 stays 02:30 even though it does not exist on spring-forward Sundays.
    expect(weeklySlots({ "0": [{ time: "02:30", duration: null }] }, 60, "en-US")).toEqual([slot(0, "02:30", "03:30", 60)]);
  });
});

const short = (weekday: number) => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday] ?? "?";

describe("groupSlotsByTime", () => {
  it("folds days that share a time, keeping the given day order", () => {
    const groups = groupSlotsByTime([
      { weekday: 1, time: "4:00 PM" },
      { weekday: 1, time: "6:00 PM" },
      { weekday: 3, time: "4:00 PM" },
      { weekday: 0, time: "4:00 PM" },
    ]);
    expect(groups).toEqual([
      { weekdays: [1, 3, 0], time: "4:00 PM" },
      { weekdays: [1], time: "6:00 PM" },
    ]);
  });

  it("names a day once when two of its slots print the same time", () => {
    expect(
      groupSlotsByTime([
        { weekday: 1, time: "4:00 PM" },
        { weekday: 1, time: "4:00 PM" },
        { weekday: 3, time: "4:00 PM" },
      ]),
    ).toEqual([{ weekdays: [1, 3], time: "4:00 PM" }]);
  });

  it("is empty for no slots", () => {
    expect(groupSlotsByTime([])).toEqual([]);
  });
});

describe("daysInWords", () => {
  it("says every day for all seven", () => {
    expect(daysInWords([0, 1, 2, 3, 4, 5, 6], short, "en-US")).toBe("Every day");
  });

  it("lists the days otherwise", () => {
    expect(daysInWords([1, 3], short, "en-US")).toBe("Mon, Wed");
  });

  it("says every day and lists the days in Spanish and French", () => {
    const named = (locale: string) => (weekday: number) => formatDayName(weekday, locale, "short");
    expect(daysInWords([0, 1, 2, 3, 4, 5, 6], named("es-US"), "es-US")).toBe("Todos los días");
    expect(daysInWords([0, 1, 2, 3, 4, 5, 6], named("fr-CA"), "fr-CA")).toBe("Tous les jours");
    expect(daysInWords([1, 3, 5], named("es-US"), "es-US")).toBe("lun, mié y vie");
    expect(daysInWords([1, 3, 5], named("fr-CA"), "fr-CA")).toBe("lun., mer. et ven.");
  });
});

describe("sharedDuration", () => {
  it("is the one length every slot has, the slot's own duration winning over the class's", () => {
    expect(sharedDuration(weeklySlots({ "5": [{ time: "10:30", duration: 30 }] }, 45, "en-US"))).toBe(30);
    expect(sharedDuration(weeklySlots({ "2": [{ time: "10:00", duration: null }], "4": [{ time: "10:00", duration: 30 }] }, 30, "en-US"))).toBe(30);
  });

  it("is null when the slots differ, so each says its own, and for no slots", () => {
    const ballet = weeklySlots({ "1": [{ time: "17:00", duration: null }], "3": [{ time: "17:00", duration: 75 }] }, 60, "en-US");
    expect(ballet.map((slot) => slot.durationMinutes)).toEqual([60, 75]);
    expect(sharedDuration(ballet)).toBeNull();
    expect(sharedDuration([])).toBeNull();
  });
});
