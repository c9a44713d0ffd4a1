import { describe, expect, it } from "vitest";
import { CHANGE_FEED_DAYS, CHANGE_FEED_MAX_ENTRIES, changeFeedId, type ChangeFeedEntry } from "../../src/snapshot/change-feed.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { recordChangeFeed } from "../../src/sync/change-feed.ts";
import { describeChanges } from "../../src/sync/change-report.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

/**
 * What the feed keeps from one sync to the next (src/sync/change-feed.ts): the last 90 days,
 * at most 200 entries in any one feed, and nothing for a first sync. What each change becomes
 * is test/sync/change-feed-syncs.test.ts's, over real syncs of the emulator.
 */
const NOW = new Date("2026-11-21T17:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry `daysAgo` before NOW, carried by `classId`'s feed. */
function entry(n: number, daysAgo: number, classId: string): ChangeFeedEntry {
  return {
    id: changeFeedId("00000000-0000-4000-8000-000000000000", "test", String(n)),
    at: new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString(),
    class_ids: [classId],
    kind: "class-added",
    class: { id: classId, name: `Class ${n}` },
  };
}

/** The same catalog synced an hour later, over a previous snapshot whose feed holds `entries`. */
async function nextSync(entries: ChangeFeedEntry[], previousStudio?: string) {
  const base = await demoLikeSnapshot(NOW);
  const previous: Snapshot = {
    ...base,
    studio: { ...base.studio, id: previousStudio ?? base.studio.id },
    synced_at: new Date(NOW.getTime() - 60 * 60 * 1000).toISOString(),
    change_feed: { started_at: "2026-01-01T00:00:00.000Z", entries },
  };
  const next: Snapshot = { ...base, change_feed: { started_at: base.synced_at, entries: [] } };
  return recordChangeFeed(previous, next, describeChanges(previous, next, { locale: "en-US" }));
}

const A = "0a000000-0000-4000-8000-000000000000";
const B = "0b000000-0000-4000-8000-000000000000";

describe("the change feed kept across syncs", () => {
  it("keeps what the previous feed held, adds nothing when nothing changed, and keeps its start", async () => {
    const entries = [entry(1, 1, A), entry(2, 2, B)];
    const { feed, added } = await nextSync(entries);
    expect(added).toEqual([]);
    expect(feed).toEqual({ started_at: "2026-01-01T00:00:00.000Z", entries });
  });

  it(`drops entries older than ${CHANGE_FEED_DAYS} days`, async () => {
    const { feed } = await nextSync([entry(1, CHANGE_FEED_DAYS - 1, A), entry(2, CHANGE_FEED_DAYS + 1, A)]);
    expect(feed.entries.map((kept) => kept.id)).toEqual([entry(1, 0, A).id]);
  });

  it(`keeps the newest ${CHANGE_FEED_MAX_ENTRIES} of the studio's feed, and an older one while its class's feed still shows it`, async () => {
    const many = Array.from({ length: CHANGE_FEED_MAX_ENTRIES + 5 }, (_, n) => entry(n, n / 10, A));
    // B's only entry is the oldest of all: past the studio feed's 200, but the newest of B's feed.
    const { feed } = await nextSync([...many, entry(999, 30, B)]);
    expect(feed.entries).toHaveLength(CHANGE_FEED_MAX_ENTRIES + 1);
    expect(feed.entries.slice(0, CHANGE_FEED_MAX_ENTRIES)).toEqual(many.slice(0, CHANGE_FEED_MAX_ENTRIES));
    expect(feed.entries.at(-1)!.id).toBe(entry(999, 30, B).id);
  });

  it("starts empty after a first sync or over another studio's snapshot: it never invents entries", async () => {
    const base = await demoLikeSnapshot(NOW);
    const first = recordChangeFeed(null, base, describeChanges(null, base, { locale: "en-US" }));
    expect(first).toEqual({ feed: { started_at: base.synced_at, entries: [] }, added: [] });
    const other = await nextSync([entry(1, 1, A)], "0c000000-0000-4000-8000-000000000000");
    expect(other).toEqual({ feed: { started_at: base.synced_at, entries: [] }, added: [] });
  });
});
