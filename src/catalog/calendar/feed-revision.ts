import { InputError } from "../../core/input-error.ts";

/** Revisions count minutes from here, so SEQUENCE stays a small positive integer. */
const REVISION_EPOCH_MS = Date.UTC(2020, 0, 1);
const MINUTE_MS = 60_000;

export interface FeedRevision {
  /** SEQUENCE for every event of the feed. */
  readonly sequence: number;
  /** LAST-MODIFIED and DTSTAMP for every event: the sync that produced the data. */
  readonly lastModified: Date;
}

/**
 * SEQUENCE and LAST-MODIFIED for a feed built from one snapshot.
 *
 * RFC 5545 wants SEQUENCE to increase whenever an event's time or status changes, and
 * several calendar apps (Outlook, some Google Calendar paths) ignore an updated event
 * whose SEQUENCE did not go up. A value derived from the event's content (a hash) can
 * go down; "0 while scheduled, 1 once cancelled" misses time changes. The feed cannot
 * compare with the previous sync (the snapshot holds only the current state), so it
 * cannot tell which events changed. What it can promise is monotonic: SEQUENCE is the
 * number of whole minutes from 2020-01-01 to the snapshot's `synced_at`, the same for
 * every event. Any change arrives with a newer sync, hence a larger SEQUENCE, so every
 * app accepts it; rebuilding from the same snapshot gives byte-identical feeds.
 *
 * The cost: unchanged events are also re-declared as revised after each sync. For a
 * subscribed feed (no METHOD, no iTIP invitations) that only means the app rewrites
 * the event with the same content; it sends nobody a notice. The value stays within
 * iCalendar's 32-bit INTEGER for about 4,000 years.
 */
export function feedRevision(syncedAt: string): FeedRevision {
  const lastModified = new Date(syncedAt);
  const ms = lastModified.getTime();
  if (Number.isNaN(ms) || ms < REVISION_EPOCH_MS) {
    throw new InputError(
      "invalid_synced_at",
      `Expected the snapshot's synced_at as an ISO 8601 time after 2020, got ${JSON.stringify(syncedAt)}. Re-run \`npm run sync\` to write a fresh snapshot.`,
    );
  }
  // Whole seconds: iCalendar times have no fractions, and DTSTAMP must equal what is written.
  const wholeSeconds = new Date(Math.floor(ms / 1000) * 1000);
  return { sequence: Math.floor((ms - REVISION_EPOCH_MS) / MINUTE_MS), lastModified: wholeSeconds };
}
