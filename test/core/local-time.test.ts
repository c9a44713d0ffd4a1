import { execFile, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addDays,
  daysBetween,
  firstDayOfWeek,
  isLocalDate,
  localToInstant,
  startOfWeek,
  studioToday,
  toIsoWithOffset,
  utcOffsetAt,
  weekdayOf,
  weekdayPosition,
  studioClock,
} from "../../src/core/local-time.ts";
import { InputError } from "../../src/core/input-error.ts";
import { inMutationRun } from "../support/mutation-run.ts";

const run = promisify(execFile);
const root = new URL("../../", import.meta.url);
const node = fileURLToPath(new URL("node_modules/.bin/node", root));
/** Child processes start slowly on a busy two-core CI machine; generous, as nothing here waits on a clock. */
const CHILD_TIMEOUT_MS = 120_000;
const temporalAvailable =
  spawnSync(node, ["--harmony-temporal", "-e", "process.exit(typeof Temporal === 'object' ? 0 : 1)"]).status === 0;

interface DstCase {
  what: string;
  date: string;
  time: string;
  zone: string;
  /** The studio's clock and offset at the resulting instant. */
  local: string;
  utc: string;
}

/**
 * Expected answers are written out by hand from the tz database's rules (and agree
 * with Temporal's `compatible` disambiguation, checked below when V8 has Temporal).
 */
const dstTable: DstCase[] = [
  // America/New_York springs forward 2027-03-14 02:00 EST -> 03:00 EDT.
  { what: "US gap: 02:30 moves forward an hour", date: "2027-03-14", time: "02:30", zone: "America/New_York", local: "2027-03-14T03:30:00-04:00", utc: "2027-03-14T07:30:00.000Z" },
  { what: "US gap: its first minute", date: "2027-03-14", time: "02:00", zone: "America/New_York", local: "2027-03-14T03:00:00-04:00", utc: "2027-03-14T07:00:00.000Z" },
  { what: "US gap: its last minute", date: "2027-03-14", time: "02:59:59", zone: "America/New_York", local: "2027-03-14T03:59:59-04:00", utc: "2027-03-14T07:59:59.000Z" },
  { what: "US spring day: a session just before the gap", date: "2027-03-14", time: "01:59", zone: "America/New_York", local: "2027-03-14T01:59:00-05:00", utc: "2027-03-14T06:59:00.000Z" },
  { what: "US spring day: a session just after the gap", date: "2027-03-14", time: "03:00", zone: "America/New_York", local: "2027-03-14T03:00:00-04:00", utc: "2027-03-14T07:00:00.000Z" },
  { what: "US spring day: an evening session", date: "2027-03-14", time: "18:30:00", zone: "America/New_York", local: "2027-03-14T18:30:00-04:00", utc: "2027-03-14T22:30:00.000Z" },
  // America/New_York falls back 2026-11-01 02:00 EDT -> 01:00 EST.
  { what: "US overlap: 01:30 takes the earlier (EDT) instant", date: "2026-11-01", time: "01:30", zone: "America/New_York", local: "2026-11-01T01:30:00-04:00", utc: "2026-11-01T05:30:00.000Z" },
  { what: "US overlap: its first minute", date: "2026-11-01", time: "01:00", zone: "America/New_York", local: "2026-11-01T01:00:00-04:00", utc: "2026-11-01T05:00:00.000Z" },
  { what: "US fall day: before the overlap", date: "2026-11-01", time: "00:59", zone: "America/New_York", local: "2026-11-01T00:59:00-04:00", utc: "2026-11-01T04:59:00.000Z" },
  { what: "US fall day: after the overlap", date: "2026-11-01", time: "02:00", zone: "America/New_York", local: "2026-11-01T02:00:00-05:00", utc: "2026-11-01T07:00:00.000Z" },
  // Europe/London springs forward 2027-03-28 01:00 GMT -> 02:00 BST.
  { what: "UK gap: 01:30 moves forward an hour", date: "2027-03-28", time: "01:30", zone: "Europe/London", local: "2027-03-28T02:30:00+01:00", utc: "2027-03-28T01:30:00.000Z" },
  { what: "UK spring day: before the gap", date: "2027-03-28", time: "00:30", zone: "Europe/London", local: "2027-03-28T00:30:00+00:00", utc: "2027-03-28T00:30:00.000Z" },
  // Europe/Berlin falls back 2026-10-25 03:00 CEST -> 02:00 CET; springs forward 2027-03-28 02:00 -> 03:00.
  { what: "Central Europe overlap: 02:30 takes CEST", date: "2026-10-25", time: "02:30", zone: "Europe/Berlin", local: "2026-10-25T02:30:00+02:00", utc: "2026-10-25T00:30:00.000Z" },
  { what: "Central Europe fall day: after the overlap", date: "2026-10-25", time: "03:00", zone: "Europe/Berlin", local: "2026-10-25T03:00:00+01:00", utc: "2026-10-25T02:00:00.000Z" },
  { what: "Central Europe gap", date: "2027-03-28", time: "02:30", zone: "Europe/Berlin", local: "2027-03-28T03:30:00+02:00", utc: "2027-03-28T01:30:00.000Z" },
  // Asia/Kolkata: +05:30 all year.
  { what: "a half-hour offset", date: "2026-06-01", time: "09:00", zone: "Asia/Kolkata", local: "2026-06-01T09:00:00+05:30", utc: "2026-06-01T03:30:00.000Z" },
  { what: "a half-hour offset, local midnight is the previous UTC day", date: "2026-01-01", time: "00:00", zone: "Asia/Kolkata", local: "2026-01-01T00:00:00+05:30", utc: "2025-12-31T18:30:00.000Z" },
  // Australia/Lord_Howe: +10:30 standard, +11:00 summer; its clocks move 30 minutes (02:00 -> 02:30 on 2026-10-04, 02:00 -> 01:30 on 2027-04-04).
  { what: "a 30-minute gap moves forward 30 minutes", date: "2026-10-04", time: "02:15", zone: "Australia/Lord_Howe", local: "2026-10-04T02:45:00+11:00", utc: "2026-10-03T15:45:00.000Z" },
  { what: "Lord Howe: just before its gap", date: "2026-10-04", time: "01:59", zone: "Australia/Lord_Howe", local: "2026-10-04T01:59:00+10:30", utc: "2026-10-03T15:29:00.000Z" },
  { what: "Lord Howe: just after its gap", date: "2026-10-04", time: "02:30", zone: "Australia/Lord_Howe", local: "2026-10-04T02:30:00+11:00", utc: "2026-10-03T15:30:00.000Z" },
  { what: "a 30-minute overlap takes the earlier instant", date: "2027-04-04", time: "01:45", zone: "Australia/Lord_Howe", local: "2027-04-04T01:45:00+11:00", utc: "2027-04-03T14:45:00.000Z" },
  // Australia/Sydney (southern hemisphere): summer time from 2026-10-04 02:00 to 2027-04-04 03:00.
  { what: "southern gap in October", date: "2026-10-04", time: "02:30", zone: "Australia/Sydney", local: "2026-10-04T03:30:00+11:00", utc: "2026-10-03T16:30:00.000Z" },
  { what: "southern overlap in April", date: "2027-04-04", time: "02:30", zone: "Australia/Sydney", local: "2027-04-04T02:30:00+11:00", utc: "2027-04-03T15:30:00.000Z" },
  { what: "southern winter in July", date: "2026-07-01", time: "18:00", zone: "Australia/Sydney", local: "2026-07-01T18:00:00+10:00", utc: "2026-07-01T08:00:00.000Z" },
  { what: "southern summer in January", date: "2027-01-15", time: "18:00", zone: "Australia/Sydney", local: "2027-01-15T18:00:00+11:00", utc: "2027-01-15T07:00:00.000Z" },
  // Before 1970 an instant is a negative number of milliseconds; New York fell back 1969-10-26 02:00 EDT -> 01:00 EST.
  { what: "US overlap before 1970: 01:30 takes the earlier (EDT) instant", date: "1969-10-26", time: "01:30", zone: "America/New_York", local: "1969-10-26T01:30:00-04:00", utc: "1969-10-26T05:30:00.000Z" },
  // Ordinary times.
  { what: "US summer evening", date: "2026-07-04", time: "18:30", zone: "America/New_York", local: "2026-07-04T18:30:00-04:00", utc: "2026-07-04T22:30:00.000Z" },
  { what: "US winter morning with seconds", date: "2026-01-10", time: "09:15:30", zone: "America/New_York", local: "2026-01-10T09:15:30-05:00", utc: "2026-01-10T14:15:30.000Z" },
  { what: "late evening that is the next UTC year", date: "2026-12-31", time: "23:30", zone: "America/Los_Angeles", local: "2026-12-31T23:30:00-08:00", utc: "2027-01-01T07:30:00.000Z" },
  { what: "UTC itself on the UK's spring day", date: "2027-03-28", time: "01:30", zone: "UTC", local: "2027-03-28T01:30:00+00:00", utc: "2027-03-28T01:30:00.000Z" },
];

function offsetOf(local: string): string {
  return local.slice(-6);
}

/** The refusal an owner or operator reads: an InputError with its stable code and whole message. */
function refusal(code: string, message: string): unknown {
  return expect.objectContaining({ name: "InputError", code, message });
}

describe("localToInstant", () => {
  it.each(dstTable)("$what: $date $time in $zone is $local", ({ date, time, zone, local, utc }) => {
    const instant = localToInstant(date, time, zone);
    expect(instant.toISOString()).toBe(utc);
    expect(utcOffsetAt(instant, zone)).toBe(offsetOf(local));
    expect(toIsoWithOffset(instant, zone)).toBe(local);
  });

  it.each([
    { zone: "America/New_York", date: "2026-11-01", time: "01:30", repeatsAfterMinutes: 60 },
    { zone: "Europe/Berlin", date: "2026-10-25", time: "02:30", repeatsAfterMinutes: 60 },
    { zone: "Australia/Lord_Howe", date: "2027-04-04", time: "01:45", repeatsAfterMinutes: 30 },
    { zone: "Australia/Sydney", date: "2027-04-04", time: "02:30", repeatsAfterMinutes: 60 },
  ])("$zone shows $date $time twice, and the answer is the first of the two", ({ zone, date, time, repeatsAfterMinutes }) => {
    const first = localToInstant(date, time, zone);
    const second = new Date(first.getTime() + repeatsAfterMinutes * 60_000);
    const earlier = new Date(first.getTime() - repeatsAfterMinutes * 60_000);
    expect(toIsoWithOffset(second, zone).slice(0, 16)).toBe(`${date}T${time}`);
    expect(toIsoWithOffset(earlier, zone).slice(0, 16)).not.toBe(`${date}T${time}`);
  });

  it("accepts HH:MM and HH:MM:SS alike", () => {
    expect(localToInstant("2026-05-05", "07:05", "Europe/Paris")).toEqual(localToInstant("2026-05-05", "07:05:00", "Europe/Paris"));
  });

  it.each([
    { date: "2026-02-30", time: "10:00", zone: "UTC", code: "invalid_local_date" },
    { date: "2026-2-3", time: "10:00", zone: "UTC", code: "invalid_local_date" },
    { date: "2026-02-03", time: "24:00", zone: "UTC", code: "invalid_local_time" },
    { date: "2026-02-03", time: "9:00", zone: "UTC", code: "invalid_local_time" },
    { date: "2026-02-03", time: "10:00", zone: "Mars/Olympus_Mons", code: "invalid_time_zone" },
    { date: "2026-02-03", time: "10:00", zone: "", code: "invalid_time_zone" },
  ])("refuses $date $time in '$zone' with $code", ({ date, time, zone, code }) => {
    expect(() => localToInstant(date, time, zone)).toThrow(InputError);
    expect(() => localToInstant(date, time, zone)).toThrow(expect.objectContaining({ code }));
  });

  it("says what to set when the zone is unknown", () => {
    expect(() => localToInstant("2026-02-03", "10:00", "Mars/Olympus_Mons")).toThrowErrorMatchingInlineSnapshot(
      `[InputError: "Mars/Olympus_Mons" is not an IANA time zone. Set STUDIO_TIMEZONE to a name such as America/New_York.]`,
    );
  });

  it("says the zone is empty, and what to set, when it is empty", () => {
    expect(() => localToInstant("2026-02-03", "10:00", "")).toThrow(
      refusal("invalid_time_zone", "The time zone is empty. Set STUDIO_TIMEZONE to a name such as America/New_York."),
    );
  });

  it("says which date it could not read and that a re-run of the sync repairs a hand-edited snapshot", () => {
    expect(() => localToInstant("2026-02-30", "10:00", "UTC")).toThrow(
      refusal(
        "invalid_local_date",
        'Expected a calendar date as YYYY-MM-DD, got "2026-02-30". Dates come from the snapshot; re-run the sync if it was edited by hand.',
      ),
    );
  });

  it("says which time it could not read and the shapes it reads", () => {
    expect(() => localToInstant("2026-02-03", "24:00", "UTC")).toThrow(
      refusal("invalid_local_time", 'Expected a 24-hour time as HH:MM or HH:MM:SS, got "24:00".'),
    );
  });
});

describe("studioToday", () => {
  it.each([
    { now: "2026-11-21T04:59:59Z", zone: "America/New_York", today: "2026-11-20" },
    { now: "2026-11-21T05:00:00Z", zone: "America/New_York", today: "2026-11-21" },
    { now: "2026-06-30T18:29:59Z", zone: "Asia/Kolkata", today: "2026-06-30" },
    { now: "2026-06-30T18:30:00Z", zone: "Asia/Kolkata", today: "2026-07-01" },
    { now: "2026-12-31T13:00:00Z", zone: "Australia/Lord_Howe", today: "2027-01-01" },
    { now: "2026-12-31T12:59:00Z", zone: "Australia/Lord_Howe", today: "2026-12-31" },
    { now: "2026-03-01T10:00:00Z", zone: "Pacific/Kiritimati", today: "2026-03-02" },
    { now: "2026-03-01T10:00:00Z", zone: "Pacific/Pago_Pago", today: "2026-02-28" },
    { now: "2026-03-01T10:00:00Z", zone: "UTC", today: "2026-03-01" },
  ])("is $today in $zone at $now", ({ now, zone, today }) => {
    expect(studioToday(new Date(now), zone)).toBe(today);
  });

  it("refuses an invalid Date", () => {
    expect(() => studioToday(new Date("not a date"), "UTC")).toThrow(expect.objectContaining({ code: "invalid_instant" }));
  });
});

describe("calendar arithmetic on local dates", () => {
  it.each([
    { date: "2026-01-31", days: 1, result: "2026-02-01" },
    { date: "2028-02-28", days: 1, result: "2028-02-29" },
    { date: "2027-02-28", days: 1, result: "2027-03-01" },
    { date: "2026-12-31", days: 1, result: "2027-01-01" },
    { date: "2027-01-01", days: -1, result: "2026-12-31" },
    { date: "2027-03-13", days: 1, result: "2027-03-14" },
    { date: "2027-03-14", days: 1, result: "2027-03-15" },
    { date: "2026-10-31", days: 2, result: "2026-11-02" },
    { date: "2026-05-10", days: 0, result: "2026-05-10" },
    { date: "2026-05-10", days: 90, result: "2026-08-08" },
  ])("addDays($date, $days) is $result", ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
    expect(daysBetween(date, result)).toBe(days);
  });

  it("counts a week across a daylight-saving change as seven days", () => {
    expect(daysBetween("2027-03-10", "2027-03-17")).toBe(7);
    expect(daysBetween("2026-10-29", "2026-11-05")).toBe(7);
  });

  it("refuses a fractional number of days, saying what it got", () => {
    expect(() => addDays("2026-05-10", 1.5)).toThrow(refusal("invalid_duration", "Expected a whole number of days, got 1.5."));
  });

  it("writes years below 1000 with four digits", () => {
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addDays("0999-06-01", 1)).toBe("0999-06-02");
  });

  it.each([
    { date: "2026-11-22", weekday: 0 },
    { date: "2026-11-23", weekday: 1 },
    { date: "2026-11-21", weekday: 6 },
    { date: "2027-03-14", weekday: 0 },
    { date: "2028-02-29", weekday: 2 },
    { date: "2000-01-01", weekday: 6 },
  ])("$date is weekday $weekday", ({ date, weekday }) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("isLocalDate", () => {
  it.each(["2026-11-19", "2028-02-29", "2026-12-31", "0099-01-01"])("accepts %s", (date) => {
    expect(isLocalDate(date)).toBe(true);
  });

  it.each([
    { date: "2026-02-30", why: "February has 28 days in 2026" },
    { date: "2027-02-29", why: "2027 is not a leap year" },
    { date: "2026-04-31", why: "April has 30 days" },
    { date: "2026-03-00", why: "there is no day 0" },
    { date: "2026-13-01", why: "there is no month 13 (its day 1 would otherwise read as January 1)" },
    { date: "2026-00-15", why: "there is no month 0 (its day 15 would otherwise read as December 15)" },
    { date: "2026-2-3", why: "month and day take two digits" },
    { date: "2026-02-03T10:00", why: "a date-time is not a date" },
  ])("refuses $date: $why", ({ date }) => {
    expect(isLocalDate(date)).toBe(false);
  });
});

describe("studioClock", () => {
  it("resolves local times and reads instants exactly as localToInstant and wallClockAt do, across a daylight-saving change", () => {
    const clock = studioClock("America/New_York");
    for (const [date, time] of [["2027-03-14", "02:30"], ["2026-11-01", "01:30"], ["2026-11-21", "16:00:00"]] as const) {
      const instant = localToInstant(date, time, "America/New_York").getTime();
      expect(clock.instantAt(date, time)).toBe(instant);
      expect(clock.wallClockAt(instant).offset).toBe(utcOffsetAt(new Date(instant), "America/New_York"));
    }
    expect(clock.wallClockAt(Date.parse("2027-03-14T07:30:00Z"))).toEqual({ date: "2027-03-14", time: "03:30:00", offset: "-04:00" });
  });

  it("remembers each answer for the clock that gave it, and no other clock sees it", () => {
    // Each reading of a zone's wall clock takes a formatter's `format` (a getter): counting those counts the readings.
    const realFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format")!.get!;
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const formats = vi.spyOn(prototype, "format", "get").mockImplementation(function (this: Intl.DateTimeFormat) {
      return realFormat.call(this) as unknown;
    });
    try {
      const clock = studioClock("Europe/Berlin");
      clock.instantAt("2031-05-05", "10:00");
      const first = formats.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      clock.instantAt("2031-05-05", "10:00");
      clock.wallClockAt(clock.instantAt("2031-05-05", "10:00"));
      clock.wallClockAt(clock.instantAt("2031-05-05", "10:00"));
      expect(formats.mock.calls.length).toBe(first + 1);
      // A second build's clock asks Intl again: nothing is kept between builds.
      studioClock("Europe/Berlin").instantAt("2031-05-05", "10:00");
      expect(formats.mock.calls.length).toBe(2 * first + 1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("refuses a zone Intl does not know, as every local-time rule does", () => {
    expect(() => studioClock("Mars/Olympus")).toThrow(expect.objectContaining({ code: "invalid_time_zone" }));
  });
});

describe("utcOffsetAt and toIsoWithOffset", () => {
  it.each([
    { instant: "2026-07-01T12:00:00Z", zone: "Asia/Kolkata", offset: "+05:30", iso: "2026-07-01T17:30:00+05:30" },
    { instant: "2026-07-01T12:00:00Z", zone: "America/New_York", offset: "-04:00", iso: "2026-07-01T08:00:00-04:00" },
    { instant: "2026-12-01T12:00:00Z", zone: "America/New_York", offset: "-05:00", iso: "2026-12-01T07:00:00-05:00" },
    { instant: "2026-12-01T12:00:00Z", zone: "Europe/London", offset: "+00:00", iso: "2026-12-01T12:00:00+00:00" },
    { instant: "2026-12-01T12:00:00Z", zone: "UTC", offset: "+00:00", iso: "2026-12-01T12:00:00+00:00" },
    { instant: "2026-07-01T12:00:00Z", zone: "America/St_Johns", offset: "-02:30", iso: "2026-07-01T09:30:00-02:30" },
    { instant: "2026-07-01T12:00:00Z", zone: "Asia/Kathmandu", offset: "+05:45", iso: "2026-07-01T17:45:00+05:45" },
    { instant: "2026-12-01T12:00:00Z", zone: "Pacific/Chatham", offset: "+13:45", iso: "2026-12-02T01:45:00+13:45" },
    // The instant the US clocks fall back: 06:00Z is 01:00 EST, a minute earlier was 01:59 EDT.
    { instant: "2026-11-01T05:59:00Z", zone: "America/New_York", offset: "-04:00", iso: "2026-11-01T01:59:00-04:00" },
    { instant: "2026-11-01T06:00:00Z", zone: "America/New_York", offset: "-05:00", iso: "2026-11-01T01:00:00-05:00" },
  ])("$instant in $zone is $iso", ({ instant, zone, offset, iso }) => {
    expect(utcOffsetAt(new Date(instant), zone)).toBe(offset);
    expect(toIsoWithOffset(new Date(instant), zone)).toBe(iso);
    expect(new Date(iso).toISOString()).toBe(new Date(instant).toISOString());
  });

  it("drops milliseconds rather than rounding into the next second", () => {
    expect(toIsoWithOffset(new Date("2026-07-01T12:00:00.999Z"), "UTC")).toBe("2026-07-01T12:00:00+00:00");
  });
});

describe("refusals of an invalid instant or zone", () => {
  const readers = { utcOffsetAt, toIsoWithOffset, studioToday };
  const invalidInstant = refusal("invalid_instant", "Expected a valid Date, got Invalid Date.");
  const unknownZone = refusal(
    "invalid_time_zone",
    '"Mars/Olympus_Mons" is not an IANA time zone. Set STUDIO_TIMEZONE to a name such as America/New_York.',
  );
  const emptyZone = refusal("invalid_time_zone", "The time zone is empty. Set STUDIO_TIMEZONE to a name such as America/New_York.");

  it.each(Object.keys(readers))("%s refuses an Invalid Date, saying it holds no time", (name) => {
    const read = readers[name as keyof typeof readers];
    expect(() => read(new Date("not a date"), "UTC")).toThrow(invalidInstant);
  });

  it.each(Object.keys(readers))("%s names an unknown zone and says what to set", (name) => {
    const read = readers[name as keyof typeof readers];
    expect(() => read(new Date("2026-07-01T12:00:00Z"), "Mars/Olympus_Mons")).toThrow(unknownZone);
    expect(() => read(new Date("2026-07-01T12:00:00Z"), "")).toThrow(emptyZone);
  });
});

/**
 * The wall clock is read from Intl's en-US string; should an ICU ever write another
 * shape, the same fields come from `formatToParts`. Here `format` is made to write
 * "2026-7-1 17:30:00" to stand in for such an ICU.
 */
describe("reading the wall clock when Intl writes another shape", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function anotherIcuShape(): void {
    const realFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format")!.get!;
    // `format` is a getter returning a bound function (ECMA-402), so the getter is what is replaced.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    vi.spyOn(prototype, "format", "get").mockImplementation(function (this: Intl.DateTimeFormat) {
      const format = realFormat.call(this) as (date?: Date | number) => string;
      return (date?: Date | number) => format(date).replace(/^(\d+)\/(\d+)\/(\d+), /, "$3-$1-$2 ");
    });
  }

  it("gives the same instants, offsets and dates", () => {
    anotherIcuShape();
    const numeric = "numeric";
    const clock = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC", hourCycle: "h23", year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric,
    });
    expect(clock.format(new Date("2026-07-01T17:30:00Z"))).toBe("2026-7-1 17:30:00");
    for (const { date, time, zone, local, utc } of dstTable) {
      expect(localToInstant(date, time, zone).toISOString()).toBe(utc);
      expect(toIsoWithOffset(new Date(utc), zone)).toBe(local);
    }
    expect(studioToday(new Date("2026-06-30T18:30:00Z"), "Asia/Kolkata")).toBe("2026-07-01");
  });

  it.each(["year", "month", "day", "hour", "minute", "second"])("refuses to guess when the wall clock has no %s", (missing) => {
    anotherIcuShape();
    const realParts = Intl.DateTimeFormat.prototype.formatToParts;
    vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts").mockImplementation(function (this: Intl.DateTimeFormat, date?: Date | number) {
      return realParts.call(this, date).filter((part) => part.type !== missing);
    });
    expect(() => utcOffsetAt(new Date("2026-07-01T12:00:00Z"), "Europe/Paris")).toThrow(
      refusal("invalid_time_zone", "Could not read the wall clock of Europe/Paris at 2026-07-01T12:00:00.000Z."),
    );
  });
});

describe("firstDayOfWeek and startOfWeek", () => {
  const hidden: [name: string, descriptor: PropertyDescriptor][] = [];

  /** Stands in for another V8: Node 24 has both `getWeekInfo()` and the older `weekInfo` getter, later ones only the first. */
  function withoutOnLocale(...names: ("getWeekInfo" | "weekInfo")[]): void {
    for (const name of names) {
      const descriptor = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, name);
      if (!descriptor) continue;
      hidden.push([name, descriptor]);
      Reflect.deleteProperty(Intl.Locale.prototype, name);
    }
  }

  afterEach(() => {
    vi.restoreAllMocks();
    for (const [name, descriptor] of hidden.splice(0)) Object.defineProperty(Intl.Locale.prototype, name, descriptor);
  });

  it.each([
    { locale: "en-US", first: 0 },
    { locale: "en", first: 0 },
    { locale: "en-CA", first: 0 },
    { locale: "pt-BR", first: 0 },
    { locale: "en-GB", first: 1 },
    { locale: "de-DE", first: 1 },
    { locale: "fr-FR", first: 1 },
    { locale: "en-AU", first: 1 },
    { locale: "ar-EG", first: 6 },
    { locale: "en-US-u-fw-mon", first: 1 },
    { locale: "de-DE-u-fw-sun", first: 0 },
  ])("$locale starts the week on day $first", ({ locale, first }) => {
    expect(firstDayOfWeek(locale)).toBe(first);
  });

  it.each([
    { locale: "en-US", first: 0 },
    { locale: "en", first: 0 },
    { locale: "en-GB", first: 1 },
    { locale: "de", first: 1 },
  ])("falls back to the region's custom ($locale: $first) where Intl has no week info", ({ locale, first }) => {
    withoutOnLocale("getWeekInfo", "weekInfo");
    expect(new Intl.Locale(locale)).not.toHaveProperty("weekInfo");
    expect(firstDayOfWeek(locale)).toBe(first);
  });

  it.each(
    (["getWeekInfo", "weekInfo"] as const).flatMap((missing) =>
      [
        { locale: "ar-EG", first: 6 },
        { locale: "en-US-u-fw-mon", first: 1 },
        { locale: "de-DE-u-fw-sun", first: 0 },
      ].map((expected) => ({ missing, ...expected })),
    ),
  )("reads the week info of a V8 without $missing ($locale: $first)", ({ missing, locale, first }) => {
    withoutOnLocale(missing);
    expect(firstDayOfWeek(locale)).toBe(first);
  });

  it.each([
    { reported: 0, locale: "de-DE", first: 1 },
    { reported: 8, locale: "en-US", first: 0 },
    { reported: 1.5, locale: "de-DE", first: 1 },
    { reported: Number.NaN, locale: "en-US", first: 0 },
  ])("does not believe a first day of $reported (outside 1..7) and uses the region's custom ($locale: $first)", ({ reported, locale, first }) => {
    vi.spyOn(Intl.Locale.prototype as unknown as { getWeekInfo: () => unknown }, "getWeekInfo").mockReturnValue({ firstDay: reported });
    expect(firstDayOfWeek(locale)).toBe(first);
  });

  it("keeps no answer of its own: it reads the week from the locale's Intl.Locale each time, so no earlier test's answer stands", () => {
    const locale = "pt-BR";
    expect(firstDayOfWeek(locale)).toBe(0);
    const asked = vi.spyOn(Intl.Locale.prototype as unknown as { getWeekInfo: () => unknown }, "getWeekInfo").mockReturnValue({ firstDay: 1 });
    expect(firstDayOfWeek(locale)).toBe(1);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    // 2026-11-19 is a Thursday.
    { date: "2026-11-19", locale: "en-US", start: "2026-11-15" },
    { date: "2026-11-19", locale: "en-GB", start: "2026-11-16" },
    { date: "2026-11-19", locale: "de-DE", start: "2026-11-16" },
    { date: "2026-11-15", locale: "en-US", start: "2026-11-15" },
    { date: "2026-11-15", locale: "de-DE", start: "2026-11-09" },
    { date: "2026-11-16", locale: "de-DE", start: "2026-11-16" },
    { date: "2027-01-01", locale: "en-US", start: "2026-12-27" },
    { date: "2026-11-19", locale: "ar-EG", start: "2026-11-14" },
  ])("the $locale week holding $date starts $start", ({ date, locale, start }) => {
    expect(startOfWeek(date, locale)).toBe(start);
  });

  it("places each weekday in the locale's week", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayPosition(day, "en-US"))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayPosition(day, "de-DE"))).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

/**
 * The build machine's zone must never leak in. Node reads TZ at start-up, so each zone
 * gets its own process that imports the catalog modules and answers the same calls.
 */
// The children run the unmutated code: nothing for a mutation run to learn here.
describe.skipIf(inMutationRun)("independence from the machine's time zone", () => {
  const machineZones = ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Australia/Lord_Howe", "America/New_York", "Europe/Berlin"];

  type Call = readonly [module: string, fn: string, ...args: unknown[]];

  const childScript = `
    const { studioClock } = await import(new URL("src/core/local-time.ts", process.env.CATALOG_ROOT).href);
    const revive = (value) => {
      if (Array.isArray(value)) return value.map(revive);
      if (value && typeof value === "object") {
        if ("$date" in value) return new Date(value.$date);
        if ("$clock" in value) return studioClock(value.$clock);
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
      }
      return value;
    };
    const results = [];
    for (const [module, fn, ...args] of JSON.parse(process.env.CATALOG_CALLS)) {
      const loaded = await import(new URL("src/" + module + ".ts", process.env.CATALOG_ROOT).href);
      try { results.push({ value: loaded[fn](...args.map(revive)) }); } catch (error) { results.push({ error: error.code ?? String(error) }); }
    }
    const machineOffsets = ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"].map((iso) => new Date(iso).getTimezoneOffset());
    process.stdout.write(JSON.stringify({ machineOffsets, results }));
  `;

  interface ChildAnswer {
    /** Date#getTimezoneOffset in the child for a January and a July instant. */
    machineOffsets: number[];
    results: unknown[];
  }

  /** What Date#getTimezoneOffset says in each zone in January and July: proof the child ran in it. */
  const machineOffsets: Record<string, number[]> = {
    UTC: [0, 0],
    "America/Los_Angeles": [480, 420],
    "Asia/Kolkata": [-330, -330],
    "Australia/Lord_Howe": [-660, -630],
    "America/New_York": [300, 240],
    "Europe/Berlin": [-60, -120],
  };

  async function callUnder(machineZone: string, calls: readonly Call[]): Promise<ChildAnswer> {
    const { stdout } = await run(node, ["--input-type=module", "-e", childScript], {
      env: { ...process.env, TZ: machineZone, CATALOG_CALLS: JSON.stringify(calls), CATALOG_ROOT: root.href },
    });
    return JSON.parse(stdout) as ChildAnswer;
  }

  const at = (iso: string) => ({ $date: iso });
  /** A studio clock in `zone` (`studioClock`), made where the call runs. */
  const clockIn = (zone: string) => ({ $clock: zone });

  const instance = (date: string, time: string | null, status = "scheduled") => ({
    id: `00000000-0000-4000-8000-${date.replaceAll("-", "")}${(time ?? "0000").replace(/:/g, "").slice(0, 4)}`,
    class_id: "00000000-0000-4000-8000-000000000001",
    date,
    time,
    duration_minutes: null,
    status,
    instructor: null,
    capacity: { max: 10, enrolled: 2, spots_remaining: 8 },
    links: { checkout: null },
  });

  const dstCalls: Call[] = dstTable.map(({ date, time, zone }) => ["core/local-time", "localToInstant", date, time, zone]);
  const otherCalls: Call[] = [
    ...dstTable.map(({ utc, zone }): Call => ["core/local-time", "toIsoWithOffset", at(utc), zone]),
    ["core/local-time", "studioToday", at("2026-11-21T04:59:59Z"), "America/New_York"],
    ["core/local-time", "studioToday", at("2026-06-30T18:30:00Z"), "Asia/Kolkata"],
    ["core/local-time", "addDays", "2027-03-13", 1],
    ["core/local-time", "addDays", "2026-10-03", 1],
    ["core/local-time", "daysBetween", "2027-03-10", "2027-03-17"],
    ["core/local-time", "weekdayOf", "2027-03-14"],
    ["core/local-time", "startOfWeek", "2027-03-14", "de-DE"],
    // Wall times that do not exist in some of the machine zones above (their own spring-forward gaps).
    ["core/local-time", "localToInstant", "2027-03-14", "02:30", "Asia/Tokyo"],
    ["core/local-time", "localToInstant", "2027-03-28", "02:30", "Asia/Tokyo"],
    ["core/local-time", "localToInstant", "2026-10-04", "02:15", "Asia/Kolkata"],
    ["core/format", "formatTime", at("2027-03-13T17:30:00Z"), "Asia/Tokyo", "en-US"],
    ["core/format", "formatTime", at("2026-10-03T15:45:00Z"), "Australia/Lord_Howe", "en-GB"],
    ["core/format", "formatDateTime", at("2026-11-01T06:30:00Z"), "America/New_York", "en-US"],
    ["core/format", "formatDateTime", at("2026-06-01T03:30:00Z"), "Asia/Kolkata", "en-GB"],
    ["core/format", "formatLocalDate", "2027-03-14", "en-US", "weekday-long"],
    ["core/format", "formatLocalDate", "2026-10-04", "en-AU", "weekday-long"],
    ["core/format", "formatLocalTime", "02:30", "en-US"],
    ["core/format", "formatDayName", 0, "de-DE"],
    ["page-rules/session-facts", "sessionTiming", instance("2027-03-14", "02:30:00"), 60, clockIn("America/New_York")],
    ["page-rules/session-facts", "sessionTiming", instance("2026-11-21", null), 30, clockIn("America/New_York")],
    ["page-rules/session-facts", "sessionTiming", instance("2026-11-20", "23:30:00"), 30, clockIn("America/New_York")],
    ["page-rules/session-facts", "sessionTiming", instance("2026-11-01", "01:30:00"), 90, clockIn("America/New_York")],
    ["core/weekly-slots", "weeklySlots", { "0": [{ time: "23:30", duration: null }], "1": [{ time: "02:30", duration: 45 }] }, 60, "en-GB"],
    ["page-rules/schedule", "scheduleWeeks", "2027-03-10", "2027-04-10", "2027-03-10", "en-US"],
    ["page-rules/schedule", "groupByDay", [{ date: "2027-03-14", start: { at: Date.parse("2027-03-14T07:30:00Z") }, item: "a" }, { date: "2027-03-14", start: null, item: "b" }], "2027-03-13", "2027-03-15"],
  ];

  /** The modules the calls name, loaded in this process (Vite needs literal import paths). */
  const HERE = {
    "core/local-time": () => import("../../src/core/local-time.ts"),
    "core/format": () => import("../../src/core/format.ts"),
    "core/weekly-slots": () => import("../../src/core/weekly-slots.ts"),
    "page-rules/schedule": () => import("../../src/page-rules/schedule.ts"),
    "page-rules/session-facts": () => import("../../src/page-rules/session-facts.ts"),
  };

  /** The same calls answered in this process, encoded as the child encodes them. */
  async function callHere(calls: readonly Call[]): Promise<unknown[]> {
    const revive = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(revive);
      if (value && typeof value === "object") {
        if ("$date" in value) return new Date((value as { $date: string }).$date);
        if ("$clock" in value) return studioClock((value as { $clock: string }).$clock);
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
      }
      return value;
    };
    const results: unknown[] = [];
    for (const [module, fn, ...args] of calls) {
      const loaded = (await HERE[module as keyof typeof HERE]()) as unknown as Record<string, (...values: unknown[]) => unknown>;
      results.push({ value: JSON.parse(JSON.stringify(loaded[fn]?.(...args.map(revive)))) as unknown });
    }
    return results;
  }

  const children = new Map<string, Promise<ChildAnswer>>();
  const answerUnder = (machineZone: string): Promise<ChildAnswer> => {
    let answer = children.get(machineZone);
    if (!answer) {
      answer = callUnder(machineZone, [...dstCalls, ...otherCalls]);
      children.set(machineZone, answer);
    }
    return answer;
  };

  beforeAll(() => {
    // Start every process at once; each test then awaits its own.
    for (const machineZone of machineZones) void answerUnder(machineZone).catch(() => undefined);
  });

  it.each(machineZones)("runs the check with the machine really in %s", async (machineZone) => {
    const child = await answerUnder(machineZone);
    expect(child.machineOffsets).toEqual(machineOffsets[machineZone]);
  }, CHILD_TIMEOUT_MS);

  it.each(machineZones)("gives the daylight-saving table's instants with the machine in %s", async (machineZone) => {
    const child = await answerUnder(machineZone);
    expect(child.results.slice(0, dstCalls.length)).toEqual(dstTable.map(({ utc }) => ({ value: utc })));
  }, CHILD_TIMEOUT_MS);

  it.each(machineZones)("formats, groups and filters exactly as this process does with the machine in %s", async (machineZone) => {
    const child = await answerUnder(machineZone);
    const here = await callHere(otherCalls);
    expect(here.filter((result) => "error" in (result as object))).toEqual([]);
    expect(child.results.slice(dstCalls.length)).toEqual(here);
  }, CHILD_TIMEOUT_MS);
});

/**
 * Temporal's `compatible` disambiguation is the rule the issue names. Node 24 ships an
 * experimental Temporal behind a flag; where it is there, every quarter hour of every
 * transition day in 2026-2027 must match it, in zones with odd transitions.
 */
describe.skipIf(inMutationRun)("agreement with Temporal's compatible disambiguation", () => {
  const oracleScript = `
    const { localToInstant } = await import(new URL("src/core/local-time.ts", process.env.CATALOG_ROOT).href);
    if (typeof Temporal === "undefined") { process.stdout.write(JSON.stringify({ available: false })); process.exit(0); }
    const zones = JSON.parse(process.env.ORACLE_ZONES);
    const pad = (n) => String(n).padStart(2, "0");
    let checked = 0; let transitionDays = 0; const mismatches = [];
    const offsetAt = (day, timeZone) => day.toZonedDateTime({ timeZone }).offsetNanoseconds;
    for (const timeZone of zones) {
      // A week at a time, then its days where the offset changed within it (Temporal's zone lookups are the
      // slow part: a day at a time took 8 s): no zone here changes its offset twice within seven days.
      let week = Temporal.PlainDate.from("2026-01-01");
      const last = Temporal.PlainDate.from("2027-12-31");
      let weekOffset = offsetAt(week, timeZone);
      while (Temporal.PlainDate.compare(week, last) <= 0) {
        const nextWeek = week.add({ days: 7 });
        const nextWeekOffset = offsetAt(nextWeek, timeZone);
        for (let day = week, offset = weekOffset; nextWeekOffset !== weekOffset && Temporal.PlainDate.compare(day, nextWeek) < 0; day = day.add({ days: 1 })) {
          const nextOffset = offsetAt(day.add({ days: 1 }), timeZone);
          if (offset !== nextOffset || day.toZonedDateTime({ timeZone }).hoursInDay !== 24) {
            transitionDays++;
            for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
              const time = pad(Math.floor(minutes / 60)) + ":" + pad(minutes % 60);
              const expected = Temporal.PlainDateTime.from(day.toString() + "T" + time)
                .toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds;
              const actual = localToInstant(day.toString(), time, timeZone).getTime();
              checked++;
              if (actual !== expected) mismatches.push(timeZone + " " + day + " " + time + ": " + new Date(actual).toISOString() + " != " + new Date(expected).toISOString());
            }
          }
          offset = nextOffset;
        }
        week = nextWeek;
        weekOffset = nextWeekOffset;
      }
    }
    process.stdout.write(JSON.stringify({ available: true, checked, transitionDays, mismatches }));
  `;

  it.skipIf(!temporalAvailable)("matches Temporal at every quarter hour of every transition day", async () => {
    const zones = [
      "America/New_York", "Europe/London", "Europe/Berlin", "Australia/Lord_Howe", "Australia/Sydney",
      "America/Santiago", "America/Havana", "Pacific/Chatham", "Antarctica/Troll", "America/St_Johns",
      "Africa/Casablanca", "Asia/Kolkata",
    ];
    const { stdout } = await run(node, ["--harmony-temporal", "--input-type=module", "-e", oracleScript], {
      env: { ...process.env, TZ: "Asia/Kolkata", CATALOG_ROOT: root.href, ORACLE_ZONES: JSON.stringify(zones) },
    });
    const result = JSON.parse(stdout) as { available: boolean; checked?: number; transitionDays?: number; mismatches?: string[] };
    expect(result.available).toBe(true);
    expect(result.mismatches).toEqual([]);
    // Two transitions a year for two years in most of those zones (47 days with Node 24's zone data, as a walk
    // of every day finds them), 96 quarter hours each.
    expect(result.transitionDays).toBeGreaterThan(10 * 4);
    expect(result.checked).toBe(result.transitionDays! * 96);
  }, CHILD_TIMEOUT_MS);
});
