import type { Capacity } from "../../api/schemas/index.ts";
import { byId, classRef, sessionRef, sessionsById, syncedInBoth, type CompareContext } from "./compare-context.ts";
import type { ChangeEntry } from "./types.ts";

type Spots = Capacity["spots_remaining"];

const becameFull = (before: Spots, after: Spots): boolean => before !== 0 && after === 0;
const reopened = (before: Spots, after: Spots): boolean => before === 0 && after !== 0;

/**
 * Classes that filled up or reopened. Spec 2.2 rule 4: the class number counts for
 * session-based classes, the session number for drop-ins.
 */
export function compareAvailability(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const previousClasses = byId(previous.classes);
  const previousSessions = sessionsById(previous);
  const entries: ChangeEntry[] = [];

  for (const cls of next.classes) {
    const old = previousClasses.get(cls.id);
    if (!old) continue;
    const ref = classRef(cls, format);
    if (cls.enrollment_model === "session_based") {
      const [before, after] = [old.capacity.spots_remaining, cls.capacity.spots_remaining];
      if (becameFull(before, after)) entries.push({ kind: "class-full", class: ref, session: null });
      else if (reopened(before, after))
        entries.push({ kind: "class-reopened", class: ref, session: null, spotsRemaining: after });
      continue;
    }
    for (const session of next.sessions_by_class[cls.id] ?? []) {
      const oldSession = previousSessions.get(session.id);
      // A cancelled session is reported as cancelled, not as full or open.
      if (!oldSession || session.status !== "scheduled") continue;
      const [before, after] = [oldSession.capacity.spots_remaining, session.capacity.spots_remaining];
      const sessionAt = sessionRef(session, cls.name, format);
      if (becameFull(before, after)) entries.push({ kind: "class-full", class: ref, session: sessionAt });
      else if (reopened(before, after)) {
        entries.push({ kind: "class-reopened", class: ref, session: sessionAt, spotsRemaining: after });
      }
    }
  }
  return entries;
}
