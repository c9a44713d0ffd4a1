import type { Category, Class, ClassInstance, Registration } from "../api/schemas/index.ts";
import { createRandom } from "./data/building-blocks.ts";

/** Fixed locale so the order is the same on every machine. */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Spec 4.1: A to Z by name. */
export function classOrder(a: Class, b: Class): number {
  return collator.compare(a.name, b.name) || byId(a, b);
}

/** Spec 4.5: the studio's display order. */
export function categoryOrder(a: Category, b: Category): number {
  return a.sort_order - b.sort_order || collator.compare(a.name, b.name) || byId(a, b);
}

/** Spec 4.2: soonest first; a session without a time sorts last on its day. */
export function instanceOrder(a: ClassInstance, b: ClassInstance): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return a.time < b.time ? -1 : 1;
  }
  return byId(a, b);
}

/** Spec 4.3: newest season first; seasons with no start date (unlimited) last. */
export function seasonOrder(a: Registration, b: Registration): number {
  if (a.season_starts_at !== b.season_starts_at) {
    if (a.season_starts_at === null) return 1;
    if (b.season_starts_at === null) return -1;
    return a.season_starts_at > b.season_starts_at ? -1 : 1;
  }
  return collator.compare(a.name, b.name) || byId(a, b);
}

/** How a list whose order the spec does not fix comes out: the rows as they are, or a reordered copy. */
export type UnfixedOrder = <T>(rows: readonly T[]) => readonly T[];

/**
 * Spec 4.4 and 4.5 show no order for trial classes, membership types, appointment services
 * and locations. "stable" keeps the data's order; "shuffled" gives every call a new order
 * (a seeded Fisher-Yates shuffle), as a server free to choose may.
 */
export function createUnfixedOrder(mode: "stable" | "shuffled"): UnfixedOrder {
  if (mode === "stable") return (rows) => rows;
  const random = createRandom("unfixed-order");
  return (rows) => {
    const shuffled = [...rows];
    for (let index = shuffled.length - 1; index > 0; index -= 1) {
      const other = random.int(0, index);
      [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
    }
    return shuffled;
  };
}
