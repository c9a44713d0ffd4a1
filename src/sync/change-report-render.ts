import { compareText } from "../core/compare-text.ts";
import { plural } from "../core/format.ts";
import type { SectionName } from "../snapshot/snapshot.ts";
import type { ChangeEntry, ChangeKind, ChangeReport, FirstSyncSummary, PricedItemKind, SeasonSignUpState, SessionRef } from "./change-report-types.ts";

/**
 * The change report in words: groups in the order a studio owner cares about them, a
 * heading each and one short line per entry, as plain text for logs and as Markdown
 * for the GitHub job summary.
 */

/**
 * How the report is arranged: groups in the order a studio owner cares about them,
 * a heading each, and one short line per entry (the heading carries the verb).
 */
interface EntryGroup {
  readonly title: string;
  readonly kinds: readonly ChangeKind[];
  /** For "and 38 more sessions"; null reads "and 38 more". */
  readonly noun: string | null;
}

const ENTRY_GROUPS: readonly EntryGroup[] = [
  { title: "No longer synced", kinds: ["section-skipped"], noun: "sections" },
  { title: "Synced again", kinds: ["section-resumed"], noun: "sections" },
  { title: "New classes", kinds: ["class-added"], noun: "classes" },
  { title: "Classes removed", kinds: ["class-removed"], noun: "classes" },
  { title: "Classes renamed", kinds: ["class-renamed"], noun: "classes" },
  { title: "Sessions cancelled", kinds: ["session-cancelled"], noun: "sessions" },
  { title: "Sessions back on the schedule", kinds: ["session-reinstated"], noun: "sessions" },
  { title: "Sessions moved", kinds: ["session-moved"], noun: "sessions" },
  { title: "New sessions", kinds: ["session-added"], noun: "sessions" },
  { title: "Sessions taken off the schedule", kinds: ["session-removed"], noun: "sessions" },
  { title: "Schedule extended", kinds: ["schedule-extended"], noun: null },
  { title: "Now full", kinds: ["class-full"], noun: null },
  { title: "Spots open again", kinds: ["class-reopened"], noun: null },
  { title: "Seasons", kinds: ["season-opened", "season-closed", "season-added", "season-removed"], noun: "seasons" },
  { title: "Prices", kinds: ["price-changed", "price-added", "price-removed"], noun: "prices" },
];

const SECTION_WORDS: Record<SectionName, string> = {
  classes: "classes and sessions",
  categories: "categories",
  trial_classes: "trial offers",
  registrations: "seasons",
  membership_types: "memberships",
  appointment_services: "appointment services",
  locations: "locations",
};

const sectionWords = (section: SectionName): string => SECTION_WORDS[section];

const PRICED_WORDS: Record<PricedItemKind, string> = {
  class: "",
  membership: "Membership",
  "membership-price": "Membership",
  trial: "Trial offer",
  appointment: "Appointment service",
};

/** "Membership Gold", but "Family Membership" rather than "Membership Family Membership". */
function pricedName(kind: PricedItemKind, name: string): string {
  const noun = PRICED_WORDS[kind];
  const lastWord = noun.slice(noun.lastIndexOf(" ") + 1).toLowerCase();
  // A class has no noun: every name holds the empty word, so a class's name stays as it is.
  return name.toLowerCase().includes(lastWord) ? name : `${noun} ${name}`;
}

const NEW_PRICED_WORDS: Record<PricedItemKind, string> = {
  class: "New class",
  membership: "New membership",
  "membership-price": "New membership price",
  trial: "New trial offer",
  appointment: "New appointment service",
};

const REMOVED_PRICED_WORDS: Record<PricedItemKind, string> = {
  class: "Class removed",
  membership: "Membership removed",
  "membership-price": "Membership price removed",
  trial: "Trial offer removed",
  appointment: "Appointment service removed",
};

function signUps(state: SeasonSignUpState): string {
  switch (state.kind) {
    case "public":
      return state.closesAtLabel === null ? "open for sign-ups" : `open for sign-ups until ${state.closesAtLabel}`;
    case "existing-families":
      return `open to existing families; public sign-ups start ${state.publicFromLabel}`;
    case "public-later":
      return state.existingFamiliesFromLabel === null
        ? `public sign-ups start ${state.publicFromLabel}`
        : `existing families can sign up from ${state.existingFamiliesFromLabel}, everyone from ${state.publicFromLabel}`;
    case "closed":
      return "closed for sign-ups";
  }
}

/** One line for one entry, without a verb the group heading already says. */
function entryLine(entry: ChangeEntry): string {
  switch (entry.kind) {
    case "section-skipped":
      return entry.reason === null ? sectionWords(entry.section) : `${sectionWords(entry.section)} (${entry.reason})`;
    case "section-resumed":
      return `${sectionWords(entry.section)} (${plural(entry.records, "record", "records")})`;
    case "class-added":
      return entry.sessions === 0
        ? entry.class.label
        : `${entry.class.label}, ${plural(entry.sessions, "session", "sessions")}`;
    case "class-removed":
      return entry.class.label;
    case "class-renamed":
      return `${entry.previousName} → ${entry.class.label}`;
    case "session-cancelled":
    case "session-reinstated":
    case "session-added":
    case "session-removed":
      return `${entry.session.className} on ${entry.session.when}`;
    case "session-moved":
      return `${entry.session.className}: ${entry.previousWhen} → ${entry.session.when}`;
    case "schedule-extended":
      return `The schedule now runs through ${entry.throughLabel} (${plural(entry.sessions, "more session", "more sessions")})`;
    case "class-full":
      return entry.session === null ? entry.class.label : `${entry.session.className} on ${entry.session.when}`;
    case "class-reopened": {
      const what = entry.session === null ? entry.class.label : `${entry.session.className} on ${entry.session.when}`;
      const spots = entry.spotsRemaining === null ? "no limit" : plural(entry.spotsRemaining, "spot", "spots");
      return `${what}: ${spots}`;
    }
    case "season-added":
      return `New season ${entry.season.name}: ${signUps(entry.state)}`;
    case "season-removed":
      return `${entry.season.name} was removed`;
    case "season-opened":
      if (entry.state.kind === "public") return `${entry.season.name} is now ${signUps(entry.state)}`;
      if (entry.state.kind === "existing-families") {
        return `${entry.season.name} opened to existing families; public sign-ups start ${entry.state.publicFromLabel}`;
      }
      if (entry.state.kind === "public-later") return `${entry.season.name} opened; ${signUps(entry.state)}`;
      return `${entry.season.name} was opened, but its sign-up period has already ended`;
    case "season-closed":
      if (entry.reason === "status") return `${entry.season.name} is now closed for sign-ups`;
      if (entry.reason === "postponed") return `${entry.season.name}: ${signUps(entry.state)}`;
      return `Sign-ups for ${entry.season.name} have ended (its closing time passed)`;
    case "price-changed":
      return `${pricedName(entry.item.kind, entry.item.name)}: ${entry.from} → ${entry.to}`;
    case "price-added":
      return `${NEW_PRICED_WORDS[entry.item.kind]} ${entry.item.name}: ${entry.price}`;
    case "price-removed":
      return `${REMOVED_PRICED_WORDS[entry.item.kind]}: ${entry.item.name} (${entry.price})`;
  }
}

const sessionKey = (session: SessionRef): string => `${session.date} ${session.time ?? ""} ${session.className}`;

/** Within a group: sessions by date and time, everything else by what its line says. */
function sortKey(entry: ChangeEntry): string {
  switch (entry.kind) {
    case "session-cancelled":
    case "session-reinstated":
    case "session-moved":
    case "session-added":
    case "session-removed":
      return sessionKey(entry.session);
    case "class-full":
    case "class-reopened":
      // Whole classes first, then drop-in sessions by date.
      return entry.session === null ? `0 ${entry.class.label}` : `1 ${sessionKey(entry.session)}`;
    case "season-added":
    case "season-removed":
    case "season-opened":
    case "season-closed":
      return entry.season.name;
    default:
      return entryLine(entry);
  }
}

const groupIndex = (kind: ChangeKind): number => ENTRY_GROUPS.findIndex((group) => group.kinds.includes(kind));

/**
 * The report's order: by group, then within each group; stable and machine-independent.
 * `describeChanges` orders once, and the renderers keep the report's order.
 */
export function orderEntries(entries: readonly ChangeEntry[]): ChangeEntry[] {
  return entries
    .map((entry) => ({ entry, group: groupIndex(entry.kind), key: sortKey(entry) }))
    .sort((a, b) => a.group - b.group || compareText(a.key, b.key))
    .map(({ entry }) => entry);
}

interface RenderedGroup {
  readonly group: EntryGroup;
  readonly lines: readonly string[];
  /** Lines left out by the cap. */
  readonly more: number;
}

/** Entries (in the report's order) grouped under their headings, each group cut to `maxPerGroup` lines. */
function groupEntries(entries: readonly ChangeEntry[], maxPerGroup: number): RenderedGroup[] {
  return ENTRY_GROUPS.flatMap((group) => {
    const members = entries.filter((entry) => group.kinds.includes(entry.kind));
    if (members.length === 0) return [];
    // Cutting one line to write "and 1 more" saves nothing.
    const shown = members.length <= maxPerGroup + 1 ? members : members.slice(0, maxPerGroup);
    return [{ group, lines: shown.map(entryLine), more: members.length - shown.length }];
  });
}

const moreLine = (group: EntryGroup, more: number): string =>
  `and ${more} more${group.noun === null ? "" : ` ${group.noun}`}`;

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
function headlineLines(report: ChangeReport): string[] {
  if (report.firstSync !== null) return firstSyncLines(report.firstSync);
  const since = `since the last sync on ${report.previousSyncedAtLabel ?? "an unknown date"}`;
  if (report.entries.length > 0) return [`Changes ${since}:`];
  if (report.unchanged) return [`No changes ${since}.`];
  return [
    `No changes to classes, sessions, spots, seasons or prices ${since}; other details changed (such as descriptions, enrollment counts or links).`,
  ];
}

export interface RenderOptions {
  /** Lines shown per group before "and N more ...". */
  readonly maxPerGroup?: number;
}

const DEFAULT_TEXT_LINES_PER_GROUP = 10;

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

const DEFAULT_MARKDOWN_LINES_PER_GROUP = 25;

/**
 * Class and season names are the studio's free text: a `*`, `_` or `<` in one must not
 * turn into emphasis or HTML in the job summary. GFM lets any ASCII punctuation be escaped.
 */
function escapeMarkdown(text: string): string {
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
