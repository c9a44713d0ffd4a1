import { readSnapshot, type Snapshot } from "../src/snapshot/snapshot.ts";
import { CHANGE_FEED_MAX_ENTRIES, changeFeedId, type ChangeFeedEntry } from "../src/snapshot/change-feed.ts";
import { changeFeedAtom } from "../src/site/change-feeds.ts";
import { buildSiteModel } from "../src/site/site-model.ts";
import { gzipSize } from "./page-weight.ts";

/**
 * The Atom feeds of what changed (issue 36) at their fullest, for the studio synced at scale:
 * its snapshot with a feed of CHANGE_FEED_MAX_ENTRIES entries (the most the studio's feed
 * keeps), its kinds in turn over the studio's classes and seasons, rendered as a build renders
 * /changes.xml and every /classes/<slug>/changes.xml. A fresh sync's feeds are empty; these
 * are the sizes a reader downloads once the feed is full.
 */
export interface FeedSizes {
  classes: number;
  entries: number;
  studio: { bytes: number; gzipBytes: number };
  classFeeds: { count: number; maxBytes: number; maxGzipBytes: number; totalBytes: number; totalGzipBytes: number; maxEntries: number };
}

const SITE = "https://studio.example/";

/** Entries of each kind in turn, 10 minutes apart, newest first. */
function fullFeed(snapshot: Snapshot): ChangeFeedEntry[] {
  const classes = snapshot.classes;
  const seasons = snapshot.registrations;
  const seasonClasses = (id: string) => [
    ...new Set((snapshot.season_details[id]?.catalog_groups ?? []).flatMap((group) => group.items.flatMap((item) => (item.class ? [item.class.id] : [])))),
  ];
  return Array.from({ length: CHANGE_FEED_MAX_ENTRIES }, (_, n): ChangeFeedEntry => {
    const cls = classes[n % classes.length]!;
    const ref = { id: cls.id, name: cls.name };
    const base = { id: changeFeedId(snapshot.studio.id, "bench", String(n)), at: new Date(Date.parse(snapshot.synced_at) - n * 10 * 60_000).toISOString(), class_ids: [cls.id] };
    const session = (snapshot.sessions_by_class[cls.id] ?? [])[0];
    switch (n % 5) {
      case 0:
        return { ...base, kind: "class-added", class: ref };
      case 1:
        return { ...base, kind: "spots-opened", class: ref, session: null, spots_remaining: 2 };
      case 2:
        return session
          ? { ...base, kind: "session-cancelled", class: ref, session: { id: session.id, date: session.date, time: session.time } }
          : { ...base, kind: "class-added", class: ref };
      case 3:
        return { ...base, kind: "price-changed", item: { kind: "class", id: cls.id, name: cls.name, membership_id: null }, from: cls.price_display, to: `${cls.price_display} (new)` };
      default: {
        const season = seasons[n % Math.max(1, seasons.length)];
        return season
          ? { ...base, class_ids: seasonClasses(season.id), kind: "season-opened", season: { id: season.id, name: season.name }, who: "everyone" }
          : { ...base, kind: "class-added", class: ref };
      }
    }
  });
}

export async function measureFeedSizes(snapshotPath: string): Promise<FeedSizes> {
  const synced = await readSnapshot(snapshotPath);
  const snapshot: Snapshot = { ...synced, change_feed: { started_at: synced.synced_at, entries: fullFeed(synced) } };
  const model = buildSiteModel(snapshot, { locale: "en-US", now: new Date(snapshot.synced_at) });
  const studio = changeFeedAtom(model, SITE, null);
  const classFeeds = model.classes.map((cls) => ({ text: changeFeedAtom(model, SITE, cls), entries: model.changes.entries.filter((entry) => entry.classIds.includes(cls.id)).length }));
  const bytes = classFeeds.map(({ text }) => Buffer.byteLength(text));
  const gzip = classFeeds.map(({ text }) => gzipSize(Buffer.from(text)));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    classes: model.classes.length,
    entries: model.changes.entries.length,
    studio: { bytes: Buffer.byteLength(studio), gzipBytes: gzipSize(Buffer.from(studio)) },
    classFeeds: {
      count: classFeeds.length,
      maxBytes: Math.max(0, ...bytes),
      maxGzipBytes: Math.max(0, ...gzip),
      totalBytes: sum(bytes),
      totalGzipBytes: sum(gzip),
      maxEntries: Math.max(0, ...classFeeds.map(({ entries }) => entries)),
    },
  };
}
