import { plural, sectionWords } from "./entry-groups.ts";
import type { ChangeReport, FirstSyncSummary } from "./types.ts";

function firstSyncLines(summary: FirstSyncSummary): string[] {
  const { counts } = summary;
  const parts = [
    counts.classes === null ? null : plural(counts.classes, "class", "classes"),
    counts.sessions === null ? null : plural(counts.sessions, "scheduled session", "scheduled sessions"),
    counts.seasons === null ? null : plural(counts.seasons, "season", "seasons"),
    counts.memberships === null ? null : plural(counts.memberships, "membership", "memberships"),
    counts.trialOffers === null ? null : plural(counts.trialOffers, "trial offer", "trial offers"),
    counts.appointmentServices === null
      ? null
      : plural(counts.appointmentServices, "appointment service", "appointment services"),
    counts.locations === null ? null : plural(counts.locations, "location", "locations"),
  ].filter((part) => part !== null);
  const lines: string[] = [];
  if (summary.replacedStudio !== null) {
    lines.push(
      `The previous snapshot was for another studio (${summary.replacedStudio}), so there is nothing to compare with.`,
    );
  }
  lines.push(`First sync: ${parts.length === 0 ? "nothing could be read" : parts.join(", ")}.`);
  for (const { section, reason } of summary.skipped) {
    lines.push(`Not synced: ${sectionWords(section)}${reason === null ? "" : ` (${reason})`}.`);
  }
  return lines;
}

/** The opening lines: first sync, no change, or "Changes since the last sync on ...". */
export function headlineLines(report: ChangeReport): string[] {
  if (report.firstSync !== null) return firstSyncLines(report.firstSync);
  const since = `since the last sync on ${report.previousSyncedAtLabel ?? "an unknown date"}`;
  if (report.entries.length > 0) return [`Changes ${since}:`];
  if (report.unchanged) return [`No changes ${since}.`];
  return [
    `No changes to classes, sessions, spots, seasons or prices ${since}; other details changed (such as descriptions, enrollment counts or links).`,
  ];
}
