import { sectionNames, type SectionName, type Snapshot } from "../snapshot-schema.ts";
import type { FirstSyncSummary } from "./types.ts";

/** Counts for the one line a first sync gets, since there is nothing to compare with. */
export function firstSyncSummary(next: Snapshot, replacedStudio: string | null): FirstSyncSummary {
  const synced = (section: SectionName) => next.sections[section].status === "synced";
  const count = (section: SectionName, records: number) => (synced(section) ? records : null);
  const sessions = Object.values(next.sessions_by_class).reduce(
    (sum, list) => sum + list.filter((session) => session.status === "scheduled").length,
    0,
  );
  return {
    counts: {
      classes: count("classes", next.classes.length),
      sessions: count("classes", sessions),
      seasons: count("registrations", next.registrations.length),
      memberships: count("membership_types", next.membership_types.length),
      trialOffers: count("trial_classes", next.trial_classes.length),
      appointmentServices: count("appointment_services", next.appointment_services.length),
      locations: count("locations", next.locations.length),
    },
    skipped: sectionNames
      .filter((section) => !synced(section))
      .map((section) => ({ section, reason: next.sections[section].reason })),
    replacedStudio,
  };
}
