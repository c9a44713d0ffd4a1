import { groupEntries, moreLine } from "./entry-groups.ts";
import { headlineLines } from "./headline.ts";
import type { ChangeReport } from "./types.ts";

export interface RenderOptions {
  /** Lines shown per group before "and N more ...". */
  readonly maxPerGroup?: number;
}

export const DEFAULT_TEXT_LINES_PER_GROUP = 10;

/** Plain lines for stderr and CI logs: a heading per group, its entries indented below. */
export function renderChangeReportText(report: ChangeReport, options: RenderOptions = {}): string {
  const lines = headlineLines(report);
  for (const { group, lines: items, more } of groupEntries(
    report.entries,
    options.maxPerGroup ?? DEFAULT_TEXT_LINES_PER_GROUP,
  )) {
    const count = items.length + more;
    lines.push(count > 1 ? `${group.title} (${count}):` : `${group.title}:`);
    for (const item of items) lines.push(`  - ${item}`);
    if (more > 0) lines.push(`  - ${moreLine(group, more)}`);
  }
  return `${lines.join("\n")}\n`;
}
