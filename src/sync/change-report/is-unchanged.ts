import type { Snapshot } from "../snapshot-schema.ts";

/**
 * JSON with object keys sorted at every level, so two snapshots with the same data
 * compare equal even if one was parsed from disk and the other built in memory.
 * Array order is kept: the sync writes arrays in a deterministic order.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** True when the two snapshots hold the same data; `synced_at` is ignored. */
export function isUnchanged(previous: Snapshot | null, next: Snapshot): boolean {
  if (previous === null) return false;
  return canonicalJson({ ...previous, synced_at: undefined }) === canonicalJson({ ...next, synced_at: undefined });
}
