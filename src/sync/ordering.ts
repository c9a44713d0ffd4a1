import type { ClassInstance } from "../api/schemas/index.ts";
import type { Snapshot } from "../core/snapshot.ts";

/**
 * Deterministic orders for the snapshot, so two syncs of unchanged data are byte-identical
 * apart from `synced_at`. Where the spec gives an order it is kept (classes A to Z,
 * categories in display order, seasons newest first, sessions soonest first); ids break
 * ties. Plain code-unit comparison, so the machine's ICU version cannot reorder anything.
 */
const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  compare(a.name, b.name) || compare(a.id, b.id);

export function orderClasses(items: Snapshot["classes"]): Snapshot["classes"] {
  return [...items].sort(byNameThenId);
}

export function orderCategories(items: Snapshot["categories"]): Snapshot["categories"] {
  return [...items].sort((a, b) => a.sort_order - b.sort_order || byNameThenId(a, b));
}

export function orderRegistrations(items: Snapshot["registrations"]): Snapshot["registrations"] {
  return [...items].sort(
    (a, b) => -compare(a.season_starts_at ?? "", b.season_starts_at ?? "") || byNameThenId(a, b),
  );
}

export function orderByName<T extends { name: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort(byNameThenId);
}

export function orderSessions(items: readonly ClassInstance[]): ClassInstance[] {
  return [...items].sort(
    (a, b) => compare(a.date, b.date) || compare(a.time ?? "", b.time ?? "") || compare(a.id, b.id),
  );
}

/** A record keyed by id, keys in ascending order (JSON keeps insertion order). */
export function sortedRecord<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => compare(a, b)));
}
