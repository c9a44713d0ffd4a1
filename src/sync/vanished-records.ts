import { HttpStatusError } from "../api/errors/http-status-error.ts";

/** A listed record whose own endpoint (its sessions, its detail) then answered 404. */
export interface VanishedRecord {
  kind: "class" | "season";
  id: string;
  name: string;
}

/**
 * Reads a listed record's own endpoint, or null when that answers 404. Spec 4.2 and 4.5:
 * the 404 means the record does not exist for the studio, so a class or season that was
 * in its list a moment ago was archived while the sync ran. It is no longer public: the
 * sync leaves it out rather than keep last hour's site every hour the race happens. Only
 * these reads pass through here, so a 404 from `/me` or a list still fails the sync; a
 * 404 is never retried (DO_NOT_RETRY_STATUSES), so the record was asked for once.
 */
export async function unlessVanished<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return null;
    throw error;
  }
}

/** The one warning for a vanished record: which one, what answered, and what the sync did. */
export function vanishedWarning(record: VanishedRecord): string {
  const [what, endpoint] = record.kind === "class" ? ["Class", "its sessions"] : ["Season", "its detail"];
  return `${what} "${record.name}" (${record.id}) was listed, then ${endpoint} answered 404: the studio archived it during the sync, so it is left out of the site.`;
}

/**
 * The records of one kind without its vanished ones, so nothing in the snapshot names a
 * record it does not hold. Matched by kind as well as id: a season's 404 says nothing
 * about a class.
 */
export function withoutVanished<T extends { id: string }>(
  records: readonly T[],
  vanished: readonly VanishedRecord[],
  kind: VanishedRecord["kind"],
): T[] {
  const gone = new Set(vanished.filter((record) => record.kind === kind).map((record) => record.id));
  return records.filter((record) => !gone.has(record.id));
}
