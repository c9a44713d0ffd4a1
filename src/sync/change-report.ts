import { compareText } from "../core/compare-text.ts";
import { sectionNames, type SectionName, type Snapshot } from "../snapshot/snapshot.ts";
import { compareClassesAndSessions } from "./change-report-classes.ts";
import { indexSnapshot, type CompareContext, type SnapshotIndex } from "./change-report-index.ts";
import { comparePrices } from "./change-report-prices.ts";
import { orderEntries } from "./change-report-render.ts";
import { compareSeasons } from "./change-report-seasons.ts";
import type { ChangeEntry, ChangeReport, FirstSyncSummary } from "./change-report-types.ts";
import { createLocalFormat } from "./change-report-words.ts";

/**
 * What changed between two snapshots, compared as data: each snapshot is indexed by id
 * once (`change-report-index.ts`), then classes and sessions, seasons and prices are
 * compared in their own files, with labels in the studio's locale and zone. The
 * renderers (`change-report-render.ts`) only arrange the words.
 */

export interface DescribeChangesOptions {
  /** BCP 47 tag for dates and times (STUDIO_LOCALE), e.g. "en-US". */
  readonly locale: string;
}

/**
 * What changed between the previous snapshot and the new one, in the studio's words,
 * locale and time zone. `previous` is null on a first sync (or when the old snapshot
 * could not be read); a previous snapshot of another studio counts as no previous.
 */
export function describeChanges(
  previous: Snapshot | null,
  next: Snapshot,
  options: DescribeChangesOptions,
): ChangeReport {
  const format = createLocalFormat(options.locale, next.timezone, next.synced_at);
  const base = {
    locale: options.locale,
    timezone: next.timezone,
    studioName: next.studio.name,
    syncedAt: next.synced_at,
  };
  if (previous === null || previous.studio.id !== next.studio.id) {
    return {
      ...base,
      previousSyncedAt: previous?.synced_at ?? null,
      previousSyncedAtLabel: previous === null ? null : format.instant(previous.synced_at),
      firstSync: firstSyncSummary(indexSnapshot(next), previous === null ? null : previous.studio.name),
      unchanged: false,
      entries: [],
    };
  }
  const context: CompareContext = { previous: indexSnapshot(previous), next: indexSnapshot(next), format };
  const entries = [
    ...compareSections(previous, next),
    ...compareClassesAndSessions(context),
    ...compareSeasons(context),
    ...comparePrices(context),
  ];
  return {
    ...base,
    previousSyncedAt: previous.synced_at,
    previousSyncedAtLabel: format.instant(previous.synced_at),
    firstSync: null,
    unchanged: isUnchanged(previous, next),
    entries: orderEntries(entries),
  };
}

/**
 * Whether the site needs building and publishing again: anything but "equal apart
 * from synced_at". A registration time passing between the syncs (existing families
 * or the public may start, sign-ups close) changes no field, yet changes the season's
 * state on the site; `compareSeasons` reports every such change, so it counts even
 * when the data is unchanged. Dates the site compares with the studio's today (a
 * class's or season's end date, trial windows) need nothing extra: the snapshot's
 * `window.from` is that today, so the data differs once the day changes.
 */
export function needsRebuild(report: ChangeReport): boolean {
  return report.firstSync !== null || !report.unchanged || report.entries.length > 0;
}

/** Counts for the one line a first sync gets, since there is nothing to compare with; a duplicated id counts once. */
function firstSyncSummary(next: SnapshotIndex, replacedStudio: string | null): FirstSyncSummary {
  const { sections } = next.snapshot;
  const synced = (section: SectionName) => sections[section].status === "synced";
  const count = (section: SectionName, records: ReadonlyMap<string, unknown>) => (synced(section) ? records.size : null);
  const scheduled = [...next.sessions.values()].filter((session) => session.status === "scheduled");
  return {
    counts: {
      classes: count("classes", next.classes),
      sessions: synced("classes") ? scheduled.length : null,
      seasons: count("registrations", next.seasons),
      memberships: count("membership_types", next.memberships),
      trialOffers: count("trial_classes", next.trials),
      appointmentServices: count("appointment_services", next.services),
      locations: count("locations", next.locations),
    },
    skipped: sectionNames
      .filter((section) => !synced(section))
      .map((section) => ({ section, reason: sections[section].reason })),
    replacedStudio,
  };
}

/**
 * JSON with object keys sorted at every level, so two snapshots with the same data
 * compare equal even if one was parsed from disk and the other built in memory.
 * Array order is kept: the sync writes arrays in a deterministic order.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => compareText(a, b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * True when the two snapshots hold the same catalog; `synced_at` is ignored, and so is the
 * change feed, which records the comparison rather than being part of it.
 */
export function isUnchanged(previous: Snapshot | null, next: Snapshot): boolean {
  if (previous === null) return false;
  const catalog = (snapshot: Snapshot) => canonicalJson({ ...snapshot, synced_at: undefined, change_feed: undefined });
  return catalog(previous) === catalog(next);
}

/** Sections the key stopped (or started) being able to read, usually a changed key or scope. */
function compareSections(previous: Snapshot, next: Snapshot): ChangeEntry[] {
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
