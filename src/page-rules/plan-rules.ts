import { filterMatch, NO_FILTER, type FilterMatch } from "./class-filters.ts";
import { pickSessions, resolvePick, type Charge, type PlanClass, type PlanData, type PlanSession, type PlanTrial } from "./plan-data.ts";

/**
 * The family planner's rules, pure, for the browser script (src/components/planner-client.ts)
 * and the tests alike: who may join a class, when a child is free, which planned sessions
 * clash or leave too little time to get across town, and what the plan costs. Ages are the
 * filter's rule (`filterMatch`: the child's age on the class's start date, today for a class
 * already running), imported, never copied.
 */

export const MOST_CHILDREN = 8;
export const DEFAULT_TRANSFER_MINUTES = 15;

export interface Child {
  /** A short key the plan's picks name ("a", "b"…); never shown. */
  readonly key: string;
  /** A first name or nickname, or "" (the page then says "Child 1"). */
  readonly name: string;
  /** Age in whole years, when no birth date is given. */
  readonly age: number | null;
  /** YYYY-MM-DD, or "". */
  readonly born: string;
}

/** A time a child (or the whole household, `child` ""), is free, on each of `days` (0 = Sunday): from `from` until `until` (HH:MM; an `until` not after `from` runs past midnight). */
export interface FreeTime {
  readonly child: string;
  readonly days: readonly number[];
  readonly from: string;
  readonly until: string;
}

/**
 * A class in the plan for a child; a drop-in names the sessions chosen (their dates). A trial
 * (`trial`, its id) is its class's sessions it covers from the date it starts, named by their dates.
 */
export interface PlanPick {
  readonly child: string;
  readonly classId: string;
  readonly dates?: readonly string[];
  readonly trial?: string;
}

export interface Plan {
  readonly children: readonly Child[];
  readonly free: readonly FreeTime[];
  readonly picks: readonly PlanPick[];
  /** Fewer minutes than this between two places is a tight transfer. */
  readonly transfer: number;
  /** The next steps ticked off (their links). */
  readonly done: readonly string[];
}

export const EMPTY_PLAN: Plan = { children: [], free: [], picks: [], transfer: DEFAULT_TRANSFER_MINUTES, done: [] };

/** A child's place in a class by age: the filter's own answer for that child and class. */
export function ageMatch(child: Pick<Child, "age" | "born">, cls: Pick<PlanClass, "ageRange" | "start">, today: string): FilterMatch {
  const filter = { ...NO_FILTER, age: child.age, born: child.born };
  return filterMatch({ category: "", location: "", meetings: [], ageRange: cls.ageRange, start: cls.start, noSpots: false }, filter, today);
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const WEEK = 7 * 1440;

/** The local weekday of a YYYY-MM-DD date (0 = Sunday), whatever the machine's zone. */
export const weekdayOfDate = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The wall-clock minutes a session takes in its week, from its start's weekday: [start, end).
 * Its clocks are the decided readings, so a session a daylight-saving gap moved starts where
 * the studio's clock says; on the night clocks go back, an end that reads earlier than the
 * start spans start to start plus the real length (the hour lived twice counts once).
 */
export function weekSpan(session: Pick<PlanSession, "date" | "start" | "end">): [number, number] | null {
  if (session.start === null) return null;
  const from = weekdayOfDate(session.date) * 1440 + minutesOf(session.start.slice(11, 16));
  if (session.end === null) return [from, from];
  const endDay = weekdayOfDate(session.end.slice(0, 10));
  const daysLater = (endDay - weekdayOfDate(session.date) + 7) % 7;
  const wall = daysLater * 1440 + minutesOf(session.end.slice(11, 16)) - (from % 1440);
  const real = (Date.parse(session.end) - Date.parse(session.start)) / 60_000;
  return [from, from + (wall > 0 ? wall : real)];
}

/** The session lies wholly inside one of the free times (each on any of its days; "or" between them). */
export function fitsFreeTime(session: Pick<PlanSession, "date" | "start" | "end">, free: readonly Pick<FreeTime, "days" | "from" | "until">[]): boolean {
  const span = weekSpan(session);
  if (span === null) return false;
  return free.some((window) =>
    window.days.some((day) => {
      const from = day * 1440 + minutesOf(window.from);
      const until = from + ((minutesOf(window.until) - minutesOf(window.from) + 1440) % 1440 || 1440);
      // A window late on Saturday runs into Sunday, the start of the next week.
      return [0, WEEK].some((shift) => span[0] + shift >= from && span[1] + shift <= until);
    }),
  );
}

/**
 * A free time given a new start: it keeps its length, and one that ended by midnight still
 * does ("00:00" is midnight), so moving "Sat 8:00 AM–12:00 PM" to start at 4 PM gives
 * 4:00 PM–8:00 PM, not a window running into the next morning. One that ran past midnight
 * keeps running past it.
 */
export function withStart(window: FreeTime, from: string): FreeTime {
  const length = (minutesOf(window.until) - minutesOf(window.from) + 1440) % 1440 || 1440;
  const overnight = minutesOf(window.until) !== 0 && minutesOf(window.until) <= minutesOf(window.from);
  const end = overnight ? (minutesOf(from) + length) % 1440 : Math.min(minutesOf(from) + length, 1440) % 1440;
  return { ...window, from, until: `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}` };
}

/** The free times that apply to a child: its own and the household's. None given: any time. */
export const freeTimesOf = (plan: Pick<Plan, "free">, child: string): FreeTime[] => plan.free.filter((window) => window.child === "" || window.child === child);

/** The sessions a child would attend: the pick's sessions that are not cancelled. */
export const attended = (cls: PlanClass, pick: Pick<PlanPick, "dates" | "trial">): PlanSession[] => pickSessions(cls, pick).filter((session) => !session.cancelled);

/** Whether a pick's charge reads otherwise than "a month" and is worth saying in the plan's terms: per session, or billed weekly, yearly, every N months. */
export const billedOtherwise = (charge: Charge): boolean =>
  charge.kind === "per-session" || (charge.kind === "recurring" && charge.per !== null && (charge.per.unit !== "month" || charge.per.count !== 1));

/** A plan with nothing in it: no child, free time, pick or ticked step, the default transfer. A shared plan may take its place. */
export const isEmptyPlan = (plan: Plan): boolean =>
  plan.children.length === 0 && plan.free.length === 0 && plan.picks.length === 0 && plan.done.length === 0 && plan.transfer === DEFAULT_TRANSFER_MINUTES;

/** The dates a trial starting on `start` covers: its class's next `trial.sessions` scheduled sessions from that date. */
export function trialDates(cls: PlanClass, trial: Pick<PlanTrial, "sessions">, start: string): string[] {
  const dates = cls.sessions.filter((session) => !session.cancelled && session.date >= start).map((session) => session.date);
  return [...new Set(dates)].slice(0, Math.max(1, trial.sessions));
}

/** A planned class's sessions that fall outside its child's free times (none when no free time is given), soonest first. */
export function outsideFreeTimes(cls: PlanClass, pick: Pick<PlanPick, "dates" | "trial">, free: readonly Pick<FreeTime, "days" | "from" | "until">[]): PlanSession[] {
  if (free.length === 0) return [];
  return attended(cls, pick).filter((session) => session.start !== null && !fitsFreeTime(session, free));
}

/** The dates chosen of a drop-in that have no spot left (spec 2.2 rule 4: its own capacity). */
export const fullDates = (cls: PlanClass, pick: Pick<PlanPick, "dates" | "trial">): PlanSession[] => (cls.dropIn ? attended(cls, pick).filter((session) => session.full) : []);

/**
 * The class fits the child's free times: every session a session-based class holds, or for a
 * drop-in, some session (the ones that fit are those offered).
 */
export function classFitsFreeTime(cls: PlanClass, free: readonly FreeTime[]): boolean {
  if (free.length === 0) return true;
  const scheduled = cls.sessions.filter((session) => !session.cancelled);
  if (scheduled.length === 0) return false;
  return cls.dropIn ? scheduled.some((session) => fitsFreeTime(session, free)) : scheduled.every((session) => fitsFreeTime(session, free));
}

/** A planned session with whose it is. */
export interface PlannedSession {
  readonly child: string;
  readonly classId: string;
  readonly place: string | null;
  readonly session: PlanSession;
  readonly from: number;
  readonly until: number;
}

export type ConflictKind =
  /** One child in two places at once. */
  | "clash"
  /** Two children at different places at overlapping times: one household cannot drive both. */
  | "household"
  /** Back to back at different places with less than the transfer time between. */
  | "tight";

export interface Conflict {
  readonly kind: ConflictKind;
  readonly first: PlannedSession;
  readonly second: PlannedSession;
  /** Minutes between the first's end and the second's start, for a tight transfer. */
  readonly gap: number;
}

/** Every planned session with a time, by its real start. */
export function plannedSessions(plan: Pick<Plan, "picks">, data: Pick<PlanData, "classes" | "trials">): PlannedSession[] {
  return plan.picks
    .flatMap((pick) => {
      const cls = resolvePick(pick, data)?.cls;
      if (!cls) return [];
      return attended(cls, pick).flatMap((session) => {
        if (session.start === null) return [];
        const from = Date.parse(session.start);
        return [{ child: pick.child, classId: cls.id, place: cls.place, session, from, until: session.end === null ? from : Date.parse(session.end) }];
      });
    })
    .sort((a, b) => a.from - b.from);
}

/** Two sessions at one known place: children there at once need one trip. */
const samePlace = (a: PlannedSession, b: PlannedSession): boolean => a.place !== null && a.place === b.place;

/**
 * Clashes and tight transfers among the planned sessions, on real instants: a child can't be
 * in two sessions that overlap (even at one place); two children can share one place, but
 * not be driven to two at once; and between two places the household needs `transfer` minutes.
 */
export function conflicts(sessions: readonly PlannedSession[], transfer: number): Conflict[] {
  const found: Conflict[] = [];
  for (let i = 0; i < sessions.length; i++) {
    const first = sessions[i]!;
    for (let j = i + 1; j < sessions.length; j++) {
      const second = sessions[j]!;
      if (second.from >= first.until + transfer * 60_000) break;
      const overlap = second.from < first.until;
      const gap = Math.round((second.from - first.until) / 60_000);
      if (overlap && first.child === second.child && first.classId !== second.classId) found.push({ kind: "clash", first, second, gap });
      else if (overlap && first.child !== second.child && !samePlace(first, second)) found.push({ kind: "household", first, second, gap });
      else if (!overlap && first.place !== null && second.place !== null && first.place !== second.place) found.push({ kind: "tight", first, second, gap });
    }
  }
  return found;
}

/** What a priced thing costs a month (recurring) and once, in cents; `unpriced` when its price is not known. */
export interface Cost {
  readonly monthly: number;
  readonly once: number;
  readonly unpriced: boolean;
}

/** Months per billing unit: a week is 12/52 of a month on average, a day 12/365. */
const MONTHS_PER: Readonly<Record<"day" | "week" | "month" | "year", number>> = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 };

/** A charge's cost; `sessions` is how many sessions of a drop-in are booked. */
export function chargeCost(charge: Charge, sessions = 0): Cost {
  switch (charge.kind) {
    case "unpriced":
      return { monthly: 0, once: 0, unpriced: true };
    case "once":
      return { monthly: 0, once: charge.cents, unpriced: false };
    case "per-session":
      return { monthly: 0, once: charge.cents * sessions, unpriced: false };
    case "recurring":
      return charge.per === null
        ? { monthly: 0, once: 0, unpriced: true }
        : { monthly: charge.cents / (charge.per.count * MONTHS_PER[charge.per.unit]), once: 0, unpriced: false };
  }
}

const add = (a: Cost, b: Cost): Cost => ({ monthly: a.monthly + b.monthly, once: a.once + b.once, unpriced: a.unpriced || b.unpriced });
export const NO_COST: Cost = { monthly: 0, once: 0, unpriced: false };

export interface PlanCost {
  /** Per child, in the plan's order: its classes. */
  readonly children: readonly { readonly key: string; readonly cost: Cost }[];
  /** Per season a planned class is signed up through: its required items, once per family. */
  readonly seasons: readonly { readonly key: string; readonly name: string; readonly cost: Cost; readonly unpriced: readonly string[] }[];
  readonly total: Cost;
}

/**
 * The plan's estimated cost: each child's classes by their billing, drop-ins by the sessions
 * chosen, trials at their own price once, and each season's required items once for the
 * family, however many children and classes sign up through it. Amounts stay unrounded until shown.
 */
export function planCost(plan: Pick<Plan, "children" | "picks">, data: Pick<PlanData, "classes" | "seasons" | "trials">): PlanCost {
  const seasonKeys = new Set<string>();
  const children = plan.children.map((child) => {
    let cost = NO_COST;
    for (const pick of plan.picks) {
      const found = pick.child === child.key ? resolvePick(pick, data) : null;
      if (!found) continue;
      const { cls, trial } = found;
      if (trial) {
        // A trial is not a sign-up: its price once, no season's items.
        cost = add(cost, chargeCost(trial.charge));
        continue;
      }
      cost = add(cost, chargeCost(cls.charge, cls.dropIn ? attended(cls, pick).length : 0));
      if (cls.season !== null) seasonKeys.add(cls.season);
    }
    return { key: child.key, cost };
  });
  // A required class item the plan already holds is that class's own sign-up, counted with its child.
  const planned = new Set(plan.picks.filter((pick) => pick.trial === undefined).map((pick) => pick.classId));
  const seasons = data.seasons
    .filter((season) => seasonKeys.has(season.key))
    .map((season) => {
      const items = season.items.filter((item) => item.classId === null || !planned.has(item.classId));
      return {
        key: season.key,
        name: season.name,
        cost: items.reduce((sum, item) => add(sum, chargeCost(item.charge)), NO_COST),
        unpriced: items.filter((item) => item.charge.kind === "unpriced").map((item) => item.name),
      };
    });
  const total = [...children.map((entry) => entry.cost), ...seasons.map((entry) => entry.cost)].reduce(add, NO_COST);
  return { children, seasons, total };
}
