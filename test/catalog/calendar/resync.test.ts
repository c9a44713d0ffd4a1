import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildClassCalendar, buildStudioCalendar, type CalendarFeedOptions } from "../../../src/catalog/calendar/build-calendar.ts";
import { calendarClasses } from "../../../src/catalog/calendar/feed-classes.ts";
import { currentClasses } from "../../../src/core/classes.ts";
import { assignSlugs } from "../../../src/catalog/slugs.ts";
import { localToInstant, studioToday } from "../../../src/core/local-time.ts";
import { demoKey } from "../../../src/emulator/index.ts";
import { snapshotSchema, type Snapshot } from "../../../src/core/snapshot.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../../support/sync-harness.ts";
import { byUid, parseFeed } from "./feed-fixtures.ts";

const SITE = "https://schedule.example.com";
const TODAY = "2026-11-21";
// Noon in New York, then an hour later: the second sync is a later revision.
const FIRST = new Date("2026-11-21T17:00:00Z");
const SECOND = new Date("2026-11-21T18:00:00Z");

function options(snapshot: Snapshot, feedPath: string): CalendarFeedOptions {
  return {
    studioId: snapshot.studio.id,
    feedUrl: new URL(feedPath, SITE).href,
    studioName: snapshot.studio.name,
    timeZone: snapshot.timezone,
    syncedAt: snapshot.synced_at,
    locale: "en-US",
  };
}

/** The class pages the site would build from a snapshot (current classes, by slug). */
function pagesOf(snapshot: Snapshot) {
  const slugs = assignSlugs(snapshot.classes, "class");
  const today = studioToday(new Date(snapshot.synced_at), snapshot.timezone);
  return currentClasses(snapshot.classes, today).map((cls) => ({ id: cls.id, href: `/classes/${slugs.get(cls.id)}/` }));
}

async function syncOnce(env: Record<string, string>, now: Date): Promise<Snapshot> {
  const run = await runSync(env, () => now);
  expect(run.exitCode, run.stderr).toBe(0);
  return snapshotSchema.parse(JSON.parse(await readFile(env.CATALOG_SNAPSHOT ?? "", "utf8")));
}

describe("feeds across two syncs of the emulator", () => {
  it("keep every session's UID, and show a moved and a cancelled session as changed events", async () => {
    await withEmulator({ today: TODAY, now: () => FIRST.getTime() }, async (emulator) => {
      const first = await syncOnce(envFor(emulator, demoKey("full"), await tempSnapshotPath()), FIRST);

      // A class with two upcoming scheduled, timed sessions: move the first by 90 minutes, cancel the second.
      const [classId, sessions] =
        Object.entries(first.sessions_by_class).find(
          ([, list]) => list.filter((session) => session.status === "scheduled" && session.time !== null).length >= 2,
        ) ?? [];
      const [moved, cancelled] = (sessions ?? []).filter((session) => session.status === "scheduled" && session.time !== null);
      if (!classId || !moved || !cancelled) throw new Error("The demo studio has no class with two timed sessions.");
      emulator.setData({
        ...emulator.data,
        instances: emulator.data.instances.map((session) => {
          if (session.id === moved.id) return { ...session, time: "19:30:00" };
          if (session.id === cancelled.id) return { ...session, status: "cancelled" };
          return session;
        }),
      });
      const second = await syncOnce(envFor(emulator, demoKey("full"), await tempSnapshotPath()), SECOND);

      // The whole studio: the same UIDs, none added or lost.
      const before = byUid(parseFeed(buildStudioCalendar(calendarClasses(first, pagesOf(first), SITE), options(first, "/calendar.ics"))).events);
      const after = byUid(parseFeed(buildStudioCalendar(calendarClasses(second, pagesOf(second), SITE), options(second, "/calendar.ics"))).events);
      expect(before.size).toBeGreaterThan(100);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      const idsBefore = Object.values(first.sessions_by_class).flat().map((session) => `${session.id}@${first.studio.id}.studio-catalog`);
      expect(new Set(before.keys())).toEqual(new Set(idsBefore));

      // The changed class's own feed, built the same way.
      const page = pagesOf(second).find((candidate) => candidate.id === classId)!;
      const [entry] = calendarClasses(second, [page], SITE);
      const classFeed = byUid(parseFeed(buildClassCalendar(entry!, options(second, `${page.href}calendar.ics`))).events);
      const movedUid = `${moved.id}@${second.studio.id}.studio-catalog`;
      const cancelledUid = `${cancelled.id}@${second.studio.id}.studio-catalog`;
      expect(classFeed.get(movedUid)?.start).toBe(localToInstant(moved.date, "19:30:00", second.timezone).toISOString());
      expect(before.get(movedUid)?.start).toBe(localToInstant(moved.date, moved.time!, first.timezone).toISOString());
      expect(after.get(movedUid)?.start).toBe(classFeed.get(movedUid)?.start);
      expect(before.get(cancelledUid)?.status).toBe("CONFIRMED");
      expect(after.get(cancelledUid)?.status).toBe("CANCELLED");
      expect(after.get(cancelledUid)?.summary).toMatch(/^Cancelled: /);

      // A later sync is a later revision of every event, so calendar apps take the change.
      for (const uid of [movedUid, cancelledUid]) {
        expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
        expect(after.get(uid)!.lastModified! > before.get(uid)!.lastModified!).toBe(true);
      }
      // Everything else reads the same apart from its revision.
      const unchanged = [...before.keys()].filter((uid) => uid !== movedUid && uid !== cancelledUid);
      for (const uid of unchanged) {
        const { sequence: _a, lastModified: _b, ...was } = before.get(uid)!;
        const { sequence: _c, lastModified: _d, ...now } = after.get(uid)!;
        expect(now, uid).toEqual(was);
      }
    });
  });
});
