import { v5 as nameBasedUuid } from "uuid";
import { z } from "zod";
import { dateTime, localDate, uuid } from "../api/schemas/index.ts";

/**
 * What changed, as the sync recorded it at each run, for the site's Atom feeds (the studio's
 * and each class's): facts only (the kind, the records' ids and the names they had, the values
 * before and after, the instant), worded by each build in its page's language. The snapshot
 * carries it, so it is written in the same atomic rename as the catalog, published with it at
 * /catalog-snapshot.json, and read back from there by a host that builds from a fresh clone.
 */

/** Entries older than this, from the sync that keeps them, are dropped. */
export const CHANGE_FEED_DAYS = 90;
/** At most this many entries in any one feed (the studio's, a class's): the newest. */
export const CHANGE_FEED_MAX_ENTRIES = 200;

const recordName = z.strictObject({ id: uuid, name: z.string() });

/** A dated session as the entry names it: local date and time (spec 2.5), worded by the build. */
const sessionFacts = z.strictObject({ id: uuid, date: localDate, time: z.string().nullable() });

/** Every entry has these: its Atom id (stable across syncs and builds), when it happened, and the classes whose feeds carry it. */
const entryBase = {
  /** `urn:uuid:` of a name-based UUID (RFC 9562 §5.5) from the studio's id and what the entry is about. */
  id: z.string().startsWith("urn:uuid:"),
  at: dateTime,
  class_ids: z.array(uuid),
};

export const changeFeedEntrySchema = z.discriminatedUnion("kind", [
  z.strictObject({ ...entryBase, kind: z.literal("class-added"), class: recordName }),
  /** A full class (or a full drop-in session, `session`) with room again: the spot that opens. `spots_remaining` null: no cap any more. */
  z.strictObject({
    ...entryBase,
    kind: z.literal("spots-opened"),
    class: recordName,
    session: sessionFacts.nullable(),
    spots_remaining: z.int().min(0).nullable(),
  }),
  z.strictObject({ ...entryBase, kind: z.literal("session-cancelled"), class: recordName, session: sessionFacts }),
  z.strictObject({ ...entryBase, kind: z.literal("session-added"), class: recordName, session: sessionFacts }),
  z.strictObject({ ...entryBase, kind: z.literal("season-opened"), season: recordName, who: z.enum(["existing-families", "everyone"]) }),
  /** Sign-ups close within the next few days (`SEASON_CLOSING_DAYS`). */
  z.strictObject({ ...entryBase, kind: z.literal("season-closing"), season: recordName, closes_at: dateTime }),
  z.strictObject({ ...entryBase, kind: z.literal("season-closed"), season: recordName }),
  z.strictObject({
    ...entryBase,
    kind: z.literal("price-changed"),
    item: z.strictObject({
      kind: z.enum(["class", "membership-price", "trial", "appointment"]),
      id: uuid,
      name: z.string(),
      /** The membership type of a membership price (its card on /memberships/); null for the rest. */
      membership_id: uuid.nullable(),
    }),
    from: z.string(),
    to: z.string(),
  }),
  z.strictObject({ ...entryBase, kind: z.literal("trial-added"), trial: recordName, price: z.string() }),
]);

export const changeFeedSchema = z.strictObject({
  /** The first sync that recorded changes: a feed says nothing of what happened before. */
  started_at: dateTime,
  /** Newest first. */
  entries: z.array(changeFeedEntrySchema),
});

export type ChangeFeed = z.infer<typeof changeFeedSchema>;
export type ChangeFeedEntry = z.infer<typeof changeFeedEntrySchema>;
export type ChangeFeedKind = ChangeFeedEntry["kind"];

/** A feed that starts at `syncedAt` and holds nothing yet: a first sync never invents entries. */
export function startedChangeFeed(syncedAt: string): ChangeFeed {
  return { started_at: syncedAt, entries: [] };
}

/**
 * An Atom id (an entry's, a feed's): `urn:uuid:` of a name-based UUID (RFC 9562 §5.5, SHA-1)
 * of what it is about, in the studio's id as its namespace. The same thing gets the same id in
 * every sync, build and language and at any site address, so a feed reader never shows it twice.
 */
export function changeFeedId(studioId: string, ...parts: readonly string[]): string {
  return `urn:uuid:${nameBasedUuid(parts.join("/"), studioId)}`;
}
