import type { Capacity } from "../api/schemas/index.ts";
import { isFull, showsClassSpots, spotsRemaining } from "../core/classes.ts";
import { sessionsThrough } from "../snapshot/snapshot.ts";
import { compareById, syncedInBoth, type CompareContext } from "./change-report-index.ts";
import type { ChangeEntry } from "./change-report-types.ts";
import { classRef, sessionRef } from "./change-report-words.ts";

/**
 * Classes and their sessions between two snapshots: classes added, removed or renamed,
 * sessions cancelled, moved, added or taken off, and classes or drop-in sessions that
 * filled up or reopened. All of it only when both syncs read the classes.
 */
export function compareClassesAndSessions(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  return [...compareClasses(context), ...compareSessions(context), ...compareAvailability(context)];
}

/** Classes added, removed (archived) or renamed, matched by id. */
function compareClasses({ previous, next, format }: CompareContext): ChangeEntry[] {
  return compareById(previous.classes, next.classes, {
    added: (cls) => {
      const sessions = (next.sessionsByClass.get(cls.id) ?? []).filter((session) => session.status === "scheduled").length;
      return [{ kind: "class-added", class: classRef(cls, format), sessions }];
    },
    kept: (old, cls) =>
      old.name === cls.name ? [] : [{ kind: "class-renamed", class: classRef(cls, format), previousName: old.name }],
    removed: (old) => [{ kind: "class-removed", class: classRef(old, format) }],
  });
}

/**
 * Sessions of classes that were there last time, matched by id. A brand-new class's
 * sessions are counted on its "new class" line instead; sessions that only entered
 * because the window moved forward a day are one "schedule extended" line, not news.
 */
function compareSessions({ previous, next, format }: CompareContext): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  const nextWindow = next.snapshot.window;
  let beyondPreviousWindow = 0;

  for (const [classId, sessions] of next.sessionsByClass) {
    const cls = next.classes.get(classId);
    if (!cls || !previous.classes.has(classId)) continue;
    for (const session of sessions) {
      const ref = sessionRef(session, cls.name, format);
      const old = previous.sessions.get(session.id);
      if (!old) {
        // A session that first appears already cancelled is still a cancellation to a family.
        if (session.status === "cancelled") entries.push({ kind: "session-cancelled", session: ref });
        else if (session.status !== "scheduled") continue;
        else if (session.date > sessionsThrough(previous.snapshot, classId)) beyondPreviousWindow += 1;
        else entries.push({ kind: "session-added", session: ref });
      } else if (old.status !== "cancelled" && session.status === "cancelled") {
        entries.push({ kind: "session-cancelled", session: ref });
      } else if (old.status === "cancelled" && session.status === "scheduled") {
        entries.push({ kind: "session-reinstated", session: ref });
      } else if (old.date !== session.date || old.time !== session.time) {
        entries.push({ kind: "session-moved", session: ref, previousWhen: format.dateAndTime(old.date, old.time) });
      }
    }
  }

  // Gone from a date both syncs covered: the studio deleted it rather than it passing.
  for (const [classId, sessions] of previous.sessionsByClass) {
    const cls = next.classes.get(classId);
    if (!cls || !next.sessionsByClass.has(classId)) continue;
    // Each class was mirrored through its own last date (`sessionsThrough`): its end, or the window's.
    const [wasThrough, isThrough] = [sessionsThrough(previous.snapshot, classId), sessionsThrough(next.snapshot, classId)];
    const lastCommonDate = wasThrough < isThrough ? wasThrough : isThrough;
    for (const old of sessions) {
      if (next.sessions.has(old.id) || old.status === "cancelled") continue;
      if (old.date < nextWindow.from || old.date > lastCommonDate) continue;
      entries.push({ kind: "session-removed", session: sessionRef(old, cls.name, format) });
    }
  }

  if (beyondPreviousWindow > 0) {
    const through = [nextWindow.to, ...Object.values(next.snapshot.sessions_through)].sort().at(-1) ?? nextWindow.to;
    entries.push({
      kind: "schedule-extended",
      through,
      throughLabel: format.date(through),
      sessions: beyondPreviousWindow,
    });
  }
  return entries;
}

const becameFull = (before: Capacity, after: Capacity): boolean => !isFull(before) && isFull(after);
const reopened = (before: Capacity, after: Capacity): boolean => isFull(before) && !isFull(after);

/**
 * Classes that filled up or reopened. Spec 2.2 rule 4: the class number counts for
 * session-based classes, the session number for drop-ins.
 */
function compareAvailability({ previous, next, format }: CompareContext): ChangeEntry[] {
  return compareById(previous.classes, next.classes, {
    kept: (old, cls) => {
      const ref = classRef(cls, format);
      if (showsClassSpots(cls)) {
        const [before, after] = [old.capacity, cls.capacity];
        if (becameFull(before, after)) return [{ kind: "class-full", class: ref, session: null }];
        if (reopened(before, after)) return [{ kind: "class-reopened", class: ref, session: null, spotsRemaining: spotsRemaining(after) }];
        return [];
      }
      const entries: ChangeEntry[] = [];
      for (const session of next.sessionsByClass.get(cls.id) ?? []) {
        const oldSession = previous.sessions.get(session.id);
        // A cancelled session is reported as cancelled, not as full or open.
        if (!oldSession || session.status !== "scheduled") continue;
        const [before, after] = [oldSession.capacity, session.capacity];
        const sessionAt = sessionRef(session, cls.name, format);
        if (becameFull(before, after)) entries.push({ kind: "class-full", class: ref, session: sessionAt });
        else if (reopened(before, after)) {
          entries.push({ kind: "class-reopened", class: ref, session: sessionAt, spotsRemaining: spotsRemaining(after) });
        }
      }
      return entries;
    },
  });
}
