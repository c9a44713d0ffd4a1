import { expect } from "vitest";
import type { StudioData } from "../../src/emulator/index.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();

/**
 * Every list of the snapshot holds each record the emulator serves exactly once, every
 * season has its details, and every session of a class current on `today` from the
 * snapshot's window start through the class's end (or the window's end) is there: nothing lost, nothing doubled.
 */
export function expectEveryRecordOnce(snapshot: Snapshot, data: StudioData, today: string): void {
  const lists: [string, readonly { id: string }[], readonly { id: string }[]][] = [
    ["classes", snapshot.classes, data.classes],
    ["categories", snapshot.categories, data.categories],
    ["trial classes", snapshot.trial_classes, data.trialClasses],
    ["seasons", snapshot.registrations, data.registrations],
    ["membership types", snapshot.membership_types, data.membershipTypes],
    ["appointment services", snapshot.appointment_services, data.appointmentServices],
    ["locations", snapshot.locations, data.locations],
  ];
  for (const [name, synced, served] of lists) expect(ids(synced), name).toEqual(ids(served));
  expect(Object.keys(snapshot.season_details).sort()).toEqual(ids(data.registrations));
  // Written from spec 2.4 here, not taken from src/core: current means no end date, or one not before today.
  const current = new Set(data.classes.filter((item) => item.end_date === null || item.end_date >= today).map((item) => item.id));
  // A class is mirrored through its end date, at most 366 days from the window's start; one without an end date through the window.
  const cap = new Date(Date.parse(`${snapshot.window.from}T00:00:00Z`) + 366 * 86_400_000).toISOString().slice(0, 10);
  const through = new Map(
    data.classes.map((item) => [item.id, item.end_date === null || item.end_date <= snapshot.window.to ? snapshot.window.to : item.end_date < cap ? item.end_date : cap]),
  );
  const inWindow = data.instances.filter(
    (session) => current.has(session.class_id) && session.date >= snapshot.window.from && session.date <= (through.get(session.class_id) ?? ""),
  );
  expect(ids(Object.values(snapshot.sessions_by_class).flat())).toEqual(ids(inWindow));
}
