import type { Capacity, Class, ClassInstance, MembershipType, Registration } from "../api/schemas/index.ts";
import { isFull, showsClassSpots, spotsRemaining } from "../core/classes.ts";
import { formatDayName, formatInstantDate, formatLocalDate, formatLocalTime, formatTime } from "../core/format.ts";
import { studioToday } from "../core/local-time.ts";
import { seasonState } from "../core/season-state.ts";
import { sectionNames, type SectionName, type Snapshot } from "../core/snapshot.ts";
import { daysInWords, groupSlotsByTime, weeklySlots } from "../core/weekly-slots.ts";
import { orderEntries } from "./change-report-render.ts";
import type { ChangeEntry, ChangeReport, ClassRef, FirstSyncSummary, PricedItem, SeasonSignUpState, SessionRef } from "./change-report-types.ts";

/**
 * What changed between two snapshots, compared as data: classes, sessions, spots,
 * seasons and prices, with labels in the studio's locale and zone. The renderers
 * (`change-report-render.ts`) only arrange the words.
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

interface LocalFormat {
  readonly locale: string;
  /** "16:30" or "16:30:00" -> "4:30 PM" (en-US). */
  time(hhmm: string): string;
  /** "2026-11-24" -> "Tue, Nov 24"; the year is added when it is not the report's year. */
  date(ymd: string): string;
  /** "Tue, Nov 24 at 4:30 PM", or the date alone when there is no time. */
  dateAndTime(ymd: string, hhmm: string | null): string;
  /** An ISO instant in the studio's zone: "Sat, Nov 21 at 9:00 AM". */
  instant(iso: string): string;
  /** 0 (Sunday) .. 6 -> "Sun" .. "Sat". */
  weekday(day: number): string;
}

/**
 * ICU puts a narrow no-break space before AM/PM ("4:30\u202fPM"); terminals, CI logs and
 * grep read a plain space better, and tests can spell it.
 */
const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, " ");

/**
 * The report's dates and times: the site's formatting rules (`src/core/format.ts`) in
 * the report's phrasing. Session dates and times are local already (spec 2.5); only
 * instants (`synced_at`, registration windows) are shown in the studio's zone.
 * `referenceInstant` is the sync time; dates in its (studio-local) year omit the year.
 */
function createLocalFormat(locale: string, timeZone: string, referenceInstant: string): LocalFormat {
  const yearAt = (instant: Date): string => studioToday(instant, timeZone).slice(0, 4);
  const referenceYear = yearAt(new Date(referenceInstant));
  const date = (ymd: string): string =>
    plainSpaces(formatLocalDate(ymd, locale, ymd.slice(0, 4) === referenceYear ? "weekday-short" : "weekday-short-year"));
  const time = (hhmm: string): string => plainSpaces(formatLocalTime(hhmm, locale));
  return {
    locale,
    time,
    date,
    dateAndTime: (ymd, hhmm) => (hhmm === null ? date(ymd) : `${date(ymd)} at ${time(hhmm)}`),
    instant: (iso) => {
      const at = new Date(iso);
      const style = yearAt(at) === referenceYear ? "weekday-short" : "weekday-short-year";
      return plainSpaces(`${formatInstantDate(at, timeZone, locale, style)} at ${formatTime(at, timeZone, locale)}`);
    },
    weekday: (day) => plainSpaces(formatDayName(day, locale, "short")),
  };
}

/**
 * When a class meets, in the site's own words and week order: "Tue, Thu 4:30 PM;
 * Sat 10:00 AM" (slots that share a start time fold together).
 */
function weeklyTimes(cls: Class, format: LocalFormat): string | null {
  const slots = weeklySlots(cls.day_schedules, cls.duration_minutes, format.locale);
  const groups = groupSlotsByTime(slots.map((slot) => ({ weekday: slot.weekday, time: format.time(slot.start) })));
  if (groups.length === 0) return null;
  return groups.map((group) => `${daysInWords(group.weekdays, format.weekday)} ${group.time}`).join("; ");
}

/**
 * The class name with when it meets, "Ballet I (Tue 4:30 PM)", because a studio
 * often runs the same class name at several times. One-time classes show their date.
 */
function classLabel(cls: Class, format: LocalFormat): string {
  const when =
    cls.day_schedules !== null && cls.schedule_type === "recurring"
      ? weeklyTimes(cls, format)
      : cls.start_date !== null
        ? format.date(cls.start_date)
        : null;
  return when === null ? cls.name : `${cls.name} (${when})`;
}

/** What every comparison needs: both snapshots and the studio's words for dates and times. */
interface CompareContext {
  readonly previous: Snapshot;
  readonly next: Snapshot;
  readonly format: LocalFormat;
}

/**
 * A section is compared only when both syncs read it: when a key loses a scope the
 * section is empty, and listing every record as removed would be wrong.
 */
function syncedInBoth(context: CompareContext, section: SectionName): boolean {
  return context.previous.sections[section].status === "synced" && context.next.sections[section].status === "synced";
}

function classRef(cls: Class, format: LocalFormat): ClassRef {
  return { id: cls.id, name: cls.name, label: classLabel(cls, format) };
}

function sessionRef(session: ClassInstance, className: string, format: LocalFormat): SessionRef {
  return {
    id: session.id,
    classId: session.class_id,
    className,
    date: session.date,
    time: session.time,
    when: format.dateAndTime(session.date, session.time),
  };
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function sessionsById(snapshot: Snapshot): Map<string, ClassInstance> {
  return new Map(
    Object.values(snapshot.sessions_by_class).flatMap((sessions) => sessions.map((s) => [s.id, s] as const)),
  );
}

/**
 * The site's state of a season (`seasonState`) at a snapshot's `synced_at`, in the
 * report's terms. Compared at both sync times, so a season that opened (to existing
 * families or the public) or closed between two syncs is reported even when no field
 * changed, and the site is rebuilt whenever it would show the season differently.
 */
function seasonSignUpState(season: Registration, syncedAt: string, format: LocalFormat): SeasonSignUpState {
  const labelled = (date: Date | null) => {
    const iso = date === null ? null : date.toISOString();
    return { iso, label: iso === null ? null : format.instant(iso) };
  };
  const state = seasonState(season, new Date(syncedAt));
  switch (state.kind) {
    case "open":
      return { kind: "public", closesAt: null, closesAtLabel: null };
    case "closing": {
      const closes = labelled(state.closesAt);
      return { kind: "public", closesAt: closes.iso, closesAtLabel: closes.label };
    }
    case "existing-families": {
      const publicFrom = state.publicFrom.toISOString();
      const closes = labelled(state.closesAt);
      return {
        kind: "existing-families",
        publicFrom,
        publicFromLabel: format.instant(publicFrom),
        closesAt: closes.iso,
        closesAtLabel: closes.label,
      };
    }
    case "opening": {
      const publicFrom = state.publicFrom.toISOString();
      // As on the site: an earlier start for existing families is worth a mention, a later one is not.
      const earlier = state.existingFamiliesFrom !== null && state.existingFamiliesFrom < state.publicFrom;
      const families = labelled(earlier ? state.existingFamiliesFrom : null);
      return {
        kind: "public-later",
        publicFrom,
        publicFromLabel: format.instant(publicFrom),
        existingFamiliesFrom: families.iso,
        existingFamiliesFromLabel: families.label,
      };
    }
    case "closed":
      return { kind: "closed" };
  }
}

/** Counts for the one line a first sync gets, since there is nothing to compare with. */
function firstSyncSummary(next: Snapshot, replacedStudio: string | null): FirstSyncSummary {
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
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** True when the two snapshots hold the same data; `synced_at` is ignored. */
export function isUnchanged(previous: Snapshot | null, next: Snapshot): boolean {
  if (previous === null) return false;
  return canonicalJson({ ...previous, synced_at: undefined }) === canonicalJson({ ...next, synced_at: undefined });
}

/** Sections the key stopped (or started) being able to read, usually a changed key or scope. */
function compareSections({ previous, next }: CompareContext): ChangeEntry[] {
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

/** Classes added, removed (archived) or renamed, matched by id. */
function compareClasses(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const before = byId(previous.classes);
  const after = byId(next.classes);
  const entries: ChangeEntry[] = [];
  for (const cls of next.classes) {
    const old = before.get(cls.id);
    if (!old) {
      const sessions = (next.sessions_by_class[cls.id] ?? []).filter(
        (session) => session.status === "scheduled",
      ).length;
      entries.push({ kind: "class-added", class: classRef(cls, format), sessions });
    } else if (old.name !== cls.name) {
      entries.push({ kind: "class-renamed", class: classRef(cls, format), previousName: old.name });
    }
  }
  for (const old of previous.classes) {
    if (!after.has(old.id)) entries.push({ kind: "class-removed", class: classRef(old, format) });
  }
  return entries;
}

/**
 * Sessions of classes that were there last time, matched by id. A brand-new class's
 * sessions are counted on its "new class" line instead; sessions that only entered
 * because the window moved forward a day are one "schedule extended" line, not news.
 */
function compareSessions(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const previousClasses = byId(previous.classes);
  const nextClasses = byId(next.classes);
  const before = sessionsById(previous);
  const after = sessionsById(next);
  const entries: ChangeEntry[] = [];
  let beyondPreviousWindow = 0;

  for (const [classId, sessions] of Object.entries(next.sessions_by_class)) {
    const cls = nextClasses.get(classId);
    if (!cls || !previousClasses.has(classId)) continue;
    for (const session of sessions) {
      const ref = sessionRef(session, cls.name, format);
      const old = before.get(session.id);
      if (!old) {
        // A session that first appears already cancelled is still a cancellation to a family.
        if (session.status === "cancelled") entries.push({ kind: "session-cancelled", session: ref });
        else if (session.status !== "scheduled") continue;
        else if (session.date > previous.window.to) beyondPreviousWindow += 1;
        else entries.push({ kind: "session-added", session: ref });
      } else if (old.status !== "cancelled" && session.status === "cancelled") {
        entries.push({ kind: "session-cancelled", session: ref });
      } else if (old.status === "cancelled" && session.status === "scheduled") {
        entries.push({ kind: "session-reinstated", session: ref });
      } else if (old.date !== session.date || old.time !== session.time) {
        entries.push({ kind: "session-moved", session: ref, previousWhen: format.dateAndTime(old.date, old.time) });
      }
    }
  }

  // Gone from a date both syncs covered: the studio deleted it rather than it passing.
  const lastCommonDate = previous.window.to < next.window.to ? previous.window.to : next.window.to;
  for (const [classId, sessions] of Object.entries(previous.sessions_by_class)) {
    const cls = nextClasses.get(classId);
    if (!cls || next.sessions_by_class[classId] === undefined) continue;
    for (const old of sessions) {
      if (after.has(old.id) || old.status === "cancelled") continue;
      if (old.date < next.window.from || old.date > lastCommonDate) continue;
      entries.push({ kind: "session-removed", session: sessionRef(old, cls.name, format) });
    }
  }

  if (beyondPreviousWindow > 0) {
    entries.push({
      kind: "schedule-extended",
      through: next.window.to,
      throughLabel: format.date(next.window.to),
      sessions: beyondPreviousWindow,
    });
  }
  return entries;
}

const becameFull = (before: Capacity, after: Capacity): boolean => !isFull(before) && isFull(after);
const reopened = (before: Capacity, after: Capacity): boolean => isFull(before) && !isFull(after);

/**
 * Classes that filled up or reopened. Spec 2.2 rule 4: the class number counts for
 * session-based classes, the session number for drop-ins.
 */
function compareAvailability(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "classes")) return [];
  const { previous, next, format } = context;
  const previousClasses = byId(previous.classes);
  const previousSessions = sessionsById(previous);
  const entries: ChangeEntry[] = [];

  for (const cls of next.classes) {
    const old = previousClasses.get(cls.id);
    if (!old) continue;
    const ref = classRef(cls, format);
    if (showsClassSpots(cls)) {
      const [before, after] = [old.capacity, cls.capacity];
      if (becameFull(before, after)) entries.push({ kind: "class-full", class: ref, session: null });
      else if (reopened(before, after))
        entries.push({ kind: "class-reopened", class: ref, session: null, spotsRemaining: spotsRemaining(after) });
      continue;
    }
    for (const session of next.sessions_by_class[cls.id] ?? []) {
      const oldSession = previousSessions.get(session.id);
      // A cancelled session is reported as cancelled, not as full or open.
      if (!oldSession || session.status !== "scheduled") continue;
      const [before, after] = [oldSession.capacity, session.capacity];
      const sessionAt = sessionRef(session, cls.name, format);
      if (becameFull(before, after)) entries.push({ kind: "class-full", class: ref, session: sessionAt });
      else if (reopened(before, after)) {
        entries.push({ kind: "class-reopened", class: ref, session: sessionAt, spotsRemaining: spotsRemaining(after) });
      }
    }
  }
  return entries;
}

/** How widely a season takes sign-ups: a move up is an opening, a move down a closing. */
const REACH: Record<SeasonSignUpState["kind"], number> = {
  closed: 0,
  "public-later": 1,
  "existing-families": 2,
  public: 3,
};

/**
 * Seasons that opened or closed: a status change, or a registration time (existing
 * families, public, closing) passing between the two sync times (spec section 3).
 * Every change of the state the site shows gives an entry, so `needsRebuild` sees it.
 */
function compareSeasons(context: CompareContext): ChangeEntry[] {
  if (!syncedInBoth(context, "registrations")) return [];
  const { previous, next, format } = context;
  const before = byId(previous.registrations);
  const after = byId(next.registrations);
  const entries: ChangeEntry[] = [];

  for (const season of next.registrations) {
    const ref = { id: season.id, name: season.name };
    const state = seasonSignUpState(season, next.synced_at, format);
    const old = before.get(season.id);
    if (!old) {
      entries.push({ kind: "season-added", season: ref, state });
      continue;
    }
    const oldState = seasonSignUpState(old, previous.synced_at, format);
    if (REACH[state.kind] > REACH[oldState.kind]) {
      entries.push({ kind: "season-opened", season: ref, state });
    } else if (REACH[state.kind] < REACH[oldState.kind]) {
      const reason = season.status === "closed" ? "status" : state.kind === "closed" ? "closing-time" : "postponed";
      entries.push({ kind: "season-closed", season: ref, reason, state });
    } else if (old.status === "closed" && season.status === "open") {
      entries.push({ kind: "season-opened", season: ref, state });
    } else if (old.status === "open" && season.status === "closed") {
      entries.push({ kind: "season-closed", season: ref, reason: "status", state });
    }
  }
  for (const old of previous.registrations) {
    if (!after.has(old.id)) entries.push({ kind: "season-removed", season: { id: old.id, name: old.name } });
  }
  return entries;
}

interface Priced {
  readonly id: string;
  readonly name: string;
  readonly price_display: string;
  readonly price_cents: number | null;
}

/** A printed price is what families see; the cents are compared too in case only they moved. */
const priceMoved = (before: Priced, after: Priced): boolean =>
  before.price_display !== after.price_display || before.price_cents !== after.price_cents;

function compareSimple(
  kind: "trial" | "appointment",
  previous: readonly Priced[],
  next: readonly Priced[],
): ChangeEntry[] {
  const before = byId(previous);
  const after = byId(next);
  const entries: ChangeEntry[] = [];
  for (const record of next) {
    const item: PricedItem = { kind, id: record.id, name: record.name };
    const old = before.get(record.id);
    if (!old) entries.push({ kind: "price-added", item, price: record.price_display });
    else if (priceMoved(old, record)) {
      entries.push({ kind: "price-changed", item, from: old.price_display, to: record.price_display });
    }
  }
  for (const old of previous) {
    if (!after.has(old.id))
      entries.push({ kind: "price-removed", item: { kind, id: old.id, name: old.name }, price: old.price_display });
  }
  return entries;
}

const allPrices = (type: MembershipType): string =>
  type.prices.length === 0 ? "no price on sale" : type.prices.map((price) => price.price_display).join("; ");

function compareMemberships(previous: readonly MembershipType[], next: readonly MembershipType[]): ChangeEntry[] {
  const before = byId(previous);
  const after = byId(next);
  const entries: ChangeEntry[] = [];
  for (const type of next) {
    const old = before.get(type.id);
    if (!old) {
      entries.push({
        kind: "price-added",
        item: { kind: "membership", id: type.id, name: type.name },
        price: allPrices(type),
      });
      continue;
    }
    const oldPrices = byId(old.prices);
    const newPrices = byId(type.prices);
    for (const price of type.prices) {
      const item: PricedItem = { kind: "membership-price", id: price.id, name: `${type.name} – ${price.name}` };
      const oldPrice = oldPrices.get(price.id);
      if (!oldPrice) entries.push({ kind: "price-added", item, price: price.price_display });
      else if (oldPrice.price_display !== price.price_display || oldPrice.amount_cents !== price.amount_cents) {
        entries.push({ kind: "price-changed", item, from: oldPrice.price_display, to: price.price_display });
      }
    }
    for (const oldPrice of old.prices) {
      if (newPrices.has(oldPrice.id)) continue;
      const item: PricedItem = { kind: "membership-price", id: oldPrice.id, name: `${type.name} – ${oldPrice.name}` };
      entries.push({ kind: "price-removed", item, price: oldPrice.price_display });
    }
  }
  for (const old of previous) {
    if (!after.has(old.id)) {
      entries.push({
        kind: "price-removed",
        item: { kind: "membership", id: old.id, name: old.name },
        price: allPrices(old),
      });
    }
  }
  return entries;
}

/**
 * Price changes on classes, membership prices, trial offers and appointment services.
 * New and removed classes are on their own lines already; new and removed offers of
 * the other kinds are listed here with their price.
 */
function comparePrices(context: CompareContext): ChangeEntry[] {
  const { previous, next, format } = context;
  const entries: ChangeEntry[] = [];
  if (syncedInBoth(context, "classes")) {
    const before = byId(previous.classes);
    for (const cls of next.classes) {
      const old = before.get(cls.id);
      if (old && priceMoved(old, cls)) {
        const { id, label } = classRef(cls, format);
        entries.push({
          kind: "price-changed",
          item: { kind: "class", id, name: label },
          from: old.price_display,
          to: cls.price_display,
        });
      }
    }
  }
  if (syncedInBoth(context, "membership_types"))
    entries.push(...compareMemberships(previous.membership_types, next.membership_types));
  if (syncedInBoth(context, "trial_classes"))
    entries.push(...compareSimple("trial", previous.trial_classes, next.trial_classes));
  if (syncedInBoth(context, "appointment_services")) {
    entries.push(...compareSimple("appointment", previous.appointment_services, next.appointment_services));
  }
  return entries;
}
