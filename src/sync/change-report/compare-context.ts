import type { Class, ClassInstance } from "../../api/schemas/index.ts";
import type { SectionName, Snapshot } from "../snapshot-schema.ts";
import { classLabel } from "./class-label.ts";
import type { LocalFormat } from "./local-format.ts";
import type { ClassRef, SessionRef } from "./types.ts";

/** What every comparison needs: both snapshots and the studio's words for dates and times. */
export interface CompareContext {
  readonly previous: Snapshot;
  readonly next: Snapshot;
  readonly format: LocalFormat;
}

/**
 * A section is compared only when both syncs read it: when a key loses a scope the
 * section is empty, and listing every record as removed would be wrong.
 */
export function syncedInBoth(context: CompareContext, section: SectionName): boolean {
  return context.previous.sections[section].status === "synced" && context.next.sections[section].status === "synced";
}

export function classRef(cls: Class, format: LocalFormat): ClassRef {
  return { id: cls.id, name: cls.name, label: classLabel(cls, format) };
}

export function sessionRef(session: ClassInstance, className: string, format: LocalFormat): SessionRef {
  return {
    id: session.id,
    classId: session.class_id,
    className,
    date: session.date,
    time: session.time,
    when: format.dateAndTime(session.date, session.time),
  };
}

export function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export function sessionsById(snapshot: Snapshot): Map<string, ClassInstance> {
  return new Map(
    Object.values(snapshot.sessions_by_class).flatMap((sessions) => sessions.map((s) => [s.id, s] as const)),
  );
}
