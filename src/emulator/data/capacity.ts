import type { Capacity } from "../../api/schemas/index.ts";

/** Spec 2.2 rule 2: spots_remaining = max - enrolled, never below 0; null when max is null. */
export function capacityOf(max: number | null, enrolled: number): Capacity {
  return { max, enrolled, spots_remaining: max === null ? null : Math.max(0, max - enrolled) };
}
