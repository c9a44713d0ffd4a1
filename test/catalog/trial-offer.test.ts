import { describe, expect, it } from "vitest";
import { trialAvailability, trialFullNotice, trialStartDaysInWords } from "../../src/catalog/trial-offer.ts";
import { aTrial } from "../fixtures/catalog-records.ts";

describe("trialStartDaysInWords", () => {
  it("says any day when unrestricted", () => {
    expect(trialStartDaysInWords(aTrial(), "en-US")).toBe("Any day");
  });

  it("names the allowed days in the locale's week order", () => {
    const trial = aTrial({ start_restriction: "specific_days", valid_start_days: [6, 0, 3] });
    expect(trialStartDaysInWords(trial, "en-US")).toBe("Sunday, Wednesday, or Saturday");
    expect(trialStartDaysInWords(trial, "en-GB")).toBe("Wednesday, Saturday or Sunday");
    expect(trialStartDaysInWords(trial, "fr-FR")).toBe("mercredi, samedi ou dimanche");
  });

  it("ignores duplicate and out-of-range days", () => {
    const trial = aTrial({ start_restriction: "specific_days", valid_start_days: [1, 1, 9] });
    expect(trialStartDaysInWords(trial, "en-US")).toBe("Monday");
  });

  it("does not invent days when a restricted trial lists none", () => {
    const trial = aTrial({ start_restriction: "specific_days", valid_start_days: null });
    expect(trialStartDaysInWords(trial, "en-US")).toBe("On days the studio sets");
  });
});

describe("trialAvailability", () => {
  it("is always available with no windows", () => {
    expect(trialAvailability(aTrial(), "2026-03-01", "en-US")).toEqual({ windows: [], over: false, always: true });
  });

  it("keeps windows that have not ended, soonest first", () => {
    const trial = aTrial({
      availability_windows: [
        { start_date: "2026-06-01", end_date: "2026-06-30" },
        { start_date: "2026-01-01", end_date: "2026-01-31" },
        { start_date: "2026-02-15", end_date: "2026-03-01" },
      ],
    });
    expect(trialAvailability(trial, "2026-03-01", "en-US")).toEqual({
      windows: ["Feb 15\u2009–\u2009Mar 1, 2026", "Jun 1\u2009–\u200930, 2026"],
      over: false,
      always: false,
    });
  });

  it("says when every window is over", () => {
    const trial = aTrial({ availability_windows: [{ start_date: "2026-01-01", end_date: "2026-01-02" }] });
    expect(trialAvailability(trial, "2026-03-01", "en-US")).toMatchObject({ windows: [], over: true });
  });
});

describe("trialFullNotice", () => {
  const checkout = (full: boolean) => ({ kind: "checkout", href: "https://x.example/c", label: full ? "Check for a waitlist" : "Sign up", full }) as const;

  it("says a full class is full and links its waitlist", () => {
    expect(trialFullNotice({ full: true, action: checkout(true) })).toEqual({
      text: "This class is full right now.",
      waitlist: { href: "https://x.example/c", label: "Check for a waitlist" },
    });
  });

  it("says a full class with no waitlist has none", () => {
    expect(trialFullNotice({ full: true, action: { kind: "invitation" } })).toEqual({
      text: "This class is full right now, with no waitlist.",
      waitlist: null,
    });
  });

  it("says nothing for a class with spots, or one the site has no page for", () => {
    expect(trialFullNotice({ full: false, action: checkout(false) })).toBeNull();
    expect(trialFullNotice(undefined)).toBeNull();
  });
});
