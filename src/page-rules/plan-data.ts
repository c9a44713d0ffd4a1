import type { AgeRange } from "../api/schemas/index.ts";
import type { Charge } from "./billing.ts";
import type { PlanPick } from "./plan-rules.ts";

export type { Charge };

/**
 * The family planner's data file (`/plan/data.json`, one per language): every current class
 * as the site model decided it, in the few fields the planner reads. The build writes it
 * (src/site/planner-data.ts) from the same decided facts the class page, its rows, its
 * JSON-LD and its calendar feed read; the browser reads it back with `readPlanData`. Both
 * sides import this module, so the file's shape is written in one place.
 *
 * Sessions travel compactly: a class's upcoming sessions grouped by their times of day
 * (with the offsets the studio's clock had then), each group a first date and the gaps in
 * days to the next ones, so a weekly class through a year costs a few bytes a week and
 * gzip folds the repeated "7"s. A session's start and end are its decided ISO readings,
 * rebuilt exactly: the date, then the group's "T16:00:00-05:00".
 */

/** What a family can do about a class now, from its call to action. */
export type Access =
  /** Sign up or book at the hosted checkout, or register through a season accepting sign-ups. */
  | "open"
  /** No spot left: the link leads to a waitlist or says full (spec 2.2 rule 3). */
  | "full"
  /** By the studio's invitation only (spec 2.4 `closed`): never suggested. */
  | "invitation"
  /** Sold through seasons none of which accepts sign-ups now. */
  | "closed"
  /** No link to act on (a missing or unsafe checkout). */
  | "unavailable";

/**
 * Whether a family can put a class in a plan: not one by the studio's invitation only, nor one
 * with nothing to act on. One rule for the class page's "Add to plan", the list's "Add classes
 * to my plan" and the planner's suggestions.
 */
export const addable = (access: Access): boolean => access !== "invitation" && access !== "unavailable";

/** What a family can do about a class and where. */
export interface PlanState {
  readonly access: Access;
  readonly next: NextStep | null;
}

/** A hosted page to act on: "Sign up", "Register for Spring 2027". */
export interface NextStep {
  readonly href: string;
  readonly label: string;
}

/** One upcoming session, as the planner reads it. */
export interface PlanSession {
  readonly date: string;
  /** ISO 8601 with the studio's offset (the decided `start.iso`); null for a date-only session. */
  readonly start: string | null;
  readonly end: string | null;
  readonly cancelled: boolean;
  /** A drop-in session with no spot left (its own capacity, spec 2.2 rule 4). */
  readonly full: boolean;
}

/** A season's items that come with every sign-up (spec 2.9 `is_required`). */
export interface PlanSeason {
  readonly key: string;
  readonly name: string;
  readonly href: string;
  /** `classId`: the class a class item is, which a plan holding that class already counts. */
  readonly items: readonly { readonly name: string; readonly price: string | null; readonly charge: Charge; readonly classId: string | null }[];
}

export interface PlanClass {
  readonly id: string;
  readonly name: string;
  /**
   * The API's language when the page gives the name untranslated (the page's translation file has
   * no words for it), to mark it with as the pages do (`SiteModel.studioLang`); absent otherwise.
   * A flag on each name, not a list of them: a list repeats every name (2.4 KB gzipped at 400 classes).
   */
  readonly nameLang?: string;
  readonly href: string;
  readonly ageRange: AgeRange | null;
  /** "Ages 6–10" as the class page says it. */
  readonly ages: string | null;
  /** The class's start date when it starts after the build (`FilterableClass.start`), else "": ages count on it. */
  readonly start: string;
  readonly place: string | null;
  /** As `nameLang`, for the place's name. */
  readonly placeLang?: string;
  /** Its place's card on /locations/ (address, hours, map), when the site lists it: how far it is. */
  readonly placeHref: string | null;
  /** The weekly lines as the class page shows them: "Fri · 4:00 PM – 5:00 PM". */
  readonly when: readonly string[];
  /** The printed price with its unit ("$80.00/month"), as the class page shows it. */
  readonly price: string;
  readonly charge: Charge;
  /** "3 spots left", "Full" as the class page says it; null where none are shown. */
  readonly spots: string | null;
  readonly access: Access;
  readonly next: NextStep | null;
  /**
   * With live spots on, where the class page switches its action when the class has filled since
   * the build (`ClassView.live.actions`): what then differs from `access` and `next`. Absent when
   * live spots are off, the class was full when built, or its page switches nothing.
   */
  readonly liveWhenFull?: Partial<PlanState>;
  /** As `liveWhenFull`, for a class full when built that has room again. */
  readonly liveWhenOpen?: Partial<PlanState>;
  /** The season whose required items come with signing up for it (`PlanSeason.key`); null for none. */
  readonly season: string | null;
  readonly dropIn: boolean;
  readonly sessions: readonly PlanSession[];
}

/**
 * A trial a family can plan (spec 2.7): its class's first `sessions` sessions from the date it
 * starts, at its own price once. Only trials of a class the site has a page for, with a date
 * to start on.
 */
export interface PlanTrial {
  readonly id: string;
  readonly name: string;
  /** As `PlanClass.nameLang`. */
  readonly nameLang?: string;
  /** Its card on /trials/. */
  readonly href: string;
  /** The class it is a trial of (`PlanClass.id`). */
  readonly classId: string;
  /** "Free", "$15.00" as its card says it. */
  readonly price: string;
  readonly charge: Charge;
  /** How many of the class's sessions it covers (`session_count`). */
  readonly sessions: number;
  /** The dates it can start on, soonest first (`TrialView.startDates`). */
  readonly starts: readonly string[];
  readonly next: NextStep | null;
}

export interface PlanData {
  readonly version: 1;
  /** Live spots on: each class's spots follow the live layer's hook `classLiveSource(id)`, as its page's do. */
  readonly live: boolean;
  /** The studio's date at build time. */
  readonly today: string;
  readonly locale: string;
  readonly currency: string | null;
  /** "Spots as of Nov 27, 9:00 AM". */
  readonly spotsAsOf: string;
  readonly classes: readonly PlanClass[];
  readonly seasons: readonly PlanSeason[];
  readonly trials: readonly PlanTrial[];
}

/** The file as written: each class's sessions in their compact form. */
export type PlanDataFile = Omit<PlanData, "classes"> & { readonly classes: readonly (Omit<PlanClass, "sessions"> & { readonly sessions: string })[] };

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The part of an ISO reading after its date ("T16:00:00-05:00"), or "" for none. */
const timePart = (iso: string | null): string => (iso === null ? "" : iso.slice("YYYY-MM-DD".length));

/**
 * Sessions in the file's form: groups "startTime endTime endDaysLater=firstDate gap gap…"
 * joined by ";", where a gap may end in "c" (cancelled) or "f" (a full drop-in session).
 */
export function encodeSessions(sessions: readonly PlanSession[]): string {
  const groups = new Map<string, { last: number; tokens: string[] }>();
  for (const session of sessions) {
    const later = session.start !== null && session.end !== null ? dayNumber(session.end) - dayNumber(session.start) : 0;
    const key = `${timePart(session.start)} ${timePart(session.end)} ${later}`;
    const day = dayNumber(session.date);
    const group = groups.get(key);
    const mark = session.cancelled ? "c" : session.full ? "f" : "";
    if (group === undefined) groups.set(key, { last: day, tokens: [`${session.date}${mark}`] });
    else {
      group.tokens.push(`${day - group.last}${mark}`);
      group.last = day;
    }
  }
  return [...groups].map(([key, group]) => `${key}=${group.tokens.join(" ")}`).join(";");
}

/** The other half of `encodeSessions`, soonest first; an unreadable group is left out. */
export function decodeSessions(text: string): PlanSession[] {
  const sessions: PlanSession[] = [];
  for (const group of text.split(";")) {
    const [key, dates] = group.split("=");
    if (key === undefined || dates === undefined) continue;
    const [start = "", end = "", later = "0"] = key.split(" ");
    let day = Number.NaN;
    for (const token of dates.split(" ")) {
      const match = /^(\d{4}-\d{2}-\d{2}|\d+)([cf]?)$/.exec(token);
      if (!match) continue;
      day = match[1]!.includes("-") ? dayNumber(match[1]!) : day + Number(match[1]);
      if (Number.isNaN(day)) continue;
      const date = dateOf(day);
      sessions.push({
        date,
        start: start === "" ? null : `${date}${start}`,
        end: end === "" ? null : `${dateOf(day + Number(later))}${end}`,
        cancelled: match[2] === "c",
        full: match[2] === "f",
      });
    }
  }
  // ISO readings in one studio's zone: their characters order them (no locale's collation).
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return sessions.sort((a, b) => order(a.date, b.date) || order(a.start ?? "", b.start ?? ""));
}

/*
 * What a pick holds, read by the planner's rules (plan-rules.ts) and by the calendar entries
 * (plan-calendar.ts), which a row's "Add this date" loads without the planner's rules.
 */
/** A drop-in or a trial is the dates picked; a session-based class, every session it holds. */
export const isDated = (cls: Pick<PlanClass, "dropIn">, pick: Pick<PlanPick, "trial">): boolean => cls.dropIn || pick.trial !== undefined;

/** The sessions a pick holds, cancelled ones included (the calendar marks them): `isDated`'s dates, or every one. */
export const pickSessions = (cls: PlanClass, pick: Pick<PlanPick, "dates" | "trial">): PlanSession[] =>
  isDated(cls, pick) ? cls.sessions.filter((session) => pick.dates?.includes(session.date)) : [...cls.sessions];

/**
 * What a pick names in the data: its class, and for a trial pick its trial; null when either is
 * gone from the build (or the trial is another class's). Every reading of a plan (the week, its warnings, the cost, the calendar)
 * takes its picks through this, so a pick gone is said once and counted nowhere.
 */
export function resolvePick(pick: Pick<PlanPick, "trial" | "classId">, data: Pick<PlanData, "classes" | "trials">): { readonly cls: PlanClass; readonly trial: PlanTrial | undefined } | null {
  const cls = data.classes.find((candidate) => candidate.id === pick.classId);
  // A trial named for another class than the pick's (a hand-made link) is no trial of it.
  const trial = pick.trial === undefined ? undefined : data.trials.find((candidate) => candidate.id === pick.trial && candidate.classId === pick.classId);
  return cls && (pick.trial === undefined || trial) ? { cls, trial } : null;
}

/** The data file read back, each class's sessions decoded; null for anything that is not one (an old file, a broken download). */
export function readPlanData(body: unknown): PlanData | null {
  if (typeof body !== "object" || body === null) return null;
  const file = body as PlanDataFile;
  if (file.version !== 1 || !Array.isArray(file.classes) || !Array.isArray(file.seasons)) return null;
  // A file from before trials could be planned has none.
  const trials = Array.isArray(file.trials) ? file.trials : [];
  return { ...file, live: file.live === true, trials, classes: file.classes.map((cls) => ({ ...cls, sessions: decodeSessions(typeof cls.sessions === "string" ? cls.sessions : "") })) };
}
