import { groupEntries, moreLine } from "./entry-groups.ts";
import { headlineLines } from "./headline.ts";
import type { RenderOptions } from "./render-text.ts";
import type { ChangeReport } from "./types.ts";

export const DEFAULT_MARKDOWN_LINES_PER_GROUP = 25;

/**
 * Class and season names are the studio's free text: a `*`, `_` or `<` in one must not
 * turn into emphasis or HTML in the job summary. GFM lets any ASCII punctuation be escaped.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~&]/g, (character) => `\\${character}`);
}

/** The report for the GitHub job summary (`GITHUB_STEP_SUMMARY`). */
export function renderChangeReportMarkdown(report: ChangeReport, options: RenderOptions = {}): string {
  const blocks = [
    `### Catalog changes for ${escapeMarkdown(report.studioName)}`,
    headlineLines(report).map(escapeMarkdown).join("  \n"),
  ];
  for (const { group, lines, more } of groupEntries(
    report.entries,
    options.maxPerGroup ?? DEFAULT_MARKDOWN_LINES_PER_GROUP,
  )) {
    const count = lines.length + more;
    const bullets = lines.map((line) => `- ${escapeMarkdown(line)}`);
    if (more > 0) bullets.push(`- _${escapeMarkdown(moreLine(group, more))}_`);
    blocks.push(`**${escapeMarkdown(group.title)}${count > 1 ? ` (${count})` : ""}**`, bullets.join("\n"));
  }
  return `${blocks.join("\n\n")}\n`;
}
