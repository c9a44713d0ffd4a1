import type { ItemAvailability } from "schema-dts";
import type { Capacity } from "../../api/schemas/index.ts";
import { spotsRemaining } from "../../core/classes.ts";
import { IN_STOCK, LIMITED_AVAILABILITY, SOLD_OUT } from "./schema-values.ts";

/** At or below this many spots left, an offer is "limited" whatever the class size. */
export const FEW_SPOTS = 3;
/** At or below this share of the places left, an offer is "limited" (a class of 40 with 8 left). */
export const FEW_SPOTS_SHARE = 0.2;

/**
 * schema.org availability from spots (spec 2.2): no cap is InStock; 0 left is SoldOut
 * (checkout does not sell past 0, rule 3); 3 or fewer left, or at most 20% of the
 * places, is LimitedAvailability; otherwise InStock. Callers pass the number that the
 * page shows (spec 2.2 rule 4): the class's for session-based classes, each session's
 * for drop-ins.
 */
export function availabilityFromCapacity(capacity: Capacity): ItemAvailability {
  const remaining = spotsRemaining(capacity);
  if (remaining === null) return IN_STOCK;
  if (remaining === 0) return SOLD_OUT;
  const max = capacity.max ?? 0;
  if (remaining <= FEW_SPOTS || (max > 0 && remaining <= max * FEW_SPOTS_SHARE)) return LIMITED_AVAILABILITY;
  return IN_STOCK;
}
