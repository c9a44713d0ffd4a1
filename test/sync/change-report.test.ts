import { describe, expect, it } from "vitest";
import type { Class, ClassInstance, Registration } from "../../src/api/schemas/index.ts";
import { seasonState } from "../../src/core/season-state.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { describeChanges, isUnchanged, needsRebuild } from "../../src/sync/change-report.ts";
import { renderChangeReportMarkdown, renderChangeReportText } from "../../src/sync/change-report-render.ts";
import type { ChangeEntry, ChangeReport } from "../../src/sync/change-report-types.ts";
import {
  aCapacity,
  aClass,
  aDropInClass,
  aMembershipPrice,
  aMembershipType,
  aSeason,
  aService,
  aSessionOf,
  aSyncedSnapshot,
  aTrial,
  testId,
  type SyncedSnapshotOverrides,
} from "../fixtures/catalog-records.ts";

// The previous sync ran at 9:00 AM New York time, the next one at 1:00 PM; both
// mirror sessions 90 days ahead.
const PREVIOUS_SYNC = "2026-11-21T14:00:00.000Z";
const NEXT_SYNC = "2026-11-21T18:00:00.000Z";
const WINDOW = { from: "2026-11-21", to: "2027-02-19", days_ahead: 90 };

const snapshot = (overrides: SyncedSnapshotOverrides = {}): Snapshot =>
  aSyncedSnapshot({ synced_at: PREVIOUS_SYNC, window: WINDOW, ...overrides });

const TUESDAY_4_30_PM = { "2": [{ time: "16:30", duration: 60 }] };

const ballet = aClass({
  id: testId("ballet"),
  name: "Ballet I",
  day_schedules: TUESDAY_4_30_PM,
  price_cents: 6000,
  price_display: "$60.00/month",
});
const tap = aClass({
  id: testId("tap"),
  name: "Tap II",
  day_schedules: { "3": [{ time: "17:00", duration: 45 }] },
  schedule_description: "Wednesdays 5:00 PM",
});
const openStudio = aDropInClass({ id: testId("open-studio"), name: "Open Studio" });

const balletSession = (label: string, overrides: Partial<ClassInstance> = {}) =>
  aSessionOf(ballet, { id: testId(label), date: "2026-11-24", time: "16:30:00", ...overrides });
const openStudioSession = (label: string, overrides: Partial<ClassInstance> = {}) =>
  aSessionOf(openStudio, { id: testId(label), date: "2026-11-28", time: "10:00:00", ...overrides });

function pair(previous: SyncedSnapshotOverrides, next: SyncedSnapshotOverrides): [Snapshot, Snapshot] {
  return [snapshot(previous), snapshot({ synced_at: NEXT_SYNC, ...next })];
}

const report = (previous: Snapshot | null, next: Snapshot, locale = "en-US"): ChangeReport =>
  describeChanges(previous, next, { locale });

const text = (previous: Snapshot | null, next: Snapshot, locale = "en-US"): string =>
  renderChangeReportText(report(previous, next, locale));

const kinds = (entries: readonly ChangeEntry[]): string[] => entries.map((entry) => entry.kind);

describe("isUnchanged", () => {
  it("treats snapshots that differ only in synced_at as unchanged", () => {
    const [previous, next] = pair({ classes: [ballet] }, { classes: [ballet] });
    expect(isUnchanged(previous, next)).toBe(true);
  });

  it("ignores the order of object keys, so a snapshot read from disk equals one built in memory", () => {
    const [previous, next] = pair({ classes: [ballet] }, { classes: [ballet] });
    const reordered = JSON.parse(JSON.stringify(previous), (_key, value: unknown) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as Snapshot;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(previous)[0]);
    expect(isUnchanged(reordered, next)).toBe(true);
  });

  it("sees a change anywhere else, even in a field the report does not list", () => {
    const [previous, next] = pair(
      { classes: [ballet] },
      { classes: [{ ...ballet, description: "Now with live piano." }] },
    );
    expect(isUnchanged(previous, next)).toBe(false);
  });

  it("is false when there is no previous snapshot", () => {
    expect(isUnchanged(null, snapshot())).toBe(false);
  });
});

describe("first sync", () => {
  it("gives one line of counts when there is no previous snapshot", () => {
    const next = snapshot({
      classes: [ballet, openStudio],
      sessions: [balletSession("s1"), balletSession("s2", { status: "cancelled" }), openStudioSession("o1")],
      registrations: [aSeason()],
      membership_types: [aMembershipType()],
      trial_classes: [aTrial()],
      appointment_services: [aService(), aService()],
    });
    const result = report(null, next);
    expect(result.firstSync?.counts.sessions).toBe(2);
    expect(needsRebuild(result)).toBe(true);
    expect(renderChangeReportText(result)).toBe(
      "First sync: 2 classes, 2 scheduled sessions, 1 season, 1 membership, 1 trial offer, 2 appointment services, 0 locations.\n",
    );
  });

  it("names the sections the key could not read instead of counting them as zero", () => {
    const next = snapshot({ classes: [ballet], skipped: ["registrations", "membership_types"] });
    expect(text(null, next)).toBe(
      "First sync: 1 class, 0 scheduled sessions, 0 trial offers, 0 appointment services, 0 locations.\n" +
        "Not synced: seasons (The API key lacks the scope for registrations.).\n" +
        "Not synced: memberships (The API key lacks the scope for membership_types.).\n",
    );
  });

  it("starts fresh when the previous snapshot was another studio's", () => {
    const previous = snapshot({
      studio: { id: testId("other-studio"), name: "Other Studio", slug: "other" },
      classes: [tap],
    });
    const next = snapshot({ synced_at: NEXT_SYNC, classes: [ballet] });
    const result = report(previous, next);
    expect(result.entries).toEqual([]);
    expect(renderChangeReportText(result)).toBe(
      "The previous snapshot was for another studio (Other Studio), so there is nothing to compare with.\n" +
        "First sync: 1 class, 0 scheduled sessions, 0 seasons, 0 memberships, 0 trial offers, 0 appointment services, 0 locations.\n",
    );
  });
});

describe("no changes", () => {
  it("says so with the previous sync time in the studio's zone, and needs no rebuild", () => {
    const [previous, next] = pair({ classes: [ballet] }, { classes: [ballet] });
    const result = report(previous, next);
    expect(result.unchanged).toBe(true);
    expect(needsRebuild(result)).toBe(false);
    expect(renderChangeReportText(result)).toBe("No changes since the last sync on Sat, Nov 21 at 9:00 AM.\n");
  });

  it("shows the previous sync time in another zone when the studio is elsewhere", () => {
    const [previous, next] = pair(
      { timezone: "Europe/London", classes: [ballet] },
      { timezone: "Europe/London", classes: [ballet] },
    );
    expect(text(previous, next, "en-GB")).toBe("No changes since the last sync on Sat 21 Nov at 14:00.\n");
  });

  it("says other details changed when the data differs in fields the report does not list", () => {
    const [previous, next] = pair(
      { classes: [ballet] },
      { classes: [{ ...ballet, description: "Now with live piano.", capacity: aCapacity(12, 6) }] },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([]);
    expect(needsRebuild(result)).toBe(true);
    expect(renderChangeReportText(result)).toBe(
      "No changes to classes, sessions, spots, seasons or prices since the last sync on Sat, Nov 21 at 9:00 AM; " +
        "other details changed (such as descriptions, enrollment counts or links).\n",
    );
  });
});

describe("classes", () => {
  it("lists classes added (with their sessions), removed and renamed, labelled with when they meet", () => {
    const hipHop = aClass({
      id: testId("hip-hop"),
      name: "Hip Hop Teens",
      day_schedules: { "4": [{ time: "18:00", duration: 60 }], "2": [{ time: "18:00", duration: 60 }] },
    });
    const [previous, next] = pair(
      { classes: [ballet, tap] },
      {
        classes: [{ ...ballet, name: "Ballet 1" }, hipHop],
        sessions: [
          aSessionOf(hipHop, { date: "2026-11-24" }),
          aSessionOf(hipHop, { date: "2026-11-26" }),
          aSessionOf(hipHop, { date: "2026-12-01", status: "cancelled" }),
        ],
      },
    );
    const result = report(previous, next);
    expect(kinds(result.entries)).toEqual(["class-added", "class-removed", "class-renamed"]);
    expect(renderChangeReportText(result)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "New classes:",
        "  - Hip Hop Teens (Tue, Thu 6:00 PM), 2 sessions",
        "Classes removed:",
        "  - Tap II (Wed 5:00 PM)",
        "Classes renamed:",
        "  - Ballet I → Ballet 1 (Tue 4:30 PM)",
        "",
      ].join("\n"),
    );
  });

  it("labels a class meeting at different times per day in the locale's week order, and a one-time class by its date", () => {
    const weekend = aClass({
      id: testId("weekend"),
      name: "Weekend Ballet",
      day_schedules: {
        "0": [{ time: "11:00", duration: 60 }],
        "6": [
          { time: "10:00", duration: 60 },
          { time: "09:00", duration: 60 },
        ],
      },
    });
    const workshop = aClass({
      id: testId("workshop"),
      name: "Nutcracker Workshop",
      schedule_type: "one-time",
      schedule_description: null,
      day_schedules: null,
      start_date: "2026-12-12",
    });
    const [previous, next] = pair({}, { classes: [weekend, workshop] });
    expect(text(previous, next)).toContain(
      "New classes (2):\n  - Nutcracker Workshop (Sat, Dec 12)\n  - Weekend Ballet (Sun 11:00 AM; Sat 9:00 AM; Sat 10:00 AM)\n",
    );
  });

  it("starts the week where the studio's locale does, as the site does", () => {
    const weekend = aClass({
      id: testId("weekend"),
      name: "Weekend Ballet",
      day_schedules: { "0": [{ time: "11:00", duration: 60 }], "6": [{ time: "11:00", duration: 60 }], "1": [{ time: "17:00", duration: 60 }] },
    });
    const [previous, next] = pair({}, { classes: [weekend] });
    expect(text(previous, next, "en-US")).toContain("  - Weekend Ballet (Sun, Sat 11:00 AM; Mon 5:00 PM)\n");
    expect(text(previous, next, "en-GB")).toContain("  - Weekend Ballet (Mon 17:00; Sat, Sun 11:00)\n");
  });

  it("does not report classes as removed when the key lost the classes scope", () => {
    const [previous, next] = pair({ classes: [ballet, tap] }, { skipped: ["classes", "categories", "trial_classes"] });
    const result = report(previous, next);
    expect(kinds(result.entries)).toEqual(["section-skipped", "section-skipped", "section-skipped"]);
    expect(renderChangeReportText(result)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "No longer synced (3):",
        "  - categories (The API key lacks the scope for categories.)",
        "  - classes and sessions (The API key lacks the scope for classes.)",
        "  - trial offers (The API key lacks the scope for trial_classes.)",
        "",
      ].join("\n"),
    );
  });
});

describe("sessions", () => {
  it("reports a cancellation with the class, local date and time", () => {
    const [previous, next] = pair(
      { classes: [ballet], sessions: [balletSession("s1")] },
      { classes: [ballet], sessions: [balletSession("s1", { status: "cancelled" })] },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([
      {
        kind: "session-cancelled",
        session: {
          id: testId("s1"),
          classId: ballet.id,
          className: "Ballet I",
          date: "2026-11-24",
          time: "16:30:00",
          when: "Tue, Nov 24 at 4:30 PM",
        },
      },
    ]);
    expect(renderChangeReportText(result)).toContain("Sessions cancelled:\n  - Ballet I on Tue, Nov 24 at 4:30 PM\n");
  });

  it("reports a new session that is already cancelled as a cancellation", () => {
    const [previous, next] = pair(
      { classes: [ballet], sessions: [] },
      { classes: [ballet], sessions: [balletSession("s1", { date: "2026-12-08", status: "cancelled" })] },
    );
    expect(kinds(report(previous, next).entries)).toEqual(["session-cancelled"]);
  });

  it("adds the year to dates outside the current year", () => {
    const [previous, next] = pair(
      { classes: [ballet] },
      { classes: [ballet], sessions: [balletSession("s1", { date: "2027-01-05", time: "09:15:00" })] },
    );
    expect(text(previous, next)).toContain("New sessions:\n  - Ballet I on Tue, Jan 5, 2027 at 9:15 AM\n");
  });

  it("lists sessions back on the schedule, moved, added and taken off", () => {
    const [previous, next] = pair(
      {
        classes: [ballet],
        sessions: [
          balletSession("back", { date: "2026-11-24", status: "cancelled" }),
          balletSession("moved", { date: "2026-12-01" }),
          balletSession("gone", { date: "2026-12-08" }),
        ],
      },
      {
        classes: [ballet],
        sessions: [
          balletSession("back", { date: "2026-11-24" }),
          balletSession("moved", { date: "2026-12-02", time: "17:00:00" }),
          balletSession("extra", { date: "2026-12-10", time: null }),
        ],
      },
    );
    expect(text(previous, next)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Sessions back on the schedule:",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Sessions moved:",
        "  - Ballet I: Tue, Dec 1 at 4:30 PM → Wed, Dec 2 at 5:00 PM",
        "New sessions:",
        "  - Ballet I on Thu, Dec 10",
        "Sessions taken off the schedule:",
        "  - Ballet I on Tue, Dec 8 at 4:30 PM",
        "",
      ].join("\n"),
    );
  });

  it("sums sessions that entered because the window moved into one line, and ignores sessions that have passed", () => {
    const [previous, next] = pair(
      {
        window: { from: "2026-11-20", to: "2027-02-18", days_ahead: 90 },
        classes: [ballet],
        sessions: [balletSession("yesterday", { date: "2026-11-20" }), balletSession("s1")],
      },
      {
        window: { from: "2026-11-21", to: "2027-02-19", days_ahead: 90 },
        classes: [ballet],
        sessions: [
          balletSession("s1"),
          balletSession("new-day-1", { date: "2027-02-19" }),
          balletSession("new-day-2", { date: "2027-02-19", time: "18:00:00" }),
        ],
      },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([
      { kind: "schedule-extended", through: "2027-02-19", throughLabel: "Fri, Feb 19, 2027", sessions: 2 },
    ]);
    expect(renderChangeReportText(result)).toContain(
      "Schedule extended:\n  - The schedule now runs through Fri, Feb 19, 2027 (2 more sessions)\n",
    );
  });

  it("caps a long list and says how many more there are", () => {
    const dates = Array.from({ length: 48 }, (_, day) => `2026-12-${String((day % 28) + 1).padStart(2, "0")}`);
    const sessions = dates.map((date, index) =>
      balletSession(`long-${index}`, { date, time: `${String(8 + (index % 10)).padStart(2, "0")}:00:00` }),
    );
    const [previous, next] = pair(
      { classes: [ballet], sessions },
      { classes: [ballet], sessions: sessions.map((session) => ({ ...session, status: "cancelled" as const })) },
    );
    const lines = text(previous, next).split("\n");
    expect(lines[1]).toBe("Sessions cancelled (48):");
    expect(lines.slice(2).filter((line) => line.startsWith("  - Ballet I on "))).toHaveLength(10);
    expect(lines[12]).toBe("  - and 38 more sessions");
    // Soonest first.
    expect(lines[2]).toBe("  - Ballet I on Tue, Dec 1 at 8:00 AM");
  });

  it("shows every line when cutting would hide only one", () => {
    const sessions = Array.from({ length: 11 }, (_, index) =>
      balletSession(`eleven-${index}`, { date: `2026-12-${10 + index}` }),
    );
    const [previous, next] = pair(
      { classes: [ballet], sessions },
      { classes: [ballet], sessions: sessions.map((session) => ({ ...session, status: "cancelled" as const })) },
    );
    const output = text(previous, next);
    expect(output).not.toContain("more sessions");
    expect(output.match(/ {2}- Ballet I on /g)).toHaveLength(11);
  });
});

describe("the studio's today moving on", () => {
  it("needs a rebuild the day a class ends, because the window starts at the studio's today", () => {
    // 11:00 PM and 9:00 AM New York time: the class's last day is over at the second sync.
    const endsToday = { ...ballet, end_date: "2026-11-20" };
    const [previous, next] = pair(
      {
        synced_at: "2026-11-21T04:00:00.000Z",
        window: { from: "2026-11-20", to: "2027-02-18", days_ahead: 90 },
        classes: [endsToday],
      },
      { synced_at: PREVIOUS_SYNC, classes: [endsToday] },
    );
    const result = report(previous, next);
    expect(result.unchanged).toBe(false);
    expect(needsRebuild(result)).toBe(true);
  });
});

describe("full and reopened", () => {
  it("uses the class number for a session-based class", () => {
    const [previous, next] = pair(
      {
        classes: [
          { ...ballet, capacity: aCapacity(12, 10) },
          { ...tap, capacity: aCapacity(10, 10) },
        ],
      },
      {
        classes: [
          { ...ballet, capacity: aCapacity(12, 12) },
          { ...tap, capacity: aCapacity(12, 10) },
        ],
      },
    );
    const result = report(previous, next);
    expect(kinds(result.entries)).toEqual(["class-full", "class-reopened"]);
    expect(renderChangeReportText(result)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Now full:",
        "  - Ballet I (Tue 4:30 PM)",
        "Spots open again:",
        "  - Tap II (Wed 5:00 PM): 2 spots",
        "",
      ].join("\n"),
    );
  });

  it("uses each session's number for a drop-in class, not the class number", () => {
    const [previous, next] = pair(
      {
        classes: [{ ...openStudio, capacity: aCapacity(10, 2) }],
        sessions: [
          openStudioSession("o1", { capacity: aCapacity(10, 9) }),
          openStudioSession("o2", { date: "2026-12-05", capacity: aCapacity(10, 10) }),
        ],
      },
      {
        classes: [{ ...openStudio, capacity: aCapacity(10, 10) }],
        sessions: [
          openStudioSession("o1", { capacity: aCapacity(10, 10) }),
          openStudioSession("o2", { date: "2026-12-05", capacity: aCapacity(null, 10) }),
        ],
      },
    );
    expect(text(previous, next)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Now full:",
        "  - Open Studio on Sat, Nov 28 at 10:00 AM",
        "Spots open again:",
        "  - Open Studio on Sat, Dec 5 at 10:00 AM: no limit",
        "",
      ].join("\n"),
    );
  });

  it("ignores session numbers of a session-based class and full sessions that were cancelled", () => {
    const [previous, next] = pair(
      { classes: [ballet, openStudio], sessions: [balletSession("s1"), openStudioSession("o1")] },
      {
        classes: [ballet, openStudio],
        sessions: [
          balletSession("s1", { capacity: aCapacity(12, 12) }),
          openStudioSession("o1", { status: "cancelled", capacity: aCapacity(10, 10) }),
        ],
      },
    );
    expect(kinds(report(previous, next).entries)).toEqual(["session-cancelled"]);
  });
});

describe("seasons", () => {
  const season = (overrides: Partial<Registration> = {}) =>
    aSeason({ id: testId("spring"), name: "Spring 2027", ...overrides });
  const window = (external_opens_at: string | null, closes_at: string | null = null) => ({
    internal_opens_at: null,
    external_opens_at,
    closes_at,
  });

  it("reports a season the studio opened, with its closing time", () => {
    const [previous, next] = pair(
      { registrations: [season({ status: "closed" })] },
      { registrations: [season({ registration_window: window(null, "2027-01-10T04:59:00Z") })] },
    );
    expect(text(previous, next)).toContain(
      "Seasons:\n  - Spring 2027 is now open for sign-ups until Sat, Jan 9, 2027 at 11:59 PM\n",
    );
  });

  it("reports a season that opened to the public between the two syncs although no field changed", () => {
    // Public sign-ups open at noon New York time: after the 9:00 sync, before the 13:00 one.
    const opensAtNoon = season({ registration_window: window("2026-11-21T17:00:00Z") });
    const [previous, next] = pair({ registrations: [opensAtNoon] }, { registrations: [opensAtNoon] });
    const result = report(previous, next);
    expect(isUnchanged(previous, next)).toBe(true);
    expect(result.entries).toEqual([
      {
        kind: "season-opened",
        season: { id: testId("spring"), name: "Spring 2027" },
        state: { kind: "public", closesAt: null, closesAtLabel: null },
      },
    ]);
    expect(needsRebuild(result)).toBe(true);
  });

  it("says when public sign-ups start for a season opened ahead of them", () => {
    const [previous, next] = pair(
      { registrations: [season({ status: "closed" })] },
      { registrations: [season({ registration_window: window("2026-12-01T14:00:00Z") })] },
    );
    expect(text(previous, next)).toContain("  - Spring 2027 opened; public sign-ups start Tue, Dec 1 at 9:00 AM\n");
  });

  it("reports closing by the studio and by the closing time", () => {
    const fall = aSeason({ id: testId("fall"), name: "Fall 2026" });
    const closesAtNoon = season({ registration_window: window(null, "2026-11-21T17:00:00Z") });
    const [previous, next] = pair(
      { registrations: [closesAtNoon, fall] },
      { registrations: [closesAtNoon, { ...fall, status: "closed" }] },
    );
    expect(text(previous, next)).toContain(
      "Seasons (2):\n  - Fall 2026 is now closed for sign-ups\n  - Sign-ups for Spring 2027 have ended (its closing time passed)\n",
    );
  });

  it("reports a season that opened to existing families between the two syncs although no field changed", () => {
    // Existing families may sign up from noon New York time, the public from Dec 1.
    const familiesAtNoon = season({
      registration_window: { ...window("2026-12-01T14:00:00Z"), internal_opens_at: "2026-11-21T17:00:00Z" },
    });
    const [previous, next] = pair({ registrations: [familiesAtNoon] }, { registrations: [familiesAtNoon] });
    const result = report(previous, next);
    expect(isUnchanged(previous, next)).toBe(true);
    expect(kinds(result.entries)).toEqual(["season-opened"]);
    expect(needsRebuild(result)).toBe(true);
    const line = "Spring 2027 opened to existing families; public sign-ups start Tue, Dec 1 at 9:00 AM";
    expect(renderChangeReportText(result)).toContain(`Seasons:\n  - ${line}\n`);
    expect(renderChangeReportMarkdown(result)).toContain(`**Seasons**\n\n- ${line}\n`);
  });

  it("says when existing families may start for a season opened ahead of them", () => {
    const [previous, next] = pair(
      { registrations: [season({ status: "closed" })] },
      {
        registrations: [
          season({
            registration_window: { ...window("2026-12-01T14:00:00Z"), internal_opens_at: "2026-11-24T14:00:00Z" },
          }),
        ],
      },
    );
    expect(text(previous, next)).toContain(
      "  - Spring 2027 opened; existing families can sign up from Tue, Nov 24 at 9:00 AM, everyone from Tue, Dec 1 at 9:00 AM\n",
    );
  });

  it("reports sign-ups for existing families ending at the closing time", () => {
    const familiesOnly = season({
      registration_window: {
        internal_opens_at: "2026-11-01T13:00:00Z",
        external_opens_at: "2026-12-01T14:00:00Z",
        closes_at: "2026-11-21T17:00:00Z",
      },
    });
    const [previous, next] = pair({ registrations: [familiesOnly] }, { registrations: [familiesOnly] });
    const result = report(previous, next);
    expect(needsRebuild(result)).toBe(true);
    expect(text(previous, next)).toContain("Seasons:\n  - Sign-ups for Spring 2027 have ended (its closing time passed)\n");
  });

  it("needs a rebuild exactly when a registration time passing between the syncs changes what the site shows", () => {
    // Each registration time can be unset, before the 9:00 sync, exactly at it (passed
    // then already), between the syncs, exactly at the 13:00 sync (passed by then), or after it.
    const times = [null, "2026-11-20T14:00:00Z", PREVIOUS_SYNC, "2026-11-21T16:00:00Z", NEXT_SYNC, "2026-11-22T14:00:00Z"];
    const windows = times.flatMap((internal_opens_at) =>
      times.flatMap((external_opens_at) => times.map((closes_at) => ({ internal_opens_at, external_opens_at, closes_at }))),
    );
    const mismatches = windows.flatMap((registration_window) => {
      const spring = season({ registration_window });
      const [previous, next] = pair({ registrations: [spring] }, { registrations: [spring] });
      const siteBefore = seasonState(spring, new Date(PREVIOUS_SYNC)).kind;
      const siteAfter = seasonState(spring, new Date(NEXT_SYNC)).kind;
      const result = report(previous, next);
      const reported = needsRebuild(result) && result.entries.length === 1;
      return reported === (siteBefore !== siteAfter) ? [] : [{ registration_window, siteBefore, siteAfter }];
    });
    expect(windows).toHaveLength(216);
    expect(mismatches).toEqual([]);
  });

  it("lists seasons added and removed", () => {
    const summer = aSeason({ id: testId("summer"), name: "Summer Camp 2027", status: "closed" });
    const [previous, next] = pair({ registrations: [season()] }, { registrations: [summer] });
    expect(text(previous, next)).toContain(
      "Seasons (2):\n  - Spring 2027 was removed\n  - New season Summer Camp 2027: closed for sign-ups\n",
    );
  });
});

describe("prices", () => {
  it("lists price changes of classes, memberships, trial offers and appointment services", () => {
    const monthly = aMembershipPrice({
      id: testId("monthly"),
      name: "Monthly",
      amount_cents: 8900,
      price_display: "$89.00/month",
    });
    const annual = aMembershipPrice({
      id: testId("annual"),
      name: "Annual",
      amount_cents: 90000,
      price_display: "$900.00/year",
      billing_interval: "year",
    });
    const quarterly = aMembershipPrice({
      id: testId("quarterly"),
      name: "Quarterly",
      amount_cents: 25000,
      price_display: "$250.00 every 3 months",
      billing_period: 3,
    });
    const unlimited = aMembershipType({ id: testId("unlimited"), name: "Unlimited", prices: [monthly, quarterly] });
    const trial = aTrial({ id: testId("trial"), name: "Try Ballet", price_cents: 0, price_display: "Free" });
    const lesson = aService({ id: testId("lesson"), name: "Private lesson", price_cents: 4000, price_display: "$40.00" });
    const makeup = aService({
      id: testId("makeup"),
      name: "Stage make-up",
      price_display: "$25.00",
      price_cents: 2500,
    });
    const [previous, next] = pair(
      { classes: [ballet], membership_types: [unlimited], trial_classes: [trial], appointment_services: [lesson] },
      {
        classes: [{ ...ballet, price_cents: 6500, price_display: "$65.00/month" }],
        membership_types: [
          { ...unlimited, prices: [{ ...monthly, amount_cents: 9500, price_display: "$95.00/month" }, annual] },
          aMembershipType({ id: testId("family"), name: "Family", prices: [] }),
        ],
        trial_classes: [{ ...trial, price_cents: 1500, price_display: "$15.00" }],
        appointment_services: [makeup],
      },
    );
    expect(text(previous, next)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Prices (8):",
        "  - Appointment service removed: Private lesson ($40.00)",
        "  - Ballet I (Tue 4:30 PM): $60.00/month → $65.00/month",
        "  - Membership Unlimited – Monthly: $89.00/month → $95.00/month",
        "  - Membership price removed: Unlimited – Quarterly ($250.00 every 3 months)",
        "  - New appointment service Stage make-up: $25.00",
        "  - New membership Family: no price on sale",
        "  - New membership price Unlimited – Annual: $900.00/year",
        "  - Trial offer Try Ballet: Free → $15.00",
        "",
      ].join("\n"),
    );
  });
});

describe("prices, wording", () => {
  it("does not repeat the word membership when the studio's name already has it", () => {
    const monthly = aMembershipPrice({ id: testId("family-monthly"), amount_cents: 8900, price_display: "$89.00/month" });
    const family = aMembershipType({ id: testId("family"), name: "Family Membership", prices: [monthly] });
    const [previous, next] = pair(
      { membership_types: [family] },
      {
        membership_types: [{ ...family, prices: [{ ...monthly, amount_cents: 9900, price_display: "$99.00/month" }] }],
      },
    );
    expect(text(previous, next)).toContain("  - Family Membership – Monthly: $89.00/month → $99.00/month\n");
  });
});

describe("Markdown for the job summary", () => {
  it("has a heading, bold group titles and bullet lists, and escapes Markdown in names", () => {
    const studio = { id: testId("studio"), name: "Brightside Dance & Gymnastics", slug: "brightside-dance" };
    const [previous, next] = pair(
      { studio, classes: [ballet], sessions: [balletSession("s1")] },
      { studio, classes: [ballet], sessions: [balletSession("s1", { status: "cancelled" })] },
    );
    expect(renderChangeReportMarkdown(report(previous, next))).toBe(
      [
        "### Catalog changes for Brightside Dance \\& Gymnastics",
        "",
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "",
        "**Sessions cancelled**",
        "",
        "- Ballet I on Tue, Nov 24 at 4:30 PM",
        "",
      ].join("\n"),
    );
  });

  it("escapes the studio's text so names cannot become formatting or HTML", () => {
    const odd = aClass({ id: testId("odd"), name: "Hip_Hop *Crew* <b>[new]</b>", day_schedules: TUESDAY_4_30_PM });
    const [previous, next] = pair({}, { classes: [odd] });
    expect(renderChangeReportMarkdown(report(previous, next))).toContain(
      "- Hip\\_Hop \\*Crew\\* \\<b\\>\\[new\\]\\</b\\> (Tue 4:30 PM)\n",
    );
  });

  it("caps long groups with an emphasised count of the rest", () => {
    const sessions = Array.from({ length: 30 }, (_, index) =>
      balletSession(`md-${index}`, {
        date: "2026-12-15",
        time: `${String(6 + (index % 12)).padStart(2, "0")}:${index < 12 ? "00" : "30"}:00`,
      }),
    );
    const [previous, next] = pair(
      { classes: [ballet], sessions },
      { classes: [ballet], sessions: sessions.map((session) => ({ ...session, status: "cancelled" as const })) },
    );
    const markdown = renderChangeReportMarkdown(report(previous, next), { maxPerGroup: 5 });
    expect(markdown).toContain("**Sessions cancelled (30)**");
    expect(markdown.match(/^- Ballet I on /gm)).toHaveLength(5);
    expect(markdown).toContain("- _and 25 more sessions_\n");
  });
});

describe("entries as data", () => {
  it("orders groups as the renderers show them, whatever order changes were found in", () => {
    const expensive = (cls: Class) => ({ ...cls, price_display: "$99.00/month", price_cents: 9900 });
    const [previous, next] = pair(
      {
        classes: [ballet, tap],
        sessions: [balletSession("s1")],
        registrations: [aSeason({ id: testId("winter"), status: "closed" })],
      },
      {
        classes: [expensive(ballet)],
        sessions: [balletSession("s1", { status: "cancelled" })],
        registrations: [aSeason({ id: testId("winter"), status: "open" })],
      },
    );
    expect(kinds(report(previous, next).entries)).toEqual([
      "class-removed",
      "session-cancelled",
      "season-opened",
      "price-changed",
    ]);
  });
});

describe("sessions, what counts as news", () => {
  it("reports a session moved to another time on its day, and one moved to another day at its time", () => {
    const [previous, next] = pair(
      { classes: [ballet], sessions: [balletSession("later"), balletSession("next-day", { date: "2026-12-01" })] },
      { classes: [ballet], sessions: [balletSession("later", { time: "17:30:00" }), balletSession("next-day", { date: "2026-12-02" })] },
    );
    expect(text(previous, next)).toContain(
      "Sessions moved (2):\n  - Ballet I: Tue, Nov 24 at 4:30 PM → Tue, Nov 24 at 5:30 PM\n  - Ballet I: Tue, Dec 1 at 4:30 PM → Wed, Dec 2 at 4:30 PM\n",
    );
  });

  it("says nothing of a session that stays cancelled, a cancelled one that is gone, or one that is completed", () => {
    const [previous, next] = pair(
      {
        classes: [ballet],
        sessions: [
          balletSession("still-cancelled", { status: "cancelled" }),
          balletSession("gone-cancelled", { date: "2026-12-01", status: "cancelled" }),
          balletSession("done", { date: "2026-12-08", status: "cancelled" }),
        ],
      },
      {
        classes: [ballet],
        sessions: [
          balletSession("still-cancelled", { status: "cancelled" }),
          balletSession("done", { date: "2026-12-08", status: "completed" }),
          balletSession("new-completed", { date: "2026-12-15", status: "completed" }),
        ],
      },
    );
    expect(report(previous, next).entries).toEqual([]);
  });

  it("counts a new session on the last day the previous sync covered as new, and one after it as the schedule extended", () => {
    const [previous, next] = pair(
      { window: { from: "2026-11-21", to: "2027-02-18", days_ahead: 89 }, classes: [ballet] },
      {
        window: { from: "2026-11-21", to: "2027-02-19", days_ahead: 90 },
        classes: [ballet],
        sessions: [balletSession("last-day", { date: "2027-02-18" }), balletSession("beyond", { date: "2027-02-19" })],
      },
    );
    expect(text(previous, next)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "New sessions:",
        "  - Ballet I on Thu, Feb 18, 2027 at 4:30 PM",
        "Schedule extended:",
        "  - The schedule now runs through Fri, Feb 19, 2027 (1 more session)",
        "",
      ].join("\n"),
    );
  });

  it("says the schedule now runs through the latest date any class is mirrored to", () => {
    const [previous, next] = pair(
      { classes: [ballet, tap] },
      {
        classes: [ballet, tap],
        // Not in date order, as sessions_through is keyed by class id.
        sessions_through: { [ballet.id]: "2027-04-01", [tap.id]: "2027-03-01" },
        sessions: [balletSession("spring", { date: "2027-03-30" })],
      },
    );
    expect(text(previous, next)).toContain("Schedule extended:\n  - The schedule now runs through Thu, Apr 1, 2027 (1 more session)\n");
  });

  it("reports a session taken off on the first and the last day both syncs covered, not one only the previous sync covered", () => {
    const [previous, next] = pair(
      {
        classes: [ballet],
        sessions_through: { [ballet.id]: "2027-03-21" },
        sessions: [
          balletSession("today", { date: "2026-11-21" }),
          balletSession("last-common", { date: "2027-02-19" }),
          balletSession("beyond", { date: "2027-03-01" }),
        ],
      },
      // The class no longer runs past the window: it is mirrored through the window's end only.
      { classes: [ballet] },
    );
    expect(text(previous, next)).toContain(
      "Sessions taken off the schedule (2):\n  - Ballet I on Sat, Nov 21 at 4:30 PM\n  - Ballet I on Fri, Feb 19, 2027 at 4:30 PM\n",
    );
    expect(kinds(report(previous, next).entries)).toEqual(["session-removed", "session-removed"]);
  });

  it("lists a new class whose sessions the sync did not read (it has ended) with no count, and reports no spots for a drop-in class without sessions", () => {
    const ended = aClass({ id: testId("ended"), name: "Summer Intensive", day_schedules: TUESDAY_4_30_PM, end_date: "2026-08-30" });
    const [previous, next] = pair(
      { classes: [openStudio], sessions: [openStudioSession("o1", { capacity: aCapacity(10, 10) })] },
      { classes: [openStudio, ended], sessions_by_class: {} },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([{ kind: "class-added", class: { id: ended.id, name: "Summer Intensive", label: "Summer Intensive (Tue 4:30 PM)" }, sessions: 0 }]);
  });

  it("takes no session off for a class whose sessions the new sync did not read (it is no longer current)", () => {
    const [previous, next] = pair(
      { classes: [ballet], sessions: [balletSession("s1"), balletSession("s2", { date: "2026-12-01" })] },
      { classes: [ballet], sessions_by_class: {} },
    );
    expect(report(previous, next).entries).toEqual([]);
  });

  it("says nothing of a drop-in session whose spots changed without it filling up or opening again", () => {
    const [previous, next] = pair(
      { classes: [openStudio], sessions: [openStudioSession("o1", { capacity: aCapacity(10, 2) })] },
      { classes: [openStudio], sessions: [openStudioSession("o1", { capacity: aCapacity(10, 5) })] },
    );
    expect(report(previous, next).entries).toEqual([]);
  });
});

describe("class labels", () => {
  const labelled = (cls: Class) => {
    const [previous, next] = pair({}, { classes: [cls] });
    return text(previous, next).split("\n")[2];
  };

  it("labels a class by its start date unless it is a recurring class with a weekly schedule, and by its name alone without either", () => {
    const base = { id: testId("label"), name: "Workshop", start_date: "2026-12-12" };
    expect(labelled(aClass({ ...base, schedule_type: "one-time", day_schedules: TUESDAY_4_30_PM }))).toBe("  - Workshop (Sat, Dec 12)");
    expect(labelled(aClass({ ...base, schedule_type: "recurring", day_schedules: null }))).toBe("  - Workshop (Sat, Dec 12)");
    expect(labelled(aClass({ ...base, schedule_type: "one-time", day_schedules: null, start_date: null }))).toBe("  - Workshop");
    expect(labelled(aClass({ ...base, schedule_type: "recurring", day_schedules: {} }))).toBe("  - Workshop");
  });
});

describe("sections", () => {
  it("says a section the key can read again, with its records, and nothing of one skipped in both syncs", () => {
    const [previous, next] = pair(
      { classes: [ballet], skipped: ["membership_types", "locations"] },
      { classes: [ballet], skipped: ["locations"], membership_types: [aMembershipType({ id: testId("gold"), name: "Gold" })] },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([{ kind: "section-resumed", section: "membership_types", records: 1 }]);
    expect(renderChangeReportText(result)).toContain("Synced again:\n  - memberships (1 record)\n");
  });

  it("compares no records of a section one of the syncs could not read", () => {
    const [previous, next] = pair(
      {
        classes: [ballet],
        registrations: [aSeason({ id: testId("spring") })],
        membership_types: [aMembershipType({ id: testId("gold") })],
        trial_classes: [aTrial({ id: testId("trial") })],
        appointment_services: [aService({ id: testId("lesson") })],
      },
      { classes: [ballet], skipped: ["registrations", "membership_types", "trial_classes", "appointment_services"] },
    );
    expect(kinds(report(previous, next).entries)).toEqual(["section-skipped", "section-skipped", "section-skipped", "section-skipped"]);
  });
});

describe("prices, what counts as a change", () => {
  it("reports a price whose amount moved though its printed price did not, and one whose printed price moved alone", () => {
    const monthly = aMembershipPrice({ id: testId("monthly"), name: "Monthly", amount_cents: 8900, price_display: "$89.00/month" });
    const yearly = aMembershipPrice({ id: testId("yearly"), name: "Yearly", amount_cents: 90000, price_display: "$900.00/year" });
    const weekly = aMembershipPrice({ id: testId("weekly"), name: "Weekly", amount_cents: 2500, price_display: "$25.00/week" });
    const gold = aMembershipType({ id: testId("gold"), name: "Gold", prices: [monthly, yearly, weekly] });
    const trial = aTrial({ id: testId("trial"), name: "Try Ballet", price_cents: 1000, price_display: "$10.00" });
    const same = aTrial({ id: testId("same"), name: "Try Tap", price_cents: 1000, price_display: "$10.00" });
    const lesson = aService({ id: testId("lesson"), name: "Private lesson", price_cents: 4000, price_display: "$40.00" });
    const [previous, next] = pair(
      { classes: [ballet, tap], membership_types: [gold], trial_classes: [trial, same], appointment_services: [lesson] },
      {
        classes: [{ ...ballet, price_cents: 6500 }, { ...tap, price_display: "$45.00/month" }],
        membership_types: [{ ...gold, prices: [{ ...monthly, amount_cents: 9900 }, { ...yearly, price_display: "$900/year" }, weekly] }],
        trial_classes: [{ ...trial, price_cents: 1200 }, same],
        appointment_services: [{ ...lesson, price_display: "$40" }],
      },
    );
    expect(text(previous, next)).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Prices (6):",
        "  - Appointment service Private lesson: $40.00 → $40",
        "  - Ballet I (Tue 4:30 PM): $60.00/month → $60.00/month",
        `  - Membership Gold – Monthly: $89.00/month → $89.00/month`,
        "  - Membership Gold – Yearly: $900.00/year → $900/year",
        `  - Tap II (Wed 5:00 PM): ${tap.price_display} → $45.00/month`,
        "  - Trial offer Try Ballet: $10.00 → $10.00",
        "",
      ].join("\n"),
    );
  });

  it("gives no entry for offers and prices that did not change, so nothing needs rebuilding", () => {
    const trial = aTrial({ id: testId("trial") });
    const lesson = aService({ id: testId("lesson") });
    const gold = aMembershipType({ id: testId("gold"), prices: [aMembershipPrice({ id: testId("gold-monthly") })] });
    const [previous, next] = pair(
      { classes: [ballet], trial_classes: [trial], appointment_services: [lesson], membership_types: [gold] },
      { classes: [ballet], trial_classes: [trial], appointment_services: [lesson], membership_types: [gold] },
    );
    const result = report(previous, next);
    expect(result.entries).toEqual([]);
    expect(needsRebuild(result)).toBe(false);
  });

  it("lists a new or a removed membership with every price it has", () => {
    const price = (label: string, display: string) => aMembershipPrice({ id: testId(label), name: label, price_display: display });
    const gold = aMembershipType({ id: testId("gold"), name: "Gold", prices: [price("gold-m", "$99.00/month"), price("gold-y", "$990.00/year")] });
    const silver = aMembershipType({ id: testId("silver"), name: "Silver", prices: [price("silver-m", "$49.00/month"), price("silver-y", "$490.00/year")] });
    const [previous, next] = pair({ membership_types: [silver] }, { membership_types: [gold] });
    expect(text(previous, next)).toContain(
      "Prices (2):\n  - Membership removed: Silver ($49.00/month; $490.00/year)\n  - New membership Gold: $99.00/month; $990.00/year\n",
    );
  });
});

describe("seasons, what counts as opening or closing", () => {
  const spring = (overrides: Partial<Registration> = {}) => aSeason({ id: testId("spring"), name: "Spring 2027", ...overrides });
  const opensDec1 = "2026-12-01T14:00:00Z";

  it("mentions existing families only when they may start before the public", () => {
    const sameTime = spring({ registration_window: { internal_opens_at: opensDec1, external_opens_at: opensDec1, closes_at: null } });
    const familiesLater = spring({ id: testId("later"), name: "Summer 2027", registration_window: { internal_opens_at: "2026-12-05T14:00:00Z", external_opens_at: opensDec1, closes_at: null } });
    const [previous, next] = pair({}, { registrations: [sameTime, familiesLater] });
    expect(text(previous, next)).toContain(
      "Seasons (2):\n  - New season Spring 2027: public sign-ups start Tue, Dec 1 at 9:00 AM\n  - New season Summer 2027: public sign-ups start Tue, Dec 1 at 9:00 AM\n",
    );
  });

  it("says why a season closed: the studio closed it, its opening moved later, or its closing time passed", () => {
    const open = { internal_opens_at: null, external_opens_at: null, closes_at: null };
    const fall = aSeason({ id: testId("fall"), name: "Fall 2026", registration_window: open });
    // Closes at noon New York time: between the 9:00 and the 13:00 sync.
    const winter = aSeason({ id: testId("winter"), name: "Winter 2027", registration_window: { ...open, closes_at: "2026-11-21T17:00:00Z" } });
    const [previous, next] = pair(
      { registrations: [spring({ registration_window: open }), fall, winter] },
      { registrations: [spring({ registration_window: { ...open, external_opens_at: opensDec1 } }), { ...fall, status: "closed" }, winter] },
    );
    const result = report(previous, next);
    expect(result.entries.map((entry) => [entry.kind === "season-closed" ? entry.reason : entry.kind, "season" in entry ? entry.season.name : null])).toEqual([
      ["status", "Fall 2026"],
      ["postponed", "Spring 2027"],
      ["closing-time", "Winter 2027"],
    ]);
    expect(renderChangeReportText(result)).toContain(
      "Seasons (3):\n  - Fall 2026 is now closed for sign-ups\n  - Spring 2027: public sign-ups start Tue, Dec 1 at 9:00 AM\n  - Sign-ups for Winter 2027 have ended (its closing time passed)\n",
    );
  });
});

describe("a report with nothing to compare with", () => {
  it("keeps the time of another studio's previous snapshot, and never counts a first sync as unchanged", () => {
    const previous = snapshot({ studio: { id: testId("other-studio"), name: "Other Studio", slug: "other" }, classes: [ballet] });
    const next = snapshot({ synced_at: NEXT_SYNC, classes: [ballet] });
    const replaced = report(previous, next);
    expect([replaced.previousSyncedAt, replaced.previousSyncedAtLabel, replaced.unchanged]).toEqual([PREVIOUS_SYNC, "Sat, Nov 21 at 9:00 AM", false]);
    const first = report(null, next);
    expect([first.previousSyncedAt, first.previousSyncedAtLabel, first.unchanged]).toEqual([null, null, false]);
  });
});
