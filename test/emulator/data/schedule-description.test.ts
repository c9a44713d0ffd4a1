import { describe, expect, it } from "vitest";
import { describeSchedule, describeSlot } from "../../../src/emulator/data/schedule-description.ts";
import { weekly } from "../../../src/emulator/data/building-blocks.ts";

describe("describeSchedule", () => {
  it("groups days with the same slots, Monday first and Sunday last", () => {
    expect(describeSchedule(weekly({ 0: ["13:00"], 1: ["16:00"], 3: ["16:00"] }), 60)).toBe("Mon & Wed 4:00–5:00 PM; Sun 1:00–2:00 PM");
  });

  it("lists several slots on one day, each with its own length", () => {
    expect(describeSchedule(weekly({ 6: [["09:00", 30], ["10:00", 45]] }), 60)).toBe("Sat 9:00–9:30 AM, 10:00–10:45 AM");
  });

  it("joins three or more days with commas", () => {
    expect(describeSchedule(weekly({ 1: ["17:30"], 2: ["17:30"], 4: ["17:30"] }), 120)).toBe("Mon, Tue & Thu 5:30–7:30 PM");
  });

  it("is null when there is no weekly pattern", () => {
    expect(describeSchedule({}, 60)).toBeNull();
    expect(describeSchedule({ "1": [] }, 60)).toBeNull();
  });
});

describe("describeSlot", () => {
  it("shows a slot that runs past midnight", () => {
    expect(describeSlot({ time: "22:30", duration: 120 }, 60)).toBe("10:30 PM–12:30 AM");
  });

  it("shows noon and midnight as 12", () => {
    expect(describeSlot({ time: "11:30", duration: null }, 60)).toBe("11:30 AM–12:30 PM");
    expect(describeSlot({ time: "00:00", duration: 30 }, 60)).toBe("12:00–12:30 AM");
  });
});
