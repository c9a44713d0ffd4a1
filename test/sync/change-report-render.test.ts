import { describe, expect, it } from "vitest";
import { orderEntries, renderChangeReportMarkdown, renderChangeReportText } from "../../src/sync/change-report-render.ts";
import type { ChangeEntry, ChangeReport, ClassRef, FirstSyncSummary, SeasonRef, SessionRef } from "../../src/sync/change-report-types.ts";
import { testId } from "../fixtures/catalog-records.ts";

/**
 * The change report's words and order, from reports built as data: every kind of entry in
 * its group, each sign-up state, the counts of a first sync, and the order within a group.
 * change-report.test.ts finds the entries from two snapshots.
 */
const classRef = (name: string, when = "Tue 4:30 PM"): ClassRef => ({ id: testId(name), name, label: `${name} (${when})` });
const sessionRef = (className: string, date: string, time: string | null, when: string): SessionRef => ({
  id: testId(`${className} ${date} ${time}`),
  classId: testId(className),
  className,
  date,
  time,
  when,
});
const season = (name: string): SeasonRef => ({ id: testId(name), name });

const ballet = classRef("Ballet I");
const tuesday = sessionRef("Ballet I", "2026-11-24", "16:30:00", "Tue, Nov 24 at 4:30 PM");

function aReport(entries: readonly ChangeEntry[], overrides: Partial<ChangeReport> = {}): ChangeReport {
  return {
    locale: "en-US",
    timezone: "America/New_York",
    studioName: "Brightside Dance",
    syncedAt: "2026-11-21T18:00:00.000Z",
    previousSyncedAt: "2026-11-21T14:00:00.000Z",
    previousSyncedAtLabel: "Sat, Nov 21 at 9:00 AM",
    firstSync: null,
    unchanged: false,
    entries,
    ...overrides,
  };
}

/** The text with every line shown (the default cuts a group after 10). */
const text = (entries: readonly ChangeEntry[]) => renderChangeReportText(aReport(entries), { maxPerGroup: 20 });

describe("the change report in words", () => {
  it("says sections no longer synced and synced again, with their reason or records", () => {
    expect(
      text([
        { kind: "section-skipped", section: "registrations", reason: "the key lacks the scope registrations:read" },
        { kind: "section-skipped", section: "appointment_services", reason: null },
        { kind: "section-resumed", section: "trial_classes", records: 1 },
        { kind: "section-resumed", section: "locations", records: 3 },
      ]),
    ).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "No longer synced (2):",
        "  - seasons (the key lacks the scope registrations:read)",
        "  - appointment services",
        "Synced again (2):",
        "  - trial offers (1 record)",
        "  - locations (3 records)",
        "",
      ].join("\n"),
    );
  });

  it("says classes and sessions, with the counts in words", () => {
    const moved = sessionRef("Tap II", "2026-11-26", "17:00:00", "Thu, Nov 26 at 5:00 PM");
    expect(
      text([
        { kind: "class-added", class: classRef("Acro"), sessions: 0 },
        { kind: "class-added", class: classRef("Hip Hop"), sessions: 1 },
        { kind: "class-added", class: classRef("Jazz"), sessions: 12 },
        { kind: "class-removed", class: classRef("Tap I") },
        { kind: "class-renamed", class: classRef("Tap II"), previousName: "Tap 2" },
        { kind: "session-cancelled", session: tuesday },
        { kind: "session-reinstated", session: tuesday },
        { kind: "session-moved", session: moved, previousWhen: "Wed, Nov 25 at 5:00 PM" },
        { kind: "session-added", session: tuesday },
        { kind: "session-removed", session: tuesday },
        { kind: "schedule-extended", through: "2027-02-19", throughLabel: "Fri, Feb 19, 2027", sessions: 1 },
        { kind: "class-full", class: ballet, session: null },
        { kind: "class-full", class: classRef("Open Studio"), session: tuesday },
        { kind: "class-reopened", class: ballet, session: null, spotsRemaining: null },
        { kind: "class-reopened", class: ballet, session: null, spotsRemaining: 1 },
        { kind: "class-reopened", class: classRef("Open Studio"), session: tuesday, spotsRemaining: 4 },
      ]),
    ).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "New classes (3):",
        "  - Acro (Tue 4:30 PM)",
        "  - Hip Hop (Tue 4:30 PM), 1 session",
        "  - Jazz (Tue 4:30 PM), 12 sessions",
        "Classes removed:",
        "  - Tap I (Tue 4:30 PM)",
        "Classes renamed:",
        "  - Tap 2 → Tap II (Tue 4:30 PM)",
        "Sessions cancelled:",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Sessions back on the schedule:",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Sessions moved:",
        "  - Tap II: Wed, Nov 25 at 5:00 PM → Thu, Nov 26 at 5:00 PM",
        "New sessions:",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Sessions taken off the schedule:",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Schedule extended:",
        "  - The schedule now runs through Fri, Feb 19, 2027 (1 more session)",
        "Now full (2):",
        "  - Ballet I (Tue 4:30 PM)",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM",
        "Spots open again (3):",
        "  - Ballet I (Tue 4:30 PM): no limit",
        "  - Ballet I (Tue 4:30 PM): 1 spot",
        "  - Ballet I on Tue, Nov 24 at 4:30 PM: 4 spots",
        "",
      ].join("\n"),
    );
  });

  it("says each season's sign-ups in the site's terms, whether it was added, opened or closed", () => {
    const publicUntil = { kind: "public", closesAt: "2026-12-01T05:00:00.000Z", closesAtLabel: "Tue, Dec 1 at 12:00 AM" } as const;
    const families = {
      kind: "existing-families",
      publicFrom: "2026-12-01T14:00:00.000Z",
      publicFromLabel: "Tue, Dec 1 at 9:00 AM",
      closesAt: null,
      closesAtLabel: null,
    } as const;
    const later = { kind: "public-later", publicFrom: "2026-12-01T14:00:00.000Z", publicFromLabel: "Tue, Dec 1 at 9:00 AM", existingFamiliesFrom: null, existingFamiliesFromLabel: null } as const;
    const familiesFirst = { ...later, existingFamiliesFrom: "2026-11-24T14:00:00.000Z", existingFamiliesFromLabel: "Tue, Nov 24 at 9:00 AM" } as const;
    const open = { kind: "public", closesAt: null, closesAtLabel: null } as const;
    const closed = { kind: "closed" } as const;
    expect(
      text([
        { kind: "season-added", season: season("A"), state: open },
        { kind: "season-added", season: season("B"), state: publicUntil },
        { kind: "season-added", season: season("C"), state: families },
        { kind: "season-added", season: season("D"), state: later },
        { kind: "season-added", season: season("E"), state: familiesFirst },
        { kind: "season-added", season: season("F"), state: closed },
        { kind: "season-removed", season: season("G") },
        { kind: "season-opened", season: season("H"), state: publicUntil },
        { kind: "season-opened", season: season("I"), state: families },
        { kind: "season-opened", season: season("J"), state: later },
        { kind: "season-opened", season: season("K"), state: closed },
        { kind: "season-closed", season: season("L"), reason: "status", state: closed },
        { kind: "season-closed", season: season("M"), reason: "postponed", state: later },
        { kind: "season-closed", season: season("N"), reason: "closing-time", state: closed },
      ]),
    ).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Seasons (14):",
        "  - New season A: open for sign-ups",
        "  - New season B: open for sign-ups until Tue, Dec 1 at 12:00 AM",
        "  - New season C: open to existing families; public sign-ups start Tue, Dec 1 at 9:00 AM",
        "  - New season D: public sign-ups start Tue, Dec 1 at 9:00 AM",
        "  - New season E: existing families can sign up from Tue, Nov 24 at 9:00 AM, everyone from Tue, Dec 1 at 9:00 AM",
        "  - New season F: closed for sign-ups",
        "  - G was removed",
        "  - H is now open for sign-ups until Tue, Dec 1 at 12:00 AM",
        "  - I opened to existing families; public sign-ups start Tue, Dec 1 at 9:00 AM",
        "  - J opened; public sign-ups start Tue, Dec 1 at 9:00 AM",
        "  - K was opened, but its sign-up period has already ended",
        "  - L is now closed for sign-ups",
        "  - M: public sign-ups start Tue, Dec 1 at 9:00 AM",
        "  - Sign-ups for N have ended (its closing time passed)",
        "",
      ].join("\n"),
    );
  });

  it("names each priced item by its kind, without repeating a word its name already has", () => {
    const item = (kind: "class" | "membership" | "membership-price" | "trial" | "appointment", name: string) => ({ kind, id: testId(name), name });
    expect(
      text([
        { kind: "price-changed", item: item("class", "Ballet I (Tue 4:30 PM)"), from: "$60.00/month", to: "$65.00/month" },
        { kind: "price-changed", item: item("membership", "Gold"), from: "$99.00/month", to: "$109.00/month" },
        { kind: "price-changed", item: item("membership", "Family Membership"), from: "$89.00/month", to: "$99.00/month" },
        { kind: "price-changed", item: item("membership-price", "Gold – Yearly"), from: "$990.00/year", to: "$1,090.00/year" },
        { kind: "price-changed", item: item("trial", "Free Ballet Trial"), from: "Free", to: "$10.00" },
        { kind: "price-changed", item: item("trial", "Two-week trial offer"), from: "$20.00", to: "$25.00" },
        { kind: "price-changed", item: item("trial", "Best offer"), from: "$20.00", to: "$25.00" },
        { kind: "price-changed", item: item("membership", "Tulip"), from: "$20.00", to: "$25.00" },
        { kind: "price-changed", item: item("appointment", "Private Lesson"), from: "$45.00", to: "$50.00" },
        { kind: "price-added", item: item("class", "Jazz"), price: "$55.00/month" },
        { kind: "price-added", item: item("membership", "Silver"), price: "$49.00/month" },
        { kind: "price-added", item: item("membership-price", "Gold – Weekly"), price: "$25.00/week" },
        { kind: "price-added", item: item("trial", "Tap Trial"), price: "Free" },
        { kind: "price-added", item: item("appointment", "Duet Lesson"), price: "$70.00" },
        { kind: "price-removed", item: item("class", "Jazz"), price: "$55.00/month" },
        { kind: "price-removed", item: item("membership", "Silver"), price: "no price on sale" },
        { kind: "price-removed", item: item("membership-price", "Gold – Weekly"), price: "$25.00/week" },
        { kind: "price-removed", item: item("trial", "Tap Trial"), price: "Free" },
        { kind: "price-removed", item: item("appointment", "Duet Lesson"), price: "$70.00" },
      ]),
    ).toBe(
      [
        "Changes since the last sync on Sat, Nov 21 at 9:00 AM:",
        "Prices (19):",
        "  - Ballet I (Tue 4:30 PM): $60.00/month → $65.00/month",
        "  - Membership Gold: $99.00/month → $109.00/month",
        "  - Family Membership: $89.00/month → $99.00/month",
        "  - Membership Gold – Yearly: $990.00/year → $1,090.00/year",
        "  - Trial offer Free Ballet Trial: Free → $10.00",
        "  - Two-week trial offer: $20.00 → $25.00",
        "  - Best offer: $20.00 → $25.00",
        "  - Membership Tulip: $20.00 → $25.00",
        "  - Appointment service Private Lesson: $45.00 → $50.00",
        "  - New class Jazz: $55.00/month",
        "  - New membership Silver: $49.00/month",
        "  - New membership price Gold – Weekly: $25.00/week",
        "  - New trial offer Tap Trial: Free",
        "  - New appointment service Duet Lesson: $70.00",
        "  - Class removed: Jazz ($55.00/month)",
        "  - Membership removed: Silver (no price on sale)",
        "  - Membership price removed: Gold – Weekly ($25.00/week)",
        "  - Trial offer removed: Tap Trial (Free)",
        "  - Appointment service removed: Duet Lesson ($70.00)",
        "",
      ].join("\n"),
    );
  });

  it("cuts a group without a noun to 'and N more'", () => {
    const full = ["Acro", "Ballet", "Jazz", "Tap"].map((name): ChangeEntry => ({ kind: "class-full", class: classRef(name), session: null }));
    expect(renderChangeReportText(aReport(full), { maxPerGroup: 2 })).toBe(
      ["Changes since the last sync on Sat, Nov 21 at 9:00 AM:", "Now full (4):", "  - Acro (Tue 4:30 PM)", "  - Ballet (Tue 4:30 PM)", "  - and 2 more", ""].join("\n"),
    );
  });
});

describe("the headline", () => {
  it("says when the last sync was, or that its time is unknown", () => {
    const entries: ChangeEntry[] = [{ kind: "class-removed", class: ballet }];
    expect(renderChangeReportText(aReport(entries)).split("\n")[0]).toBe("Changes since the last sync on Sat, Nov 21 at 9:00 AM:");
    expect(renderChangeReportText(aReport(entries, { previousSyncedAtLabel: null })).split("\n")[0]).toBe("Changes since the last sync on an unknown date:");
  });
});

describe("the first sync's lines", () => {
  const summary = (overrides: Partial<FirstSyncSummary> = {}): FirstSyncSummary => ({
    counts: { classes: 1, sessions: 1, seasons: 1, memberships: 1, trialOffers: 1, appointmentServices: 1, locations: 1 },
    skipped: [],
    replacedStudio: null,
    ...overrides,
  });
  const first = (firstSync: FirstSyncSummary) => aReport([], { firstSync, previousSyncedAt: null, previousSyncedAtLabel: null });

  it("counts each section in the singular and the plural", () => {
    expect(renderChangeReportText(first(summary()))).toBe(
      "First sync: 1 class, 1 scheduled session, 1 season, 1 membership, 1 trial offer, 1 appointment service, 1 location.\n",
    );
    const many = { classes: 2, sessions: 30, seasons: 3, memberships: 4, trialOffers: 5, appointmentServices: 6, locations: 7 };
    expect(renderChangeReportText(first(summary({ counts: many })))).toBe(
      "First sync: 2 classes, 30 scheduled sessions, 3 seasons, 4 memberships, 5 trial offers, 6 appointment services, 7 locations.\n",
    );
  });

  it("leaves out each section it could not read, names it, and says when nothing could be read", () => {
    const none = { classes: null, sessions: null, seasons: null, memberships: null, trialOffers: null, appointmentServices: null, locations: null };
    const skipped = [
      { section: "classes" as const, reason: "the key lacks the scope classes:read" },
      { section: "locations" as const, reason: null },
    ];
    expect(renderChangeReportText(first(summary({ counts: none, skipped })))).toBe(
      ["First sync: nothing could be read.", "Not synced: classes and sessions (the key lacks the scope classes:read).", "Not synced: locations.", ""].join("\n"),
    );
    const some = { ...none, seasons: 2, memberships: 0 };
    expect(renderChangeReportText(first(summary({ counts: some })))).toBe("First sync: 2 seasons, 0 memberships.\n");
  });

  it("says the previous snapshot was another studio's, also in the job summary's lines", () => {
    const report = first(summary({ replacedStudio: "Old Studio", skipped: [{ section: "registrations", reason: null }] }));
    expect(renderChangeReportMarkdown(report)).toBe(
      [
        "### Catalog changes for Brightside Dance",
        "",
        "The previous snapshot was for another studio (Old Studio), so there is nothing to compare with.  ",
        "First sync: 1 class, 1 scheduled session, 1 season, 1 membership, 1 trial offer, 1 appointment service, 1 location.  ",
        "Not synced: seasons.",
        "",
      ].join("\n"),
    );
  });
});

describe("the order within a group", () => {
  const order = (entries: readonly ChangeEntry[]) => orderEntries([...entries].reverse()).map((entry) => text([entry]).split("\n")[2]);

  it("puts sessions by date and time, a session without a time first on its day, whatever their lines say", () => {
    const sessions = [
      sessionRef("Zumba", "2026-11-24", null, "Tue, Nov 24"),
      sessionRef("Zumba", "2026-11-24", "09:00:00", "Tue, Nov 24 at 9:00 AM"),
      sessionRef("Acro", "2026-11-24", "18:00:00", "Tue, Nov 24 at 6:00 PM"),
      sessionRef("Acro", "2026-11-25", "08:00:00", "Wed, Nov 25 at 8:00 AM"),
    ];
    for (const kind of ["session-cancelled", "session-reinstated", "session-added", "session-removed"] as const) {
      expect(order(sessions.map((session) => ({ kind, session }))), kind).toEqual([
        "  - Zumba on Tue, Nov 24",
        "  - Zumba on Tue, Nov 24 at 9:00 AM",
        "  - Acro on Tue, Nov 24 at 6:00 PM",
        "  - Acro on Wed, Nov 25 at 8:00 AM",
      ]);
    }
    expect(order(sessions.map((session) => ({ kind: "session-moved", session, previousWhen: "Mon, Nov 23" })))).toEqual([
      "  - Zumba: Mon, Nov 23 → Tue, Nov 24",
      "  - Zumba: Mon, Nov 23 → Tue, Nov 24 at 9:00 AM",
      "  - Acro: Mon, Nov 23 → Tue, Nov 24 at 6:00 PM",
      "  - Acro: Mon, Nov 23 → Wed, Nov 25 at 8:00 AM",
    ]);
  });

  it("puts whole classes before sessions among the full and the reopened, sessions by date", () => {
    const late = sessionRef("Acro", "2026-11-25", "08:00:00", "Wed, Nov 25 at 8:00 AM");
    const early = sessionRef("Zumba", "2026-11-24", "09:00:00", "Tue, Nov 24 at 9:00 AM");
    const zumba = classRef("Zumba");
    const expected = ["  - Zumba (Tue 4:30 PM)", "  - Zumba on Tue, Nov 24 at 9:00 AM", "  - Acro on Wed, Nov 25 at 8:00 AM"];
    expect(order([{ kind: "class-full", class: zumba, session: null }, { kind: "class-full", class: classRef("Acro"), session: early }, { kind: "class-full", class: classRef("Acro"), session: late }])).toEqual(expected);
    // Whole classes among themselves by their label.
    expect(order([{ kind: "class-full", class: zumba, session: null }, { kind: "class-full", class: classRef("Acro"), session: null }])).toEqual(["  - Acro (Tue 4:30 PM)", "  - Zumba (Tue 4:30 PM)"]);
    expect(
      order([
        { kind: "class-reopened", class: zumba, session: null, spotsRemaining: 2 },
        { kind: "class-reopened", class: classRef("Acro"), session: early, spotsRemaining: 2 },
        { kind: "class-reopened", class: classRef("Acro"), session: late, spotsRemaining: 2 },
      ]),
    ).toEqual(expected.map((line) => `${line}: 2 spots`));
  });

  it("puts seasons by name, whatever their lines start with", () => {
    const closed = { kind: "closed" } as const;
    expect(
      order([
        { kind: "season-closed", season: season("Alpha"), reason: "closing-time", state: closed },
        { kind: "season-opened", season: season("Beta"), state: { kind: "public", closesAt: null, closesAtLabel: null } },
        { kind: "season-removed", season: season("Beta Two") },
        { kind: "season-closed", season: season("Beta Two X"), reason: "status", state: closed },
        { kind: "season-removed", season: season("Omega") },
        { kind: "season-added", season: season("Zed"), state: closed },
      ]),
    ).toEqual([
      "  - Sign-ups for Alpha have ended (its closing time passed)",
      "  - Beta is now open for sign-ups",
      "  - Beta Two was removed",
      "  - Beta Two X is now closed for sign-ups",
      "  - Omega was removed",
      "  - New season Zed: closed for sign-ups",
    ]);
  });

  it("puts everything else by its line, in code units", () => {
    expect(order([{ kind: "class-added", class: classRef("Tap"), sessions: 0 }, { kind: "class-added", class: classRef("acro"), sessions: 0 }, { kind: "class-added", class: classRef("Ballet"), sessions: 0 }])).toEqual([
      "  - Ballet (Tue 4:30 PM)",
      "  - Tap (Tue 4:30 PM)",
      "  - acro (Tue 4:30 PM)",
    ]);
  });
});
