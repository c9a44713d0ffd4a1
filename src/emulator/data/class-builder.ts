import type {
  AgeRange,
  Category,
  Class,
  ClassInstance,
  DaySchedules,
  Instructor,
  Location,
  WeekdayKey,
} from "../../api/schemas/index.ts";
import { capacityOf, createRandom, formatDollars, stableId } from "./building-blocks.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { ownOrClassDuration } from "../../core/classes.ts";
import { addDays, weekdayOf } from "../../core/local-time.ts";
import { describeSchedule } from "./schedule-description.ts";

export type Billing = "weekly" | "biweekly" | "monthly" | "once";

export interface DatedSession {
  /** Days from today. */
  offsetDays: number;
  /** "HH:MM", or null for a session without a set time. */
  time: string | null;
  /** Null for a session without a set length. */
  duration: number | null;
}

/** A class described in the few words the demo needs; `buildClass` fills in the rest. */
export interface ClassSpec {
  /** Stable name the ids derive from. */
  key: string;
  name: string;
  description: string | null;
  category: Category | null;
  location: Location | null;
  instructors: Instructor[];
  ageRange: AgeRange | null;
  /** Weekly pattern for a recurring class (`{}` = recurring with no weekly pattern), or dated sessions for a one-time class. */
  schedule: { weekly: DaySchedules } | { dated: DatedSession[] };
  durationMinutes: number;
  /** Days from today; null = no start date. Ignored for dated schedules (first session). */
  startOffsetDays: number | null;
  /** Days from today; null = no end date. Ignored for dated schedules (last session). */
  endOffsetDays: number | null;
  enrollmentType: Class["enrollment_type"];
  enrollmentModel: Class["enrollment_model"];
  priceCents: number | null;
  billing: Billing;
  capacity: { max: number | null; enrolled: number };
  imageName: string | null;
  /** Share of future sessions cancelled; default 0.04. */
  cancelledShare?: number;
}

export interface BuildContext {
  today: string;
  /** Namespace for ids (the studio slug, plus a seed for generated studios). */
  idSpace: string;
  pages: HostedPages;
  /** Sessions are generated from today - daysBehind to today + daysAhead. */
  daysBehind: number;
  daysAhead: number;
  /** A day the studio is closed: every session on it is cancelled. */
  closureDate: string | null;
}

const BILLING: Record<Billing, Class["billing"]> = {
  weekly: { is_recurring: true, interval_value: 1, interval_unit: "weeks" },
  biweekly: { is_recurring: true, interval_value: 2, interval_unit: "weeks" },
  monthly: { is_recurring: true, interval_value: 1, interval_unit: "months" },
  once: { is_recurring: false, interval_value: null, interval_unit: null },
};

export function classPriceDisplay(spec: Pick<ClassSpec, "priceCents" | "billing" | "enrollmentModel">): string {
  if (spec.priceCents === null) return "Contact the studio for pricing";
  if (spec.priceCents === 0) return "Free";
  const amount = formatDollars(spec.priceCents);
  if (spec.enrollmentModel === "per_instance") return `${amount} per class`;
  switch (spec.billing) {
    case "weekly":
      return `${amount}/week`;
    case "biweekly":
      return `${amount} every 2 weeks`;
    case "monthly":
      return `${amount}/month`;
    case "once":
      return amount;
  }
}

/** Spec 2.4 rules 1-3: only open and drop-in classes are sold directly. */
function soldDirectly(spec: Pick<ClassSpec, "enrollmentType">): boolean {
  return spec.enrollmentType === "open" || spec.enrollmentType === "drop_in";
}

function classId(context: BuildContext, spec: ClassSpec): string {
  return stableId(context.idSpace, "class", spec.key);
}

export function buildClass(spec: ClassSpec, context: BuildContext): Class {
  const id = classId(context, spec);
  const dated = "dated" in spec.schedule ? spec.schedule.dated : null;
  const weekly = "weekly" in spec.schedule ? spec.schedule.weekly : null;
  const offsets = dated?.map((session) => session.offsetDays) ?? [];
  const startOffset = dated ? Math.min(...offsets) : spec.startOffsetDays;
  const endOffset = dated ? Math.max(...offsets) : spec.endOffsetDays;
  return {
    id,
    name: spec.name,
    description: spec.description,
    schedule_type: weekly ? "recurring" : "one-time",
    schedule_description: weekly ? describeSchedule(weekly, spec.durationMinutes) : null,
    day_schedules: weekly,
    duration_minutes: spec.durationMinutes,
    start_date: startOffset === null ? null : addDays(context.today, startOffset),
    end_date: endOffset === null ? null : addDays(context.today, endOffset),
    enrollment_model: spec.enrollmentModel,
    enrollment_type: spec.enrollmentType,
    price_cents: spec.priceCents,
    price_display: classPriceDisplay(spec),
    billing: { ...BILLING[spec.billing] },
    category: spec.category && { id: spec.category.id, name: spec.category.name, color: spec.category.color },
    location: spec.location && { id: spec.location.id, name: spec.location.name },
    instructors: spec.instructors.map((instructor) => ({ ...instructor })),
    age_range: spec.ageRange && { ...spec.ageRange },
    capacity: capacityOf(spec.capacity.max, spec.capacity.enrolled),
    featured_image_url: spec.imageName === null ? null : context.pages.image(spec.imageName),
    links: {
      checkout: !soldDirectly(spec)
        ? null
        : spec.enrollmentModel === "per_instance"
          ? context.pages.classDatePicker(id)
          : context.pages.classCheckout(id),
      browse: context.pages.browse,
      store: context.pages.store,
    },
  };
}

interface PlannedSession {
  date: string;
  time: string | null;
  duration: number | null;
}

function plannedSessions(spec: ClassSpec, built: Class, context: BuildContext): PlannedSession[] {
  if ("dated" in spec.schedule) {
    return spec.schedule.dated.map((session) => ({
      date: addDays(context.today, session.offsetDays),
      time: session.time,
      duration: session.duration,
    }));
  }
  const windowStart = addDays(context.today, -context.daysBehind);
  const windowEnd = addDays(context.today, context.daysAhead);
  const first = built.start_date !== null && built.start_date > windowStart ? built.start_date : windowStart;
  const last = built.end_date !== null && built.end_date < windowEnd ? built.end_date : windowEnd;
  const sessions: PlannedSession[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const slots = spec.schedule.weekly[String(weekdayOf(date)) as WeekdayKey] ?? [];
    for (const slot of slots) {
      sessions.push({ date, time: slot.time, duration: ownOrClassDuration(slot.duration, spec.durationMinutes) });
    }
  }
  return sessions;
}

/** The dated sessions of one class, soonest first, with statuses and session capacity. */
export function buildInstances(spec: ClassSpec, built: Class, context: BuildContext): ClassInstance[] {
  const random = createRandom(`${context.idSpace}/sessions/${spec.key}`);
  const max = spec.capacity.max;
  const sellsSessions = spec.enrollmentModel === "per_instance" && soldDirectly(spec);
  const cancelledShare = spec.cancelledShare ?? 0.04;
  return plannedSessions(spec, built, context).map((session) => {
    const id = stableId(context.idSpace, "instance", spec.key, session.date, session.time ?? "any");
    const past = session.date < context.today;
    const cancelled = !past && (session.date === context.closureDate || random.chance(cancelledShare));
    // Spec 2.2 rule 1: a session counts the students in that one session.
    const enrolled =
      spec.enrollmentModel === "session_based"
        ? spec.capacity.enrolled
        : max === null
          ? random.int(4, 30)
          : random.chance(0.2)
            ? max
            : random.int(0, max);
    return {
      id,
      class_id: built.id,
      date: session.date,
      time: session.time === null ? null : `${session.time}:00`,
      duration_minutes: session.duration,
      status: past ? "completed" : cancelled ? "cancelled" : "scheduled",
      instructor: built.instructors[0] ? { ...built.instructors[0] } : null,
      capacity: capacityOf(max, enrolled),
      links: { checkout: sellsSessions ? context.pages.sessionCheckout(built.id, id) : null },
    };
  });
}

/** Classes with their sessions, and each class by its spec key. */
export function buildClasses(
  specs: readonly ClassSpec[],
  context: BuildContext,
): { classes: Class[]; instances: ClassInstance[]; byKey: Map<string, Class> } {
  const classes: Class[] = [];
  const instances: ClassInstance[] = [];
  const byKey = new Map<string, Class>();
  for (const spec of specs) {
    const built = buildClass(spec, context);
    classes.push(built);
    byKey.set(spec.key, built);
    instances.push(...buildInstances(spec, built, context));
  }
  return { classes, instances, byKey };
}
