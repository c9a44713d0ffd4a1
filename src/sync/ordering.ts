import type { ClassInstance } from "../api/schemas/index.ts";
import { compareText } from "../core/compare-text.ts";
import type { Snapshot } from "../snapshot/snapshot.ts";

/**
 * Deterministic orders for the snapshot, so two syncs of unchanged data are byte-identical
 * apart from `synced_at`. Where the spec gives an order it is kept (classes A to Z,
 * categories in display order, seasons newest first, sessions soonest first); ids break
 * ties. Plain code-unit comparison (`compareText`), so the machine's ICU version cannot
 * reorder anything. A season without a start sorts last, a session without a time first on its day.
 */
const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  compareText(a.name, b.name) || compareText(a.id, b.id);

export function orderClasses(items: Snapshot["classes"]): Snapshot["classes"] {
  return [...items].sort(byNameThenId);
}

export function orderCategories(items: Snapshot["categories"]): Snapshot["categories"] {
  return [...items].sort((a, b) => a.sort_order - b.sort_order || byNameThenId(a, b));
}

export function orderRegistrations(items: Snapshot["registrations"]): Snapshot["registrations"] {
  return [...items].sort(
    (a, b) => -compareText(a.season_starts_at ?? "", b.season_starts_at ?? "") || byNameThenId(a, b),
  );
}

export function orderByName<T extends { name: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort(byNameThenId);
}

export function orderSessions(items: readonly ClassInstance[]): ClassInstance[] {
  return [...items].sort(
    (a, b) => compareText(a.date, b.date) || compareText(a.time ?? "", b.time ?? "") || compareText(a.id, b.id),
  );
}

/** A record keyed by id, keys in ascending order (JSON keeps insertion order). */
export function sortedRecord<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => compareText(a, b)));
}
