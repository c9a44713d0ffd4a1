import { recordsById } from "../api/records-by-id.ts";
import type { Registration, RegistrationDetail } from "../api/schemas/index.ts";
import { addDays, parseInstant } from "../core/local-time.ts";
import { acceptsSignUps, registrationOpenings, seasonState } from "../core/season-state.ts";
import {
  CHANGE_FEED_DAYS,
  CHANGE_FEED_MAX_ENTRIES,
  changeFeedId,
  startedChangeFeed,
  type ChangeFeed,
  type ChangeFeedEntry,
} from "../snapshot/change-feed.ts";
import type { Snapshot } from "../snapshot/snapshot.ts";
import type { ChangeEntry, ChangeReport, SessionRef } from "./change-report-types.ts";

/**
 * The change feed the site's Atom feeds show, recorded at each sync from what the change
 * report found (`describeChanges`) and what time alone brings: the entries families care
 * about (issue 36), as facts with stable ids, added to the previous snapshot's feed and kept
 * for CHANGE_FEED_DAYS, at most CHANGE_FEED_MAX_ENTRIES in any one feed.
 */

/** A session cancelled or added is news when it falls within this many days of the sync's today. */
export const SESSION_NEWS_DAYS = 14;
/** A season's closing is news once it is this close. */
export const SEASON_CLOSING_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry's Atom id (`changeFeedId`): what the entry is about, so the same change has the same id in every build. */
const entryId = changeFeedId;

export interface RecordedChangeFeed {
  readonly feed: ChangeFeed;
  /** Entries this sync added (newest first). */
  readonly added: readonly ChangeFeedEntry[];
}

/**
 * `next`'s change feed: the previous snapshot's feed with this sync's entries on top, pruned.
 * With no previous snapshot of the same studio (a first sync), the feed starts now and holds
 * nothing: it never invents entries for what was there all along.
 */
export function recordChangeFeed(previous: Snapshot | null, next: Snapshot, report: ChangeReport): RecordedChangeFeed {
  if (previous === null || report.firstSync !== null || previous.studio.id !== next.studio.id) {
    return { feed: startedChangeFeed(next.synced_at), added: [] };
  }
  const known = new Set(previous.change_feed.entries.map((entry) => entry.id));
  const context = feedContext(previous, next);
  const fresh: ChangeFeedEntry[] = [];
  for (const entry of [...report.entries.flatMap((change) => fromReport(change, context)), ...closingSoon(context)]) {
    if (known.has(entry.id)) continue;
    known.add(entry.id);
    fresh.push(entry);
  }
  // Everything this sync found happened after the previous sync, so after every kept entry.
  const added = newestFirst(fresh);
  const entries = pruned([...added, ...previous.change_feed.entries], next.synced_at);
  return { feed: { started_at: previous.change_feed.started_at, entries }, added: added.filter((entry) => entries.includes(entry)) };
}

interface FeedContext {
  readonly studioId: string;
  /** The sync's instant, ISO. */
  readonly at: string;
  readonly previousAt: Date;
  readonly nextAt: Date;
  /** The sync's today in the studio's zone (the window's first day). */
  readonly today: string;
  readonly seasons: ReadonlyMap<string, Registration>;
  readonly details: Readonly<Record<string, RegistrationDetail>>;
  readonly classNames: ReadonlyMap<string, string>;
  /** The class a trial attends (spec 2.7 `class`), by trial id. */
  readonly trialClass: ReadonlyMap<string, string>;
  /** The membership type of each membership price, by price id. */
  readonly priceMembership: ReadonlyMap<string, string>;
}

function feedContext(previous: Snapshot, next: Snapshot): FeedContext {
  const classNames = new Map<string, string>();
  for (const cls of [...previous.classes, ...next.classes]) classNames.set(cls.id, cls.name);
  const trialClass = new Map<string, string>();
  for (const trial of [...previous.trial_classes, ...next.trial_classes]) if (trial.class) trialClass.set(trial.id, trial.class.id);
  const priceMembership = new Map<string, string>();
  for (const type of [...previous.membership_types, ...next.membership_types]) for (const price of type.prices) priceMembership.set(price.id, type.id);
  return {
    studioId: next.studio.id,
    at: next.synced_at,
    previousAt: new Date(previous.synced_at),
    nextAt: new Date(next.synced_at),
    today: next.window.from,
    seasons: recordsById([...next.registrations, ...previous.registrations.filter((season) => !next.registrations.some((kept) => kept.id === season.id))]),
    details: { ...previous.season_details, ...next.season_details },
    classNames,
    trialClass,
    priceMembership,
  };
}

/** The classes a season's catalog sells (spec 2.9): their feeds carry its openings and closings. */
function seasonClassIds(seasonId: string, context: FeedContext): string[] {
  const detail = context.details[seasonId];
  if (!detail) return [];
  const ids = detail.catalog_groups.flatMap((group) => group.items.flatMap((item) => (item.item_type === "class" && item.class ? [item.class.id] : [])));
  return [...new Set(ids)];
}

const sessionFacts = (session: SessionRef) => ({ id: session.id, date: session.date, time: session.time });

/** Within the next SESSION_NEWS_DAYS of the sync's today: a change further out is not news yet. */
const isNearSession = (session: SessionRef, context: FeedContext): boolean =>
  session.date >= context.today && session.date <= addDays(context.today, SESSION_NEWS_DAYS);

/**
 * When a season opened for `who`: its opening instant when that passed between the two syncs
 * (time alone opened it), else this sync's (the studio opened it, or it is new). The id names
 * the opening's instant, so each opening is one entry however many syncs see it.
 */
function seasonOpened(seasonId: string, name: string, who: "existing-families" | "everyone", context: FeedContext): ChangeFeedEntry {
  const season = context.seasons.get(seasonId);
  const openings = season ? registrationOpenings(season.registration_window) : { existingFamilies: null, everyone: null };
  const opening = who === "everyone" ? openings.everyone : (openings.existingFamilies ?? parseInstant(season?.registration_window.internal_opens_at ?? null));
  const passed = opening !== null && opening > context.previousAt && opening <= context.nextAt;
  const at = passed ? opening.toISOString() : context.at;
  return {
    id: entryId(context.studioId, "season-opened", seasonId, who, opening?.toISOString() ?? at),
    at,
    class_ids: seasonClassIds(seasonId, context),
    kind: "season-opened",
    season: { id: seasonId, name },
    who,
  };
}

/** The feed's entries for one line of the change report; most lines are not a family's news. */
function fromReport(change: ChangeEntry, context: FeedContext): ChangeFeedEntry[] {
  const { studioId, at } = context;
  switch (change.kind) {
    case "class-added":
      return [{ id: entryId(studioId, "class-added", change.class.id, at), at, class_ids: [change.class.id], kind: "class-added", class: { id: change.class.id, name: change.class.name } }];
    case "class-reopened":
      return [
        {
          id: entryId(studioId, "spots-opened", change.class.id, change.session?.id ?? "class", at),
          at,
          class_ids: [change.class.id],
          kind: "spots-opened",
          class: { id: change.class.id, name: change.class.name },
          session: change.session === null ? null : sessionFacts(change.session),
          spots_remaining: change.spotsRemaining,
        },
      ];
    case "session-cancelled":
    case "session-added": {
      if (!isNearSession(change.session, context)) return [];
      const { session } = change;
      return [
        {
          id: entryId(studioId, change.kind, session.id, at),
          at,
          class_ids: [session.classId],
          kind: change.kind,
          class: { id: session.classId, name: session.className },
          session: sessionFacts(session),
        },
      ];
    }
    case "season-added":
    case "season-opened": {
      if (change.state.kind === "public") return [seasonOpened(change.season.id, change.season.name, "everyone", context)];
      if (change.state.kind === "existing-families") return [seasonOpened(change.season.id, change.season.name, "existing-families", context)];
      return [];
    }
    case "season-closed": {
      if (change.reason === "postponed") return [];
      const closesAt = context.seasons.get(change.season.id)?.registration_window.closes_at ?? null;
      const when = change.reason === "closing-time" && closesAt !== null ? (parseInstant(closesAt)?.toISOString() ?? at) : at;
      return [
        {
          id: entryId(studioId, "season-closed", change.season.id, when),
          at: when > at ? at : when,
          class_ids: seasonClassIds(change.season.id, context),
          kind: "season-closed",
          season: { id: change.season.id, name: change.season.name },
        },
      ];
    }
    case "price-changed": {
      const { item } = change;
      if (item.kind === "membership") return [];
      const classId = item.kind === "class" ? item.id : item.kind === "trial" ? (context.trialClass.get(item.id) ?? null) : null;
      return [
        {
          id: entryId(studioId, "price-changed", item.id, at),
          at,
          class_ids: classId === null ? [] : [classId],
          kind: "price-changed",
          item: {
            kind: item.kind,
            id: item.id,
            // A class's own name: the report's label adds its times in the report's words.
            name: item.kind === "class" ? (context.classNames.get(item.id) ?? item.name) : item.name,
            membership_id: item.kind === "membership-price" ? (context.priceMembership.get(item.id) ?? null) : null,
          },
          from: change.from,
          to: change.to,
        },
      ];
    }
    case "price-added": {
      if (change.item.kind !== "trial") return [];
      const classId = context.trialClass.get(change.item.id) ?? null;
      return [
        {
          id: entryId(studioId, "trial-added", change.item.id),
          at,
          class_ids: classId === null ? [] : [classId],
          kind: "trial-added",
          trial: { id: change.item.id, name: change.item.name },
          price: change.price,
        },
      ];
    }
    default:
      return [];
  }
}

/**
 * Seasons taking sign-ups whose closing is within SEASON_CLOSING_DAYS of this sync: time alone
 * brings it, so the id names the closing instant and the feed holds it once.
 */
function closingSoon(context: FeedContext): ChangeFeedEntry[] {
  const entries: ChangeFeedEntry[] = [];
  for (const season of context.seasons.values()) {
    const closes = parseInstant(season.registration_window.closes_at);
    if (closes === null || !acceptsSignUps(seasonState(season, context.nextAt))) continue;
    if (closes.getTime() - context.nextAt.getTime() > SEASON_CLOSING_DAYS * DAY_MS) continue;
    const closesAt = closes.toISOString();
    entries.push({
      id: entryId(context.studioId, "season-closing", season.id, closesAt),
      at: context.at,
      class_ids: seasonClassIds(season.id, context),
      kind: "season-closing",
      season: { id: season.id, name: season.name },
      closes_at: closesAt,
    });
  }
  return entries;
}

/** Newest first; entries of one instant keep their order (the report's). */
function newestFirst(entries: readonly ChangeFeedEntry[]): ChangeFeedEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * The last CHANGE_FEED_DAYS before `syncedAt`, and within them only what some feed shows: an
 * entry stays while it is among the newest CHANGE_FEED_MAX_ENTRIES of the studio's feed or of
 * a class's feed that carries it.
 */
function pruned(entries: readonly ChangeFeedEntry[], syncedAt: string): ChangeFeedEntry[] {
  const oldest = Date.parse(syncedAt) - CHANGE_FEED_DAYS * DAY_MS;
  let inStudioFeed = 0;
  const inClassFeed = new Map<string, number>();
  const kept: ChangeFeedEntry[] = [];
  for (const entry of entries) {
    if (Date.parse(entry.at) < oldest) continue;
    const shown = inStudioFeed < CHANGE_FEED_MAX_ENTRIES || entry.class_ids.some((id) => (inClassFeed.get(id) ?? 0) < CHANGE_FEED_MAX_ENTRIES);
    if (!shown) continue;
    kept.push(entry);
    inStudioFeed += 1;
    for (const id of entry.class_ids) inClassFeed.set(id, (inClassFeed.get(id) ?? 0) + 1);
  }
  return kept;
}
