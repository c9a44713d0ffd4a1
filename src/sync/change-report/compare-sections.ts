import { sectionNames } from "../snapshot-schema.ts";
import type { CompareContext } from "./compare-context.ts";
import type { ChangeEntry } from "./types.ts";

/** Sections the key stopped (or started) being able to read, usually a changed key or scope. */
export function compareSections({ previous, next }: CompareContext): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const section of sectionNames) {
    const before = previous.sections[section];
    const after = next.sections[section];
    if (before.status === "synced" && after.status === "skipped") {
      entries.push({ kind: "section-skipped", section, reason: after.reason });
    } else if (before.status === "skipped" && after.status === "synced") {
      entries.push({ kind: "section-resumed", section, records: after.records });
    }
  }
  return entries;
}
