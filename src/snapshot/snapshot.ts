import { readFile } from "node:fs/promises";
import { z } from "zod";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  dateTime,
  localDate,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  registrationSchema,
  trialClassSchema,
  uuid,
} from "../api/schemas/index.ts";
import { changeFeedSchema, startedChangeFeed } from "./change-feed.ts";
import { SnapshotError } from "./snapshot-error.ts";

/**
 * Bump when the snapshot's shape changes. A site build refuses a snapshot
 * written by a newer version (and says to re-sync) rather than half-reading it.
 */
export const SNAPSHOT_SCHEMA_VERSION = 3;

/** The list endpoints the sync mirrors, by their snapshot section name. */
export const sectionNames = [
  "classes",
  "categories",
  "trial_classes",
  "registrations",
  "membership_types",
  "appointment_services",
  "locations",
] as const;
export type SectionName = (typeof sectionNames)[number];

export const sectionStatusSchema = z.strictObject({
  status: z.enum(["synced", "skipped"]),
  /** Why a section was skipped (the scope the key lacks); null when synced. */
  reason: z.string().nullable(),
  records: z.int().min(0),
});

export const snapshotSchema = z.strictObject({
  schema_version: z.literal(SNAPSHOT_SCHEMA_VERSION),
  synced_at: dateTime,
  timezone: z.string(),
  /** Sessions are mirrored for `from`..`to` inclusive, local dates in `timezone`. */
  window: z.strictObject({ from: localDate, to: localDate, days_ahead: z.int().min(0) }),
  source: z.strictObject({
    kind: z.enum(["api", "demo-emulator"]),
    /** The API base URL for a real studio; null for the built-in demo (its port changes every run). */
    api_url: z.string().nullable(),
  }),
  studio: meSchema.shape.studio,
  /** What `/me` said about the key. Never the key itself. */
  key: meSchema.shape.key,
  sections: z.strictObject({
    classes: sectionStatusSchema,
    categories: sectionStatusSchema,
    trial_classes: sectionStatusSchema,
    registrations: sectionStatusSchema,
    membership_types: sectionStatusSchema,
    appointment_services: sectionStatusSchema,
    locations: sectionStatusSchema,
  }),
  classes: z.array(classSchema),
  categories: z.array(categorySchema),
  trial_classes: z.array(trialClassSchema),
  registrations: z.array(registrationSchema),
  membership_types: z.array(membershipTypeSchema),
  appointment_services: z.array(appointmentServiceSchema),
  locations: z.array(locationSchema),
  /** Sessions (all statuses), soonest first, for each current class: from the window's `from` to the class's `sessionsThrough`. */
  sessions_by_class: z.record(uuid, z.array(classInstanceSchema)),
  /**
   * The last date mirrored for each class whose sessions run past the window's `to` (through
   * its `end_date`, capped); a class not listed was mirrored through `to`. Added in version 2:
   * a version 1 file mirrored every class through `to`, which is what an empty record says.
   */
  sessions_through: z.record(uuid, localDate),
  /** `GET /registrations/{id}` for each season. */
  season_details: z.record(uuid, registrationDetailSchema),
  /** Data problems the sync noticed but did not fail on (unknown fields, unsafe links). */
  warnings: z.array(z.string()),
  /**
   * What changed at each sync, for the site's Atom feeds (src/snapshot/change-feed.ts). Added in
   * version 3: an older file read by this version starts its feed at its own `synced_at`, empty.
   */
  change_feed: changeFeedSchema,
});

export type Snapshot = z.infer<typeof snapshotSchema>;

/** The last local date whose sessions of `classId` the snapshot holds: past this, the API may have more. */
export function sessionsThrough(snapshot: Pick<Snapshot, "window" | "sessions_through">, classId: string): string {
  return snapshot.sessions_through[classId] ?? snapshot.window.to;
}

/**
 * Older files, read as this version's: a version 1 file is a version 2 one whose classes were
 * all mirrored through the window's `to` (an empty `sessions_through`), so a site build after an
 * upgrade needs no re-sync and claims no more dates than it has; a version 2 file is a version 3
 * one whose change feed starts at its own sync, empty (nothing was recorded before, and nothing
 * is invented). The next sync compares with it as usual and records what changed since.
 */
function migrated(raw: unknown): unknown {
  if (raw === null || typeof raw !== "object") return raw;
  const file = raw as { schema_version?: unknown; synced_at?: unknown };
  if (file.schema_version !== 1 && file.schema_version !== 2) return raw;
  const v2 = file.schema_version === 1 ? { ...file, sessions_through: {} } : file;
  const startedAt = typeof file.synced_at === "string" ? file.synced_at : "";
  return { ...v2, schema_version: SNAPSHOT_SCHEMA_VERSION, change_feed: startedChangeFeed(startedAt) };
}
export type SectionStatus = z.infer<typeof sectionStatusSchema>;

/** Parses snapshot text, with an error that says what is wrong and to re-sync; `path` names where the text came from. */
export function parseSnapshot(text: string, path: string): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SnapshotError("snapshot_corrupt", path, "it is not complete JSON", { cause: error });
  }
  const version = (raw as { schema_version?: unknown } | null)?.schema_version;
  if (typeof version === "number" && version > SNAPSHOT_SCHEMA_VERSION) {
    throw new SnapshotError("snapshot_newer_version", path, `schema version ${version}; this site reads ${SNAPSHOT_SCHEMA_VERSION}`);
  }
  const result = snapshotSchema.safeParse(migrated(raw));
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? `${first.path.join(".") || "(top level)"}: ${first.message}` : "unknown problem";
    throw new SnapshotError("snapshot_invalid", path, `${where}${result.error.issues.length > 1 ? ` and ${result.error.issues.length - 1} more` : ""}`);
  }
  return result.data;
}

/** The snapshot file's bytes (the site publishes them: `publishedSnapshotParts`) and its validated content. */
export async function readSnapshotFile(path: string): Promise<{ bytes: Buffer; snapshot: Snapshot }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new SnapshotError("snapshot_missing", path, "no file");
    throw error;
  }
  return { bytes, snapshot: parseSnapshot(bytes.toString("utf8"), path) };
}

export async function readSnapshot(path: string): Promise<Snapshot> {
  return (await readSnapshotFile(path)).snapshot;
}

/**
 * The built site publishes its snapshot at this unlinked path, so a sync on a host that
 * builds from a fresh clone (Netlify, Cloudflare Pages) can compare with what is live.
 */
export const PUBLISHED_SNAPSHOT_FILE = "catalog-snapshot.json";

/** What `/me` said about the key stands in the published file without the key's own characters. */
export const UNPUBLISHED_KEY_PREFIX = "(not published)";

/**
 * The snapshot as the site publishes it: the catalog is what the studio already shows the
 * public (spec 1), but `key.prefix` is the start of the sync's API key, which never
 * leaves the sync. Still valid against `snapshotSchema`.
 */
export function publishedSnapshot(snapshot: Snapshot): Snapshot {
  return { ...snapshot, key: { ...snapshot.key, prefix: UNPUBLISHED_KEY_PREFIX } };
}

/** Two-space JSON with a final newline: diff-friendly, and the same bytes for the same data. The sync writes snapshot files in this form. */
export function serializeSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** `key.prefix` as `serializeSnapshot` writes it. */
const writtenPrefix = (prefix: string): Buffer<ArrayBuffer> => Buffer.from(`"prefix": ${JSON.stringify(prefix)}`);

/**
 * The published file (`publishedSnapshot`), made from the bytes of the snapshot file it was
 * read from: the same text with the key's prefix replaced, as the parts that, joined in
 * order, are the file. A build then hands on the catalog's bytes as they were read instead
 * of serialising it again (costly for a large catalog: docs/build-speed.md) or copying it.
 * For a file the sync wrote (`serializeSnapshot`), the parts are byte for byte the published
 * snapshot serialised; a file written by other means is published as it is written (an
 * older schema version, other spellings of the same dates), which reads back as the same
 * snapshot. Unless the file holds `"prefix"` once, as `serializeSnapshot` writes the key's,
 * the published snapshot is serialised instead.
 */
export function publishedSnapshotParts(file: Buffer, snapshot: Snapshot): readonly Uint8Array<ArrayBuffer>[] {
  const written = writtenPrefix(snapshot.key.prefix);
  const at = file.indexOf(written);
  // Inside a JSON string these quotes would be escaped, so a match is a member named prefix, and only `key` has one.
  // Twice (JSON.parse reads the last) or anywhere else, and this is not the file to copy.
  if (at < 0 || file.indexOf(PREFIX_NAME) !== at || file.indexOf(PREFIX_NAME, at + 1) >= 0) {
    return [Buffer.from(serializeSnapshot(publishedSnapshot(snapshot)))];
  }
  const bytes = new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset, file.byteLength);
  return [bytes.subarray(0, at), writtenPrefix(UNPUBLISHED_KEY_PREFIX), bytes.subarray(at + written.length)];
}

const PREFIX_NAME = Buffer.from('"prefix"');
