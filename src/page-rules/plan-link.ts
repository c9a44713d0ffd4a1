import { PLAN_CLASS_ID, PLAN_DATE } from "./plan-add-link.ts";
import { DEFAULT_TRANSFER_MINUTES, EMPTY_PLAN, MOST_CHILDREN, type Child, type FreeTime, type Plan, type PlanPick } from "./plan-rules.ts";

/**
 * A plan as text, for the browser's storage and for the share link. The link carries it in
 * the URL's fragment (`/plan/#plan=…`), which a browser never sends to a server, so it never
 * reaches a host's log or an analytics tool; children's names go in only when the family
 * chooses. Anything read back is checked field by field: a stored or shared plan from an
 * older site, or a link cut short, gives what can be read and never throws.
 */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const KEY = /^[a-z0-9]{1,8}$/;

const text = (value: unknown, most: number): string => (typeof value === "string" ? value.trim().slice(0, most) : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const object = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

function readChild(value: unknown): Child | null {
  const child = object(value);
  const key = text(child.key, 8);
  if (!KEY.test(key)) return null;
  const age = typeof child.age === "number" && Number.isInteger(child.age) && child.age >= 0 && child.age <= 99 ? child.age : null;
  const born = text(child.born, 10);
  return { key, name: text(child.name, 40), age, born: PLAN_DATE.test(born) ? born : "" };
}

function readFreeTime(value: unknown, keys: ReadonlySet<string>): FreeTime | null {
  const window = object(value);
  const child = text(window.child, 8);
  const from = text(window.from, 5);
  const until = text(window.until, 5);
  const days = [...new Set(list(window.days).filter((day): day is number => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6))].sort();
  if ((child !== "" && !keys.has(child)) || !CLOCK.test(from) || !CLOCK.test(until) || days.length === 0) return null;
  return { child, days, from, until };
}

function readPick(value: unknown, keys: ReadonlySet<string>): PlanPick | null {
  const pick = object(value);
  const child = text(pick.child, 8);
  const classId = text(pick.classId, 64);
  if (!keys.has(child) || !PLAN_CLASS_ID.test(classId)) return null;
  const dates = list(pick.dates).filter((date): date is string => typeof date === "string" && PLAN_DATE.test(date));
  const trial = text(pick.trial, 64);
  const read = dates.length > 0 ? { child, classId, dates } : { child, classId };
  // A trial is its dates: one without them reads as nothing.
  if (trial === "") return read;
  return PLAN_CLASS_ID.test(trial) && dates.length > 0 ? { ...read, trial } : null;
}

/** A plan from anything (parsed JSON of unknown origin): what reads, the rest left out. */
export function readPlan(value: unknown): Plan {
  const plan = object(value);
  const children = list(plan.children)
    .map(readChild)
    .filter((child): child is Child => child !== null)
    .filter((child, index, all) => all.findIndex((other) => other.key === child.key) === index)
    .slice(0, MOST_CHILDREN);
  const keys = new Set(children.map((child) => child.key));
  const transfer = typeof plan.transfer === "number" && Number.isInteger(plan.transfer) && plan.transfer >= 0 && plan.transfer <= 240 ? plan.transfer : DEFAULT_TRANSFER_MINUTES;
  return {
    children,
    free: list(plan.free).map((window) => readFreeTime(window, keys)).filter((window): window is FreeTime => window !== null),
    picks: list(plan.picks).map((pick) => readPick(pick, keys)).filter((pick): pick is PlanPick => pick !== null),
    transfer,
    done: list(plan.done).filter((link): link is string => typeof link === "string").slice(0, 100),
  };
}

/** A plan read from text (storage, a fragment's JSON); the empty plan for text that is not one. */
export function parsePlan(json: string | null): Plan {
  if (json === null) return EMPTY_PLAN;
  try {
    return readPlan(JSON.parse(json));
  } catch {
    return EMPTY_PLAN;
  }
}

const FRAGMENT = "plan=";

/** The share link's fragment ("plan=…", without "#"): the plan as JSON, names only when `withNames`. */
export function planFragment(plan: Plan, withNames: boolean): string {
  const shared: Plan = { ...plan, children: plan.children.map((child) => ({ ...child, name: withNames ? child.name : "" })), done: [] };
  return FRAGMENT + encodeURIComponent(JSON.stringify(shared));
}

/** The plan a fragment carries ("#plan=…" or "plan=…"); null when it carries none. */
export function planFromFragment(hash: string): Plan | null {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(FRAGMENT)) return null;
  try {
    return parsePlan(decodeURIComponent(fragment.slice(FRAGMENT.length)));
  } catch {
    return EMPTY_PLAN;
  }
}
