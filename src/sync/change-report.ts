import type { Snapshot } from "./snapshot-schema.ts";
import { compareAvailability } from "./change-report/compare-availability.ts";
import { compareClasses } from "./change-report/compare-classes.ts";
import type { CompareContext } from "./change-report/compare-context.ts";
import { comparePrices } from "./change-report/compare-prices.ts";
import { compareSeasons } from "./change-report/compare-seasons.ts";
import { compareSections } from "./change-report/compare-sections.ts";
import { compareSessions } from "./change-report/compare-sessions.ts";
import { orderEntries } from "./change-report/entry-groups.ts";
import { firstSyncSummary } from "./change-report/first-sync-summary.ts";
import { isUnchanged } from "./change-report/is-unchanged.ts";
import { createLocalFormat } from "./change-report/local-format.ts";
import type { ChangeReport } from "./change-report/types.ts";

export { isUnchanged } from "./change-report/is-unchanged.ts";
export { renderChangeReportMarkdown } from "./change-report/render-markdown.ts";
export { renderChangeReportText, type RenderOptions } from "./change-report/render-text.ts";
export type * from "./change-report/types.ts";

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
      firstSync: firstSyncSummary(next, previous === null ? null : previous.studio.name),
      unchanged: false,
      entries: [],
    };
  }
  const context: CompareContext = { previous, next, format };
  const entries = [
    ...compareSections(context),
    ...compareClasses(context),
    ...compareSessions(context),
    ...compareAvailability(context),
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
