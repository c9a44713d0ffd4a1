import type { Capacity, ClassInstance } from "../api/schemas/index.ts";
import { capacityOf, type Random } from "./data/building-blocks.ts";
import { EmulatorOptionsError } from "./emulator-options-error.ts";
import type { StudioData } from "./types.ts";

/**
 * A registration day in fast motion, for showing live spots: every few seconds some
 * classes gain or lose enrollments (a few fill up, some free a spot), and now and then a
 * session in the next two days is cancelled. The data stays valid by the spec: spots
 * follow capacity rule 2, and a cancelled session stays listed with `status=all`.
 */
export interface LiveChangesOptions {
  /** How often the data changes. */
  readonly everyMs: number;
  /** Classes changed each time. */
  readonly classes: number;
  /** Seeds which classes change and how; default 1. */
  readonly seed?: number;
}

export function checkLiveChanges(options: LiveChangesOptions): void {
  if (!(Number.isInteger(options.everyMs) && options.everyMs >= 100)) {
    throw new EmulatorOptionsError(`Expected \`liveChanges.everyMs\` to be a whole number of milliseconds of at least 100, got ${options.everyMs}.`);
  }
  if (!(Number.isInteger(options.classes) && options.classes >= 1)) {
    throw new EmulatorOptionsError(`Expected \`liveChanges.classes\` to be a positive whole number, got ${options.classes}.`);
  }
}

/** Enrollment moves by -2..+3, leaning towards filling up, within 0..max. */
function moved(capacity: Capacity, random: Random): Capacity {
  if (capacity.max === null) return capacity;
  const enrolled = Math.min(capacity.max, Math.max(0, capacity.enrolled + random.int(-2, 3)));
  return capacityOf(capacity.max, enrolled);
}

/** One step: new data in which a few classes' (or their sessions') spots moved. The input is not changed. */
export function changeSpots(data: StudioData, random: Random, classes: number, today: string, tomorrow: string): StudioData {
  const capped = data.classes.filter((cls) => cls.capacity.max !== null);
  const chosen = new Set<string>();
  for (let pick = 0; pick < Math.min(classes, capped.length); pick += 1) chosen.add(random.pick(capped).id);
  const soon = (session: ClassInstance) => session.status === "scheduled" && (session.date === today || session.date === tomorrow);
  const cancelOne = random.chance(0.2) ? random.pick([...data.instances.filter(soon), null]) : null;
  return {
    ...data,
    // Spec 2.2 rule 1: the class counts enrollments in any future session, so drop-in classes move too.
    classes: data.classes.map((cls) => (chosen.has(cls.id) ? { ...cls, capacity: moved(cls.capacity, random) } : cls)),
    instances: data.instances.map((session) => {
      if (session === cancelOne) return { ...session, status: "cancelled" as const, links: { checkout: null } };
      return chosen.has(session.class_id) && soon(session) ? { ...session, capacity: moved(session.capacity, random) } : session;
    }),
  };
}

