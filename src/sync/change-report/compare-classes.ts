import { byId, classRef, syncedInBoth, type CompareContext } from "./compare-context.ts";
import type { ChangeEntry } from "./types.ts";

/** Classes added, removed (archived) or renamed, matched by id. */
export function compareClasses(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const before = byId(previous.classes);
  const after = byId(next.classes);
  const entries: ChangeEntry[] = [];
  for (const cls of next.classes) {
    const old = before.get(cls.id);
    if (!old) {
      const sessions = (next.sessions_by_class[cls.id] ?? []).filter(
        (session) => session.status === "scheduled",
      ).length;
      entries.push({ kind: "class-added", class: classRef(cls, format), sessions });
    } else if (old.name !== cls.name) {
      entries.push({ kind: "class-renamed", class: classRef(cls, format), previousName: old.name });
    }
  }
  for (const old of previous.classes) {
    if (!after.has(old.id)) entries.push({ kind: "class-removed", class: classRef(old, format) });
  }
  return entries;
}
