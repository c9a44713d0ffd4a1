import { byId, sessionRef, sessionsById, syncedInBoth, type CompareContext } from "./compare-context.ts";
import type { ChangeEntry } from "./types.ts";

/**
 * Sessions of classes that were there last time, matched by id. A brand-new class's
 * sessions are counted on its "new class" line instead; sessions that only entered
 * because the window moved forward a day are one "schedule extended" line, not news.
 */
export function compareSessions(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const previousClasses = byId(previous.classes);
  const nextClasses = byId(next.classes);
  const before = sessionsById(previous);
  const after = sessionsById(next);
  const entries: ChangeEntry[] = [];
  let beyondPreviousWindow = 0;

  for (const [classId, sessions] of Object.entries(next.sessions_by_class)) {
    const cls = nextClasses.get(classId);
    if (!cls || !previousClasses.has(classId)) continue;
    for (const session of sessions) {
      const ref = sessionRef(session, cls.name, format);
      const old = before.get(session.id);
      if (!old) {
        // A session that first appears already cancelled is still a cancellation to a family.
        if (session.status === "cancelled") entries.push({ kind: "session-cancelled", session: ref });
        else if (session.status !== "scheduled") continue;
        else if (session.date > previous.window.to) beyondPreviousWindow += 1;
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
  const lastCommonDate = previous.window.to < next.window.to ? previous.window.to : next.window.to;
  for (const [classId, sessions] of Object.entries(previous.sessions_by_class)) {
    const cls = nextClasses.get(classId);
    if (!cls || next.sessions_by_class[classId] === undefined) continue;
    for (const old of sessions) {
      if (after.has(old.id) || old.status === "cancelled") continue;
      if (old.date < next.window.from || old.date > lastCommonDate) continue;
      entries.push({ kind: "session-removed", session: sessionRef(old, cls.name, format) });
    }
  }

  if (beyondPreviousWindow > 0) {
    entries.push({
      kind: "schedule-extended",
      through: next.window.to,
      throughLabel: format.date(next.window.to),
      sessions: beyondPreviousWindow,
    });
  }
  return entries;
}
