import { describe, expect, it } from "vitest";
import { daysInWords, groupSlotsByTime } from "../../src/catalog/slot-groups.ts";

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

  it("is empty for no slots", () => {
    expect(groupSlotsByTime([])).toEqual([]);
  });
});

describe("daysInWords", () => {
  it("says every day for all seven", () => {
    expect(daysInWords([0, 1, 2, 3, 4, 5, 6], short)).toBe("Every day");
  });

  it("lists the days otherwise", () => {
    expect(daysInWords([1, 3], short)).toBe("Mon, Wed");
  });
});
