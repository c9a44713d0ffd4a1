import { describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { describeChanges } from "../../src/sync/change-report.ts";
import { aClass, aSessionOf, aSyncedSnapshot, testId, type SyncedSnapshotOverrides } from "../fixtures/catalog-records.ts";

const WINDOW = { from: "2026-11-21", to: "2027-02-19", days_ahead: 90 };
const snapshot = (syncedAt: string, overrides: SyncedSnapshotOverrides): Snapshot =>
  aSyncedSnapshot({ synced_at: syncedAt, window: WINDOW, ...overrides });
const kinds = (previous: Snapshot, next: Snapshot): string[] =>
  describeChanges(previous, next, { locale: "en-US" }).entries.map((entry) => entry.kind);

const ballet = aClass({ id: testId("dup-ballet"), name: "Ballet I", price_cents: 6000, price_display: "$60.00/month" });
/** A second copy of the same id, as a list that shifted under its offsets could deliver it. */
const laterCopy = { ...ballet, name: "Ballet I (copy)", price_cents: 9900, price_display: "$99.00/month" };

describe("records that share an id", () => {
  it("compares the first record of a duplicated id, the one the sync and the site keep", () => {
    const previous = snapshot("2026-11-21T14:00:00.000Z", { classes: [ballet, laterCopy] });
    const next = snapshot("2026-11-21T18:00:00.000Z", { classes: [ballet] });
    expect(kinds(previous, next)).toEqual([]);
    expect(kinds(next, previous)).toEqual([]);
  });

  it("counts a session listed twice once", () => {
    const session = aSessionOf(ballet, { id: testId("dup-session"), date: "2026-11-24", time: "16:30:00" });
    const previous = snapshot("2026-11-21T14:00:00.000Z", { classes: [ballet], sessions: [session] });
    const next = snapshot("2026-11-21T18:00:00.000Z", {
      classes: [ballet],
      sessions_by_class: { [ballet.id]: [session, { ...session, status: "cancelled" }] },
    });
    expect(kinds(previous, next)).toEqual([]);
  });
});
