import type { AppointmentService, Class, ClassInstance, Location, MembershipPrice, MembershipType, Registration, TrialClass } from "../api/schemas/index.ts";
import { recordsById } from "../api/records-by-id.ts";
import type { SectionName, Snapshot } from "../snapshot/snapshot.ts";
import type { ChangeEntry } from "./change-report-types.ts";
import type { LocalFormat } from "./change-report-words.ts";

/**
 * Each snapshot's records keyed by id, built once per report and read by every
 * comparison. A duplicated id counts once, its first record (`recordsById`), as the
 * site reads it. Maps keep the snapshot's order, so entries come out as the lists did.
 */
export interface SnapshotIndex {
  readonly snapshot: Snapshot;
  readonly classes: ReadonlyMap<string, Class>;
  /** Each class's sessions (keys as `sessions_by_class` has them), a session id once across all classes. */
  readonly sessionsByClass: ReadonlyMap<string, readonly ClassInstance[]>;
  readonly sessions: ReadonlyMap<string, ClassInstance>;
  readonly seasons: ReadonlyMap<string, Registration>;
  readonly memberships: ReadonlyMap<string, MembershipType>;
  /** Each membership's prices, by membership id and then price id. */
  readonly membershipPrices: ReadonlyMap<string, ReadonlyMap<string, MembershipPrice>>;
  readonly trials: ReadonlyMap<string, TrialClass>;
  readonly services: ReadonlyMap<string, AppointmentService>;
  readonly locations: ReadonlyMap<string, Location>;
}

export function indexSnapshot(snapshot: Snapshot): SnapshotIndex {
  const sessions = recordsById(Object.values(snapshot.sessions_by_class).flat());
  const sessionsByClass = new Map(
    Object.entries(snapshot.sessions_by_class).map(
      ([classId, list]) => [classId, list.filter((session) => sessions.get(session.id) === session)] as const,
    ),
  );
  const memberships = recordsById(snapshot.membership_types);
  return {
    snapshot,
    classes: recordsById(snapshot.classes),
    sessionsByClass,
    sessions,
    seasons: recordsById(snapshot.registrations),
    memberships,
    membershipPrices: new Map([...memberships.values()].map((type) => [type.id, recordsById(type.prices)] as const)),
    trials: recordsById(snapshot.trial_classes),
    services: recordsById(snapshot.appointment_services),
    locations: recordsById(snapshot.locations),
  };
}

/** What every comparison gets: both snapshots, indexed once, and the studio's words for dates and times. */
export interface CompareContext {
  readonly previous: SnapshotIndex;
  readonly next: SnapshotIndex;
  readonly format: LocalFormat;
}

/**
 * A section is compared only when both syncs read it: when a key loses a scope the
 * section is empty, and listing every record as removed would be wrong.
 */
export function syncedInBoth({ previous, next }: CompareContext, section: SectionName): boolean {
  return previous.snapshot.sections[section].status === "synced" && next.snapshot.sections[section].status === "synced";
}

/**
 * What to say about a record both snapshots have, and (where it is news) one only the new
 * snapshot has and one only the old had.
 */
export interface RecordComparison<T> {
  readonly added?: (record: T) => readonly ChangeEntry[];
  readonly kept: (before: T, after: T) => readonly ChangeEntry[];
  readonly removed?: (record: T) => readonly ChangeEntry[];
}

/** Records matched by id: the new snapshot's in its order (added or kept), then those removed. */
export function compareById<T>(
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
  comparison: RecordComparison<T>,
): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const [id, record] of after) {
    const old = before.get(id);
    if (old === undefined) entries.push(...(comparison.added?.(record) ?? []));
    else entries.push(...comparison.kept(old, record));
  }
  if (comparison.removed) {
    for (const [id, old] of before) if (!after.has(id)) entries.push(...comparison.removed(old));
  }
  return entries;
}
